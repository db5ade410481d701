package gen

import (
	"iter"
	"slices"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// nimGen draws heap lists of lmin..lmax heaps of lo..hi: random, all equal,
// all ones (misère parity), ones and one big heap, XOR zero, near the top,
// repeated halves (pairs cancel in normal play, not in misère), and several
// winning moves: an odd number of heaps sharing the XOR's top bit, small
// ones often, in no sorted order (answers listed in input order).
func NimGen(lmin, lmax int, lo, hi int64) func(*gopter.GenParameters) format.Case {
	return func(p *gopter.GenParameters) format.Case {
		n := int(LogScaled(p, int64(lmin), int64(lmax)))
		if Choose(p, 19, 1) == 1 {
			n = int(top(p, int64(lmin), int64(lmax)))
		}
		c := make(format.Case, n)
		switch Choose(p, 4, 1, 1, 1, 2, 1, 1, 2) {
		case 0:
			for i := range c {
				c[i] = LogScaled(p, lo, hi)
			}
		case 1:
			v := Scaled(p, lo, hi)
			for i := range c {
				c[i] = v
			}
		case 2:
			for i := range c {
				c[i] = 1
			}
		case 3:
			for i := range c {
				c[i] = 1
			}
			c[p.Rng.Intn(n)] = Scaled(p, min(2, hi), hi)
		case 4: // the last heap makes the XOR zero when it can
			x := int64(0)
			for i := range c {
				c[i] = Scaled(p, lo, hi)
				if i < n-1 {
					x ^= c[i]
				}
			}
			if n > 1 && x >= lo && x <= hi {
				c[n-1] = x
			}
		case 5:
			for i := range c {
				c[i] = NearTop(p, lo, hi)
			}
		case 6:
			for i := range c {
				if i >= n/2 && n/2 > 0 {
					c[i] = c[i-n/2]
				} else {
					c[i] = Scaled(p, lo, hi)
				}
			}
		case 7:
			manyWinning(p, c, lo, hi)
		}
		return c
	}
}

// manyWinning fills c with heaps of one top bit (every one a winning move
// when their count is odd; one is below that bit when the count is even),
// sorted, then with one neighbouring pair out of order.
func manyWinning(p *gopter.GenParameters, c format.Case, lo, hi int64) {
	v := LogScaled(p, max(lo, 2), hi)
	if Choose(p, 1, 1) == 0 {
		v = Between(p, max(lo, 2), min(hi, 7))
	}
	b := int64(1)
	for b*2 <= v {
		b *= 2
	}
	for i := range c {
		c[i] = Clamp(Between(p, b, 2*b-1), lo, hi)
	}
	if len(c)%2 == 0 && b > lo {
		c[len(c)-1] = Between(p, lo, b-1)
	}
	slices.Sort(c)
	if len(c) >= 2 {
		i := p.Rng.Intn(len(c) - 1)
		if c[i] == c[i+1] && c[i] < min(hi, 2*b-1) {
			c[i]++
		}
		c[i], c[i+1] = max(c[i], c[i+1]), min(c[i], c[i+1])
	}
}

func NimBoundaries(lmin, lmax int, lo, hi int64) []format.Case {
	fill := func(n int, v int64) format.Case {
		c := make(format.Case, n)
		for i := range c {
			c[i] = v
		}
		return c
	}
	out := []format.Case{
		fill(lmin, 1), fill(lmin+1, 1), fill(lmin+2, 1), fill(lmax, 1), fill(lmax-1, 1),
		fill(lmin, 2), fill(lmin+1, 2), fill(lmin, hi), fill(lmax, hi), fill(lmax, hi-1),
		{1}, {2}, {hi}, {1, 1}, {2, 2}, {1, 2}, {1, 2, 3}, {1, 1, 2}, {5, 7, 9}, {hi, hi - 1}, {hi, 1},
		{hi, hi, hi}, {lo, hi, hi ^ lo},
		// several winning moves, heaps out of sorted order
		{2, 3, 2}, {3, 2, 2}, {7, 4, 5}, {3, 3, 2, 2, 2}, {hi, hi - 1, hi - 1},
	}
	ones := fill(lmin+2, 1)
	ones[0] = 2
	return append(out, ones)
}

// dropItems drops chunks of a list: halves, quarters, ... single items,
// keeping at least least items.
func DropItems(least int) func(format.Case) iter.Seq[format.Case] {
	return func(c format.Case) iter.Seq[format.Case] {
		return func(yield func(format.Case) bool) {
			for chunk := len(c) / 2; chunk >= 1; chunk /= 2 {
				for start := 0; start < len(c); start += chunk {
					end := min(start+chunk, len(c))
					if len(c)-(end-start) < least {
						continue
					}
					if !yield(slices.Concat(c[:start], c[end:])) {
						return
					}
				}
			}
		}
	}
}
