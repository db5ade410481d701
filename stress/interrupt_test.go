package stress

import (
	"bytes"
	"context"
	"sync/atomic"
	"testing"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
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

// TestSearchInterruptedWhileShrinking: a program whose runs end in a crash
// when the context kills them (as a child process would) is cancelled in the
// middle of a shrink. The search stops at once and reports the least input
// that really crashed, as interrupted, not minimal; it is not shrunk further
// with tries that "crashed" only because they were killed, and what it saves
// really fails.
func TestSearchInterruptedWhileShrinking(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	crashes := func(cs []format.Case) bool {
		for _, c := range cs {
			if c[0] >= 600 && c[0]%7 == 3 {
				return true
			}
		}
		return false
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var calls, afterCancel, shrinkCalls atomic.Int64
	var failed atomic.Bool
	target := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		calls.Add(1)
		if ctx.Err() != nil {
			afterCancel.Add(1)
			return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "killed by signal SIGKILL"}
		}
		cs, err := p.Parse(in)
		if err != nil {
			return nil, err
		}
		if crashes(cs) {
			if !failed.Swap(true) {
				return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "exit status 3"}
			}
		}
		if failed.Load() && shrinkCalls.Add(1) == 6 {
			cancel() // Ctrl-C in the middle of the shrink
			return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "killed by signal SIGKILL"}
		}
		if crashes(cs) {
			return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "exit status 3"}
		}
		var out []byte
		for _, c := range cs {
			a, _ := p.Answer(c)
			out = append(append(out, a...), '\n')
		}
		return out, nil
	})
	store := corpus.Store{Dir: t.TempDir()}
	rep, err := Search(ctx, p, target, Options{Corpus: store, Seed: 1, Workers: 1, Small: -1, Budget: 20e9})
	if err != nil {
		t.Fatalf("search: %v", err)
	}
	if !rep.Interrupted || rep.Minimal || rep.Flaky || rep.Verdict != judge.RuntimeError {
		t.Fatalf("report: %s interrupted=%v minimal=%v flaky=%v; want an interrupted RuntimeError", rep.Verdict, rep.Interrupted, rep.Minimal, rep.Flaky)
	}
	if n := afterCancel.Load(); n != 0 {
		t.Errorf("%d runs after the cancel", n)
	}
	cs := mustParse(t, p, rep.Input)
	if !crashes(cs) {
		t.Errorf("reported input %q does not crash: accepted a try cut short", rep.Input)
	}
	es, err := store.Load(p.ID)
	if err != nil || len(es) != 1 || !bytes.Equal(es[0].Input, rep.Input) {
		t.Errorf("corpus: %d entries, %v; want the reported input", len(es), err)
	}
	var buf bytes.Buffer
	rep.WriteFailure(&buf, "")
	if !bytes.Contains(buf.Bytes(), []byte("INTERRUPTED")) {
		t.Errorf("the text report does not say interrupted:\n%s", buf.String())
	}
}
