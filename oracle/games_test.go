package oracle

import (
	"errors"
	"slices"
	"strconv"
	"testing"
)

func TestReachMatchesSearch(t *testing.T) {
	for m := int64(1); m <= 12; m++ {
		for target := int64(1); target <= 80; target++ {
			s := NewSolver[int64](ReachGame{Target: target, MaxRaise: m}, Normal)
			r, err := s.Solve(0)
			if err != nil {
				t.Fatal(err)
			}
			var want []int64
			for _, mv := range r.Winning {
				v, _ := strconv.ParseInt(mv.Label[len("raise "):], 10, 64)
				want = append(want, v)
			}
			o, got, tier, err := ReachWinning(target, m)
			if err != nil || o != r.Outcome || !slices.Equal(got, want) || tier != TierSearch {
				t.Fatalf("target %d raise 1..%d: %v %v %v; search %v %v", target, m, o, got, err, r.Outcome, want)
			}
		}
	}
	// hdu2149 samples: 4 2 → 1; 3 2 → none; 3 5 → 3 4 5
	for _, c := range []struct {
		m, n int64
		want []int64
	}{{4, 2, []int64{1}}, {3, 2, nil}, {3, 5, []int64{3, 4, 5}}} {
		if _, got, _, _ := ReachWinning(c.m, c.n); !slices.Equal(got, c.want) {
			t.Errorf("hdu2149 %d %d: %v, want %v", c.m, c.n, got, c.want)
		}
	}
	if _, _, _, err := ReachWinning(0, 3); !errors.Is(err, ErrBadGame) {
		t.Error("target 0 accepted")
	}
}

// The reach table for large raises and after extension (a small target
// first, then one past the first table's 2048 distances) agrees with the
// memoized DFS over the game's own moves.
func TestReachLargeMatchesSearch(t *testing.T) {
	for _, c := range []struct{ first, target, m int64 }{
		{10, 5000, 7}, {3, 2100, 1100}, {1100, 1100, 1099}, {2048, 2049, 1024}, {1, 4097, 300},
	} {
		ReachWinning(c.first, c.m)
		s := NewSolver[int64](ReachGame{Target: c.target, MaxRaise: c.m}, Normal)
		r, err := s.Solve(0)
		if err != nil {
			t.Fatal(err)
		}
		o, got, _, err := ReachWinning(c.target, c.m)
		if err != nil || o != r.Outcome || len(got) != len(r.Winning) {
			t.Fatalf("target %d raise 1..%d: %v %v %v; search %v with %d winning raises", c.target, c.m, o, got, err, r.Outcome, len(r.Winning))
		}
		for i, mv := range r.Winning {
			if mv.Label != "raise "+strconv.FormatInt(got[i], 10) {
				t.Fatalf("target %d raise 1..%d: winning raise %d is %d, search says %q", c.target, c.m, i, got[i], mv.Label)
			}
		}
	}
}

func TestBoardMatchesSearch(t *testing.T) {
	s := NewSolver[[2]int64](BoardGame{}, Normal)
	for n := int64(1); n <= 60; n++ {
		for m := int64(1); m <= 60; m++ {
			want, err := s.Outcome([2]int64{n - 1, m - 1})
			if err != nil {
				t.Fatal(err)
			}
			if got, _, err := BoardOutcome(n, m); err != nil || got != want {
				t.Fatalf("%d×%d: %v %v, search %v", n, m, got, err, want)
			}
		}
	}
	for _, c := range []struct {
		n, m int64
		want Outcome
	}{{5, 3, P}, {5, 4, N}, {6, 6, N}, {2000, 2000, N}, {1999, 1999, P}} {
		if o, _, _ := BoardOutcome(c.n, c.m); o != c.want {
			t.Errorf("%d×%d: %v, want %v", c.n, c.m, o, c.want)
		}
	}
	if _, _, err := BoardOutcome(2001, 5); !errors.Is(err, ErrTooLarge) {
		t.Error("2001 accepted")
	}
}
