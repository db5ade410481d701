package runner

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/gamestress/gamestress/problem/judge"
)

// idlePolls is how many polls in a row (cpuPoll apart) must find the run
// deadlocked before it is stopped: the jury waits in a read, both pipes are
// empty and the program sleeps (it waits for input too: its answer is
// still in its own buffer, or it reads more than the protocol sends).
const idlePolls = 10

// stopIdle: the program and the jury both waited for the other.
const stopIdle stopCause = 100

var _ judge.Interactive = (*Program)(nil)

// Interact runs the program once with jury at the other end of its
// standard input and output (see judge.Interactive), under the same
// limits, process group and kill as Run. The jury's reads see the end of
// the program's output when it exits or is killed; a jury error that does
// not wrap judge.ErrEndOfOutput stops the program at once (the jury has
// judged it). When Interact returns, the run's whole process group has
// been sent SIGKILL and the jury has returned.
func (p *Program) Interact(ctx context.Context, jury func(*judge.Channel) error) (juryErr, runErr error) {
	if p.err != nil {
		return nil, p.err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	lim := p.Limits.withDefaults()
	n := runs.Add(1)
	cg := newRunCgroup(n, lim.Procs)
	defer func() { go cg.release() }()
	// A judge does not set PYTHONUNBUFFERED: a Python program that does
	// not flush must wait here as it would there (p.Env may set it).
	env := append([]string{"PYTHONUNBUFFERED="}, p.Env...)
	r, err := p.startRun(lim, cg.dir, env, n, nil)
	if err != nil {
		return nil, err
	}
	r.cgroup = cg
	r.meter.cgroup = cg
	defer r.release()
	go func() { r.stderr = readTail(r.errR); close(r.errDone) }()
	go r.waitExit()
	from := newJuryReader(r.outR, lim.Output, r.over)
	var closeOnce sync.Once
	closeIn := func() { closeOnce.Do(func() { r.inW.Close() }) }
	ch := &judge.Channel{From: bufio.NewReaderSize(from, 1<<16), To: bufio.NewWriterSize(r.inW, 1<<16), CloseTo: closeIn}
	done := make(chan error, 1)
	go func() {
		err := jury(ch)
		closeIn()
		close(r.inDone)
		close(r.outDone)
		done <- err
	}()
	cause, juryErr, finished := r.converse(ctx, lim, p.mem, from, done)
	st, drainErr := r.stop(cause)
	use := r.usage(st)
	p.record(use)
	if !finished {
		juryErr = <-done
	}
	if drainErr != nil && cause != stopCanceled {
		return juryErr, drainErr
	}
	if cause == stopIdle {
		return juryErr, &judge.RunError{Verdict: judge.TimeLimit,
			Detail: "the jury waited for output, and the program waited for input (its output not flushed?)",
			Stderr: lastLines(r.stderr, stderrLines), Cause: judge.Unflushed}
	}
	if cause == stopJury {
		return juryErr, nil
	}
	_, runErr = r.verdict(ctx, cause, st, lim, p.mem, use.CPU)
	return juryErr, runErr
}

// stopJury: the jury judged the program before it ended.
const stopJury stopCause = 101

// converse waits for the dialog to end: the jury done and the program
// exited, or a limit. finished reports whether the jury's error was taken
// from done.
func (r *process) converse(ctx context.Context, lim Limits, kind memKind, from *juryReader, done <-chan error) (cause stopCause, juryErr error, finished bool) {
	wall := time.NewTimer(lim.Wall)
	defer wall.Stop()
	tick := time.NewTicker(cpuPoll)
	defer tick.Stop()
	idle := 0
	for {
		select {
		case err := <-done:
			if err != nil && !errors.Is(err, judge.ErrEndOfOutput) {
				return stopJury, err, true
			}
			juryErr, finished, done = err, true, nil // then wait for the exit
		case <-r.exited:
			if finished {
				return stopExited, juryErr, true
			}
			// The jury still reads what is left of the output.
			select {
			case err := <-done:
				return stopExited, err, true
			case <-time.After(drainGrace):
				return stopExited, nil, false
			}
		case <-tick.C:
			if cause := r.poll(lim, kind); cause != stopExited {
				return cause, juryErr, finished
			}
			if !finished && r.deadlocked(from) {
				idle++
			} else {
				idle = 0
			}
			if idle >= idlePolls {
				return stopIdle, nil, false
			}
		case <-wall.C:
			return stopWall, juryErr, finished
		case <-r.over:
			return stopOutput, juryErr, finished
		case <-ctx.Done():
			return stopCanceled, juryErr, finished
		}
	}
}

// deadlocked: the jury waits in a read, nothing is in either pipe, and the
// program sleeps.
func (r *process) deadlocked(from *juryReader) bool {
	return from.waiting.Load() && PipeEmpty(r.outR) && PipeEmpty(r.inW) && sleeping(r.pgid)
}

// PipeEmpty reports whether no byte waits in the pipe f (FIONREAD, which
// Linux names TIOCINQ; it works on either end of a pipe). A relay between
// two untrusted programs (stress's interactor) uses it too.
func PipeEmpty(f *os.File) bool {
	sc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	n := -1
	sc.Control(func(fd uintptr) {
		if v, err := unix.IoctlGetInt(int(fd), unix.TIOCINQ); err == nil {
			n = v
		}
	})
	return n == 0
}

// sleeping reports whether process pid is in an interruptible sleep (state S).
func sleeping(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(b, ')')
	return i >= 0 && i+2 < len(b) && b[i+2] == 'S'
}

// juryReader is the program's standard output as the jury reads it: it
// counts bytes against the output limit and says when the jury waits.
type juryReader struct {
	f       *os.File
	fd      int // f's descriptor, non-blocking, read without Go's poller (see read)
	limit   int64
	read    int64
	over    chan struct{}
	waiting atomic.Bool
}

func (j *juryReader) Read(b []byte) (int, error) {
	n, err := j.readPipe(b)
	if n < 0 {
		n = 0
	}
	if err == nil && n == 0 {
		err = io.EOF
	}
	j.read += int64(n)
	if j.read > j.limit {
		close(j.over)
		return 0, io.EOF
	}
	return n, err
}

func newJuryReader(f *os.File, limit int64, over chan struct{}) *juryReader {
	fd := int(f.Fd()) // leaves Go's poller
	unix.SetNonblock(fd, true)
	return &juryReader{f: f, fd: fd, limit: limit, over: over}
}

// readPipe reads what is in the pipe; when it is empty, it waits with poll,
// which leaves a message that arrives in the pipe: while the jury is
// marked waiting no byte has been taken from the pipe, so deadlocked sees
// any message that came, however late this thread runs again. Without Go's
// poller a message wakes the jury in one step (poll returns), which halves
// the latency of a move on a loaded machine.
func (j *juryReader) readPipe(b []byte) (int, error) {
	for {
		n, err := syscall.Read(j.fd, b)
		switch err {
		case syscall.EINTR:
			continue
		case syscall.EAGAIN:
			j.waiting.Store(true)
			fds := []unix.PollFd{{Fd: int32(j.fd), Events: unix.POLLIN}}
			for {
				if _, err := unix.Poll(fds, -1); err != unix.EINTR {
					break
				}
			}
			j.waiting.Store(false)
			continue
		}
		return n, err
	}
}
