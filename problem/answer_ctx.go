package problem

import (
	"context"
	"errors"
	"fmt"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
)

// AnswerCtx is Answer bounded by ctx, so that a run's budget bounds the
// oracle's work too. Where the binding passes ctx down to the oracle's
// search (spec.answerCtx: the oracle's cancellation contract), AnswerCtx
// returns as soon as ctx ends, with an error wrapping ctx.Err()
// (errors.Is(err, context.DeadlineExceeded) after a deadline); the search
// itself stops at its next check of ctx (every few thousand states: a
// game whose states each cost much, such as one listing 10^5 divisors,
// takes seconds more), in the background. Elsewhere (the catalogue games,
// whose answers are formulas, tables or fast searches) the answer is
// computed to its end; a ctx that has ended before is an error all the
// same.
func (p *Problem) AnswerCtx(ctx context.Context, c format.Case) (string, error) {
	return p.AnswerAtCtx(ctx, c, 0)
}

// AnswerAtCtx is AnswerCtx for c as case i of an input (from 0), as
// AnswerAt.
func (p *Problem) AnswerAtCtx(ctx context.Context, c format.Case, i int) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("the oracle was not asked: %w", err)
	}
	if p.spec.answerCtx == nil || p.spec.Moves != nil || p.spec.Interact != nil || p.Valid(c) != nil {
		// ([answer] and [interact] answer through their own spec.answer.)
		if f := p.file; f != nil && f.bind != nil && f.custom == nil && f.bind.tables && ctx.Done() != nil {
			if err := f.warm(ctx, c); err != nil {
				return "", fmt.Errorf("the oracle did not answer in time: %w", err)
			}
		}
		return p.AnswerAt(c, i)
	}
	if ctx.Done() == nil {
		return p.answerCtx(ctx, c, i)
	}
	type answer struct {
		s   string
		err error
	}
	done := make(chan answer, 1)
	go func() {
		s, err := p.answerCtx(ctx, c, i)
		done <- answer{s, err}
	}()
	select {
	case a := <-done:
		return a.s, a.err
	case <-ctx.Done():
		return "", fmt.Errorf("the oracle did not answer in time: %w", ctx.Err())
	}
}

// answerCtx is spec.answerCtx, a panic of the oracle an error (as Answer).
func (p *Problem) answerCtx(ctx context.Context, c format.Case, i int) (ans string, err error) {
	defer func() {
		if r := recover(); r != nil {
			ans, err = "", fmt.Errorf("oracle panicked on case %v: %v", c, r)
		}
	}()
	return p.spec.answerCtx(ctx, c, i)
}

// warm builds, with ctx, the catalogue tables that the answer of c reads
// (oracle.WarmContext): a table too long for the time left stops with
// ctx, where the answer itself, which reads the tables without a
// context, would run to its end. A case the cache answers needs none.
func (f *fileProblem) warm(ctx context.Context, c format.Case) error {
	if _, ok := f.cachedAt(c); ok || f.bind.position == nil {
		return nil
	}
	x := caseCtx{f: f, c: c}
	params, err := f.bind.paramsOf(&x)
	if err != nil {
		return nil // the answer says what is wrong
	}
	pos, err := f.bind.position.ints(&x)
	if err != nil {
		return nil
	}
	err = oracle.WarmContext(ctx, f.bind.name, params, f.bind.play, pos)
	if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return err
	}
	return nil
}
