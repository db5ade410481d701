package shrink

import (
	"iter"
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// shrinking is one shrink in progress: the current smallest failing input.
type shrinking struct {
	o       Order
	fails   func([]format.Case) bool
	cur     []format.Case
	steps   int
	moves   int             // times cur was replaced
	batch   int             // see Shrinker.Batch
	workers int             // see Shrinker.Workers
	done    <-chan struct{} // see Shrinker.Done
}

// stopped reports whether Done is closed: every pass then ends at once.
func (sh *shrinking) stopped() bool {
	select {
	case <-sh.done:
		return true
	default:
		return false
	}
}

// try calls fails on cand and makes it current if it fails; once stopped,
// it calls nothing and reports false.
func (sh *shrinking) try(cand []format.Case) bool {
	if sh.stopped() {
		return false
	}
	sh.steps++
	if !sh.fails(cand) || sh.stopped() {
		return false
	}
	sh.cur, sh.moves = cand, sh.moves+1
	return true
}

// ddmin is delta debugging over the case list (Zeller's ddmin): try each of
// n chunks alone, then each complement, refining n until the list is
// 1-minimal (no single case can be dropped). Cases keep their order, so a bug
// that needs two cases (state left over from the first) stays two cases.
func (sh *shrinking) ddmin() bool {
	start := len(sh.cur)
	for n := 2; len(sh.cur) >= 2 && !sh.stopped(); {
		n = min(n, len(sh.cur))
		if sh.tryChunks(n) {
			n = 2
			continue
		}
		if sh.tryComplements(n) {
			n = max(n-1, 2)
			continue
		}
		if n == len(sh.cur) {
			break
		}
		n *= 2
	}
	return len(sh.cur) < start
}

func (sh *shrinking) tryChunks(n int) bool {
	for i := range n {
		lo, hi := chunk(len(sh.cur), n, i)
		if sh.try(slices.Clone(sh.cur[lo:hi])) {
			return true
		}
	}
	return false
}

func (sh *shrinking) tryComplements(n int) bool {
	if n == 2 {
		return false // the complements of two chunks are the chunks
	}
	for i := range n {
		lo, hi := chunk(len(sh.cur), n, i)
		if sh.try(slices.Concat(sh.cur[:lo], sh.cur[hi:])) {
			return true
		}
	}
	return false
}

// chunk is the i-th of n nearly equal parts of [0, size).
func chunk(size, n, i int) (lo, hi int) {
	return i * size / n, (i + 1) * size / n
}

// fixpoint makes each case smaller through o.Shrinks (range minimum, halves,
// small steps down, ...) until no shrink of any case fails: after every
// accepted step the case's shrinks start again from the most aggressive,
// and passes over all cases repeat until one changes nothing.
func (sh *shrinking) fixpoint() bool {
	changed := false
	for again := true; again && !sh.stopped(); {
		again = false
		for i := range sh.cur {
			for !sh.stopped() && sh.shrinkCase(i) {
				again, changed = true, true
			}
		}
	}
	return changed
}

// lockstep shrinks two neighbouring cases of the same length together, the
// k-th shrink of one with the k-th of the other (the same step where they
// share a shape), and keeps the first pair that fails: a bug that needs two
// alike cases (a table kept from a case with the same m, uva10404) is stuck
// when each case shrinks alone, since either alone stops being alike.
func (sh *shrinking) lockstep() bool {
	for i := 0; i+1 < len(sh.cur) && !sh.stopped(); i++ {
		a, b := sh.cur[i], sh.cur[i+1]
		if len(a) != len(b) {
			continue
		}
		nextB, stop := iter.Pull(sh.o.Shrinks(b))
		for ca := range sh.o.Shrinks(a) {
			cb, ok := nextB()
			if !ok || sh.stopped() {
				break
			}
			cand := slices.Clone(sh.cur)
			cand[i], cand[i+1] = ca, cb
			if sh.o.Less(cand, sh.cur) && sh.try(cand) {
				stop()
				return true
			}
		}
		stop()
	}
	return false
}

// shrinkCase tries the shrinks of case i and keeps the first that fails.
// A step that lowered one number by exactly one is followed by a gallop.
func (sh *shrinking) shrinkCase(i int) bool {
	old := sh.cur[i]
	for c := range sh.o.Shrinks(old) {
		if sh.stopped() {
			return false
		}
		cand := slices.Clone(sh.cur)
		cand[i] = c
		if sh.o.Less(cand, sh.cur) && sh.try(cand) {
			if j := steppedDown(old, c); j >= 0 {
				sh.gallop(i, j)
			}
			return true
		}
	}
	return false
}

// steppedDown is the index of the one number that b lowers by one from a,
// or -1.
func steppedDown(a, b format.Case) int {
	if len(a) != len(b) {
		return -1
	}
	j := -1
	for k := range a {
		switch {
		case a[k] == b[k]:
		case a[k]-1 == b[k] && j < 0:
			j = k
		default:
			return -1
		}
	}
	return j
}

// gallop lowers number j of case i by 2, 4, 8, ... while the input still
// fails, so that a long run of "minus one" steps (where halving breaks the
// failure) costs a logarithmic number of runs. It needs the order to check
// validity (Valid, as *problem.Problem has); without it, it does nothing.
func (sh *shrinking) gallop(i, j int) {
	v, ok := sh.o.(interface{ Valid(format.Case) error })
	if !ok {
		return
	}
	for d := int64(2); ; d *= 2 {
		c := slices.Clone(sh.cur[i])
		c[j] -= d
		cand := slices.Clone(sh.cur)
		cand[i] = c
		if v.Valid(c) != nil || !sh.o.Less(cand, sh.cur) || !sh.try(cand) {
			return
		}
	}
}
