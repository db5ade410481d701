package main

import (
	"os"
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
// minimax (a stack, for cf1104b) in Python against a Python port of each
// bug (every board of up to 6 cells; every string of up to 6 letters over
// a..d, which holds every pattern of equal letters); the small phase of
// run tries the same order, and the shrink swaps letters, so run reports
// them.
var tokenProblems = []struct {
	id, solution string
	verdict      string
	least        string // the least failing input ("" for OK)
	cases        string // --cases: enough for the small phase to reach least ("" with replay)
	// replay: the run starts from the committed corpus (corpus/<id>/). A
	// string's least failure (cf1104b: abaaba) lies past every string of
	// five letters, beyond the small phase of runs of one case each: the
	// random phase finds it (about 600 runs: 15 s on a loaded machine),
	// as the search of the same bug in Go from an empty corpus does in
	// stress's tests (TestSearchEmptyCorpusCatchesEveryMutant,
	// cf1104b-one-recheck); here the saved input must catch the program.
	replay bool
}{
	{"abc201d", "ok.cpp", "OK", "", "40", false},
	{"abc201d", "wrong-forced-move.cpp", "WrongAnswer", "1 4\n+--+\n", "120", false},
	{"abc201d", "wrong-both-maximize.cpp", "WrongAnswer", "2 3\n++-\n++-\n", "250", false},
	{"cf1104b", "ok.cpp", "OK", "", "40", false},
	{"cf1104b", "wrong-one-recheck.cpp", "WrongAnswer", "abaaba\n", "", true},
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
			corpus := t.TempDir()
			if c.replay {
				copyCorpus(t, filepath.Join(newProblemsDir, "..", "corpus", c.id), filepath.Join(corpus, c.id))
			}
			args := []string{"run", file, sol, "--seed", "1", "--budget", "2m", "--corpus", corpus, "--cache", runCache(t)}
			if !c.replay {
				// A replayed failure ends the hunt in the corpus phase:
				// there --cases would bound nothing but the proof's
				// tries (512 runs), which cannot go below the least.
				args = append(args, "--cases", c.cases)
			}
			r, errs, code := runJSONOf(t, args...)
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

// copyCorpus copies the saved inputs and answers of one problem.
func copyCorpus(t *testing.T, from, to string) {
	t.Helper()
	files, err := os.ReadDir(from)
	if err != nil || len(files) == 0 {
		t.Fatalf("no committed corpus in %s: %v", from, err)
	}
	if err := os.MkdirAll(to, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(from, f.Name()))
		if err == nil {
			err = os.WriteFile(filepath.Join(to, f.Name()), b, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
