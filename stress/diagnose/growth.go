package diagnose

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

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
)

// growth measures, after a TimeLimit or a MemoryLimit, the failing input
// made smaller (scalings, smallest first, none after a run that took half
// the limit): the CPU time (or peak memory) of each run less a one-case
// run's, fitted to size^k, or to an exponential when that fits better.
// A batch of one case over and over is measured as that case alone; of
// another batch with nothing to fit, its slowest case alone (slowCase).
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
	if len(b.cases) > 1 && alike(b.cases) {
		// A batch of one case over and over: its growth is the case's.
		one := b.alone(b.cases[0])
		return prefixed(one.growthOf(ctx, t, quick, base, smallest, memory),
			fmt.Sprintf("each of the %d cases alike%s, alone: ", len(b.cases), b.numbers(b.cases[0])))
	}
	return b.growthOf(ctx, t, quick, base, smallest, memory)
}

// growthOf fits the growth of the failing input, else, of a batch, of its
// slowest case alone; else of a lone case, it probes a hang.
func (b *bench) growthOf(ctx context.Context, t, quick stress.Metered, base stress.Usage, smallest format.Case, memory bool) []Finding {
	if f := b.fitScalings(ctx, t, quick, base, memory); f != nil || memory {
		return f
	}
	if len(b.cases) == 1 {
		return b.hang(ctx, quick, b.cases[0])
	}
	// A batch the search timed out, whose scalings showed nothing: the
	// case that takes the longest alone, for a hang when it does not end
	// soon, then for its growth alone (a case that does not end stops
	// every scaling of the batch; a case at its least size leaves none).
	c, i, slow, ok := b.slowCase(ctx, t, quick, smallest)
	if !ok {
		return nil
	}
	if slow {
		if f := b.hang(ctx, quick, c); f != nil {
			return f
		}
	}
	return prefixed(b.alone(c).fitScalings(ctx, t, quick, base, memory),
		fmt.Sprintf("case %d of %d%s, alone: ", i+1, len(b.cases), b.numbers(c)))
}

// prefixed is f with its first finding's text after prefix.
func prefixed(f []Finding, prefix string) []Finding {
	if len(f) > 0 {
		f[0].Text = prefix + f[0].Text
	}
	return f
}

// alike: every case is the first.
func alike(cases []format.Case) bool {
	for _, c := range cases {
		if !slices.Equal(c, cases[0]) {
			return false
		}
	}
	return true
}

// alone is the bench of the failing input's case c alone.
func (b *bench) alone(c format.Case) *bench {
	a := *b
	a.cases, a.fail = []format.Case{c}, 0
	return &a
}

// fitScalings measures the failing input at the sizes of each scaling in
// turn, and says the first growth that fits. When the first run, of the
// first scaling's smallest size, does not end soon, none will: the other
// scalings are not tried.
func (b *bench) fitScalings(ctx context.Context, t, quick stress.Metered, base stress.Usage, memory bool) []Finding {
	ceiling := map[bool]float64{false: 1, true: 1}
	for i, sc := range scalings {
		if ctx.Err() != nil {
			return nil
		}
		if sc.below {
			sc.factors = b.stepFactors(ceiling[sc.onlyTop], sc.onlyTop)
		}
		pts, ceil, stuck := b.measure(ctx, t, quick, sc, base, memory)
		if i == 0 && stuck {
			return nil
		}
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
// is 64 or less (measure stops when they fit: enough), else steps of it;
// and a lone case's own size when no size was slow (ceil is 1: a case of
// a batch that alone ends).
func (b *bench) stepFactors(ceil float64, onlyTop bool) []float64 {
	full := float64(b.sizeOf(b.cases, onlyTop))
	top := int64(math.Round(ceil * full))
	var fs []float64
	if top > 64 || len(b.cases) > 1 {
		for _, f := range steps {
			fs = append(fs, f*ceil)
		}
	} else {
		for k := top / 2; k < top; k++ {
			fs = append(fs, (float64(k)-0.01)/full) // rounded (numbers) or rounded up (a list's length) to k
		}
	}
	if ceil == 1 && len(b.cases) == 1 {
		fs = append(fs, 1) // no size was slow: the case itself is the last
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
func (b *bench) measure(ctx context.Context, t, quick stress.Metered, sc scaling, base stress.Usage, memory bool) (pts []point, ceiling float64, stuck bool) {
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
			return pts, 1, false
		}
		if err != nil {
			return pts, f, prev == 0
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
				return pts, 1, false
			}
		}
		if u.CPU > t.Limit()/2 {
			return pts, f, false
		}
		prev = max(u.CPU, 1) // 1: a run there was
	}
	return pts, 1, false
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
