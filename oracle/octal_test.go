package oracle

import (
	"errors"
	"testing"
)

func TestKaylesAndDawsonPeriodsCertified(t *testing.T) {
	cases := []struct {
		g        *SplitGame
		pre, per int64
	}{
		{Kayles(), 71, 12},
		{DawsonKayles(), 53, 34},
		{Split(), 1, 2},
	}
	for _, c := range cases {
		p, ok := c.g.Period()
		if !ok || !p.Certified || p.Preperiod != c.pre || p.Period != c.per {
			t.Errorf("%s: period %+v %v, want period %d from %d", c.g.Name(), p, ok, c.per, c.pre)
		}
	}
	if _, ok := GrundyGame().Period(); ok {
		t.Error("Grundy's game got a period certificate; it is not an octal game")
	}
}

// Certified octal periods against the searched table far beyond the
// Guy–Smith window.
func TestOctalPeriodsMatchSearchFarBeyond(t *testing.T) {
	for _, g := range []*SplitGame{Kayles(), DawsonKayles(), Split(), mustOctal(t, "0.137"), mustOctal(t, "4.7")} {
		p, ok := g.Period()
		if !ok {
			t.Fatalf("%s: no certificate", g.Name())
		}
		vals, _ := g.build(nil, nil, 3000)
		for n := int64(0); n < 3000; n++ {
			if v, tier, err := g.Grundy(n + 1_000_000); err != nil || tier != TierPeriod || int32(v) != vals[p.Reduce(n+1_000_000)] {
				t.Fatalf("%s: G(%d) = %d %v %v", g.Name(), n+1_000_000, v, tier, err)
			}
			if vals[p.Reduce(n)] != vals[n] {
				t.Fatalf("%s: period %+v says G(%d) = %d, search says %d", g.Name(), p, n, vals[p.Reduce(n)], vals[n])
			}
		}
	}
}

func mustOctal(t *testing.T, code string) *SplitGame {
	t.Helper()
	g, err := Octal(code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestOctalReferenceTables(t *testing.T) {
	cases := []struct {
		g    *SplitGame
		want []int
	}{
		{Kayles(), []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4}},
		{GrundyGame(), []int{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2}},
	}
	for _, c := range cases {
		for n, w := range c.want {
			if v, _, err := c.g.Grundy(int64(n)); err != nil || v != w {
				t.Fatalf("%s: G(%d) = %d, %v; DOMAIN.md says %d", c.g.Name(), n, v, err, w)
			}
		}
	}
	for n := int64(0); n < 500; n++ {
		want := 0
		if n >= 2 && n%2 == 0 {
			want = 1
		}
		if v, _, _ := Split().Grundy(n); v != want {
			t.Fatalf("split: G(%d) = %d, want %d", n, v, want)
		}
	}
}

// Tier 1 against tier 3: the split games' tables and the XOR rule against
// searching whole positions.
func TestSplitGamesXorMatchesWholeSearch(t *testing.T) {
	for _, g := range []*SplitGame{Kayles(), DawsonKayles(), GrundyGame(), Split(), mustOctal(t, "0.51"), mustOctal(t, "4.07")} {
		s := NewSolver[HeapSet](SumGame{g}, Normal)
		for _, hs := range allHeapSets(3, 9) {
			want, err := s.Grundy(hs)
			if err != nil {
				t.Fatal(err)
			}
			x := 0
			for _, n := range hs.Heaps() {
				v, _, _ := g.Grundy(n)
				x ^= v
			}
			if x != want {
				t.Fatalf("%s %v: XOR of heap values %d, whole search %d", g.Name(), hs, x, want)
			}
		}
	}
}

func TestOctalCodes(t *testing.T) {
	for _, bad := range []string{"", "0.", "0.00", "0.8", "1.7", "x", "0.7.7", "07.7"} {
		if _, err := Octal(bad); !errors.Is(err, ErrBadGame) {
			t.Errorf("octal %q: got %v, want ErrBadGame", bad, err)
		}
	}
	for _, good := range []string{"0.77", ".07", "4", "4.0", "0.1370"} {
		if _, err := Octal(good); err != nil {
			t.Errorf("octal %q: %v", good, err)
		}
	}
	if _, _, err := GrundyGame().Grundy(1 << 40); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Grundy's game far out: got %v, want ErrTooLarge", err)
	}
}

// TestSearchLimitIncluded: the search limit is a heap the table answers
// (a test_range "n <= 8192" of Grundy's game is answered); one past it,
// without a period, is too large.
func TestSearchLimitIncluded(t *testing.T) {
	g := GrundyGame()
	if _, tier, err := g.Grundy(splitSearchLimit); err != nil || tier != TierSearch {
		t.Fatalf("heap %d (the limit): tier %v, %v; want it searched", splitSearchLimit, tier, err)
	}
	if _, _, err := g.Grundy(splitSearchLimit + 1); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("heap %d (past the limit): %v, want ErrTooLarge", splitSearchLimit+1, err)
	}
	if p, ok := Kayles().Period(); !ok || p.Period != 12 {
		t.Errorf("Kayles' period past the searched table: %+v, %v; want 12", p, ok)
	}
}
