package stress

import (
	"slices"
	"sync"

	"github.com/gamestress/gamestress/problem"
)

// enumerate tries, in size order, every input smaller than the current one,
// if there are at most limit of them; the first that fails becomes current.
// It reports whether the current input is then proven minimal. With more
// than limit of them, it tries the first limit in size order (firstSmaller):
// one that fails is proven minimal all the same; if none does, the current
// input stays locally minimal.
//
// With k cases in the current input F: every list of fewer cases is smaller,
// so all single cases (Small must end), all pairs, ... up to k-1 cases are
// tried; then every k-list below F, built from the prefix P of Small whose
// cases can appear in such a list (c is in P iff putting c at some position
// of the list of k smallest cases gives a list below F; by monotonicity of
// the order no other case can).
func (sh *shrinking) enumerate(limit int) bool {
	k := len(sh.cur)
	var singles []problem.Case
	if k == 1 {
		singles = sh.prefix(limit, func(c problem.Case) bool {
			return sh.o.Less([]problem.Case{c}, sh.cur)
		})
	} else {
		singles = sh.prefix(limit, func(problem.Case) bool { return true })
	}
	if singles == nil {
		return sh.budgeted(limit)
	}
	if k == 1 {
		sh.tryAll(wrap(singles))
		return true
	}
	lists, ok := sh.smallerLists(singles, limit)
	if !ok {
		return sh.budgeted(limit)
	}
	sh.tryAll(lists)
	return true
}

// budgeted tries the first limit inputs below the current one in size
// order and reports whether that proved the current input minimal: one of
// them failed, or there were no more.
func (sh *shrinking) budgeted(limit int) bool {
	if sh.stopped() {
		return false
	}
	lists, all := sh.firstSmaller(limit)
	if sh.stopped() {
		return false
	}
	return sh.tryAll(lists) || all
}

// prefix returns the cases of Small while keep holds, or nil if there are
// more than limit of them. An empty prefix is returned as an empty non-nil
// slice. It counts before it stores, so a hopeless proof costs no memory.
func (sh *shrinking) prefix(limit int, keep func(problem.Case) bool) []problem.Case {
	n := 0
	for c := range sh.o.Small() {
		if !keep(c) || sh.stopped() {
			break
		}
		if n++; n > limit {
			return nil
		}
	}
	if sh.stopped() {
		return nil
	}
	out := make([]problem.Case, 0, n)
	for c := range sh.o.Small() {
		if len(out) == n {
			break
		}
		out = append(out, c)
	}
	return out
}

// smallerLists builds every input below the current one of k >= 2 cases,
// sorted, or reports false when there are more than limit.
func (sh *shrinking) smallerLists(singles []problem.Case, limit int) ([][]problem.Case, bool) {
	k := len(sh.cur)
	if len(singles) == 0 {
		return nil, true
	}
	total := 0
	var lists [][]problem.Case
	for j := 1; j < k; j++ {
		n := pow(len(singles), j, limit)
		if total += n; total > limit {
			return nil, false
		}
		if sh.stopped() {
			return nil, false
		}
		if j == 1 {
			lists = append(lists, wrap(singles)...) // Small is in size order already
			continue
		}
		lists = append(lists, sorted(sh.o, product(singles, j))...)
	}
	p := sh.positional(singles)
	if total += pow(len(p), k, limit); total > limit || sh.stopped() {
		return nil, false
	}
	var below [][]problem.Case
	for _, l := range product(p, k) {
		if sh.o.Less(l, sh.cur) {
			below = append(below, l)
		}
	}
	return append(lists, sorted(sh.o, below)...), true
}

// positional is the prefix P of singles that can occur in a k-list below the
// current input (see enumerate).
func (sh *shrinking) positional(singles []problem.Case) []problem.Case {
	k, m0 := len(sh.cur), singles[0]
	fits := func(c problem.Case) bool {
		for j := range k {
			l := slices.Repeat([]problem.Case{m0}, k)
			l[j] = c
			if sh.o.Less(l, sh.cur) {
				return true
			}
		}
		return false
	}
	n := 0
	for n < len(singles) && fits(singles[n]) {
		n++
	}
	return singles[:n]
}

// tryAll tries lists in order until one fails, which becomes current, and
// reports whether one did. With a batch size, consecutive lists are tried
// together first.
func (sh *shrinking) tryAll(lists [][]problem.Case) bool {
	if sh.batch <= 1 && sh.workers > 1 {
		return sh.tryParallel(lists)
	}
	if sh.batch <= 1 {
		for _, l := range lists {
			if sh.try(l) {
				return true
			}
		}
		return false
	}
	for len(lists) > 0 && !sh.stopped() {
		n, cases := 0, 0
		for n < len(lists) && (n == 0 || cases+len(lists[n]) <= sh.batch) {
			cases += len(lists[n])
			n++
		}
		if sh.firstFailing(lists[:n]) {
			return true
		}
		lists = lists[n:]
	}
	return false
}

// proofChunk is how many lists one goroutine tries in a row in tryParallel.
var proofChunk = 2048

// tryParallel is the plain loop of tryAll on sh.workers goroutines: lists
// go out in consecutive chunks, a window of chunks at a time, and the first
// failing list of the earliest chunk wins. Steps count the lists up to it,
// as the plain loop would. It reports whether one failed.
func (sh *shrinking) tryParallel(lists [][]problem.Case) bool {
	chunk := proofChunk
	for len(lists) > 0 {
		window := min(len(lists), chunk*sh.workers)
		first := make([]int, sh.workers) // index in the window of the first failure per chunk, or -1
		tried := make([]int, sh.workers) // calls to fails per chunk
		var wg sync.WaitGroup
		for w := range sh.workers {
			first[w] = -1
			lo, hi := min(w*chunk, window), min((w+1)*chunk, window)
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := lo; i < hi && !sh.stopped(); i++ {
					tried[w]++
					if sh.fails(lists[i]) {
						first[w] = i
						return
					}
				}
			}()
		}
		wg.Wait()
		if sh.stopped() {
			for _, n := range tried {
				sh.steps += n
			}
			return false
		}
		for _, i := range first {
			if i >= 0 {
				sh.steps += i + 1
				sh.cur = lists[i]
				return true
			}
		}
		sh.steps += window
		lists = lists[window:]
	}
	return false
}

// firstFailing finds the first of lists that fails, trying them
// concatenated and halving a failing group, the earlier half first.
func (sh *shrinking) firstFailing(lists [][]problem.Case) bool {
	if len(lists) == 1 {
		return sh.try(lists[0])
	}
	if sh.stopped() {
		return false
	}
	sh.steps++
	if !sh.fails(slices.Concat(lists...)) {
		return false
	}
	h := len(lists) / 2
	return sh.firstFailing(lists[:h]) || sh.firstFailing(lists[h:])
}

func wrap(cs []problem.Case) [][]problem.Case {
	out := make([][]problem.Case, len(cs))
	for i, c := range cs {
		out[i] = []problem.Case{c}
	}
	return out
}

// product is every list of j cases drawn from cs.
func product(cs []problem.Case, j int) [][]problem.Case {
	out := [][]problem.Case{nil}
	for range j {
		var next [][]problem.Case
		for _, l := range out {
			for _, c := range cs {
				next = append(next, append(slices.Clip(l), c))
			}
		}
		out = next
	}
	return out
}

func sorted(o Order, lists [][]problem.Case) [][]problem.Case {
	slices.SortStableFunc(lists, func(a, b []problem.Case) int {
		switch {
		case o.Less(a, b):
			return -1
		case o.Less(b, a):
			return 1
		}
		return 0
	})
	return lists
}

// pow is n^j, capped just above limit.
func pow(n, j, limit int) int {
	r := 1
	for range j {
		if r *= n; r > limit {
			return limit + 1
		}
	}
	return r
}
