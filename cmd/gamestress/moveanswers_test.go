package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Real problems whose answer is a move of a custom game ([answer] write
// or accept, issue 21): the correct solution passes; one wrong solution
// prints a legal move that loses, the other something that is no move at
// all, and run must say which, on the least failing input (the least in
// the size order: run's small phase tries every smaller q or n, though a
// loaded machine may end its proof before it can say so).
var moveAnswerProblems = []struct {
	id, solution string
	verdict      string
	least        string // the least failing input ("" for OK)
	detail       string // what the report's detail must say
}{
	{"cf150a", "ok.cpp", "OK", "", ""},
	{"cf150a", "wrong-smallest-prime.cpp", "WrongAnswer", "8\n", `"2" is a legal move from 8 but not a winning one`},
	{"cf150a", "wrong-square.cpp", "WrongAnswer", "18\n", `"4" is not a move from 18`},
	{"cf87c", "ok.cpp", "OK", "", ""},
	{"cf87c", "wrong-least-split.cpp", "WrongAnswer", "21\n", "splitting 21 into 2 piles loses: want 3"},
	{"cf87c", "wrong-no-divisibility.cpp", "WrongAnswer", "22\n", "no split of 22 into 3 piles exists: want 4"},
}

func TestMoveAnswerProblems(t *testing.T) {
	for _, c := range moveAnswerProblems {
		t.Run(c.id+"/"+c.solution, func(t *testing.T) {
			t.Parallel()
			file := filepath.Join(newProblemsDir, c.id+".toml")
			sol := filepath.Join(newProblemsDir, "testdata", c.id, c.solution)
			if c.verdict != "OK" {
				if first := firstLineOf(t, sol); !strings.Contains(first, "bug:") {
					t.Errorf("%s: the first line names no planted bug: %q", sol, first)
				}
			}
			needCompiler(t, sol)
			r, errs, code := runJSONOf(t, "run", file, sol, "--seed", "1", "--cases", "60", "--budget", "2m",
				"--corpus", t.TempDir(), "--cache", runCache(t), "--samples=false")
			if r.Verdict != c.verdict {
				t.Fatalf("%s: verdict %s (exit %d) after %d cases, want %s\ninput: %q\ndetail: %s\nstderr: %s",
					sol, r.Verdict, code, r.Cases, c.verdict, r.Input, r.Detail, errs)
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
			if !strings.Contains(r.Detail, c.detail) {
				t.Errorf("%s: detail %q, want it to say %q", sol, r.Detail, c.detail)
			}
		})
	}
}
