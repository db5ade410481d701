package shrink

import (
	"slices"
	"sync"

	"github.com/gamestress/gamestress/problem/format"
)

// tryAll tries lists in order until one fails, which becomes current, and
// reports whether one did. With a batch size, consecutive lists are tried
// together first.
func (sh *shrinking) tryAll(lists [][]format.Case) bool {
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
func (sh *shrinking) tryParallel(lists [][]format.Case) bool {
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
				sh.cur, sh.moves = lists[i], sh.moves+1
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
func (sh *shrinking) firstFailing(lists [][]format.Case) bool {
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
