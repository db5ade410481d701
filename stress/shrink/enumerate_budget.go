package shrink

import (
	"container/heap"
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// enumerate tries, in size order from the smallest, the inputs smaller than
// the current one, at most limit of them; the first that fails becomes
// current. It reports whether the current input is then proven minimal: one
// failed (every input before it in the order was tried and passed), or all
// were tried. If none of the first limit fails, the current input stays
// locally minimal.
//
// With k cases in the current input F: every list of fewer cases is smaller,
// so all single cases, all pairs, ... up to k-1 cases come first (lists of
// two or more cases only if Small ends within the bound); then every k-list
// below F. See budgeted and listWalk.
func (sh *shrinking) enumerate(limit int) bool {
	return sh.budgeted(limit)
}

// budgeted is the proof for when there may be more than limit inputs below
// the current one: it tries the first limit of them in size order,
// smallest first (walkSmaller), and reports whether that proved the current
// input minimal: one of them failed (it is the minimum: every input before
// it in the order was tried and passed), or there were no more. If none
// fails, the current input stays locally minimal.
//
// The lists are built and tried a window at a time (the parallel proof's
// window, so Steps do not depend on Workers), and none are built past the
// first failure.
func (sh *shrinking) budgeted(limit int) bool {
	if sh.beyondReach(limit) {
		// the proof cannot end: only a failing input among the first
		// ones can still be found (and is then proven the minimum)
		limit = min(limit, hopelessTries)
	}
	window := proofChunk * max(sh.workers, 1)
	buf := make([][]format.Case, 0, window)
	found := false
	flush := func() {
		found = !sh.stopped() && sh.tryAll(buf)
		buf = buf[:0]
	}
	all := sh.walkSmaller(limit, func(l []format.Case) bool {
		if buf = append(buf, l); len(buf) == window {
			flush()
		}
		return !found && !sh.stopped()
	})
	if !found && len(buf) > 0 {
		flush()
	}
	return found || (all && !sh.stopped())
}

// hopelessTries is how many of the smallest inputs a proof that cannot
// end (beyondReach) still tries: a failing one among them is the minimum.
const hopelessTries = 20_000

// beyondReach reports a proof that cannot end within limit tries: more
// than limit single cases come before the current input (all of them when
// it holds several cases). Counting them builds cases but runs nothing, so
// a hopeless proof (cf1104b's "abaaba": 26^5 words of five letters come
// first) tries only the first hopelessTries inputs instead of limit
// (4-5 s of make stress, 250,000 tries) to end where it would have anyway:
// locally minimal.
func (sh *shrinking) beyondReach(limit int) bool {
	k, n := len(sh.cur), 0
	for c := range sh.o.Small() {
		if n%4096 == 0 && sh.stopped() {
			return false
		}
		if k == 1 && !sh.o.Less([]format.Case{c}, sh.cur) {
			return false
		}
		if n++; n > limit {
			return true
		}
	}
	return false
}

// walkSmaller yields the first limit inputs below the current one in size
// order, and reports whether that was all of them (false too when yield
// stopped it or the shrink was stopped).
//
// Lists of fewer cases come first (all of Small, then pairs, ...); the
// lists of j >= 2 cases are walked in size order lazily (see listWalk), so
// that only the lists tried are built. Lists of j >= 2 cases need Small to
// end within the budget; the lists of k cases stop at the current input.
func (sh *shrinking) walkSmaller(limit int, yield func([]format.Case) bool) bool {
	k, n := len(sh.cur), 0
	var singles []format.Case
	for c := range sh.o.Small() {
		if sh.stopped() {
			return false
		}
		l := []format.Case{c}
		if k == 1 && !sh.o.Less(l, sh.cur) {
			return true
		}
		if n++; n > limit || !yield(l) {
			return false
		}
		if k > 1 {
			singles = append(singles, c)
		}
	}
	if cut, ok := sh.o.(interface{ SmallCut() bool }); ok && cut.SmallCut() {
		return false // Small ended early (too many cases broke a promise): not all were seen
	}
	if k == 1 || len(singles) == 0 {
		return true
	}
	for j := 2; j <= k; j++ {
		w := newListWalk(sh.o, singles, j)
		for {
			if sh.stopped() {
				return false
			}
			l, ok := w.next()
			if !ok || (j == k && !sh.o.Less(l, sh.cur)) {
				break
			}
			if n++; n > limit || !yield(l) {
				return false
			}
		}
	}
	return true
}

// listWalk yields every list of j cases drawn from singles (in size order)
// in size order, ties in the order of their indices (as sorting the
// product stably would). It relies on the monotone order (see Order): a
// list with one case replaced by an earlier single is smaller. Each tuple of
// indices has one parent, itself with its last non-zero index lowered by
// one, so a heap of the frontier yields each list once, in order.
type listWalk struct {
	o       Order
	singles []format.Case
	h       walkHeap
}

type walkItem struct {
	idx  []int
	list []format.Case
}

func newListWalk(o Order, singles []format.Case, j int) *listWalk {
	w := &listWalk{o: o, singles: singles, h: walkHeap{o: o}}
	w.push(make([]int, j))
	return w
}

func (w *listWalk) push(idx []int) {
	l := make([]format.Case, len(idx))
	for i, x := range idx {
		l[i] = w.singles[x]
	}
	heap.Push(&w.h, walkItem{idx: idx, list: l})
}

func (w *listWalk) next() ([]format.Case, bool) {
	if len(w.h.items) == 0 {
		return nil, false
	}
	it := heap.Pop(&w.h).(walkItem)
	last := 0
	for d, x := range it.idx {
		if x > 0 {
			last = d
		}
	}
	for d := last; d < len(it.idx); d++ {
		if it.idx[d]+1 < len(w.singles) {
			c := slices.Clone(it.idx)
			c[d]++
			w.push(c)
		}
	}
	return it.list, true
}

type walkHeap struct {
	o     Order
	items []walkItem
}

func (h walkHeap) Len() int { return len(h.items) }
func (h walkHeap) Less(a, b int) bool {
	x, y := h.items[a], h.items[b]
	switch {
	case h.o.Less(x.list, y.list):
		return true
	case h.o.Less(y.list, x.list):
		return false
	}
	return slices.Compare(x.idx, y.idx) < 0
}
func (h walkHeap) Swap(a, b int)       { h.items[a], h.items[b] = h.items[b], h.items[a] }
func (h *walkHeap) Push(x interface{}) { h.items = append(h.items, x.(walkItem)) }
func (h *walkHeap) Pop() interface{} {
	n := len(h.items)
	it := h.items[n-1]
	h.items = h.items[:n-1]
	return it
}
