package stress

import (
	"context"
	"testing"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem/judge"
)

// TestSearchBoundariesCatchFloatPhi: with an empty corpus, the float64-φ
// mutant of hdu1527 (wrong first at k = 102334155, out of reach of the
// small phase and rare in random draws) is caught by the boundaries phase,
// whatever the seed, with Wythoff's exact P positions as the boundaries.
func TestSearchBoundariesCatchFloatPhi(t *testing.T) {
	c := mustCandidate(t, "hdu1527-float64-phi")
	p := mustProblem(t, c.Problem)
	for _, seed := range []int64{1, 2, 3, 97, 12345} {
		store := corpus.Store{Dir: t.TempDir()}
		opt := Options{Name: c.Name, Corpus: store, Seed: seed, Small: 2000, Budget: 20e9, Enumerate: 1000}
		rep, err := Search(context.Background(), p, c, opt)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if rep.Verdict != judge.WrongAnswer || rep.Phase != "boundaries" || rep.Flaky || rep.Corpus == "" {
			t.Errorf("seed %d: %s in phase %q (flaky=%v, corpus %q) after %d cases; want WrongAnswer in the boundaries phase",
				seed, rep.Verdict, rep.Phase, rep.Flaky, rep.Corpus, rep.Cases)
		}
	}
}

// TestSearchBoundariesPhaseCanBeSkipped: NoBoundaries leaves the mutant to
// the random phase, which does not find it in a few inputs.
func TestSearchBoundariesPhaseCanBeSkipped(t *testing.T) {
	c := mustCandidate(t, "hdu1527-float64-phi")
	p := mustProblem(t, c.Problem)
	opt := Options{Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 1, Small: 100, Cases: 2000, Budget: 20e9, NoBoundaries: true}
	rep, err := Search(context.Background(), p, c, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Phase == "boundaries" {
		t.Errorf("NoBoundaries: found in the boundaries phase")
	}
}
