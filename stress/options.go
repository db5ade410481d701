package stress

import (
	"context"
	"runtime"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// Defaults used when an Options field is zero.
const (
	// DefaultBudget is how long a run that finds nothing goes on.
	DefaultBudget = 2 * time.Second
	// DefaultSmall is how many small cases (p.Small(), in size order) are
	// tried exhaustively before random generation starts.
	DefaultSmall = 100_000
	// WallGrace is the Grace the command line gives a run: its report is
	// printed within about two seconds of the budget.
	WallGrace = 1500 * time.Millisecond
)

// Options tune a Search. The zero value works.
type Options struct {
	// Name names the target in the report ("" leaves Report.Target empty).
	Name string
	// Corpus is replayed first and receives the minimal counterexample.
	// The zero Store is "corpus" in the working directory.
	Corpus corpus.Store
	// NoSave leaves the corpus unchanged (it is still replayed).
	NoSave bool
	// NoReplay skips the corpus phase (a caller that replayed it itself).
	NoReplay bool
	// NoSamples skips the statement's samples that Hunt and Replay run
	// first (Samples).
	NoSamples bool
	// Answers is where the right output comes from; nil means the oracle
	// of the problem.
	Answers Answers
	// Sources are phases of cases from outside the engine (a user's
	// generator), run in order after the boundaries and before the random
	// phase.
	Sources []Source
	// Workers run batches in parallel; 0 means runtime.NumCPU(). The report
	// does not depend on it.
	Workers int
	// Seed fixes the random cases; 0 picks one from the clock (NewSeed; the
	// report gives the seed used, so the run can be repeated with it).
	Seed int64
	// Budget bounds the time spent looking; 0 means DefaultBudget. The run
	// stops earlier at the first failure (unless the corpus, small and random
	// phases are all exhausted first).
	Budget time.Duration
	// Grace, when above 0, makes the budget a wall: the whole run (the
	// oracle's answers, shrinking, Hunt's worst case and the confirming
	// re-runs included) ends by Budget + Grace, and reports what it found
	// by then (Report.BudgetEnded). 0 means no wall: the search stops
	// starting new inputs at the budget, and what it found is concluded.
	Grace time.Duration
	// OracleShare is how long the oracle may take over the answers of one
	// judge input; the cases it has not answered by then are left out of
	// the input (Report.Beyond counts them). 0 means Budget/5, at least
	// 250ms, with a wall (Grace above 0), else no bound; negative means
	// no bound.
	OracleShare time.Duration
	// Cases bounds the cases tried; 0 means no bound but the budget.
	Cases int
	// Small bounds the exhaustive phase; 0 means DefaultSmall, negative skips it.
	Small int
	// NoBoundaries skips the boundaries phase (p.Boundaries(), tried after
	// the small cases and before the random ones).
	NoBoundaries bool
	// NoWorst skips Hunt's worst-case phase.
	NoWorst bool
	// Enumerate bounds the shrinker's minimality proof (Shrinker.Enumerate).
	Enumerate int
	// Scan bounds how many of the smallest single cases are tried, many per
	// run, when a phase other than the small one (or another engine) found
	// a failure, before it is shrunk, so that the least failure is reported
	// whatever found it; 0 means DefaultScan, negative skips it.
	Scan int
	// BatchCases caps the cases per random input; 0 means p.MaxCases().
	BatchCases int
	// Strict reports whitespace-only differences as PresentationError.
	Strict bool
	// NoPipeline makes each worker prepare an input (its cases, the
	// oracle's answers, the encoding) only when its last run has ended,
	// instead of while runs go on (runPhase); the verdicts are the same.
	NoPipeline bool
	// Progress, if set, is called from the search's goroutine after every
	// batch (callers throttle their display themselves).
	Progress func(Progress)

	// ledger records what the run checked (verdict.go): a Hunt's inner
	// searches and conclusions add to the hunt's.
	ledger *ledger
	// allow is the allowance of a failure's conclusion beyond the wall
	// (allowance.go): a Hunt's inner searches conclude under the hunt's.
	allow allowance
}

// Progress is a snapshot of a running search.
type Progress struct {
	Phase   string        // "corpus", "small", "boundaries", "random", "shrink"
	Cases   int           // cases tried so far
	Elapsed time.Duration // since the search started
	Size    int           // the generator's current MaxSize (random phase)
}

// Source is a phase of cases from outside the engine, such as a user's
// generator program.
type Source struct {
	// Name is the phase's name in reports ("generator").
	Name string
	// Input is judge input i of the phase (from 0), as cases; it is called
	// on the search's workers, so it must be safe for concurrent use, and
	// give the same input for the same i (the report then does not depend
	// on the number of workers). An error ends the search with it.
	Input func(ctx context.Context, i int) ([]format.Case, error)
	// Inputs bounds the phase; 0 means until the budget or the case bound.
	Inputs int
}

// NewSeed is a seed picked from the clock (never 0).
func NewSeed() int64 { return time.Now().UnixNano() | 1 }

func (o Options) seed() int64 {
	if o.Seed != 0 {
		return o.Seed
	}
	return NewSeed()
}

func (o Options) judge(p *problem.Problem) Answers {
	if o.Answers != nil {
		return o.Answers
	}
	a := newOracleAnswers(p, o.oracleShare())
	a.ledger = o.ledger
	return a
}

func (o Options) oracleShare() time.Duration {
	switch {
	case o.OracleShare < 0:
		return 0
	case o.OracleShare > 0:
		return o.OracleShare
	case o.Grace <= 0:
		return 0
	}
	return max(o.budget()/5, 250*time.Millisecond)
}

// wall is ctx ended at the budget's wall (Options.Grace) from start.
func (o Options) wall(ctx context.Context, start time.Time) (context.Context, context.CancelFunc) {
	if o.Grace <= 0 {
		return ctx, func() {}
	}
	return context.WithDeadline(ctx, start.Add(o.budget()+o.Grace))
}

func (o Options) workers() int {
	if o.Workers > 0 {
		return o.Workers
	}
	return runtime.NumCPU()
}

func (o Options) budget() time.Duration {
	if o.Budget > 0 {
		return o.Budget
	}
	return DefaultBudget
}

func (o Options) scan() int {
	switch {
	case o.Scan < 0:
		return 0
	case o.Scan == 0:
		return DefaultScan
	}
	return o.Scan
}

func (o Options) small() int {
	switch {
	case o.Small < 0:
		return 0
	case o.Small == 0:
		return DefaultSmall
	}
	return o.Small
}
