package stress

import (
	"context"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// shortAttempt bounds the runs of a TimeLimit's attempt under a short
// limit (shrinkShort): its tries, the scan's runs, the run under the real
// limit.
const shortAttempt = shortTries + shortScanRuns + 2

// quadratic is an hdu1850 program that is right but takes 10 µs times m^2
// of CPU time on a case of m heaps (an O(m^2) count of the winning moves):
// 0.1 s on the judge's largest case, 50 s on its largest input of 500 such
// cases, nothing on the small ones.
func quadratic(p *problem.Problem, limit time.Duration) *fakeProgram {
	f := newFake(p, limit)
	f.cost = func(c format.Case) time.Duration { return time.Duration(len(c)*len(c)) * 10 * time.Microsecond }
	return f
}

// A solution right on every case but too slow on the judge's largest
// input is a TimeLimit of the worst-case phase, even though no input of
// the search was slow; its shrink is a few halvings, reported as found
// (not minimal), and the input saved still times out.
func TestHuntWorstCase(t *testing.T) {
	p := mustProblem(t, "hdu1850")
	const limit = 2 * time.Second
	f := quadratic(p, limit)
	opt := huntOptions(t)
	opt.Cases = 400
	rep, err := Hunt(context.Background(), p, f, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.TimeLimit || rep.Phase != "worst" || rep.Minimal || rep.Flaky {
		t.Fatalf("verdict %s in phase %q (minimal %v, flaky %v, %s), want a TimeLimit of the worst phase, not minimal",
			rep.Verdict, rep.Phase, rep.Minimal, rep.Flaky, rep.Detail)
	}
	if most := shortAttempt + maxTimeLimitTries + 1; rep.ShrinkSteps > most || rep.ShrinkTime <= 0 {
		t.Errorf("%d shrink runs (shrink time %v), want at most %d, and the time said", rep.ShrinkSteps, rep.ShrinkTime, most)
	}
	cases := mustParse(t, p, rep.Input)
	if len(cases) >= p.MaxCases() {
		t.Errorf("reported input of %d cases: want it halved from %d", len(cases), p.MaxCases())
	}
	if res := p.Check(context.Background(), f, cases, false); res.Verdict != judge.TimeLimit {
		t.Errorf("the reported input gives %s, want TimeLimit", res.Verdict)
	}
	checkSaved(t, opt.Corpus, p, rep)
	if rep.Limit != limit || !rep.MaxTimeCPU || rep.MaxTime < limit {
		t.Errorf("limit %v, longest run %v (CPU %v), want %v and a run past it, in CPU time", rep.Limit, rep.MaxTime, rep.MaxTimeCPU, limit)
	}
}

// A solution whose time grows with the input but stays within the limit
// passes, and the report gives its longest run: the judge's largest input
// (1000 cases of n = 1000 at 1 µs per unit of n: 1 s of 2 s), and its peak
// memory.
func TestHuntWorstCasePasses(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	f := newFake(p, 2*time.Second)
	f.cost = func(c format.Case) time.Duration { return time.Duration(c[0]) * time.Microsecond }
	opt := huntOptions(t)
	rep, err := Hunt(context.Background(), p, f, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.OK {
		t.Fatalf("verdict %s (%s), want OK", rep.Verdict, rep.Detail)
	}
	if rep.MaxTime != time.Second || !rep.MaxTimeCPU || rep.Limit != 2*time.Second {
		t.Errorf("longest run %v (CPU %v) of %v, want 1s of CPU time (the largest input) of 2s", rep.MaxTime, rep.MaxTimeCPU, rep.Limit)
	}
	if rep.PeakMemory != 1000<<10 {
		t.Errorf("peak memory %d, want %d (1 KiB a case, 1000 cases)", rep.PeakMemory, 1000<<10)
	}
}

// The shrink of a TimeLimit is bounded: a bounded attempt under a short
// limit (shrinkShort: its result, about the 390 heaps that take the short
// limit, passes under the real one, so it is not the answer),
// then every try that still times out costs a whole limit (with the
// margin), so it halves a few times and
// reports the input as found, not minimal, with the time it took; it never
// walks down case by case.
func TestTimeLimitShrinkIsBounded(t *testing.T) {
	p := mustProblem(t, "hdu2176")
	f := newFake(p, time.Second)
	f.cost = func(c format.Case) time.Duration { return time.Duration(len(c)*len(c)) * time.Microsecond }
	big := make(format.Case, 4000) // 16 s
	for i := range big {
		big[i] = int64(i%1000 + 1)
	}
	before := f.runs.Load()
	rep, err := Conclude(context.Background(), p, f, []format.Case{big}, "given", Options{Workers: 2, NoSave: true})
	if err != nil {
		t.Fatal(err)
	}
	runs := f.runs.Load() - before
	if rep.Verdict != judge.TimeLimit || rep.Minimal || rep.ShrinkTime <= 0 {
		t.Fatalf("verdict %s (minimal %v, shrink time %v), want TimeLimit, not minimal, the shrink time given", rep.Verdict, rep.Minimal, rep.ShrinkTime)
	}
	// the first check, the bounded attempt under a short limit (it ends
	// on an input that passes under the real one), the halvings, the re-run
	if most := int64(shortAttempt + maxTimeLimitTries + 2); runs > most {
		t.Errorf("%d runs to conclude a TimeLimit, want at most %d", runs, most)
	}
	if cs := mustParse(t, p, rep.Input); len(cs) != 1 || len(cs[0]) >= len(big) {
		t.Errorf("reported %d cases of %d heaps, want one case halved from %d heaps", len(cs), len(cs[0]), len(big))
	}
}

// refusing answers like the oracle, except that it cannot answer inputs of
// more than 100 cases (a brute-force reference on the judge's largest
// input): such a check is its own fault, ReferenceError.
type refusing struct{ *oracleAnswers }

func (r refusing) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	if len(cases) > 100 {
		return judge.Result{Verdict: judge.ReferenceError}
	}
	return r.oracleAnswers.Check(ctx, t, cases, strict)
}

// When the expected answers cannot be made for the judge's largest input
// (a reference too slow for it), the worst-case phase still judges its
// time: a too slow solution is a TimeLimit there (not a fault of the
// reference), and a fast one passes.
func TestHuntWorstCaseWithoutAnswers(t *testing.T) {
	p := mustProblem(t, "hdu1850")
	for _, tc := range []struct {
		reason  string
		fake    *fakeProgram
		verdict judge.Verdict
	}{
		{"O(m^2): 50 s on the largest input", quadratic(p, 2*time.Second), judge.TimeLimit},
		{"fast", newFake(p, 2*time.Second), judge.OK},
	} {
		opt := huntOptions(t)
		opt.Cases, opt.BatchCases = 400, 50
		opt.Answers = refusing{newOracleAnswers(p, 0)}
		rep, err := Hunt(context.Background(), p, tc.fake, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if rep.Verdict != tc.verdict || (rep.Failed() && (rep.Phase != "worst" || rep.Corpus != "")) {
			t.Errorf("%s: verdict %s in phase %q (saved %q, %s), want %s (of the worst phase, not saved)",
				tc.reason, rep.Verdict, rep.Phase, rep.Corpus, rep.Detail, tc.verdict)
		}
	}
}
