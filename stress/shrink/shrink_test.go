package shrink

import (
	"fmt"
	"iter"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// fakeOrder is the problem size order on cases of one number in [1, max]:
// fewer cases, fewer numbers, smaller sum, then lexicographic.
type fakeOrder struct{ max int64 }

// Less is the problems' own size order.
func (o fakeOrder) Less(a, b []format.Case) bool { return gen.SizeLess(a, b) }

// Shrinks: the range minimum, then steps down by halves of the distance to
// it, down to 1.
func (o fakeOrder) Shrinks(c format.Case) iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		x := c[0]
		if x > 1 && !yield(format.Case{1}) {
			return
		}
		for d := (x - 1) / 2; d >= 1; d /= 2 {
			if !yield(format.Case{x - d}) {
				return
			}
		}
		if x > 2 {
			yield(format.Case{x - 1})
		}
	}
}

func (o fakeOrder) Small() iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		for x := int64(1); x <= o.max; x++ {
			if !yield(format.Case{x}) {
				return
			}
		}
	}
}

func cases(xs ...int64) []format.Case {
	out := make([]format.Case, len(xs))
	for i, x := range xs {
		out[i] = format.Case{x}
	}
	return out
}

func any(cs []format.Case, f func(int64) bool) bool {
	return slices.ContainsFunc(cs, func(c format.Case) bool { return f(c[0]) })
}

func TestShrinkKnownMinima(t *testing.T) {
	tests := []struct {
		reason  string
		max     int64
		start   []format.Case
		fails   func([]format.Case) bool
		want    []format.Case
		minimal bool
	}{{
		reason:  "a threshold bug ends at the threshold, proven by trying every smaller case",
		max:     1000,
		start:   cases(5, 900, 12, 999, 3),
		fails:   func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x >= 37 }) },
		want:    cases(37),
		minimal: true,
	}, {
		reason:  "a bug on exactly one value is found even when shrinking steps over it",
		max:     1000,
		start:   cases(2, 640, 640),
		fails:   func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x%64 == 0 }) },
		want:    cases(64),
		minimal: true,
	}, {
		reason: "a bug that needs two cases stays two cases, in the least order",
		max:    1000,
		start:  cases(50, 9, 40, 41, 7, 3, 90),
		fails: func(cs []format.Case) bool {
			return any(cs, func(x int64) bool { return x == 7 }) && any(cs, func(x int64) bool { return x == 9 })
		},
		want:    cases(7, 9),
		minimal: true,
	}, {
		reason: "state left over: a case after a larger one fails; minimum is [2 1]",
		max:    1000,
		start:  cases(300, 400, 800, 10, 900),
		fails: func(cs []format.Case) bool {
			for i := 1; i < len(cs); i++ {
				if cs[i][0] < cs[i-1][0] {
					return true
				}
			}
			return false
		},
		want:    cases(2, 1),
		minimal: true,
	}, {
		reason:  "values too many to enumerate: a fixpoint, locally minimal",
		max:     1_000_000_000,
		start:   cases(999_999_937, 5),
		fails:   func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x >= 123_456_789 }) },
		want:    cases(123_456_789),
		minimal: false,
	}}
	for _, tt := range tests {
		got := Shrink(fakeOrder{tt.max}, tt.start, tt.fails)
		if !slices.EqualFunc(got.Cases, tt.want, slices.Equal) || got.Minimal != tt.minimal {
			t.Errorf("%s:\nShrink(%v) = %v minimal=%v, want %v minimal=%v",
				tt.reason, tt.start, got.Cases, got.Minimal, tt.want, tt.minimal)
		}
		if got.Steps == 0 {
			t.Errorf("%s: Steps = 0", tt.reason)
		}
	}
}

func TestShrinkNeverTriesEmptyOrPassingResult(t *testing.T) {
	fails := func(cs []format.Case) bool {
		if len(cs) == 0 {
			t.Fatal("fails called on an empty list")
		}
		return any(cs, func(x int64) bool { return x > 3 })
	}
	got := Shrink(fakeOrder{100}, cases(1, 2, 50), fails)
	if !fails(got.Cases) {
		t.Errorf("result %v does not fail", got.Cases)
	}
}

func TestShrinkerNoEnumerate(t *testing.T) {
	fails := func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x%64 == 0 }) }
	got := Shrinker{Enumerate: -1}.Shrink(fakeOrder{1000}, cases(640), fails)
	if got.Minimal {
		t.Errorf("Minimal without enumeration: %v", got.Cases)
	}
	if !fails(got.Cases) {
		t.Errorf("result %v does not fail", got.Cases)
	}
}

func TestShrinkEnumerateBound(t *testing.T) {
	fails := func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x >= 500 }) }
	got := Shrinker{Enumerate: 100}.Shrink(fakeOrder{1000}, cases(800), fails)
	if got.Minimal || !slices.EqualFunc(got.Cases, cases(500), slices.Equal) {
		t.Errorf("with 499 smaller inputs and a bound of 100: %v minimal=%v", got.Cases, got.Minimal)
	}
}

func TestShrinkBatchedProofFindsTheSameMinimum(t *testing.T) {
	// A time-limit-like bug: a list fails if any case is slow (>= 37); such a
	// predicate is monotone under concatenation, so the proof may batch.
	fails := func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x >= 37 }) }
	plain := Shrink(fakeOrder{1000}, cases(900), fails)
	batched := Shrinker{Batch: 50}.Shrink(fakeOrder{1000}, cases(900), fails)
	if !slices.EqualFunc(batched.Cases, cases(37), slices.Equal) || !batched.Minimal {
		t.Errorf("batched: %v minimal=%v, want [[37]] minimal", batched.Cases, batched.Minimal)
	}
	if batched.Steps >= plain.Steps {
		t.Errorf("batched proof took %d steps, unbatched %d", batched.Steps, plain.Steps)
	}
}

// validOrder has the problem package's shrinks (minimum, half, halfway to
// the minimum, minus one) and Valid, which lets the shrinker gallop.
type validOrder struct{ fakeOrder }

func (o validOrder) Valid(c format.Case) error {
	if c[0] < 1 || c[0] > o.max {
		return fmt.Errorf("%d out of range", c[0])
	}
	return nil
}

func (o validOrder) Shrinks(c format.Case) iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		x := c[0]
		for _, y := range []int64{1, x / 2, 1 + (x-1)/2, x - 1} {
			if y >= 1 && y < x && !yield(format.Case{y}) {
				return
			}
		}
	}
}

func TestShrinkGallopsThroughMinusOneRuns(t *testing.T) {
	// Halving works down to about 200000; below it only "minus one" keeps
	// the failure, for 100000 values: the gallop makes that logarithmic.
	fails := func(cs []format.Case) bool {
		return any(cs, func(x int64) bool { return x >= 100_001 && x%1000 != 0 })
	}
	o := validOrder{fakeOrder{1_000_000_000}}
	got := Shrinker{Enumerate: -1}.Shrink(o, cases(900_000_123), fails)
	if !slices.EqualFunc(got.Cases, cases(100_001), slices.Equal) {
		t.Errorf("got %v, want [[100001]]", got.Cases)
	}
	if got.Steps > 5000 {
		t.Errorf("%d steps: the gallop should make this logarithmic", got.Steps)
	}
}

func TestShrinkParallelProofSameResult(t *testing.T) {
	fails := func(cs []format.Case) bool {
		for i := 1; i < len(cs); i++ {
			if cs[i][0] < cs[i-1][0] && cs[i-1][0] > 20 {
				return true
			}
		}
		return false
	}
	start := cases(5, 95, 3, 7)
	defer func(c int) { proofChunk = c }(proofChunk)
	proofChunk = 7 // many chunks, so that the proof really runs in parallel
	one := Shrink(fakeOrder{100}, start, fails)
	four := Shrinker{Workers: 4}.Shrink(fakeOrder{100}, start, fails)
	if !slices.EqualFunc(one.Cases, cases(21, 1), slices.Equal) || !one.Minimal {
		t.Errorf("one worker: %v minimal=%v, want [[21] [1]] minimal", one.Cases, one.Minimal)
	}
	if !slices.EqualFunc(one.Cases, four.Cases, slices.Equal) || one.Minimal != four.Minimal || one.Steps != four.Steps {
		t.Errorf("1 worker: %v %v %d steps; 4 workers: %v %v %d steps",
			one.Cases, one.Minimal, one.Steps, four.Cases, four.Minimal, four.Steps)
	}
}

// TestShrinkCutInTheProofIsLocal: Done closed during the proof of
// minimality (the fixpoint reached, every shrink tried uncut) leaves the
// fixpoint Local, so that a conclusion whose allowance ended there reports
// it locally minimal and re-runs it; closed during the local shrink (a
// shrink of a case not yet tried), it is not Local: the input may have a
// smaller failing variant that no try reached.
func TestShrinkCutInTheProofIsLocal(t *testing.T) {
	fails := func(cs []format.Case) bool { return any(cs, func(x int64) bool { return x >= 500 }) }
	tests := []struct {
		reason string
		after  int // calls to fails before Done closes
		local  bool
		want   []format.Case
	}{{
		reason: "cut in the proof: 800 shrank to 500 in far fewer than 200 tries, the proof tries the 499 below",
		after:  200,
		local:  true,
		want:   cases(500),
	}, {
		reason: "cut at the third try (601, which fails, but a try Done cut is never taken): 800 is no fixpoint",
		after:  3,
		local:  false,
		want:   cases(800),
	}}
	for _, tt := range tests {
		done := make(chan struct{})
		calls := 0
		cut := func(cs []format.Case) bool {
			if calls++; calls == tt.after {
				close(done)
			}
			return fails(cs)
		}
		got := Shrinker{Done: done}.Shrink(fakeOrder{1000}, cases(800), cut)
		if !got.Interrupted || got.Minimal || got.Local != tt.local || !slices.EqualFunc(got.Cases, tt.want, slices.Equal) {
			t.Errorf("%s:\ngot %v interrupted=%v minimal=%v local=%v, want %v interrupted minimal=false local=%v",
				tt.reason, got.Cases, got.Interrupted, got.Minimal, got.Local, tt.want, tt.local)
		}
	}
}
