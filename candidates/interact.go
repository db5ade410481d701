package candidates

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"sync"

	"github.com/gamestress/gamestress/problem/judge"
)

var _ judge.Interactive = Candidate{}

// Interact plays c.Play against jury in-process, over two in-memory pipes
// (see judge.Interactive). Both sides waiting for input at once (the
// candidate forgot to flush, or reads more than the protocol sends) is a
// TimeLimit that says so, found at once rather than by a clock. A panic is
// a RuntimeError; a candidate without Play cannot interact.
func (c Candidate) Interact(ctx context.Context, jury func(*judge.Channel) error) (juryErr, runErr error) {
	if c.Play == nil {
		return nil, fmt.Errorf("candidate %s is not interactive (no Play)", c.Name)
	}
	if ctx != nil && ctx.Err() != nil {
		return nil, &judge.RunError{Verdict: judge.TimeLimit, Detail: ctx.Err().Error()}
	}
	d := newDuplex()
	progDone := make(chan error, 1)
	go func() {
		err := c.play(d)
		d.close(1) // the candidate's output ends
		progDone <- err
	}()
	ch := &judge.Channel{From: bufio.NewReader(d.end(0)), To: bufio.NewWriter(d.end(0)), CloseTo: func() { d.close(0) }}
	juryErr = jury(ch)
	if juryErr != nil {
		d.abort() // the jury has judged: unblock the candidate
	} else {
		d.close(0)
	}
	runErr = <-progDone
	if d.deadlocked() && !isFault(juryErr) {
		return juryErr, &judge.RunError{Verdict: judge.TimeLimit,
			Detail: "the jury waited for output, and the program waited for input (its output not flushed?)"}
	}
	if isFault(juryErr) || errors.Is(runErr, errAborted) {
		runErr = nil
	}
	return juryErr, runErr
}

func isFault(err error) bool { return err != nil && !errors.Is(err, judge.ErrEndOfOutput) }

// play runs c.Play on side 1 of d, a panic becoming a RuntimeError.
func (c Candidate) play(d *duplex) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &judge.RunError{Verdict: judge.RuntimeError, Detail: fmt.Sprintf("panic: %v", r),
				Stderr: lastLines(string(debug.Stack()), 12)}
		}
	}()
	w := bufio.NewWriter(d.end(1))
	err = c.Play(bufio.NewReader(d.end(1)), w)
	if errors.Is(err, errAborted) || errors.Is(err, errDeadlock) {
		return err
	}
	if err != nil {
		return asRunError(err)
	}
	return nil
}

var (
	errAborted  = errors.New("the jury ended the dialog")
	errDeadlock = errors.New("both sides wait for input")
)

// duplex is two in-memory pipes between the jury (side 0) and a candidate
// (side 1): buf[i] holds what side i has yet to read. A read on an empty
// pipe waits; when both sides wait at once the dialog is deadlocked and
// every read fails.
type duplex struct {
	mu      sync.Mutex
	cond    *sync.Cond
	buf     [2][]byte
	closed  [2]bool // side i's writing end is closed: the other side reads EOF
	waiting [2]bool
	dead    bool
	aborted bool
}

func newDuplex() *duplex {
	d := &duplex{}
	d.cond = sync.NewCond(&d.mu)
	return d
}

func (d *duplex) deadlocked() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.dead
}

// close ends the output of side i.
func (d *duplex) close(i int) {
	d.mu.Lock()
	d.closed[i] = true
	d.cond.Broadcast()
	d.mu.Unlock()
}

func (d *duplex) abort() {
	d.mu.Lock()
	d.aborted = true
	d.cond.Broadcast()
	d.mu.Unlock()
}

// end is side i's reader and writer.
func (d *duplex) end(i int) sideRW { return sideRW{d, i} }

type sideRW struct {
	d *duplex
	i int
}

func (s sideRW) Read(b []byte) (int, error) {
	d, i := s.d, s.i
	d.mu.Lock()
	defer d.mu.Unlock()
	for len(d.buf[i]) == 0 {
		switch {
		case d.aborted:
			return 0, errAborted
		case d.dead:
			return 0, errDeadlock
		case d.closed[1-i]:
			return 0, io.EOF
		}
		d.waiting[i] = true
		// The other side waits for good only if nothing woke it: its
		// pipe is still empty and this side has not closed it.
		if d.waiting[1-i] && len(d.buf[1-i]) == 0 && !d.closed[i] {
			d.dead = true
			d.cond.Broadcast()
			d.waiting[i] = false
			return 0, errDeadlock
		}
		d.cond.Wait()
		d.waiting[i] = false
	}
	n := copy(b, d.buf[i])
	d.buf[i] = d.buf[i][n:]
	return n, nil
}

func (s sideRW) Write(b []byte) (int, error) {
	d, o := s.d, 1-s.i
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.aborted {
		return 0, errAborted
	}
	if d.closed[s.i] || d.dead {
		return 0, io.ErrClosedPipe
	}
	d.buf[o] = append(d.buf[o], b...)
	d.cond.Broadcast()
	return len(b), nil
}
