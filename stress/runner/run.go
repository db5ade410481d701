package runner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/gamestress/gamestress/problem"
)

// drainGrace is how long Run waits, after the process group is dead, for the
// output pipes to reach end of file. Only a process that left our group
// (setsid) can hold them longer; then Run kills every process of the run,
// found by its environment, and stops reading.
const drainGrace = 500 * time.Millisecond

// why a run stopped.
type stopCause uint8

const (
	stopExited stopCause = iota
	stopTime             // CPU time over Limits.Time
	stopWall             // wall-clock time over Limits.Wall
	stopOutput
	stopCanceled
)

// Run feeds input to one run of the program and returns its standard output.
// A time, memory or output limit or a crash is a *problem.RunError (with the
// output produced so far); a cancelled ctx kills the run and returns
// ctx.Err(); any other error is a failure of the harness. When Run returns,
// the run's whole process group has been sent SIGKILL.
func (p *Program) Run(ctx context.Context, input []byte) ([]byte, error) {
	if p.err != nil {
		return nil, p.err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	lim := p.Limits.withDefaults()
	r, err := start(launchArgs(lim, p.mem, p.commandLine(lim)), p.Env)
	if err != nil {
		return nil, err
	}
	defer runtime.UnlockOSThread() // locked by start, for Pdeathsig
	go r.feed(input)
	go func() { r.stdout = readCapped(r.outR, lim.Output, r.over); close(r.outDone) }()
	go func() { r.stderr = readTail(r.errR); close(r.errDone) }()
	go r.waitExit()
	cause := r.wait(ctx, lim)
	st := r.stop(cause)
	return r.verdict(ctx, cause, st, lim, p.mem)
}

// process is one run in flight.
type process struct {
	cmd              *exec.Cmd
	pgid             int
	marker           string // the run's environment entry (see Live)
	inW, outR, errR  *os.File
	stdout, stderr   []byte
	over             chan struct{} // closed: output limit exceeded
	exited           chan struct{} // closed: the program ended (not yet reaped)
	outDone, errDone chan struct{}
	inDone           chan struct{}
}

// start launches the launcher with args in a new process group, with pipes
// for the three standard streams. It leaves the OS thread locked on success:
// Pdeathsig fires when the thread that forked the child exits, and while
// this goroutine holds the thread no other goroutine can run on it and end
// it (a goroutine that exits locked takes its thread down).
func start(args, env []string) (*process, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("runner: %w", err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		closeAll(inR, inW)
		return nil, fmt.Errorf("runner: %w", err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		closeAll(inR, inW, outR, outW)
		return nil, fmt.Errorf("runner: %w", err)
	}
	cmd := exec.Command(launcher, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	marker := newMarker()
	cmd.Env = append(append(os.Environ(), env...), marker)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	runtime.LockOSThread()
	err = cmd.Start()
	closeAll(inR, outW, errW)
	if err != nil {
		runtime.UnlockOSThread()
		closeAll(inW, outR, errR)
		return nil, fmt.Errorf("runner: start %s: %w", launcher, err)
	}
	return &process{
		cmd: cmd, pgid: cmd.Process.Pid, marker: marker, inW: inW, outR: outR, errR: errR,
		over: make(chan struct{}), exited: make(chan struct{}),
		outDone: make(chan struct{}), errDone: make(chan struct{}), inDone: make(chan struct{}),
	}, nil
}

func closeAll(fs ...*os.File) {
	for _, f := range fs {
		f.Close()
	}
}

// feed writes the input and closes standard input. A program that exits
// without reading everything is not an error (EPIPE is ignored).
func (r *process) feed(input []byte) {
	r.inW.Write(input)
	r.inW.Close()
	close(r.inDone)
}

// waitExit waits for the program to end without reaping it, so that its pid,
// which is the group id, cannot be reused before the group is killed.
func (r *process) waitExit() {
	var info unix.Siginfo
	for {
		err := unix.Waitid(unix.P_PID, r.pgid, &info, unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			break
		}
	}
	close(r.exited)
}

// wait blocks until the program ends or must be stopped: its group's CPU
// time is read every cpuPoll, and the wall clock is the safety net.
func (r *process) wait(ctx context.Context, lim Limits) stopCause {
	wall := time.NewTimer(lim.Wall)
	defer wall.Stop()
	tick := time.NewTicker(cpuPoll)
	defer tick.Stop()
	meter := cpuMeter{pgid: r.pgid}
	for {
		select {
		case <-r.exited:
			return stopExited
		case <-tick.C:
			if meter.used() > lim.Time {
				return stopTime
			}
		case <-wall.C:
			return stopWall
		case <-r.over:
			return stopOutput
		case <-ctx.Done():
			return stopCanceled
		}
	}
}

// stop kills the whole process group (before and after the leader ends, so
// no member survives it), reaps the leader, and stops reading the pipes.
func (r *process) stop(cause stopCause) *os.ProcessState {
	if cause != stopExited {
		r.kill()
	}
	<-r.exited
	r.kill()
	r.cmd.Wait() // reaps; the exit status is read from ProcessState
	r.drain()
	return r.cmd.ProcessState
}

// kill sends SIGKILL to every process of the run's group.
func (r *process) kill() { syscall.Kill(-r.pgid, syscall.SIGKILL) }

// drain waits for end of file on the output pipes, at most drainGrace; a
// pipe still open then is held by a process that left the group: drain
// kills the run's processes wherever they are and stops reading. Then it
// abandons the input and closes everything.
func (r *process) drain() {
	grace := time.NewTimer(drainGrace)
	defer grace.Stop()
	expired := false
	for _, done := range []chan struct{}{r.outDone, r.errDone} {
		if expired {
			<-done
			continue
		}
		select {
		case <-done:
		case <-grace.C:
			expired = true
			killMarked(r.marker)
			r.outR.SetReadDeadline(time.Now())
			r.errR.SetReadDeadline(time.Now())
			<-done
		}
	}
	r.inW.SetWriteDeadline(time.Now())
	<-r.inDone
	closeAll(r.outR, r.errR)
}

// verdict is Run's result for a run that stopped for cause.
func (r *process) verdict(ctx context.Context, cause stopCause, st *os.ProcessState, lim Limits, kind memKind) ([]byte, error) {
	switch {
	case cause == stopCanceled:
		return r.stdout, ctx.Err()
	case cause == stopOutput || isClosed(r.over):
		return r.stdout, &problem.RunError{Verdict: problem.OutputLimit, Detail: "more than " + formatBytes(lim.Output) + " of output", Stderr: lastLines(r.stderr, stderrLines)}
	case cause == stopTime:
		return r.stdout, timeLimit(lim, r.stderr)
	case cause == stopWall:
		detail := "exceeded " + lim.Wall.String() + " of wall-clock time (CPU limit " + lim.Time.String() + ")"
		return r.stdout, &problem.RunError{Verdict: problem.TimeLimit, Detail: detail, Stderr: lastLines(r.stderr, stderrLines)}
	}
	if st == nil {
		return r.stdout, errors.New("runner: no exit status")
	}
	if cpuTime(st) > lim.Time {
		// Ended between two polls, but over the limit all the same.
		return r.stdout, timeLimit(lim, r.stderr)
	}
	if e := classify(st, r.stderr, lim, kind); e != nil {
		return r.stdout, e
	}
	return r.stdout, nil
}

// timeLimit is the verdict of a run over its CPU time limit.
func timeLimit(lim Limits, stderr []byte) *problem.RunError {
	return &problem.RunError{Verdict: problem.TimeLimit, Detail: "exceeded " + lim.Time.String() + " of CPU time", Stderr: lastLines(stderr, stderrLines)}
}

func isClosed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}
