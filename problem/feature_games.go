package problem

import (
	"slices"
	"sync"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
	"github.com/leanovate/gopter"
)

// The game features: each wraps a generator of gen_*.go, parametrised by
// the bounds of the fields the binding names.

func pairRecord(a, b *format.Node) func(format.Case) format.Record {
	return func(c format.Case) format.Record { return format.Record{a.Name: c[0], b.Name: c[1]} }
}

// loneDirect is gen itself when a case is the list l and its length
// alone (a lone list: its Case holds the items only); nil otherwise.
func loneDirect(s *format.Schema, l *format.Node, gen func(*gopter.GenParameters) format.Case) func(*gopter.GenParameters) format.Case {
	if !s.IsLoneList() || s.Nodes[1] != l {
		return nil
	}
	return gen
}

// direct is gen itself when a case is the fields ns alone, in this order,
// on one line (feature.direct); nil otherwise.
func direct(s *format.Schema, gen func(*gopter.GenParameters) format.Case, ns ...*format.Node) func(*gopter.GenParameters) format.Case {
	if len(s.Nodes) != len(ns) || !s.IsTuple() {
		return nil
	}
	for i, n := range ns {
		if s.Nodes[i] != n {
			return nil
		}
	}
	return gen
}

func records(cs []format.Case, f func(format.Case) format.Record) []format.Record {
	out := make([]format.Record, len(cs))
	for i, c := range cs {
		out[i] = f(c)
	}
	return out
}

// bashFeature: heap n and take 1..m: n = k(m+1)+shift and its neighbours,
// n next to m, the top (bashGen).
func bashFeature(s *format.Schema, n, m *format.Node, shift int64) *feature {
	nMax, mMax := s.Shi[n.Slot], s.Shi[m.Slot]
	rec := pairRecord(n, m)
	draw := gen.BashGen(nMax, mMax, shift)
	return &feature{name: "bash",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(draw(p)) },
		direct:     direct(s, draw, n, m),
		boundaries: func() []format.Record { return records(gen.BashBoundaries(nMax, mMax, shift), rec) }}
}

// reachFeature: reach a target with raises 1..m (Public Sale): target ≤ m
// (several winning raises), around multiples of m+1, the top.
func reachFeature(s *format.Schema, target, m *format.Node) *feature {
	tMax, mMax := s.Shi[target.Slot], s.Shi[m.Slot]
	rec := pairRecord(target, m)
	draw := func(p *gopter.GenParameters) format.Case { return gen.PublicSaleGen(p, tMax, mMax) }
	return &feature{name: "reach",
		gen:    func(p *gopter.GenParameters) format.Record { return rec(draw(p)) },
		direct: direct(s, draw, target, m),
		boundaries: func() []format.Record {
			return records(append(gen.PublicSaleBoundaries(tMax, mMax), gen.BashBoundaries(tMax, mMax, 0)...), rec)
		}}
}

// takeRangeFeature: n mod (a+b) near a, a = b, a = 1.
func takeRangeFeature(s *format.Schema, n, a, b *format.Node) *feature {
	nMax, abMax := s.Shi[n.Slot], s.Shi[b.Slot]
	rec := func(c format.Case) format.Record { return format.Record{n.Name: c[0], a.Name: c[1], b.Name: c[2]} }
	draw := func(p *gopter.GenParameters) format.Case { return gen.TakeRangeGen(p, nMax, abMax) }
	return &feature{name: "take-range",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(draw(p)) },
		direct:     direct(s, draw, n, a, b),
		boundaries: func() []format.Record { return records(gen.TakeRangeBoundaries(nMax, abMax), rec) }}
}

// wythoffFeature: the exact P positions of any k, Fibonacci k above all.
func wythoffFeature(s *format.Schema, a, b *format.Node) *feature {
	hi := min(s.Shi[a.Slot], s.Shi[b.Slot])
	maxK := wythoffMaxKFor(hi)
	rec := pairRecord(a, b)
	draw := func(p *gopter.GenParameters) format.Case { return gen.WythoffGen(p, hi, maxK) }
	return &feature{name: "wythoff",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(draw(p)) },
		direct:     direct(s, draw, a, b),
		boundaries: func() []format.Record { return records(gen.WythoffBoundaries(hi, maxK), rec) }}
}

// wythoffMaxKFor is the largest k whose P position (a_k, a_k+k) fits hi.
func wythoffMaxKFor(hi int64) int64 {
	lo, top := int64(0), hi
	for lo < top {
		mid := lo + (top-lo+1)/2
		if int64(oracle.WythoffA(uint64(mid)))+mid <= hi {
			lo = mid
		} else {
			top = mid - 1
		}
	}
	return lo
}

// cornersFeature: two sides, each small, random or at the top (a board).
func cornersFeature(name string, s *format.Schema, a, b *format.Node) *feature {
	rec := pairRecord(a, b)
	alo, ahi, blo, bhi := s.Slo[a.Slot], s.Shi[a.Slot], s.Slo[b.Slot], s.Shi[b.Slot]
	draw := func(p *gopter.GenParameters) format.Case {
		return format.Case{gen.SideGen(p, alo, ahi), gen.SideGen(p, blo, bhi)}
	}
	return &feature{name: name,
		gen:    func(p *gopter.GenParameters) format.Record { return rec(draw(p)) },
		direct: direct(s, draw, a, b),
		boundaries: func() []format.Record {
			var out []format.Case
			for _, x := range []int64{alo, alo + 1, alo + 2, ahi - 1, ahi} {
				for _, y := range []int64{blo, blo + 1, blo + 2, bhi - 1, bhi} {
					out = append(out, format.Case{x, y})
				}
			}
			return records(out, rec)
		}}
}

// northcottFeature: rows of two pieces on a board of width m.
func northcottFeature(s *format.Schema, rows, m *format.Node) *feature {
	nlo, nhi := s.LenRange(rows)
	mlo, mhi := s.Slo[m.Slot], s.Shi[m.Slot]
	t, j := rows.Cols[0].Name, rows.Cols[1].Name
	rec := func(c format.Case) format.Record {
		if rows.Width == 2 { // the rows are `t j`: no record per row
			return format.Record{m.Name: c[1], rows.Name: format.FlatRows(c[2 : 2+(len(c)-2)/2*2])}
		}
		var rs []format.Record
		for i := 2; i+1 < len(c); i += 2 {
			rs = append(rs, format.Record{t: c[i], j: c[i+1]})
		}
		return format.Record{m.Name: c[1], rows.Name: rs}
	}
	return &feature{name: "northcott",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(gen.NorthcottGen(p, nlo, nhi, mlo, mhi)) },
		boundaries: func() []format.Record { return records(gen.NorthcottBoundaries(nhi, mhi), rec) }}
}

// nimFeature: a list of heaps: all equal, all ones, XOR zero, the top,
// several winning moves out of order (nimGen).
func nimFeature(s *format.Schema, l *format.Node) *feature {
	lmin, lmax := s.LenRange(l)
	lo, hi := s.StaticRange(l)
	rec := func(c format.Case) format.Record { return format.Record{l.Name: []int64(c)} }
	draw := gen.NimGen(int(max(lmin, 1)), int(lmax), lo, hi)
	return &feature{name: "nim",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(draw(p)) },
		direct:     loneDirect(s, l, draw),
		boundaries: func() []format.Record { return records(gen.NimBoundaries(int(max(lmin, 1)), int(lmax), lo, hi), rec) }}
}

// sNimFeature: a move set read from the case and positions of several
// heaps each (sNimGen).
func sNimFeature(s *format.Schema, moves, rows, heaps *format.Node) *feature {
	b := gen.SNimBounds{}
	b.KLo, b.KHi = s.LenRange(moves)
	b.SLo, b.SHi = s.StaticRange(moves)
	b.MLo, b.MHi = s.LenRange(rows)
	b.LLo, b.LHi = s.LenRange(heaps)
	b.HLo, b.HHi = s.StaticRange(heaps)
	rec := func(c format.Case) format.Record {
		k := int(c[0])
		r := format.Record{moves.Name: slices.Clone(c[1 : 1+k])}
		var ps []format.Record
		for _, h := range gen.SNimPositions(c) {
			ps = append(ps, format.Record{heaps.Name: slices.Clone(h)})
		}
		r[rows.Name] = ps
		return r
	}
	return &feature{name: "subtraction-sum",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(gen.SNimGen(p, b)) },
		boundaries: func() []format.Record { return records(gen.SNimBoundaries(b), rec) }}
}

// heapFeature: heaps of a game with fixed rules: values next to the game's
// P positions and move sizes (asked of the oracle once), equal heaps, the
// ends of the range.
func (f *fileProblem) heapFeature(heaps []*format.Node) (*feature, error) {
	s, b := f.schema, f.bind
	lo, hi := s.Slo[heaps[0].Slot], s.Shi[heaps[0].Slot]
	// the marks cost a table of the game: asked on first use, not on load
	marks := sync.OnceValue(func() []int64 {
		if len(b.params) > 0 && !allLiteral(b.params) {
			return nil
		}
		params, err := b.paramsOf(&caseCtx{f: f})
		if err != nil {
			return nil
		}
		return heapMarks(b, params, lo, hi)
	})
	names := make([]string, len(heaps))
	for i, h := range heaps {
		names[i] = h.Name
	}
	rec := func(c format.Case) format.Record {
		r := format.Record{}
		for i, n := range names {
			r[n] = c[i]
		}
		return r
	}
	return &feature{name: "heap",
		gen:        func(p *gopter.GenParameters) format.Record { return rec(heapGen(p, len(heaps), lo, hi, marks())) },
		boundaries: func() []format.Record { return records(heapBoundaries(len(heaps), lo, hi, marks()), rec) }}, nil
}

func allLiteral(ps map[string]*valueExpr) bool {
	for _, e := range ps {
		if !e.isLit {
			return false
		}
	}
	return true
}

// heapMarks are the move sizes and the P positions of one heap up to
// min(hi, 2000), with their neighbours, within [lo, hi].
func heapMarks(b *binding, params oracle.Params, lo, hi int64) []int64 {
	top := min(hi, 2000)
	var out []int64
	add := func(v int64) {
		for _, w := range []int64{v - 1, v, v + 1} {
			if w >= lo && w <= hi && !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	if isHeapGame(b.name) {
		if g, err := b.heaps.get(b.name, params); err == nil {
			for mv := range g.Moves(top) {
				add(top - mv.To)
				if len(out) > 120 {
					break
				}
			}
		}
	}
	ps := 0
	for n := lo; n <= top && ps < 40; n++ {
		s, err := b.solve(params, []int64{n}, needs{})
		if err == nil && s.outcome == oracle.P {
			add(n)
			ps++
		}
	}
	slices.Sort(out)
	return out
}

// heapGen draws k heaps: random, next to a mark, small, at the top; two
// equal heaps one time in four.
func heapGen(p *gopter.GenParameters, k int, lo, hi int64, marks []int64) format.Case {
	c := make(format.Case, k)
	for i := range c {
		switch gen.Choose(p, 3, 3, 1, 1) {
		case 0:
			c[i] = gen.Scaled(p, lo, hi)
		case 1:
			if len(marks) > 0 {
				c[i] = marks[p.Rng.Intn(len(marks))]
			} else {
				c[i] = gen.LogScaled(p, lo, hi)
			}
		case 2:
			c[i] = gen.Between(p, lo, min(hi, lo+3))
		case 3:
			c[i] = gen.NearTop(p, lo, hi)
		}
	}
	if k >= 2 && gen.Choose(p, 3, 1) == 1 {
		c[1] = c[0]
	}
	return c
}

func heapBoundaries(k int, lo, hi int64, marks []int64) []format.Case {
	vals := []int64{lo, hi}
	for d := int64(1); d <= 5; d++ {
		vals = append(vals, lo+d)
	}
	vals = append(vals, hi-1, hi-2)
	vals = append(vals, marks...)
	fill := func(vs ...int64) format.Case {
		c := make(format.Case, k)
		for i := range c {
			c[i] = vs[min(i, len(vs)-1)]
		}
		return c
	}
	var out []format.Case
	for _, v := range vals {
		out = append(out, fill(v))
		if k >= 2 {
			out = append(out, fill(v, lo), fill(v, v, lo))
		}
	}
	if k >= 2 {
		c := fill(lo)
		c[k-1] = hi
		out = append(out, c)
	}
	return out
}
