package stress

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/shrink"
)

// bashProgram is a judge program for hdu1846 answering each case [n m]
// with first(n, m) ("first" when true), as a contestant's brute force or
// solution would.
func bashProgram(t *testing.T, first func(n, m int64) bool) judge.Target {
	p := mustProblem(t, "hdu1846")
	return judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		cs, err := p.Parse(in)
		if err != nil {
			return nil, err
		}
		var out []byte
		for _, c := range cs {
			if first(c[0], c[1]) {
				out = append(out, "first\n"...)
			} else {
				out = append(out, "second\n"...)
			}
		}
		return out, nil
	})
}

func bashRight(n, m int64) bool  { return n%(m+1) != 0 }
func bashModM(n, m int64) bool   { return n%m != 0 }
func bashAlways(n, m int64) bool { return true }

// counting counts the runs of a target.
type counting struct {
	t    judge.Target
	runs atomic.Int64
}

func (c *counting) Run(ctx context.Context, in []byte) ([]byte, error) {
	c.runs.Add(1)
	return c.t.Run(ctx, in)
}

func TestReferenceCheck(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	cases := []format.Case{{1, 1}, {2, 1}, {3, 5}, {6, 5}}
	crash := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		return []byte("first\n"), &judge.RunError{Verdict: judge.RuntimeError, Detail: "exit status 3", Stderr: "boom"}
	})
	short := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		return []byte("second\n\nfirst\n"), nil
	})
	for _, tc := range []struct {
		reason    string
		ref, sol  judge.Target
		oracle    bool
		verdict   judge.Verdict
		cause     judge.Verdict // of the ReferenceError
		detail    string        // part of the detail
		solutions int64         // runs of the solution
	}{
		{"a right reference and a right solution agree", bashProgram(t, bashRight), bashProgram(t, bashRight), true,
			judge.OK, 0, "", 1},
		{"a right reference catches n%m on [1 1], its first case", bashProgram(t, bashRight), bashProgram(t, bashModM), true,
			judge.WrongAnswer, 0, `case 1 (input line 2): want "first", got "second"`, 1},
		{"without an oracle the reference alone decides: n%m passes against itself", bashProgram(t, bashModM), bashProgram(t, bashModM), false,
			judge.OK, 0, "", 1},
		{"without an oracle a wrong reference blames the right solution (nothing to check it with)", bashProgram(t, bashModM), bashProgram(t, bashRight), false,
			judge.WrongAnswer, 0, `want "second", got "first"`, 1},
		{"a reference that differs from the oracle is at fault, the solution is not run", bashProgram(t, bashModM), bashProgram(t, bashRight), true,
			judge.ReferenceError, judge.WrongAnswer, `differs from the oracle: case 1 (input line 2): want "first", got "second"`, 0},
		{"a crashing reference is at fault, oracle or not", crash, bashProgram(t, bashRight), false,
			judge.ReferenceError, judge.RuntimeError, "exit status 3", 0},
		{"two answer lines for four cases is the reference's fault (no oracle)", short, bashProgram(t, bashRight), false,
			judge.ReferenceError, judge.WrongAnswer, "printed 2 answer lines for 4 cases", 0},
		{"two answer lines for four cases is the reference's fault (oracle)", short, bashProgram(t, bashRight), true,
			judge.ReferenceError, judge.WrongAnswer, "printed 2 answer lines for 4 cases", 0},
	} {
		sol := &counting{t: tc.sol}
		ref := &Reference{P: p, Target: tc.ref, Oracle: tc.oracle}
		res := ref.Check(context.Background(), sol, cases, false)
		if res.Verdict != tc.verdict {
			t.Errorf("%s: verdict %s (%v), want %s", tc.reason, res.Verdict, res.Err, tc.verdict)
			continue
		}
		if n := sol.runs.Load(); n != tc.solutions {
			t.Errorf("%s: %d runs of the solution, want %d", tc.reason, n, tc.solutions)
		}
		var detail string
		var re *ReferenceError
		switch {
		case errors.As(res.Err, &re):
			detail = re.Detail
			if re.Cause != tc.cause {
				t.Errorf("%s: the reference's fault is %s, want %s", tc.reason, re.Cause, tc.cause)
			}
		case res.Mismatch != nil:
			detail = res.Mismatch.Detail
		}
		if !strings.Contains(detail, tc.detail) {
			t.Errorf("%s: detail %q, want it to hold %q", tc.reason, detail, tc.detail)
		}
	}
}

// TestReferenceAnswersFollowTheOracleLines: with an oracle, a case whose
// answer spans several lines (hdu2176: Yes, then every winning move) takes as
// many lines of the reference's output.
func TestReferenceAnswersFollowTheOracleLines(t *testing.T) {
	p := mustProblem(t, "hdu2176")
	cases := []format.Case{{1, 2}, {1, 1}, {5, 3, 1}}
	var want []string
	for _, c := range cases {
		a, err := p.Answer(c)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, a)
	}
	oracle := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		return []byte(strings.Join(want, "\n") + "\n"), nil
	})
	if !strings.Contains(strings.Join(want, ""), "\n") {
		t.Fatalf("the test needs a case with a multi-line answer: %q", want)
	}
	got, res := (&Reference{P: p, Target: oracle, Oracle: true}).Answers(context.Background(), cases)
	if res.Failed() {
		t.Fatalf("Answers: %s %v", res.Verdict, res.Err)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Answers = %q, want %q", got, want)
	}
}

// TestReferenceFaultShrinks: shrinking a reference's fault with the usual
// predicate (the same verdict again) reaches the least input where it
// differs from the oracle, proven: n%m is wrong first on [1 1].
func TestReferenceFaultShrinks(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	ref := &Reference{P: p, Target: bashProgram(t, bashModM), Oracle: true}
	sol := bashProgram(t, bashRight)
	cases := []format.Case{{700, 13}, {41, 9}, {40, 8}, {999, 3}}
	fails := func(cs []format.Case) bool {
		return ref.Check(context.Background(), sol, cs, false).Verdict == judge.ReferenceError
	}
	if !fails(cases) {
		t.Fatal("the test input does not show the reference's fault")
	}
	sh := shrink.Shrinker{Enumerate: 10_000}.Shrink(p, cases, fails)
	if got := fmt.Sprint(sh.Cases); got != "[[1 1]]" || !sh.Minimal {
		t.Errorf("shrunk to %s (minimal %v), want [[1 1]], proven", got, sh.Minimal)
	}
}

func TestReferenceInterrupted(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := (&Reference{P: p, Target: bashProgram(t, bashAlways), Oracle: true}).Check(ctx, bashProgram(t, bashRight), []format.Case{{1, 1}}, false)
	if !res.Interrupted() || res.Verdict == judge.ReferenceError {
		t.Errorf("a cancelled run gives %s (%v), want an interrupted result", res.Verdict, res.Err)
	}
}

// TestReferenceExplain: the report of a reference's fault shows the
// reference's side: its output as got, the oracle's as expected, its
// fault as the detail.
func TestReferenceExplain(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	crash := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		return nil, &judge.RunError{Verdict: judge.RuntimeError, Detail: "exit status 3", Stderr: "boom"}
	})
	for _, tc := range []struct {
		reason                        string
		ref                           judge.Target
		oracle                        bool
		expected, got, detail, stderr string
	}{
		{"a reference that differs from the oracle", bashProgram(t, bashModM), true,
			"first", "second\n", `differs from the oracle: case 1 (input line 2): want "first", got "second"`, ""},
		{"a reference that crashes, with an oracle", crash, true, "first", "", "RuntimeError: exit status 3", "boom"},
		{"a reference that crashes, without an oracle", crash, false, "", "", "RuntimeError: exit status 3", "boom"},
	} {
		rep := Report{Verdict: judge.ReferenceError, Input: []byte("1\n1 1\n"), Got: "the solution's", Detail: "engine's"}
		(&Reference{P: p, Target: tc.ref, Oracle: tc.oracle}).Explain(context.Background(), &rep)
		if rep.Expected != tc.expected || rep.Got != tc.got || rep.Detail != tc.detail || rep.Stderr != tc.stderr || rep.Flaky {
			t.Errorf("%s: expected %q got %q detail %q stderr %q flaky %v; want %q %q %q %q", tc.reason,
				rep.Expected, rep.Got, rep.Detail, rep.Stderr, rep.Flaky, tc.expected, tc.got, tc.detail, tc.stderr)
		}
	}
}

// TestReferenceSlowBatches: a brute force that runs out of time on many
// cases together is no fault of its own; it answers in smaller runs, and
// later batches are cut at once. One case too slow alone is its fault.
func TestReferenceSlowBatches(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	var sizes []int
	slow := func(wrongAt int64) judge.Target {
		inner := bashProgram(t, func(n, m int64) bool { return n != wrongAt && bashRight(n, m) })
		return judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
			cs, _ := p.Parse(in)
			sizes = append(sizes, len(cs))
			for _, c := range cs {
				if c[0] == 999 || len(cs) > 3 {
					return nil, &judge.RunError{Verdict: judge.TimeLimit, Detail: "exceeded 2s of CPU time"}
				}
			}
			return inner.Run(ctx, in)
		})
	}
	cases := make([]format.Case, 10)
	for i := range cases {
		cases[i] = format.Case{int64(i + 1), 3}
	}
	ref := &Reference{P: p, Target: slow(0), Oracle: true}
	if res := ref.Check(context.Background(), bashProgram(t, bashRight), cases, false); res.Failed() {
		t.Fatalf("a right but slow reference: %s %v", res.Verdict, res.Err)
	}
	if got := fmt.Sprint(sizes); got != "[10 5 2 2 1 2 2 1]" {
		t.Errorf("runs of the reference on %s cases, want 10 (too slow), 5 (too slow), then the halves in runs of 2", got)
	}
	sizes = nil
	if res := ref.Check(context.Background(), bashProgram(t, bashRight), cases, false); res.Failed() || fmt.Sprint(sizes) != "[2 2 2 2 2]" {
		t.Errorf("the next batch: %s, runs %v; want OK in runs of 2 at once", res.Verdict, sizes)
	}

	ref = &Reference{P: p, Target: slow(7), Oracle: true}
	res := ref.Check(context.Background(), bashProgram(t, bashRight), cases, false)
	if res.Verdict != judge.ReferenceError || res.Mismatch == nil || res.Mismatch.Case != 6 {
		t.Errorf("a slow reference wrong on n = 7: %s %+v; want ReferenceError on case 6 of the batch", res.Verdict, res.Mismatch)
	}
	ref = &Reference{P: p, Target: slow(0), Oracle: true}
	res = ref.Check(context.Background(), bashProgram(t, bashRight), append(cases[:2:2], format.Case{999, 3}), false)
	var re *ReferenceError
	if !errors.As(res.Err, &re) || re.Cause != judge.TimeLimit {
		t.Errorf("a reference too slow on one case: %s %v; want ReferenceError by TimeLimit", res.Verdict, res.Err)
	}
}

// TestReferenceCheckSample: the statement's sample catches a wrong brute
// force before any search (problems without a game have no other check).
func TestReferenceCheckSample(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	in, out := "2\n23 2\n4 3\n", "first\nsecond\n"
	for _, tc := range []struct {
		reason string
		ref    func(n, m int64) bool
		want   string
	}{
		{"a right brute force passes the sample", bashRight, ""},
		{"n%m fails the sample's second case", bashModM, `differs from the sample: case 2 (input line 3): want "second", got "first"`},
	} {
		err := (&Reference{P: p, Target: bashProgram(t, tc.ref)}).CheckSample(context.Background(), in, out)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, tc.want) || (tc.want == "") != (err == nil) {
			t.Errorf("%s: %v, want %q", tc.reason, err, tc.want)
		}
	}
}
