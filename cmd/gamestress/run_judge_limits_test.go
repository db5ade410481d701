package main

import (
	"encoding/json"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress/runner"
)

// run and replay take the time, memory and stack limits of the problem's
// judge (hdu: 1s, 32 MiB, 2 MiB of stack), each flag overriding its own,
// and remember where each came from for the report. Before, the stack was
// the memory limit and the time 2s whatever the problem.
func TestRunTakesTheJudgeLimits(t *testing.T) {
	sol := filepath.Join(runTestdata, "correct.cpp")
	cases := []struct {
		args   []string
		want   runner.Limits
		from   [3]string
		reason string
	}{
		{[]string{"hdu1846", sol}, runner.Limits{Time: time.Second, Memory: 32 * runner.MiB, Stack: 2 * runner.MiB},
			[3]string{"hdu preset", "hdu preset", "hdu preset"}, "no flag: the hdu preset"},
		{[]string{"hdu1846", sol, "--stack", "256M", "--time", "3s"}, runner.Limits{Time: 3 * time.Second, Memory: 32 * runner.MiB, Stack: 256 * runner.MiB},
			[3]string{"--time", "hdu preset", "--stack"}, "flags override their own limit only"},
		{[]string{"poj2234", sol, "--mem", "none"}, runner.Limits{Time: time.Second, Memory: -1, Stack: 2 * runner.MiB},
			[3]string{"poj preset", "--mem", "poj preset"}, "no memory limit asked for"},
		{[]string{"misere-bash", sol}, runner.Limits{Time: 2 * time.Second, Memory: 256 * runner.MiB, Stack: 8 * runner.MiB},
			[3]string{"default preset", "default preset", "default preset"}, "no judge: the default"},
	}
	for _, c := range cases {
		cfg, err := parseRun("run", io.Discard, c.args)
		if err != nil {
			t.Fatalf("%s: %v", c.reason, err)
		}
		got := cfg.limits
		if got.Time != c.want.Time || got.Memory != c.want.Memory || got.Stack != c.want.Stack {
			t.Errorf("%s: limits %v, %d, %d; want %v, %d, %d", c.reason, got.Time, got.Memory, got.Stack, c.want.Time, c.want.Memory, c.want.Stack)
		}
		j := cfg.judge
		if from := [3]string{j.TimeFrom, j.MemoryFrom, j.StackFrom}; from != c.from {
			t.Errorf("%s: from %q, want %q", c.reason, from, c.from)
		}
	}
	if _, err := problem.Lookup("misere-bash"); err != nil {
		t.Fatalf("the test names a problem that is gone: %v", err)
	}
}

// A failure of gamestress itself is an error, exit 2, nothing saved; never
// the solution's RuntimeError and a bug found (exit 1). Here the launcher
// cannot start: the command's argument is longer than exec allows (E2BIG),
// as "too many open files" under ulimit -n 40 would stop it.
func TestRunHarnessFailureExits2(t *testing.T) {
	dir := t.TempDir()
	huge := strings.Repeat("x", 200<<10) // one argument over MAX_ARG_STRLEN (128 KiB)
	out, errs, code := cli(t, "run", "hdu1846", "--corpus", dir, "--budget", "2s", "--", "/bin/sh", "-c", "cat >/dev/null; echo first", huge)
	if code != 2 || !strings.Contains(errs, "argument list too long") || strings.Contains(out, "RuntimeError") {
		t.Errorf("exit %d, stdout %q, stderr %.300q; want 2 and the start failure", code, out, errs)
	}
	if files := corpusFiles(t, dir); len(files) != 0 {
		t.Errorf("saved %v for a failure of the harness", files)
	}
}

// A Python solution with a syntax error fails at build time, exit 2 with
// Python's message, like a compile error; before, it was a RuntimeError
// found and saved, exit 1.
func TestRunPythonSyntaxErrorExits2(t *testing.T) {
	dir := t.TempDir()
	out, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, "hostile", "syntax_error.py"), "--corpus", dir, "--cache", runCache(t))
	if code != 2 || !strings.Contains(errs, "does not compile") || !strings.Contains(errs, "SyntaxError") || out != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and Python's SyntaxError", code, out, errs)
	}
	if files := corpusFiles(t, dir); len(files) != 0 {
		t.Errorf("saved %v", files)
	}
}

// The report states the limits it used and where each came from, and the
// most CPU time and resident memory of one run: in text, and in JSON.
// --cases bounds the work; the budgets only guard a hang (a 1 s budget at
// load 20 could end before the runs the report describes).
func TestRunReportsLimitsAndPeak(t *testing.T) {
	out, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, "correct.cpp"), "--corpus", t.TempDir(), "--cache", runCache(t), "--cases", "2000", "--budget", "60s", "--stack", "64M")
	want := "limits: 1s CPU, 32 MiB memory, 64 MiB stack (time: hdu preset; memory: hdu preset; stack: --stack)\ncompile: g++ -O2 -std=gnu++17 -DONLINE_JUDGE (hdu preset)\nmost used by one run: "
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, report lacks %q:\n%s%s", code, want, out, errs)
	}
	var r struct {
		Verdict    string
		Limits     string
		PeakMemory int64 `json:"peak_memory_bytes"`
	}
	jout, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, "memhog.cpp"), "--corpus", t.TempDir(), "--cache", runCache(t), "--budget", "60s", "--json")
	if err := json.Unmarshal([]byte(jout), &r); err != nil || code != 1 {
		t.Fatalf("exit %d, JSON %v:\n%s%s", code, err, jout, errs)
	}
	if r.Verdict != "MemoryLimit" || r.PeakMemory <= 32*runner.MiB || !strings.HasPrefix(r.Limits, "1s CPU, 32 MiB memory") {
		t.Errorf("memhog: verdict %s, peak %d bytes, limits %q; want a MemoryLimit past 32 MiB under the hdu limits", r.Verdict, r.PeakMemory, r.Limits)
	}
}
