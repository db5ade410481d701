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

// TestConcludeFromSkipsTheRerun: given the failing run's result, the
// failing input is not run again before narrowing (for a TimeLimit that
// run costs a whole limit); Conclude, without it, runs it once. Both end on
// the same minimal input, re-run once at the end.
func TestConcludeFromSkipsTheRerun(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	slow := func(c format.Case) bool { return c[0] >= 500 && c[0]%9 == 4 }
	var original []byte
	var runsOfOriginal atomic.Int64
	target := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		if bytes.Equal(in, original) {
			runsOfOriginal.Add(1)
		}
		cs, err := p.Parse(in)
		if err != nil {
			return nil, err
		}
		var out []byte
		for _, c := range cs {
			if slow(c) {
				return out, &judge.RunError{Verdict: judge.TimeLimit, Detail: "exceeded 1s of CPU time"}
			}
			a, _ := p.Answer(c)
			out = append(append(out, a...), '\n')
		}
		return out, nil
	})
	var cases []format.Case
	for n := int64(1); n <= 1000; n += 7 {
		cases = append(cases, format.Case{n, 3})
	}
	original = p.Encode(cases)
	first := p.Check(context.Background(), target, cases, false)
	if first.Verdict != judge.TimeLimit {
		t.Fatalf("the test input gives %s, want TimeLimit", first.Verdict)
	}
	opt := Options{Corpus: corpus.Store{Dir: t.TempDir()}, Enumerate: 1000}

	runsOfOriginal.Store(0)
	from, err := ConcludeFrom(context.Background(), p, target, cases, first, "test", opt)
	if err != nil {
		t.Fatal(err)
	}
	if n := runsOfOriginal.Load(); n != 0 || from.Verdict != judge.TimeLimit || from.Flaky {
		t.Errorf("ConcludeFrom: %d runs of the failing input, verdict %s flaky=%v; want none, TimeLimit", n, from.Verdict, from.Flaky)
	}
	runsOfOriginal.Store(0)
	plain, err := Conclude(context.Background(), p, target, cases, "test", opt)
	if err != nil {
		t.Fatal(err)
	}
	if n := runsOfOriginal.Load(); n != 1 {
		t.Errorf("Conclude: %d runs of the failing input, want 1", n)
	}
	if !bytes.Equal(from.Input, plain.Input) || !slow(mustParse(t, p, from.Input)[0]) {
		t.Errorf("ConcludeFrom gave %q, Conclude %q; want the same slow case", from.Input, plain.Input)
	}
	if ok, err := ConcludeFrom(context.Background(), p, target, cases[:1], judge.Result{}, "test", opt); err != nil || ok.Failed() {
		t.Errorf("a first result that passed: %s, %v; want OK", ok.Verdict, err)
	}
}
