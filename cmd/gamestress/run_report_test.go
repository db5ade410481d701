package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
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
		r := &runResult{rep: stress.Report{Problem: "hdu1846", Cases: 1751, SlowBatch: tc.slowBatch, Checked: stress.Checked{Answers: 1751}}}
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
	tl.Verdict, tl.Phase, tl.ShrinkSteps, tl.ShrinkTime = judge.TimeLimit, "worst", 5, 7200*time.Millisecond
	tl.Input, tl.MaxTime = []byte("1\n1\n0\n"), 3*time.Second
	short := tl
	short.ShortLimit = 250 * time.Millisecond
	for _, tc := range []struct {
		reason string
		rep    stress.Report
		want   []string
	}{
		{"a pass", pass, []string{"slowest input: 1.70 s of 2.00 s (CPU time)\n",
			"limits: 2s CPU, 64 MiB memory, 8 MiB stack (time: hdu preset)\n"}},
		{"a TimeLimit of the worst phase", tl, []string{"shrink: 5 runs in 7.20 s (a TimeLimit is halved a few times, then reported as found; a conclusion may run up to 5.00 s past the budget)\n",
			"slowest input: 3.00 s of 2.00 s (CPU time)", "limits: 2s CPU"}},
		{"a TimeLimit shrunk under a short limit", short, []string{"shrink: 5 runs in 7.20 s under a short limit of 0.25 s, the result re-run under the real one (a conclusion may run up to 5.00 s past the budget)\n"}},
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

// A run that checked no answer is never a pass: the report says what it
// could not check (no "no counterexample"), --json says "Unchecked", and
// the exit status is 2; the same run with answers checked passes (exit 0).
func TestRunUncheckedIsNoPass(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		checked stress.Checked
		exit    int
		text    string
		verdict string
	}{
		{"limits only", stress.Checked{Limits: 42}, 2, "UNCHECKED: no answer was checked: 42 cases ran for limits only", "Unchecked"},
		{"answers checked", stress.Checked{Answers: 42}, 0, "no counterexample in 42 cases", "OK"},
	} {
		for _, asJSON := range []bool{false, true} {
			cfg := &runConfig{name: "run", json: asJSON}
			r := &runResult{rep: stress.Report{Problem: "hdu1846", Cases: 42, Checked: tc.checked}}
			var out, errb bytes.Buffer
			code := exitCode(&errb, writeRunResult(&out, &errb, cfg, r))
			if code != tc.exit {
				t.Errorf("%s (json %v): exit %d, want %d; stderr %q", tc.reason, asJSON, code, tc.exit, errb.String())
			}
			switch {
			case asJSON && !strings.Contains(out.String(), `"verdict": "`+tc.verdict+`"`):
				t.Errorf("%s: JSON %s, want verdict %s", tc.reason, out.String(), tc.verdict)
			case !asJSON && !strings.Contains(out.String(), tc.text):
				t.Errorf("%s: report %q, want %q", tc.reason, out.String(), tc.text)
			case !asJSON && tc.exit == 2 && strings.Contains(out.String(), "no counterexample"):
				t.Errorf("%s: report %q says no counterexample", tc.reason, out.String())
			}
		}
	}
}
