package gen

import (
	"iter"
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// jointPairLimit bounds the cases whose numbers are lowered two at a time:
// with at most this many numbers there are at most 28 pairs.
const JointPairLimit = 8

// jointShrinks yields candidates that change several numbers at once, for
// when every single-number step breaks the failure (a XOR that must stay
// zero, two heaps that must stay equal, a difference that must stay the
// same): every copy of a repeated list item lowered together, equal items
// dropped in even numbers (hdu1536's equal heaps as well), then, for cases
// of at most jointPairLimit numbers, two numbers lowered by the same amount
// and two numbers out of order swapped. Callers filter validity and order.
func (cs *Cases) jointShrinks(c format.Case) iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		if l := cs.Layout.List; l != nil {
			if !repeatedLowers(c, l.Item.Lo, yield) || !equalDrops(c, yield) {
				return
			}
		}
		if cs.EqualDrops != nil {
			for d := range cs.EqualDrops(c) {
				if !yield(d) {
					return
				}
			}
		}
		if len(c) <= JointPairLimit {
			cs.pairLowers(c, yield)
		}
	}
}

// repeated lists the values that occur at least twice in c, largest first,
// with their counts.
func repeated(c format.Case) (vals []int64, counts map[int64]int) {
	counts = map[int64]int{}
	for _, v := range c {
		counts[v]++
	}
	for v, n := range counts {
		if n >= 2 {
			vals = append(vals, v)
		}
	}
	slices.SortFunc(vals, func(a, b int64) int { return compareInt(b, a) })
	return vals, counts
}

func compareInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// repeatedLowers lowers every copy of a repeated value together: to lo,
// halved, halfway to lo, minus one. False when the consumer stopped.
func repeatedLowers(c format.Case, lo int64, yield func(format.Case) bool) bool {
	vals, _ := repeated(c)
	for _, v := range vals {
		var seen []int64
		for _, w := range []int64{lo, v / 2, lo + (v-lo)/2, v - 1} {
			if w >= v || w < lo || slices.Contains(seen, w) {
				continue
			}
			seen = append(seen, w)
			d := slices.Clone(c)
			for i := range d {
				if d[i] == v {
					d[i] = w
				}
			}
			if !yield(d) {
				return false
			}
		}
	}
	return true
}

// equalDrops drops equal items of c in even numbers (so a XOR of them stays
// the same): all but one or none of them, half of them, two. False when
// the consumer stopped.
func equalDrops(c format.Case, yield func(format.Case) bool) bool {
	vals, counts := repeated(c)
	for _, v := range vals {
		n := counts[v] &^ 1
		for _, k := range dropCounts(n) {
			d := make(format.Case, 0, len(c)-k)
			left := k
			for _, x := range c {
				if x == v && left > 0 {
					left--
					continue
				}
				d = append(d, x)
			}
			if !yield(d) {
				return false
			}
		}
	}
	return true
}

// dropCounts are the even numbers of equal items to drop out of n (even):
// n, about half of n, 2; distinct, largest first.
func dropCounts(n int) []int {
	var out []int
	for _, k := range []int{n, n / 2 &^ 1, 2} {
		if k >= 2 && k <= n && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// pairLowers lowers numbers i < j of c together: both to their range
// minimums, both halved, both by the same amount (as far as the nearer
// minimum allows, half that, one), and swaps them when c[i] > c[j].
func (cs *Cases) pairLowers(c format.Case, yield func(format.Case) bool) {
	l := &cs.Layout
	lows := make([]int64, len(c))
	for i := range c {
		lows[i] = l.FieldAt(c, i).Lo
	}
	for pass := range 3 {
		for i := range c {
			for j := i + 1; j < len(c); j++ {
				if !pairStep(c, i, j, lows, pass, yield) {
					return
				}
			}
		}
	}
}

// pairStep yields pass's candidates for numbers i and j: pass 0 both to
// their minimums, both halved, both down to the nearer minimum; pass 1 both
// down by half that; pass 2 both minus one, then the two swapped.
func pairStep(c format.Case, i, j int, lows []int64, pass int, yield func(format.Case) bool) bool {
	vi, vj := c[i], c[j]
	gap := min(vi-lows[i], vj-lows[j])
	var cands [][2]int64
	switch pass {
	case 0:
		cands = [][2]int64{{lows[i], lows[j]}, {vi / 2, vj / 2}, {vi - gap, vj - gap}}
	case 1:
		cands = [][2]int64{{vi - gap/2, vj - gap/2}}
	case 2:
		cands = [][2]int64{{vi - 1, vj - 1}, {vj, vi}}
	}
	for _, w := range cands {
		if w[0] == vi && w[1] == vj {
			continue
		}
		if pass != 2 || w != [2]int64{vj, vi} {
			if w[0] > vi || w[1] > vj || w[0] == vi || w[1] == vj {
				continue // not a joint step (the single steps had it)
			}
		} else if vi <= vj {
			continue
		}
		d := slices.Clone(c)
		d[i], d[j] = w[0], w[1]
		if !yield(d) {
			return false
		}
	}
	return true
}
