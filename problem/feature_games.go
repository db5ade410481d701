package problem

import (
	"slices"
	"sync"

	"github.com/gamestress/gamestress/oracle"
	"github.com/leanovate/gopter"
)

// The game features: each wraps a generator of gen_*.go, parametrised by
// the bounds of the fields the binding names.

func pairRecord(a, b *node) func(Case) record {
	return func(c Case) record { return record{a.name: c[0], b.name: c[1]} }
}

// loneDirect is gen itself when a case is the list l and its length
// alone (a lone list: its Case holds the items only); nil otherwise.
func loneDirect(s *schema, l *node, gen func(*gopter.GenParameters) Case) func(*gopter.GenParameters) Case {
	if !s.isLoneList() || s.nodes[1] != l {
		return nil
	}
	return gen
}

// direct is gen itself when a case is the fields ns alone, in this order,
// on one line (feature.direct); nil otherwise.
func direct(s *schema, gen func(*gopter.GenParameters) Case, ns ...*node) func(*gopter.GenParameters) Case {
	if len(s.nodes) != len(ns) || !s.isTuple() {
		return nil
	}
	for i, n := range ns {
		if s.nodes[i] != n {
			return nil
		}
	}
	return gen
}

func records(cs []Case, f func(Case) record) []record {
	out := make([]record, len(cs))
	for i, c := range cs {
		out[i] = f(c)
	}
	return out
}

// bashFeature: heap n and take 1..m: n = k(m+1)+shift and its neighbours,
// n next to m, the top (bashGen).
func bashFeature(s *schema, n, m *node, shift int64) *feature {
	nMax, mMax := s.shi[n.slot], s.shi[m.slot]
	rec := pairRecord(n, m)
	draw := bashGen(nMax, mMax, shift)
	return &feature{name: "bash",
		gen:        func(p *gopter.GenParameters) record { return rec(draw(p)) },
		direct:     direct(s, draw, n, m),
		boundaries: func() []record { return records(bashBoundaries(nMax, mMax, shift), rec) }}
}

// reachFeature: reach a target with raises 1..m (Public Sale): target ≤ m
// (several winning raises), around multiples of m+1, the top.
func reachFeature(s *schema, target, m *node) *feature {
	tMax, mMax := s.shi[target.slot], s.shi[m.slot]
	rec := pairRecord(target, m)
	draw := func(p *gopter.GenParameters) Case { return publicSaleGen(p, tMax, mMax) }
	return &feature{name: "reach",
		gen:    func(p *gopter.GenParameters) record { return rec(draw(p)) },
		direct: direct(s, draw, target, m),
		boundaries: func() []record {
			return records(append(publicSaleBoundaries(tMax, mMax), bashBoundaries(tMax, mMax, 0)...), rec)
		}}
}

// takeRangeFeature: n mod (a+b) near a, a = b, a = 1.
func takeRangeFeature(s *schema, n, a, b *node) *feature {
	nMax, abMax := s.shi[n.slot], s.shi[b.slot]
	rec := func(c Case) record { return record{n.name: c[0], a.name: c[1], b.name: c[2]} }
	draw := func(p *gopter.GenParameters) Case { return takeRangeGen(p, nMax, abMax) }
	return &feature{name: "take-range",
		gen:        func(p *gopter.GenParameters) record { return rec(draw(p)) },
		direct:     direct(s, draw, n, a, b),
		boundaries: func() []record { return records(takeRangeBoundaries(nMax, abMax), rec) }}
}

// wythoffFeature: the exact P positions of any k, Fibonacci k above all.
func wythoffFeature(s *schema, a, b *node) *feature {
	hi := min(s.shi[a.slot], s.shi[b.slot])
	maxK := wythoffMaxKFor(hi)
	rec := pairRecord(a, b)
	draw := func(p *gopter.GenParameters) Case { return wythoffGen(p, hi, maxK) }
	return &feature{name: "wythoff",
		gen:        func(p *gopter.GenParameters) record { return rec(draw(p)) },
		direct:     direct(s, draw, a, b),
		boundaries: func() []record { return records(wythoffBoundaries(hi, maxK), rec) }}
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
func cornersFeature(name string, s *schema, a, b *node) *feature {
	rec := pairRecord(a, b)
	alo, ahi, blo, bhi := s.slo[a.slot], s.shi[a.slot], s.slo[b.slot], s.shi[b.slot]
	draw := func(p *gopter.GenParameters) Case { return Case{sideGen(p, alo, ahi), sideGen(p, blo, bhi)} }
	return &feature{name: name,
		gen:    func(p *gopter.GenParameters) record { return rec(draw(p)) },
		direct: direct(s, draw, a, b),
		boundaries: func() []record {
			var out []Case
			for _, x := range []int64{alo, alo + 1, alo + 2, ahi - 1, ahi} {
				for _, y := range []int64{blo, blo + 1, blo + 2, bhi - 1, bhi} {
					out = append(out, Case{x, y})
				}
			}
			return records(out, rec)
		}}
}

// northcottFeature: rows of two pieces on a board of width m.
func northcottFeature(s *schema, rows, m *node) *feature {
	nlo, nhi := s.lenRange(rows)
	mlo, mhi := s.slo[m.slot], s.shi[m.slot]
	t, j := rows.cols[0].name, rows.cols[1].name
	rec := func(c Case) record {
		if rows.width == 2 { // the rows are `t j`: no record per row
			return record{m.name: c[1], rows.name: flatRows(c[2 : 2+(len(c)-2)/2*2])}
		}
		var rs []record
		for i := 2; i+1 < len(c); i += 2 {
			rs = append(rs, record{t: c[i], j: c[i+1]})
		}
		return record{m.name: c[1], rows.name: rs}
	}
	return &feature{name: "northcott",
		gen:        func(p *gopter.GenParameters) record { return rec(northcottGen(p, nlo, nhi, mlo, mhi)) },
		boundaries: func() []record { return records(northcottBoundaries(nhi, mhi), rec) }}
}

// nimFeature: a list of heaps: all equal, all ones, XOR zero, the top,
// several winning moves out of order (nimGen).
func nimFeature(s *schema, l *node) *feature {
	lmin, lmax := s.lenRange(l)
	lo, hi := s.staticRange(l)
	rec := func(c Case) record { return record{l.name: []int64(c)} }
	draw := nimGen(int(max(lmin, 1)), int(lmax), lo, hi)
	return &feature{name: "nim",
		gen:        func(p *gopter.GenParameters) record { return rec(draw(p)) },
		direct:     loneDirect(s, l, draw),
		boundaries: func() []record { return records(nimBoundaries(int(max(lmin, 1)), int(lmax), lo, hi), rec) }}
}

// sNimFeature: a move set read from the case and positions of several
// heaps each (sNimGen).
func sNimFeature(s *schema, moves, rows, heaps *node) *feature {
	b := sNimBounds{}
	b.kLo, b.kHi = s.lenRange(moves)
	b.sLo, b.sHi = s.staticRange(moves)
	b.mLo, b.mHi = s.lenRange(rows)
	b.lLo, b.lHi = s.lenRange(heaps)
	b.hLo, b.hHi = s.staticRange(heaps)
	rec := func(c Case) record {
		k := int(c[0])
		r := record{moves.name: slices.Clone(c[1 : 1+k])}
		var ps []record
		for _, h := range sNimPositions(c) {
			ps = append(ps, record{heaps.name: slices.Clone(h)})
		}
		r[rows.name] = ps
		return r
	}
	return &feature{name: "subtraction-sum",
		gen:        func(p *gopter.GenParameters) record { return rec(sNimGen(p, b)) },
		boundaries: func() []record { return records(sNimBoundaries(b), rec) }}
}

// heapFeature: heaps of a game with fixed rules: values next to the game's
// P positions and move sizes (asked of the oracle once), equal heaps, the
// ends of the range.
func (f *fileProblem) heapFeature(heaps []*node) (*feature, error) {
	s, b := f.schema, f.bind
	lo, hi := s.slo[heaps[0].slot], s.shi[heaps[0].slot]
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
		names[i] = h.name
	}
	rec := func(c Case) record {
		r := record{}
		for i, n := range names {
			r[n] = c[i]
		}
		return r
	}
	return &feature{name: "heap",
		gen:        func(p *gopter.GenParameters) record { return rec(heapGen(p, len(heaps), lo, hi, marks())) },
		boundaries: func() []record { return records(heapBoundaries(len(heaps), lo, hi, marks()), rec) }}, nil
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
func heapGen(p *gopter.GenParameters, k int, lo, hi int64, marks []int64) Case {
	c := make(Case, k)
	for i := range c {
		switch choose(p, 3, 3, 1, 1) {
		case 0:
			c[i] = scaled(p, lo, hi)
		case 1:
			if len(marks) > 0 {
				c[i] = marks[p.Rng.Intn(len(marks))]
			} else {
				c[i] = logScaled(p, lo, hi)
			}
		case 2:
			c[i] = between(p, lo, min(hi, lo+3))
		case 3:
			c[i] = nearTop(p, lo, hi)
		}
	}
	if k >= 2 && choose(p, 3, 1) == 1 {
		c[1] = c[0]
	}
	return c
}

func heapBoundaries(k int, lo, hi int64, marks []int64) []Case {
	vals := []int64{lo, hi}
	for d := int64(1); d <= 5; d++ {
		vals = append(vals, lo+d)
	}
	vals = append(vals, hi-1, hi-2)
	vals = append(vals, marks...)
	fill := func(vs ...int64) Case {
		c := make(Case, k)
		for i := range c {
			c[i] = vs[min(i, len(vs)-1)]
		}
		return c
	}
	var out []Case
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
