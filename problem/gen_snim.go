package problem

import (
	"iter"
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
func sNimGen(p *gopter.GenParameters) Case {
	if choose(p, 1, 1) == 1 {
		return sNimShort(p)
	}
	k := int(logScaled(p, 1, 100))
	var lo, hi int64 = 1, 10000
	switch choose(p, 2, 2, 1) {
	case 0:
		hi = max(int64(k), top(p, 1, 30))
	case 1:
		hi = max(int64(k), top(p, 1, 10000))
	case 2: // consecutive moves: take 1..k
		hi = int64(k)
	}
	seen := map[int64]bool{}
	moves := make([]int64, 0, k)
	if p.NextBool() {
		seen[1], moves = true, append(moves, 1)
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
	positions := make([]Case, logScaled(p, 1, 100))
	for i := range positions {
		h := make(Case, logScaled(p, 1, 100))
		kind := choose(p, 3, 1, 1, 1)
		for j := range h {
			switch kind {
			case 0:
				h[j] = logScaled(p, 0, 10000)
			case 1:
				h[j] = between(p, 0, 1)
			case 2:
				h[j] = nearTop(p, 0, 10000)
			case 3:
				if j%2 == 1 {
					h[j] = h[j-1]
				} else {
					h[j] = scaled(p, 0, 10000)
				}
			}
		}
		positions[i] = h
	}
	return makeSNim(moves, positions)
}

// sNimShort is a test drawn from one 64-bit number, so that it costs a
// fuzzer 8 bytes: one to three moves up to 6, one to three positions of one
// to three heaps up to 12 (heaps that every short test shares).
func sNimShort(p *gopter.GenParameters) Case {
	u := p.Rng.Uint64()
	take := func(bits uint) int64 {
		v := int64(u & (1<<bits - 1))
		u >>= bits
		return v
	}
	k := int(1 + take(2)%3)
	moves := make([]int64, 0, k)
	for v := 1 + take(3)%6; len(moves) < k; v = (v+take(2)%3)%6 + 1 {
		if !slices.Contains(moves, v) {
			moves = append(moves, v)
		}
	}
	positions := make([]Case, 1+take(2)%3)
	for i := range positions {
		h := make(Case, 1+take(2)%3)
		for j := range h {
			h[j] = take(4) % 13
		}
		positions[i] = h
	}
	return makeSNim(moves, positions)
}

func sNimBoundaries() []Case {
	var upTo100 []int64
	for v := int64(1); v <= 100; v++ {
		upTo100 = append(upTo100, v)
	}
	big := make(Case, 100)
	for i := range big {
		big[i] = 10000 - int64(i%2)
	}
	return []Case{
		makeSNim([]int64{1}, []Case{{0}}),
		makeSNim([]int64{1}, []Case{{1}, {10000}, {0, 0}}),
		makeSNim([]int64{2}, []Case{{1}, {2}, {3}}),
		makeSNim([]int64{5, 2}, []Case{{5, 12}, {2, 4, 7}, {2, 3, 7, 12}}),
		makeSNim([]int64{1, 4}, []Case{{2}, {4}, {5}}),
		makeSNim([]int64{10000}, []Case{{9999}, {10000}, big}),
		makeSNim([]int64{9999, 10000}, []Case{{10000, 10000}, {9999, 1}}),
		makeSNim(upTo100, []Case{big, {10000}, {101}}),
		makeSNim(reversed(upTo100), []Case{big, {100}, {0}}),
	}
}

// sNimDrops: one position alone, a position dropped, a move dropped, a heap dropped.
func sNimDrops(c Case) iter.Seq[Case] {
	return func(yield func(Case) bool) {
		k := int(c[0])
		moves, positions := c[1:1+k], sNimPositions(c)
		try := func(ms []int64, ps []Case) bool { return yield(makeSNim(ms, ps)) }
		if len(positions) > 1 {
			for i := range positions {
				if !try(moves, positions[i:i+1]) {
					return
				}
			}
			for i := range positions {
				if !try(moves, slices.Concat(positions[:i], positions[i+1:])) {
					return
				}
			}
		}
		for i := range moves {
			if len(moves) > 1 && !try(slices.Concat(moves[:i], moves[i+1:]), positions) {
				return
			}
		}
		for i, h := range positions {
			for j := range h {
				if len(h) > 1 {
					ps := slices.Clone(positions)
					ps[i] = slices.Concat(h[:j], h[j+1:])
					if !try(moves, ps) {
						return
					}
				}
			}
		}
	}
}

func reversed(s []int64) []int64 {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}

// sNimEqualDrops drops equal heaps of one position in even numbers (their
// SG values cancel), keeping at least one heap.
func sNimEqualDrops(c Case) iter.Seq[Case] {
	return func(yield func(Case) bool) {
		k := int(c[0])
		moves, positions := c[1:1+k], sNimPositions(c)
		for i, h := range positions {
			ok := equalDrops(h, func(d Case) bool {
				if len(d) == 0 {
					return true
				}
				ps := slices.Clone(positions)
				ps[i] = d
				return yield(makeSNim(moves, ps))
			})
			if !ok {
				return
			}
		}
	}
}
