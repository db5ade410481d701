package stress

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// inFlight is a right program whose runs of a slow input (holding the
// case 2 1; or, with sum, of at least 100 cases) are slow in wall-clock
// time (a machine so loaded that the run reaches its CPU time long after
// it started): the k-th such run waits wait(k) first (or until its
// context ends), then uses cpu(k) of CPU time, a TimeLimit past the
// limit. Every other run is fast.
type inFlight struct {
	p     *problem.Problem
	limit time.Duration
	wait  func(k int) time.Duration
	cpu   func(k int) time.Duration
	sum   bool
	mu    sync.Mutex
	slow  int // runs of a slow input
}

func (f *inFlight) slowOn(cases []format.Case) bool {
	if f.sum {
		return len(cases) >= 100
	}
	return holds21(cases)
}

func (f *inFlight) Limit() time.Duration { return f.limit }

func (f *inFlight) WithLimit(d time.Duration) judge.Target {
	g := &inFlight{p: f.p, limit: d, wait: f.wait, cpu: f.cpu, sum: f.sum}
	return g
}

func (f *inFlight) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := f.RunUsage(ctx, in)
	return out, err
}

func (f *inFlight) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	cases, err := f.p.Parse(in)
	if err != nil {
		return nil, Usage{}, err
	}
	cpu := time.Millisecond
	if f.slowOn(cases) {
		f.mu.Lock()
		f.slow++
		k := f.slow
		f.mu.Unlock()
		select {
		case <-time.After(f.wait(k)):
		case <-ctx.Done():
			return nil, Usage{CPU: cpu}, ctx.Err()
		}
		cpu = f.cpu(k)
	}
	if cpu > f.limit {
		return nil, Usage{CPU: cpu}, &judge.RunError{Verdict: judge.TimeLimit, Detail: fmt.Sprintf("exceeded %s", f.limit)}
	}
	var out strings.Builder
	for _, c := range cases {
		a, err := f.p.Answer(c)
		if err != nil {
			return nil, Usage{}, err
		}
		out.WriteString(a + "\n")
	}
	return []byte(out.String()), Usage{CPU: cpu}, nil
}

func holds21(cases []format.Case) bool {
	for _, c := range cases {
		if caseIs(c, 2, 1) {
			return true
		}
	}
	return false
}

// TestRunInFlightAtTheWall: a run that the budget's wall finds in flight
// goes on to its end and is judged (meter.pastWall): a run past the limit
// is never reported OK because the machine made it slow to get there.
// The first batch of small cases holds 2 1; its run ends after the wall.
// Far past the limit (a hang killed at the hard limit): a TimeLimit.
// Just past it once, its re-runs alone within it (the load's noise): no
// TimeLimit, a near-limit note. Just past it every time, but no case
// alone slow (a batch whose cases add up): no TimeLimit, a slow batch,
// as before the wall. (Before, the wall cut the run, which counted for
// nothing: a hang was OK after 3 cases.)
func TestRunInFlightAtTheWall(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	const limit = time.Second
	tests := []struct {
		reason  string
		cpu     func(k int) time.Duration
		sum     bool
		verdict judge.Verdict
		outcome Outcome
	}{{
		reason:  "a hang, killed at the hard limit after the wall: TimeLimit",
		cpu:     func(int) time.Duration { return time.Duration(FarPast * float64(limit)) },
		verdict: judge.TimeLimit,
		outcome: Failed,
	}, {
		reason: "just past the limit once, then within it twice alone: no TimeLimit",
		cpu: func(k int) time.Duration {
			return map[bool]time.Duration{true: 1200 * time.Millisecond, false: 300 * time.Millisecond}[k == 1]
		},
		verdict: judge.OK,
		outcome: Passed,
	}, {
		reason:  "a batch just past the limit on every run, its cases fast alone: a slow batch, no TimeLimit",
		cpu:     func(int) time.Duration { return 1200 * time.Millisecond },
		sum:     true,
		verdict: judge.OK,
		outcome: Passed,
	}}
	for _, tt := range tests {
		// The batch starts well within the budget (its cases are the
		// first small ones, after one run of the smallest case alone),
		// and its first run ends past the wall, whenever it started.
		const budget, grace = time.Second, 200 * time.Millisecond
		f := &inFlight{p: p, limit: limit, cpu: tt.cpu, sum: tt.sum, wait: func(k int) time.Duration {
			if k == 1 {
				return budget + grace + 200*time.Millisecond
			}
			return 0
		}}
		opt := huntOptions(t)
		opt.Cases, opt.NoWorst, opt.NoSamples, opt.NoSave = 0, true, true, true
		opt.Budget, opt.Grace = budget, grace
		rep, err := Hunt(context.Background(), p, f, opt)
		if err != nil {
			t.Fatalf("%s: %v", tt.reason, err)
		}
		if rep.Verdict != tt.verdict || rep.Outcome() != tt.outcome {
			t.Errorf("%s: %s (%s), outcome %s: want %s, %s", tt.reason, rep.Verdict, rep.Detail, rep.Outcome(), tt.verdict, tt.outcome)
		}
		if tt.verdict == judge.TimeLimit && !holds21(mustParse(t, p, rep.Input)) {
			t.Errorf("%s: input %q: want one holding 2 1", tt.reason, rep.Input)
		}
		if tt.verdict == judge.OK && !tt.sum && (len(rep.Near) != 1 || rep.Near[0].Over != 1 || rep.Near[0].Runs != ConfirmRuns+1) {
			t.Errorf("%s: near-limit notes %v: want one, 1 of %d runs over the limit", tt.reason, rep.Near, ConfirmRuns+1)
		}
		if tt.sum && rep.SlowBatch < 100 {
			t.Errorf("%s: slow batch %d: want the batch of 100 cases or more", tt.reason, rep.SlowBatch)
		}
	}
}

// A batch whose cases only add up stood (its confirmation ended after
// the search had dropped it) beside a case that hangs alone: the batch is
// a slow batch, the hang the TimeLimit reported, whichever stood first
// (before, the first that stood was the only one looked at).
func TestStandingPastASlowBatch(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.cost = func(c format.Case) time.Duration {
		switch {
		case c[0] == 999:
			return time.Hour // hangs: killed at the hard limit
		case c[0] > 100:
			return time.Second / 3
		}
		return 0
	}
	opt := huntOptions(t)
	opt.NoSamples, opt.NoWorst = true, true
	h := newHunt(context.Background(), hdu, f, opt)
	batch := "12\n" + strings.Repeat("200 3\n", 12)
	h.meter.standOf(stood{in: []byte(batch), err: &judge.RunError{Verdict: judge.TimeLimit, Detail: "exceeded 1s (confirmed)"}, sum: true})
	h.meter.stand([]byte("1\n999 5\n"), &judge.RunError{Verdict: judge.TimeLimit, Detail: "exceeded 1s (killed)"})
	rep := h.standing(Report{Verdict: judge.OK})
	if rep.Verdict != judge.TimeLimit || string(rep.Input) != "1\n999 5\n" {
		t.Fatalf("verdict %s on %q (%s); want the TimeLimit of the hang alone", rep.Verdict, rep.Input, rep.Detail)
	}
	if h.rep.SlowBatch != 0 && h.rep.SlowBatch != 12 {
		t.Errorf("slow batch %d, want 0 (not looked at) or 12", h.rep.SlowBatch)
	}
}
