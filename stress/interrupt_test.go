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
