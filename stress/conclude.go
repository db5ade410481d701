package stress

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Conclude takes a failing input that another engine found (go test -fuzz,
// go-fuzz) through exactly the path of a Search failure: narrowed to its
// failing case, shrunk by the same Shrinker with the same predicate (the
// same verdict again), re-run, and saved to opt.Corpus with the oracle's
// answer. So the minimum an engine saves is the one Search saves. Phase is
// set to phase ("fuzz", "go-fuzz"). When cases do not fail, the report says
// OK and nothing is saved; when ctx ended before cases were checked, the
// error is ctx.Err(); when it ends while shrinking, the report is
// Interrupted (as for Search).
//
// Conclude checks cases once first, to learn the verdict and the failing
// case. A caller that has the result of its own failing run (problem.Check
// of t on cases) should call ConcludeFrom, which saves that run: for a
// TimeLimit or MemoryLimit it costs a whole time limit.
func Conclude(ctx context.Context, p *problem.Problem, t judge.Target, cases []format.Case, phase string, opt Options) (Report, error) {
	return ConcludeFrom(ctx, p, t, cases, opt.judge(p).Check(ctx, t, cases, opt.Strict), phase, opt)
}

// ConcludeFrom is Conclude for a failure whose run the caller has already
// made: first is problem.Check of t on cases (its verdict, and for a wrong
// answer the failing case, say where narrowing starts). cases are not run
// again before narrowing; the minimal input is re-run at the end, as ever.
// A first that did not fail gives an OK report; an interrupted one,
// ctx.Err().
func ConcludeFrom(ctx context.Context, p *problem.Problem, t judge.Target, cases []format.Case, first judge.Result, phase string, opt Options) (Report, error) {
	s := newSearch(ctx, p, t, opt)
	rep := Report{Problem: p.ID, Target: opt.Name, Seed: opt.Seed, Cases: len(cases)}
	if first.Interrupted() {
		rep.Elapsed = time.Since(s.start)
		return rep, ctx.Err()
	}
	if !first.Failed() {
		rep.Elapsed = time.Since(s.start)
		return rep, nil
	}
	rep.Phase = phase
	err := s.conclude(&outcome{cases: cases, res: first}, &rep)
	rep.Elapsed = time.Since(s.start)
	return rep, err
}
