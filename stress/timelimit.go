package stress

import (
	"context"
	"slices"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/shrink"
)

// maxTimeLimitTries bounds the shrink of a TimeLimit: every try that still
// times out costs TimeMargin times the limit, so a local shrink to a
// fixpoint would run for minutes (an O(m^2) hdu2176 on m = 200000 ran for
// more than 12 minutes, case by case). A few halvings show the size at
// which the program gets too slow; the input is then reported as found,
// not minimal.
const maxTimeLimitTries = 24

// timeLimitSpan bounds the shrink of a TimeLimit in time too: after this
// many time limits, no more tries start.
const timeLimitSpan = 8

// halveTimeLimit shrinks a TimeLimit by halving: the first half of the
// cases, else the second half, while one still times out; then, for one
// case, its first smaller variant with fewer numbers (half of a list) and
// the case with every number halved. At most maxTimeLimitTries tries, and
// none started after timeLimitSpan times limit. fails must be the
// TimeLimit predicate.
func (s *search) halveTimeLimit(cases []format.Case, limit time.Duration, fails func([]format.Case) bool) shrink.Shrunk {
	start := time.Now()
	sh := shrink.Shrunk{Cases: cases}
	more := func() bool {
		return sh.Steps < maxTimeLimitTries && s.ctx.Err() == nil &&
			(limit <= 0 || time.Since(start) < timeLimitSpan*limit)
	}
	try := func(cand []format.Case) bool {
		if !more() {
			return false
		}
		sh.Steps++
		if fails(cand) {
			sh.Cases = cand
			return true
		}
		return false
	}
	for more() {
		if n := len(sh.Cases); n > 1 {
			if try(slices.Clone(sh.Cases[:n/2])) || try(slices.Clone(sh.Cases[n/2:])) {
				continue
			}
			break
		}
		halved := false
		for _, c := range s.halves(sh.Cases[0]) {
			if try([]format.Case{c}) {
				halved = true
				break
			}
		}
		if !halved {
			break
		}
	}
	sh.Interrupted = s.ctx.Err() != nil
	return sh
}

// halves are the halvings of one case: its first smaller variant with
// fewer numbers (for a list, the first half dropped), and every number
// halved, when valid and smaller.
func (s *search) halves(c format.Case) []format.Case {
	var out []format.Case
	for d := range s.p.Shrinks(c) {
		if len(d) < len(c) {
			out = append(out, d)
			break
		}
	}
	h := make(format.Case, len(c))
	for i, v := range c {
		h[i] = v / 2
	}
	if s.p.Valid(h) == nil && s.p.Less([]format.Case{h}, []format.Case{c}) {
		out = append(out, h)
	}
	return out
}

// shortLimit is the time limit under which a TimeLimit is shrunk first
// (shrinkShort): an eighth of limit, at least minShortLimit; 0 when that
// is no shorter than limit.
func shortLimit(limit time.Duration) time.Duration {
	s := max(limit/8, minShortLimit)
	if limit <= 0 || s >= limit {
		return 0
	}
	return s
}

// minShortLimit is the least short limit: well above the CPU time of a
// run that does nothing (a process's start, a Python interpreter's, a
// run in the JVM server).
const minShortLimit = 150 * time.Millisecond

// owed is the context of runs that the allowance's end does not cut (the
// run under the real limit of a TimeLimit shrunk under a short one): the
// caller's, ended by Ctrl-C only.
func (s *search) owed() context.Context {
	if s.opt.allow.ctx != nil {
		return s.opt.allow.ctx
	}
	return s.ctx
}

// shortTries bounds the runs of a shrink under a short limit (its
// scan's bisection, the shrinker's tries and its proof's), and
// shortScanRuns the scan's runs.
const (
	shortTries    = 24
	shortScanRuns = 8
)

// shortBatch is the most cases a try holds under a short limit (the
// scan's runs, the proof's): few, so that a failing one is bisected in
// few steps, each of which may cost the short limit.
const shortBatch = 8

// rerunOf is the re-run of a shrunk input: its result and output.
type rerunOf struct {
	res judge.Result
	out []byte
}

// shrinkShort shrinks a TimeLimit under a short limit (shortLimit), every
// try killed a little past it: a program that hangs, or that is far too
// slow, is as slow under it, and a try that times out costs a fraction of
// a limit, not one and a half. It scans the smallest single cases and
// shrinks as for any other verdict, with the proof of minimality. The
// result is then run under the real limit (the target's: a TimeLimit far
// past it stands at once, one just past it is confirmed by re-runs):
// when it times out there too, it is the answer, and it is proven minimal
// when the proof under the short limit was, since every smaller input
// ended within the short limit, so within the real one. When it does not
// (it was slow, not far too slow), ok is false and the caller shrinks
// under the real limit (sh then holds the input it started from). runs
// counts the scan's and the narrowing's runs.
func (s *search) shrinkShort(o *outcome) (sh shrink.Shrunk, again *rerunOf, runs int, ok bool) {
	lt, isLimited := s.t.(Limited)
	if !isLimited || shortLimit(lt.Limit()) == 0 {
		return shrink.Shrunk{Cases: o.cases}, nil, 0, false
	}
	short := lt.WithLimit(shortLimit(lt.Limit()))
	// The attempt is bounded (shortTries): a program merely slow, not
	// hanging, would walk down under the short limit to an input that
	// passes under the real one, a try at a time.
	bctx, giveUp := context.WithCancel(s.ctx)
	defer giveUp()
	sub := *s
	sub.ctx, sub.t, sub.short = bctx, short, true
	// A try that hangs costs its short limit however few cases it holds:
	// few cases a try, one try at a time in the scan (the runs in flight
	// beside the first failing one are wasted), few cases scanned.
	sub.opt.BatchCases, sub.opt.Workers, sub.opt.Scan = shortBatch, 1, shortBatch*shortScanRuns
	tries := 0
	fails := func(cs []format.Case) bool {
		if tries++; tries > shortTries {
			giveUp()
		}
		r := sub.check(short, cs)
		return !r.Interrupted() && r.Verdict == judge.TimeLimit
	}
	if !fails(o.cases) {
		// Not far too slow (or interrupted): shrink under the real limit.
		return shrink.Shrunk{Cases: o.cases, Interrupted: s.ctx.Err() != nil}, nil, 1, false
	}
	narrowed := o.cases
	least, k, scanned := sub.scanSmaller(judge.TimeLimit, "", narrowed, fails)
	if least != nil {
		narrowed = least
	}
	shr := shrink.Shrinker{Enumerate: s.opt.Enumerate, Workers: s.opt.workers(), Batch: sub.batchCases(), Done: bctx.Done()}
	if shr.Enumerate > 0 && k-1 > shr.Enumerate && k-1 <= maxScanProof {
		shr.Enumerate = k - 1
	}
	sh = shr.Shrink(s.p, narrowed, fails)
	runs = scanned + tries - sh.Steps // the shrinker counts its own (the scan's bisection counts twice)
	if s.ctx.Err() != nil {
		sh.Interrupted, sh.Minimal = true, false
		return sh, nil, runs, true // the least failing input so far: the caller reports it interrupted
	}
	if sh.Interrupted { // gave up: the least input so far, not minimal
		sh.Interrupted, sh.Minimal = false, false
	}
	// The run under the real limit is owed, as a confirming re-run is:
	// the allowance's end does not cut it (at most the hard limit).
	real := *s
	real.ctx = s.owed()
	res, out := real.rerun(sh.Cases)
	switch {
	case res.Interrupted():
		sh.Interrupted, sh.Minimal = true, false
		return sh, nil, runs, true
	case res.Verdict != judge.TimeLimit:
		return shrink.Shrunk{Cases: o.cases, Interrupted: s.ctx.Err() != nil}, nil, runs, false
	}
	return sh, &rerunOf{res, out}, runs, true
}
