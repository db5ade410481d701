package diagnose

import (
	"context"
	"slices"
	"time"

	"github.com/gamestress/gamestress/problem/format"
)

// edgeSpan is how many values of one number an edge probe puts in one
// input.
const edgeSpan = 20

// edgeProbe is one number j of a case set to its smallest values (lo to
// hi), the others kept, in one input, and how that input's run went:
// stuck (it did not end, or flooded: the failure's own way) or ended,
// and its CPU time.
type edgeProbe struct {
	j           int
	lo, hi      int64
	stuck, ends bool
	cpu         time.Duration
}

// probeRun runs an input of cases and says whether it failed the
// failure's way (stuck) or ended well, and its CPU time.
type probeRun func(ctx context.Context, cases []format.Case) (stuck, ends bool, cpu time.Duration)

// edgeValue probes the case c one number that the statement names at a
// time (around): when one
// such input is stuck while another ends, and the number the second
// varies is at an edge in c (its least valid value, or next to it), that
// number is the one the failure needs: stuck varied another number and
// kept it at c's value. ok is false when no pair shows it, or ctx ended.
func (b *bench) edgeValue(ctx context.Context, c format.Case, run probeRun) (stuck, ends edgeProbe, ok bool) {
	named := 0
	for j := range c {
		if _, ok := b.statementName(j); ok {
			named++
		}
	}
	if named < 2 {
		return edgeProbe{}, edgeProbe{}, false // one number: nothing to keep while another varies
	}
	var probes []edgeProbe
	for j := range c {
		if _, named := b.statementName(j); !named {
			continue // a list's element: its values say nothing of the rule
		}
		cases, lo, hi := b.around(c, j)
		if len(cases) < 2 {
			continue
		}
		s, e, cpu := run(ctx, cases)
		if ctx.Err() != nil {
			return edgeProbe{}, edgeProbe{}, false
		}
		probes = append(probes, edgeProbe{j, lo, hi, s, e, cpu})
	}
	for _, s := range probes {
		for _, e := range probes {
			if s.stuck && e.ends && b.atEdge(c, e.j) {
				return s, e, true
			}
		}
	}
	return edgeProbe{}, edgeProbe{}, false
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
// its own (from 0 to 9 on, edgeSpan of them), and the least and the most
// of them.
func (b *bench) around(c format.Case, j int) (cases []format.Case, lo, hi int64) {
	for v := int64(0); len(cases) < edgeSpan && v < 10+edgeSpan; v++ {
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
