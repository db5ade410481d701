package stress

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// DefaultJudgeLimit is the CPU time limit for one input of a slow candidate
// run as a child process (starting the process takes about 20 ms of it). It
// is short on purpose: the slow candidates are exponential, so the smallest
// input that exceeds it is still small, and every shrink step that times out
// costs this long (TimeMargin times it).
const DefaultJudgeLimit = 100 * time.Millisecond

// ServeJudge runs the candidate called name as a judge program: the judge
// input from in, its output to out. It is the child side of TargetFor
// (gamestress judge NAME). An input the candidate cannot read is an error.
// An interactive candidate plays over in and out instead (servePlay).
func ServeJudge(name string, in io.Reader, out io.Writer) error {
	c, err := candidates.Lookup(name)
	if err != nil {
		return err
	}
	if c.Play != nil {
		return servePlay(c, in, out)
	}
	input, err := io.ReadAll(in)
	if err != nil {
		return err
	}
	got, err := c.Program(input)
	if _, werr := out.Write(got); werr != nil && err == nil {
		err = werr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// TargetFor is how a candidate is run: in-process, or, for a Slow one, as a
// child process judge (argv is the command that serves the judge for
// c.Name, e.g. gamestress judge NAME; env is added to its environment)
// under limit of CPU time (0 means DefaultJudgeLimit). The child is a
// runner.Program ([Limited], [Metered]: its CPU time as the runner measures
// it): one process group per input, killed at the hard limit (CPU time,
// with runner's wall-clock limit), the output limit or the end of ctx. No
// memory limit: the candidates are ours.
func TargetFor(c candidates.Candidate, argv, env []string, limit time.Duration) judge.Target {
	if !c.Slow {
		return c
	}
	if limit <= 0 {
		limit = DefaultJudgeLimit
	}
	p := runner.Command(argv)
	p.Env = env
	p.Limits = runner.Limits{Time: limit, Memory: -1}
	return Program{p}
}

// Program is a runner.Program as a [Metered] target: the CPU time, peak
// memory and idleness of each run as the runner measures them (its
// Prepare, Limit and Run are the Program's).
type Program struct{ *runner.Program }

var _ Metered = Program{}

// RunUsage is the runner's, its usage in the engine's terms.
func (p Program) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	out, u, err := p.Program.RunUsage(ctx, in)
	return out, Usage{CPU: u.CPU, Peak: u.Peak, Idle: u.Idle}, err
}

// WithLimit is the same program under another time limit, still metered.
func (p Program) WithLimit(d time.Duration) judge.Target {
	if q, ok := p.Program.WithLimit(d).(*runner.Program); ok {
		return Program{q}
	}
	return p.Program.WithLimit(d)
}

// Limited is a target whose time limit can be changed: the shrinker of a
// TimeLimit asks for a margin above it, so that the input it reports still
// times out when re-run. A *runner.Program is one (TargetFor gives one for
// a slow candidate).
type Limited interface {
	judge.Target
	Limit() time.Duration
	WithLimit(d time.Duration) judge.Target
}

var _ Limited = (*runner.Program)(nil)

// SlowOptions adapts options to a slow candidate run as a child process:
// one case per input, so that the time limit catches one slow case rather
// than the sum of many, and no exhaustive phase (small cases are fast; the
// random phase reaches the slow ones at once).
func SlowOptions(o Options) Options {
	o.BatchCases, o.Small = 1, -1
	return o
}
