package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// spojNGM A Game with Numbers: subtract a non-zero digit, whoever writes 0
// wins; case [n]. Prints 2, or 1 and the winning digit.
func spojNGM() []Candidate {
	const id = "spoj-ngm"
	return []Candidate{
		perCase(id, "spoj-ngm-correct", Correct, "multiples of 10 lose; else 1 and the last digit n%10", func(c format.Case, out []byte) []byte {
			n := c[0]
			if n%10 == 0 {
				return append(out, "2\n"...)
			}
			return append(appendInt(append(out, "1\n"...), n%10), '\n')
		}),
		perCase(id, "spoj-ngm-largest-digit", Buggy, "right winner, but plays the largest digit instead of the last one", func(c format.Case, out []byte) []byte {
			n := c[0]
			if n%10 == 0 {
				return append(out, "2\n"...)
			}
			var best int64
			for m := n; m > 0; m /= 10 {
				best = max(best, m%10)
			}
			return append(appendInt(append(out, "1\n"...), best), '\n')
		}),
	}
}
