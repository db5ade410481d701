package stress

import (
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/stress/draw"
)

// reach is what the oracle answers within its share, learnt from its
// answers, and the scale that the random phase draws under (Options
// doc: "The oracle's reach"). A case's scale is, over the bounds of the
// problem (problem.Bounds: the numbers that lead a case, a lone list's
// length), the largest log(v+1)/log(max+1): 0 for the least values, 1 at
// the statement's top. A case answered within perCase is fast; one
// answered later, or not at all within the input's share, is slow.
//
// The random phase runs in rounds while the cap is below 1: between two
// rounds, the cap grows by step when the round's answers were all fast,
// and falls below the least slow case's scale when one was not (the step
// halves then, down to minStep): sizes grow while answers come fast. Only
// the round's largest fast scale and least slow scale decide, so a seed
// gives the same cases whenever the oracle answers the same cases in time
// (its speed, and the machine's load, decide that).
type reach struct {
	bounds    []problem.Bound
	at        []fieldAt // where each bound is in a case
	invLogMax []float64 // 1/log(max+1) of each bound
	perCase   time.Duration
	share     time.Duration

	mu      sync.Mutex
	fast    float64 // this round: the largest scale of a fast case (-1: none)
	slow    float64 // this round: the least scale of a slow case (+Inf: none)
	seen    bool    // a slow case was seen, in any round
	fastest float64 // the largest scale of a fast case, in any round
	checked []int64 // per bound, the largest value of a case the oracle answered
	cap     float64 // the scale the random phase draws under; 0 until started
	step    float64
	// ceiling is the least scale that was slow; the cap stays below it
	// until calm rounds in a row were fast (probe: it doubles at every
	// probe that fails), for an oracle whose memo makes it faster as a
	// run goes on
	ceiling     float64
	calm, probe int
	// hard is the least scale of a case that the oracle did not answer
	// though it had half the input's share or more to itself: a case at
	// that scale or above is left out at once, without waiting for the
	// share to run out (the judge's top, asked again by the boundaries and
	// the worst case)
	hard float64
}

// Steps of the cap, in scale (a tenth of the scale is a factor of
// 10^0.5 on a bound of 10^5).
const (
	reachStart   = 0.2  // the least cap the random phase starts from
	reachStep    = 0.1  // the first step
	reachMinStep = 0.02 // the least step, after back-offs
)

// minPerCase is the least time a case is given before it counts as slow:
// below it, a wait for a core says more than the oracle's speed.
const minPerCase = 2 * time.Millisecond

// newReach is the reach of p's oracle with share for one input (nil when
// sizes need not follow it: no share, no bounds to scale, an interactive
// or move-checked problem, or a test_range, which declares the reach).
func newReach(p *problem.Problem, share time.Duration) *reach {
	bounds := p.Bounds()
	if share <= 0 || len(bounds) == 0 || p.Interactive() || p.Moves() {
		return nil
	}
	if narrowed, _ := p.TestRange(); len(narrowed) > 0 {
		return nil
	}
	perCase := max(share/time.Duration(max(p.MaxCases(), 1)), minPerCase)
	inv := make([]float64, len(bounds))
	at := make([]fieldAt, len(bounds))
	for i, b := range bounds {
		if b.Max > 0 {
			inv[i] = 1 / math.Log(float64(b.Max)+1)
		}
		at[i].i, at[i].lone, at[i].ok = p.FieldAt(b.Name)
	}
	return &reach{bounds: bounds, at: at, invLogMax: inv, perCase: perCase, share: share,
		fast: -1, slow: math.Inf(1), hard: math.Inf(1), checked: make([]int64, len(bounds))}
}

// values puts the values of the bounds' fields in c into vals
// (len(r.bounds); 0 where c has none).
func (r *reach) values(c format.Case, vals []int64) {
	for i, at := range r.at {
		var v int64
		switch {
		case !at.ok:
		case at.lone:
			v = int64(len(c))
		case at.i < len(c):
			v = c[at.i]
		}
		vals[i] = v
	}
}

// scaleOf is the scale of a case whose bounds' values are vals.
func (r *reach) scaleOf(vals []int64) float64 {
	s := 0.0
	for i, b := range r.bounds {
		if v := vals[i]; v > 0 && b.Max > 0 {
			s = max(s, math.Log(float64(v)+1)*r.invLogMax[i])
		}
	}
	return min(s, 1)
}

// scale is c's scale (see reach).
func (r *reach) scale(p *problem.Problem, c format.Case) float64 {
	var buf [8]int64
	vals := buf[:0]
	if len(r.bounds) > len(buf) {
		vals = make([]int64, 0, len(r.bounds))
	}
	vals = vals[:len(r.bounds)]
	r.values(c, vals)
	return r.scaleOf(vals)
}

// hardScale is the scale from which a case is left out at once (see
// beyond), as it stands; +Inf for a nil reach.
func (r *reach) hardScale() float64 {
	if r == nil {
		return math.Inf(1)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.hard
}

// fieldAt is where a bound's value is in a case (problem.FieldAt).
type fieldAt struct {
	i        int
	lone, ok bool
}

// reachBatch gathers the notes of one input's answers, in order, as they
// come: a fast answer only raises the largest values seen (no lock, no
// scale: a scale is increasing in each value, so the largest scale of the
// fast answers before a note is the scale of their largest values, and an
// input answered fast throughout takes one scale, not one a case); a slow
// answer or a miss is noted under the lock, after the fast ones before
// it. done notes what is left.
type reachBatch struct {
	r            *reach
	top, checked []int64 // the largest values of the fast answers; of every answer
	anyFast      bool
	vals         []int64 // scratch: the values of the case being noted
}

func (r *reach) batch() *reachBatch {
	nb := len(r.bounds)
	buf := make([]int64, 3*nb)
	return &reachBatch{r: r, top: buf[:nb:nb], checked: buf[nb : 2*nb : 2*nb], vals: buf[2*nb:]}
}

// note notes one answer (missed: the oracle did not answer in time) of a
// case whose bounds' values are b.vals; a nil batch (no reach followed)
// notes nothing.
func (b *reachBatch) note(took time.Duration, missed bool) {
	if b == nil {
		return
	}
	r, vs := b.r, b.vals
	if !missed {
		for i, v := range vs {
			b.checked[i] = max(b.checked[i], v)
		}
		if took <= r.perCase {
			for i, v := range vs {
				b.top[i] = max(b.top[i], v)
			}
			b.anyFast = true
			return
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	b.flush()
	s := r.scaleOf(vs)
	r.noteSlow(s)
	if missed && took >= r.share/2 && s > r.fastest {
		r.hard = min(r.hard, s)
	}
}

// flush counts the fast answers so far; r.mu is held.
func (b *reachBatch) flush() {
	if b.anyFast {
		s := b.r.scaleOf(b.top)
		b.r.fast, b.r.fastest = max(b.r.fast, s), max(b.r.fastest, s)
	}
}

// done notes the input's fast answers and the largest values answered.
func (b *reachBatch) done() {
	r := b.r
	r.mu.Lock()
	defer r.mu.Unlock()
	b.flush()
	for i, v := range b.checked {
		r.checked[i] = max(r.checked[i], v)
	}
}

// noteSlow notes a slow case at scale s. One at or below a scale that
// was fast is not the oracle's reach but a wait: behind the search of a
// larger case that goes on until its next look at its context, or for a
// core on a loaded machine (a larger case answered fast means the smaller
// ones are within reach).
func (r *reach) noteSlow(s float64) {
	if s <= r.fastest {
		return
	}
	r.slow = min(r.slow, s)
	r.seen = true
}

// start sets the first cap, from what the phases before the random one
// learnt: none while nothing was slow; else the largest fast scale, below
// the least slow one.
func (r *reach) start() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.forget()
	r.step, r.ceiling, r.calm, r.probe = reachStep, r.slow, 0, reachProbe
	r.cap = 1
	if r.seen {
		r.cap = max(r.fastest, reachStart)
		r.ceiling = min(r.ceiling, r.hard)
	}
	if r.cap > r.ceiling-reachMinStep {
		r.cap = max(r.ceiling-reachMinStep, reachMinStep)
	}
	r.fast, r.slow = -1, math.Inf(1)
}

// watching says whether the random phase still runs in rounds: the cap
// is on, or the statement's top has not been answered fast yet (a slow
// case may come).
func (r *reach) watching() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cap < 1 || r.fastest < 1-reachMinStep
}

// reachProbe is how many fast rounds in a row let the cap past a scale
// that was slow, at first.
const reachProbe = 4

// forget drops a slow case at or below a scale that was fast (noted
// before the fast one: see noteSlow).
func (r *reach) forget() {
	if r.slow <= r.fastest {
		r.slow = math.Inf(1)
	}
}

// adapt moves the cap after a round (see reach), and starts the next.
func (r *reach) adapt() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.forget()
	switch {
	case r.slow <= r.cap:
		if r.cap >= r.ceiling {
			r.probe *= 2 // a probe past the ceiling failed
		}
		// back to the largest scale answered fast (below the slow one),
		// to grow again from there in smaller steps
		r.ceiling = min(r.ceiling, r.slow)
		r.cap = max(min(r.fastest, r.slow-reachMinStep), reachMinStep)
		r.step = max(r.step/2, reachMinStep)
		r.calm = 0
	case r.fast >= r.cap-r.step:
		// the round reached near the cap, every answer in time
		r.calm++
		if r.cap >= r.ceiling {
			r.ceiling = math.Inf(1) // past the old ceiling, and fast
		}
		next := r.cap + r.step
		if next > r.ceiling-reachMinStep && r.calm < r.probe {
			next = r.ceiling - reachMinStep
		}
		if next >= r.ceiling {
			r.calm = 0
		}
		r.cap = min(max(next, r.cap), 1)
	}
	r.fast, r.slow = -1, math.Inf(1)
}

// limit is the cap (1: none).
func (r *reach) limit() float64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cap
}

// past says whether a case of cases is beyond every case the oracle
// answered fast so far, once a case was slow (until then the oracle is
// asked: its share bounds the cost).
func (r *reach) past(p *problem.Problem, cases []format.Case) bool {
	r.mu.Lock()
	fastest, seen := r.fastest, r.seen
	r.mu.Unlock()
	if !seen {
		return false
	}
	for _, c := range cases {
		if r.scale(p, c) > fastest {
			return true
		}
	}
	return false
}

// within says whether c is within the cap s.
func (r *reach) within(p *problem.Problem, c format.Case, s float64) bool {
	return s >= 1 || r.scale(p, c) <= s
}

// sizeWithin is the generator's MaxSize at which its scaled values stay
// within the cap s (problem/gen/gen.go: values grow as size/draw.MaxSize of the
// range's scale).
func sizeWithin(size int, s float64) int {
	if s >= 1 {
		return size
	}
	return max(1, min(size, int(math.Ceil(s*draw.MaxSize))))
}

// note is the report's line on the answers checked, when the oracle did
// not answer everything in time ("" when it did): "answers checked for
// n <= 2400 ...; n up to 100000 " + rest.
func (r *reach) note(rest string) string {
	if r == nil {
		return ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.seen {
		return ""
	}
	var at, tops []string
	for i, b := range r.bounds {
		if r.checked[i] < b.Max {
			at = append(at, fmt.Sprintf("%s <= %d", b.Name, r.checked[i]))
			tops = append(tops, fmt.Sprintf("%s up to %d", b.Name, b.Max))
		}
	}
	if len(at) == 0 {
		return ""
	}
	return fmt.Sprintf("answers checked for %s: what the oracle answered within its share of the budget (random sizes followed it); %s %s",
		strings.Join(at, ", "), strings.Join(tops, ", "), rest)
}
