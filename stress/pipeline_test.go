package stress

import (
	"context"
	"testing"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
)

// Pipelining (inputs prepared while runs go on) changes when the work is
// done, not what is checked: on the same seed, with and without it, every
// fast mutant of these problems is found in the same phase after the same
// number of cases, at the same minimal input with the same verdict, and a
// correct solution passes the same number of cases. Both the oracle's
// share (a run's budget: answers made before the run) and no share
// (answers made in the comparison) are covered.
func TestPipelineSameVerdicts(t *testing.T) {
	ids := map[string]bool{"hdu1846": true, "hdu1850": true, "hdu2509": true}
	found := 0
	for _, c := range candidates.All() {
		if !ids[c.Problem] || c.Slow || c.Kind == candidates.Equivalent || c.Name == "hdu1846-first-case-only" {
			// (first-case-only: shrinking a two-case failure takes seconds)
			continue
		}
		p, err := problem.Lookup(c.Problem)
		if err != nil {
			t.Fatal(err)
		}
		for _, share := range []time.Duration{-1, time.Minute} {
			search := func(noPipe bool) Report {
				rep, err := Search(context.Background(), p, c, Options{Corpus: corpus.Store{Dir: t.TempDir()}, NoSave: true,
					Seed: 7, Workers: 3, Cases: 4000, Budget: time.Hour, OracleShare: share, NoPipeline: noPipe})
				if err != nil {
					t.Fatalf("%s: %v", c.Name, err)
				}
				return rep
			}
			on, off := search(false), search(true)
			if on.Verdict != off.Verdict || string(on.Input) != string(off.Input) || on.Minimal != off.Minimal ||
				on.Cases != off.Cases || on.Phase != off.Phase || on.Expected != off.Expected {
				t.Errorf("%s (share %v): pipelined %v after %d cases (%s) on %q minimal %v; not pipelined %v after %d cases (%s) on %q minimal %v",
					c.Name, share, on.Verdict, on.Cases, on.Phase, on.Input, on.Minimal, off.Verdict, off.Cases, off.Phase, off.Input, off.Minimal)
			}
			if c.Kind == candidates.Correct && on.Failed() {
				t.Errorf("%s (share %v): %v", c.Name, share, on.Verdict)
			}
			found += map[bool]int{true: 1}[on.Failed()]
		}
	}
	if found < 6 {
		t.Errorf("%d failures found in all, want at least 6: the comparison says little", found)
	}
}
