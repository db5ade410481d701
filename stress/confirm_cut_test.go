package stress

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
)

// A TimeLimit whose confirming re-runs the budget's wall cuts short is
// neither reported nor dropped: the run passes (no verdict the re-runs did
// not confirm) and says "not confirmed ... raise --budget to confirm a
// TimeLimit". The fake's re-runs of an input that went over the limit
// never end by themselves: only the budget stops them.
func TestLimitNotConfirmedWithinBudget(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	s := newStraddling(p, problem.TimeLimit, func(run int, cs []problem.Case) bool { return run == 1 && hasBig(cs) })
	blocking := &rerunBlocks{straddling: s}
	opt := huntOptions(t)
	opt.Cases, opt.NoWorst = 0, true
	opt.Budget, opt.Grace = 400*time.Millisecond, 200*time.Millisecond
	rep, err := Hunt(context.Background(), p, blocking, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != problem.OK {
		t.Fatalf("verdict %s (%s): want OK, the TimeLimit was not confirmed", rep.Verdict, rep.Detail)
	}
	var notes strings.Builder
	rep.WriteNotes(&notes)
	want := "not confirmed: a run exceeded the 2 s CPU limit (2.3 s) and the run ended before its 3 re-runs (1 of 1 runs over it): raise --budget to confirm a TimeLimit"
	if !strings.Contains(notes.String(), want) {
		t.Errorf("notes %q: want %q", notes.String(), want)
	}
	if len(rep.Near) == 0 || !rep.Near[0].Cut {
		t.Errorf("near-limit notes %+v: want one cut short", rep.Near)
	}
}

// rerunBlocks runs a straddling fake whose runs after the first of an
// input over the limit block until their context ends.
type rerunBlocks struct{ *straddling }

func (r *rerunBlocks) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	r.mu.Lock()
	k := r.runs[string(in)]
	r.mu.Unlock()
	if cases, _ := r.p.Parse(in); k >= 1 && hasBig(cases) {
		<-ctx.Done()
		return nil, Usage{}, ctx.Err()
	}
	return r.straddling.RunUsage(ctx, in)
}

func (r *rerunBlocks) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := r.RunUsage(ctx, in)
	return out, err
}
