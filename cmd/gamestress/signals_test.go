package main

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The first SIGINT ends the run's context (the run reports what it found);
// a second one exits at once, status 130; SIGTERM ends the context too.
func TestInterruptTwiceExitsAtOnce(t *testing.T) {
	exits := make(chan int, 1)
	exitNow = func(code int) { exits <- code }
	defer func() { exitNow = os.Exit }()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		var errs syncBuffer
		ctx, stop := interruptible(&errs)
		if err := syscall.Kill(os.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the context did not end", sig)
		}
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		select {
		case code := <-exits:
			if code != 130 {
				t.Errorf("%s then SIGINT: exit %d, want 130", sig, code)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s then SIGINT: no exit", sig)
		}
		stop()
		if !strings.Contains(errs.String(), "interrupted: reporting what was found so far") {
			t.Errorf("%s: stderr %q does not say what happens", sig, errs.String())
		}
	}
}
