package stress

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math"
	"math/rand"
	"slices"
	"sync"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/draw"
	"github.com/gamestress/gamestress/stress/shrink"
)

// Search looks for an input on which t disagrees with the oracle of p, and
// shrinks it. Cases come from, in order: the corpus of p (replayed first);
// every small case of p.SmallByDepth() up to Options.Small; the boundary cases of
// p.Boundaries(); random cases from p.Gen(), growing in size. It stops at the first failure, or when the budget
// or the case bound is reached. A failure is narrowed to its failing case,
// shrunk (Shrinker), re-run (a failure that does not come back is Flaky),
// and saved to the corpus with the oracle's answer.
//
// The error is non-nil only when the search itself could not work (an
// unreadable corpus, a save that failed, a context that ended before any
// failure); the report is filled as far as the search went. A context that
// ends while a failure is shrunk stops the shrink at once: the report gives
// the least failing input found so far, Interrupted, and no error.
func Search(ctx context.Context, p *problem.Problem, t judge.Target, opt Options) (rep Report, err error) {
	opt = opt.withLedger()
	var m *meter
	if lt, ok := t.(Limited); ok {
		if m, ok = t.(*meter); !ok {
			// A process under a time limit: its limits as Hunt judges
			// them (timing.go), with the re-runs owed.
			m = newMeter(lt)
			m.owed = ctx
			t = m
		}
	}
	s := newSearch(ctx, p, t, opt)
	took := startup(ctx, p, t, s.ans)
	wctx, cancel := opt.wall(ctx, time.Now())
	defer cancel()
	s.ctx, s.start = wctx, time.Now()
	s.seed = opt.seed()
	rep = Report{Problem: p.ID, Target: opt.Name, Seed: s.seed, Startup: took}
	defer func() {
		rep.Beyond, rep.Checked = beyondReach(s.ans), opt.ledger.checked()
		if m != nil {
			k := m.snapshot()
			rep.Near, rep.Reruns, rep.Rerun = k.near, k.reruns, k.rerun
		}
		if !rep.Failed() {
			rep.Reach = reachOf(s.ans).note("not checked")
		}
		if !rep.BudgetEnded {
			rep.BudgetEnded = wctx.Err() != nil && ctx.Err() == nil && !errors.Is(wctx.Err(), context.Canceled)
		}
	}()
	o, phase, err := s.find()
	rep.Cases = s.cases
	if err != nil || o == nil {
		rep.Elapsed = time.Since(s.start)
		if err == nil {
			err = ctx.Err() // the wall's end is the budget's, no error
		} else if ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) && wctx.Err() != nil {
			err = nil
		}
		return rep, err
	}
	rep.Phase = phase
	rep.FirstFailure = time.Since(s.start)
	if a := opt.allowanceOf(ctx, s.start); a.ctx != nil {
		// The conclusion has an allowance of its own beyond the
		// budget's wall (allowance.go), so that a bug found late is
		// still shrunk and proven minimal.
		sctx, cancel, allowed := a.conclusion(ctx)
		s.ctx, wctx, s.opt.allow = sctx, sctx, a
		err = s.conclude(o, &rep)
		rep.Allowance = allowed
		rep.BudgetEnded = sctx.Err() != nil && a.ctx.Err() == nil
		cancel()
		rep.Elapsed = time.Since(s.start)
		return rep, err
	}
	err = s.conclude(o, &rep)
	rep.Elapsed = time.Since(s.start)
	return rep, err
}

// search is one Search in progress.
type search struct {
	ctx   context.Context
	p     *problem.Problem
	t     judge.Target
	opt   Options
	ans   Answers
	start time.Time
	seed  int64
	cases int // cases merged so far, in job order
	// phaseEnd, when set, ends the current phase earlier than the budget.
	phaseEnd time.Duration
	// scanning: a scan for a smaller failure (scanSmaller) is running; it
	// has its own bounds, not the budget's nor the case bound's.
	scanning bool
	// short: the search shrinks a TimeLimit under a short limit
	// (shrinkShort), where a scan of the smallest cases is cheap.
	short bool
}

func newSearch(ctx context.Context, p *problem.Problem, t judge.Target, opt Options) *search {
	return &search{ctx: ctx, p: p, t: t, opt: opt, ans: opt.judge(p), start: time.Now(), seed: opt.Seed}
}

// check runs t on cases and judges the output (Options.Answers).
func (s *search) check(t judge.Target, cases []format.Case) judge.Result {
	return s.opt.ledger.check(s.ctx, s.ans, t, cases, s.opt.Strict)
}

// find runs the phases until one fails.
func (s *search) find() (*outcome, string, error) {
	if !s.opt.NoReplay {
		next, err := s.corpusJobs()
		if err != nil {
			return nil, "", err
		}
		if o, err := s.runPhase("corpus", next); o != nil || err != nil {
			return o, "corpus", err
		}
	}
	// The exhaustive phase gets half the budget at most: the random phase
	// reaches the large values that it cannot.
	s.phaseEnd = s.opt.budget() / 2
	small, stop := s.smallJobs()
	o, err := s.runPhase("small", small)
	stop()
	s.phaseEnd = 0
	if o != nil || err != nil {
		return o, "small", err
	}
	if !s.opt.NoBoundaries {
		bounds, stop := s.boundaryJobs()
		o, err := s.runPhase("boundaries", bounds)
		stop()
		if o != nil || err != nil {
			return o, "boundaries", err
		}
	}
	for _, src := range s.opt.Sources {
		if o, err := s.runPhase(src.Name, s.sourceJobs(src)); o != nil || err != nil {
			return o, src.Name, err
		}
	}
	if s.p.Gen() != nil {
		if o, err := s.randomPhase(); o != nil || err != nil {
			return o, "random", err
		}
	}
	return nil, "", nil
}

// randomPhase draws random cases until the budget or the case bound ends
// it. While the oracle's reach may cap the sizes (reach.watching), it runs
// in rounds of roundJobs inputs, the cap moving between two rounds; then
// on.
func (s *search) randomPhase() (*outcome, error) {
	r, from := reachOf(s.ans), 0
	if r != nil {
		r.start()
		for r.watching() {
			o, err := s.runPhase("random", s.randomJobs(&from, s.roundJobs(), r))
			if o != nil || err != nil || s.exhausted(s.cases) {
				return o, err
			}
			r.adapt()
		}
	}
	return s.runPhase("random", s.randomJobs(&from, -1, nil))
}

// roundJobs is how many inputs a round of the random phase holds while
// the oracle's reach caps the sizes.
func (s *search) roundJobs() int { return max(8, 4*s.opt.workers()) }

// exhausted reports whether no more jobs may start: the context ended, the
// budget is spent, or dispatched reached the case bound.
func (s *search) exhausted(dispatched int) bool {
	if s.scanning {
		return s.ctx.Err() != nil
	}
	end := s.opt.budget()
	if s.phaseEnd > 0 {
		end = s.phaseEnd
	}
	return s.ctx.Err() != nil ||
		time.Since(s.start) >= end ||
		(s.opt.Cases > 0 && dispatched >= s.opt.Cases)
}

// room is how many cases the case bound still allows after dispatched.
func (s *search) room(dispatched, want int) int {
	if s.opt.Cases <= 0 || s.scanning {
		return want
	}
	return max(1, min(want, s.opt.Cases-dispatched))
}

func (s *search) progress(phase string, size int) {
	if s.opt.Progress != nil {
		s.opt.Progress(Progress{Phase: phase, Cases: s.cases, Elapsed: time.Since(s.start), Size: size})
	}
}

// corpusJobs is one job per saved input of the problem.
func (s *search) corpusJobs() (func() (job, bool), error) {
	es, err := s.opt.Corpus.Load(s.p.ID)
	if err != nil {
		return nil, err
	}
	inputs := make([][]format.Case, len(es))
	for i, e := range es {
		if inputs[i], err = s.p.Parse(e.Input); err != nil {
			return nil, staleCorpus(e.Path, err)
		}
		if err := answerSaved(s.ctx, s.p, s.opt, e, inputs[i]); err != nil {
			return nil, err
		}
	}
	i := 0
	return func() (job, bool) {
		if i == len(inputs) {
			return job{}, false
		}
		cs := inputs[i]
		i++
		return job{idx: i - 1, n: len(cs), make: fixed(cs)}, true
	}, nil
}

// fixed is the make of a job whose cases are known.
func fixed(cs []format.Case) func() ([]format.Case, error) {
	return func() ([]format.Case, error) { return cs, nil }
}

// sourceJobs is one job per input of src.
func (s *search) sourceJobs(src Source) func() (job, bool) {
	i := 0
	return func() (job, bool) {
		if src.Inputs > 0 && i >= src.Inputs {
			return job{}, false
		}
		k := i
		i++
		// n is not known before the input is made: count one, so that
		// the case bound still ends the phase.
		return job{idx: k, n: 1, make: func() ([]format.Case, error) { return src.Input(s.ctx, k) }}, true
	}
}

// smallJobs packs the first Options.Small cases of p.SmallByDepth() (the
// size order in rounds of growing depth: two piles of one stone come before
// one pile of a thousand), p.MaxCases() to an input. stop releases the
// enumeration when the phase is over.
func (s *search) smallJobs() (jobs func() (job, bool), stop func()) {
	next, stop := pullChunked(s.ctx, s.p.SmallByDepth(), smallChunk)
	return s.packJobs(next, s.opt.small()), stop
}

// smallChunk is how many small cases pullChunked takes from the
// enumeration at a time.
const smallChunk = 256

// pullChunked is iter.Pull of seq, except that seq runs on a goroutine of
// its own, making size cases at a time when next asks for them (a
// hand-over costs about as much as the enumeration makes a small case),
// and that next gives up as soon as ctx ends: an enumeration that takes
// long to make its next cases (abc201d's boards: a second and more
// between two chunks under load) does not hold a Ctrl-C or the budget's
// end. seq runs ahead of the caller by at most size cases; the order is
// seq's. stop ends seq at once if it waits for a request, else at its
// next case (once next gave up on it), without waiting for it.
func pullChunked(ctx context.Context, seq iter.Seq[format.Case], size int) (next func() (format.Case, bool), stop func()) {
	chunks := make(chan []format.Case)
	want := make(chan struct{}, 1)
	done := make(chan struct{})
	asked := func() bool {
		select {
		case <-want:
			return true
		case <-done:
			return false
		}
	}
	go func() {
		defer close(chunks)
		if !asked() {
			return
		}
		buf := make([]format.Case, 0, size)
		for c := range seq {
			select {
			case <-done:
				return
			default:
			}
			if buf = append(buf, c); len(buf) == size {
				select {
				case chunks <- buf:
				case <-done:
					return
				}
				buf = make([]format.Case, 0, size)
				if !asked() {
					return
				}
			}
		}
		if len(buf) > 0 {
			select {
			case chunks <- buf:
			case <-done:
			}
		}
	}()
	var cur []format.Case
	next = func() (format.Case, bool) {
		if len(cur) == 0 {
			select {
			case want <- struct{}{}:
			default: // asked already (a chunk next gave up on is on its way)
			}
			select {
			case c, ok := <-chunks:
				if !ok {
					return nil, false
				}
				cur = c
			case <-ctx.Done():
				return nil, false
			}
		}
		c := cur[0]
		cur = cur[1:]
		return c, true
	}
	var once sync.Once
	return next, func() { once.Do(func() { close(done) }) }
}

// boundaryJobs packs the cases of p.Boundaries(), in their order,
// p.MaxCases() to an input.
func (s *search) boundaryJobs() (jobs func() (job, bool), stop func()) {
	next, stop := iter.Pull(slices.Values(s.p.Boundaries()))
	return s.packJobs(next, math.MaxInt), stop
}

// packJobs packs at most left cases of next into jobs of batchCases cases
// each (fewer when the case bound leaves less room).
func (s *search) packJobs(next func() (format.Case, bool), left int) func() (job, bool) {
	i, dispatched := 0, s.cases
	var held format.Case // the case that did not fit the last input
	return func() (job, bool) {
		if left <= 0 {
			return job{}, false // room's "at least one" is for the case bound only
		}
		n := s.room(dispatched, min(left, s.batchCases()))
		var cs []format.Case
		b := s.p.Budget() // the whole-input promises: a case past them starts the next input
		for len(cs) < n {
			c, ok := held, held != nil
			if held = nil; !ok {
				c, ok = next()
			}
			if !ok {
				break
			}
			if !b.Take(c) && len(cs) > 0 {
				held = c
				break
			}
			cs = append(cs, c)
		}
		if len(cs) == 0 {
			return job{}, false
		}
		left -= len(cs)
		dispatched += len(cs)
		i++
		return job{idx: i - 1, n: len(cs), make: fixed(cs)}, true
	}
}

func (s *search) batchCases() int {
	n := s.p.MaxCases()
	if s.opt.BatchCases > 0 {
		n = min(n, s.opt.BatchCases)
	}
	return max(n, 1)
}

// randomJobs draws inputs from p.Gen(), count of them (negative: no
// end), from job *from of the phase on. Job i uses its own seed derived
// from the run's seed, so it holds the same cases whoever runs it. Under
// r's cap (r nil: none), sizes stay within the oracle's reach and a draw
// beyond it is drawn again.
func (s *search) randomJobs(from *int, count int, r *reach) func() (job, bool) {
	drawCase := s.p.Draw()
	k, dispatched := 0, s.cases
	capped := 1.0
	if r != nil {
		capped = r.limit()
	}
	var keep func(format.Case) bool
	if capped < 1 {
		keep = func(c format.Case) bool { return r.within(s.p, c, capped) }
	}
	return func() (job, bool) {
		if count >= 0 && k >= count {
			return job{}, false
		}
		i := *from
		rng := rand.New(rand.NewSource(draw.Derive(s.seed, i)))
		size := sizeWithin(draw.SizeFor(i, rng), capped)
		n := s.room(dispatched, draw.CountFor(rng, s.batchCases()))
		*from++
		k++
		dispatched += n
		return job{idx: k - 1, n: n, size: size, make: func() ([]format.Case, error) {
			return draw.Input(s.p, drawCase, rng, size, n, keep), nil
		}}, true
	}
}

// conclude narrows, shrinks, re-runs and saves a failure into rep. When
// ctx ends meanwhile, the shrink stops at once and the least failing input
// found so far is reported Interrupted (see interrupted).
func (s *search) conclude(o *outcome, rep *Report) error {
	v := o.res.Verdict
	t, shr := s.shrinkTarget(o)
	shr.Done = s.ctx.Done()
	// A try that ctx cut short is no failure: it proves nothing.
	fails := func(cs []format.Case) bool {
		r := s.check(t, cs)
		return !r.Interrupted() && r.Verdict == v
	}
	narrowSteps := 0
	counted := func(cs []format.Case) bool {
		narrowSteps++
		return fails(cs)
	}
	s.progress("shrink", o.size)
	shrinkStart := time.Now()
	defer func() { rep.ShrinkTime = time.Since(shrinkStart) }()
	var sh shrink.Shrunk
	var again *rerunOf // the re-run of the result, when the shrink made it
	if v == judge.TimeLimit {
		var ok bool
		var runs int
		if sh, again, runs, ok = s.shrinkShort(o); !ok && s.ctx.Err() == nil {
			// Too slow under the limit but not far past a short one:
			// every try that times out costs a whole limit, so a few
			// halvings, then the input is reported as found, not minimal.
			sh = s.halveTimeLimit(o.cases, s.limitOf(t), fails)
			again = nil
		}
		narrowSteps += runs
		if again != nil {
			rep.ShortLimit = shortLimit(s.limitOf(s.t))
		}
	} else {
		narrowed := s.narrow(o, counted)
		least, k, runs := s.scanSmaller(v, rep.Phase, narrowed, fails)
		narrowSteps += runs
		if least != nil {
			narrowed = least
		}
		if shr.Enumerate > 0 && k-1 > shr.Enumerate && k-1 <= maxScanProof {
			// Enough proof tries to prove it minimal one run at a time.
			shr.Enumerate = k - 1
		}
		sh = shr.Shrink(s.p, narrowed, fails)
	}
	rep.Verdict, rep.Minimal, rep.ShrinkSteps = v, sh.Minimal, narrowSteps+sh.Steps
	rep.Input = s.p.Encode(sh.Cases)
	if v != judge.TimeLimit && sh.Interrupted && sh.Local && s.allowanceEnded() {
		// The allowance past the wall ended the proof of minimality, not
		// a Ctrl-C: the input is locally minimal, re-run as any.
		sh.Interrupted, rep.ProofCut = false, true
	}
	if sh.Interrupted {
		return s.interrupted(sh.Cases, o, rep)
	}
	var res judge.Result
	var out []byte
	if again != nil {
		res, out = again.res, again.out
	} else {
		// The re-run is owed, as the run under the real limit of
		// shrinkShort is: the allowance's end does not cut it (at most
		// the hard limit), so that a re-run cut short is never taken
		// for a failure that did not come back (Flaky).
		real := *s
		real.ctx = s.owed()
		res, out = real.rerun(sh.Cases)
	}
	if res.Interrupted() { // a Ctrl-C: no re-run
		return s.interrupted(sh.Cases, o, rep)
	}
	if s.p.Interactive() && res.Verdict == v {
		res = s.shortestGame(sh.Cases, res)
	}
	rep.Flaky = res.Verdict != v
	rep.Got = string(out)
	if res.Mismatch != nil && res.Mismatch.Transcript != "" {
		rep.Transcript = res.Mismatch.Transcript
	}
	rep.Detail, rep.Stderr = describe(res)
	if rep.Flaky {
		rep.Detail = fmt.Sprintf("re-run gave %s; first run: %s", res.Verdict, firstDetail(o.res))
	}
	return s.record(sh.Cases, rep)
}

// allowanceEnded reports whether the search's context ended at its
// allowance past the budget's wall (allowance.go), its caller's context
// (a Ctrl-C ends that) still live.
func (s *search) allowanceEnded() bool {
	return s.opt.allow.ctx != nil && s.opt.allow.ctx.Err() == nil && s.ctx.Err() != nil
}

// interrupted fills rep for a shrink that ctx stopped: cases is the least
// input that failed for real so far (every accepted step was a complete
// run with the verdict), neither re-run nor proven minimal. It is saved, so
// that the next run replays it first.
func (s *search) interrupted(cases []format.Case, o *outcome, rep *Report) error {
	rep.Interrupted, rep.Minimal = true, false
	rep.Detail = "interrupted while shrinking: the least failing input found so far, not re-run; first failure: " + firstDetail(o.res)
	return s.record(cases, rep)
}

// record puts the oracle's answer for cases into rep and saves rep.Input
// with it to the corpus (unless NoSave). An oracle failure is noted in
// rep.Detail rather than returned: the failure found still stands.
func (s *search) record(cases []format.Case, rep *Report) error {
	want, err := s.expected(cases)
	if err != nil {
		rep.Detail += "; oracle: " + err.Error()
		return nil
	}
	rep.Expected = want
	if s.opt.NoSave {
		return nil
	}
	rep.Corpus, err = s.opt.Corpus.Save(s.p.ID, rep.Input, []byte(want+"\n"))
	return err
}

// TimeMargin is how much longer than its limit an input must run while a
// TimeLimit is shrunk, so that the reported input times out again on the
// re-run despite timing noise.
const TimeMargin = 1.5

// limitOf is the time limit of t, or 0 when it has none.
func (s *search) limitOf(t judge.Target) time.Duration {
	if lt, ok := t.(Limited); ok {
		return lt.Limit()
	}
	return 0
}

// shrinkTarget is the target and shrinker for a failure. A TimeLimit of a
// Limited target is shrunk under TimeMargin times its limit, so that the
// reported input times out again on the re-run; the failing input is not
// checked under it first (a run of the judge's largest input costs seconds
// of encoding besides the limit): if no half of it times out there, it is
// reported as it was.
func (s *search) shrinkTarget(o *outcome) (judge.Target, shrink.Shrinker) {
	shr := shrink.Shrinker{Enumerate: s.opt.Enumerate, Workers: s.opt.workers()}
	lt, ok := s.t.(Limited)
	if o.res.Verdict != judge.TimeLimit || !ok {
		return s.t, shr
	}
	return lt.WithLimit(time.Duration(float64(lt.Limit()) * TimeMargin)), shr
}

// narrow is where shrinking starts: the failing case alone if it fails
// alone, else the cases up to it (the bug needs earlier ones), else all.
func (s *search) narrow(o *outcome, fails func([]format.Case) bool) []format.Case {
	m := o.res.Mismatch
	if m == nil || m.Case < 0 || m.Case >= len(o.cases) {
		return o.cases
	}
	if one := o.cases[m.Case : m.Case+1]; fails(one) {
		return one
	}
	if s.ctx.Err() != nil {
		return o.cases // the prefix was not tried
	}
	return o.cases[:m.Case+1]
}

// bisect keeps the half of cases that still fails while one does: a time
// limit is usually one slow case, found in a logarithmic number of runs
// (each run that times out costs the whole limit). When neither half fails
// alone (the time adds up over cases), the rest is left to the shrinker.
func bisect(cases []format.Case, fails func([]format.Case) bool) []format.Case {
	for len(cases) > 1 {
		h := len(cases) / 2
		switch {
		case fails(cases[:h]):
			cases = cases[:h]
		case fails(cases[h:]):
			cases = cases[h:]
		default:
			return cases
		}
	}
	return cases
}

// slowest is the first case of cases that times out alone, or all of them
// when none does (their times add up).
func slowest(cases []format.Case, fails func([]format.Case) bool) []format.Case {
	if len(cases) > 1 {
		for i := range cases {
			if fails(cases[i : i+1]) {
				return cases[i : i+1]
			}
		}
	}
	return cases
}

// rerun checks cases once more through the one shared check, keeping the
// target's output.
func (s *search) rerun(cases []format.Case) (judge.Result, []byte) {
	rec := &recorder{t: s.t}
	res := s.check(rec, cases)
	return res, rec.out
}

// expected is the right output for cases (Options.Answers), asked for
// even when ctx has ended (an interrupted failure is saved too), but
// within expectTime then.
func (s *search) expected(cases []format.Case) (string, error) {
	ctx := s.ctx
	if ctx.Err() != nil {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), expectTime)
		defer cancel()
	}
	return s.ans.Expected(ctx, cases)
}

// expectTime bounds the oracle's answer for the input of a failure found
// before ctx ended, so that a run interrupted while shrinking still saves
// its least failing input, and ends soon all the same.
const expectTime = 500 * time.Millisecond

// recorder is a Target that keeps the output of the last run.
type recorder struct {
	t   judge.Target
	out []byte
}

func (r *recorder) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, err := r.t.Run(ctx, in)
	r.out = out
	return out, err
}

// describe is the one-line detail and the stderr of a result.
func describe(r judge.Result) (detail, stderr string) {
	if r.Mismatch != nil {
		return r.Mismatch.Detail, ""
	}
	var re *judge.RunError
	if errors.As(r.Err, &re) {
		return re.Detail, re.Stderr
	}
	if r.Err != nil {
		return r.Err.Error(), ""
	}
	return "", ""
}

func firstDetail(r judge.Result) string {
	d, _ := describe(r)
	if d == "" {
		return r.Verdict.String()
	}
	return r.Verdict.String() + ": " + d
}
