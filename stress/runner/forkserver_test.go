package runner

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// C and C++ programs built here have the fork server linked in, and are
// static; built as their compile command shows (a user's own binary) they
// are dynamically linked and take the preloaded one. Python's runs are
// forked from a started interpreter. A Go program built here is static:
// its runs exec it through the launcher. With NoForkServer, every run
// execs.
func TestForkServerModes(t *testing.T) {
	for _, c := range []struct {
		file    string
		preload bool // built without the linked server
		off     bool
		want    string
		mode    string
	}{
		{"correct.cpp", false, false, "on", startLink},
		{"hostile/orphan.c", false, false, "on", startLink},
		{"correct.cpp", true, false, "on", startFork},
		{"correct.py", false, false, "on", startPy},
		{"correct.go", false, false, "off: static binary", startExec},
		{"correct.cpp", false, true, "off: turned off", startExec},
	} {
		var p *Program
		if c.preload {
			withPreload(func() { p = program(t, c.file) })
		} else {
			p = program(t, c.file)
		}
		p.NoForkServer = c.off
		if got := p.ForkServer(); got != c.want {
			t.Errorf("%s (preload %v, NoForkServer %v): ForkServer() = %q, want %q", c.file, c.preload, c.off, got, c.want)
		}
		if got, _ := p.startModeMemo(); got != c.mode {
			t.Errorf("%s (preload %v, NoForkServer %v): runs start by %q, want %q", c.file, c.preload, c.off, got, c.mode)
		}
		if strings.HasSuffix(c.file, ".c") {
			continue // not an hdu1846 solution
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
	if env.ForkServer() != "on" || !strings.Contains(string(out), markerVar+"="+strconv.Itoa(os.Getpid())+".") || strings.Contains(string(out), "LD_PRELOAD") || strings.Contains(string(out), "GAMESTRESS_FORKSERVER") ||
		strings.Contains(string(out), "LD_BIND_NOW") || strings.Contains(string(out), "GAMESTRESS_BIND_NOW") {
		t.Errorf("fork server %q; the run's environment:\n%s\nwant our marker, and none of LD_PRELOAD, LD_BIND_NOW, GAMESTRESS_FORKSERVER, GAMESTRESS_BIND_NOW", env.ForkServer(), out)
	}
	assertNoneLive(t)
}

// The hostile suite holds through the preloaded fork server too (the
// programs built dynamically, as a user's own binaries are), and a forked
// run there is as fresh as through the linked one.
func TestHostileThroughPreload(t *testing.T) {
	withPreload(func() {
		runHostileSuite(t)
		t.Run("Fresh", TestForkServerRunsAreFresh)
	})
}

// The hostile suite holds through the launcher too (the fork server off):
// the same limits, verdicts and cleanup. (TestLimitVerdicts runs its Go
// programs through the launcher already: they are static.)
func TestHostileThroughLauncher(t *testing.T) {
	withoutForkServer(func() { runHostileSuite(t) })
}

// runHostileSuite runs the hostile programs' tests as subtests of t.
func runHostileSuite(t *testing.T) {
	t.Run("ForkLoop", TestForkLoopIsContained)
	t.Run("FileFlood", TestFileFloodIsContained)
	t.Run("PeakMemory", TestPeakMemory)
	t.Run("DeepRecursion", TestDeepRecursionStack)
	t.Run("Orphan", TestOrphanIsKilled)
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
				var re *judge.RunError
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
		juryErr, runErr := p.Interact(context.Background(), func(*judge.Channel) error { return judged })
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

// A program whose fork server does not come up is run by plain starts
// instead: every run gives the right output, and ForkServer says why. The
// dynamic loader ignores LD_PRELOAD in a setgid program (secure mode), so
// such a copy of correct.cpp never serves (setgidCopy).
func TestForkServerFallsBack(t *testing.T) {
	var dyn *Program
	withPreload(func() { dyn = program(t, "correct.cpp") })
	p := Command([]string{setgidCopy(t, dyn.Argv()[0])})
	if got := p.ForkServer(); got != "on" {
		t.Fatalf("before the first run: ForkServer() = %q, want on (a dynamic binary)", got)
	}
	for i := range 3 {
		out, err := p.Run(context.Background(), []byte("2\n7 3\n8 3\n"))
		if err != nil || string(out) != "first\nsecond\n" {
			t.Fatalf("run %d: got %q, %v", i, out, err)
		}
	}
	if got, want := p.ForkServer(), "off: the program did not start the fork server"; got != want {
		t.Errorf("ForkServer() = %q, want %q", got, want)
	}
	assertNoneLive(t)
}

// setgidCopy copies the binary at path into a fresh directory as a
// setgid program of another group than ours (nogroup, 65534): the dynamic
// loader runs it in secure mode, where LD_PRELOAD is ignored. It needs
// root (to give a file to a group we are not in).
func setgidCopy(t *testing.T, path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(t.TempDir(), "setgid")
	if err := os.WriteFile(dst, b, 0o755); err != nil {
		t.Fatal(err)
	}
	if os.Getgid() == 65534 {
		t.Skip("we run as group 65534: no other group to give the copy to")
	}
	if err := os.Chown(dst, -1, 65534); err != nil {
		t.Skipf("giving a file to another group needs root: %v", err)
	}
	if err := os.Chmod(dst, 0o755|os.ModeSetgid); err != nil {
		t.Fatal(err)
	}
	return dst
}

// A Go program built with cgo is dynamically linked: its runs are forked
// from a fork server stopped before the Go runtime starts, and they are
// fresh, right, limited (RLIMIT_DATA, as for any Go binary) and measured.
func TestForkServerCgoGo(t *testing.T) {
	for _, tool := range []string{"go", "gcc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not in PATH: a cgo build needs it", tool)
		}
	}
	p, err := Build(context.Background(), "testdata/cgo/main.go", BuildOptions{CacheDir: testCache,
		Compile: "CGO_ENABLED=1 GO111MODULE=on GOWORK=off GOFLAGS= go build -o {out} {src}"})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.ForkServer(); got != "on" {
		t.Fatalf("ForkServer() = %q, want on", got)
	}
	cs := testCases()
	for i := range 3 {
		out, use, err := p.RunUsage(context.Background(), judgeInput(cs))
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if got, want := lines(out), expectedLines(cs); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("run %d: %d lines, want %d (first %q)", i, len(got), len(want), got[:min(len(got), 1)])
		}
		if use.Peak <= 0 {
			t.Errorf("run %d: peak memory %d, want it measured", i, use.Peak)
		}
	}
	if got := p.ForkServer(); got != "on" {
		t.Errorf("after the runs: ForkServer() = %q, want on", got)
	}
	// A memory limit below what the Go runtime needs: the run fails, as
	// an exec'd one would, and leaves nothing behind.
	small := *p
	small.Limits.Memory = 1 << 20
	if _, err := small.Run(context.Background(), judgeInput(cs)); err == nil {
		t.Error("under 1 MiB of memory the run passed")
	}
	assertNoneLive(t)
}

// Where the static link fails (a toolchain without static libraries), a C
// or C++ build is linked dynamically, without the server, and its runs
// take the preloaded one: the same output, forked all the same.
func TestStaticLinkFallsBack(t *testing.T) {
	staticLink = "-Wl,--no-such-flag-gamestress"
	defer func() { staticLink = "-static" }()
	p, err := Build(context.Background(), filepath.Join("testdata", "correct.cpp"), BuildOptions{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatalf("Build: %v, want the dynamic fallback", err)
	}
	if mode, _ := p.startModeMemo(); mode != startFork || p.ForkServer() != "on" {
		t.Errorf("runs start by %q (%s), want %q: a dynamic binary, forked through the preloaded server", mode, p.ForkServer(), startFork)
	}
	out, err := p.Run(context.Background(), []byte("2\n7 3\n8 3\n"))
	if err != nil || string(out) != "first\nsecond\n" {
		t.Errorf("got %q, %v", out, err)
	}
	assertNoneLive(t)
}
