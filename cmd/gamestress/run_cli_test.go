package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gamestress/gamestress/stress/runner"
)

func TestRunCompileError(t *testing.T) {
	for _, file := range []string{"compile_error.cpp", "compile_error.go"} {
		dir := t.TempDir()
		out, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, file), "--corpus", dir, "--cache", runCache(t))
		if code != 2 || !strings.Contains(errs, "does not compile") || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and the compiler's message", file, code, out, errs)
		}
		want := map[string]string{"compile_error.cpp": "answer_undeclared", "compile_error.go": "unused"}[file]
		if !strings.Contains(errs, want) {
			t.Errorf("%s: stderr lacks the compiler's message (%q):\n%s", file, want, errs)
		}
		if files := corpusFiles(t, dir); len(files) != 0 {
			t.Errorf("%s: wrote %v", file, files)
		}
	}
}

// TestRunMissingCompiler: no g++ in PATH is a setup error naming the
// compiler and how to install it.
func TestRunMissingCompiler(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, "correct.cpp"), "--corpus", t.TempDir(), "--cache", t.TempDir())
	if code != 2 || !strings.Contains(errs, "g++") || !strings.Contains(errs, "apt-get install g++") {
		t.Errorf("exit %d, stderr %q; want 2, naming g++ and how to install it", code, errs)
	}
	_, errs, code = cli(t, "run", "hdu1846", "--corpus", t.TempDir(), "--", "no-such-judge-program", "x")
	if code != 2 || !strings.Contains(errs, "no-such-judge-program") {
		t.Errorf("command not found: exit %d, stderr %q; want 2 naming it", code, errs)
	}
}

// TestRunCommand runs a command given after --, with flags after the
// positional arguments: cat echoes the input, a wrong answer on any input,
// so the smallest input is the minimum.
func TestRunCommand(t *testing.T) {
	dir := t.TempDir()
	out, _, code := cli(t, "run", "hdu1846", "--corpus", dir, "--time", "5s", "--samples=false", "--", "cat")
	if code != 1 {
		t.Fatalf("exit %d, want 1:\n%s", code, out)
	}
	for _, want := range []string{"WrongAnswer", "minimal: every smaller input was tried", "\n    1\n    1 1\n", "> first", "^ first difference", "saved: ", "reproduce: "} {
		if !strings.Contains(out, want) {
			t.Errorf("text report lacks %q:\n%s", want, out)
		}
	}
	if files := corpusFiles(t, dir); len(files) != 2 {
		t.Errorf("corpus holds %v, want one .in and its .ans", files)
	}
	assertNoProcessLeft(t)
}

// TestReplayFindsAgain: after a run found a bug, replay (and run) find it
// again from the corpus at once; a fixed solution passes the corpus.
func TestReplayFindsAgain(t *testing.T) {
	dir := t.TempDir()
	common := []string{"--corpus", dir, "--cache", runCache(t), "--time", "5s", "--samples=false"}
	state := filepath.Join(runTestdata, "state.cpp")
	first, _, code := runJSONOf(t, append([]string{"run", "hdu1846", state}, common...)...)
	if code != 1 || first.Corpus == "" {
		t.Fatalf("first run: exit %d, corpus %q; want a bug saved", code, first.Corpus)
	}
	again, _, code := runJSONOf(t, append([]string{"replay", "hdu1846", state}, common...)...)
	if code != 1 || again.Input != first.Input || again.Cases != 2 || again.Replayed != 1 {
		t.Errorf("replay: exit %d, input %q, %d cases, %d replayed; want 1, %q, 2 cases of 1 saved input", code, again.Input, again.Cases, again.Replayed, first.Input)
	}
	rerun, _, code := runJSONOf(t, append([]string{"run", "hdu1846", state}, common...)...)
	if code != 1 || rerun.Input != first.Input || rerun.Cases != 2 {
		t.Errorf("run again: exit %d, input %q after %d cases; want %q from the corpus after 2", code, rerun.Input, rerun.Cases, first.Input)
	}
	out, _, code := cli(t, append([]string{"replay", "hdu1846", filepath.Join(runTestdata, "correct.cpp")}, common...)...)
	if code != 0 || !strings.Contains(out, "1 saved case passes") {
		t.Errorf("replay of a correct solution: exit %d, %q; want 0, 1 saved case passes", code, out)
	}
	out, _, code = cli(t, "replay", "hdu1846", filepath.Join(runTestdata, "correct.cpp"), "--corpus", t.TempDir(), "--cache", runCache(t))
	if code != 0 || !strings.Contains(out, "corpus is empty") {
		t.Errorf("replay of an empty corpus: exit %d, %q; want 0, saying the corpus is empty", code, out)
	}
	assertNoProcessLeft(t)
}

// wsProgram is a correct hdu1846 solution that ends every line with a
// space: fine for the judge's token checker, a PresentationError when strict.
const wsProgram = `#include <cstdio>
int main() { int c, n, m; scanf("%d", &c); while (c--) { scanf("%d %d", &n, &m); printf("%s \n", n % (m + 1) ? "first" : "second"); } }
`

func TestRunStrict(t *testing.T) {
	src := filepath.Join(t.TempDir(), "ws.cpp")
	if err := os.WriteFile(src, []byte(wsProgram), 0o644); err != nil {
		t.Fatal(err)
	}
	common := []string{"run", "hdu1846", src, "--cache", runCache(t), "--cases", "2000", "--samples=false"}
	r, _, code := runJSONOf(t, append(common, "--corpus", t.TempDir())...)
	if code != 0 || r.Verdict != "OK" {
		t.Errorf("trailing spaces, default checker: exit %d, verdict %s; want 0, OK", code, r.Verdict)
	}
	r, _, code = runJSONOf(t, append(common, "--corpus", t.TempDir(), "--strict")...)
	if code != 1 || r.Verdict != "PresentationError" || r.Input != "1\n1 1\n" {
		t.Errorf("--strict: exit %d, verdict %s on %q; want 1, PresentationError on the smallest input", code, r.Verdict, r.Input)
	}
	assertNoProcessLeft(t)
}

func TestRunUsage(t *testing.T) {
	sol := filepath.Join(runTestdata, "correct.cpp")
	tests := []struct {
		reason string
		args   []string
	}{
		{"no problem", []string{"run"}},
		{"no solution", []string{"run", "hdu1846"}},
		{"unknown problem", []string{"run", "hdu9999", sol}},
		{"missing file", []string{"run", "hdu1846", "no-such-file.cpp"}},
		{"unknown extension", []string{"run", "hdu1846", "../../go.mod"}},
		{"file and command", []string{"run", "hdu1846", sol, "--", "cat"}},
		{"empty command", []string{"run", "hdu1846", "--"}},
		{"extra argument", []string{"run", "hdu1846", sol, "extra"}},
		{"memory without unit", []string{"run", "hdu1846", sol, "--mem", "256"}},
		{"bad size", []string{"run", "hdu1846", sol, "--output-limit", "lots"}},
		{"zero time", []string{"run", "hdu1846", sol, "--time", "0s"}},
		{"zero budget", []string{"run", "hdu1846", sol, "--budget", "0s"}},
		{"negative cases", []string{"run", "hdu1846", sol, "--cases", "-1"}},
		{"unknown flag", []string{"run", "hdu1846", sol, "--frobnicate"}},
		{"replay takes no budget", []string{"replay", "hdu1846", sol, "--budget", "1s"}},
	}
	for _, tt := range tests {
		out, errs, code := cli(t, tt.args...)
		if code != 2 || out != "" || errs == "" {
			t.Errorf("%s: %v: exit %d, stdout %q, stderr %q; want 2 with a message", tt.reason, tt.args, code, out, errs)
		}
	}
}

func TestParseLimitSize(t *testing.T) {
	tests := []struct {
		in   string
		want int64
	}{
		{"256M", 256 << 20}, {"1G", 1 << 30}, {"65536K", 64 << 20}, {"64MiB", 64 << 20},
		{"2gb", 2 << 30}, {"1048576", 1 << 20}, {"none", -1}, {"unlimited", -1},
	}
	for _, tt := range tests {
		got, err := parseLimitSize("mem", tt.in, true)
		if err != nil || got != tt.want {
			t.Errorf("parseLimitSize(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "M", "-1M", "1.5G", "256", "10K", "99999999999G", "1T"} {
		if got, err := parseLimitSize("mem", bad, true); err == nil {
			t.Errorf("parseLimitSize(%q) = %d, want an error", bad, got)
		}
	}
	if got, err := parseLimitSize("output-limit", "100", false); err != nil || got != 100 {
		t.Errorf("output limit of 100 bytes: %d, %v", got, err)
	}
}

// TestRunInterrupt sends SIGINT to this process while a run is in flight
// (the signal path of cmdRun): the run stops at once, says it was
// interrupted, writes nothing, and leaves no process.
func TestRunInterrupt(t *testing.T) {
	for _, file := range []string{"loop.cpp", "correct.cpp"} {
		t.Run(file, func(t *testing.T) {
			dir := t.TempDir()
			args := []string{"run", "hdu1846", filepath.Join(runTestdata, file), "--corpus", dir, "--cache", runCache(t), "--time", "20s", "--budget", "60s"}
			// Build first, so the signal does not land during the compile.
			builtTestProgram(t, file, runner.Limits{})
			type result struct {
				out  string
				err  error
				took time.Duration
			}
			done := make(chan result, 1)
			start := time.Now()
			go func() {
				var out, errb strings.Builder
				err := run(&out, &errb, args)
				done <- result{out.String(), err, time.Since(start)}
			}()
			// A live run means cmdRun's signal handler is installed.
			for len(runner.Live()) == 0 {
				time.Sleep(5 * time.Millisecond)
			}
			time.Sleep(200 * time.Millisecond)
			if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			var r result
			select {
			case r = <-done:
			case <-time.After(15 * time.Second):
				t.Fatal("run did not stop within 15s of SIGINT (its limits were 20s and 60s)")
			}
			var ue *usageError
			if errors.As(r.err, &ue) || r.err == nil || errors.Is(r.err, errBugFound) {
				t.Errorf("error %v, want an interruption (exit 2, not a pass nor a bug)", r.err)
			}
			if !strings.Contains(r.out, "no counterexample") || !strings.Contains(r.out, "interrupted") {
				t.Errorf("report %q, want what was tried and that it was interrupted", r.out)
			}
			if files := corpusFiles(t, dir); len(files) != 0 {
				t.Errorf("interrupted run wrote %v", files)
			}
			assertNoProcessLeft(t)
		})
	}
}
