package main

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// metered is the user's program as the hunt's target: a stress.Metered,
// so that the report gives the CPU time and peak memory the runner
// measured rather than the wall clock around a run.
type metered struct{ *runner.Program }

var _ stress.Metered = metered{}

func (m metered) RunUsage(ctx context.Context, in []byte) ([]byte, stress.Usage, error) {
	out, u, err := m.Program.RunUsage(ctx, in)
	return out, stress.Usage{CPU: u.CPU, Peak: u.Peak}, err
}

// WithLimit is the same program under another time limit, still metered.
func (m metered) WithLimit(d time.Duration) problem.Target {
	if p, ok := m.Program.WithLimit(d).(*runner.Program); ok {
		return metered{p}
	}
	return m.Program.WithLimit(d)
}
