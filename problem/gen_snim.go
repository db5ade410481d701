package problem

import (
	"slices"

	"github.com/leanovate/gopter"
)

// makeSNim builds an hdu1536 case from a move set and positions.
func makeSNim(moves []int64, positions []Case) Case {
	c := append(Case{int64(len(moves))}, moves...)
	c = append(c, int64(len(positions)))
	for _, h := range positions {
		c = append(append(c, int64(len(h))), h...)
	}
	return c
}

// sNimGen draws a whole S-Nim test: move sets small or large, with or
// without 1, sorted, reversed or shuffled (the early-break bug); positions
// with zero heaps, equal heaps, heaps at the top. One test in two is a
// short one (sNimShort), so that an input holds several tests with
// different move sets over the same small heaps (state kept from one test
// to the next), even one drawn from a fuzzer's few hundred bytes.
func sNimGen(p *gopter.GenParameters, b sNimBounds) Case {
	if choose(p, 1, 1) == 1 {
		return sNimShort(p, b)
	}
	k := int(logScaled(p, max(b.kLo, 1), b.kHi))
	lo, hi := b.sLo, b.sHi
	switch choose(p, 2, 2, 1) {
	case 0:
		hi = max(lo+int64(k)-1, top(p, lo, min(30, b.sHi)))
	case 1:
		hi = max(lo+int64(k)-1, top(p, lo, b.sHi))
	case 2: // consecutive moves: take lo..lo+k-1
		hi = lo + int64(k) - 1
	}
	hi = min(hi, b.sHi)
	k = min(k, int(hi-lo+1))
	seen := map[int64]bool{}
	moves := make([]int64, 0, k)
	if p.NextBool() {
		seen[lo], moves = true, append(moves, lo)
	}
	for len(moves) < k {
		// Walk to the next unused value rather than draw again: a degenerate
		// source (a fuzzer's bytes run out and read as zeros) repeats itself,
		// and rejection sampling would never end.
		v := between(p, lo, hi)
		for seen[v] {
			if v++; v > hi {
				v = lo
			}
		}
		seen[v], moves = true, append(moves, v)
	}
	switch choose(p, 1, 1, 2) {
	case 0:
		slices.Sort(moves)
	case 1:
		slices.Sort(moves)
		slices.Reverse(moves)
	}
	positions := make([]Case, logScaled(p, max(b.mLo, 1), b.mHi))
	for i := range positions {
		h := make(Case, logScaled(p, max(b.lLo, 1), b.lHi))
		kind := choose(p, 3, 1, 1, 1)
		for j := range h {
			switch kind {
			case 0:
				h[j] = logScaled(p, b.hLo, b.hHi)
			case 1:
				h[j] = between(p, b.hLo, min(b.hLo+1, b.hHi))
			case 2:
				h[j] = nearTop(p, b.hLo, b.hHi)
			case 3:
				if j%2 == 1 {
					h[j] = h[j-1]
				} else {
					h[j] = scaled(p, b.hLo, b.hHi)
				}
			}
		}
		positions[i] = h
	}
	return makeSNim(moves, positions)
}

// sNimBounds are the bounds of an S-Nim-shaped case: k moves of s, m
// positions of l heaps of h.
type sNimBounds struct {
	kLo, kHi, sLo, sHi, mLo, mHi, lLo, lHi, hLo, hHi int64
}

// sNimShort is a test drawn from one 64-bit number, so that it costs a
// fuzzer 8 bytes: one to three moves up to 6, one to three positions of one
// to three heaps up to 12 (heaps that every short test shares), clamped
// to the bounds.
func sNimShort(p *gopter.GenParameters, b sNimBounds) Case {
	u := p.Rng.Uint64()
	take := func(bits uint) int64 {
		v := int64(u & (1<<bits - 1))
		u >>= bits
		return v
	}
	k := int(1 + take(2)%3)
	moves := make([]int64, 0, k)
	k = clampInt(k, int(b.kLo), int(min(b.kHi, b.sHi-b.sLo+1)))
	for v := 1 + take(3)%6; len(moves) < k; v = (v+take(2)%3)%6 + 1 {
		w := clamp(v, b.sLo, b.sHi)
		for slices.Contains(moves, w) {
			if w++; w > b.sHi {
				w = b.sLo
			}
		}
		moves = append(moves, w)
	}
	positions := make([]Case, clampInt(int(1+take(2)%3), int(b.mLo), int(b.mHi)))
	for i := range positions {
		h := make(Case, clampInt(int(1+take(2)%3), int(b.lLo), int(b.lHi)))
		for j := range h {
			h[j] = clamp(take(4)%13, b.hLo, b.hHi)
		}
		positions[i] = h
	}
	return makeSNim(moves, positions)
}

func clampInt(v, lo, hi int) int { return min(max(v, lo), hi) }

func sNimBoundaries(b sNimBounds) []Case {
	var upTo []int64
	for v := b.sLo; v < b.sLo+b.kHi && v <= b.sHi; v++ {
		upTo = append(upTo, v)
	}
	big := make(Case, b.lHi)
	for i := range big {
		big[i] = b.hHi - int64(i%2)
	}
	s, h := b.sHi, b.hHi
	return []Case{
		makeSNim([]int64{1}, []Case{{0}}),
		makeSNim([]int64{1}, []Case{{1}, {h}, {0, 0}}),
		makeSNim([]int64{2}, []Case{{1}, {2}, {3}}),
		makeSNim([]int64{5, 2}, []Case{{5, 12}, {2, 4, 7}, {2, 3, 7, 12}}),
		makeSNim([]int64{1, 4}, []Case{{2}, {4}, {5}}),
		makeSNim([]int64{s}, []Case{{h - 1}, {h}, big}),
		makeSNim([]int64{s - 1, s}, []Case{{h, h}, {h - 1, 1}}),
		makeSNim(upTo, []Case{big, {h}, {b.kHi + 1}}),
		makeSNim(reversed(upTo), []Case{big, {b.kHi}, {0}}),
	}
}

// sNimPositions splits an S-Nim-shaped case into its m positions.
func sNimPositions(c Case) []Case {
	k := int(c[0])
	m := int(c[1+k])
	out := make([]Case, 0, m)
	for pos := 2 + k; pos < len(c); pos += 1 + int(c[pos]) {
		out = append(out, c[pos+1:pos+1+int(c[pos])])
	}
	return out
}

func reversed(s []int64) []int64 {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}
