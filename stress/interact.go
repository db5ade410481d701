package stress

import (
	"bufio"
	"context"
	"fmt"
	"io"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Interact lets the recorder of a re-run stand for an interactive target.
func (r *recorder) Interact(ctx context.Context, jury func(*judge.Channel) error) (error, error) {
	return judge.Interact(ctx, r.t, jury)
}

// juryVariants is how many other jury strategies a failing interactive
// input is replayed with, for a shorter failing game.
const juryVariants = 8

// shortestGame replays cases, the minimal failing input of an interactive
// problem, with other jury strategies (problem.CheckJury), and keeps the
// failing game with the fewest moves. The corpus replays variant 0, so a
// transcript from another variant says so in its first line.
func (s *search) shortestGame(cases []format.Case, res judge.Result) judge.Result {
	best, bestV := res, uint64(0)
	for v := uint64(1); v <= juryVariants && s.ctx.Err() == nil; v++ {
		r := s.p.CheckJury(s.ctx, s.t, cases, v)
		if r.Verdict == res.Verdict && r.Mismatch != nil && best.Mismatch != nil && r.Mismatch.Moves < best.Mismatch.Moves {
			best, bestV = r, v
		}
	}
	if bestV != 0 {
		m := *best.Mismatch
		m.Transcript = fmt.Sprintf("(jury variant %d: the shortest failing game of %d jury strategies; a replay plays variant 0)\n%s",
			bestV, juryVariants+1, m.Transcript)
		best.Mismatch = &m
	}
	return best
}

// servePlay runs an interactive candidate as a program: the jury's
// messages from in, its own to out, flushed when it returns as a process's
// buffers are at exit.
func servePlay(c candidates.Candidate, in io.Reader, out io.Writer) error {
	w := bufio.NewWriter(out)
	err := c.Play(bufio.NewReader(in), w)
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", c.Name, err)
	}
	return nil
}

// Interact lets a metered target play an interactive problem (its runs are
// not metered: a dialog's time is mostly the jury's).
func (m *meter) Interact(ctx context.Context, jury func(*judge.Channel) error) (error, error) {
	return judge.Interact(ctx, m.t, jury)
}
