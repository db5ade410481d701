package custom

import (
	"errors"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// TestCustomPeriodAgreesWithCatalogue: a subtraction game declared with
// max_take gets the period the catalogue certifies (window theorem), and
// answers heaps far past any search (10^12, 10^18) as the catalogue does.
func TestCustomPeriodAgreesWithCatalogue(t *testing.T) {
	for _, set := range [][]int64{{1, 3, 4}, {2, 3}, {1, 5, 6}, {1, 4}, {3, 7, 11}} {
		ints := make([]int, len(set))
		for i, v := range set {
			ints[i] = int(v)
		}
		for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
			spec := CustomSpec{Name: "sub", State: []string{"n"}, Moves: "map(filter(s, # <= n), n - #)", Play: play, MaxTake: set[len(set)-1]}
			g := customGame(t, spec, map[string]any{"s": ints})
			// the catalogue's game (this package's tests are the only users
			// of its tables in this test binary)
			want, ok := oracle.HeapPeriod(oracle.Subtraction(set), play)
			if !ok {
				t.Fatalf("%v: the catalogue certifies no period", set)
			}
			got, ok, err := g.Period()
			if err != nil || !ok {
				t.Fatalf("%v %v: no period: %v", set, play, err)
			}
			if got.Period != want.Period || got.Preperiod != want.Preperiod {
				t.Fatalf("%v %v: period %d from %d, catalogue %d from %d", set, play, got.Period, got.Preperiod, want.Period, want.Preperiod)
			}
			for _, n := range []int64{0, 1, 7, 100, 999_999, 1_000_000_000_007, 1_000_000_000_000_000_000} {
				a, err := g.Solve([]int64{n})
				if err != nil {
					t.Fatal(err)
				}
				w, err := oracle.Analyze("subtraction", oracle.Params{Moves: set}, play, []int64{n})
				if err != nil {
					t.Fatal(err)
				}
				if a.Outcome != w.Outcome || a.Grundy != w.Grundy || len(a.Winning) != len(w.Winning) {
					t.Fatalf("%v %v n=%d: custom %v G=%d %v, catalogue %v G=%d %v", set, play, n, a.Outcome, a.Grundy, a.Winning, w.Outcome, w.Grundy, w.Winning)
				}
				if n > 1<<30 && a.Tier != oracle.TierPeriod {
					t.Fatalf("%v n=%d: tier %v, want the certified period", set, n, a.Tier)
				}
			}
		}
	}
}

// TestCustomPeriodRefusals: max_take declarations are checked, and a heap
// past the searched range without a certificate is refused with the reason.
func TestCustomPeriodRefusals(t *testing.T) {
	cases := []struct {
		reason string
		spec   CustomSpec
		n      int64
		want   string
		is     error
	}{
		{"a move taking more than max_take", CustomSpec{Moves: "map(filter([1, 5], # <= n), n - #)", MaxTake: 4}, 10,
			"takes 5", oracle.ErrBadGame},
		{"different amounts from heaps past max_take (divisors)", CustomSpec{Moves: "map(filter(1..min(n - 1, 3), n % # == 0), n - #)", MaxTake: 3}, 100,
			"the same moves from every heap >= 3", oracle.ErrBadGame},
		{"no period within max_states", CustomSpec{Moves: "map(filter(1..3, # <= n), n - #)", MaxTake: 3, MaxStates: 2}, 1 << 40,
			"no period was certified", oracle.ErrTooLarge},
		{"a split", CustomSpec{Moves: "n < 2 ? [] : [split(1, n - 2)]", MaxTake: 2}, 10,
			"splits the heap", oracle.ErrBadGame},
	}
	for _, tc := range cases {
		tc.spec.Name, tc.spec.State = "p", []string{"n"}
		g := customGame(t, tc.spec, nil)
		_, err := g.Solve([]int64{tc.n})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, tc.is) {
			t.Errorf("%s: got %v, want %q wrapping %v", tc.reason, err, tc.want, tc.is)
		}
		// Period says the same: no period, and the declaration's fault as an error
		_, ok, err := customGame(t, tc.spec, nil).Period()
		if ok || (tc.is == oracle.ErrBadGame) != (err != nil) {
			t.Errorf("%s: Period gave ok=%v err=%v", tc.reason, ok, err)
		}
	}
}

// TestCustomPeriodSums: a sum of heaps far past any search (each from the
// certified period) agrees with the catalogue's Sprague–Grundy sum, with
// the same winning moves.
func TestCustomPeriodSums(t *testing.T) {
	set := []int64{1, 3, 4}
	g := customGame(t, CustomSpec{Name: "sub", State: []string{"n"}, Moves: "map(filter(s, # <= n), n - #)", MaxTake: 4},
		map[string]any{"s": []int{1, 3, 4}})
	for _, heaps := range [][]int64{{1 << 40, 5}, {1_000_000_000_000_000_000, 999_999_999_999, 7}, {6, 13}} {
		comps := make([][]int64, len(heaps))
		for i, h := range heaps {
			comps[i] = []int64{h}
		}
		got, err := g.SolveSum(comps)
		if err != nil {
			t.Fatal(err)
		}
		want, err := oracle.Analyze("subtraction", oracle.Params{Moves: set}, oracle.Normal, heaps)
		if err != nil {
			t.Fatal(err)
		}
		if got.Grundy != want.Grundy || len(got.Winning) != len(want.Winning) || got.Tier != oracle.TierSum {
			t.Fatalf("%v: custom G=%d %d moves (%v), catalogue G=%d %v", heaps, got.Grundy, len(got.Winning), got.Tier, want.Grundy, want.Winning)
		}
	}
}
