package stress

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// ConfirmRuns is how many re-runs, each alone (no other run of the hunt at
// the same time), must also exceed a limit before a TimeLimit just past
// the limit (timing.go) or a MemoryLimit is reported: a verdict the tool
// cannot reproduce is not a verdict (a correct program at 1.6 s of CPU
// against 2 s went over the limit once on a loaded machine). Each re-run
// is killed at the hard limit: they cost at most ConfirmRuns × FarPast
// limits, owed beyond the budget.
const ConfirmRuns = 2

// NearLimit is a limit that a run exceeded but its re-runs did not all
// exceed: the target passed, with a warning.
type NearLimit struct {
	Verdict  judge.Verdict // TimeLimit or MemoryLimit
	Min, Max int64         // the least and the most of the runs: nanoseconds of CPU, or bytes
	Limit    int64         // the limit, in the same unit
	Runs     int           // the runs measured (the first and its re-runs)
	Over     int           // of them, the runs over the limit
	// Cut: the re-runs were cut short (Ctrl-C: the budget's wall does not
	// cut them) while every run so far exceeded the limit: not confirmed,
	// not refuted.
	Cut bool
}

// String is the report's warning line: "near the limit: 1.6–2.3 s of CPU
// against 2 s (varies with the machine's load)".
func (n NearLimit) String() string {
	if n.Cut {
		return fmt.Sprintf("not confirmed: a run exceeded the %s limit (%s) and the run was interrupted before its %d re-runs (%d of %d runs over it): no verdict on it",
			n.limitText(), n.maxText(), ConfirmRuns, n.Over, n.Runs)
	}
	var what string
	if n.Verdict == judge.MemoryLimit {
		what = fmt.Sprintf("%s–%s of memory against %s", num(float64(n.Min)/(1<<20), 0), mib(n.Max), mib(n.Limit))
	} else {
		what = fmt.Sprintf("%s–%s of CPU against %s", num(time.Duration(n.Min).Seconds(), 2), secs(n.Max), secs(n.Limit))
	}
	return fmt.Sprintf("near the limit: %s (varies with the machine's load): %d of %d runs over it, so no %s",
		what, n.Over, n.Runs, n.Verdict)
}

// num is x with at most prec decimals, trailing zeros dropped.
func num(x float64, prec int) string {
	s := fmt.Sprintf("%.*f", prec, x)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

func secs(ns int64) string { return num(time.Duration(ns).Seconds(), 2) + " s" }

func mib(b int64) string { return num(float64(b)/(1<<20), 0) + " MiB" }

func (n NearLimit) limitText() string { return limitText(n.Verdict, n.Limit) }

// limitText names the limit v is about: "2 s CPU", "256 MiB memory".
func limitText(v judge.Verdict, limit int64) string {
	if v == judge.MemoryLimit {
		return mib(limit) + " memory"
	}
	return secs(limit) + " CPU"
}

func (n NearLimit) maxText() string {
	if n.Verdict == judge.MemoryLimit {
		return mib(n.Max)
	}
	return secs(n.Max)
}

// Stacked is a target whose stack limit a re-run may raise (a
// runner.Program): a crash that a large stack cures is diagnosed as a
// stack overflow.
type Stacked interface {
	// Stack is the stack limit in bytes and where it comes from ("hdu
	// preset", "--stack").
	Stack() (bytes int64, from string)
	// WithStack is the same target with another stack limit.
	WithStack(bytes int64) judge.Target
}

// DiagnoseStack is the stack of the re-run of a crash (SIGSEGV, SIGBUS).
const DiagnoseStack = 64 << 20

// limitVerdict is the verdict of a run error that confirm re-runs: a
// TimeLimit or MemoryLimit (0 for any other).
func limitVerdict(err error) judge.Verdict {
	var re *judge.RunError
	if errors.As(err, &re) && (re.Verdict == judge.TimeLimit || re.Verdict == judge.MemoryLimit) {
		return re.Verdict
	}
	return judge.OK
}

// measure is the measure of a run that a limit bounds: its CPU time or its
// peak memory.
func measure(v judge.Verdict, u Usage) int64 {
	if v == judge.MemoryLimit {
		return u.Peak
	}
	return int64(u.CPU)
}

// confirm re-runs in, alone, ConfirmRuns times after its first run (out,
// u, err) exceeded a limit (v). When every re-run exceeds it too, the
// first run stands; else the first re-run that did not is the result,
// and the spread of the runs is kept as a NearLimit.
func (m *meter) confirm(ctx context.Context, in []byte, v judge.Verdict, out []byte, u Usage, err error) ([]byte, error) {
	m.gate.Lock()
	defer m.gate.Unlock()
	if m.owed != nil {
		ctx = m.owed // owed: the budget's wall does not cut the re-runs
	}
	t0 := time.Now()
	defer func() {
		m.mu.Lock()
		m.m.rerun += time.Since(t0)
		m.mu.Unlock()
	}()
	lo, hi, over := measure(v, u), measure(v, u), 1
	var other struct {
		out []byte
		err error
		set bool
	}
	runs, decided, starved := 1, 0, 0
	for decided < ConfirmRuns && starved <= StarvedRuns {
		m.mu.Lock()
		m.m.reruns++
		m.mu.Unlock()
		o, ru, rerr := m.run1(ctx, in)
		if ctx.Err() != nil {
			if !other.set {
				m.noteNear(NearLimit{Verdict: v, Min: lo, Max: hi, Limit: m.limitOf(v), Runs: runs, Over: over, Cut: true})
			}
			return nil, ctx.Err()
		}
		runs++
		if isStarved(v, ru, rerr, m.t.Limit()) {
			starved++ // no evidence either way: run it again
			continue
		}
		decided++
		x := measure(v, ru)
		lo, hi = min(lo, x), max(hi, x)
		if limitVerdict(rerr) == v {
			over++
		} else if !other.set {
			other.out, other.err, other.set = o, rerr, true
		}
	}
	if other.set {
		m.noteNear(NearLimit{Verdict: v, Min: lo, Max: hi, Limit: m.limitOf(v), Runs: runs, Over: over})
		return other.out, other.err
	}
	if decided < ConfirmRuns {
		return nil, &judge.RunError{Verdict: judge.OracleError, Detail: fmt.Sprintf(
			"no verdict on a run over the %s limit: %d of its %d re-runs were stopped by the wall clock while runnable, "+
				"starved of a core by the machine's load (CPU under the limit): re-run when the machine is quieter",
			limitText(v, m.limitOf(v)), starved, runs-1)}
	}
	return out, confirmed(err)
}

// StarvedRuns is how many re-runs of a confirmation may be starved (see
// isStarved) before it gives up: no verdict, an error (exit 2).
const StarvedRuns = 2

// isStarved reports a TimeLimit re-run that the runner's net stopped while
// it was runnable with its CPU time still under the limit: the machine's
// load starved it of a core. It shows nothing about the program, neither
// a TimeLimit (at load 50 such re-runs confirmed a run that was itself
// starved) nor a pass.
func isStarved(v judge.Verdict, u Usage, err error, limit time.Duration) bool {
	return v == judge.TimeLimit && limitVerdict(err) == judge.TimeLimit && !u.Idle && u.CPU < limit
}

// confirmed is the error of a limit that every re-run exceeded too, its
// detail saying so.
func confirmed(err error) error {
	var re *judge.RunError
	if !errors.As(err, &re) {
		return err
	}
	d := *re
	d.Detail += fmt.Sprintf(" (confirmed: %d re-runs alone exceeded it too)", ConfirmRuns)
	return &d
}

// limitOf is the limit that v is about.
func (m *meter) limitOf(v judge.Verdict) int64 {
	if v == judge.MemoryLimit {
		if ml, ok := m.t.(interface{ MemoryLimit() int64 }); ok {
			return ml.MemoryLimit()
		}
		return 0
	}
	return int64(m.t.Limit())
}

// diagnoseStack re-runs a crash (SIGSEGV, SIGBUS) under a DiagnoseStack
// stack: when it then passes, the crash is a stack overflow, and its
// detail says so.
func (m *meter) diagnoseStack(ctx context.Context, in []byte, err error) error {
	var re *judge.RunError
	st, ok := m.t.(Stacked)
	if !ok || !errors.As(err, &re) || re.Verdict != judge.RuntimeError ||
		!(strings.Contains(re.Detail, "SIGSEGV") || strings.Contains(re.Detail, "SIGBUS")) {
		return err
	}
	stack, from := st.Stack()
	if stack <= 0 || stack >= DiagnoseStack {
		return err
	}
	m.gate.RLock()
	_, rerr := st.WithStack(DiagnoseStack).Run(ctx, in)
	m.gate.RUnlock()
	if rerr != nil || ctx.Err() != nil {
		return err
	}
	if from != "" {
		from = " of the " + from
	}
	d := *re
	d.Detail = fmt.Sprintf("stack overflow: deeper recursion than the %s stack%s allows (%s; passes with a %s stack); your judge's stack: --stack",
		mib(stack), from, re.Detail, mib(DiagnoseStack))
	return &d
}
