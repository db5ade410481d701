package stress

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
)

// straddling is a fake whose runs of one input exceed a limit (v) on the
// runs numbered in over (from 1, per input) and pass otherwise: a program
// near the limit on a loaded machine.
type straddling struct {
	*fakeProgram
	v    problem.Verdict
	over func(run int, cases []problem.Case) bool
	mu   sync.Mutex
	runs map[string]int
}

func (s *straddling) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	s.mu.Lock()
	s.runs[string(in)]++
	k := s.runs[string(in)]
	s.mu.Unlock()
	out, u, err := s.fakeProgram.RunUsage(ctx, in)
	cases, _ := s.p.Parse(in)
	if err != nil || !s.over(k, cases) {
		u.CPU, u.Peak = s.limit*8/10, 200<<20
		return out, u, err
	}
	u.CPU, u.Peak = s.limit*23/20, 270<<20
	return nil, u, &problem.RunError{Verdict: s.v, Detail: "exceeded"}
}

func (s *straddling) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := s.RunUsage(ctx, in)
	return out, err
}

func (s *straddling) MemoryLimit() int64 { return 256 << 20 }

func newStraddling(p *problem.Problem, v problem.Verdict, over func(int, []problem.Case) bool) *straddling {
	return &straddling{fakeProgram: newFake(p, 2*time.Second), v: v, over: over, runs: map[string]int{}}
}

// hasBig reports whether a case of cases has a number of 500 or more.
func hasBig(cases []problem.Case) bool {
	for _, c := range cases {
		for _, x := range c {
			if x >= 500 {
				return true
			}
		}
	}
	return false
}

// A TimeLimit or MemoryLimit stands only when ConfirmRuns re-runs of the
// input, alone, exceed the limit too: a run over the limit whose re-runs
// pass is OK, with a near-limit warning in the report; one whose re-runs
// all exceed it is the verdict.
func TestLimitConfirmedByReruns(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		reason string
		v      problem.Verdict
		over   func(run int, cases []problem.Case) bool
		want   problem.Verdict
		near   string
		per    int // runs per run over the limit: the re-runs of every input that went over
	}{
		{"over once, then under: OK with a warning", problem.TimeLimit,
			func(run int, cs []problem.Case) bool { return run == 1 && hasBig(cs) }, problem.OK,
			"near the limit: 1.6–2.3 s of CPU against 2 s (varies with the machine's load): ", 4},
		{"over on the first two runs only: still OK", problem.TimeLimit,
			func(run int, cs []problem.Case) bool { return run <= 2 && hasBig(cs) }, problem.OK,
			"runs over it, so no TimeLimit", 2},
		{"over on every run: TimeLimit", problem.TimeLimit,
			func(_ int, cs []problem.Case) bool { return hasBig(cs) }, problem.TimeLimit, "", 0},
		{"memory over once: OK with a warning", problem.MemoryLimit,
			func(run int, cs []problem.Case) bool { return run == 1 && hasBig(cs) }, problem.OK,
			"near the limit: 200–270 MiB of memory against 256 MiB", 4},
		{"memory over on every run: MemoryLimit", problem.MemoryLimit,
			func(_ int, cs []problem.Case) bool { return hasBig(cs) }, problem.MemoryLimit, "", 0},
	} {
		s := newStraddling(p, tc.v, tc.over)
		opt := huntOptions(t)
		opt.Cases, opt.NoWorst = 2000, true
		rep, err := Hunt(context.Background(), p, s, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if rep.Verdict != tc.want {
			t.Errorf("%s: verdict %s (%s), want %s", tc.reason, rep.Verdict, rep.Detail, tc.want)
			continue
		}
		var notes strings.Builder
		rep.WriteNotes(&notes)
		if tc.near == "" {
			if len(rep.Near) != 0 {
				t.Errorf("%s: near-limit warnings %v on a confirmed %s", tc.reason, rep.Near, tc.want)
			}
			continue
		}
		if len(rep.Near) != 1 || !strings.Contains(notes.String(), tc.near) {
			t.Fatalf("%s: notes %q, want one line with %q", tc.reason, notes.String(), tc.near)
		}
		if n := rep.Near[0]; n.Over*tc.per != n.Runs || n.Verdict != tc.v {
			t.Errorf("%s: %s: %d of %d runs over the limit, want 1 in %d", tc.reason, n.Verdict, n.Over, n.Runs, tc.per)
		}
	}
}

// stacky crashes with SIGSEGV on a case of 500 or more under a stack
// below need; with need or more it answers as the oracle does.
type stacky struct {
	*fakeProgram
	stack, need int64
}

func (s stacky) Stack() (int64, string) { return s.stack, "hdu preset" }

func (s stacky) WithStack(b int64) problem.Target { s.stack = b; return s }

func (s stacky) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := s.RunUsage(ctx, in)
	return out, err
}

func (s stacky) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	cases, _ := s.p.Parse(in)
	if hasBig(cases) && s.stack < s.need {
		return nil, Usage{}, &problem.RunError{Verdict: problem.RuntimeError, Detail: "killed by signal SIGSEGV"}
	}
	return s.fakeProgram.RunUsage(ctx, in)
}

// A crash (SIGSEGV) that a 64 MiB stack cures is reported as a stack
// overflow, naming the stack it ran with and where that came from; one
// that a large stack does not cure is reported as it was.
func TestStackOverflowDiagnosed(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		reason string
		need   int64
		detail string
	}{
		{"deep recursion", 16 << 20, "stack overflow: deeper recursion than the 2 MiB stack of the hdu preset allows (killed by signal SIGSEGV; passes with a 64 MiB stack); your judge's stack: --stack"},
		{"a crash of another kind", 1 << 40, "killed by signal SIGSEGV"},
	} {
		s := stacky{fakeProgram: newFake(p, 2*time.Second), stack: 2 << 20, need: tc.need}
		opt := huntOptions(t)
		opt.NoWorst = true
		rep, err := Hunt(context.Background(), p, s, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if rep.Verdict != problem.RuntimeError || rep.Detail != tc.detail {
			t.Errorf("%s: %s %q, want RuntimeError %q", tc.reason, rep.Verdict, rep.Detail, tc.detail)
		}
	}
}
