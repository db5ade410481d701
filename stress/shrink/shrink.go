package shrink

import (
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// Shrunk is the shrinker's result.
type Shrunk struct {
	Cases       []format.Case // the smallest failing input found
	Minimal     bool          // proven: every smaller input was tried and passed
	Steps       int           // calls to fails
	Interrupted bool          // Shrinker.Done closed before the shrink was over
	// Local: Done closed during the proof of minimality only, after the
	// local shrink had reached its fixpoint (every shrink of every case
	// tried, uncut, and passed) and before the proof found a smaller
	// failure: Cases is locally minimal, only its proof was cut.
	Local bool
}

// DefaultEnumerate bounds how many smaller inputs the shrinker tries one by
// one to prove a result minimal: a little more than the 10^6 single cases of
// the problems with two numbers up to 1000 (hdu1846), so that even a bug
// that needs two cases is proven minimal there, while a hopeless proof
// (values up to 10^9) gives up after trying the first that many in size
// order (a failure among them is still the proven minimum).
const DefaultEnumerate = 1_100_000

// Shrinker holds the shrinker's bounds; its zero value uses the defaults.
type Shrinker struct {
	// Enumerate is the most smaller inputs tried to prove minimality:
	// 0 means the order's ProofTries() if it has one above 0 (as
	// *problem.Problem does), else DefaultEnumerate; negative means never
	// try (locally minimal).
	Enumerate int
	// Batch, when above 1, says that fails is monotone under concatenation
	// (if a list of cases passes, every part of it passes: true of a time
	// limit, not of wrong answers, which may need a case alone) and lets the
	// minimality proof try up to Batch cases in one call, splitting a
	// failing batch to find its first failing part.
	Batch int
	// Workers, when above 1, runs the minimality proof's tries on that many
	// goroutines (fails must then be safe for concurrent use). The result
	// and Steps do not depend on it.
	Workers int
	// Done, when closed (e.g. ctx.Done() on Ctrl-C), stops the shrink at
	// once: no more calls to fails, and the least failing input found so
	// far comes back as Interrupted, never Minimal. fails should return
	// false for a try that Done cut short (it proves nothing). Nil: never.
	Done <-chan struct{}
}

// Shrink is Shrinker{}.Shrink.
func Shrink(o Order, cases []format.Case, fails func([]format.Case) bool) Shrunk {
	return Shrinker{}.Shrink(o, cases, fails)
}

// Shrink returns the smallest input it can find, in o's size order, on which
// fails still holds. cases must fail; fails must be deterministic for the
// result to be meaningful. Shrink never calls fails on an empty list.
func (s Shrinker) Shrink(o Order, cases []format.Case, fails func([]format.Case) bool) Shrunk {
	sh := &shrinking{o: o, fails: fails, cur: slices.Clone(cases), done: s.Done}
	for changed := true; changed && !sh.stopped(); {
		changed = sh.ddmin()
		changed = sh.fixpoint() || changed
		changed = changed || sh.lockstep()
	}
	local, moves := !sh.stopped(), sh.moves // the fixpoint, with no try cut short
	limit := s.Enumerate
	if limit == 0 {
		limit = DefaultEnumerate
		if pt, ok := o.(interface{ ProofTries() int }); ok && pt.ProofTries() > 0 {
			limit = pt.ProofTries()
		}
	}
	sh.batch, sh.workers = s.Batch, s.Workers
	minimal := limit > 0 && !sh.stopped() && sh.enumerate(limit)
	if sh.stopped() {
		// A try that Done cut short may have passed only because it was
		// cut short: nothing is proven. Cut in the proof, the fixpoint
		// (unless the proof replaced it) is still locally minimal.
		local = local && sh.moves == moves
		return Shrunk{Cases: sh.cur, Steps: sh.steps, Interrupted: true, Local: local}
	}
	return Shrunk{Cases: sh.cur, Minimal: minimal, Steps: sh.steps}
}
