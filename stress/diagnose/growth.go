package diagnose

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
)

// growthSteps is how many times the failing input is halved, at most;
// growthLeast the fewest measured sizes a fit needs.
const (
	growthSteps = 10
	growthLeast = 3
	// minMeasured is the least time above the start-up's that a point
	// must take to count: below it the clock's noise is the measure.
	minMeasured = 10 * time.Millisecond
)

// point is one measured run: its size and what it used.
type point struct {
	size int64
	cpu  time.Duration
	peak int64
}

// growth measures, after a TimeLimit or a MemoryLimit, the failing input
// halved one to ten times (each case's list halved, or its numbers): the
// CPU time (or the peak memory) of each run, less a one-case run's, fitted
// to size^k by least squares on their logarithms. The smallest sizes run
// first; none runs once one took half the limit.
func (b *bench) growth(ctx context.Context) []Finding {
	t, ok := b.s.Target.(stress.Metered)
	if !ok {
		return nil
	}
	memory := b.rep.Verdict == problem.MemoryLimit
	base, ok := b.baseline(ctx, t)
	if !ok {
		return nil
	}
	var pts []point
	var sizes []int64
	last := int64(-1)
	for k := growthSteps; k >= 1; k-- {
		cases, ok := b.scaled(k)
		if !ok {
			continue
		}
		size := sizeOf(cases)
		if size == last || size <= 0 {
			continue
		}
		last = size
		_, u, err := t.RunUsage(ctx, b.p.Encode(cases))
		if err != nil || ctx.Err() != nil {
			break
		}
		pts = append(pts, point{size, u.CPU - base.cpu, u.Peak - base.peak})
		sizes = append(sizes, size)
		if u.CPU > t.Limit()/2 {
			break
		}
	}
	var fit []point
	for _, p := range pts {
		if (!memory && p.cpu >= minMeasured) || (memory && p.peak >= 4<<20) {
			fit = append(fit, p)
		}
	}
	if len(fit) < growthLeast || fit[len(fit)-1].size < 4*fit[0].size {
		return nil
	}
	k := slope(fit, memory)
	full := sizeOf(b.cases)
	return []Finding{{Kind: Growth, Text: b.growthText(fit, k, full, memory, t)}}
}

// baseline is what a run of the smallest case uses: the start-up.
func (b *bench) baseline(ctx context.Context, t stress.Metered) (point, bool) {
	for c := range b.p.Small() {
		_, u, err := t.RunUsage(ctx, b.p.Encode([]problem.Case{c}))
		if err != nil {
			return point{}, false
		}
		return point{cpu: u.CPU, peak: u.Peak}, true
	}
	return point{}, false
}

// scaled is the failing input with each case halved k times.
func (b *bench) scaled(k int) ([]problem.Case, bool) {
	out := slices.Clone(b.cases)
	for i := range out {
		for range k {
			h, ok := b.halve(out[i])
			if !ok {
				return nil, false
			}
			out[i] = h
		}
	}
	return out, true
}

// halve is a case about half the size of c: its list cut to about half
// (the problem's own shrink that drops most), else every number halved.
func (b *bench) halve(c problem.Case) (problem.Case, bool) {
	tried := 0
	for d := range b.p.Shrinks(c) {
		if tried++; tried > 64 {
			break
		}
		if len(d) < len(c) && 2*len(d) <= len(c)+2 && 4*len(d) >= len(c) {
			return d, true
		}
	}
	if isList(b.p, c) {
		return nil, false
	}
	h := make(problem.Case, len(c))
	for i, v := range c {
		h[i] = v / 2
	}
	if b.p.Valid(h) != nil || slices.Equal(h, c) {
		return nil, false
	}
	return h, true
}

// isList: the problem's cases vary in length (a list), so a case is halved
// by its length, not its numbers.
func isList(p *problem.Problem, c problem.Case) bool {
	for _, bd := range p.Bounds() {
		if _, lone, ok := p.FieldAt(bd.Name); ok && lone {
			return true
		}
	}
	return false
}

// sizeOf is an input's size for the fit: its numbers, or for cases of a
// fixed length its largest number.
func sizeOf(cases []problem.Case) int64 {
	var n, top int64
	for _, c := range cases {
		n += int64(len(c))
		for _, v := range c {
			top = max(top, v)
		}
	}
	if len(cases) > 0 && n == int64(len(cases)*len(cases[0])) && len(cases[0]) <= 4 {
		return top
	}
	return n
}

// slope fits log(measure) = k log(size) + c by least squares.
func slope(pts []point, memory bool) float64 {
	var sx, sy, sxx, sxy float64
	for _, p := range pts {
		x := math.Log(float64(p.size))
		y := math.Log(float64(p.cpu))
		if memory {
			y = math.Log(float64(p.peak))
		}
		sx, sy, sxx, sxy = sx+x, sy+y, sxx+x*x, sxy+x*y
	}
	n := float64(len(pts))
	return (n*sxy - sx*sy) / (n*sxx - sx*sx)
}

// growthText: "time grows as a^1.0 (0.02 s at a = 15625000, …, 0.57 s
// at a = 500000000; b halved alike): at that rate a = 1000000000 takes
// about 1.1 s of CPU, against the 1 s limit".
func (b *bench) growthText(fit []point, k float64, full int64, memory bool, t stress.Metered) string {
	name, alike := b.sizeName()
	shown := fit
	if len(fit) > 4 {
		shown = append([]point{fit[0]}, fit[len(fit)-3:]...)
	}
	var at []string
	for i, p := range shown {
		m := fmt.Sprintf("%.2f s", p.cpu.Seconds())
		if memory {
			m = mib(p.peak)
		}
		at = append(at, fmt.Sprintf("%s at %s = %d", m, name, p.size))
		if i == 0 && len(shown) < len(fit) {
			at = append(at, "…")
		}
	}
	last := fit[len(fit)-1]
	scale := math.Pow(float64(full)/float64(last.size), k)
	what := "time"
	need := fmt.Sprintf("takes about %.1f s of CPU, against the %s limit", last.cpu.Seconds()*scale, seconds(t.Limit()))
	if memory {
		what = "memory"
		need = fmt.Sprintf("needs about %s", mib(int64(float64(last.peak)*scale)))
		if ml, ok := t.(interface{ MemoryLimit() int64 }); ok && ml.MemoryLimit() > 0 {
			need += ", against the " + mib(ml.MemoryLimit()) + " limit"
		}
	}
	return fmt.Sprintf("%s grows as %s^%.1f (%s%s): at that rate %s = %d %s",
		what, name, k, strings.Join(at, ", "), alike, name, full, need)
}

// sizeName names the size the growth is measured in: the largest number
// of a case of fixed length ("a", and "; b halved alike"), a list's length
// ("m"), or the input's numbers.
func (b *bench) sizeName() (name, alike string) {
	c := b.cases[0]
	if !isList(b.p, c) && len(c) <= 4 {
		j := 0
		for i, v := range c {
			if v > c[j] {
				j = i
			}
		}
		if len(c) > 1 {
			alike = "; the other numbers halved alike"
		}
		return b.numberName(j), alike
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
