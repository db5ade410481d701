package diagnose

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// DefaultBudget bounds a diagnosis when Options.Budget is zero.
const DefaultBudget = 5 * time.Second

// SampleBudget bounds the diagnosis of a wrong answer on one of the
// statement's samples: that failure is the answer at once (the whole run
// within about a second), whatever the oracle its experiments ask costs
// past the sample. (A sample that runs out of time or memory has its
// whole budget: its experiments run the program, not the oracle.)
const SampleBudget = 300 * time.Millisecond

// Options bound a diagnosis. The zero value works.
type Options struct {
	// Budget bounds the whole diagnosis; 0 means DefaultBudget. An
	// experiment that the budget cuts short says nothing.
	Budget time.Duration
}

// Run runs the experiments that apply to the failure of s, in a fixed
// order, within the budget, and returns what they showed (nil when none
// applies or none showed anything). Its runs change nothing: not the
// report, not the corpus.
func Run(ctx context.Context, s Subject, o Options) []Finding {
	if !s.Report.Failed() || s.Problem == nil || s.Target == nil {
		return nil
	}
	budget := o.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	b, ok := newBench(ctx, s)
	if !ok {
		return nil
	}
	var out []Finding
	found := map[Kind]bool{}
	for _, st := range b.plan() {
		if ctx.Err() != nil {
			break
		}
		if skip(st.kind, found) {
			continue
		}
		for _, f := range st.run(ctx) {
			found[f.Kind] = true
			out = append(out, f)
		}
	}
	return out
}

// skip says whether an experiment for kind is left out after what was
// found: one finding a kind; a stack overflow needs no sanitizer; the
// pattern is for a wrong answer nothing else explained (beside state
// kept, an overflow or the top, it shows their traces); state kept
// between cases makes the experiments that put many cases in one input
// (swapped, the overflow's windows) measure the state, not the rule.
func skip(k Kind, found map[Kind]bool) bool {
	switch {
	case found[k]:
		return true
	case k == Sanitizer:
		return found[StackOverflow]
	case k == Pattern:
		return len(found) > 0
	case k == Swapped || k == Overflow:
		return found[StateAcrossCases]
	}
	return false
}

// step is one bounded experiment and the kind it may find: the facts it
// measured, or nil.
type step struct {
	kind Kind
	run  func(ctx context.Context) []Finding
}

// plan is the experiments for the failure's verdict, cheapest and surest
// first.
func (b *bench) plan() []step {
	switch b.rep.Verdict {
	case judge.WrongAnswer:
		return []step{{StateAcrossCases, b.stateAcrossCases}, {Overflow, b.wrapped}, {Swapped, b.swapped},
			{OnlyAtTop, b.onlyAtTop}, {Overflow, b.overflowStart}, {Pattern, b.pattern}, {Sanitizer, b.sanitizer}}
	case judge.RuntimeError:
		return []step{{StackOverflow, b.stackOverflow}, {StateAcrossCases, b.stateAcrossCases},
			{OnlyAtTop, b.onlyAtTop}, {Sanitizer, b.sanitizer}}
	case judge.TimeLimit:
		return []step{{Flush, b.unflushed}, {Growth, b.growth}}
	case judge.MemoryLimit:
		return []step{{Growth, b.growth}}
	case judge.OutputLimit:
		return []step{{Stderr, b.stderrFlood}, {OutputFlood, b.outputFlood}}
	}
	return nil
}
