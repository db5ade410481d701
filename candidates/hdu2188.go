package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// hdu2188: reach a total >= n giving 1..m at a time (Bash); case [n m].
func hdu2188() []Candidate {
	const id = "hdu2188"
	return []Candidate{
		perCase(id, "hdu2188-correct", Correct, "Grass iff n%(m+1) != 0", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) != 0, "Grass", "Rabbit")
		}),
		perCase(id, "hdu2188-words-swapped", Buggy, "answer words swapped: Rabbit when the first player wins", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) != 0, "Rabbit", "Grass")
		}),
		perCase(id, "hdu2188-m-for-m+1", Buggy, "n%m instead of n%(m+1)", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%c[1] != 0, "Grass", "Rabbit")
		}),
	}
}
