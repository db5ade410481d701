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
