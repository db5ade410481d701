package runner

import (
	"context"
	"strings"
	"testing"
)

// serverRunning reports whether a launcher or fork server for argv0 is up.
func serverRunning(argv0 string) bool {
	servers.Lock()
	defer servers.Unlock()
	for key, s := range servers.m {
		s.mu.Lock()
		up := !s.dead
		s.mu.Unlock()
		if up && strings.Contains(key, "\x00"+argv0) {
			return true
		}
	}
	return false
}

// Prepare starts the program's server before any run (the first run's
// start-up, outside a caller's budget); the runs then go through it, and
// a program with no server to start (NoForkServer still has the
// launcher) prepares all the same.
func TestPrepareStartsTheServer(t *testing.T) {
	for _, off := range []bool{false, true} {
		p := program(t, "correct.cpp")
		p.NoForkServer = off
		stopServers()
		if serverRunning(p.argv[0]) {
			t.Fatalf("NoForkServer %v: a server is up before Prepare", off)
		}
		if _, err := p.Prepare(context.Background()); err != nil {
			t.Fatalf("NoForkServer %v: Prepare: %v", off, err)
		}
		if !serverRunning(p.argv[0]) {
			t.Errorf("NoForkServer %v: no server up after Prepare", off)
		}
		out, err := p.Run(context.Background(), []byte("2\n7 3\n8 3\n"))
		if err != nil || string(out) != "first\nsecond\n" {
			t.Errorf("NoForkServer %v: the run after Prepare: %q, %v", off, out, err)
		}
	}
	stopServers()
	assertNoneLive(t)
}

// A command that cannot run is Run's error; Prepare has nothing to do.
func TestPrepareMissingCommand(t *testing.T) {
	p := Command([]string{"no-such-program-gamestress"})
	if _, err := p.Prepare(context.Background()); err != nil {
		t.Errorf("Prepare of a missing command: %v, want nil (Run reports it)", err)
	}
	if _, err := p.Run(context.Background(), nil); err == nil {
		t.Error("Run of a missing command: no error")
	}
}
