package candidates

import (
	"math"

	"github.com/gamestress/gamestress/problem/format"
)

// hdu1527: Wythoff's game; case [a b], 0 <= a, b <= 10^9. Print 0 when
// (a, b) is a P-position (a_k, a_k + k), else 1.
func hdu1527() []Candidate {
	const id = "hdu1527"
	return []Candidate{
		perCase(id, "hdu1527-correct", Correct, "a_k = (k + isqrt(5k^2))/2 with k = b-a, exact integers", func(c format.Case, out []byte) []byte {
			a, b := min(c[0], c[1]), max(c[0], c[1])
			k := b - a
			return wythoffWord(out, a != (k+isqrt(5*k*k))/2)
		}),
		perCase(id, "hdu1527-float64-phi", Buggy, "a_k = floor(k*phi) with float64 phi: wrong for some k near 10^8 (e.g. k = 102334155)", func(c format.Case, out []byte) []byte {
			a, b := min(c[0], c[1]), max(c[0], c[1])
			k := b - a
			return wythoffWord(out, a != int64(float64(k)*(1+math.Sqrt(5))/2))
		}),
		perCase(id, "hdu1527-float32-phi", Buggy, "a_k = floor(k*phi) in float32: wrong from k = 2584 on", func(c format.Case, out []byte) []byte {
			a, b := min(c[0], c[1]), max(c[0], c[1])
			k := b - a
			phi := float32((1 + math.Sqrt(5)) / 2)
			return wythoffWord(out, a != int64(float32(k)*phi))
		}),
		perCase(id, "hdu1527-no-swap", Buggy, "assumes a <= b: k = b-a goes negative when a > b", func(c format.Case, out []byte) []byte {
			a, b := c[0], c[1]
			k := b - a
			return wythoffWord(out, a != (k+isqrt(5*k*k))/2)
		}),
	}
}

func wythoffWord(out []byte, first bool) []byte {
	if first {
		return append(out, "1\n"...)
	}
	return append(out, "0\n"...)
}

// isqrt is floor(sqrt(x)) for 0 <= x < 2^63, corrected after the float guess.
func isqrt(x int64) int64 {
	r := int64(math.Sqrt(float64(x)))
	for r > 0 && r*r > x {
		r--
	}
	for (r+1)*(r+1) <= x {
		r++
	}
	return r
}
