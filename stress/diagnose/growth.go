package diagnose

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
)

const (
	// minMeasured is the least time above the start-up's that a point
	// must take to count: below it the clock's noise is the measure.
	minMeasured = 3 * time.Millisecond
	// minMeasuredMemory is the same for peak memory.
	minMeasuredMemory = 4 << 20
	// growthLeast is the fewest points a fit needs.
	growthLeast = 3
	// minFit is the least coefficient of determination of a fit reported.
	minFit = 0.9
)

// point is one measured run: its size and the measure (CPU time in
// seconds, or bytes of peak memory) above a one-case run's.
type point struct {
	size int64
	y    float64
}

// scaling is one way to make the failing input smaller: by factors, all
// of a case's numbers (or its list's length), or only its largest number.
type scaling struct {
	factors []float64
	onlyTop bool // the largest number alone, the others kept
	// below: the factors are of the ceiling the halvings found (the
	// first size that took half the limit, or did not end), not of the
	// failing input: an exponential search is measurable over a few
	// sizes only, below that one.
	below bool
}

var (
	halvings = []float64{1. / 1024, 1. / 512, 1. / 256, 1. / 128, 1. / 64, 1. / 32, 1. / 16, 1. / 8, 1. / 4, 1. / 2}
	steps    = []float64{0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95}
	// scalings in the order they are tried: halvings find a power law,
	// small steps below the halvings' ceiling an exponential one
	// (halving n of an exponential search leaves nothing measurable).
	scalings = []scaling{{halvings, false, false}, {halvings, true, false}, {steps, true, true}, {steps, false, true}}
)

// growth measures, after a TimeLimit or a MemoryLimit, the failing input
// made smaller (scalings, smallest first, none after a run that took half
// the limit): the CPU time (or peak memory) of each run less a one-case
// run's, fitted to size^k, or to an exponential when that fits better.
// A TimeLimit with nothing to fit (the smallest sizes already too slow)
// is probed for a loop that never ends (hang).
func (b *bench) growth(ctx context.Context) []Finding {
	t, ok := b.s.Target.(stress.Metered)
	if !ok {
		return nil
	}
	memory := b.rep.Verdict == judge.MemoryLimit
	quick := quickTarget(t)
	if memory {
		if f := b.memoryAtSmallest(ctx, t); f != nil {
			return f
		}
	}
	base, smallest, ok := b.baseline(ctx, quick)
	if !ok {
		return nil
	}
	if !memory && len(b.cases) > 1 {
		// A batch the search timed out: the case that alone does not
		// end soon is looked at first, for a hang, then for its growth
		// alone (the scalings of a batch with such a case each stop at
		// their first run; a case at its least size stops them all).
		if c, i, ok := b.slowCase(ctx, t, quick, smallest); ok {
			if f := b.hang(ctx, quick, c); f != nil {
				return f
			}
			if f := b.alone(c).fit(ctx, t, quick, base, memory); f != nil {
				f[0].Text = fmt.Sprintf("case %d of %d%s, alone: %s", i+1, len(b.cases), b.numbers(c), f[0].Text)
				return f
			}
		}
	}
	if f := b.fit(ctx, t, quick, base, memory); f != nil {
		return f
	}
	if memory || len(b.cases) > 1 {
		return nil
	}
	return b.hang(ctx, quick, b.cases[0])
}

// alone is the bench of the failing input's case c alone.
func (b *bench) alone(c format.Case) *bench {
	a := *b
	a.cases, a.fail = []format.Case{c}, 0
	return &a
}

// fit measures the failing input at the sizes of each scaling in turn,
// and says the first growth that fits.
func (b *bench) fit(ctx context.Context, t, quick stress.Metered, base stress.Usage, memory bool) []Finding {
	ceiling := map[bool]float64{false: 1, true: 1}
	for _, sc := range scalings {
		if ctx.Err() != nil {
			return nil
		}
		if sc.below {
			sc.factors = b.stepFactors(ceiling[sc.onlyTop], sc.onlyTop)
		}
		pts, ceil := b.measure(ctx, t, quick, sc, base, memory)
		if !sc.below {
			ceiling[sc.onlyTop] = ceil
		}
		if text, ok := b.fitText(pts, sc, memory, t); ok {
			return []Finding{{Kind: Growth, Text: text}}
		}
	}
	return nil
}

// stepFactors are the small steps below the ceiling ceil (a factor of the
// failing input's size): every size from half the ceiling's, when that
// is 64 or less (measure stops when they fit: enough), else steps of it.
func (b *bench) stepFactors(ceil float64, onlyTop bool) []float64 {
	full := float64(b.sizeOf(b.cases, onlyTop))
	top := int64(math.Round(ceil * full))
	if top > 64 || len(b.cases) > 1 {
		var fs []float64
		for _, f := range steps {
			fs = append(fs, f*ceil)
		}
		return fs
	}
	var fs []float64
	for k := top / 2; k < top; k++ {
		fs = append(fs, (float64(k)-0.01)/full) // rounded (numbers) or rounded up (a list's length) to k
	}
	return fs
}

// memoryAtSmallest: after a MemoryLimit, the problem's smallest input
// (one run, first: a program that takes its memory whatever the input
// makes every small run slow) passes the memory limit too, or takes half
// of it at least (the peak is polled: a short run may end between two
// polls), so the memory does not grow with the input.
func (b *bench) memoryAtSmallest(ctx context.Context, t stress.Metered) []Finding {
	limit := memoryLimit(t)
	for c := range b.p.Small() {
		in := b.p.Encode([]format.Case{c})
		_, u, err := t.RunUsage(ctx, in)
		var re *judge.RunError
		over := errors.As(err, &re) && re.Verdict == judge.MemoryLimit
		if ctx.Err() != nil || limit <= 0 || (!over && (err != nil || 2*u.Peak < limit)) {
			return nil
		}
		what := "passes the " + mib(limit) + " memory limit too"
		if !over {
			what = fmt.Sprintf("takes %s already, of the %s limit", mib(u.Peak), mib(limit))
		}
		lines := strings.Split(strings.TrimSpace(string(in)), "\n")
		return []Finding{{Kind: Growth, Text: fmt.Sprintf(
			"not the size: the smallest input (%s) %s: memory taken whatever the input (a table sized for the statement's largest, or a static array?)",
			strings.Join(lines, " / "), what)}}
	}
	return nil
}

// memoryLimit is t's memory limit in bytes (0: none known).
func memoryLimit(t stress.Metered) int64 {
	if ml, ok := t.(interface{ MemoryLimit() int64 }); ok {
		return ml.MemoryLimit()
	}
	return 0
}

// quickTarget is t under a short time limit, for runs that only need to
// end (or not) soon.
func quickTarget(t stress.Metered) stress.Metered {
	q, ok := t.WithLimit(min(t.Limit()/5, 200*time.Millisecond)).(stress.Metered)
	if !ok {
		return t
	}
	return q
}

// baseline is what a run of one of the smallest cases uses (the first
// that ends), and that case: the start-up. It is the lesser of two runs:
// a JVM server's first run is slower (its code not yet compiled), and
// would hide the small sizes' time.
func (b *bench) baseline(ctx context.Context, t stress.Metered) (stress.Usage, format.Case, bool) {
	tries := 0
	for c := range b.p.Small() {
		if tries++; tries > 5 {
			break
		}
		in := b.p.Encode([]format.Case{c})
		if _, u, err := t.RunUsage(ctx, in); err == nil {
			if _, v, err := t.RunUsage(ctx, in); err == nil {
				u.CPU, u.Peak = min(u.CPU, v.CPU), min(u.Peak, v.Peak)
			}
			return u, c, true
		}
	}
	return stress.Usage{}, nil, false
}

// measure runs the failing input scaled by sc's factors, smallest first,
// the first run under quick's short limit, up to the ceiling: the first
// factor whose run took half the limit or did not end (1 when none did).
func (b *bench) measure(ctx context.Context, t, quick stress.Metered, sc scaling, base stress.Usage, memory bool) (pts []point, ceiling float64) {
	last := int64(-1)
	var prev time.Duration // the CPU time of the run before
	for _, f := range sc.factors {
		cases, ok := b.scaled(f, sc.onlyTop)
		if !ok {
			continue
		}
		size := b.sizeOf(cases, sc.onlyTop)
		if size == last || size <= 0 {
			continue
		}
		last = size
		run := b.runFor(t, quick, len(pts) == 0, prev, memory)

		_, u, err := run.RunUsage(ctx, b.p.Encode(cases))
		if ctx.Err() != nil {
			return pts, 1
		}
		if err != nil {
			return pts, f
		}
		y := (u.CPU - base.CPU).Seconds()
		if memory {
			y = float64(u.Peak - base.Peak)
		}
		if above := (!memory && y >= minMeasured.Seconds()) || (memory && y >= minMeasuredMemory); above && len(pts) == 0 {
			// The first point of a scaling is the lesser of two runs:
			// a JVM server started after a run was killed has not
			// compiled the program's code yet.
			if _, v, err := run.RunUsage(ctx, b.p.Encode(cases)); err == nil {
				y = min(y, (v.CPU - base.CPU).Seconds())
				if memory {
					y = float64(min(u.Peak, v.Peak) - base.Peak)
				}
			}
		}
		if (!memory && y >= minMeasured.Seconds()) || (memory && y >= minMeasuredMemory) {
			pts = append(pts, point{size, y})
			if sc.below && b.enough(pts, sc, memory, t) {
				return pts, 1
			}
		}
		if u.CPU > t.Limit()/2 {
			return pts, f
		}
		prev = u.CPU
	}
	return pts, 1
}

// enough: the small steps' points fit already, over a tenfold growth (the
// next sizes, each slower than the last, would say no more).
func (b *bench) enough(pts []point, sc scaling, memory bool, t stress.Metered) bool {
	_, ok := b.fitText(pts, sc, memory, t)
	return ok && pts[len(pts)-1].y >= 10*pts[0].y
}

// nextGrowth is how many times the run before a run of the time's growth
// may take: the next size of a growth that fits takes less (a size twice
// as large of a cubic takes 8 times as long), and a run past it is cut
// there, not at the limit (an exponential search at twice the size
// would take the whole limit and its grace).
const nextGrowth = 20

// runFor is the target of a run of measure: quick for the first of a
// scaling's points (the smallest of a scaling that does not end soon:
// none will), else t, under nextGrowth times the run before (at least
// quick's limit) for the time's growth.
func (b *bench) runFor(t, quick stress.Metered, first bool, prev time.Duration, memory bool) stress.Metered {
	if first {
		return quick
	}
	if limit := max(quick.Limit(), nextGrowth*prev); !memory && limit < t.Limit() {
		if q, ok := t.WithLimit(limit).(stress.Metered); ok {
			return q
		}
	}
	return t
}

// scaled is the failing input with each case made f times as large.
func (b *bench) scaled(f float64, onlyTop bool) ([]format.Case, bool) {
	out := slices.Clone(b.cases)
	for i, c := range out {
		d, ok := b.scaleCase(c, f, onlyTop)
		if !ok {
			return nil, false
		}
		out[i] = d
	}
	return out, true
}

// scaleCase is c with its list cut to f of its length (a case that is one
// list, or a count and its list), or its numbers (onlyTop: its largest)
// times f; ok is false when that is no valid case or not smaller, and
// for onlyTop when c is one number (as all of it).
func (b *bench) scaleCase(c format.Case, f float64, onlyTop bool) (format.Case, bool) {
	var d format.Case
	h := b.counted(c)
	switch {
	case onlyTop && (isList(b.p, c) || h > 0 || len(c) == 1):
		return nil, false
	case isList(b.p, c):
		d = slices.Clone(c[:int(math.Ceil(f*float64(len(c))))])
	case h > 0:
		n := int(math.Ceil(f * float64(c[0])))
		d = append(slices.Clone(c[:h]), c[h:h+n]...)
		d[0] = int64(n)
	default:
		d = slices.Clone(c)
		top := topIndex(c)
		for i, v := range c {
			if !onlyTop || i == top {
				d[i] = int64(math.Round(f * float64(v)))
			}
		}
	}
	if b.p.Valid(d) != nil || slices.Equal(d, c) {
		return nil, false
	}
	return d, true
}

// topIndex is the index of c's largest number.
func topIndex(c format.Case) int {
	j := 0
	for i, v := range c {
		if v > c[j] {
			j = i
		}
	}
	return j
}

// isList: the problem's case is one list (its length is the case's
// count), so a case is scaled by its length, not its numbers.
func isList(p *problem.Problem, c format.Case) bool {
	for _, bd := range p.Bounds() {
		if _, lone, ok := p.FieldAt(bd.Name); ok && lone {
			return true
		}
	}
	return false
}

// counted is the length of the head of a case that is a count, its
// other numbers, then a list of that many (a head of 1 to 3 numbers: "n",
// then "a[n]"), or 0: cutting the list by one with the count is a valid
// case (of a case of fixed length, no other length is).
func (b *bench) counted(c format.Case) int {
	if isList(b.p, c) {
		return 0
	}
	for h := 1; h <= 3 && h < len(c); h++ {
		if c[0] != int64(len(c)-h) || c[0] < 2 {
			continue
		}
		d := slices.Clone(c[:len(c)-1])
		d[0]--
		if b.p.Valid(d) == nil {
			return h
		}
	}
	return 0
}

// sizeOf is an input's size for the fit: its lists' lengths when its
// cases are lists (or counted lists), else its largest number.
func (b *bench) sizeOf(cases []format.Case, onlyTop bool) int64 {
	var n, top int64
	short := true // every case a few numbers, no list
	for _, c := range cases {
		if h := b.counted(c); h > 0 {
			n += c[0]
			short = false
		} else {
			n += int64(len(c))
			short = short && len(c) <= 4 && len(c) == len(cases[0])
		}
		for _, v := range c {
			top = max(top, v)
		}
	}
	if onlyTop || short {
		return top
	}
	return n
}

// fit is y = c * size^k (power) or y = c * e^(k size) (exponential), by
// least squares on log y, with its coefficient of determination.
type fit struct {
	k, r2 float64
	exp   bool
}

func fitOf(pts []point, exp bool) fit {
	var sx, sy, sxx, sxy, syy float64
	for _, p := range pts {
		x := math.Log(float64(p.size))
		if exp {
			x = float64(p.size)
		}
		y := math.Log(p.y)
		sx, sy, sxx, sxy, syy = sx+x, sy+y, sxx+x*x, sxy+x*y, syy+y*y
	}
	n := float64(len(pts))
	cov, vx, vy := n*sxy-sx*sy, n*sxx-sx*sx, n*syy-sy*sy
	if vx == 0 || vy == 0 {
		return fit{}
	}
	return fit{k: cov / vx, r2: cov * cov / (vx * vy), exp: exp}
}

// steepest is the largest power a polynomial growth is said with: past
// it the growth is exponential, whichever model fits the points better
// (over the small steps' narrow span the two fit alike, and the machine's
// noise would pick: a search without memo doubling every 2 of n = 50
// grows there as n^17).
const steepest = 8

// fitText is the finding of points measured with sc, when they fit (or
// the points left without the smallest ones): at
// least growthLeast points over sizes that span a factor of 4 (halvings)
// or 1.5 (steps), the measure growing threefold at least, the better of
// the two models fitting with minFit (a power law needs k of 0.3 and
// more; an exponential is chosen over it only past k = 3, and always past
// k = steepest).
func (b *bench) fitText(pts []point, sc scaling, memory bool, t stress.Metered) (string, bool) {
	// The smallest points are the nearest the noise (a JVM server's code
	// compiled while they ran, the machine's load): without them, the
	// points above may fit.
	for from := 0; from+growthLeast <= len(pts); from++ {
		if text, ok := b.fitPoints(pts[from:], sc, memory, t); ok {
			return text, true
		}
	}
	return "", false
}

func (b *bench) fitPoints(pts []point, sc scaling, memory bool, t stress.Metered) (string, bool) {
	if len(pts) < growthLeast {
		return "", false
	}
	pw, ex := fitOf(pts, false), fitOf(pts, true)
	best := pw
	if (ex.r2 > pw.r2 && pw.k > 3) || pw.k > steepest {
		best = ex
	}
	first, last := pts[0], pts[len(pts)-1]
	halved := !sc.below
	switch {
	case last.y < 3*first.y, best.r2 < minFit,
		halved && last.size < 4*first.size,
		!best.exp && (best.k < 0.3 || 2*last.size < 3*first.size):
		return "", false
	}
	return b.growthText(pts, best, sc, memory, t), true
}

// growthText: "time grows as a^1.0 (0.02 s at a = 15625000, …, 0.57 s
// at a = 500000000; the other numbers scaled alike): at that rate a =
// 1000000000 takes about 1.1 s of CPU, against the 1 s limit", or "time
// grows exponentially with n: ×2 every 3 of n (…; m kept)".
func (b *bench) growthText(pts []point, f fit, sc scaling, memory bool, t stress.Metered) string {
	name, alike := b.sizeName(sc.onlyTop)
	shown := pts
	if len(pts) > 4 {
		shown = append([]point{pts[0]}, pts[len(pts)-3:]...)
	}
	var at []string
	for i, p := range shown {
		m := cpuText(p.y)
		if memory {
			m = mib(int64(p.y))
		}
		at = append(at, fmt.Sprintf("%s at %s = %d", m, name, p.size))
		if i == 0 && len(shown) < len(pts) {
			at = append(at, "…")
		}
	}
	what := "time"
	if memory {
		what = "memory"
	}
	if f.exp {
		return fmt.Sprintf("%s grows exponentially with %s: ×2 every %.3g of %s (%s%s)",
			what, name, math.Ln2/f.k, name, strings.Join(at, ", "), alike)
	}
	last := pts[len(pts)-1]
	full := b.sizeOf(b.cases, sc.onlyTop)
	y := last.y * math.Pow(float64(full)/float64(last.size), f.k)
	need := fmt.Sprintf("takes about %.1f s of CPU, against the %s limit", y, seconds(t.Limit()))
	if memory {
		need = "needs about " + mib(int64(y))
		if ml, ok := t.(interface{ MemoryLimit() int64 }); ok && ml.MemoryLimit() > 0 {
			need += ", against the " + mib(ml.MemoryLimit()) + " limit"
		}
	}
	return fmt.Sprintf("%s grows as %s^%.1f (%s%s): at that rate %s = %d %s",
		what, name, f.k, strings.Join(at, ", "), alike, name, full, need)
}

// sizeName names the size measured: the largest number of a case of fixed
// length ("a"; and how the others went), a list's length ("m"), or the
// input's numbers.
func (b *bench) sizeName(onlyTop bool) (name, alike string) {
	c := b.cases[0]
	if b.counted(c) > 0 && len(b.cases) == 1 {
		return b.numberName(0), ""
	}
	if !isList(b.p, c) && len(c) <= 4 {
		if len(c) > 1 {
			alike = "; the other numbers scaled alike"
			if onlyTop {
				alike = "; " + b.others(c, topIndex(c))[2:]
				alike = strings.TrimSuffix(alike, ")") + " kept"
			}
		}
		return b.numberName(topIndex(c)), alike
	}
	if bd := b.p.Bounds(); len(b.cases) == 1 && len(bd) == 1 {
		return bd[0].Name, ""
	}
	return "the input's numbers", ""
}

// seconds is "1 s", "0.5 s".
func seconds(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", d.Seconds()), "0"), ".") + " s"
}

// cpuText is a CPU time for the text: "3 ms", "0.25 s".
func cpuText(sec float64) string {
	if sec < 0.1 {
		return fmt.Sprintf("%.0f ms", sec*1000)
	}
	return fmt.Sprintf("%.2f s", sec)
}
