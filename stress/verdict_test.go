package stress

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// The outcome derives from the record and what failed, in one place; a
// run that checked no answer is Unchecked (exit 2), never Passed.
func TestOutcome(t *testing.T) {
	for _, tc := range []struct {
		reason string
		rep    Report
		want   Outcome
		exit   int
		why    string
	}{
		{"a verdict against the target", Report{Verdict: judge.WrongAnswer}, Failed, 1, ""},
		{"answers checked, nothing failed", Report{Checked: Checked{Answers: 3}}, Passed, 0, ""},
		{"nothing ran", Report{}, Unchecked, 2, "no answer was checked: no case ran"},
		{"limits only", Report{Checked: Checked{Limits: 22}, Beyond: 5}, Unchecked, 2,
			"no answer was checked: 22 cases ran for limits only, 5 cases left out (the oracle did not answer them within its share)"},
		{"a limit whose re-runs were interrupted", Report{Checked: Checked{Answers: 9},
			Near: []NearLimit{{Verdict: judge.TimeLimit, Limit: int64(time.Second), Cut: true}}}, Unchecked, 2,
			"a run exceeded the 1 s CPU limit and the run was interrupted before its re-runs decided: no verdict on it"},
		{"a limit refuted by its re-runs", Report{Checked: Checked{Answers: 9},
			Near: []NearLimit{{Verdict: judge.TimeLimit, Limit: int64(time.Second)}}}, Passed, 0, ""},
	} {
		got := tc.rep.Outcome()
		if got != tc.want || got.ExitStatus() != tc.exit || tc.rep.UncheckedWhy() != tc.why {
			t.Errorf("%s: %s (exit %d, %q), want %s (exit %d, %q)", tc.reason, got, got.ExitStatus(), tc.rep.UncheckedWhy(), tc.want, tc.exit, tc.why)
		}
		if (tc.rep.VerdictName() == "Unchecked") != (tc.want == Unchecked) {
			t.Errorf("%s: verdict name %q", tc.reason, tc.rep.VerdictName())
		}
	}
}

// A hunt whose oracle answers nothing in time runs its target on nothing
// it can judge: Unchecked, saying so (before: "OK, no counterexample").
// The same hunt with answers is Passed; with a bug, Failed.
func TestHuntThatCheckedNothingIsUnchecked(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		reason string
		mute   bool // the oracle never answers within its share
		wrong  bool
		want   Outcome
	}{
		{"the oracle answers nothing", true, false, Unchecked},
		{"the oracle answers", false, false, Passed},
		{"the oracle answers, the program is wrong", false, true, Failed},
	} {
		f := newFake(p, time.Second)
		if tc.wrong {
			f.wrong = func(cs []format.Case, i int) bool { return caseIs(cs[i], 5, 2) }
		}
		ans := newOracleAnswers(p, 20*time.Millisecond)
		if tc.mute {
			ans.ask = func(ctx context.Context, _ format.Case, _ int) (string, error) {
				<-ctx.Done()
				return "", ctx.Err()
			}
		}
		opt := huntOptions(t)
		opt.Answers, opt.NoSamples, opt.NoWorst, opt.Cases = ans, true, true, 300
		rep, err := Hunt(context.Background(), p, f, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if got := rep.Outcome(); got != tc.want {
			t.Errorf("%s: %s (%s, checked %+v), want %s", tc.reason, got, rep.Verdict, rep.Checked, tc.want)
		}
		if tc.want == Unchecked && !strings.HasPrefix(rep.UncheckedWhy(), "no answer was checked") {
			t.Errorf("%s: says %q", tc.reason, rep.UncheckedWhy())
		}
		if tc.want == Passed && rep.Checked.Answers == 0 {
			t.Errorf("%s: passed with no answer checked", tc.reason)
		}
	}
}
