package runner

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
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

// Python's fork server runs a file as python3 FILE does: the same output,
// exit status and end of standard error for exits, uncaught exceptions,
// threads still running at the end of the file, atexit, __name__ and
// sys.argv, as a fresh interpreter.
func TestPythonForkServerSameAsFreshStart(t *testing.T) {
	dir := t.TempDir()
	progs := map[string]string{
		"exitmsg.py": "import sys\nsys.exit('bye')\n",
		"raise.py":   "def f():\n    raise ValueError('boom')\nf()\n",
		// A thread that recurses deep (the usual trick for Python's
		// recursion limit) still running when the file ends with exit 3;
		// atexit after it.
		"all.py": "import atexit, os, sys, threading, time\n" +
			"print(__name__, sys.argv[0].endswith('all.py'), sys.path[0] == os.path.dirname(__file__))\n" +
			"atexit.register(lambda: print('atexit'))\n" +
			"sys.setrecursionlimit(10**6)\nthreading.stack_size(64 << 20)\n" +
			"def rec(n):\n    return 0 if n == 0 else 1 + rec(n - 1)\n" +
			"def main():\n    time.sleep(0.05)\n    print(rec(20000))\n" +
			"threading.Thread(target=main).start()\nsys.exit(3)\n",
	}
	for name, src := range progs {
		path := dir + "/" + name
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		type result struct{ out, err, stderrEnd string }
		var got [2]result
		built, err := Build(context.Background(), path, BuildOptions{CacheDir: testCache})
		if err != nil {
			t.Fatal(err)
		}
		for i, off := range []bool{false, true} {
			p := *built
			p.NoForkServer = off
			if want := map[bool]string{false: "on", true: "off: turned off"}[off]; p.ForkServer() != want {
				t.Fatalf("%s: ForkServer() = %q, want %q", name, p.ForkServer(), want)
			}
			out, err := p.Run(context.Background(), nil)
			got[i].out = string(out)
			if err != nil {
				got[i].err = err.Error()
				var re *problem.RunError
				if errors.As(err, &re) {
					lines := strings.Split(strings.TrimSpace(re.Stderr), "\n")
					got[i].stderrEnd = lines[len(lines)-1]
				}
			}
		}
		if got[0] != got[1] || got[0].out == "" && got[0].stderrEnd == "" {
			t.Errorf("%s: through the fork server %+v, fresh %+v", name, got[0], got[1])
		}
	}
	assertNoneLive(t)
}

// A run stopped the moment it started (a jury that judges at once, a
// cancelled ctx) is killed whole: the server puts the child in its own
// group before it says it started, so the kill cannot come before the
// group exists.
func TestForkServerKillRightAfterStart(t *testing.T) {
	p := Command([]string{"sh", "-c", "sleep 30"})
	judged := errors.New("judged")
	for i := 0; i < 10; i++ {
		start := time.Now()
		juryErr, runErr := p.Interact(context.Background(), func(*problem.Channel) error { return judged })
		if took := time.Since(start); took > 5*time.Second || !errors.Is(juryErr, judged) || runErr != nil {
			t.Fatalf("try %d: took %v, jury %v, run %v; want it stopped at once", i, took, juryErr, runErr)
		}
		ctx, cancel := context.WithCancel(context.Background())
		go cancel()
		start = time.Now()
		if _, err := p.Run(ctx, nil); time.Since(start) > 5*time.Second || !errors.Is(err, context.Canceled) {
			t.Fatalf("try %d: cancelled run took %v: %v", i, time.Since(start), err)
		}
	}
	assertNoneLive(t)
}
