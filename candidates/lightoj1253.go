package candidates

import (
	"strconv"

	"github.com/gamestress/gamestress/problem/format"
)

// lightoj1253 Misere Nim: T tests, each k piles; whoever takes the last
// stone loses; the answer names the test: "Case i: Alice" (the first
// player wins) or "Case i: Bob". Case [a1..ak].
func lightoj1253() []Candidate {
	const id = "lightoj1253"
	return []Candidate{
		{Problem: id, Name: "lightoj1253-correct", Kind: Correct,
			Bug:     "all piles of one stone: the mover wins iff their count is even; else as normal Nim",
			Program: inputProgram(id, misereNimCases(1, misereNimWins))},
		{Problem: id, Name: "lightoj1253-one-pile-only", Kind: Buggy,
			Bug:     "normal Nim with only the single pile of one stone patched for misère",
			Program: inputProgram(id, misereNimCases(1, onePileOnly))},
		{Problem: id, Name: "lightoj1253-case-from-0", Kind: Buggy,
			Bug:     "right winners, but numbers the cases from 0",
			Program: inputProgram(id, misereNimCases(0, misereNimWins))},
	}
}

// misereNimCases writes "Case i: Alice/Bob" for every case, numbering from
// first.
func misereNimCases(first int, wins func(format.Case) bool) func([]format.Case, []byte) []byte {
	return func(cases []format.Case, out []byte) []byte {
		for i, c := range cases {
			out = append(out, "Case "...)
			out = strconv.AppendInt(out, int64(first+i), 10)
			out = word(append(out, ": "...), wins(c), "Alice", "Bob")
		}
		return out
	}
}

func misereNimWins(a format.Case) bool {
	var x int64
	big := false
	for _, h := range a {
		x ^= h
		big = big || h > 1
	}
	if !big {
		return len(a)%2 == 0
	}
	return x != 0
}

func onePileOnly(a format.Case) bool {
	if len(a) == 1 && a[0] == 1 {
		return false
	}
	var x int64
	for _, h := range a {
		x ^= h
	}
	return x != 0
}
