package stress

import (
	"context"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/shrink"
)

// A bug that needs two alike cases (uva10404-stale-table: the table is
// kept when m is the same) shrinks from m = 10 to the least input: each
// case alone cannot lower its m without the pair stopping to fail, the two
// in lockstep can.
func TestShrinkLockstep(t *testing.T) {
	p, err := problem.Lookup("uva10404")
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(candidates.All(), func(c candidates.Candidate) bool { return c.Name == "uva10404-stale-table" })
	stale := candidates.All()[i]
	fails := func(cs []format.Case) bool {
		return p.Check(context.Background(), stale, cs, false).Verdict == judge.WrongAnswer
	}
	start := []format.Case{{2, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {2, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2}}
	if !fails(start) {
		t.Fatal("the start does not fail")
	}
	got := shrink.Shrinker{Enumerate: -1}.Shrink(p, start, fails)
	want := []format.Case{{2, 2, 1, 1}, {2, 2, 1, 2}}
	if !slices.EqualFunc(got.Cases, want, slices.Equal) {
		t.Errorf("Shrink = %v, want %v", got.Cases, want)
	}
}
