package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
)

// A run that found no failing case but saw batches time out only as a whole
// must say so: a bare "no counterexample" would send a too-slow solution to
// the judge.
func TestRunTextNotesBatchesSlowOnlyAsAWhole(t *testing.T) {
	cfg := &runConfig{name: "run"}
	cfg.limits.Time = 500 * time.Millisecond
	for _, tc := range []struct {
		slowBatch int
		want      bool
	}{{0, false}, {125, true}} {
		r := &runResult{rep: stress.Report{Problem: "hdu1846", Cases: 1751, SlowBatch: tc.slowBatch}}
		var b bytes.Buffer
		writeRunText(&b, cfg, r)
		out := b.String()
		if !strings.Contains(out, "no counterexample in 1751 cases") {
			t.Errorf("slowBatch %d: no 'no counterexample' line in %q", tc.slowBatch, out)
		}
		got := strings.Contains(out, "a batch of 125 cases exceeded --time 500ms together")
		if got != tc.want {
			t.Errorf("slowBatch %d: note printed = %v, want %v; output:\n%s", tc.slowBatch, got, tc.want, out)
		}
	}
}

// The text report states the limits used (and where each came from), the
// slowest run against the time limit with the peak memory, and, for a
// TimeLimit, how long its shrink took.
func TestRunTextStatesLimitsAndUsage(t *testing.T) {
	cfg := &runConfig{name: "run"}
	cfg.judge = problem.Limits{Time: 2 * time.Second, Memory: 64 << 20, Stack: 8 << 20, TimeFrom: "hdu preset"}
	pass := stress.Report{Problem: "hdu2176", Cases: 120, Limit: 2 * time.Second, MaxTime: 1700 * time.Millisecond,
		MaxTimeCPU: true, PeakMemory: 12 << 20}
	tl := pass
	tl.Verdict, tl.Phase, tl.ShrinkSteps, tl.ShrinkTime = problem.TimeLimit, "worst", 5, 7200*time.Millisecond
	tl.Input, tl.MaxTime = []byte("1\n1\n0\n"), 3*time.Second
	for _, tc := range []struct {
		reason string
		rep    stress.Report
		want   []string
	}{
		{"a pass", pass, []string{"slowest input: 1.70 s of 2.00 s (CPU time)\n",
			"limits: 2s CPU, 64 MiB memory, 8 MiB stack (time: hdu preset)\n"}},
		{"a TimeLimit of the worst phase", tl, []string{"shrink: 5 runs in 7.20 s (a TimeLimit is halved a few times, then reported as found)\n",
			"slowest input: 3.00 s of 2.00 s (CPU time)", "limits: 2s CPU"}},
	} {
		var b bytes.Buffer
		writeRunText(&b, cfg, &runResult{rep: tc.rep})
		for _, w := range tc.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: no %q in:\n%s", tc.reason, w, b.String())
			}
		}
	}
}
