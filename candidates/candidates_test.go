package candidates_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
)

func TestNamesUniqueAndDescribed(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range candidates.All() {
		if seen[c.Name] {
			t.Errorf("duplicate name %q", c.Name)
		}
		seen[c.Name] = true
		if !strings.HasPrefix(c.Name, c.Problem+"-") {
			t.Errorf("%s: name does not start with its problem %q", c.Name, c.Problem)
		}
		if strings.TrimSpace(c.Bug) == "" || strings.Contains(c.Bug, "\n") {
			t.Errorf("%s: description must be one non-empty line, got %q", c.Name, c.Bug)
		}
		if (c.Program == nil) == (c.Play == nil) {
			t.Errorf("%s: want a program or, for an interactive problem, a Play", c.Name)
		}
		if c.Slow && c.Kind != candidates.Buggy {
			t.Errorf("%s: slow candidates are buggy (too slow), got %v", c.Name, c.Kind)
		}
	}
}

func TestEveryProblemHasCandidates(t *testing.T) {
	buggy := 0
	for _, c := range candidates.All() {
		if _, err := problem.Lookup(c.Problem); err != nil {
			t.Errorf("%s: %v", c.Name, err)
		}
		if c.Kind == candidates.Buggy {
			buggy++
		}
	}
	if buggy < 30 {
		t.Errorf("%d buggy mutants, want at least 30", buggy)
	}
	for _, p := range problem.All() {
		cs := candidates.ForProblem(p.ID)
		correct := 0
		for _, c := range cs {
			if c.Problem != p.ID {
				t.Errorf("ForProblem(%s) returned %s of %s", p.ID, c.Name, c.Problem)
			}
			if c.Kind == candidates.Correct && !c.Slow {
				correct++
			}
		}
		if correct == 0 {
			t.Errorf("%s: no correct candidate", p.ID)
		}
	}
}

// TestAllGroupedInProblemOrder: All lists candidates grouped by problem, in
// problem.All() order.
func TestAllGroupedInProblemOrder(t *testing.T) {
	rank := map[string]int{}
	for i, p := range problem.All() {
		rank[p.ID] = i
	}
	last := -1
	for _, c := range candidates.All() {
		r := rank[c.Problem]
		if r < last {
			t.Fatalf("%s (problem %s) comes after a later problem", c.Name, c.Problem)
		}
		last = r
	}
}

// TestDocListsEveryCandidate keeps the table in doc.go in step with All.
func TestDocListsEveryCandidate(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range candidates.All() {
		line := c.Name + " "
		if !strings.Contains(string(doc), "\t"+line) || !strings.Contains(string(doc), c.Bug) {
			t.Errorf("doc.go table lacks %s (%s)", c.Name, c.Bug)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, c := range candidates.All() {
		got, err := candidates.Lookup(c.Name)
		if err != nil || got.Name != c.Name || got.Kind != c.Kind {
			t.Errorf("Lookup(%q) = %v, %v", c.Name, got.Name, err)
		}
	}
	_, err := candidates.Lookup("hdu1846-corect")
	var nf *candidates.NotFoundError
	if !errors.As(err, &nf) {
		t.Fatalf("Lookup of a misspelt name: got %v, want a *NotFoundError", err)
	}
	if len(nf.Close) == 0 || nf.Close[0] != "hdu1846-correct" {
		t.Errorf("close names for hdu1846-corect: %v, want hdu1846-correct first", nf.Close)
	}
	if !strings.Contains(err.Error(), "hdu1846-correct") {
		t.Errorf("error %q does not name the close match", err)
	}
	if _, err := candidates.Lookup("zzzz"); err == nil {
		t.Error("Lookup(zzzz) found something")
	}
}

// TestRunRecoversPanic: a crash in a program is a RuntimeError, not a crash
// of the harness. m = -1 makes the Bash formula divide by zero.
func TestRunRecoversPanic(t *testing.T) {
	c, err := candidates.Lookup("hdu1846-correct")
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Run(context.Background(), []byte("1\n5 -1\n"))
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.RuntimeError {
		t.Fatalf("Run on a dividing-by-zero input: err = %v, want a RuntimeError", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Run(ctx, []byte("1\n5 2\n")); !errors.As(err, &re) || re.Verdict != judge.TimeLimit {
		t.Errorf("Run with a done context: err = %v, want a TimeLimit", err)
	}
	if _, err := c.Run(context.Background(), []byte("2\n5 2\n")); !errors.As(err, &re) || re.Verdict != judge.RuntimeError {
		t.Errorf("Run on a truncated input: err = %v, want a RuntimeError", err)
	}
}

// TestSamples: every correct candidate prints the judge's sample output.
func TestSamples(t *testing.T) {
	for _, p := range problem.All() {
		if p.Interactive() {
			continue // TestInteractiveSamples
		}
		for _, c := range candidates.ForProblem(p.ID) {
			if c.Kind != candidates.Correct {
				continue
			}
			out, err := c.Run(context.Background(), []byte(p.SampleIn))
			if err != nil {
				t.Errorf("%s on the sample: %v", c.Name, err)
				continue
			}
			if strings.Fields(string(out)) == nil || strings.Join(strings.Fields(string(out)), " ") != strings.Join(strings.Fields(p.SampleOut), " ") {
				t.Errorf("%s on the sample:\n got %q\nwant %q", c.Name, out, p.SampleOut)
			}
		}
	}
}
