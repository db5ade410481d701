package stress

import (
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// smoke runs the smallest case alone, and times it.
func (h *hunt) smoke() (*Report, error) {
	var first format.Case
	for c := range h.p.Small() {
		first = c
		break
	}
	if first == nil {
		return nil, nil
	}
	cases := []format.Case{first}
	t0 := time.Now()
	res := h.check(cases)
	h.perRun = time.Since(t0)
	if res.Interrupted() {
		return nil, nil
	}
	h.cases++
	if res.Failed() {
		return h.conclude(cases, res, "small")
	}
	return nil, nil
}

// batchShare is the most of the time limit that a batch of ordinary cases
// may take: a batch that times out then holds a case far slower than the
// others, which narrowing finds alone, rather than a sum of many.
const batchShare = 8

// calibrate runs the first batch of small cases and sets the batch size so
// that such a batch takes at most 1/batchShare of the time limit: the
// run's CPU time when the target is Metered (a wall clock would shrink
// batches on a loaded machine, where a run waits for a core, and every
// run costs a process start), else its wall-clock time. A batch that
// times out just past the limit is tried again smaller, down to one case
// (its cases may only add up); one far past it (FarPast: killed at the
// hard limit) is a TimeLimit at once, as any run of a valid input far
// past the limit (timing.go). With Options.BatchCases set, it does
// nothing.
func (h *hunt) calibrate() (*Report, error) {
	if h.batch > 0 {
		return nil, nil
	}
	most := h.p.MaxCases()
	if h.opt.Cases > 0 {
		most = min(most, h.opt.Cases-h.cases)
	}
	var smalls []format.Case
	for c := range h.p.SmallByDepth() {
		if len(smalls) >= most {
			break
		}
		smalls = append(smalls, c)
	}
	smalls = h.p.Fit(smalls)
	for _, n := range batchSizes(len(smalls)) {
		cases := smalls[:n]
		var t judge.Target = h.t
		if n > 1 {
			// A batch that times out is tried smaller, not confirmed
			// (re-runs alone would cost up to ConfirmRuns limits for
			// nothing): the same target, not confirming.
			t = h.meter.unconfirmed()
		}
		res := h.checkOn(t, cases)
		took := h.meter.snapshot().last // the run's CPU time (a Metered target), else its wall clock
		if res.Interrupted() {
			return nil, nil
		}
		h.cases += n
		if res.Verdict == judge.TimeLimit && n > 1 {
			if h.farPast(took) {
				// Far past the limit (killed at the hard limit) on a
				// valid input: a TimeLimit at once, concluded as any
				// (shrunk under a short limit first: a case that hangs).
				// Just past it, the batch's cases may only add up: a
				// smaller batch is tried.
				cs, r := h.pairUp(cases, res)
				return h.conclude(cs, r, "small")
			}
			h.rep.SlowBatch = max(h.rep.SlowBatch, n)
			continue
		}
		if res.Failed() {
			cs, r := h.pairUp(cases, res)
			return h.conclude(cs, r, "small")
		}
		h.batch = batchFor(took, h.t.Limit(), n)
		return nil, nil
	}
	return nil, nil
}

// farPast reports whether a run that took took (CPU time, a Metered
// target's) reached FarPast times the limit.
func (h *hunt) farPast(took time.Duration) bool {
	return float64(took) >= FarPast*float64(h.t.Limit())
}

// batchSizes are the sizes calibrate tries: n, then n/batchShare, ...,
// ending with 1, so that batches that time out never leave larger ones in
// use (500, 62, 7 and then 1, not 0).
func batchSizes(n int) []int {
	var sizes []int
	for ; n > 1; n /= batchShare {
		sizes = append(sizes, n)
	}
	if n == 1 || len(sizes) > 0 {
		sizes = append(sizes, 1)
	}
	return sizes
}

// batchFor is the number of cases per batch, from a batch of n that took
// took: n if that is within limit/batchShare, else proportionally fewer.
func batchFor(took, limit time.Duration, n int) int {
	share := limit / batchShare
	if took <= share {
		return n
	}
	return max(1, int(float64(n)*float64(share)/float64(took)))
}

// search is the engine's Search (small cases, boundaries, random ones)
// for the rest of the budget. A TimeLimit that needs several cases (their
// times add up; none is slow alone) means the batches are too big, not a
// bug: the search goes on with smaller ones.
func (h *hunt) search() (*Report, error) {
	for restarts := 0; !h.spent() && h.ctx.Err() == nil; restarts++ {
		opt := h.options()
		opt.NoReplay = true // the hunt replayed the corpus itself
		if restarts > 0 {
			// The small phase ran (and its batches timed out): going
			// through it again would spend the budget on the same cases.
			opt.Small = -1
		}
		opt.Budget = h.searchEnd() - time.Since(h.start)
		if h.opt.Cases > 0 {
			opt.Cases = h.opt.Cases - h.cases
		}
		began := time.Since(h.start)
		rep, err := Search(h.ctx, h.p, h.t, opt)
		h.cases += rep.Cases
		if rep.Failed() {
			h.found = began + rep.FirstFailure
		}
		if err != nil && h.ctx.Err() == nil {
			return nil, err
		}
		if !rep.Failed() {
			return nil, nil
		}
		if k := h.countCases(rep.Input); rep.Verdict == judge.TimeLimit && k > 1 && h.batch > 1 && h.ctx.Err() == nil {
			h.rep.SlowBatch = max(h.rep.SlowBatch, k)
			h.batch = max(1, min(h.batch/batchShare, k/2))
			continue
		}
		return &rep, nil
	}
	return nil, nil
}

func (h *hunt) countCases(in []byte) int {
	cs, err := h.p.Parse(in)
	if err != nil {
		return 0
	}
	return len(cs)
}

// pairUp is where shrinking a wrong answer on case m of a batch starts.
// The engine tries case m alone, else the m+1 cases up to it, which delta
// debugging then cuts down one process run at a time. When case m fails
// only after others, the usual culprit is state left by the first case: if
// the first case and case m fail together, shrinking starts from those two
// (one run spent; many saved). It returns the cases to conclude on and
// their result.
func (h *hunt) pairUp(cases []format.Case, res judge.Result) ([]format.Case, judge.Result) {
	m := res.Mismatch
	if m == nil || m.Case < 2 || m.Case >= len(cases) {
		return cases, res
	}
	pair := []format.Case{cases[0], cases[m.Case]}
	if r := h.check(pair); r.Verdict == res.Verdict && !r.Interrupted() {
		return pair, r
	}
	return cases, res
}
