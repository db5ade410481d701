package main

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// metered is the user's program as the hunt's target: a stress.Metered,
// so that the report gives the CPU time and peak memory the runner
// measured rather than the wall clock around a run; a stress.Stacked, so
// that a crash is re-run with a large stack (stackFrom says where its
// stack limit comes from: "hdu preset", "--stack").
type metered struct {
	*runner.Program
	stackFrom string
}

var (
	_ stress.Metered = metered{}
	_ stress.Stacked = metered{}
)

func (m metered) RunUsage(ctx context.Context, in []byte) ([]byte, stress.Usage, error) {
	out, u, err := m.Program.RunUsage(ctx, in)
	return out, stress.Usage{CPU: u.CPU, Peak: u.Peak, Idle: u.Idle}, err
}

// WithLimit is the same program under another time limit, still metered.
func (m metered) WithLimit(d time.Duration) judge.Target {
	if p, ok := m.Program.WithLimit(d).(*runner.Program); ok {
		return metered{p, m.stackFrom}
	}
	return m.Program.WithLimit(d)
}

// Stack is the stack limit of a run, and where it comes from.
func (m metered) Stack() (int64, string) {
	s := m.Program.Limits.Stack
	if s == 0 {
		s = runner.DefaultStack
	}
	return s, m.stackFrom
}

// WithStack is the same program with another stack limit.
func (m metered) WithStack(bytes int64) judge.Target {
	q := *m.Program
	q.Limits.Stack = bytes
	return metered{&q, m.stackFrom}
}

// MemoryLimit is the memory limit of a run (0: none).
func (m metered) MemoryLimit() int64 {
	switch mem := m.Program.Limits.Memory; {
	case mem == 0:
		return runner.DefaultMemory
	case mem < 0:
		return 0
	default:
		return mem
	}
}
