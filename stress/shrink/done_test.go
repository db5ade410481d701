package shrink

import (
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

// TestShrinkStopsWhenDone: once Done is closed, the shrinker calls fails
// no more and returns the least failing input found so far, Interrupted and
// never Minimal, at any point of the shrink (delta debugging, fixpoint,
// minimality proof).
func TestShrinkStopsWhenDone(t *testing.T) {
	o := fakeOrder{max: 2000}
	realFail := func(cs []format.Case) bool {
		for _, c := range cs {
			if c[0] >= 700 && c[0]%3 == 1 {
				return true
			}
		}
		return false
	}
	start := []format.Case{{5}, {1999}, {12}, {1300}, {40}}
	full := Shrinker{}.Shrink(o, start, realFail)
	if !full.Minimal || full.Interrupted {
		t.Fatalf("uninterrupted shrink: minimal=%v interrupted=%v", full.Minimal, full.Interrupted)
	}
	if full.Steps < 200 {
		t.Fatalf("only %d steps: the interruption points below miss the minimality proof", full.Steps)
	}
	for _, after := range []int{1, 2, 5, 20, full.Steps - 100, full.Steps - 1} {
		done := make(chan struct{})
		calls, late := 0, 0
		fails := func(cs []format.Case) bool {
			select {
			case <-done:
				late++
				return true // what a try cut short used to look like
			default:
			}
			calls++
			if calls == after {
				close(done)
				return false // cut short: no failure
			}
			return realFail(cs)
		}
		got := Shrinker{Done: done}.Shrink(o, start, fails)
		if !got.Interrupted || got.Minimal || late != 0 || !realFail(got.Cases) {
			t.Errorf("done after %d of %d tries: interrupted=%v minimal=%v, %d tries after done, result %v fails=%v",
				after, full.Steps, got.Interrupted, got.Minimal, late, got.Cases, realFail(got.Cases))
		}
	}
}
