package runner

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// runHostile runs testdata/hostile/name on input under lim, with a
// deadline so that a runner bug fails the test instead of hanging it.
func runHostile(t *testing.T, name string, lim Limits, env []string, args []string, input string) ([]byte, Usage, error) {
	t.Helper()
	p := program(t, "hostile/"+name)
	if len(args) > 0 {
		p = Command(append(p.Argv(), args...))
		p.NoForkServer = testNoForkServer
	}
	p.Limits, p.Env = lim, env
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	out, use, err := p.RunUsage(ctx, []byte(input))
	if ctx.Err() != nil {
		t.Fatalf("%s: Run did not return before the test deadline", name)
	}
	verdict := "OK"
	if err != nil {
		verdict = err.Error()
	}
	t.Logf("%s %s (input %q): %s; %s", name, strings.Join(args, " "), input, verdict, use) // the figures of the closing note
	return out, use, err
}

// wantVerdict fails unless err is a RunError of verdict v whose detail
// starts with detail.
func wantVerdict(t *testing.T, err error, v judge.Verdict, detail string) {
	t.Helper()
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != v || !strings.HasPrefix(re.Detail, detail) {
		t.Fatalf("got %v, want %v %q...", err, v, detail)
	}
}

// withWatchdog runs f with the cgroup turned off, so that the watchdog
// (counting the group's processes at each poll) must do the work.
func withWatchdog(f func()) {
	noCgroup = true
	defer func() { noCgroup = false }()
	f()
}

// A fork loop is stopped as a RuntimeError past Procs, by the pids cgroup
// where one is writable and by the watchdog otherwise, and leaves no
// process behind.
func TestForkLoopIsContained(t *testing.T) {
	lim := Limits{Time: 10 * time.Second, Procs: 16}
	modes := []struct {
		name string
		run  func(func())
	}{
		{"cgroup", func(f func()) { f() }},
		{"watchdog", withWatchdog},
	}
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			if m.name == "cgroup" && cgroupRoot() == "" {
				t.Log("no writable pids cgroup here: this mode runs the watchdog too")
			}
			m.run(func() {
				_, _, err := runHostile(t, "forkloop.c", lim, nil, nil, "")
				wantVerdict(t, err, judge.RuntimeError, "more than 16 processes")
			})
			assertNoneLive(t)
			if m.name != "cgroup" || cgroupRoot() == "" {
				return
			}
			// The fork loop's cgroup goes back to the pool once empty, with
			// the forks it refused as its next run's base: a correct run in
			// it is OK, not "more than 16 processes".
			for i := 0; i < 200 && !pooled(16); i++ {
				time.Sleep(10 * time.Millisecond)
			}
			if !pooled(16) {
				t.Fatal("the fork loop's cgroup did not come back to the pool")
			}
			p := program(t, "correct.cpp")
			p.Limits = lim
			if out, err := p.Run(context.Background(), []byte("1\n7 3\n")); err != nil || string(out) != "first\n" {
				t.Errorf("a correct run after the fork loop: %q, %v", out, err)
			}
		})
	}
}

// A program writing a file without end is stopped at the file size limit
// (SIGXFSZ) as an OutputLimit; the file never passes the limit.
func TestFileFloodIsContained(t *testing.T) {
	dir := t.TempDir()
	lim := Limits{Time: 10 * time.Second, File: 1 * MiB}
	_, _, err := runHostile(t, "fileflood.c", lim, []string{"FLOOD_DIR=" + dir}, nil, "")
	wantVerdict(t, err, judge.OutputLimit, "wrote a file past the limit of 1 MiB")
	fi, err := os.Stat(filepath.Join(dir, "flood.txt"))
	if err != nil || fi.Size() > 1*MiB {
		t.Errorf("flood.txt: %v, size %d; want at most 1 MiB", err, fi.Size())
	}
	assertNoneLive(t)
}

// Peak resident memory is measured and reported: under the limit the run
// passes and its usage shows the memory it touched; past the limit it is a
// MemoryLimit (as DMOJ and CMS judge it), though the address space allowed
// (the safety net) is larger.
func TestPeakMemory(t *testing.T) {
	lim := Limits{Time: 10 * time.Second, Memory: 64 * MiB}
	out, use, err := runHostile(t, "memtouch.c", lim, nil, nil, "40")
	if err != nil || string(out) != "done\n" {
		t.Fatalf("40 MiB under a 64 MiB limit: %q, %v; want done", out, err)
	}
	if use.Peak < 40*MiB || use.Peak > 64*MiB {
		t.Errorf("40 MiB touched: peak %s, want between 40 and 64 MiB", formatMiB(use.Peak))
	}
	_, use, err = runHostile(t, "memtouch.c", lim, nil, nil, "100")
	wantVerdict(t, err, judge.MemoryLimit, "peak resident memory")
	if use.Peak <= 64*MiB {
		t.Errorf("stopped for memory with a peak of %s, not over 64 MiB", formatMiB(use.Peak))
	}
	assertNoneLive(t)
}

// Program.Peak keeps the most of each usage over the runs (and copies).
func TestProgramPeak(t *testing.T) {
	p := Command(program(t, "hostile/memtouch.c").Argv()) // a Program of its own: no runs yet
	p.Limits = Limits{Time: 10 * time.Second, Memory: 64 * MiB}
	q := p.WithLimit(5 * time.Second).(*Program)
	for _, c := range []struct {
		prog *Program
		mib  string
	}{{p, "30 300"}, {q, "10"}} { // the 30 MiB held 300 ms: polls see it even when our own ru_maxrss hides the child's
		if _, err := c.prog.Run(context.Background(), []byte(c.mib)); err != nil {
			t.Fatalf("memtouch %s: %v", c.mib, err)
		}
	}
	if pk := p.Peak(); pk.Runs != 2 || pk.Peak < 30*MiB || pk.CPU <= 0 {
		t.Errorf("Peak() = %+v, want 2 runs, at least 30 MiB and some CPU time", pk)
	}
}

// Deep recursion (10 KB frames, depth 10^4: 100 MB of stack) crashes under
// the 8 MiB default stack, as at home on Linux, and passes under a 256 MiB
// stack (Codeforces gives the memory limit). Before, the stack defaulted
// to the memory limit and it passed everywhere.
func TestDeepRecursionStack(t *testing.T) {
	_, _, err := runHostile(t, "deeprec.cpp", Limits{Time: 10 * time.Second}, nil, nil, "10000")
	wantVerdict(t, err, judge.RuntimeError, "killed by signal SIGSEGV")
	out, _, err := runHostile(t, "deeprec.cpp", Limits{Time: 10 * time.Second, Memory: 256 * MiB, Stack: 256 * MiB}, nil, nil, "10000")
	if err != nil || len(out) == 0 {
		t.Errorf("with a 256 MiB stack: %q, %v; want an answer", out, err)
	}
	assertNoneLive(t)
}

// A child that keeps running after its parent answered and exited dies
// with the run: in the group, or out of it (setsid), found by the cgroup
// or by the run's environment entry.
func TestOrphanIsKilled(t *testing.T) {
	for _, mode := range []struct {
		name string
		run  func(func())
	}{{"cgroup", func(f func()) { f() }}, {"watchdog", withWatchdog}} {
		for _, args := range [][]string{nil, {"setsid"}} {
			t.Run(mode.name+strings.Join(append([]string{""}, args...), "-"), func(t *testing.T) {
				mode.run(func() {
					out, _, err := runHostile(t, "orphan.c", Limits{}, nil, args, "")
					if err != nil || string(out) != "answered\n" {
						t.Errorf("got %q, %v; want the answer", out, err)
					}
				})
				assertNoneLive(t)
			})
		}
	}
}

// A failure of gamestress itself is a *HarnessError, reported by
// problem.Check as OracleError, never as the solution's RuntimeError:
// here the launcher cannot start because we are out of file descriptors
// (as under ulimit -n 40), then because the start itself fails.
func TestHarnessFailureIsNotAVerdict(t *testing.T) {
	hdu, err := problem.Lookup("hdu1846")
	if err != nil {
		t.Fatal(err)
	}
	cases := []format.Case{{4, 3}}
	check := func(t *testing.T, p *Program) {
		t.Helper()
		_, err := p.Run(context.Background(), hdu.Encode(cases))
		var he *HarnessError
		if !errors.As(err, &he) {
			t.Fatalf("Run: got %v, want a *HarnessError", err)
		}
		if res := hdu.Check(context.Background(), p, cases, false); res.Verdict != judge.OracleError || !errors.As(res.Err, &he) {
			t.Errorf("Check: got %v (%v), want OracleError wrapping the HarnessError", res.Verdict, res.Err)
		}
	}
	t.Run("out of file descriptors", func(t *testing.T) {
		p := program(t, "correct.cpp")
		// Other programs' idle servers close their sockets on a timer, which
		// would free descriptors under the lowered limit: close them now, and
		// start this program's own server before the limit is lowered.
		stopServers()
		if _, err := p.Run(context.Background(), hdu.Encode(cases)); err != nil {
			t.Fatal(err)
		}
		var old syscall.Rlimit
		if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &old); err != nil {
			t.Fatal(err)
		}
		low := old
		// No new descriptor past the standard three (those open stay
		// usable; a limit just above the count of open ones would let a
		// run open its files where others were closed meanwhile): a run
		// needs three (its input and output files), or six (pipes).
		low.Cur = 3
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &low); err != nil {
			t.Fatal(err)
		}
		defer syscall.Setrlimit(syscall.RLIMIT_NOFILE, &old)
		check(t, p)
	})
	t.Run("start fails", func(t *testing.T) {
		stopServers() // the next run starts a new one
		startHook = func(*exec.Cmd) error { return syscall.EAGAIN }
		defer func() { startHook = (*exec.Cmd).Start }()
		check(t, program(t, "correct.cpp"))
	})
	assertNoneLive(t)
}

// A Python file with a syntax error fails at build time with Python's
// message, like a compile error, instead of crashing at its first run.
func TestPythonSyntaxErrorFailsTheBuild(t *testing.T) {
	_, err := Build(context.Background(), filepath.Join("testdata", "hostile", "syntax_error.py"), BuildOptions{CacheDir: testCache})
	var ce *CompileError
	if !errors.As(err, &ce) || !strings.Contains(ce.Output, "SyntaxError") || !strings.Contains(ce.Output, "syntax_error.py") {
		t.Fatalf("Build: got %v, want a CompileError with Python's SyntaxError", err)
	}
	if _, err := os.Stat(filepath.Join("testdata", "hostile", "__pycache__")); err == nil {
		t.Errorf("the syntax check wrote a __pycache__ beside the solution")
	}
}

// pooled reports whether the cgroup pool holds one for procs processes.
func pooled(procs int) bool {
	cgroupPool.Lock()
	defer cgroupPool.Unlock()
	for _, c := range cgroupPool.free {
		if c.procs == procs {
			return true
		}
	}
	return false
}
