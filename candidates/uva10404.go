package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// uva10404 Bachet's Game: n stones, a move takes one of the m amounts s;
// case [n m s1..sm], one per line until the end of the input.
func uva10404() []Candidate {
	const id = "uva10404"
	return []Candidate{
		perCase(id, "uva10404-correct", Correct, "win table 0..n over the line's amounts, rebuilt for every line", func(c format.Case, out []byte) []byte {
			n, s := c[0], c[2:]
			win := make([]bool, n+1)
			bachetFill(win, 1, s)
			return word(out, win[n], "Stan wins", "Ollie wins")
		}),
		{Problem: id, Name: "uva10404-stale-table", Kind: Buggy,
			Bug:     "table kept across lines, rebuilt only when m changes, not when the amounts do",
			Program: inputProgram(id, bachetStale)},
	}
}

// bachetFill computes win[from..len(win)-1] over the amounts s, reading
// the cells below from as they stand.
func bachetFill(win []bool, from int64, s []int64) {
	for i := from; i < int64(len(win)); i++ {
		win[i] = false
		for _, k := range s {
			if k <= i && !win[i-k] {
				win[i] = true
				break
			}
		}
	}
}

// bachetStale is the contestant's loop: the table and how far it is filled
// survive a line with the same m, whatever its amounts.
func bachetStale(cases []format.Case, out []byte) []byte {
	var win []bool
	lastM, done := int64(-1), int64(0)
	for _, c := range cases {
		n, m, s := c[0], c[1], c[2:]
		if m != lastM {
			done, lastM = 0, m
		}
		if int64(len(win)) <= n {
			win = append(win, make([]bool, n+1-int64(len(win)))...)
		}
		if n > done {
			bachetFill(win[:n+1], done+1, s)
			done = n
		}
		out = word(out, win[n], "Stan wins", "Ollie wins")
	}
	return out
}
