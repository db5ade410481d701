package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// interactTestdata holds the solutions of the move and interactive problems.
const interactTestdata = "../../problems/testdata"

// TestRunMovesAndInteractive: `gamestress run` passes each correct solution
// of the move-answer and interactive problems and catches each planted bug
// with its verdict, its small input and, for the interactive ones, the game.
// Each run starts from a copy of the problem's committed corpus, as a run
// in the repository does (inputs found by the Go candidates of make
// stress; the rest is found by the search). Four runs go at once: most
// of their time is spent waiting on pipes, not on CPU. Python solutions need python3.
func TestRunMovesAndInteractive(t *testing.T) {
	tests := []struct {
		problem, file string
		verdict       string
		input         string // the reported input ("" for OK)
		game          string // a part of the transcript
		detail        string // a part of the detail
		reason        string
	}{
		{"a904", "correct.cpp", "OK", "", "", "", "plays every game to a win"},
		{"a904", "no-flush.cpp", "TimeLimit", "1\n1\n1\n", "jury     1", "the jury waited for output", "never flushes"},
		{"a904", "take-xor.cpp", "WrongAnswer", "1\n2\n1 2\n", "a won position given away", "is legal but leaves Grundy value 2", "a legal move that loses"},
		{"a904", "new-size.cpp", "WrongAnswer", "1\n2\n1 1\n", "program  1 1", "is illegal", "reads the jury's move as the heap's new size"},
		{"a904", "wrong-side.py", "WrongAnswer", "1\n1\n2\n", "the wrong side", "chose 1, but the player to move wins", "the side by the parity of the sum"},
		{"abc278g", "correct.cpp", "OK", "", "", "", "mirror, else Grundy values"},
		{"abc278g", "mirror-always.cpp", "WrongAnswer", "2 1 1\n", "program  First", "chose First, but the player to move loses", "mirror where it fails"},
		{"abc278g", "no-flush.py", "TimeLimit", "1 1 1\n", "jury     1 1 1", "the jury waited for output", "print without flush (every game hangs: the least input, shrunk under a short limit)"},
		{"nim-move", "correct.py", "OK", "", "", "", "the first winning heap"},
		{"nim-move", "largest.cpp", "WrongAnswer", "", "", "taking -1 from heap", "always the largest heap"},
		{"nim-move", "new-size.cpp", "WrongAnswer", "1 1\n", "", "taking 0 from heap 1 is illegal", "the new size for the amount"},
	}
	type result struct {
		out, errs string
		code      int
	}
	results := make([]chan result, len(tests))
	slots := make(chan struct{}, 4)
	for i, tc := range tests {
		results[i] = make(chan result, 1)
		dir := committedCorpus(t, tc.problem)
		go func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			out, errs, code := cli(t, "run", tc.problem, filepath.Join(interactTestdata, tc.problem, tc.file),
				"--budget", budget(tc.verdict, tc.file), "--seed", "1", "--corpus", dir, "--cache", runCache(t), "--json", "--samples=false")
			results[i] <- result{out, errs, code}
		}()
	}
	for i, tc := range tests {
		res := <-results[i]
		var r struct {
			Verdict, Input, Detail, Transcript string
		}
		if err := json.Unmarshal([]byte(res.out), &r); err != nil {
			t.Errorf("%s %s: not a JSON report (%v): %s %s", tc.problem, tc.file, err, res.out, res.errs)
			continue
		}
		if r.Verdict != tc.verdict {
			t.Errorf("%s %s (%s): verdict %s (%s), want %s", tc.problem, tc.file, tc.reason, r.Verdict, r.Detail, tc.verdict)
			continue
		}
		if want := map[bool]int{true: 0, false: 1}[tc.verdict == "OK"]; res.code != want {
			t.Errorf("%s %s (%s): exit %d, want %d", tc.problem, tc.file, tc.reason, res.code, want)
		}
		if tc.input != "" && r.Input != tc.input {
			t.Errorf("%s %s (%s): input %q, want %q", tc.problem, tc.file, tc.reason, r.Input, tc.input)
		}
		if !strings.Contains(r.Transcript, tc.game) || !strings.Contains(r.Detail, tc.detail) {
			t.Errorf("%s %s (%s): detail %q, game\n%s\nwant %q and %q", tc.problem, tc.file, tc.reason, r.Detail, r.Transcript, tc.detail, tc.game)
		}
	}
}

// committedCorpus copies the committed corpus of problem id into a fresh
// corpus directory.
func committedCorpus(t *testing.T, id string) string {
	dir := t.TempDir()
	src := filepath.Join("../../corpus", id)
	if err := os.MkdirAll(filepath.Join(dir, id), 0o755); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(src, "*"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, id, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// budget is the run's budget: a pass runs it all, so it is short; a bug
// ends the run when found, so its budget is a bound that a loaded machine
// needs for Python (each game's round trips wait for a time slice).
func budget(verdict, file string) string {
	switch {
	case verdict == "OK":
		return "2s"
	case strings.HasSuffix(file, ".py"):
		return "60s"
	}
	return "60s"
}
