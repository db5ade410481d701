package stress

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// The re-runs that confirm a TimeLimit just past the limit are owed: the
// budget's wall does not cut them. The fake's re-runs of an input over
// the limit take longer than the whole wall, and exceed the limit again:
// the TimeLimit is reported, not "not confirmed" and OK. (Before, the
// wall cut them and the run said OK.)
func TestOwedRerunsOutlastTheWall(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	s := newStraddling(p, judge.TimeLimit, func(run int, cs []format.Case) bool { return hasBig(cs) })
	slow := &rerunWaits{straddling: s, wait: 800 * time.Millisecond}
	opt := huntOptions(t)
	opt.Cases, opt.NoWorst, opt.NoSamples = 0, true, true
	opt.Budget, opt.Grace = 400*time.Millisecond, 200*time.Millisecond
	rep, err := Hunt(context.Background(), p, slow, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.TimeLimit || !hasBig(mustParse(t, p, rep.Input)) {
		t.Fatalf("verdict %s on %q (%s): want the TimeLimit its re-runs confirmed", rep.Verdict, rep.Input, rep.Detail)
	}
	for _, n := range rep.Near {
		if n.Cut {
			t.Errorf("near-limit note %q: the re-runs were not cut", n)
		}
	}
}

// Ctrl-C does cut them: no verdict either way, and the report says the
// run was interrupted before its re-runs (never a TimeLimit it did not
// confirm, never an OK).
func TestConfirmCutByInterrupt(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	s := newStraddling(p, judge.TimeLimit, func(run int, cs []format.Case) bool { return run == 1 && hasBig(cs) })
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	blocking := &rerunWaits{straddling: s, wait: time.Hour, started: cancel}
	opt := huntOptions(t)
	opt.Cases, opt.NoWorst, opt.NoSamples = 0, true, true
	opt.Budget, opt.Grace = time.Minute, WallGrace
	rep, _ := Hunt(ctx, p, blocking, opt)
	if rep.Verdict == judge.TimeLimit {
		t.Fatalf("verdict %s (%s): the TimeLimit was not confirmed", rep.Verdict, rep.Detail)
	}
	var notes strings.Builder
	rep.WriteNotes(&notes)
	want := "not confirmed: a run exceeded the 2 s CPU limit (2.3 s) and the run was interrupted before its 2 re-runs (1 of 1 runs over it): no verdict on it"
	if !strings.Contains(notes.String(), want) {
		t.Errorf("notes %q: want %q", notes.String(), want)
	}
	if rep.Outcome() != Unchecked {
		t.Errorf("outcome %s: want Unchecked (a limit neither confirmed nor refuted)", rep.Outcome())
	}
}

// rerunWaits runs a straddling fake whose runs after the first of an
// input with a big number wait first (at most wait, or until their
// context ends), calling started (if set) as the first such run begins.
type rerunWaits struct {
	*straddling
	wait    time.Duration
	started func()
}

func (r *rerunWaits) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	r.mu.Lock()
	k := r.runs[string(in)]
	r.mu.Unlock()
	if cases, _ := r.p.Parse(in); k >= 1 && hasBig(cases) {
		if r.started != nil {
			r.started()
		}
		select {
		case <-time.After(r.wait):
		case <-ctx.Done():
			return nil, Usage{}, ctx.Err()
		}
	}
	return r.straddling.RunUsage(ctx, in)
}

func (r *rerunWaits) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := r.RunUsage(ctx, in)
	return out, err
}
