package candidates

import (
	"strconv"

	"github.com/gamestress/gamestress/problem/format"
)

// cf150a Win or Freeze: move to a non-trivial divisor, who cannot move
// wins; the answer is 1 and a winning divisor (0: no move), or 2; case [q].
func cf150a() []Candidate {
	const id = "cf150a"
	return []Candidate{
		perCase(id, "cf150a-correct", Correct, "at most one prime factor: 1 0; exactly two: 2; else 1 and the product of the two smallest", func(c format.Case, out []byte) []byte {
			return freezeAnswer(out, c[0], func(f []int64) int64 { return f[0] * f[1] })
		}),
		perCase(id, "cf150a-smallest-prime", Buggy, "moves to the smallest prime factor: the opponent cannot move, and wins", func(c format.Case, out []byte) []byte {
			return freezeAnswer(out, c[0], func(f []int64) int64 { return f[0] })
		}),
	}
}

// freezeAnswer writes the answer for q, moving to move(the three smallest
// prime factors) when q has at least three.
func freezeAnswer(out []byte, q int64, move func([]int64) int64) []byte {
	var f []int64
	r := q
	for d := int64(2); d*d <= r && len(f) < 3; d++ {
		for r%d == 0 && len(f) < 3 {
			f, r = append(f, d), r/d
		}
	}
	if r > 1 && len(f) < 3 {
		f = append(f, r)
	}
	switch len(f) {
	case 0, 1:
		return append(out, "1\n0\n"...)
	case 2:
		return append(out, "2\n"...)
	}
	return append(strconv.AppendInt(append(out, "1\n"...), move(f), 10), '\n')
}
