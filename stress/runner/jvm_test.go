package runner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// javaProgram builds testdata/hostile/name (cached across test runs:
// javac is slow).
func javaProgram(t testing.TB, name string) *Program {
	t.Helper()
	if _, err := os.Stat(filepath.Join("testdata", "hostile", name)); err != nil {
		t.Fatal(err)
	}
	p, err := Build(context.Background(), filepath.Join("testdata", "hostile", name), BuildOptions{CacheDir: testCache})
	if err != nil {
		var mt *MissingToolError
		if errors.As(err, &mt) {
			t.Skip(err)
		}
		t.Fatalf("Build(%s): %v", name, err)
	}
	return p
}

// outcome is what a run gave, as the comparisons see it.
type outcome struct {
	out, verdict, detail, stderrEnd string
}

func (o outcome) String() string {
	out := o.out
	if len(out) > 200 {
		out = out[:200] + "..."
	}
	return "verdict " + o.verdict + " (" + o.detail + "), output " + strconv.Quote(out) + ", end of stderr " + strconv.Quote(o.stderrEnd)
}

// runJava runs p once on input under lim, with a deadline.
func runJava(t *testing.T, p *Program, lim Limits, input string) (outcome, Usage) {
	t.Helper()
	q := *p
	q.Limits = lim
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, use, err := q.RunUsage(ctx, []byte(input))
	if ctx.Err() != nil {
		t.Fatalf("%q: Run did not return before the test deadline", input)
	}
	o := outcome{out: string(out), verdict: "OK"}
	var re *judge.RunError
	switch {
	case errors.As(err, &re):
		o.verdict, o.detail = re.Verdict.String(), re.Detail
		lines := strings.Split(strings.TrimSpace(re.Stderr), "\n")
		o.stderrEnd = lines[len(lines)-1]
	case err != nil:
		t.Fatalf("%q: %v", input, err)
	}
	return o, use
}

// The hostile Java suite: each behaviour gives, through the JVM server,
// the verdict, output, detail and end of standard error that a fresh JVM
// (--fork-server=off) gives, and the verdict it must; what one run
// changes (static fields, the default locale, system properties) is not
// seen by the next; nothing a run started survives it.
func TestJVMServerSameAsFreshJVM(t *testing.T) {
	p := javaProgram(t, "Hostile.java")
	if got := p.ForkServer(); got != "on" {
		t.Fatalf("ForkServer() = %q, want on", got)
	}
	short := Limits{Time: 300 * time.Millisecond, Memory: 64 * MiB, Output: 1 * MiB}
	long := short
	long.Time = 10 * time.Second
	dir := t.TempDir()
	cases := []struct {
		input   string
		lim     Limits
		verdict string
		out     string // "" for any (a limit's cut)
		detail  string // a prefix of the detail, "" for any
	}{
		{"state", long, "OK", "runs 1\n", ""},
		{"echo\na b\nc\n", long, "OK", "a b\nc\n", ""},
		{"exit3", long, "RuntimeError", "before\n", "exit status 3"},
		{"catchexit", long, "RuntimeError", "before\n", "exit status 5"},
		{"threadexit", long, "RuntimeError", "thread\n", "exit status 4"},
		{"throw", long, "RuntimeError", "", "exit status 1"},
		{"nonmain", long, "OK", "main goes on\n", ""},
		{"late", long, "OK", "late answer\n", ""},
		{"daemon", long, "OK", "main done\n", ""},
		{"fd", long, "OK", "fd out\ndev stdout\n", ""},
		{"noflush", long, "OK", "unterminated", ""},
		{"locale", long, "OK", "1.50 null\n1,50\n", ""},
		{"locale", long, "OK", "1.50 null\n1,50\n", ""},
		{"child", long, "OK", "answered\n", ""},
		{"cwd", long, "OK", "false 0\n1\n", ""},
		{"cwd", long, "OK", "false 0\n1\n", ""},
		{"close", long, "OK", "half\n", ""},
		{"deep", long, "RuntimeError", "", "exit status 1"},
		{"oom", long, "MemoryLimit", "", "MemoryError"},
		{"flood", long, "OutputLimit", "", "more than 1 MiB of output"},
		{"fileflood " + dir, Limits{Time: 10 * time.Second, File: 1 * MiB}, "", "", ""},
		{"loop", short, "TimeLimit", "", ""},
		{"sleep", short, "TimeLimit", "", ""},
		{"state", long, "OK", "runs 1\n", ""},
	}
	if cgroupRoot() != "" {
		cases = append(cases, struct {
			input   string
			lim     Limits
			verdict string
			out     string
			detail  string
		}{"threadbomb", Limits{Time: 10 * time.Second, Procs: 64}, "RuntimeError", "", "more than 64 processes and threads"})
	}
	fresh := *p
	fresh.NoForkServer = true
	for _, c := range cases {
		served, use := runJava(t, p, c.lim, c.input)
		alone, _ := runJava(t, &fresh, c.lim, c.input)
		t.Logf("%q: %s; %s", c.input, served, use)
		if c.verdict != "" && served.verdict != c.verdict || c.out != "" && served.out != c.out || !strings.HasPrefix(served.detail, c.detail) {
			t.Errorf("%q through the JVM server: %s; want verdict %s, output %q, detail %q...", c.input, served, c.verdict, c.out, c.detail)
		}
		if served.verdict == "TimeLimit" || served.verdict == "OutputLimit" || strings.HasPrefix(c.input, "threadbomb") {
			// Where the run was cut depends on the polls and the load
			// (and the JVM's warnings carry the time).
			served.out, alone.out, served.detail, alone.detail, served.stderrEnd, alone.stderrEnd = "", "", "", "", "", ""
		}
		if served != alone {
			t.Errorf("%q: through the JVM server %s; in a fresh JVM %s", c.input, served, alone)
		}
		assertNoneLive(t)
	}
	if got := p.ForkServer(); got != "on" {
		t.Errorf("after the suite: ForkServer() = %q, want on", got)
	}
	assertNoJVMLeft(t)
}

// A program that calls Runtime.halt (or Runtime.exit, or adds a shutdown
// hook) cannot share a JVM with the next run: the server refuses it, its
// runs start a JVM each, with the same result, and ForkServer says why.
func TestJVMServerRefusesRuntimeHalt(t *testing.T) {
	p := javaProgram(t, "Halt.java")
	lim := Limits{Time: 10 * time.Second}
	for i := range 2 {
		o, _ := runJava(t, p, lim, "")
		if o.out != "halting\n" || o.verdict != "RuntimeError" || o.detail != "exit status 6" {
			t.Errorf("run %d: %s; want halting, exit status 6", i, o)
		}
	}
	if got, want := p.ForkServer(), "off: the program calls Runtime.halt"; got != want {
		t.Errorf("ForkServer() = %q, want %q", got, want)
	}
	assertNoJVMLeft(t)
}

// Under a time limit below what a JVM needs to start, a warm server's run
// would pass where a fresh JVM cannot: the server's runs that close to the
// limit are decided by a fresh JVM, so both say the same.
func TestJVMServerNearTheLimitAsFresh(t *testing.T) {
	p := javaProgram(t, "Hostile.java")
	fresh := *p
	fresh.NoForkServer = true
	for _, ms := range []int{30, 2000} {
		lim := Limits{Time: time.Duration(ms) * time.Millisecond, Wall: 20 * time.Second}
		t0 := time.Now()
		served, _ := runJava(t, p, lim, "state")
		t1 := time.Now()
		alone, _ := runJava(t, &fresh, lim, "state")
		t.Logf("limit %dms: served %s in %v, fresh %s in %v", ms, served, t1.Sub(t0), alone, time.Since(t1))
		if served.verdict != alone.verdict {
			t.Errorf("limit %dms: through the server %s, fresh %s", ms, served, alone)
		}
	}
	assertNoJVMLeft(t)
}

// assertNoJVMLeft stops the idle JVM servers and fails if a process
// carrying a JVM server's marker (a server, or a process a run started)
// is still alive a moment later, or a server's working folder is left.
func assertNoJVMLeft(t *testing.T) {
	t.Helper()
	stopJVMServers()
	prefix := jvmMarkerVar + "=" + strconv.Itoa(os.Getpid()) + "."
	deadline := time.Now().Add(5 * time.Second)
	for {
		pids := marked(prefix, 0)
		dirs, _ := filepath.Glob(filepath.Join(scratchRoot(), jvmFolderPrefix+"*"))
		if len(pids) == 0 && len(dirs) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("JVM processes left behind: %v; JVM servers' folders: %v", describe(pids), dirs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A server killed while idle (from outside) is replaced: the next run,
// right after the kill, goes to a new one and passes.
func TestJVMServerKilledWhileIdle(t *testing.T) {
	p := javaProgram(t, "Hostile.java")
	lim := Limits{Time: 10 * time.Second}
	if o, _ := runJava(t, p, lim, "state"); o.out != "runs 1\n" {
		t.Fatalf("first run: %s", o)
	}
	jvms.Lock()
	var pids []int
	for _, list := range jvms.idle {
		for _, j := range list {
			pids = append(pids, j.pid)
		}
	}
	jvms.Unlock()
	if len(pids) == 0 {
		t.Fatal("no idle JVM server after a run")
	}
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	// The next run comes at once: the killed server may not have ended
	// yet (a SIGKILL pending), and must not be handed the run.
	if o, _ := runJava(t, p, lim, "state"); o.out != "runs 1\n" || o.verdict != "OK" {
		t.Errorf("the run after the server was killed: %s", o)
	}
	assertNoJVMLeft(t)
}
