package gen

import (
	"slices"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// makeSNim builds an hdu1536 case from a move set and positions.
func makeSNim(moves []int64, positions []format.Case) format.Case {
	c := append(format.Case{int64(len(moves))}, moves...)
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
func SNimGen(p *gopter.GenParameters, b SNimBounds) format.Case {
	if Choose(p, 1, 1) == 1 {
		return sNimShort(p, b)
	}
	k := int(LogScaled(p, max(b.KLo, 1), b.KHi))
	lo, hi := b.SLo, b.SHi
	switch Choose(p, 2, 2, 1) {
	case 0:
		hi = max(lo+int64(k)-1, top(p, lo, min(30, b.SHi)))
	case 1:
		hi = max(lo+int64(k)-1, top(p, lo, b.SHi))
	case 2: // consecutive moves: take lo..lo+k-1
		hi = lo + int64(k) - 1
	}
	hi = min(hi, b.SHi)
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
		v := Between(p, lo, hi)
		for seen[v] {
			if v++; v > hi {
				v = lo
			}
		}
		seen[v], moves = true, append(moves, v)
	}
	switch Choose(p, 1, 1, 2) {
	case 0:
		slices.Sort(moves)
	case 1:
		slices.Sort(moves)
		slices.Reverse(moves)
	}
	positions := make([]format.Case, LogScaled(p, max(b.MLo, 1), b.MHi))
	for i := range positions {
		h := make(format.Case, LogScaled(p, max(b.LLo, 1), b.LHi))
		kind := Choose(p, 3, 1, 1, 1)
		for j := range h {
			switch kind {
			case 0:
				h[j] = LogScaled(p, b.HLo, b.HHi)
			case 1:
				h[j] = Between(p, b.HLo, min(b.HLo+1, b.HHi))
			case 2:
				h[j] = NearTop(p, b.HLo, b.HHi)
			case 3:
				if j%2 == 1 {
					h[j] = h[j-1]
				} else {
					h[j] = Scaled(p, b.HLo, b.HHi)
				}
			}
		}
		positions[i] = h
	}
	return makeSNim(moves, positions)
}

// sNimBounds are the bounds of an S-Nim-shaped case: k moves of s, m
// positions of l heaps of h.
type SNimBounds struct {
	KLo, KHi, SLo, SHi, MLo, MHi, LLo, LHi, HLo, HHi int64
}

// sNimShort is a test drawn from one 64-bit number, so that it costs a
// fuzzer 8 bytes: one to three moves up to 6, one to three positions of one
// to three heaps up to 12 (heaps that every short test shares), clamped
// to the bounds.
func sNimShort(p *gopter.GenParameters, b SNimBounds) format.Case {
	u := p.Rng.Uint64()
	take := func(bits uint) int64 {
		v := int64(u & (1<<bits - 1))
		u >>= bits
		return v
	}
	k := int(1 + take(2)%3)
	moves := make([]int64, 0, k)
	k = clampInt(k, int(b.KLo), int(min(b.KHi, b.SHi-b.SLo+1)))
	for v := 1 + take(3)%6; len(moves) < k; v = (v+take(2)%3)%6 + 1 {
		w := Clamp(v, b.SLo, b.SHi)
		for slices.Contains(moves, w) {
			if w++; w > b.SHi {
				w = b.SLo
			}
		}
		moves = append(moves, w)
	}
	positions := make([]format.Case, clampInt(int(1+take(2)%3), int(b.MLo), int(b.MHi)))
	for i := range positions {
		h := make(format.Case, clampInt(int(1+take(2)%3), int(b.LLo), int(b.LHi)))
		for j := range h {
			h[j] = Clamp(take(4)%13, b.HLo, b.HHi)
		}
		positions[i] = h
	}
	return makeSNim(moves, positions)
}

func clampInt(v, lo, hi int) int { return min(max(v, lo), hi) }

func SNimBoundaries(b SNimBounds) []format.Case {
	var upTo []int64
	for v := b.SLo; v < b.SLo+b.KHi && v <= b.SHi; v++ {
		upTo = append(upTo, v)
	}
	big := make(format.Case, b.LHi)
	for i := range big {
		big[i] = b.HHi - int64(i%2)
	}
	s, h := b.SHi, b.HHi
	return []format.Case{
		makeSNim([]int64{1}, []format.Case{{0}}),
		makeSNim([]int64{1}, []format.Case{{1}, {h}, {0, 0}}),
		makeSNim([]int64{2}, []format.Case{{1}, {2}, {3}}),
		makeSNim([]int64{5, 2}, []format.Case{{5, 12}, {2, 4, 7}, {2, 3, 7, 12}}),
		makeSNim([]int64{1, 4}, []format.Case{{2}, {4}, {5}}),
		makeSNim([]int64{s}, []format.Case{{h - 1}, {h}, big}),
		makeSNim([]int64{s - 1, s}, []format.Case{{h, h}, {h - 1, 1}}),
		makeSNim(upTo, []format.Case{big, {h}, {b.KHi + 1}}),
		makeSNim(reversed(upTo), []format.Case{big, {b.KHi}, {0}}),
	}
}

// sNimPositions splits an S-Nim-shaped case into its m positions.
func SNimPositions(c format.Case) []format.Case {
	k := int(c[0])
	m := int(c[1+k])
	out := make([]format.Case, 0, m)
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
