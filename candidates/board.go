package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// hdu2147 kiki's game: move left, down or down-left on an n x m board; case [n m].
func hdu2147() []Candidate {
	const id = "hdu2147"
	return []Candidate{
		perCase(id, "hdu2147-correct", Correct, "Wonderful! iff n or m is even", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%2 == 0 || c[1]%2 == 0, "Wonderful!", "What a pity!")
		}),
		perCase(id, "hdu2147-both-even", Buggy, "&& for ||: Wonderful! only when n and m are both even", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%2 == 0 && c[1]%2 == 0, "Wonderful!", "What a pity!")
		}),
		perCase(id, "hdu2147-flipped", Buggy, "condition flipped: Wonderful! iff n and m are both odd", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%2 == 1 && c[1]%2 == 1, "Wonderful!", "What a pity!")
		}),
		perCase(id, "hdu2147-product-parity", Equivalent, "(n*m)%2 == 0: the same test, n*m <= 4*10^6 cannot overflow", func(c format.Case, out []byte) []byte {
			return word(out, int32(c[0])*int32(c[1])%2 == 0, "Wonderful!", "What a pity!")
		}),
	}
}

// take-range: take a..b from n (fewer than a left: no move); case [n a b].
func takeRange() []Candidate {
	const id = "take-range"
	return []Candidate{
		perCase(id, "take-range-correct", Correct, "first iff n%(a+b) >= a", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+c[2]) >= c[1], "first", "second")
		}),
		perCase(id, "take-range-gt-for-ge", Buggy, "> for >=: first iff n%(a+b) > a", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+c[2]) > c[1], "first", "second")
		}),
		perCase(id, "take-range-bash-formula", Buggy, "Bash formula n%(b+1) != 0, ignoring the lower bound a", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[2]+1) != 0, "first", "second")
		}),
	}
}
