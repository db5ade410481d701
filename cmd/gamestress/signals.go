package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// exitNow ends the process at a second interrupt (os.Exit; a test
// replaces it).
var exitNow = os.Exit

// interruptible is a context that the first SIGINT or SIGTERM ends: the
// run stops, kills its children and prints what it found so far. A
// second one exits at once, status 130 (the runner's children die with
// gamestress: Pdeathsig). stop releases the signals.
func interruptible(stderr io.Writer) (ctx context.Context, stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan os.Signal, 2)
	done := make(chan struct{})
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case <-ch:
		case <-done:
			return
		}
		cancel()
		fmt.Fprintln(stderr, "gamestress: interrupted: reporting what was found so far (interrupt again to quit at once)")
		select {
		case <-ch:
			exitNow(130)
		case <-done:
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		close(done)
		cancel()
	}
}
