package stress

import (
	"context"
	"time"
)

// ProofAllowance is the time a run under a wall (Options.Grace) gives the
// conclusion of a failure it found (narrowing, shrinking, the proof of
// minimality, the re-run), whatever is left of the budget: the wall does
// not cut it before ProofAllowance after the failure was found. Enough
// for a proof of a million in-process runs (every single case of
// hdu1846), or for the few hundred runs of a program's proof, on a loaded
// machine. The report says how long the conclusion took (ShrinkTime).
const ProofAllowance = 5 * time.Second

// allowance is where a conclusion's context comes from: ctx (the caller's,
// not the wall's), ended at the wall or ProofAllowance after the
// conclusion starts, whichever is later. The zero allowance (no wall)
// gives ctx itself.
type allowance struct {
	ctx  context.Context
	wall time.Time
}

// allowanceOf is the allowance of a run under o that starts at start with
// ctx, its caller's context (the zero allowance without a wall).
func (o Options) allowanceOf(ctx context.Context, start time.Time) allowance {
	if o.allow.ctx != nil {
		return o.allow // an inner search of a hunt: the hunt's
	}
	if o.Grace <= 0 {
		return allowance{}
	}
	return allowance{ctx: ctx, wall: start.Add(o.budget() + o.Grace)}
}

// conclusion is the context of a conclusion starting now, within
// otherwise (the context the run has: used when there is no wall).
func (a allowance) conclusion(otherwise context.Context) (context.Context, context.CancelFunc) {
	if a.ctx == nil {
		return otherwise, func() {}
	}
	return context.WithDeadline(a.ctx, later(a.wall, time.Now().Add(ProofAllowance)))
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
