package gen

import (
	"math"
	"slices"
	"sync/atomic"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// gen is Problem.Gen: the problem's own drawing function as a gopter
// generator. It does not shrink through gopter: the stress engine shrinks
// with Shrinks and Small.
func (cs *Cases) Gen() gopter.Gen {
	draw := cs.Draw
	return func(gp *gopter.GenParameters) *gopter.GenResult {
		return gopter.NewGenResult(draw(gp), gopter.NoShrinker)
	}
}

// boundaries is Problem.Boundaries: the problem's picks, out-of-range ones
// dropped (they are written loosely, e.g. n = k(m+1)-1 for k = 0), duplicates too.
func (cs *Cases) BoundaryCases() []format.Case {
	var out []format.Case
	for _, c := range cs.Boundaries() {
		if cs.Layout.Valid(c) == nil && !slices.ContainsFunc(out, func(d format.Case) bool { return slices.Equal(c, d) }) {
			out = append(out, c)
		}
	}
	return out
}

// fullSize is the GenParameters.MaxSize at which values span the whole range.
const FullSize = 100

// top is the largest value drawn at this size: hi at fullSize and beyond,
// and lo + (hi-lo+1)^(size/fullSize) below it, so values grow
// geometrically as a run goes on.
func top(p *gopter.GenParameters, lo, hi int64) int64 {
	size := p.MaxSize
	if size >= FullSize {
		return hi
	}
	t := lo + int64(PowOf(hi-lo+1, max(size, 1)))
	return min(max(t, lo+1), hi)
}

// powOf is math.Pow(float64(b), float64(size)/fullSize), remembered: a
// list of 10^5 heaps asks it once a heap, always with the same b and
// size. (The same value as computed afresh: the draws do not change.)
func PowOf(b int64, size int) float64 {
	if v, ok := mathMemo.get(b, int64(size)); ok {
		return v
	}
	v := math.Pow(float64(b), float64(size)/FullSize)
	mathMemo.put(b, int64(size), v)
	return v
}

// logOf is math.Log(float64(v)), remembered as powOf.
func LogOf(x int64) float64 {
	if v, ok := mathMemo.get(x, -1); ok {
		return v
	}
	v := math.Log(float64(x))
	mathMemo.put(x, -1, v)
	return v
}

// mathMemo is a direct-mapped table of recent results of powOf (a, size)
// and logOf (a, -1), safe for concurrent use without a lock (a slot is
// replaced whole).
var mathMemo memoTable

type memoTable struct {
	slots [256]atomic.Pointer[memoEntry]
}

type memoEntry struct {
	a, b int64
	v    float64
}

func (m *memoTable) slot(a, b int64) *atomic.Pointer[memoEntry] {
	return &m.slots[uint64(a*31+b*1000003)%uint64(len(m.slots))]
}

func (m *memoTable) get(a, b int64) (float64, bool) {
	if e := m.slot(a, b).Load(); e != nil && e.a == a && e.b == b {
		return e.v, true
	}
	return 0, false
}

func (m *memoTable) put(a, b int64, v float64) { m.slot(a, b).Store(&memoEntry{a: a, b: b, v: v}) }

// between is uniform in [lo, hi].
func Between(p *gopter.GenParameters, lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	return lo + p.Rng.Int63n(hi-lo+1)
}

// scaled is uniform in [lo, top].
func Scaled(p *gopter.GenParameters, lo, hi int64) int64 { return Between(p, lo, top(p, lo, hi)) }

// logScaled favours small values but reaches top: log-uniform in [lo, top].
func LogScaled(p *gopter.GenParameters, lo, hi int64) int64 {
	t := top(p, lo, hi)
	x := math.Exp(p.Rng.Float64() * LogOf(t-lo+1))
	return min(lo+int64(x)-1+Between(p, 0, 1), t)
}

// nearTop is hi or just below it, whatever the size: where overflow and
// too-short tables show.
func NearTop(p *gopter.GenParameters, lo, hi int64) int64 { return max(lo, hi-Between(p, 0, 2)) }

func Clamp(v, lo, hi int64) int64 { return min(max(v, lo), hi) }

// choose picks branch i with weight w[i].
func Choose(p *gopter.GenParameters, w ...int) int {
	total := 0
	for _, x := range w {
		total += x
	}
	r := p.Rng.Intn(total)
	for i, x := range w {
		if r < x {
			return i
		}
		r -= x
	}
	return len(w) - 1
}
