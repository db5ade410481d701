package stress

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// TestHuntRefusesBrokenInput: an input that breaks the statement (here a
// source's case of n = 5000 where hdu1846 says n <= 1000, and one that
// holds more cases than its count line allows) is a gamestress bug: the
// program is never run on it, and the hunt ends with a *BrokenInput
// naming the rule (exit 2), no verdict. Both ways: the same hunt with a
// source of valid cases runs them and says OK.
func TestHuntRefusesBrokenInput(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		name  string
		cases []format.Case
		want  string // "" : valid, the hunt runs them
	}{
		{"valid", []format.Case{{5, 2}, {1000, 1000}}, ""},
		{"n past its bound", []format.Case{{5, 2}, {5000, 3}}, "n must be 1 ≤ n ≤ 1000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake(p, time.Second)
			var ran []string
			opt := huntOptions(t)
			opt.NoSamples, opt.NoReplay, opt.NoWorst, opt.NoBoundaries, opt.Small, opt.Cases, opt.BatchCases = true, true, true, true, -1, 500, 10
			opt.Sources = []Source{{Name: "generator", Inputs: 1, Input: func(context.Context, int) ([]format.Case, error) {
				return tc.cases, nil
			}}}
			rep, err := Hunt(context.Background(), p, &recordRuns{fakeProgram: f, ran: &ran}, opt)
			if tc.want == "" {
				if err != nil || rep.Verdict != judge.OK {
					t.Fatalf("valid cases: %v, %v; want OK", rep.Verdict, err)
				}
				return
			}
			var b *problem.BrokenInput
			if !errors.As(err, &b) || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "internal: ") {
				t.Fatalf("got %v (verdict %v), want a BrokenInput naming %q", err, rep.Verdict, tc.want)
			}
			for _, in := range ran {
				if strings.Contains(in, "5000 3") {
					t.Errorf("the program ran on the broken input %q", in)
				}
			}
		})
	}
}

// recordRuns is a fake program that keeps every input it is run on.
type recordRuns struct {
	*fakeProgram
	ran *[]string
}

func (r *recordRuns) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	*r.ran = append(*r.ran, string(in))
	return r.fakeProgram.RunUsage(ctx, in)
}

func (r *recordRuns) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := r.RunUsage(ctx, in)
	return out, err
}

// TestGateAdmits: the meter's gate admits an input within the statement
// and refuses one that is not, cancelling the hunt's context with it.
func TestGateAdmits(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	ctx, g := gated(context.Background(), p)
	if err := g.admit([]byte("1\n1000 1000\n")); err != nil || ctx.Err() != nil {
		t.Fatalf("a valid input: %v, context %v", err, ctx.Err())
	}
	err := g.admit([]byte("2\n1000 1000\n"))
	if !problem.IsBrokenInput(err) || !errors.Is(context.Cause(ctx), err) {
		t.Fatalf("a truncated input: %v, cause %v; want a BrokenInput ending the context", err, context.Cause(ctx))
	}
}

// TestStaleCorpusIsNotRun: a saved input that the file no longer reads
// (n = 5000 where hdu1846 says n <= 1000: its bounds changed since) is
// reported as such, and the program is not run on it; a saved input that
// fits is replayed.
func TestStaleCorpusIsNotRun(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct{ in, want string }{
		{"1\n5 2\n", ""},
		{"1\n5000 3\n", "no longer fits the problem file, so it was not run"},
	} {
		opt := huntOptions(t)
		opt.NoSamples, opt.NoWorst, opt.Cases = true, true, 10
		if _, err := opt.Corpus.Save(p.ID, []byte(tc.in), []byte("first\n")); err != nil {
			t.Fatal(err)
		}
		var ran []string
		rep, err := Replay(context.Background(), p, &recordRuns{fakeProgram: newFake(p, time.Second), ran: &ran}, opt)
		if tc.want == "" {
			if err != nil || rep.Replayed != 1 {
				t.Errorf("%q: replayed %d, %v; want 1 replayed", tc.in, rep.Replayed, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(ran) > 0 {
			t.Errorf("%q: %v, %d runs; want %q and no run", tc.in, err, len(ran), tc.want)
		}
	}
}
