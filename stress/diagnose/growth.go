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
}

var (
	halvings = []float64{1. / 1024, 1. / 512, 1. / 256, 1. / 128, 1. / 64, 1. / 32, 1. / 16, 1. / 8, 1. / 4, 1. / 2}
	steps    = []float64{0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95}
	// scalings in the order they are tried: halvings find a power law,
	// small steps an exponential one (halving n of an exponential
	// search leaves nothing measurable).
	scalings = []scaling{{halvings, false}, {halvings, true}, {steps, true}, {steps, false}}
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
	base, ok := b.baseline(ctx, quick)
	if !ok {
		return nil
	}
	if !memory && len(b.cases) > 1 {
		// A batch the search timed out: a case that never ends is
		// looked for first (the scalings of a batch with such a case
		// each stop at their first run).
		if f := b.hangIn(ctx, t, quick); f != nil {
			return f
		}
	}
	for _, sc := range scalings {
		if ctx.Err() != nil {
			return nil
		}
		pts := b.measure(ctx, t, quick, sc, base, memory)

		if text, ok := b.fitText(pts, sc, memory, t); ok {
			return []Finding{{Kind: Growth, Text: text}}
		}
	}
	if memory || len(b.cases) > 1 {
		return nil
	}
	return b.hang(ctx, quick, b.cases[0])
}

// hangIn probes for a hang the case of a batch that alone does not end.
func (b *bench) hangIn(ctx context.Context, t, quick stress.Metered) []Finding {
	c, ok := b.hungCase(ctx, bisectTarget(t))
	if !ok {
		return nil
	}
	return b.hang(ctx, quick, c)
}

// bisectTarget is t under a shorter limit still (50 ms at most), for the
// halvings of a batch that look for a case that does not end: up to ten
// of them, most cut at that limit.
func bisectTarget(t stress.Metered) stress.Metered {
	q, ok := t.WithLimit(min(t.Limit()/20, 50*time.Millisecond)).(stress.Metered)
	if !ok {
		return t
	}
	return q
}

// hungCase is the one case of the failing input that a hang probe looks
// at: the input's only case, or, of several, one that alone does not end
// under a short limit (bisectTarget; found by halving: the first half when it
// does not end, else the second); ok is false when none is found.
func (b *bench) hungCase(ctx context.Context, quick stress.Metered) (format.Case, bool) {
	cases := b.cases
	if len(cases) == 1 {
		return cases[0], true
	}
	for len(cases) > 1 {
		half := cases[:len(cases)/2]
		_, _, err := quick.RunUsage(ctx, b.p.Encode(half))
		if ctx.Err() != nil {
			return nil, false
		}
		if err != nil {
			cases = half
		} else {
			cases = cases[len(cases)/2:]
		}
	}
	_, _, err := quick.RunUsage(ctx, b.p.Encode(cases))
	return cases[0], err != nil && ctx.Err() == nil
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
// that ends): the start-up.
func (b *bench) baseline(ctx context.Context, t stress.Metered) (stress.Usage, bool) {
	tries := 0
	for c := range b.p.Small() {
		if tries++; tries > 5 {
			break
		}
		if _, u, err := t.RunUsage(ctx, b.p.Encode([]format.Case{c})); err == nil {
			return u, true
		}
	}
	return stress.Usage{}, false
}

// measure runs the failing input scaled by sc's factors, smallest first,
// the first run under quick's short limit.
func (b *bench) measure(ctx context.Context, t, quick stress.Metered, sc scaling, base stress.Usage, memory bool) []point {
	var pts []point
	last := int64(-1)
	for _, f := range sc.factors {
		cases, ok := b.scaled(f, sc.onlyTop)
		if !ok {
			continue
		}
		size := sizeOf(cases, sc.onlyTop)
		if size == last || size <= 0 {
			continue
		}
		last = size
		run := t
		if len(pts) == 0 {
			run = quick // the smallest of a scaling that does not end soon: none will
		}
		_, u, err := run.RunUsage(ctx, b.p.Encode(cases))
		if err != nil || ctx.Err() != nil {
			break
		}
		y := (u.CPU - base.CPU).Seconds()
		if memory {
			y = float64(u.Peak - base.Peak)
		}
		if (!memory && y >= minMeasured.Seconds()) || (memory && y >= minMeasuredMemory) {
			pts = append(pts, point{size, y})
		}
		if u.CPU > t.Limit()/2 {
			break
		}
	}
	return pts
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
// list), or its numbers (onlyTop: its largest) times f; ok is false when
// that is no valid case or not smaller.
func (b *bench) scaleCase(c format.Case, f float64, onlyTop bool) (format.Case, bool) {
	var d format.Case
	switch {
	case isList(b.p, c):
		if onlyTop {
			return nil, false
		}
		d = slices.Clone(c[:int(math.Ceil(f*float64(len(c))))])
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

// sizeOf is an input's size for the fit: its numbers when its cases are
// lists, else its largest number.
func sizeOf(cases []format.Case, onlyTop bool) int64 {
	var n, top int64
	for _, c := range cases {
		n += int64(len(c))
		for _, v := range c {
			top = max(top, v)
		}
	}
	if onlyTop || (len(cases) > 0 && n == int64(len(cases)*len(cases[0])) && len(cases[0]) <= 4) {
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

// fitText is the finding of points measured with sc, when they fit: at
// least growthLeast points over sizes that span a factor of 4 (halvings)
// or 1.5 (steps), the measure growing threefold at least, the better of
// the two models fitting with minFit (a power law needs k of 0.3 and
// more; an exponential is chosen over it only past k = 3, and always past
// k = steepest).
func (b *bench) fitText(pts []point, sc scaling, memory bool, t stress.Metered) (string, bool) {
	if len(pts) < growthLeast {
		return "", false
	}
	pw, ex := fitOf(pts, false), fitOf(pts, true)
	best := pw
	if (ex.r2 > pw.r2 && pw.k > 3) || pw.k > steepest {
		best = ex
	}
	first, last := pts[0], pts[len(pts)-1]
	halved := sc.factors[0] < steps[0]
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
	full := sizeOf(b.cases, sc.onlyTop)
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

// hangSpan is how many values of one number the hang probe puts in one
// input.
const hangSpan = 20

// hang probes a TimeLimit whose size explains nothing (a case c of small
// numbers that alone does not end): for each number of the case, an input
// of its smallest values with the others kept, under a short limit. When
// one such input does not end and another ends at once, and the number
// the first kept is at an edge (its least value, or next to it), that
// value is said.
func (b *bench) hang(ctx context.Context, quick stress.Metered, c format.Case) []Finding {
	if isList(b.p, c) {
		return nil
	}
	type probe struct {
		j      int
		lo, hi int64
		ends   bool
		cpu    time.Duration
	}
	var probes []probe
	for j := range c {
		cases, lo, hi := b.around(c, j)
		if len(cases) < 2 {
			continue
		}
		_, u, err := quick.RunUsage(ctx, b.p.Encode(cases))
		if ctx.Err() != nil {
			return nil
		}
		probes = append(probes, probe{j, lo, hi, err == nil, u.CPU})
	}
	for _, stuck := range probes {
		for _, ends := range probes {
			if stuck.ends || !ends.ends || !b.atEdge(c, ends.j) {
				continue
			}
			// stuck varied its number and kept the others: the one ends
			// varies is kept in stuck at the failing case's value.
			kept := b.numberName(ends.j)
			return []Finding{{Kind: Growth, Text: fmt.Sprintf(
				"not the size: with %s = %d, an input of %s = %d … %d does not end within %s, while with %s = %d … %d (%s = %d) it ends in %.2f s: a loop that never ends when %s = %d?",
				kept, c[ends.j], b.numberName(stuck.j), stuck.lo, stuck.hi, seconds(quick.Limit()),
				kept, ends.lo, ends.hi, b.numberName(stuck.j), c[stuck.j], ends.cpu.Seconds(), kept, c[ends.j])}}
		}
	}
	return nil
}

// atEdge: number j of c is at or next to its least valid value (an edge
// value where a loop may never end: m = 1, a = 0), not merely large.
func (b *bench) atEdge(c format.Case, j int) bool {
	for v := int64(0); v < 10; v++ {
		d := slices.Clone(c)
		d[j] = v
		if b.p.Valid(d) == nil {
			return c[j]-v <= 2
		}
	}
	return false
}

// around is case c with number j set to its smallest valid values but
// its own (from 0 to 9 on, hangSpan of them), and the least and the most
// of them.
func (b *bench) around(c format.Case, j int) (cases []format.Case, lo, hi int64) {
	for v := int64(0); len(cases) < hangSpan && v < 10+hangSpan; v++ {
		if v == c[j] {
			continue
		}
		d := slices.Clone(c)
		d[j] = v
		if b.p.Valid(d) != nil {
			if len(cases) > 0 {
				break
			}
			continue
		}
		if len(cases) == 0 {
			lo = v
		}
		hi = v
		cases = append(cases, d)
	}
	return cases, lo, hi
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
