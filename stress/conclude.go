package stress

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/problem"
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
// Added by the fuzz engines (fuzz/); it only calls Search's own conclude.
func Conclude(ctx context.Context, p *problem.Problem, t problem.Target, cases []problem.Case, phase string, opt Options) (Report, error) {
	s := &search{ctx: ctx, p: p, t: t, opt: opt, start: time.Now(), seed: opt.Seed}
	rep := Report{Problem: p.ID, Target: opt.Name, Seed: opt.Seed, Cases: len(cases)}
	res := p.Check(ctx, t, cases, opt.Strict)
	if res.Interrupted() {
		rep.Elapsed = time.Since(s.start)
		return rep, ctx.Err()
	}
	if !res.Failed() {
		rep.Elapsed = time.Since(s.start)
		return rep, nil
	}
	rep.Phase = phase
	err := s.conclude(&outcome{cases: cases, res: res}, &rep)
	rep.Elapsed = time.Since(s.start)
	return rep, err
}
