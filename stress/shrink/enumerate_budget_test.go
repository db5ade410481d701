package shrink

import (
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

func TestShrinkBudgetFindsAnEarlyMinimum(t *testing.T) {
	// 10^9 values: far too many smaller inputs for a proof, but the least
	// failing one (a value the fixpoint's halving steps over) comes early in
	// size order, so trying the first ones in order still proves it.
	fails := func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x%640 == 0 }) }
	o := fakeOrder{1_000_000_000}
	for _, workers := range []int{1, 3} {
		got := Shrinker{Enumerate: 1000, Workers: workers}.Shrink(o, cases(999_936_000), fails)
		if !got.Minimal || !slices.EqualFunc(got.Cases, cases(640), slices.Equal) {
			t.Errorf("workers=%d: %v minimal=%v, want [[640]] minimal", workers, got.Cases, got.Minimal)
		}
	}
}

func TestShrinkBudgetNoneFoundStaysLocal(t *testing.T) {
	fails := func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x >= 123_456_789 }) }
	got := Shrinker{Enumerate: 1000}.Shrink(fakeOrder{1_000_000_000}, cases(999_999_937), fails)
	if got.Minimal || !slices.EqualFunc(got.Cases, cases(123_456_789), slices.Equal) {
		t.Errorf("%v minimal=%v, want [[123456789]] locally minimal", got.Cases, got.Minimal)
	}
}

func TestShrinkBudgetTwoCasesFewerCasesFirst(t *testing.T) {
	// Two cases fail when the second is below the first and the first is a
	// multiple of 16 (state left over): the minimum is [16 1]. There are
	// about 4500 pairs below [96 1] (where the fixpoint ends), more than the budget of 2000, so the
	// budgeted walk finds it: all 100 single cases first, then pairs in size
	// order.
	fails := func(cs []format.Case) bool {
		for i := 1; i < len(cs); i++ {
			if cs[i][0] < cs[i-1][0] && cs[i-1][0]%16 == 0 {
				return true
			}
		}
		return false
	}
	o := fakeOrder{100}
	var tried [][]format.Case
	rec := func(cs []format.Case) bool {
		tried = append(tried, slices.Clone(cs))
		return fails(cs)
	}
	got := Shrinker{Enumerate: 2000}.Shrink(o, cases(96, 50, 1), rec)
	if !got.Minimal || !slices.EqualFunc(got.Cases, cases(16, 1), slices.Equal) {
		t.Errorf("%v minimal=%v, want [[16] [1]] minimal", got.Cases, got.Minimal)
	}
	// The proof's tries are in size order: the 100 single cases, then the
	// 136 pairs up to [16 1] (120 of sum below 17, then [1 16] .. [16 1]).
	proof := tried[len(tried)-236:]
	for i := 1; i < len(proof); i++ {
		if !o.Less(proof[i-1], proof[i]) {
			t.Fatalf("proof tried %v before %v", proof[i-1], proof[i])
		}
	}
	if len(proof[0]) != 1 || !slices.Equal(proof[0][0], format.Case{1}) {
		t.Errorf("proof starts at %v, want [[1]]", proof[0])
	}
	one := Shrinker{Enumerate: 2000}.Shrink(o, cases(96, 50, 1), fails)
	four := Shrinker{Enumerate: 2000, Workers: 4}.Shrink(o, cases(96, 50, 1), fails)
	if !slices.EqualFunc(one.Cases, four.Cases, slices.Equal) || one.Minimal != four.Minimal || one.Steps != four.Steps {
		t.Errorf("1 worker: %v %v %d steps; 4 workers: %v %v %d steps",
			one.Cases, one.Minimal, one.Steps, four.Cases, four.Minimal, four.Steps)
	}
}

func TestListWalkIsTheSortedProduct(t *testing.T) {
	o := fakeOrder{7}
	singles := slices.Collect(o.Small())
	for j := 2; j <= 3; j++ {
		want := sorted(o, product(singles, j))
		w := newListWalk(o, singles, j)
		var got [][]format.Case
		for l, ok := w.next(); ok; l, ok = w.next() {
			got = append(got, l)
		}
		if !slices.EqualFunc(got, want, func(a, b []format.Case) bool { return slices.EqualFunc(a, b, slices.Equal) }) {
			t.Errorf("j=%d: walk gives %d lists, not the sorted product of %d", j, len(got), len(want))
		}
	}
}

// product is every list of j cases drawn from cs, in the order of their
// indices.
func product(cs []format.Case, j int) [][]format.Case {
	out := [][]format.Case{nil}
	for range j {
		var next [][]format.Case
		for _, l := range out {
			for _, c := range cs {
				next = append(next, append(slices.Clip(l), c))
			}
		}
		out = next
	}
	return out
}

func sorted(o Order, lists [][]format.Case) [][]format.Case {
	slices.SortStableFunc(lists, func(a, b []format.Case) int {
		switch {
		case o.Less(a, b):
			return -1
		case o.Less(b, a):
			return 1
		}
		return 0
	})
	return lists
}

// TestShrinkHopelessProofTriesFew: with more than the limit of inputs
// below the fixpoint's result, the proof cannot end, so it tries only
// the first hopelessTries of them (cf1104b's tried 215,057 in 4-5 s of
// make stress, to end locally minimal anyway); within reach, the proof
// tries every input below and proves the minimum.
func TestShrinkHopelessProofTriesFew(t *testing.T) {
	tries := 0
	fails := func(cs []format.Case) bool {
		tries++
		return any(cs, func(x int64) bool { return x >= 700_000 })
	}
	got := Shrinker{Enumerate: 500_000}.Shrink(fakeOrder{1_000_000}, cases(999_999), fails)
	if got.Minimal || !slices.EqualFunc(got.Cases, cases(700_000), slices.Equal) {
		t.Errorf("%v minimal=%v, want [[700000]] locally minimal", got.Cases, got.Minimal)
	}
	if tries > hopelessTries+1000 {
		t.Errorf("a hopeless proof made %d tries, want at most %d (and the fixpoint's)", tries, hopelessTries)
	}
	tries = 0
	got = Shrinker{Enumerate: 500_000}.Shrink(fakeOrder{1_000_000}, cases(999_999), func(cs []format.Case) bool {
		tries++
		return any(cs, func(x int64) bool { return x >= 300_000 })
	})
	if !got.Minimal || tries < 300_000 {
		t.Errorf("within reach (299,999 below): minimal=%v after %d tries, want proven minimal by trying them all", got.Minimal, tries)
	}
}
