package problem

import (
	"context"
	"errors"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// TestCheckInterrupted: a run that the context cuts short is no verdict on
// the target, whatever error the target gives for it (a killed process
// looks like a crash), and a cancelled context runs nothing.
func TestCheckInterrupted(t *testing.T) {
	p, _ := Lookup("hdu1846")
	cases := []format.Case{{23, 2}}
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	killed := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		close(started)
		<-ctx.Done()
		return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "killed by signal SIGKILL"}
	})
	go func() { <-started; cancel() }()
	r := p.Check(ctx, killed, cases, false)
	if !r.Interrupted() || !errors.Is(r.Err, context.Canceled) || r.Verdict == judge.RuntimeError || !r.Failed() {
		t.Errorf("run cut short by ctx: verdict %v err %v interrupted=%v; want interrupted, wrapping context.Canceled, not RuntimeError",
			r.Verdict, r.Err, r.Interrupted())
	}
	calls := 0
	counting := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) { calls++; return nil, ctx.Err() })
	if r := p.Check(ctx, counting, cases, false); !r.Interrupted() || calls != 0 {
		t.Errorf("cancelled ctx: interrupted=%v after %d runs; want interrupted without a run", r.Interrupted(), calls)
	}
	if r := p.Check(context.Background(), crashing(), cases, false); r.Interrupted() || r.Verdict != judge.RuntimeError {
		t.Errorf("a crash with a live ctx: %v interrupted=%v, want RuntimeError", r.Verdict, r.Interrupted())
	}
}

func crashing() judge.Target {
	return judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "killed by signal SIGKILL"}
	})
}
