package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Real game problems of other judges as problem files (issue 10), each
// shipped as problems/<id>.toml, with a correct contestant solution and a
// realistic wrong one under problems/testdata/<id>/ (ok.*, wrong-*.*; the
// first line of a wrong one names its bug). `gamestress run` must pass the correct one and
// catch the wrong one with its least failing input.

const newProblemsDir = "../../problems"

type newProblem struct {
	id    string
	ok    string // the correct solution, in problems/testdata/<id>/
	wrong string // the wrong one
	// least is the least failing input of wrong in the size order (fewer
	// cases, fewer numbers, smaller sum, then lexicographic), found by
	// enumerating that order with the problem's brute force
	// (problems/testdata/<id>/brute.py) against the wrong program. run must
	// report it, proven minimal or not (with values up to 10^9 before it in
	// the order, run cannot try every smaller input, but its shrinking and
	// least-first sweep still reach it).
	least string
	why   string
	// alsoOK are other correct solutions, which may rely on the
	// statement's promises (require): each must pass too.
	alsoOK []string
	// seed, when set, is a failing input larger than least, put in the
	// corpus by hand: run replays it first and must shrink it to least,
	// instead of hunting from an empty corpus (for the two problems where
	// that hunt is most of a minute of process runs: the same bug's search
	// from an empty corpus is stress's TestSearchEmptyCorpusCatchesEveryMutant,
	// on its in-process twin, twin).
	seed, twin string
}

// newProblemsHunt bounds the hunt of a wrong solution by cases, not by
// time, so that a slow machine tries the same inputs: with --cases, the
// shrinker's proof is bounded by tries, not by the time of a run
// (stress.Hunt), and the budget is only a backstop far above what a
// loaded machine needs (uva10404's shrink took 40 s under a load of 13;
// a 2m budget's wall once cut it short: "proven minimal: false").
var newProblemsHunt = []string{"--cases", "3000", "--budget", "10m"}

var newProblems = []newProblem{
	{id: "atcoder-dp-k", ok: "ok.cpp", wrong: "wrong-one-move-shortcut.cpp",
		least: "1 3\n2\n",
		why:   "a move set read from the input, one case per input (batch = 1)"},
	{id: "cf1194d", ok: "ok.py", wrong: "wrong-only-k3.cpp",
		least: "1\n6 6\n",
		why:   "a move set {1, 2, k} built from the case, test_range on k"},
	{id: "cf1537d", ok: "ok.cpp", wrong: "wrong-powers-of-two.cpp",
		least: "1\n8\n",
		why:   "take a divisor: a custom game"},
	{id: "hackerrank-chessboard", ok: "ok.cpp", wrong: "wrong-row-order.cpp",
		least: "1\n1 5\n",
		why:   "a token on a grid: a custom game on (x, y)"},
	{id: "lightoj1253", ok: "ok.cpp", wrong: "wrong-one-pile-only.py",
		least: "1\n2\n1 1\n",
		seed:  "2\n1\n3\n3\n1 1 1\n", twin: "lightoj1253-one-pile-only",
		why: "misère Nim; the answer names the case's number (index in [output])"},
	{id: "poj1704", ok: "ok.cpp", wrong: "wrong-unsorted.cpp",
		least: "1\n2\n2 1\n",
		why:   "staircase Nim: a custom game on a list state"},
	{id: "poj2975", ok: "ok.cpp", wrong: "wrong-xor-not-reset.cpp",
		least: "1\n1\n1\n1\n0\n",
		why:   "the number of winning moves, terminator framing"},
	{id: "spoj-ngm", ok: "ok.cpp", wrong: "wrong-largest-digit.cpp",
		least: "21\n",
		why:   "prints the (unique) winning move; moves depend on the digits"},
	{id: "uva10404", ok: "ok.cpp", wrong: "wrong-stale-table.cpp",
		alsoOK: []string{"ok-base-case-one.cpp", "ok-take-one-first.cpp"},
		least:  "2 2 1 1\n2 2 1 2\n",
		seed:   "5 2 1 1\n3 2 1 2\n", twin: "uva10404-stale-table",
		why: "a move set per line, cases until EOF; a table reused across cases; the promise 1 in s (require)"},
}

// needCompiler skips the test when the solution's compiler is missing.
func needCompiler(t *testing.T, file string) {
	t.Helper()
	tool := map[string]string{".cpp": "g++", ".py": "python3"}[filepath.Ext(file)]
	if tool == "" {
		t.Fatalf("%s: no compiler known for its extension", file)
	}
	if _, err := exec.LookPath(tool); err != nil {
		t.Skipf("%s is not installed: cannot build %s", tool, file)
	}
}

func TestNewProblems(t *testing.T) {
	for _, np := range newProblems {
		t.Run(np.id, func(t *testing.T) {
			t.Parallel() // most of a run is waiting for its processes
			dir := filepath.Join(newProblemsDir, "testdata", np.id)
			file := filepath.Join(newProblemsDir, np.id+".toml") // shipped: problems/<id>.toml
			ok, wrong := filepath.Join(dir, np.ok), filepath.Join(dir, np.wrong)
			for _, f := range []string{file, ok, wrong} {
				if _, err := os.Stat(f); err != nil {
					t.Fatalf("%s (%s): %v", np.id, np.why, err)
				}
			}
			if first := firstLineOf(t, wrong); !strings.Contains(first, "bug:") {
				t.Errorf("%s: the first line names no planted bug: %q", wrong, first)
			}

			if out, errs, code := cli(t, "check", file); code != 0 {
				t.Fatalf("check %s: exit %d\n%s%s", file, code, out, errs)
			}

			// The correct solutions and the wrong one run side by side,
			// each with a corpus of its own (as if run one after the other
			// on an empty corpus). --cases, not time, ends each hunt: the
			// same inputs on a slow machine.
			for _, sol := range append([]string{np.ok}, np.alsoOK...) {
				t.Run(sol, func(t *testing.T) {
					t.Parallel()
					sol := filepath.Join(dir, sol)
					needCompiler(t, sol)
					r, errs, code := runJSONOf(t, "run", file, sol, "--cases", "150", "--budget", "2m",
						"--seed", "1", "--corpus", t.TempDir(), "--cache", runCache(t))
					if code != 0 || r.Verdict != "OK" || r.Cases == 0 {
						t.Errorf("%s: exit %d, verdict %s after %d cases, want a pass; input:\n%s\nstderr: %s",
							sol, code, r.Verdict, r.Cases, r.Input, errs)
					}
				})
			}
			t.Run(np.wrong, func(t *testing.T) {
				t.Parallel()
				needCompiler(t, wrong)
				corpus := t.TempDir()
				hunt := newProblemsHunt
				if np.seed != "" {
					seedCorpus(t, corpus, np)
					// The hunt ends in the corpus phase: --cases would
					// bound nothing but the proof's tries, which do not
					// change the least input.
					hunt = []string{"--budget", "10m"}
				}
				args := append([]string{"run", file, wrong, "--seed", "1", "--corpus", corpus, "--cache", runCache(t)}, hunt...)
				r, errs, code := runJSONOf(t, args...)
				if code != 1 || r.Verdict != "WrongAnswer" {
					t.Fatalf("%s: exit %d, verdict %s after %d cases, want WrongAnswer (exit 1); stderr: %s",
						wrong, code, r.Verdict, r.Cases, errs)
				}
				if r.Input != np.least {
					t.Errorf("%s: reported input (proven minimal: %v)\n%s\nwant the least failing input\n%s",
						wrong, r.Minimal, r.Input, np.least)
				}
			})
		})
	}
}

// seedCorpus puts np.seed in the corpus directory by hand (an .in without
// its .ans, as a user would), after checking that it is the kind of input
// it stands for: larger than np.least, and a twin candidate of the same bug
// fails on it.
func seedCorpus(t *testing.T, dir string, np newProblem) {
	t.Helper()
	p, err := problem.Lookup(np.id) // shipped: problems/<id>.toml
	if err != nil {
		t.Fatal(err)
	}
	seed, least := mustParseCases(t, p, np.seed), mustParseCases(t, p, np.least)
	if !p.Less(least, seed) {
		t.Fatalf("%s: the seed\n%s\nis not larger than the least input\n%s", np.id, np.seed, np.least)
	}
	twin, err := candidates.Lookup(np.twin)
	if err != nil || twin.Problem != np.id || twin.Kind != candidates.Buggy {
		t.Fatalf("%s: %q is no buggy candidate of this problem (%v)", np.id, np.twin, err)
	}
	if r := p.Check(context.Background(), twin, seed, false); r.Verdict != judge.WrongAnswer {
		t.Fatalf("%s: %s gives %s on the seed, want WrongAnswer:\n%s", np.id, np.twin, r.Verdict, np.seed)
	}
	sub := filepath.Join(dir, np.id)
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "seed.in"), []byte(np.seed), 0o644); err != nil {
		t.Fatal(err)
	}
}

func mustParseCases(t *testing.T, p *problem.Problem, in string) []format.Case {
	t.Helper()
	cs, err := p.Parse([]byte(in))
	if err != nil {
		t.Fatalf("%s: %q: %v", p.ID, in, err)
	}
	return cs
}

func firstLineOf(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return line
}
