package stress

import (
	"context"
	"errors"
	"fmt"

	"github.com/gamestress/gamestress/problem"
)

// The validator in front of every run of a hunt: before the user's
// program is run on an input (drawn, nasty, judge-scale, shrunk, replayed,
// confirmed), the input is read as the judge would with the statement's
// layout (problem.ValidateInput: bounds, count, list lengths, require,
// shapes, the whole-input promises). An input that breaks the statement
// is a bug of gamestress: the program is not run on it, the hunt ends at
// once (its context is cancelled with the *problem.BrokenInput as the
// cause), and Hunt and Replay return that error (exit 2), never a
// verdict on the program.

// gate is a meter's validator: the problem whose statement an input must
// keep, and how to end the hunt when one does not.
type gate struct {
	p      *problem.Problem
	ctx    context.Context // the hunt's, which reject cancels
	reject context.CancelCauseFunc
}

// admit is nil for an input within the statement; otherwise it ends the
// hunt with a *problem.BrokenInput and returns it (the run does not
// happen). A nil gate admits everything.
func (g *gate) admit(in []byte) error {
	if g == nil || g.p == nil {
		return nil
	}
	err := g.p.ValidateInput(in)
	if err != nil {
		g.reject(err)
	}
	return err
}

// gated makes ctx the hunt's context behind a gate for p: the gate's
// reject cancels it.
func gated(ctx context.Context, p *problem.Problem) (context.Context, *gate) {
	ctx, reject := context.WithCancelCause(ctx)
	return ctx, &gate{p: p, ctx: ctx, reject: reject}
}

// brokenInput is the *problem.BrokenInput that ended the hunt, or nil.
func (h *hunt) brokenInput() error {
	var b *problem.BrokenInput
	if err := context.Cause(h.meter.gate0.ctx); errors.As(err, &b) {
		return b
	}
	return nil
}

// staleCorpus is the error of a saved input that the problem file no
// longer reads (its bounds or promises changed since it was saved): it is
// not run, and the run ends with this (exit 2).
func staleCorpus(path string, err error) error {
	return fmt.Errorf("corpus file %s no longer fits the problem file, so it was not run (delete it, or fix the file): %w", path, err)
}
