package stress

import (
	"runtime"
	"time"

	"github.com/gamestress/gamestress/corpus"
)

// Defaults used when an Options field is zero.
const (
	// DefaultBudget is how long a run that finds nothing goes on.
	DefaultBudget = 2 * time.Second
	// DefaultSmall is how many small cases (p.Small(), in size order) are
	// tried exhaustively before random generation starts.
	DefaultSmall = 100_000
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
	// Workers run batches in parallel; 0 means runtime.NumCPU(). The report
	// does not depend on it.
	Workers int
	// Seed fixes the random cases; 0 picks one from the clock (the report
	// gives the seed used, so the run can be repeated with it).
	Seed int64
	// Budget bounds the time spent looking; 0 means DefaultBudget. The run
	// stops earlier at the first failure (unless the corpus, small and random
	// phases are all exhausted first).
	Budget time.Duration
	// Cases bounds the cases tried; 0 means no bound but the budget.
	Cases int
	// Small bounds the exhaustive phase; 0 means DefaultSmall, negative skips it.
	Small int
	// NoBoundaries skips the boundaries phase (p.Boundaries(), tried after
	// the small cases and before the random ones).
	NoBoundaries bool
	// Enumerate bounds the shrinker's minimality proof (Shrinker.Enumerate).
	Enumerate int
	// BatchCases caps the cases per random input; 0 means p.MaxCases().
	BatchCases int
	// Strict reports whitespace-only differences as PresentationError.
	Strict bool
	// Progress, if set, is called from the search's goroutine after every
	// batch (callers throttle their display themselves).
	Progress func(Progress)
}

// Progress is a snapshot of a running search.
type Progress struct {
	Phase   string        // "corpus", "small", "boundaries", "random", "shrink"
	Cases   int           // cases tried so far
	Elapsed time.Duration // since the search started
	Size    int           // the generator's current MaxSize (random phase)
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

func (o Options) small() int {
	switch {
	case o.Small < 0:
		return 0
	case o.Small == 0:
		return DefaultSmall
	}
	return o.Small
}
