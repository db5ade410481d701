package stress

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Hunt is the search for a target that runs as a process under a time
// limit (a user's program: every check is a process run, so the number of
// runs is what costs). Its steps, in order, until one finds a failure, the
// budget or the case bound is spent, or ctx ends:
//
//  0. the statement's samples (Samples: a failure there is the report,
//     not shrunk);
//  1. the corpus of the problem (Options.Corpus), in file order;
//  2. the smallest case alone (a program that fails on everything, loops
//     or exhausts memory is caught in one run and needs no narrowing),
//     which also times one run;
//  3. the first batch of small cases, which measures how many cases fit in
//     a batch (calibrate);
//  4. Search (small cases, boundaries, random ones) with that batch size,
//     restarted with smaller batches when a batch times out only as a
//     whole (Report.SlowBatch);
//  5. the worst case (unless Options.NoWorst; under a wall, Options.Grace,
//     its judge-scale inputs run before step 4, and only the slowest input
//     seen after it), even when the budget is
//     spent (up to three runs more): the largest legal judge inputs, and
//     the slowest input seen filled up to the most cases (see worst).
//
// The report gives the time limit (Report.Limit), the longest run
// (Report.MaxTime: CPU time when t is Metered, else wall-clock time) and
// the peak memory over all runs (Report.PeakMemory, when Metered).
//
// A failure goes through the one conclusion of every engine (ConcludeFrom:
// narrow, shrink, re-run), and is saved to the corpus with the expected
// answer unless Options.NoSave; a save that fails returns the report with
// a *SaveError. When ctx ends (Ctrl-C), Hunt returns what it had: an OK
// report, or the least failing input found so far (Interrupted).
//
// Zero Options fields mean, for Hunt: Workers, two per core (a worker
// spends much of a run waiting for the process); Enumerate, as many proof
// tries as fit in about proofTime of runs (casesProof with Options.Cases:
// a run bounded by cases is bounded by work, not time); BatchCases, calibrated.
func Hunt(ctx context.Context, p *problem.Problem, t Limited, opt Options) (rep Report, err error) {
	h := newHunt(ctx, p, t, opt)
	defer func() {
		if b := h.brokenInput(); b != nil {
			rep, err = h.rep, b
		}
	}()
	h.startup = startup(ctx, p, h.t, h.opt.Answers)
	wctx, cancel := opt.wall(h.ctx, time.Now()) // h.ctx: behind the validator's gate
	defer cancel()
	h.allow = opt.allowanceOf(h.ctx, time.Now())
	h.ctx, h.start = wctx, time.Now()
	steps := []func() (*Report, error){h.samples, h.replayCorpus, h.smoke, h.calibrate, h.search}
	last := h.worst
	if opt.Grace > 0 && len(opt.Sources) == 0 {
		// A wall: the judge's largest inputs first, while the budget
		// leaves room for a TimeLimit's confirming re-runs (a user's
		// generator, given, runs first all the same).
		steps = []func() (*Report, error){h.samples, h.replayCorpus, h.smoke, h.calibrate, h.worstJudge, h.search}
		last = h.worstLast
	}
	for _, step := range steps {
		rep, err := step()
		if err != nil {
			return h.rep, err
		}
		if rep != nil {
			return h.finish(*rep)
		}
		if h.ctx.Err() != nil || h.spent() {
			break
		}
	}
	if !opt.NoWorst && h.ctx.Err() == nil {
		rep, err := last()
		if err != nil {
			return h.rep, err
		}
		if rep != nil {
			return h.finish(*rep)
		}
	}
	return h.finish(Report{Problem: p.ID, Target: opt.Name, Verdict: judge.OK})
}

// SaveError is a failure found and reported whose input could not be saved
// to the corpus: the report stands.
type SaveError struct{ Err error }

func (e *SaveError) Error() string { return "could not save the counterexample: " + e.Err.Error() }
func (e *SaveError) Unwrap() error { return e.Err }

// hunt is one Hunt (or Replay) in progress.
type hunt struct {
	ctx     context.Context // ends at the budget's wall (Options.Grace) or with user
	user    context.Context // the caller's: its end is an interruption (Ctrl-C)
	p       *problem.Problem
	t       Limited // the meter around the user's target
	meter   *meter
	opt     Options
	start   time.Time     // the budget's clock: after the start-up
	startup time.Duration // the start-up's time (startup), outside the budget
	found   time.Duration // when the failure concluded was seen (Report.FirstFailure)
	cases   int           // cases tried, all steps together
	perRun  time.Duration // one run of the smallest case: the cost of a try
	batch   int           // cases per batch (0 until measured, or Options.BatchCases)
	rep     Report        // what the steps learn besides a failure (Replayed, SlowBatch, ...)
	form    *learnt       // the form of one case's answer, once learnt (form.go)
	scaled  bool          // the worst case ran an input beyond the test range
	// early: the judge's largest inputs run before the search (worstJudge);
	// leftToSearch: a failure there other than a limit was left to it.
	early, leftToSearch bool
	// allow is the allowance of a failure's conclusion beyond the wall.
	allow allowance
}

func newHunt(ctx context.Context, p *problem.Problem, t Limited, opt Options) *hunt {
	opt.Seed = opt.seed()
	opt.ledger = new(ledger)
	if opt.Answers == nil {
		opt.Answers = opt.judge(p) // one for the whole hunt: it counts the cases beyond reach
	}
	opt = opt.withLedger()
	if opt.Workers <= 0 {
		opt.Workers = 2 * runtime.NumCPU()
	}
	m := newMeter(t)
	var gctx context.Context
	gctx, m.gate0 = gated(ctx, p)
	m.owed, m.finish = ctx, opt.Grace > 0 // under a wall, a run started is a run judged (meter.pastWall)
	h := &hunt{ctx: gctx, user: ctx, p: p, t: m, meter: m, opt: opt, start: time.Now(), batch: opt.BatchCases}
	h.rep = Report{Problem: p.ID, Target: opt.Name, Seed: opt.Seed}
	return h
}

// spent reports whether the search's part of the budget or the case bound
// is used up.
func (h *hunt) spent() bool {
	return time.Since(h.start) >= h.searchEnd() || (h.opt.Cases > 0 && h.cases >= h.opt.Cases)
}

// searchEnd is when the search stops for the worst case: at the budget,
// or, when the budget is a wall (Options.Grace), early enough to leave the
// worst case its runs and their confirmations (worstReserve).
func (h *hunt) searchEnd() time.Duration {
	b := h.opt.budget()
	if h.opt.Grace <= 0 || h.opt.NoWorst {
		return b
	}
	return b - min(b/worstShare, worstLimits*h.t.Limit())
}

// The part of a walled budget kept for the slowest input seen (the judge's
// largest inputs ran before the search): at most 1/worstShare of it, and
// at most worstLimits time limits.
const (
	worstShare  = 8
	worstLimits = 2
)

// check is one run of the target on cases, judged.
func (h *hunt) check(cases []format.Case) judge.Result { return h.checkOn(h.t, cases) }

// checkOn is one run of t on cases, judged.
func (h *hunt) checkOn(t judge.Target, cases []format.Case) judge.Result {
	return h.opt.ledger.check(h.ctx, h.opt.judge(h.p), t, cases, h.opt.Strict)
}

// conclude narrows, shrinks and re-runs a failing input through the
// engine (the same path as a failure of its own search), starting from
// first, the result of the run that failed (not run again: a TimeLimit
// would cost a whole limit). A failure that does not come back is
// reported flaky, as it was.
func (h *hunt) conclude(cases []format.Case, first judge.Result, phase string) (*Report, error) {
	h.found = time.Since(h.start)
	ctx, cancel, allowed := h.allow.conclusion(h.ctx)
	defer cancel()
	rep, err := ConcludeFrom(ctx, h.p, h.t, cases, first, phase, h.options())
	rep.Allowance = allowed
	if err != nil && ctx.Err() == nil {
		return nil, err
	}
	if rep.Failed() || ctx.Err() != nil {
		return &rep, nil
	}
	rep = Report{Problem: h.p.ID, Target: h.opt.Name, Verdict: first.Verdict, Phase: phase, Flaky: true,
		Input: h.p.Encode(cases), Detail: "passed when checked again; first run: " + first.Verdict.String()}
	if d, stderr := describe(first); d != "" {
		rep.Detail += ": " + d
		rep.Stderr = stderr
	}
	if want, err := h.opt.judge(h.p).Expected(ctx, cases); err == nil {
		rep.Expected = want
	}
	return &rep, nil
}

// proofTime is roughly how long a minimality proof may take: every try is
// a process run, so the proof's bound on tries follows from the time of
// one run (measured by smoke).
const proofTime = 500 * time.Millisecond

// casesProof is the proof's bound on tries of a hunt bounded by
// Options.Cases, whatever one run costs.
const casesProof = 512

// options are the engine's options for a Search or a conclusion inside the
// hunt. The engine saves nothing: the hunt saves the final input itself.
func (h *hunt) options() Options {
	o := h.opt
	o.NoSave = true
	switch {
	case o.Enumerate != 0:
	case h.opt.Cases > 0:
		// A run bounded by its cases is bounded by work: its proof does
		// not depend on the machine's speed or load either.
		o.Enumerate = casesProof
	default:
		enum := 16
		if h.perRun > 0 {
			enum = int(proofTime) * o.Workers / int(h.perRun)
		}
		o.Enumerate = min(max(enum, 16), 4096)
	}
	o.BatchCases = h.batch
	o.Grace = 0       // the hunt's context holds the wall
	o.allow = h.allow // and its conclusions their allowance past it
	return o
}

// finish completes a report: the hunt's counts, an interrupted shrink
// reported as such, and a failure saved to the corpus.
func (h *hunt) finish(rep Report) (Report, error) {
	if !rep.Failed() {
		rep = h.standing(rep)
	}
	rep.Seed, rep.Cases, rep.Replayed = h.opt.Seed, h.cases, h.rep.Replayed
	rep.AlsoFailing, rep.SlowBatch, rep.Samples, rep.FormNote = h.rep.AlsoFailing, h.rep.SlowBatch, h.rep.Samples, h.rep.FormNote
	rep.Beyond, rep.Checked = beyondReach(h.opt.Answers), h.opt.ledger.checked()
	if !rep.Failed() {
		// (a failure ends the run where it was found: how far answers
		// went says nothing then)
		rep.Reach = reachOf(h.opt.Answers).note("run for limits and form only")
		if h.opt.NoWorst {
			rep.Reach = reachOf(h.opt.Answers).note("not checked")
		}
	}
	if h.scaled {
		rep.Scale = scaleNote(h.p)
	}
	interrupted := h.ctx.Err() != nil
	if rep.Failed() {
		// A failure's conclusion has its own allowance past the wall:
		// it says itself whether it was cut.
		interrupted = rep.Interrupted || h.user.Err() != nil
	}
	rep.BudgetEnded = interrupted && h.user.Err() == nil
	if !interrupted && rep.Verdict == judge.OracleError {
		// No verdict on the target: gamestress itself failed (a
		// runner.HarnessError: out of file descriptors, a launcher that
		// cannot start) or its oracle did. An error (exit 2), never a bug.
		return rep, fmt.Errorf("no verdict on the solution: %s", rep.Detail)
	}
	if interrupted && rep.Verdict == judge.OracleError {
		rep = Report{Problem: h.p.ID, Target: h.opt.Name, Seed: h.opt.Seed, Cases: h.cases, Replayed: h.rep.Replayed,
			Checked: h.opt.ledger.checked(), Beyond: beyondReach(h.opt.Answers), BudgetEnded: rep.BudgetEnded}
	}
	if interrupted && rep.Failed() {
		// Shrinking stopped: the input is the least failing one seen, not
		// re-run, and not proven minimal.
		rep.Minimal, rep.Flaky, rep.Got, rep.Interrupted = false, false, "", true
		first := ""
		if _, f, ok := strings.Cut(rep.Detail, "; first failure: "); ok {
			first = "; first failure: " + f
		}
		rep.Detail = "interrupted while shrinking: the smallest failing input found so far" + first
		if rep.BudgetEnded {
			rep.Detail = "the budget ended while shrinking: the smallest failing input found so far" + first
		}
	}
	rep.Elapsed, rep.Startup = time.Since(h.start), h.startup
	if rep.Failed() && h.found > 0 {
		rep.FirstFailure = h.found
	}
	k := h.meter.snapshot()
	rep.Limit, rep.MaxTime, rep.MaxTimeCPU, rep.PeakMemory = h.meter.Limit(), k.maxTime, k.cpu, k.peak
	rep.Near, rep.Reruns, rep.Rerun = k.near, k.reruns, k.rerun
	if !rep.Failed() || rep.Expected == "" || h.opt.NoSave || rep.Verdict == judge.CheckerError || rep.Verdict == judge.InteractorError {
		return rep, nil
	}
	var err error
	if rep.Corpus, err = h.opt.Corpus.Save(h.p.ID, rep.Input, []byte(rep.Expected+"\n")); err != nil {
		return rep, &SaveError{err}
	}
	return rep, nil
}

// standing is the report of a limit that stood (far past it, or every
// re-run over it, or past it when the budget's wall cut the run) on a run
// that the wall had cut from the search meanwhile: a run past the limit
// is never reported OK. It is concluded as any failure (a TimeLimit
// shrunk under a short limit first), within the conclusion's allowance;
// when that does not reproduce it, it is reported as it ran, neither
// shrunk nor re-run. A batch just past the limit whose conclusion finds
// no case that times out alone is a slow batch (Report.SlowBatch), not a
// verdict, as before the wall: the next limit that stood is looked at
// (those that are no sum first). rep when no limit stood.
func (h *hunt) standing(rep Report) Report {
	st := h.meter.snapshot().standing
	slices.SortStableFunc(st, func(a, b stood) int {
		switch {
		case a.sum == b.sum:
			return 0
		case b.sum:
			return -1
		}
		return 1
	})
	for _, s := range st {
		if r, ok := h.stoodReport(s); ok {
			return r
		}
	}
	return rep
}

// stoodReport is the report of one limit that stood (see standing), and
// false when it is a slow batch.
func (h *hunt) stoodReport(st stood) (Report, bool) {
	cs, perr := h.p.JudgeScale().Parse(st.in)
	if perr == nil && h.user.Err() == nil {
		first := judge.Result{Verdict: limitVerdict(st.err), Err: st.err}
		r, err := h.conclude(cs, first, "limits")
		if err == nil && r != nil && st.sum && !r.Interrupted && h.countCases(r.Input) > 1 {
			// A batch just past the limit whose cases only add up (its
			// conclusion found none that times out alone): a note, as
			// a slow batch before the wall (calibrate, search).
			h.rep.SlowBatch = max(h.rep.SlowBatch, len(cs))
			return Report{}, false
		}
		if err == nil && r != nil && r.Failed() && !r.Flaky {
			return *r, true
		}
	}
	d, stderr := describe(judge.Result{Err: st.err})
	r := Report{Problem: h.p.ID, Target: h.opt.Name, Verdict: limitVerdict(st.err), Phase: "limits", Input: st.in,
		Detail: d + "; reported as it ran, not shrunk (the budget ended first)", Stderr: stderr}
	if perr == nil {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(h.ctx), expectTime)
		if want, err := h.opt.Answers.Expected(ctx, cs); err == nil {
			r.Expected = want
		}
		cancel()
	}
	return r, true
}
