package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// poj2975 Nim: the number of winning moves; case: the piles.
func poj2975() []Candidate {
	const id = "poj2975"
	return []Candidate{
		perCase(id, "poj2975-correct", Correct, "count the piles k with k^X < k, X the XOR of all piles", func(c format.Case, out []byte) []byte {
			return append(appendInt(out, nimWinningMoves(c, xorAll(c))), '\n')
		}),
		{Problem: id, Name: "poj2975-xor-not-reset", Kind: Buggy,
			Bug:     "the XOR is a global never reset between test cases",
			Program: inputProgram(id, nimXorKept)},
	}
}

// nimWinningMoves counts the piles k with k^x < k.
func nimWinningMoves(piles []int64, x int64) int64 {
	var n int64
	for _, k := range piles {
		if k^x < k {
			n++
		}
	}
	return n
}

// nimXorKept is the contestant's loop whose XOR lives across cases.
func nimXorKept(cases []format.Case, out []byte) []byte {
	var x int64
	for _, c := range cases {
		x ^= xorAll(c)
		out = append(appendInt(out, nimWinningMoves(c, x)), '\n')
	}
	return out
}
