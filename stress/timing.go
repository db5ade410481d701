package stress

import (
	"errors"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// The time policy, as judges measure time (isolate, DMOJ): a CPU limit, a
// hard limit above it where the run is killed (runner.Limits.Hard: 1.5 ×
// the limit by default), and a wall-clock limit (about 2 × the limit + 1
// s). A run's TimeLimit is, by how far past the limit it went:
//
//   - far past (timeFar): its CPU time reached FarPast × the limit (killed
//     at the hard limit), or the wall-clock limit stopped it while it
//     waited (Usage.Idle). No load makes a program that fast that slow: a
//     TimeLimit at once, no re-run.
//   - just past (timeNear): between the limit and FarPast × it, or stopped
//     by the runner's net while runnable (a machine so loaded that it
//     starved of a core for 10 × the limit: the wall-clock limit stops
//     only a run that waits). Re-run alone ConfirmRuns times (confirm): the TimeLimit
//     stands only if every re-run exceeds the limit too. A re-run starved
//     in its turn (stopped by the net, CPU under the limit) is no
//     evidence: it is run again, up to StarvedRuns times, and then there
//     is no verdict (an error, exit 2), never a TimeLimit. These re-runs are
//     owed: the budget's wall does not cut them (only the caller's end,
//     Ctrl-C, does); they cost at most ConfirmRuns × FarPast limits (3),
//     and the report says how long they took (Report.Rerun).
type timing uint8

const (
	timeFar timing = iota
	timeNear
)

// FarPast is how many times its limit of CPU time a run must reach to be
// a TimeLimit at once (the runner's hard limit stops it there).
const FarPast = 1.5

// timingOf is how far past limit a TimeLimit run with usage u went.
func timingOf(u Usage, limit time.Duration) timing {
	if u.Idle || float64(u.CPU) >= FarPast*float64(limit) {
		return timeFar
	}
	return timeNear
}

// farPast is the error of a TimeLimit far past the limit, its detail
// saying why it needs no re-run.
func farPast(err error, u Usage, limit time.Duration) error {
	var re *judge.RunError
	if !errors.As(err, &re) {
		return err
	}
	d := *re
	if u.Idle {
		d.Detail += " (it waited, not starved of a core: no re-run needed)"
	} else {
		d.Detail += fmt.Sprintf(" (%s of CPU, %.1f× the limit: far past it, no re-run needed)", secs(int64(u.CPU)), float64(u.CPU)/float64(limit))
	}
	return &d
}
