package diagnose

import (
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
)

// Subject is a failure to diagnose: the problem, the target that failed
// and the report of its shrunk failure.
type Subject struct {
	Problem *problem.Problem
	// Target is the program as the search ran it. A stress.Stacked target
	// is re-run with a large stack after a crash; a stress.Metered one is
	// measured at smaller sizes after a TimeLimit or a MemoryLimit.
	Target judge.Target
	// Answers is where the right output comes from (stress.Options.Answers);
	// nil: the problem's oracle.
	Answers stress.Answers
	Strict  bool
	Report  stress.Report
	// Source is the solution file the target was built from; nil for a
	// command (no sanitized rebuild).
	Source *Source
}
