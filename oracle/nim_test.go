package oracle

import (
	"slices"
	"testing"
)

// Bouton's rules (tier 4) against search of every position of up to 5
// heaps of up to 7, both plays.
func TestNimTheoremsMatchSearch(t *testing.T) {
	norm := NewSolver[HeapSet](NimGame{}, Normal)
	mis := NewSolver[HeapSet](NimGame{}, Misere)
	for _, hs := range allHeapSets(5, 7) {
		heaps := hs.Heaps()
		want, err := norm.Solve(hs)
		if err != nil {
			t.Fatal(err)
		}
		var x int64
		for _, h := range heaps {
			x ^= h
		}
		if int64(want.Grundy) != x {
			t.Fatalf("%v: search G=%d, XOR %d", hs, want.Grundy, x)
		}
		if o, _ := NimOutcome(heaps, Normal); o != want.Outcome {
			t.Fatalf("%v normal: NimOutcome %v, search %v", hs, o, want.Outcome)
		}
		// NimWinning lists one move per heap; search lists one per distinct heap size.
		var sizes []int64
		for _, m := range NimWinning(heaps) {
			sizes = append(sizes, m.From)
		}
		sizes = slices.Compact(sizes)
		if n := NimWinningCount(heaps); n != len(NimWinning(heaps)) {
			t.Fatalf("%v: NimWinningCount %d, NimWinning %v", hs, n, NimWinning(heaps))
		}
		if len(sizes) != len(want.Winning) {
			t.Fatalf("%v: NimWinning %v, search %v", hs, NimWinning(heaps), want.Winning)
		}
		wm, err := mis.Outcome(hs)
		if err != nil {
			t.Fatal(err)
		}
		if o := misereNimRule(heaps); o != wm {
			t.Fatalf("%v misère: Bouton's rule %v, search %v", hs, o, wm)
		}
		if o, _ := NimOutcome(heaps, Misere); o != wm {
			t.Fatalf("%v misère: NimOutcome %v, search %v", hs, o, wm)
		}
	}
}

func TestMisereNimPairsDoNotCancel(t *testing.T) {
	cases := []struct {
		heaps  []int64
		want   Outcome
		reason string
	}{
		{[]int64{2, 2}, P, "DOMAIN.md: (2,2) is P under misère play"},
		{nil, N, "no move left: the mover wins under misère play"},
		{[]int64{0, 0}, N, "zero heaps are dropped"},
		{[]int64{1}, P, "the mover must take the last counter"},
		{[]int64{1, 1}, N, "an even number of 1-heaps"},
		{[]int64{3, 5, 1}, N, "hdu1907 sample: John"},
		{[]int64{1}, P, "hdu1907 sample: Brother"},
	}
	for _, c := range cases {
		if o, _ := NimOutcome(c.heaps, Misere); o != c.want {
			t.Errorf("misère %v: %v, want %v (%s)", c.heaps, o, c.want, c.reason)
		}
	}
	if o, _ := NimOutcome([]int64{2, 2}, Normal); o != P {
		t.Error("normal (2,2) should be P")
	}
	if o, tier := NimOutcome([]int64{4747, 4747, 1, 3000}, Misere); tier != TierTheorem || o != misereNimRule([]int64{4747, 4747, 1, 3000}) {
		t.Errorf("large misère position: %v %v", o, tier)
	}
}

func TestNimWinningSample(t *testing.T) {
	// hdu2176 sample: 5 7 8 9 10 → 8→1, 9→0, 10→3
	got := NimWinning([]int64{5, 7, 8, 9, 10})
	want := []NimMove{{2, 8, 1}, {3, 9, 0}, {4, 10, 3}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if NimWinning([]int64{45, 45}) != nil {
		t.Fatal("45 45 is P")
	}
}

// Misère winning moves from Analyze against search.
func TestMisereNimWinningMatchesSearch(t *testing.T) {
	mis := NewSolver[HeapSet](NimGame{}, Misere)
	for _, hs := range allHeapSets(4, 6) {
		heaps := hs.Heaps()
		want, _ := mis.Solve(hs)
		a, err := Analyze("nim", Params{}, Misere, heaps)
		if err != nil {
			t.Fatal(err)
		}
		// search lists one move per distinct heap size and result
		type key struct{ from, to int64 }
		seen := map[key]bool{}
		for i, h := range heaps {
			for to := int64(0); to < h; to++ {
				hs2 := slices.Clone(heaps)
				hs2[i] = to
				if o, _ := mis.Outcome(NewHeapSet(hs2...)); o == P {
					seen[key{h, to}] = true
				}
			}
		}
		if len(seen) != len(want.Winning) {
			t.Fatalf("%v: inconsistent search", hs)
		}
		n := 0
		for i, h := range heaps {
			for to := range h {
				if seen[key{h, to}] {
					_ = i
					n++
				}
			}
		}
		if n != len(a.Winning) || a.Outcome != want.Outcome {
			t.Fatalf("%v misère: Analyze %v %v, search %v %v", hs, a.Outcome, a.Winning, want.Outcome, want.Winning)
		}
	}
}
