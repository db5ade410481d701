package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Real problems whose input holds words or a grid of characters
// ([input] words, issue 21): `gamestress check` accepts the file, the
// correct solution passes, and each wrong one is caught with the least
// failing input in the size order (fewer numbers, then the smaller sum of
// the lengths, sizes and letter numbers, then lexicographic). The least
// inputs were found by enumerating that order with an independent
// minimax in Python against a Python port of each bug (every board of up
// to 6 cells); the small phase of run tries the same order, so it reports
// them.
var tokenProblems = []struct {
	id, solution string
	verdict      string
	least        string // the least failing input ("" for OK)
	cases        string // --cases: enough for the small phase to reach least
}{
	{"abc201d", "ok.cpp", "OK", "", "40"},
	{"abc201d", "wrong-forced-move.cpp", "WrongAnswer", "1 4\n+--+\n", "120"},
	{"abc201d", "wrong-both-maximize.cpp", "WrongAnswer", "2 3\n++-\n++-\n", "250"},
}

func TestTokenProblems(t *testing.T) {
	checked := map[string]bool{}
	for _, c := range tokenProblems {
		file := filepath.Join(newProblemsDir, c.id+".toml")
		if !checked[c.id] {
			checked[c.id] = true
			t.Run(c.id+"/check", func(t *testing.T) {
				t.Parallel()
				if out, errs, code := cli(t, "check", file); code != 0 || !strings.Contains(out, "the oracle agrees with the statement") {
					t.Fatalf("check %s: exit %d\n%s%s", file, code, out, errs)
				}
			})
		}
		t.Run(c.id+"/"+c.solution, func(t *testing.T) {
			t.Parallel() // most of a run is waiting for its processes
			sol := filepath.Join(newProblemsDir, "testdata", c.id, c.solution)
			if c.verdict != "OK" {
				if first := firstLineOf(t, sol); !strings.Contains(first, "bug:") {
					t.Errorf("%s: the first line names no planted bug: %q", sol, first)
				}
			}
			needCompiler(t, sol)
			r, errs, code := runJSONOf(t, "run", file, sol, "--seed", "1", "--cases", c.cases, "--budget", "2m",
				"--corpus", t.TempDir(), "--cache", runCache(t))
			if r.Verdict != c.verdict {
				t.Fatalf("%s: verdict %s (exit %d) after %d cases, want %s\ninput: %q\nstderr: %s",
					sol, r.Verdict, code, r.Cases, c.verdict, r.Input, errs)
			}
			if c.verdict == "OK" {
				if code != 0 || r.Cases == 0 {
					t.Errorf("%s: exit %d after %d cases, want 0 after some cases", sol, code, r.Cases)
				}
				return
			}
			if code != 1 || r.Input != c.least {
				t.Errorf("%s: exit %d, input %q, want exit 1 and the least failing input %q", sol, code, r.Input, c.least)
			}
		})
	}
}
