package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// atcoderDPK AtCoder EDPC K Stones: a subtraction game on k stones with the
// sorted distinct moves a; one case per input, case [n k a1..an].
func atcoderDPK() []Candidate {
	const id = "atcoder-dp-k"
	return []Candidate{
		perCase(id, "atcoder-dp-k-correct", Correct, "win table up to k: win[s] iff some a_i <= s has win[s-a_i] false", func(c format.Case, out []byte) []byte {
			k, a := c[1], c[2:]
			return word(out, stonesTable(k, a)[k], "First", "Second")
		}),
		perCase(id, "atcoder-dp-k-one-move-shortcut", Buggy, "one allowed amount: First iff a divides k and k/a is odd (the remainder forgotten)", func(c format.Case, out []byte) []byte {
			k, a := c[1], c[2:]
			if len(a) == 1 {
				return word(out, k%a[0] == 0 && (k/a[0])%2 == 1, "First", "Second")
			}
			return word(out, stonesTable(k, a)[k], "First", "Second")
		}),
	}
}

// stonesTable fills win[0..k] over the sorted move list a, breaking at the
// first move larger than the pile.
func stonesTable(k int64, a []int64) []bool {
	win := make([]bool, k+1)
	for s := int64(1); s <= k; s++ {
		for _, m := range a {
			if m > s {
				break
			}
			if !win[s-m] {
				win[s] = true
				break
			}
		}
	}
	return win
}
