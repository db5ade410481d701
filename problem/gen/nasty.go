package gen

import (
	"math/bits"

	"github.com/leanovate/gopter"
)

// Nasty values are the numbers where contest code breaks: 0 (a memo that
// means "not computed" by 0), ±1, the ends of the range and their
// neighbours, and powers of two with their neighbours (overflow, bit
// tricks, table sizes); for lists, long runs of one value (all zeros, all
// equal) and two values alternating. Every generator draws them among its
// random values (drawValue, drawList, nastyRun on any generated case) and
// the boundaries hold cases made of them (nastyCorners), so a solution
// that is exponential on a row of zeros meets one early.

// nasty draws one special value of [lo, hi]: 0, ±1, an end or next to
// one, or ±2^k, ±2^k±1 inside the range; lo when none fits.
func Nasty(p *gopter.GenParameters, lo, hi int64) int64 {
	for range 8 {
		var v int64
		switch Choose(p, 3, 2, 3, 4) {
		case 0:
			v = 0
		case 1:
			v = []int64{1, -1}[p.Rng.Intn(2)]
		case 2:
			v = []int64{lo, lo + 1, hi, hi - 1}[p.Rng.Intn(4)]
		default:
			v = powerNear(p, lo, hi)
		}
		if v >= lo && v <= hi {
			return v
		}
	}
	return lo
}

// powerNear is ±2^k, ±2^k±1 for a k that fits the range's magnitude.
func powerNear(p *gopter.GenParameters, lo, hi int64) int64 {
	mag := max(abs64(lo), abs64(hi))
	top := 63 - bits.LeadingZeros64(uint64(max(mag, 1)))
	k := p.Rng.Intn(top + 1)
	v := int64(1)<<k + int64(p.Rng.Intn(3)-1)
	if lo < 0 && (hi <= 0 || p.Rng.Intn(2) == 0) {
		v = -v
	}
	return v
}

func abs64(v int64) int64 {
	if v < 0 {
		if v == -1<<63 {
			return 1<<63 - 1
		}
		return -v
	}
	return v
}

// runValue is the value of a run: 0 when the range holds it (the row of
// zeros), else a nasty value.
func runValue(p *gopter.GenParameters, lo, hi int64) int64 {
	if lo <= 0 && 0 <= hi && p.Rng.Intn(2) == 0 {
		return 0
	}
	return Nasty(p, lo, hi)
}

// fillRun overwrites items with a run: all one value, two values
// alternating, or one long block of one value among the items.
func FillRun(p *gopter.GenParameters, items []int64, lo, hi int64) {
	if len(items) == 0 {
		return
	}
	a, b := runValue(p, lo, hi), Nasty(p, lo, hi)
	from, to := 0, len(items)
	shape := Choose(p, 3, 2, 2)
	if shape == 2 { // a long block: at least half the items
		n := len(items)/2 + p.Rng.Intn(len(items)-len(items)/2)
		from = p.Rng.Intn(len(items) - n + 1)
		to = from + n
	}
	for i := from; i < to; i++ {
		items[i] = a
		if shape == 1 && i%2 == 1 {
			items[i] = b
		}
	}
}

// nastyShare: one generated case in nastyShare gets a run of nasty values
// in one of its lists (nastyRun), whatever generator drew it.
const NastyShare = 8
