package stress

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// fakeProgram is a Limited target that stands in for a user's program
// without a compiler: it answers as the oracle does, except where its
// hooks say otherwise, and its "CPU time" is a model (cost per case,
// added up over the input), so a TimeLimit depends on the input only,
// never on the machine.
type fakeProgram struct {
	p     *problem.Problem
	limit time.Duration
	// wrong answers case i of the input (cases is the whole input) wrongly.
	wrong func(cases []format.Case, i int) bool
	// cost is the modelled CPU time of one case; the run times out when
	// the sum passes the limit.
	cost func(c format.Case) time.Duration
	// answer, when set, is the program's answer for a case instead of the
	// oracle's (for inputs beyond the oracle's reach).
	answer func(c format.Case) string
	// extra prints one more line after the output.
	extra func(cases []format.Case) bool
	// block makes a run wait for the end of its context (a program that
	// never ends, under a limit the test does not reach).
	block func(cases []format.Case) bool
	// flakyOnce fails each distinct input the first time only.
	flakyOnce bool
	seen      *sync.Map

	runs *atomic.Int64 // runs of this program and its WithLimit copies
}

func newFake(p *problem.Problem, limit time.Duration) *fakeProgram {
	return &fakeProgram{p: p, limit: limit, runs: new(atomic.Int64), seen: new(sync.Map)}
}

var _ Metered = (*fakeProgram)(nil)

func (f *fakeProgram) Limit() time.Duration { return f.limit }

func (f *fakeProgram) WithLimit(d time.Duration) judge.Target {
	g := *f
	g.limit = d
	return &g
}

func (f *fakeProgram) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := f.RunUsage(ctx, in)
	return out, err
}

// RunUsage makes the fake a Metered target: its CPU time is the model's
// (the sum of cost over the cases, up to the hard limit, FarPast times the
// limit, where a runner kills it), its memory 1 KiB a case.
func (f *fakeProgram) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	out, used, n, err := f.run(ctx, in)
	return out, Usage{CPU: min(used, time.Duration(FarPast*float64(f.limit))), Peak: int64(n) << 10}, err
}

func (f *fakeProgram) run(ctx context.Context, in []byte) ([]byte, time.Duration, int, error) {
	if err := ctx.Err(); err != nil {
		return nil, 0, 0, err
	}
	f.runs.Add(1)
	cases, err := f.p.JudgeScale().Parse(in) // a judge reads its whole range
	if err != nil {
		return nil, 0, 0, &judge.RunError{Verdict: judge.RuntimeError, Detail: "bad input: " + err.Error()}
	}
	if f.block != nil && f.block(cases) {
		<-ctx.Done()
		return nil, 0, len(cases), ctx.Err()
	}
	var out strings.Builder
	var used time.Duration
	for i, c := range cases {
		if f.cost != nil {
			used += f.cost(c)
		}
		if used > f.limit {
			return []byte(out.String()), used, len(cases), &judge.RunError{Verdict: judge.TimeLimit, Detail: fmt.Sprintf("exceeded %s", f.limit)}
		}
		var ans string
		if f.answer != nil {
			ans = f.answer(c)
		} else if ans, err = f.p.Answer(c); err != nil {
			return nil, used, len(cases), err
		}
		if f.wrong != nil && f.wrong(cases, i) {
			ans += "x"
		}
		out.WriteString(ans + "\n")
	}
	if f.extra != nil && f.extra(cases) {
		out.WriteString("extra\n")
	}
	if f.flakyOnce {
		if _, dup := f.seen.LoadOrStore(string(in), true); !dup {
			out.WriteString("first time\n")
		}
	}
	return []byte(out.String()), used, len(cases), nil
}

// caseIs reports whether c holds exactly v.
func caseIs(c format.Case, v ...int64) bool {
	if len(c) != len(v) {
		return false
	}
	for i := range c {
		if c[i] != v[i] {
			return false
		}
	}
	return true
}
