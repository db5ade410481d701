package candidates

import (
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// poj2234 Matches Game: Nim; case [a1..aM].
func poj2234() []Candidate {
	const id = "poj2234"
	return []Candidate{
		perCase(id, "poj2234-correct", Correct, "Yes iff the XOR of the heaps is not 0", func(c format.Case, out []byte) []byte {
			return word(out, xorAll(c) != 0, "Yes", "No")
		}),
		perCase(id, "poj2234-sum-parity", Buggy, "Nim by the parity of the sum instead of the XOR", func(c format.Case, out []byte) []byte {
			var s int64
			for _, h := range c {
				s += h
			}
			return word(out, s%2 != 0, "Yes", "No")
		}),
		perCase(id, "poj2234-misere-rule", Buggy, "misère Nim rule in a normal-play game", func(c format.Case, out []byte) []byte {
			return word(out, misereNim(c), "Yes", "No")
		}),
	}
}

// hdu2176: Nim, list every winning first move; case [h1..hm].
func hdu2176() []Candidate {
	const id = "hdu2176"
	return []Candidate{
		perCase(id, "hdu2176-correct", Correct, "No if XOR is 0, else Yes and a line 'h h^X' for each heap with h^X < h, in input order", func(c format.Case, out []byte) []byte {
			return nimMoves(out, c, -1)
		}),
		perCase(id, "hdu2176-first-move-only", Buggy, "prints only the first winning move", func(c format.Case, out []byte) []byte {
			return nimMoves(out, c, 1)
		}),
		perCase(id, "hdu2176-sorted-moves", Buggy, "winning moves listed by heap size, not in input order", func(c format.Case, out []byte) []byte {
			return nimMoves(out, slices.Sorted(slices.Values(c)), -1)
		}),
	}
}

// nimMoves prints the hdu2176 answer, at most limit moves (all when < 0).
func nimMoves(out []byte, hs []int64, limit int) []byte {
	x := xorAll(hs)
	if x == 0 {
		return append(out, "No\n"...)
	}
	out = append(out, "Yes\n"...)
	for _, h := range hs {
		if limit == 0 {
			break
		}
		if h^x < h {
			out = appendInt(out, h)
			out = append(out, ' ')
			out = appendInt(out, h^x)
			out = append(out, '\n')
			limit--
		}
	}
	return out
}

// hdu1730 Northcott: Nim on the gaps; case [n m t1 j1 ... tn jn].
func hdu1730() []Candidate {
	const id = "hdu1730"
	gaps := func(c format.Case, gap func(t, j int64) int64) bool {
		var x int64
		for i := 2; i+1 < len(c); i += 2 {
			x ^= gap(c[i], c[i+1])
		}
		return x != 0
	}
	abs := func(v int64) int64 { return max(v, -v) }
	return []Candidate{
		perCase(id, "hdu1730-correct", Correct, "I WIN! iff the XOR of |t-j|-1 over the rows is not 0", func(c format.Case, out []byte) []byte {
			return word(out, gaps(c, func(t, j int64) int64 { return abs(t-j) - 1 }), "I WIN!", "BAD LUCK!")
		}),
		perCase(id, "hdu1730-no-minus-one", Buggy, "XOR of |t-j| (the distance, not the gap)", func(c format.Case, out []byte) []byte {
			return word(out, gaps(c, func(t, j int64) int64 { return abs(t - j) }), "I WIN!", "BAD LUCK!")
		}),
		perCase(id, "hdu1730-no-abs", Buggy, "gap t-j-1 without abs: negative when the black piece is left", func(c format.Case, out []byte) []byte {
			return word(out, gaps(c, func(t, j int64) int64 { return t - j - 1 }), "I WIN!", "BAD LUCK!")
		}),
	}
}
