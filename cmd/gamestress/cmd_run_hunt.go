package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
)

// runResult is what a run or a replay found.
type runResult struct {
	rep         stress.Report // Failed() when a bug was found
	solution    string        // the solution as the user named it
	cases       int           // cases tried, all steps together
	elapsed     time.Duration // the whole run, shrinking included
	seed        int64
	interrupted bool     // ctx ended (Ctrl-C) before the run was over
	saveErr     error    // the corpus could not be written
	reproduce   string   // the command that reproduces the failure
	replayed    int      // saved inputs replayed (replay)
	others      []string // replay: other saved inputs that fail, with their verdicts
	slowBatch   int      // cases in the largest batch that exceeded --time only as a whole
}

// hunt is one `gamestress run` or `gamestress replay` in progress. Its
// steps, in order: the corpus of the problem; the smallest case alone (a
// program that fails on everything, loops or exhausts memory, is caught
// in one run and needs no narrowing); the first batch of small cases,
// which also measures how many cases fit in a batch; then the engine's
// Search. A failure goes through the engine's Conclude (narrow, shrink,
// re-run) and is saved here.
type hunt struct {
	ctx    context.Context
	cfg    *runConfig
	p      *problem.Problem
	sol    *solution
	name   string
	start  time.Time
	cases  int
	perRun time.Duration // one run of the smallest case: the cost of a try
	batch  int           // cases per batch (0 until measured)
	prog   *progress
	res    runResult
}

func newHunt(ctx context.Context, cfg *runConfig, sol *solution, stderr io.Writer) *hunt {
	name := cfg.solution
	if cfg.command != nil {
		name = shellJoin(cfg.command)
	}
	return &hunt{ctx: ctx, cfg: cfg, p: cfg.p, sol: sol, name: name, start: time.Now(),
		prog: newProgress(stderr, !cfg.json)}
}

// run is `gamestress run`: every step until one finds a failure, the
// budget or the case bound is spent, or ctx ends.
func (h *hunt) run() (*runResult, error) {
	for _, step := range []func() (*stress.Report, error){h.replayCorpus, h.smoke, h.calibrate, h.search} {
		rep, err := step()
		if err != nil {
			return nil, err
		}
		if rep != nil {
			return h.finish(*rep), nil
		}
		if h.ctx.Err() != nil || h.spent() {
			break
		}
	}
	return h.finish(stress.Report{Problem: h.p.ID, Target: h.name, Verdict: problem.OK}), nil
}

// spent reports whether the budget or the case bound is used up.
func (h *hunt) spent() bool {
	return time.Since(h.start) >= h.cfg.budget || (h.cfg.cases > 0 && h.cases >= h.cfg.cases)
}

// replayCorpus checks every saved input of the problem, in file order,
// and concludes on the first that fails.
func (h *hunt) replayCorpus() (*stress.Report, error) {
	fail, res, _, err := h.checkCorpus(false)
	if err != nil || fail == nil {
		return nil, err
	}
	return h.conclude(fail, res, "corpus")
}

// checkCorpus checks the saved inputs: the cases of the first that fails
// (nil if none) and its result, and, when all is set, the others that fail
// too.
func (h *hunt) checkCorpus(all bool) ([]problem.Case, problem.Result, []string, error) {
	var first []problem.Case
	var firstRes problem.Result
	es, err := h.cfg.store.Load(h.p.ID)
	if err != nil {
		return nil, firstRes, nil, fmt.Errorf("%s: corpus: %w", h.cfg.name, err)
	}
	var others []string
	for _, e := range es {
		cases, err := h.p.Parse(e.Input)
		if err != nil {
			return nil, firstRes, nil, fmt.Errorf("%s: corpus file %s: %w", h.cfg.name, e.Path, err)
		}
		res := h.p.Check(h.ctx, h.sol, cases, h.cfg.strict)
		if interrupted(res) {
			break
		}
		h.cases += len(cases)
		h.res.replayed++
		switch {
		case !res.Failed():
		case first == nil:
			first, firstRes = cases, res
			if !all {
				return first, firstRes, nil, nil
			}
		default:
			others = append(others, fmt.Sprintf("%s (%s)", displayPath(e.Path), res.Verdict))
		}
	}
	return first, firstRes, others, nil
}

// smoke runs the smallest case alone, and times it.
func (h *hunt) smoke() (*stress.Report, error) {
	var first problem.Case
	for c := range h.p.Small() {
		first = c
		break
	}
	if first == nil {
		return nil, nil
	}
	cases := []problem.Case{first}
	t0 := time.Now()
	res := h.p.Check(h.ctx, h.sol, cases, h.cfg.strict)
	h.perRun = time.Since(t0)
	if interrupted(res) {
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

// calibrate runs the first batch of small cases (the engine's first small
// input) and sets the batch size so that such a batch takes at most
// 1/batchShare of the time limit. A batch that times out is tried again
// smaller: only a single case that times out is a TimeLimit.
func (h *hunt) calibrate() (*stress.Report, error) {
	limit := h.sol.Limit()
	most := h.p.MaxCases()
	if h.cfg.cases > 0 {
		most = min(most, h.cfg.cases-h.cases)
	}
	var smalls []problem.Case
	for c := range h.p.Small() {
		if len(smalls) >= most {
			break
		}
		smalls = append(smalls, c)
	}
	for n := len(smalls); n > 0; n /= batchShare {
		cases := smalls[:n]
		t0 := time.Now()
		res := h.p.Check(h.ctx, h.sol, cases, h.cfg.strict)
		took := time.Since(t0)
		if interrupted(res) {
			return nil, nil
		}
		h.cases += n
		if res.Verdict == problem.TimeLimit && n > 1 {
			continue
		}
		if res.Failed() {
			cs, r := h.pairUp(cases, res)
			return h.conclude(cs, r, "small")
		}
		h.batch = batchFor(took, limit, n)
		return nil, nil
	}
	return nil, nil
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

// search is the engine's search (small cases, then random ones) for the
// rest of the budget. A TimeLimit that needs several cases (their times
// add up; none is slow alone) means the batches are too big, not a bug:
// the search goes on with smaller ones.
func (h *hunt) search() (*stress.Report, error) {
	empty, err := os.MkdirTemp("", "gamestress-run-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(empty)
	for restarts := 0; !h.spent() && h.ctx.Err() == nil; restarts++ {
		opt := h.options()
		// The corpus was replayed already: the search gets an empty one.
		opt.Corpus = corpus.Store{Dir: empty}
		if restarts > 0 {
			// The small phase ran (and its batches timed out): going
			// through it again would spend the budget on the same cases.
			opt.Small = -1
		}
		opt.Budget = h.cfg.budget - time.Since(h.start)
		if h.cfg.cases > 0 {
			opt.Cases = h.cfg.cases - h.cases
		}
		opt.Progress = h.prog.update(h.name)
		rep, err := stress.Search(h.ctx, h.p, h.sol, opt)
		h.prog.done()
		h.cases += rep.Cases
		h.res.seed = rep.Seed
		if err != nil && h.ctx.Err() == nil {
			return nil, fmt.Errorf("%s: %w", h.cfg.name, err)
		}
		if !rep.Failed() {
			return nil, nil
		}
		if k := h.countCases(rep.Input); rep.Verdict == problem.TimeLimit && k > 1 && h.batch > 1 && h.ctx.Err() == nil {
			h.res.slowBatch = max(h.res.slowBatch, k)
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
func (h *hunt) pairUp(cases []problem.Case, res problem.Result) ([]problem.Case, problem.Result) {
	m := res.Mismatch
	if m == nil || m.Case < 2 || m.Case >= len(cases) {
		return cases, res
	}
	pair := []problem.Case{cases[0], cases[m.Case]}
	if r := h.p.Check(h.ctx, h.sol, pair, h.cfg.strict); r.Verdict == res.Verdict && !r.Interrupted() {
		return pair, r
	}
	return cases, res
}

// conclude narrows, shrinks and re-runs a failing input through the
// engine (the same path as a failure of its own search), starting from
// first, the result of the run that failed (not run again: a TimeLimit
// would cost a whole limit). A failure that does not come back is
// reported flaky, as it was.
func (h *hunt) conclude(cases []problem.Case, first problem.Result, phase string) (*stress.Report, error) {
	rep, err := stress.ConcludeFrom(h.ctx, h.p, h.sol, cases, first, phase, h.options())
	if err != nil && h.ctx.Err() == nil {
		return nil, fmt.Errorf("%s: %w", h.cfg.name, err)
	}
	if rep.Failed() || h.ctx.Err() != nil {
		return &rep, nil
	}
	rep = stress.Report{Problem: h.p.ID, Target: h.name, Verdict: first.Verdict, Phase: phase, Flaky: true,
		Input: h.p.Encode(cases), Detail: "passed when checked again; first run: " + first.Verdict.String()}
	if d, stderr := resultDetail(first); d != "" {
		rep.Detail += ": " + d
		rep.Stderr = stderr
	}
	if want, err := h.expected(cases); err == nil {
		rep.Expected = want
	}
	return &rep, nil
}

// resultDetail is the one-line detail and the stderr of a result.
func resultDetail(r problem.Result) (string, string) {
	var re *problem.RunError
	switch {
	case r.Mismatch != nil:
		return r.Mismatch.Detail, ""
	case errors.As(r.Err, &re):
		return re.Detail, re.Stderr
	case r.Err != nil:
		return r.Err.Error(), ""
	}
	return "", ""
}

// expected is the oracle's output for cases.
func (h *hunt) expected(cases []problem.Case) (string, error) {
	ans := make([]string, len(cases))
	for i, c := range cases {
		a, err := h.p.Answer(c)
		if err != nil {
			return "", err
		}
		ans[i] = a
	}
	return strings.Join(ans, "\n"), nil
}

// proofTime is roughly how long a minimality proof may take: every try is
// a process run, so the proof's bound on tries follows from the time of
// one run (measured by smoke).
const proofTime = 500 * time.Millisecond

// options are the engine's options for this run. The engine saves nothing:
// the hunt saves the final input itself, unless it was interrupted.
func (h *hunt) options() stress.Options {
	workers := h.cfg.workers
	if workers == 0 {
		// A worker spends much of a run waiting for the process to start
		// and end: two per core keep the cores busy.
		workers = 2 * runtime.NumCPU()
	}
	enum := 16
	if h.perRun > 0 {
		enum = int(proofTime) * workers / int(h.perRun)
	}
	return stress.Options{
		Name:       h.name,
		NoSave:     true,
		Workers:    workers,
		Seed:       h.cfg.seed,
		Enumerate:  min(max(enum, 16), 4096),
		BatchCases: h.batch,
		Strict:     h.cfg.strict,
	}
}

// finish fills the result: an interrupted run reports what it had found,
// a failure is saved to the corpus.
func (h *hunt) finish(rep stress.Report) *runResult {
	r := &h.res
	r.solution, r.cases, r.elapsed = h.name, h.cases, time.Since(h.start)
	if r.seed == 0 {
		r.seed = h.cfg.seed
	}
	r.interrupted = h.ctx.Err() != nil
	if r.interrupted && rep.Verdict == problem.OracleError {
		rep = stress.Report{Problem: h.p.ID, Target: h.name, Verdict: problem.OK}
	}
	if r.interrupted && rep.Failed() {
		// Shrinking stopped: the input is the least failing one seen, not
		// re-run, and not proven minimal.
		rep.Minimal, rep.Flaky, rep.Got = false, false, ""
		rep.Detail = "interrupted while shrinking: the smallest failing input found so far"
	}
	rep.Elapsed = r.elapsed
	if rep.Failed() && rep.Expected != "" {
		rep.Corpus, r.saveErr = h.cfg.store.Save(h.p.ID, rep.Input, []byte(rep.Expected+"\n"))
		if rep.Corpus != "" {
			r.reproduce = shellJoin(h.sol.prog.Argv()) + " < " + shellQuote(displayPath(rep.Corpus))
		}
	}
	r.rep = rep
	return r
}
