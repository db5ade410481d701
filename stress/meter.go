package stress

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// Usage is what one run of a target used.
type Usage struct {
	CPU  time.Duration // CPU time of the run
	Peak int64         // bytes of peak resident memory (0: not measured)
	// Idle: stopped at the wall-clock limit while it waited, not starved
	// of a core (runner.Usage.Idle).
	Idle bool
}

// Metered is a target that measures its runs (an external program under
// the runner). The hunt reports the most CPU time and memory over its
// runs from it; without it, the time of a run is the wall clock around it.
type Metered interface {
	Limited
	RunUsage(ctx context.Context, input []byte) ([]byte, Usage, error)
}

// meter is the hunt's target: it runs the user's target and keeps the
// longest run, the peak memory, and the slowest input that passed the
// time limit. Its WithLimit copies share what it keeps.
type meter struct {
	t  Limited
	mu *sync.Mutex
	m  *metered
	// gate: runs hold it shared, a confirmation alone (confirm.go).
	gate *sync.RWMutex
	// top: runs under the target's own limit are confirmed (a TimeLimit or
	// MemoryLimit) and diagnosed (a crash); WithLimit copies (a shrink
	// under a margin) are not.
	top bool
	// gate checks every input against the statement first (validate.go)
	gate0 *gate
	// finish: a run started goes on to its end under owed, not cut by
	// its caller's end (the budget's wall): at most the hard limit of
	// CPU time. A hang in flight at the wall is a TimeLimit, not a run
	// that counted for nothing (pastWall).
	finish bool
	// owed is the context of confirming re-runs (Hunt's caller's: the
	// budget's wall does not cut them); nil: the run's own.
	owed context.Context
}

// metered is what a meter keeps.
type metered struct {
	maxTime  time.Duration // the longest run
	last     time.Duration // the last run (calibrate sizes batches by it)
	cpu      bool          // maxTime is CPU time (the target is Metered)
	peak     int64
	slowest  []byte // the input of the longest run that did not time out
	slowTime time.Duration
	near     []NearLimit   // limits exceeded once, not confirmed by the re-runs
	reruns   int           // confirming re-runs made
	rerun    time.Duration // and their time
	// standing: limit verdicts that stood (far past, or confirmed) on a
	// run whose caller's context had ended meanwhile, so that the caller
	// dropped it: a run past the limit is never reported OK (the hunt
	// reports the first of them).
	standing []stood
}

// stood is a limit verdict that stood on an input.
type stood struct {
	in  []byte
	err error
	// sum: a run just past the limit (its re-runs alone too), whose
	// cases, when it holds several (a batch of calibrate's or Search's),
	// may only add up: a verdict only when one of them alone is
	// (hunt.standing), as in calibrate and hunt.search. Far past the
	// limit (killed at the hard limit) it is a verdict at once.
	sum bool
}

func newMeter(t Limited) *meter {
	return &meter{t: t, mu: new(sync.Mutex), m: new(metered), gate: new(sync.RWMutex), top: true}
}

var _ Limited = (*meter)(nil)

func (m *meter) Limit() time.Duration { return m.t.Limit() }

// Prepare is the target's (a Preparer), if it has one.
func (m *meter) Prepare(ctx context.Context) (time.Duration, error) {
	if p, ok := m.t.(Preparer); ok {
		return p.Prepare(ctx)
	}
	return 0, nil
}

func (m *meter) WithLimit(d time.Duration) judge.Target {
	inner, ok := m.t.WithLimit(d).(Limited)
	if !ok {
		return m.t.WithLimit(d)
	}
	return &meter{t: inner, mu: m.mu, m: m.m, gate: m.gate, gate0: m.gate0, owed: m.owed}
}

// unconfirmed is m at its own limit, neither confirming nor diagnosing
// (a batch whose cases may only add up), finishing its runs as m does.
func (m *meter) unconfirmed() judge.Target {
	t := m.WithLimit(m.t.Limit())
	if c, ok := t.(*meter); ok {
		c.finish = m.finish
	}
	return t
}

// Run runs the target once; at the target's own limit, a TimeLimit or
// MemoryLimit is confirmed by re-runs (confirm) and a crash diagnosed
// (diagnoseStack).
func (m *meter) Run(ctx context.Context, in []byte) ([]byte, error) {
	if err := m.gate0.admit(in); err != nil {
		return nil, err
	}
	runCtx, done := m.runContext(ctx)
	m.gate.RLock()
	out, u, err := m.run1(runCtx, in)
	m.gate.RUnlock()
	done()
	if ctx.Err() != nil && (m.owed == nil || m.owed.Err() == nil) {
		m.pastWall(in, out, u, err)
	}
	if !m.top || ctx.Err() != nil || err == nil {
		return out, err
	}
	switch v := limitVerdict(err); {
	case v == judge.TimeLimit && timingOf(u, m.t.Limit()) == timeFar:
		return out, farPast(err, u, m.t.Limit())
	case v != judge.OK:
		out, err = m.confirm(ctx, in, v, out, u, err)
		if ctx.Err() != nil && limitVerdict(err) == v {
			// Its caller went meanwhile (a failure found in another
			// batch): just past the limit, a batch's cases may only
			// add up, as at the wall (pastWall).
			m.standOf(stood{in: in, err: err, sum: v == judge.TimeLimit})
		}
		return out, err
	}
	return out, m.diagnoseStack(ctx, in, err)
}

// runContext is the context of a run that ctx asked for: ctx itself, or
// for a meter that finishes its runs, one that a deadline of ctx (the
// budget's, its wall's, an allowance's) does not end: only owed's end
// (Ctrl-C) or ctx's cancellation (the run is not needed any more: a
// failure found elsewhere, a shrink given up) does.
func (m *meter) runContext(ctx context.Context) (context.Context, func()) {
	if !m.finish || m.owed == nil || m.owed == ctx {
		return ctx, func() {}
	}
	rctx, cancel := context.WithCancel(m.owed)
	stop := context.AfterFunc(ctx, func() {
		if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			cancel()
		}
	})
	return rctx, func() { stop(); cancel() }
}

// pastWall keeps the limit verdict of a run whose caller's context (the
// budget's wall) ended while it ran: a run past the limit is never lost,
// nor reported OK (the hunt concludes it: hunt.standing). A run that
// finished (finish) is judged as any: far past the limit it stands at
// once; just past it, it stands when its re-runs alone (owed) exceed it
// too (a batch's as a sum of its cases: a verdict only when one of them
// alone times out, hunt.standing). A run the
// wall cut stands when its CPU time had already passed the limit.
func (m *meter) pastWall(in, out []byte, u Usage, err error) {
	limit := m.t.Limit()
	switch v := limitVerdict(err); {
	case v == judge.TimeLimit && timingOf(u, limit) == timeFar:
		m.stand(in, farPast(err, u, limit))
	case v != judge.OK:
		if _, cerr := m.confirm(m.owed, in, v, out, u, err); limitVerdict(cerr) == v {
			m.standOf(stood{in: in, err: cerr, sum: v == judge.TimeLimit})
		}
	case v == judge.OK && m.top && u.CPU > limit:
		m.stand(in, &judge.RunError{Verdict: judge.TimeLimit,
			Detail: fmt.Sprintf("exceeded %s of CPU time (%s used when the budget's wall stopped it)", limit, secs(int64(u.CPU)))})
	}
}

// stand keeps a limit verdict that stood while its caller had gone.
func (m *meter) stand(in []byte, err error) { m.standOf(stood{in: in, err: err}) }

func (m *meter) standOf(st stood) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.m.standing = append(m.m.standing, st)
}

// run1 is one run of the target, recorded.
func (m *meter) run1(ctx context.Context, in []byte) ([]byte, Usage, error) {
	var u Usage
	var out []byte
	var err error
	mt, cpu := m.t.(Metered)
	if cpu {
		out, u, err = mt.RunUsage(ctx, in)
	} else {
		t0 := time.Now()
		out, err = m.t.Run(ctx, in)
		u.CPU = time.Since(t0)
	}
	if ctx.Err() == nil {
		m.record(in, u, cpu, err)
	}
	return out, u, err
}

// noteNear keeps a limit exceeded but not confirmed, merged with the
// others of its verdict (the widest spread, the runs added up).
func (m *meter) noteNear(n NearLimit) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, o := range m.m.near {
		if o.Verdict == n.Verdict && o.Cut == n.Cut {
			n.Min, n.Max = min(n.Min, o.Min), max(n.Max, o.Max)
			n.Runs, n.Over = n.Runs+o.Runs, n.Over+o.Over
			m.m.near[i] = n
			return
		}
	}
	m.m.near = append(m.m.near, n)
}

func (m *meter) record(in []byte, u Usage, cpu bool, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := m.m
	k.cpu = cpu
	k.maxTime = max(k.maxTime, u.CPU)
	k.last = u.CPU
	k.peak = max(k.peak, u.Peak)
	if err == nil && u.CPU > k.slowTime {
		k.slowTime, k.slowest = u.CPU, in
	}
}

// snapshot is a copy of what the meter keeps.
func (m *meter) snapshot() metered {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := *m.m
	k.near = append([]NearLimit(nil), k.near...)
	k.standing = append([]stood(nil), k.standing...)
	return k
}
