package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// cf1537d Deleting Divisors: subtract a divisor other than 1 and n; case [n].
func cf1537d() []Candidate {
	const id = "cf1537d"
	return []Candidate{
		perCase(id, "cf1537d-correct", Correct, "odd: Bob; even, not a power of two: Alice; 2^e: Alice iff e is even", func(c format.Case, out []byte) []byte {
			n := c[0]
			var alice bool
			switch {
			case n&1 == 1:
				alice = false
			case n&(n-1) != 0:
				alice = true
			default:
				e := 0
				for ; n > 1; n >>= 1 {
					e++
				}
				alice = e%2 == 0
			}
			return word(out, alice, "Alice", "Bob")
		}),
		perCase(id, "cf1537d-powers-of-two", Buggy, "every even n but 2 wins: forgets that 2^odd (8, 32, ...) loses too", func(c format.Case, out []byte) []byte {
			n := c[0]
			return word(out, n%2 == 0 && n != 2, "Alice", "Bob")
		}),
	}
}
