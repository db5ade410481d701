package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// badProgram is one program of the runner's test suite and what `run`
// must say about it.
type badProgram struct {
	file    string
	reason  string
	flags   []string      // beyond the common ones
	verdict judge.Verdict // OK: it must pass
	cases   int           // cases of the reported input (0: not checked)
	exact   string        // the exact minimal input, where known by hand ("" : checked by assertLocallyMinimal)
	random  bool          // answers at random: no minimality check
}

// fast are the flags that keep a test short: a program that is bound to
// fail does so on its first run; one that passes stops after 3000 cases.
var fast = []string{"--cases", "3000", "--budget", "30s"}

// runSuite is every program of the suite that the tests run. The time
// limit is CPU time (with a wall-clock net): generous for programs that do not loop (the
// machine may be loaded), short for those that do.
var runSuite = []badProgram{
	{file: "wrong_formula.cpp", reason: "m for m+1: fails first on n=1, m=1", verdict: judge.WrongAnswer, exact: "1\n1 1\n"},
	{file: "wrong_formula.go", reason: "m for m+1, in Go", verdict: judge.WrongAnswer, exact: "1\n1 1\n"},
	{file: "wrong_formula.py", reason: "m for m+1, in Python", verdict: judge.WrongAnswer, exact: "1\n1 1\n"},
	{file: "wrong_case.cpp", reason: "First/Second capitalised", verdict: judge.WrongAnswer, cases: 1},
	{file: "wrong_case.py", reason: "First/Second capitalised, in Python", verdict: judge.WrongAnswer, cases: 1},
	{file: "state.cpp", reason: "table kept from the first case: needs two cases, stays two", verdict: judge.WrongAnswer, cases: 2},
	{file: "only_first.cpp", reason: "answers the first case only: needs two cases", verdict: judge.WrongAnswer, cases: 2},
	// --cases 0: a run of Python costs ~50 ms of fork and exit on a VM, and
	// under --cases the proof takes 512 tries (30 s); without, it takes
	// about half a second of runs. It fails on its first input of two cases
	// all the same, and two cases, locally minimal, is what is checked.
	{file: "only_first.py", reason: "answers the first case only, in Python", flags: []string{"--cases", "0"}, verdict: judge.WrongAnswer, cases: 2},
	{file: "close_early.cpp", reason: "closes stdout half-way and exits 0", verdict: judge.WrongAnswer, cases: 1},
	{file: "close_early.go", reason: "closes stdout half-way, in Go", verdict: judge.WrongAnswer, cases: 1},
	{file: "close_early.py", reason: "closes stdout half-way, in Python", verdict: judge.WrongAnswer, cases: 1},
	{file: "crash.cpp", reason: "SIGSEGV", verdict: judge.RuntimeError, cases: 1},
	{file: "crash.go", reason: "nil dereference: Go panic", verdict: judge.RuntimeError, cases: 1},
	{file: "crash.py", reason: "SIGSEGV in the interpreter", verdict: judge.RuntimeError, cases: 1},
	{file: "abort.cpp", reason: "failed assert: SIGABRT", verdict: judge.RuntimeError, cases: 1},
	{file: "abort.go", reason: "panic", verdict: judge.RuntimeError, cases: 1},
	{file: "abort.py", reason: "os.abort", verdict: judge.RuntimeError, cases: 1},
	{file: "flood.cpp", reason: "prints forever", flags: []string{"--output-limit", "1M"}, verdict: judge.OutputLimit, cases: 1},
	{file: "flood.go", reason: "prints forever, in Go", flags: []string{"--output-limit", "1M"}, verdict: judge.OutputLimit, cases: 1},
	{file: "memhog.cpp", reason: "allocates without bound: bad_alloc", flags: []string{"--mem", "32M", "--time", "10s"}, verdict: judge.MemoryLimit, cases: 1},
	{file: "memhog.go", reason: "allocates without bound: Go out of memory", flags: []string{"--mem", "32M", "--time", "10s"}, verdict: judge.MemoryLimit, cases: 1},
	{file: "random.cpp", reason: "random answers", verdict: judge.WrongAnswer, random: true},
	{file: "random.py", reason: "random answers, in Python", verdict: judge.WrongAnswer, random: true},
	{file: "forks.cpp", reason: "forks a child that sleeps forever, answers right", verdict: judge.OK},
	{file: "forks.go", reason: "starts a sleeping child, answers right, in Go", verdict: judge.OK},
	{file: "forks.py", reason: "starts a sleeping child, answers right, in Python", verdict: judge.OK},
	{file: "correct.cpp", reason: "correct", verdict: judge.OK},
	{file: "correct.go", reason: "correct, in Go", verdict: judge.OK},
	{file: "correct.py", reason: "correct, in Python", verdict: judge.OK},
}

// TestRunSuite runs `gamestress run hdu1846 FILE` on every program of the
// suite (in parallel), checks the verdict and the minimal input, and then
// that no process of theirs is left.
func TestRunSuite(t *testing.T) {
	hdu, err := problem.Lookup("hdu1846")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("group", func(t *testing.T) {
		for _, bp := range runSuite {
			t.Run(bp.file, func(t *testing.T) {
				t.Parallel()
				checkSuiteProgram(t, hdu, bp)
			})
		}
	})
	assertNoProcessLeft(t)
}

func checkSuiteProgram(t *testing.T, hdu *problem.Problem, bp badProgram) {
	dir := t.TempDir()
	args := []string{"run", "hdu1846", filepath.Join(runTestdata, bp.file), "--corpus", dir, "--cache", runCache(t), "--time", "5s", "--workers", "2", "--samples=false"}
	args = append(append(args, fast...), bp.flags...)
	r, errs, code := runJSONOf(t, args...)
	if r.Verdict != bp.verdict.String() {
		t.Fatalf("%s: verdict %s (%s), want %s\nstderr: %s", bp.reason, r.Verdict, r.Detail, bp.verdict, errs)
	}
	if bp.verdict == judge.OK {
		if code != 0 || r.Cases < 3000 || r.Corpus != "" || len(corpusFiles(t, dir)) != 0 {
			t.Errorf("%s: passing run: exit %d, %d cases, corpus %q, files %v; want 0, >= 3000 cases, nothing saved",
				bp.reason, code, r.Cases, r.Corpus, corpusFiles(t, dir))
		}
		return
	}
	if code != 1 {
		t.Errorf("%s: exit %d, want 1", bp.reason, code)
	}
	if r.Corpus == "" || !strings.HasPrefix(r.Corpus, filepath.Join(dir, "hdu1846")+"/") {
		t.Errorf("%s: saved to %q, want a file under %s", bp.reason, r.Corpus, dir)
	} else if saved, err := os.ReadFile(r.Corpus); err != nil || string(saved) != r.Input {
		t.Errorf("%s: corpus file %s holds %q (%v), want the reported input %q", bp.reason, r.Corpus, saved, err, r.Input)
	}
	if !strings.Contains(r.Reproduce, " < ") || !strings.HasSuffix(r.Reproduce, filepath.Base(r.Corpus)) {
		t.Errorf("%s: reproduce command %q does not read the corpus file", bp.reason, r.Reproduce)
	}
	if bp.random {
		return
	}
	if r.Flaky {
		t.Errorf("%s: reported flaky: %s", bp.reason, r.Detail)
	}
	if bp.exact != "" {
		if r.Input != bp.exact || !r.Minimal {
			t.Errorf("%s: input %q (minimal %v), want %q, proven minimal", bp.reason, r.Input, r.Minimal, bp.exact)
		}
		return
	}
	cases, err := hdu.Parse([]byte(r.Input))
	if err != nil || len(cases) != bp.cases {
		t.Errorf("%s: input %q has %d cases (%v), want %d", bp.reason, r.Input, len(cases), err, bp.cases)
	}
	lim := runner.Limits{Time: 5e9}
	if bp.verdict == judge.MemoryLimit {
		lim.Memory, lim.Time = 32<<20, 10e9
	}
	if bp.verdict == judge.OutputLimit {
		lim.Output = 1 << 20
	}
	assertLocallyMinimal(t, hdu, builtTestProgram(t, bp.file, lim), r.Input, bp.verdict)
}
