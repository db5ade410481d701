package stress

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/gamestress/gamestress/problem"
)

// Limits of an Exec run when its fields are zero.
const (
	DefaultTimeLimit   = 2 * time.Second
	DefaultOutputLimit = 64 << 20
)

// Exec is a judge program run as a child process: one process per input,
// the input on its standard input, the output read from its standard output.
// It is the way to stop a candidate that may run forever (a goroutine cannot
// be killed). On the time limit, an output flood or the end of ctx, the
// whole process group is killed (SIGKILL) before Run returns, so no process
// outlives the run; callers have nothing to stop.
type Exec struct {
	Argv        []string      // the program and its arguments
	Env         []string      // added to this process's environment
	TimeLimit   time.Duration // per run; 0 means DefaultTimeLimit
	OutputLimit int           // bytes of standard output; 0 means DefaultOutputLimit
}

// Run runs the program on in. A run that ends badly returns a
// *problem.RunError (TimeLimit, OutputLimit, RuntimeError) with the output
// written before it.
//
// The time limit is on CPU time (user + system, of the program's main
// process), as judges measure it, so that a loaded machine does not turn a
// fast run into a TimeLimit; it is polled while the program runs. A program
// that does not use its CPU (it sleeps or waits) is stopped after WallFactor
// times the limit plus a second of wall-clock time.
func (e Exec) Run(ctx context.Context, in []byte) ([]byte, error) {
	limit := e.Limit()
	rctx, cancel := context.WithTimeout(ctx, wallLimit(limit))
	defer cancel()
	cmd := exec.CommandContext(rctx, e.Argv[0], e.Argv[1:]...)
	cmd.Env = append(os.Environ(), e.Env...)
	cmd.Stdin = bytes.NewReader(in)
	out := &capped{max: e.outputLimit(), over: cancel}
	errs := &tail{max: 4096}
	cmd.Stdout, cmd.Stderr = out, errs
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return killGroup(cmd) }
	cmd.WaitDelay = time.Second
	if err := cmd.Start(); err != nil {
		return nil, &problem.RunError{Verdict: problem.RuntimeError, Detail: err.Error()}
	}
	cpu := watchCPU(cmd.Process.Pid, limit, cancel)
	err := cmd.Wait()
	cpu.stop()
	killGroup(cmd) // children the program left behind
	over := cpu.exceeded() || (cmd.ProcessState != nil && cpuTime(cmd.ProcessState) > limit)
	return out.bytes(), e.verdict(ctx, rctx, err, out, errs, limit, over)
}

// WallFactor times the CPU time limit, plus a second, is how long a run may
// take on the wall clock: generous, since a loaded machine slows the wall
// clock and not the CPU time.
const WallFactor = 10

func wallLimit(cpu time.Duration) time.Duration { return WallFactor*cpu + time.Second }

func (e Exec) outputLimit() int {
	if e.OutputLimit > 0 {
		return e.OutputLimit
	}
	return DefaultOutputLimit
}

// verdict turns the end of a run into nil or a *problem.RunError.
func (e Exec) verdict(ctx, rctx context.Context, err error, out *capped, errs *tail, limit time.Duration, cpuOver bool) error {
	stderr := errs.String()
	switch {
	case out.exceeded():
		return &problem.RunError{Verdict: problem.OutputLimit, Detail: fmt.Sprintf("more than %d bytes of output", out.max), Stderr: stderr}
	case ctx.Err() != nil:
		return ctx.Err()
	case cpuOver:
		return &problem.RunError{Verdict: problem.TimeLimit, Detail: fmt.Sprintf("exceeded %s of CPU time", limit), Stderr: stderr}
	case errors.Is(rctx.Err(), context.DeadlineExceeded):
		return &problem.RunError{Verdict: problem.TimeLimit, Detail: fmt.Sprintf("exceeded %s of wall time", wallLimit(limit)), Stderr: stderr}
	case err != nil:
		return &problem.RunError{Verdict: problem.RuntimeError, Detail: err.Error(), Stderr: stderr}
	}
	return nil
}

// killGroup kills the process group of a started command.
func killGroup(cmd *exec.Cmd) error {
	if cmd.Process == nil {
		return nil
	}
	return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
}

// capped keeps at most max bytes and calls over once when more come.
type capped struct {
	mu   sync.Mutex
	buf  []byte
	max  int
	over func()
	hit  bool
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.buf)+len(p) > c.max {
		c.buf = append(c.buf, p[:c.max-len(c.buf)]...)
		if !c.hit {
			c.hit = true
			c.over()
		}
		return 0, errors.New("output limit exceeded")
	}
	c.buf = append(c.buf, p...)
	return len(p), nil
}

func (c *capped) bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf
}

func (c *capped) exceeded() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hit
}

// tail keeps the last max bytes written.
type tail struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = t.buf[len(t.buf)-t.max:]
	}
	return len(p), nil
}

// String is the kept text, its last 20 lines.
func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimRight(string(t.buf), "\n"), "\n")
	if len(lines) > 20 {
		lines = lines[len(lines)-20:]
	}
	return strings.Join(lines, "\n")
}

// Limited is a target whose time limit can be changed: the shrinker of a
// TimeLimit asks for a margin above it, so that the input it reports still
// times out when re-run. Exec is one.
type Limited interface {
	problem.Target
	Limit() time.Duration
	WithLimit(d time.Duration) problem.Target
}

// Limit is the time limit of one run.
func (e Exec) Limit() time.Duration {
	if e.TimeLimit <= 0 {
		return DefaultTimeLimit
	}
	return e.TimeLimit
}

// WithLimit is e with another time limit.
func (e Exec) WithLimit(d time.Duration) problem.Target {
	e.TimeLimit = d
	return e
}
