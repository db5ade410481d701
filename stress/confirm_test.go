package stress

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// straddling is a fake whose runs of one input exceed a limit (v) on the
// runs numbered in over (from 1, per input) and pass otherwise: a program
// near the limit on a loaded machine.
type straddling struct {
	*fakeProgram
	v    judge.Verdict
	over func(run int, cases []format.Case) bool
	// overUsage, when set, is the usage of a run over the limit.
	overUsage *Usage
	// starved, when set, says which runs over the limit the machine's load
	// starved (the runner's net stopped them with half the limit of CPU).
	starved func(run int) bool
	mu      *sync.Mutex
	runs    map[string]int // shared with its WithLimit copies
}

// WithLimit keeps the model under another limit (a shrink's short limit
// or margin): an input over the limit is over it there too, as a slow
// case of a program is, so that a conclusion finds it alone.
func (s *straddling) WithLimit(d time.Duration) judge.Target {
	f, _ := s.fakeProgram.WithLimit(d).(*fakeProgram)
	return &straddling{fakeProgram: f, v: s.v, over: s.over, overUsage: s.overUsage, starved: s.starved, mu: s.mu, runs: s.runs}
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
	if s.overUsage != nil {
		u = *s.overUsage
	}
	if s.starved != nil && s.starved(k) {
		u = Usage{CPU: s.limit / 2}
	}
	return nil, u, &judge.RunError{Verdict: s.v, Detail: "exceeded"}
}

func (s *straddling) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := s.RunUsage(ctx, in)
	return out, err
}

func (s *straddling) MemoryLimit() int64 { return 256 << 20 }

func newStraddling(p *problem.Problem, v judge.Verdict, over func(int, []format.Case) bool) *straddling {
	return &straddling{fakeProgram: newFake(p, 2*time.Second), v: v, over: over, mu: new(sync.Mutex), runs: map[string]int{}}
}

// hasBig reports whether a case of cases has a number of 500 or more.
func hasBig(cases []format.Case) bool {
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
		v      judge.Verdict
		over   func(run int, cases []format.Case) bool
		want   judge.Verdict
		near   string
		over1  int // of every 1+ConfirmRuns runs of an input that went over (the first and its re-runs), how many were over
	}{
		{"over once, then under: OK with a warning", judge.TimeLimit,
			func(run int, cs []format.Case) bool { return run == 1 && hasBig(cs) }, judge.OK,
			"near the limit: 1.6–2.3 s of CPU against 2 s (varies with the machine's load): ", 1},
		{"over on the first two runs only: still OK", judge.TimeLimit,
			func(run int, cs []format.Case) bool { return run <= 2 && hasBig(cs) }, judge.OK,
			"runs over it, so no TimeLimit", 2},
		{"over on every run: TimeLimit", judge.TimeLimit,
			func(_ int, cs []format.Case) bool { return hasBig(cs) }, judge.TimeLimit, "", 0},
		{"memory over once: OK with a warning", judge.MemoryLimit,
			func(run int, cs []format.Case) bool { return run == 1 && hasBig(cs) }, judge.OK,
			"near the limit: 200–270 MiB of memory against 256 MiB", 1},
		{"memory over on every run: MemoryLimit", judge.MemoryLimit,
			func(_ int, cs []format.Case) bool { return hasBig(cs) }, judge.MemoryLimit, "", 0},
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
		if n := rep.Near[0]; n.Over*(1+ConfirmRuns) != n.Runs*tc.over1 || n.Verdict != tc.v {
			t.Errorf("%s: %s: %d of %d runs over the limit, want %d in %d", tc.reason, n.Verdict, n.Over, n.Runs, tc.over1, 1+ConfirmRuns)
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

func (s stacky) WithStack(b int64) judge.Target { s.stack = b; return s }

func (s stacky) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := s.RunUsage(ctx, in)
	return out, err
}

func (s stacky) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	cases, _ := s.p.Parse(in)
	if hasBig(cases) && s.stack < s.need {
		return nil, Usage{}, &judge.RunError{Verdict: judge.RuntimeError, Detail: "killed by signal SIGSEGV"}
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
		if rep.Verdict != judge.RuntimeError || rep.Detail != tc.detail {
			t.Errorf("%s: %s %q, want RuntimeError %q", tc.reason, rep.Verdict, rep.Detail, tc.detail)
		}
	}
}

// A TimeLimit far past the limit (FarPast times it: killed at the hard
// limit) or stopped by the wall clock while it waited stands at once,
// with no re-run; one just past it is re-run alone (TestLimitConfirmedByReruns),
// and passes when its re-runs do.
func TestFarPastNeedsNoRerun(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		reason string
		usage  Usage
		want   judge.Verdict
		reruns int
	}{
		{"killed at the hard limit", Usage{CPU: 3 * time.Second}, judge.TimeLimit, 0},
		{"waited until the wall clock", Usage{CPU: 0, Idle: true}, judge.TimeLimit, 0},
		{"just past, re-runs under", Usage{CPU: 2100 * time.Millisecond}, judge.OK, ConfirmRuns},
		{"starved of a core (wall clock, runnable), re-runs under", Usage{CPU: time.Second}, judge.OK, ConfirmRuns},
	} {
		s := newStraddling(p, judge.TimeLimit, func(run int, cs []format.Case) bool { return run == 1 && caseIs(cs[0], 1000, 1000) })
		s.overUsage = &tc.usage
		opt := huntOptions(t)
		opt.Cases, opt.NoWorst, opt.NoSamples, opt.Small = 1, true, true, -1
		opt.Corpus.Save(p.ID, []byte("1\n1000 1000\n"), []byte("first\n"))
		rep, err := Hunt(context.Background(), p, s, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if rep.Verdict != tc.want || rep.Reruns != tc.reruns {
			t.Errorf("%s: %s after %d re-runs (%s), want %s after %d", tc.reason, rep.Verdict, rep.Reruns, rep.Detail, tc.want, tc.reruns)
		}
	}
}
