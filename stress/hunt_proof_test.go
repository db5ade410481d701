package stress

import (
	"context"
	"testing"
	"time"
)

// A hunt bounded by its cases (Options.Cases) is bounded by work: the
// shrinker's proof gets casesProof tries whatever a run costs (a loaded
// machine's slow runs once cut uva10404's proof short, and its report
// changed); without a case bound, the tries follow the time of a run.
func TestHuntProofBoundedByCases(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		reason string
		cases  int
		perRun time.Duration
		want   int
	}{
		{"bounded by cases, fast runs", 3000, time.Millisecond, casesProof},
		{"bounded by cases, runs slowed by load", 3000, 200 * time.Millisecond, casesProof},
		{"bounded by time, fast runs", 0, time.Millisecond, int(proofTime) * 2 / int(time.Millisecond)},
		{"bounded by time, slow runs", 0, 200 * time.Millisecond, 16},
	} {
		opt := huntOptions(t)
		opt.Cases = tc.cases
		h := newHunt(context.Background(), p, newFake(p, time.Second), opt)
		h.perRun = tc.perRun
		if got := h.options().Enumerate; got != tc.want {
			t.Errorf("%s: proof bound %d, want %d", tc.reason, got, tc.want)
		}
	}
}
