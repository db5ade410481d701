package stress

import (
	"bytes"
	"context"
	"os"
	"runtime"
	"strconv"
	"time"
)

// ProofAllowance is the time a run under a wall (Options.Grace) gives the
// conclusion of a failure it found (narrowing, shrinking, the proof of
// minimality, the re-run), whatever is left of the budget: the wall does
// not cut it before ProofAllowance after the failure was found (stretched
// on a loaded machine: loadStretch). Enough for a proof of a million
// in-process runs (every single case of hdu1846), or for the few hundred
// runs of a program's proof. The report says how long the conclusion took
// (ShrinkTime) and what it was allowed (Allowance).
const ProofAllowance = 5 * time.Second

// MaxStretch bounds how far a loaded machine stretches the allowance of
// a conclusion (loadStretch): at most MaxStretch × ProofAllowance.
const MaxStretch = 4

// stretch is the factor of ProofAllowance on a machine whose 1-minute
// load average is load, with cpus cores: 1 while the runnable threads do
// not outnumber the cores, else load/cpus, at most MaxStretch. The
// allowance is meant as ProofAllowance of a core's time: on a machine
// where each thread gets a third of a core, a proof that a quiet machine
// completes in 5 s needs 15 s of the wall clock, and a TimeLimit's runs
// (its CPU time is what is limited) as much. Time limits are judged on
// CPU time, never on the wall clock; so is what the conclusion may do.
func stretch(load float64, cpus int) float64 {
	if cpus < 1 || load <= float64(cpus) {
		return 1
	}
	return min(load/float64(cpus), MaxStretch)
}

// loadAverage is the machine's 1-minute load average (/proc/loadavg), 0
// where it cannot be read. A variable: the tests set the load.
var loadAverage = func() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := bytes.Fields(b)
	if len(f) == 0 {
		return 0
	}
	x, err := strconv.ParseFloat(string(f[0]), 64)
	if err != nil {
		return 0
	}
	return x
}

// loadStretch is stretch for the machine now.
func loadStretch() float64 { return stretch(loadAverage(), runtime.NumCPU()) }

// allowance is where a conclusion's context comes from: ctx (the caller's,
// not the wall's), ended at the wall or ProofAllowance (stretched) after
// the conclusion starts, whichever is later. The zero allowance (no wall)
// gives ctx itself.
type allowance struct {
	ctx  context.Context
	wall time.Time
}

// allowanceOf is the allowance of a run under o that starts at start with
// ctx, its caller's context (the zero allowance without a wall).
func (o Options) allowanceOf(ctx context.Context, start time.Time) allowance {
	if o.allow.ctx != nil {
		return o.allow // an inner search of a hunt: the hunt's
	}
	if o.Grace <= 0 {
		return allowance{}
	}
	return allowance{ctx: ctx, wall: start.Add(o.budget() + o.Grace)}
}

// conclusion is the context of a conclusion starting now, within
// otherwise (the context the run has: used when there is no wall), and
// its allowance, ProofAllowance stretched (0 without a wall).
func (a allowance) conclusion(otherwise context.Context) (context.Context, context.CancelFunc, time.Duration) {
	if a.ctx == nil {
		return otherwise, func() {}, 0
	}
	now := time.Now()
	d := time.Duration(float64(ProofAllowance) * loadStretch())
	ctx, cancel := context.WithDeadline(a.ctx, later(a.wall, now.Add(d)))
	return ctx, cancel, d
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
