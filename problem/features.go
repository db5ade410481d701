package problem

import (
	"fmt"
	"iter"
	"math/rand"
	"slices"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
	"github.com/leanovate/gopter"
)

// Features are the generators, boundaries and shrinks a file gets from its
// game and layout: each is a named, reusable piece of machinery chosen by
// the shape of the binding (which fields the game's position and
// parameters name), never by the problem's id. featureFor picks one;
// fields it does not set are drawn by the generic generator.

// feature is a game's generator and boundaries over named fields.
type feature struct {
	name       string
	gen        func(*gopter.GenParameters) format.Record
	boundaries func() []format.Record
	// direct, where set, draws what gen draws as the case itself (the
	// same draws of p.Rng): a case that is the feature's fields alone, in
	// order, needs no record and no assembly.
	direct func(*gopter.GenParameters) format.Case
}

type features struct {
	game *feature // nil: the generic generator alone
}

// shrinkFeatures are the names `[input] shrink` may list.
var shrinkFeatures = []string{"equal-drops"}

// compileFeatures derives the generators, boundaries and shrinks.
func (f *fileProblem) compileFeatures(p *Problem, spec *fileSpec, fail func(table, key, format string, a ...any) error) error {
	s, l := f.schema, &p.spec.Layout
	in := spec.Input
	for _, name := range in.Shrink {
		if !slices.Contains(shrinkFeatures, name) {
			return fail("input", "shrink", "unknown shrink feature %q (known: %v)", name, shrinkFeatures)
		}
	}
	if f.lone {
		p.spec.Drops = gen.DropItems(int(l.List.Length.Lo))
	} else {
		p.spec.Drops = func(c format.Case) iter.Seq[format.Case] { return gen.StructureDrops(s, c) }
		if f.promises != nil && f.promises.HasShapes() {
			p.spec.Drops = f.promises.ShapeDrops(func(c format.Case) iter.Seq[format.Case] { return gen.StructureDrops(s, c) })
		}
		p.spec.Lowers = s.Lowers
		if slices.Contains(in.Shrink, "equal-drops") {
			p.spec.EqualDrops = func(c format.Case) iter.Seq[format.Case] { return gen.EqualGroupDrops(s, c) }
		}
	}
	p.spec.maxCases = in.Batch
	if in.Batch < 0 {
		return fail("input", "batch", "batch must be at least 1")
	}
	if p.spec.maxCases == 0 {
		p.spec.maxCases = f.defaultBatch()
		if slices.ContainsFunc(f.totals, func(t *format.Total) bool { return t.Length }) {
			// The promise bounds the numbers of an input, not its cases:
			// the statement's many small tests fit one input.
			p.spec.maxCases = maxBatch
		}
	}
	// A judge input never holds more cases than its count line allows
	// (poj1704: T <= 20).
	if l.Framing == format.Counted && l.Count.Hi < int64(p.spec.maxCases) {
		p.spec.maxCases = int(max(l.Count.Hi, 1))
	}
	if f.bind != nil && f.bind.readsLists(s) {
		p.spec.proofTries = costlyProofTries
	}
	useGame := spec.Game == nil || spec.Game.Boundaries == nil || *spec.Game.Boundaries
	if f.bind != nil && useGame {
		ft, err := f.featureFor()
		if err != nil {
			return fail("game", "name", "%v", err)
		}
		f.feats.game = ft
	}
	var extra []format.Case
	for i, c := range spec.Case {
		cs, err := p.Parse([]byte(c.In))
		if err != nil {
			return fail(fmt.Sprintf("case#%d", i+1), "in", "case %d: %v", i+1, err)
		}
		extra = append(extra, cs...)
	}
	p.spec.Draw = f.gen
	p.spec.Boundaries = func() []format.Case { return append(slices.Clone(extra), f.boundaryCases(p)...) }
	return nil
}

// costlyProofTries bounds the minimality proof of a problem whose game is
// read from the case (a move set): each try builds the game's tables.
const costlyProofTries = 250_000

// readsLists reports a game whose parameters come from a list field.
func (b *binding) readsLists(s *format.Schema) bool {
	for _, e := range b.params {
		if n, ok := s.ByName[e.ident]; ok && n.Kind == format.ListNode {
			return true
		}
	}
	return false
}

// maxBatch is the most cases of a judge input the engine makes.
const maxBatch = 1000

// defaultBatch is how many cases go in one judge input: about 400 kB of
// input, between 20 and 1000 cases.
func (f *fileProblem) defaultBatch() int {
	s := f.schema
	_, maxLen := s.Need(nil)
	if f.lone {
		maxLen = int(s.Shi[0])
	}
	digits := int64(1)
	for _, n := range s.Slots {
		_, hi := s.StaticRange(n)
		digits = max(digits, int64(len(fmt.Sprint(hi))))
	}
	for _, n := range s.Nodes {
		if n.Kind == format.ListNode {
			_, hi := s.StaticRange(n)
			digits = max(digits, int64(len(fmt.Sprint(hi))))
		}
	}
	per := int64(maxLen) * (digits + 1)
	return int(min(max(400_000/max(per, 1), 20), maxBatch))
}

// gen draws one valid case: the game's feature when it has one, filled
// in and checked by the generic generator; the generic generator alone
// otherwise, or when the feature's case is not valid here.
func (f *fileProblem) gen(p *gopter.GenParameters) format.Case {
	var c format.Case
	switch ft := f.feats.game; {
	case ft != nil && ft.direct != nil:
		c = f.fill(p, ft.direct(p))
	case ft != nil && ft.gen != nil:
		c = f.genericFill(p, ft.gen(p))
	default:
		c = f.genericFill(p, nil)
	}
	if p.Rng.Intn(gen.NastyShare) == 0 {
		c = f.nastyRun(p, c)
	}
	return c
}

// boundaryCases are the game feature's boundaries and the corners of the
// fields' bounds; one that breaks a promise is repaired (with a fixed
// seed: boundaries are the same at every call) or dropped later.
func (f *fileProblem) boundaryCases(p *Problem) []format.Case {
	var out []format.Case
	if ft := f.feats.game; ft != nil && ft.boundaries != nil {
		for _, r := range ft.boundaries() {
			out = append(out, f.schema.Assemble(r, f.lone))
		}
	}
	out = append(out, gen.Corners(f.schema, f.lone)...)
	if f.promises != nil {
		gp := gopter.DefaultGenParameters()
		gp.Rng = rand.New(rand.NewSource(1))
		for i, c := range out {
			if k, ok := f.kept(gp, c); ok {
				out[i] = k
			}
		}
	}
	return out
}

// genericFill completes a record (r may be nil) into a valid case: fields
// the record lacks are drawn within their bounds, favouring the ends of
// the ranges. A record that breaks a bound is drawn again without it. A
// draw that breaks a promise is repaired where the promise's form is known
// (require.go, shape.go), else drawn again; after drawTries failures the
// first valid case of the size order stands in.
func (f *fileProblem) genericFill(p *gopter.GenParameters, r format.Record) format.Case {
	var c format.Case
	if r != nil {
		c = f.schema.Assemble(r, f.lone)
	}
	return f.fill(p, c)
}

// fill is genericFill of a record already assembled into c (nil: none).
func (f *fileProblem) fill(p *gopter.GenParameters, c format.Case) format.Case {
	s := f.schema
	if c != nil {
		if c, ok := f.kept(p, c); ok {
			return c
		}
	}
	for range drawTries {
		if c, ok := f.kept(p, gen.DrawCase(s, p, f.lone)); ok {
			return c
		}
	}
	return f.lastResort()
}

// drawTries bounds the draws of one generated case.
const drawTries = 64

// kept is c, or c repaired to keep the promises, when that is valid.
func (f *fileProblem) kept(p *gopter.GenParameters, c format.Case) (format.Case, bool) {
	if f.validCase(c) {
		return c, true
	}
	if f.promises == nil || f.layout.ValidShape(c) != nil {
		return nil, false
	}
	c = f.promises.Keep(p, c)
	return c, f.validCase(c)
}

// lastResort is the first valid case of the size order (searched once,
// within smallTries cases), or the corner of the minimums.
func (f *fileProblem) lastResort() format.Case {
	f.fallback.once.Do(func() {
		f.fallback.c = gen.Corners(f.schema, f.lone)[0]
		i := 0
		for c := range f.prob.spec.SmallShapes(gen.Everything) {
			if f.validCase(c) {
				f.fallback.c = c
				return
			}
			if i++; i >= smallTries {
				return
			}
		}
	})
	return slices.Clone(f.fallback.c)
}

const smallTries = 100_000

func (f *fileProblem) validCase(c format.Case) bool {
	l := f.layoutOf()
	return l.Valid(c) == nil
}

func (f *fileProblem) layoutOf() *format.Layout { return f.layout }

// featureFor picks the game's feature from the shape of its binding.
func (f *fileProblem) featureFor() (*feature, error) {
	b, s := f.bind, f.schema
	scalar := func(e *valueExpr) (*format.Node, bool) {
		if e == nil {
			return nil, false
		}
		n, ok := s.ByName[e.ident]
		return n, ok && n.Kind == format.ScalarNode && !n.InRow
	}
	list := func(e *valueExpr) (*format.Node, bool) {
		if e == nil {
			return nil, false
		}
		n, ok := s.ByName[e.ident]
		return n, ok && n.Kind == format.ListNode && !n.InRow
	}
	pos := b.position
	if pos == nil {
		pos = &valueExpr{}
	}
	switch b.name {
	case "bash", "misere-bash":
		if n, ok := scalar(pos); ok {
			if m, ok := scalar(b.params["m"]); ok {
				shift := int64(0)
				if b.name == "misere-bash" || b.play == oracle.Misere {
					shift = 1
				}
				return bashFeature(s, n, m, shift), nil
			}
		}
	case "reach":
		if n, ok := scalar(pos); ok {
			if m, ok := scalar(b.params["m"]); ok {
				return reachFeature(s, n, m), nil
			}
		}
	case "take-range":
		n, ok1 := scalar(pos)
		a, ok2 := scalar(b.params["a"])
		bb, ok3 := scalar(b.params["b"])
		if ok1 && ok2 && ok3 {
			return takeRangeFeature(s, n, a, bb), nil
		}
	case "wythoff":
		if len(pos.list) == 2 {
			x, y := s.ByName[pos.list[0]], s.ByName[pos.list[1]]
			return wythoffFeature(s, x, y), nil
		}
	case "board":
		if len(pos.list) == 2 {
			return cornersFeature("board", s, s.ByName[pos.list[0]], s.ByName[pos.list[1]]), nil
		}
	case "northcott":
		if n, ok := s.ByName[pos.ident]; ok && n.Kind == format.RowsNode && n.Width == 2 {
			if m, ok := scalar(b.params["m"]); ok {
				return northcottFeature(s, n, m), nil
			}
		}
	}
	if n, ok := list(pos); ok {
		return nimFeature(s, n), nil
	}
	if isHeapGame(b.name) || b.name == "nim" {
		if b.name == "subtraction" {
			if mv, ok := list(b.params["moves"]); ok {
				if rows, h := snimShape(s); rows != nil {
					return sNimFeature(s, mv, rows, h), nil
				}
			}
		}
		var heaps []*format.Node
		if n, ok := scalar(pos); ok {
			heaps = []*format.Node{n}
		}
		for _, name := range pos.list {
			heaps = append(heaps, s.ByName[name])
		}
		if len(heaps) > 0 {
			return f.heapFeature(heaps)
		}
	}
	return nil, nil
}

// snimShape finds rows holding a list (positions of several heaps each).
func snimShape(s *format.Schema) (rows, heaps *format.Node) {
	for _, n := range s.Nodes {
		if n.Kind != format.RowsNode {
			continue
		}
		for _, c := range n.Cols {
			if c.Kind == format.ListNode {
				return n, c
			}
		}
	}
	return nil, nil
}
