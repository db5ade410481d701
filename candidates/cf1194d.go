package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// cf1194d 1-2-K Game: a chip on cell n moves 1, 2 or k left; case [n k].
func cf1194d() []Candidate {
	const id = "cf1194d"
	return []Candidate{
		perCase(id, "cf1194d-correct", Correct, "k%3 != 0: Bob iff n%3 == 0; else r = n%(k+1), Alice iff r == k or r%3 != 0", func(c format.Case, out []byte) []byte {
			n, k := c[0], c[1]
			if k%3 != 0 {
				return word(out, n%3 != 0, "Alice", "Bob")
			}
			r := n % (k + 1)
			return word(out, r == k || r%3 != 0, "Alice", "Bob")
		}),
		perCase(id, "cf1194d-only-k3", Buggy, "period k+1 only for k == 3 (the sample's k): k = 6, 9, ... use n%3", func(c format.Case, out []byte) []byte {
			n, k := c[0], c[1]
			if k == 3 {
				return word(out, n%4 != 0, "Alice", "Bob")
			}
			return word(out, n%3 != 0, "Alice", "Bob")
		}),
	}
}
