package stress

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Preparer is a target with work to do before its first run: a
// runner.Program builds its launcher and starts its fork server. Search
// and Hunt have it done before the budget's clock starts.
type Preparer interface {
	Prepare(ctx context.Context) (time.Duration, error)
}

// startupOracle bounds the oracle's first answer at start-up: a first
// table that takes longer is left to the search (and to its share).
const startupOracle = 5 * time.Second

// startup is the work done before the budget's clock starts, so that the
// budget is spent checking cases, whatever the state of the caches: the
// target's start-up (Preparer: building the fork server, starting it),
// and the answers' first (the oracle's first tables, a reference's first
// run), made on the problem's smallest case. It returns how long it took
// (Report.Startup). A failure here is not reported: the runs that follow
// meet it and say what it is.
func startup(ctx context.Context, p *problem.Problem, t judge.Target, ans Answers) time.Duration {
	t0 := time.Now()
	if pr, ok := t.(Preparer); ok {
		pr.Prepare(ctx)
	}
	var first format.Case
	for c := range p.Small() {
		first = c
		break
	}
	if first != nil && ans != nil && ctx.Err() == nil {
		actx, cancel := context.WithTimeout(ctx, startupOracle)
		ans.Expected(actx, []format.Case{first})
		cancel()
	}
	return time.Since(t0)
}
