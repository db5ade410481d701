package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// cf1104b Game with string: delete two equal neighbouring letters in
// turn; the first who cannot loses. One case per input, case [n s...]:
// the length, then each letter as its index in a..z.
func cf1104b() []Candidate {
	const id = "cf1104b"
	return []Candidate{
		perCase(id, "cf1104b-correct", Correct, "a stack cancels every pair as it forms: Yes iff the number of deletions is odd", func(c format.Case, out []byte) []byte {
			var st []int64
			n := 0
			for _, x := range c[1:] {
				if len(st) > 0 && st[len(st)-1] == x {
					st, n = st[:len(st)-1], n+1
				} else {
					st = append(st, x)
				}
			}
			return word(out, n%2 == 1, "Yes", "No")
		}),
		perCase(id, "cf1104b-one-recheck", Buggy, "after a deletion checks the new neighbours once (the sample's abba), not again: abaaba stops at two", func(c format.Case, out []byte) []byte {
			s := append([]int64(nil), c[1:]...)
			n := 0
			for i := 0; i+1 < len(s); {
				if s[i] != s[i+1] {
					i++
					continue
				}
				s = append(s[:i], s[i+2:]...)
				n++
				if i > 0 && i < len(s) && s[i-1] == s[i] {
					s = append(s[:i-1], s[i+1:]...)
					n++
					i--
				}
			}
			return word(out, n%2 == 1, "Yes", "No")
		}),
	}
}
