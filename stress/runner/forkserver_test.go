package runner

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
)

// C, C++ and Python programs are dynamically linked: their runs are forked
// from a fork server. A Go program built here is static: its runs exec it
// through the launcher. With NoForkServer, every run execs.
func TestForkServerModes(t *testing.T) {
	for _, c := range []struct {
		file string
		off  bool
		want string
	}{
		{"correct.cpp", false, "on"},
		{"correct.py", false, "on"},
		{"correct.go", false, "off: static binary"},
		{"correct.cpp", true, "off: turned off"},
	} {
		p := program(t, c.file)
		p.NoForkServer = c.off
		if got := p.ForkServer(); got != c.want {
			t.Errorf("%s (NoForkServer %v): ForkServer() = %q, want %q", c.file, c.off, got, c.want)
		}
		out, err := p.Run(context.Background(), []byte("2\n7 3\n8 3\n"))
		if err != nil || string(out) != "first\nsecond\n" {
			t.Errorf("%s (NoForkServer %v): got %q, %v", c.file, c.off, out, err)
		}
	}
	assertNoneLive(t)
}

// A forked run is a fresh copy of the program each time: what one run
// changes in its memory (static state of a C++ program, cout's buffer) is
// not seen by the next, and each run gets its own marker, process group
// and CPU time.
func TestForkServerRunsAreFresh(t *testing.T) {
	p := program(t, "state.cpp")
	if p.ForkServer() != "on" {
		t.Skipf("no fork server: %s", p.ForkServer())
	}
	// state.cpp keeps the table of its first case's m: after a run with
	// m = 3, a run of "2 1" answers second only if it starts afresh (the
	// kept table would say first).
	for i, in := range []string{"1\n4 3\n", "1\n2 1\n", "1\n2 1\n"} {
		out, err := p.Run(context.Background(), []byte(in))
		if err != nil || string(out) != "second\n" {
			t.Fatalf("run %d: got %q, %v", i, out, err)
		}
	}
	env := Command([]string{"env"})
	out, err := env.Run(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if env.ForkServer() != "on" || !strings.Contains(string(out), markerVar+"="+strconv.Itoa(os.Getpid())+".") || strings.Contains(string(out), "LD_PRELOAD") || strings.Contains(string(out), "GAMESTRESS_FORKSERVER") {
		t.Errorf("fork server %q; the run's environment:\n%s\nwant our marker, no LD_PRELOAD, no GAMESTRESS_FORKSERVER", env.ForkServer(), out)
	}
	assertNoneLive(t)
}

// The hostile suite holds through the launcher too (the fork server off):
// the same limits, verdicts and cleanup. (TestLimitVerdicts runs its Go
// programs through the launcher already: they are static.)
func TestHostileThroughLauncher(t *testing.T) {
	withoutForkServer(func() {
		t.Run("ForkLoop", TestForkLoopIsContained)
		t.Run("FileFlood", TestFileFloodIsContained)
		t.Run("PeakMemory", TestPeakMemory)
		t.Run("DeepRecursion", TestDeepRecursionStack)
		t.Run("Orphan", TestOrphanIsKilled)
	})
}
