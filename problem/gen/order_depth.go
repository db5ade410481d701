package gen

import (
	"iter"

	"github.com/gamestress/gamestress/problem/format"
)

// The small cases by depth. Small walks the size order: every case of one
// number count before any of the next, so a layout whose count of numbers
// grows with a count field (`n p[n]`) yields every single pile, up to
// 10^9 stones, before the first two piles. A run that can try only the
// first few thousand small cases, or whose oracle is slow on large piles,
// never meets the two-pile bug. SmallByDepth walks the same cases in rounds
// of growing depth, as SmallCheck does (Runciman, Naylor and Lindblad,
// "SmallCheck and Lazy SmallCheck", Haskell Symposium 2008): round d holds
// the cases whose every number is at most d above its field's least value
// (a list's length too), each round in the size order; so one case, the
// fewest elements and the smallest values come first together: depth 1 of
// `n p[n]` already holds two piles of one or two stones.

// window bounds an enumeration: every number at most depth above its
// field's least value, and some number more than prev above it (the cases
// of the rounds before are left out). depth < 0: no bound; prev < 0: none
// left out.
type window struct{ prev, depth int64 }

// everything is the window of Small: no bound.
var Everything = window{prev: -1, depth: -1}

// top is the largest value of f within w.
func (w window) top(f format.Field) int64 {
	if w.depth < 0 || f.Hi-f.Lo <= w.depth {
		return f.Hi
	}
	return f.Lo + w.depth
}

// beyond reports whether x, a value of f, is beyond the previous round.
func (w window) beyond(f format.Field, x int64) bool { return w.prev >= 0 && x-f.Lo > w.prev }

// isNew reports whether a case with deep numbers beyond the previous round
// belongs to w (the first round takes every case).
func (w window) isNew(deep int) bool { return w.prev < 0 || deep > 0 }

// longestWithin bounds the number count of a case within w: every count
// at the most w allows (a larger count never takes fewer numbers).
func longestWithin(l *format.Layout, w window) int {
	if w.depth < 0 {
		return 1 << 62
	}
	if l.List != nil {
		return int(w.top(l.List.Length))
	}
	var c format.Case
	for {
		f, run := l.Fields(c)
		if run == 0 || len(c) > maxLenOr(l) {
			return len(c)
		}
		c = append(c, w.top(f))
	}
}

// depthSpan is the most any number may be above its field's least value.
func depthSpan(l *format.Layout) int64 {
	lo, hi := ValueBounds(l)
	span := hi - lo
	if l.List != nil {
		span = max(span, l.List.Length.Hi-l.List.Length.Lo)
	}
	return span
}

// SmallByDepth yields every valid single case, as Small does, in rounds of
// depth 0, 1, 3, 7, ... (see above), each in the size order. It may be
// endless; callers stop it. A failure it finds first is the least one of
// its round, not always the least in the size order: Small (and the
// shrinker's proof) still decides minimality.
func (cs *Cases) SmallByDepth() iter.Seq[format.Case] {
	l := &cs.Layout
	return cs.kept(func(yield func(format.Case) bool) {
		span := depthSpan(l)
		w := window{prev: -1}
		for {
			w.depth = min(w.depth, span)
			for c := range cs.SmallShapes(w) {
				if !yield(c) {
					return
				}
			}
			if w.depth >= span {
				return
			}
			w.prev, w.depth = w.depth, 2*w.depth+1
		}
	})
}
