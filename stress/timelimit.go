package stress

import (
	"slices"
	"time"

	"github.com/gamestress/gamestress/problem"
)

// maxTimeLimitTries bounds the shrink of a TimeLimit: every try that still
// times out costs TimeMargin times the limit, so a local shrink to a
// fixpoint would run for minutes (an O(m^2) hdu2176 on m = 200000 ran for
// more than 12 minutes, case by case). A few halvings show the size at
// which the program gets too slow; the input is then reported as found,
// not minimal.
const maxTimeLimitTries = 24

// timeLimitSpan bounds the shrink of a TimeLimit in time too: after this
// many time limits, no more tries start.
const timeLimitSpan = 8

// halveTimeLimit shrinks a TimeLimit by halving: the first half of the
// cases, else the second half, while one still times out; then, for one
// case, its first smaller variant with fewer numbers (half of a list) and
// the case with every number halved. At most maxTimeLimitTries tries, and
// none started after timeLimitSpan times limit. fails must be the
// TimeLimit predicate.
func (s *search) halveTimeLimit(cases []problem.Case, limit time.Duration, fails func([]problem.Case) bool) Shrunk {
	start := time.Now()
	sh := Shrunk{Cases: cases}
	more := func() bool {
		return sh.Steps < maxTimeLimitTries && s.ctx.Err() == nil &&
			(limit <= 0 || time.Since(start) < timeLimitSpan*limit)
	}
	try := func(cand []problem.Case) bool {
		if !more() {
			return false
		}
		sh.Steps++
		if fails(cand) {
			sh.Cases = cand
			return true
		}
		return false
	}
	for more() {
		if n := len(sh.Cases); n > 1 {
			if try(slices.Clone(sh.Cases[:n/2])) || try(slices.Clone(sh.Cases[n/2:])) {
				continue
			}
			break
		}
		halved := false
		for _, c := range s.halves(sh.Cases[0]) {
			if try([]problem.Case{c}) {
				halved = true
				break
			}
		}
		if !halved {
			break
		}
	}
	sh.Interrupted = s.ctx.Err() != nil
	return sh
}

// halves are the halvings of one case: its first smaller variant with
// fewer numbers (for a list, the first half dropped), and every number
// halved, when valid and smaller.
func (s *search) halves(c problem.Case) []problem.Case {
	var out []problem.Case
	for d := range s.p.Shrinks(c) {
		if len(d) < len(c) {
			out = append(out, d)
			break
		}
	}
	h := make(problem.Case, len(c))
	for i, v := range c {
		h[i] = v / 2
	}
	if s.p.Valid(h) == nil && s.p.Less([]problem.Case{h}, []problem.Case{c}) {
		out = append(out, h)
	}
	return out
}
