package stress

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// TestTargetFor: a fast candidate runs in-process; a slow one is a child
// process judge (the runner's Program), Limited with the limit asked for
// (DefaultJudgeLimit for 0), which serves the candidate and is stopped at
// its CPU time limit.
func TestTargetFor(t *testing.T) {
	fast := mustCandidate(t, "hdu1846-correct")
	if _, ok := target(fast).(Program); ok {
		t.Errorf("a fast candidate runs as a child process")
	}
	slow := mustCandidate(t, "hdu1846-no-memo")
	lt, ok := target(slow).(Limited)
	if !ok || lt.Limit() != 100*time.Millisecond {
		t.Fatalf("slow candidate: %T, want a Limited target with a 100ms limit", target(slow))
	}
	if d := TargetFor(slow, []string{"true"}, nil, 0).(Limited).Limit(); d != DefaultJudgeLimit {
		t.Errorf("limit 0 gives %s, want DefaultJudgeLimit", d)
	}
	p := mustProblem(t, slow.Problem)
	if r := p.Check(context.Background(), lt, []format.Case{{3, 1}, {4, 2}}, true); r.Verdict != judge.OK {
		t.Errorf("the judge child on small cases: %s %v %+v", r.Verdict, r.Err, r.Mismatch)
	}
	_, err := lt.Run(context.Background(), p.Encode([]format.Case{{1000, 2}}))
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.TimeLimit || !strings.Contains(re.Detail, "CPU time") {
		t.Errorf("an exponential case: %v, want a TimeLimit on CPU time", err)
	}
	if wide := lt.WithLimit(time.Second).(Limited); wide.Limit() != time.Second || lt.Limit() != 100*time.Millisecond {
		t.Errorf("WithLimit: %s, original %s", wide.Limit(), lt.Limit())
	}
}
