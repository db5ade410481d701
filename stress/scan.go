package stress

import (
	"iter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// DefaultScan is how many of the smallest single cases (p.Small(), in size
// order) are tried, many per run, after a failure is found and before it
// is shrunk (Options.Scan).
const DefaultScan = 1 << 16

// maxScanRuns bounds the runs of one scan: with small batches (a slow
// program) it covers fewer cases.
const maxScanRuns = 128

// maxScanProof is the most proof tries a scan's find may raise the
// shrinker's bound to, so that the case it found is proven minimal.
const maxScanProof = 4096

// scanSmaller looks for the least failing input whatever phase found the
// failure (the corpus, the boundaries, a random input, a fuzzer's input):
// the single cases of p.Small() smaller than narrowed, in size order, many
// per run; the first run that fails with verdict v gives its failing case,
// confirmed alone by fails. It returns that case as a one-case input and
// its position in the size order (from 1), or nil when none failed within
// the bound, and the runs it made. When none failed and narrowed is one
// case that the scan reached, the position is narrowed's: the proof of its
// minimality then needs that many tries less one.
//
// A TimeLimit is not scanned for (small cases are fast, and every try may
// cost a whole limit) but under a short limit (shrinkShort), nor a failure of the small phase: it tried every
// case of a lesser depth first (p.SmallByDepth), and the cases before it
// in the size order that it has not tried hold a larger number, which the
// scan would try at the oracle's cost for little (two piles of one stone
// come after every single pile); the shrinker's proof still walks the
// size order.
func (s *search) scanSmaller(v judge.Verdict, phase string, narrowed []format.Case, fails func([]format.Case) bool) ([]format.Case, int, int) {
	if v == judge.TimeLimit && !s.short || phase == "small" || s.opt.scan() == 0 {
		return nil, 0, 0
	}
	next, stop := iter.Pull(s.p.Small())
	defer stop()
	bound := min(s.opt.scan(), s.batchCases()*maxScanRuns)
	seen := 0
	smaller := func() (format.Case, bool) {
		c, ok := next()
		if !ok || seen >= bound || (len(narrowed) == 1 && !s.p.Less([]format.Case{c}, narrowed)) {
			return nil, false
		}
		seen++
		return c, true
	}
	saved := s.cases
	s.scanning = true
	o, _ := s.runPhase("scan", s.packJobs(smaller, bound))
	s.scanning = false
	runs := (s.cases - saved + s.batchCases() - 1) / s.batchCases()
	s.cases = saved
	if o == nil && len(narrowed) == 1 && seen < bound && s.ctx.Err() == nil {
		// Every single case before narrowed passed: the proof needs
		// seen tries, one run each.
		return nil, seen + 1, runs
	}
	if o == nil || o.res.Verdict != v {
		return nil, 0, runs
	}
	var c []format.Case
	if m := o.res.Mismatch; m != nil && m.Case >= 0 && m.Case < len(o.cases) {
		c = o.cases[m.Case : m.Case+1]
		runs++
		if !fails(c) {
			return nil, 0, runs
		}
	} else {
		counted := func(cs []format.Case) bool { runs++; return fails(cs) }
		if c = slowest(bisect(o.cases, counted), counted); len(c) != 1 {
			return nil, 0, runs
		}
	}
	return c, s.position(c[0]), runs
}

// position is where c comes in p.Small() (from 1).
func (s *search) position(c format.Case) int {
	k := 0
	for d := range s.p.Small() {
		k++
		if !s.p.Less([]format.Case{d}, []format.Case{c}) && !s.p.Less([]format.Case{c}, []format.Case{d}) {
			break
		}
	}
	return k
}
