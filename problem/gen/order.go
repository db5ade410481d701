package gen

import (
	"iter"
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// SizeLess is the size order on inputs that every problem uses: fewer
// cases, then fewer numbers, then smaller sum, then the lexicographically
// smaller sequence of all the numbers.
func SizeLess(a, b []format.Case) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	na, sa := measure(a)
	nb, sb := measure(b)
	if na != nb {
		return na < nb
	}
	if sa != sb {
		return sa < sb
	}
	return compareFlat(a, b) < 0
}

func measure(cs []format.Case) (n int, sum int64) {
	for _, c := range cs {
		n += len(c)
		for _, v := range c {
			sum += v
		}
	}
	return n, sum
}

// compareFlat compares the concatenations of two inputs of as many numbers.
func compareFlat(a, b []format.Case) int {
	ai, aj, bi, bj := 0, 0, 0, 0
	for {
		for ai < len(a) && aj == len(a[ai]) {
			ai, aj = ai+1, 0
		}
		for bi < len(b) && bj == len(b[bi]) {
			bi, bj = bi+1, 0
		}
		if ai == len(a) || bi == len(b) {
			return 0
		}
		if x, y := a[ai][aj], b[bi][bj]; x != y {
			if x < y {
				return -1
			}
			return 1
		}
		aj, bj = aj+1, bj+1
	}
}

// lessCase is the size order on single cases.
func LessCase(a, b format.Case) bool { return SizeLess([]format.Case{a}, []format.Case{b}) }

// shrinks is Problem.Shrinks: structure drops first (fewer numbers), then
// every number to its range minimum, then halved, then minus one, then the
// joint steps that change several numbers at once (jointShrinks); only
// valid cases strictly smaller than c.
func (cs *Cases) Shrinks(c format.Case) iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		try := func(d format.Case) bool {
			if cs.Layout.Valid(d) != nil || !LessCase(d, c) {
				return true
			}
			return yield(d)
		}
		if cs.Drops != nil {
			for d := range cs.Drops(c) {
				if !try(d) {
					return
				}
			}
		}
		if cs.Layout.Valid(c) != nil {
			return
		}
		for pass := range 4 {
			for i, v := range c {
				for _, w := range cs.lowerValues(c, i, pass) {
					if w >= v {
						continue
					}
					d := slices.Clone(c)
					d[i] = w
					if !try(d) {
						return
					}
				}
			}
		}
		for d := range cs.jointShrinks(c) {
			if !try(d) {
				return
			}
		}
	}
}

// lowerValues proposes smaller values for number i: pass 0 the range minimum
// (and the problem's own proposals), 1 half, 2 halfway to the minimum, 3 minus one.
func (cs *Cases) lowerValues(c format.Case, i, pass int) []int64 {
	v, lo := c[i], cs.Layout.FieldAt(c, i).Lo
	switch pass {
	case 0:
		out := []int64{lo}
		if cs.Lowers != nil {
			out = append(out, cs.Lowers(c, i)...)
		}
		return out
	case 1:
		return []int64{v / 2}
	case 2:
		return []int64{lo + (v-lo)/2}
	}
	return []int64{v - 1}
}

// window bounds an enumeration: every number at most depth above its
// field's least value, and some number more than prev above it (the cases
// of the rounds before are left out). depth < 0: no bound; prev < 0: none
// left out.
type window struct{ prev, depth int64 }

// everything is the window of Small: no bound.
var Everything = window{prev: -1, depth: -1}

// top is the largest value of f within w.
func (w window) top(f format.Field) int64 {
	if w.depth < 0 || f.Hi-f.Lo <= w.depth {
		return f.Hi
	}
	return f.Lo + w.depth
}

// beyond reports whether x, a value of f, is beyond the previous round.
func (w window) beyond(f format.Field, x int64) bool { return w.prev >= 0 && x-f.Lo > w.prev }

// isNew reports whether a case with deep numbers beyond the previous round
// belongs to w (the first round takes every case).
func (w window) isNew(deep int) bool { return w.prev < 0 || deep > 0 }

// longestWithin bounds the number count of a case within w: every count
// at the most w allows (a larger count never takes fewer numbers).
func longestWithin(l *format.Layout, w window) int {
	if w.depth < 0 {
		return 1 << 62
	}
	if l.List != nil {
		return int(w.top(l.List.Length))
	}
	var c format.Case
	for {
		f, run := l.Fields(c)
		if run == 0 || len(c) > maxLenOr(l) {
			return len(c)
		}
		c = append(c, w.top(f))
	}
}

// small is Problem.Small: by number count, then sum, then lexicographically.
// Cases that break a promise are not inputs: they are skipped.
func (cs *Cases) Small() iter.Seq[format.Case] { return cs.kept(cs.SmallShapes(Everything)) }

// kept is cases without those that break a promise (Small's rule).
func (cs *Cases) kept(cases iter.Seq[format.Case]) iter.Seq[format.Case] {
	require := cs.Layout.Require
	if require == nil {
		return cases
	}
	return func(yield func(format.Case) bool) {
		kept, rejected := 0, 0
		for c := range cases {
			if require(c) != nil {
				if rejected++; rejected > smallRejects+100*kept {
					cs.SmallCut.Store(true)
					return
				}
				continue
			}
			kept++
			if !yield(c) {
				return
			}
		}
	}
}

// smallRejects (and 100 per case kept) bounds the cases a promise may
// reject in one enumeration of Small: past it, Small ends early and says
// so (SmallCut). uva10404's "1 in s" keeps one case of 3 numbers with
// sum S among S.
const smallRejects = 100_000

// smallShapes is small without the promises: every case within the
// layout's bounds (and within w: order_depth.go).
func (cs *Cases) SmallShapes(w window) iter.Seq[format.Case] {
	l := &cs.Layout
	return func(yield func(format.Case) bool) {
		nMin, nMax := l.Lengths()
		nMax = min(nMax, longestWithin(l, w))
		lo, hi := ValueBounds(l)
		sc := NewEnumScratch(l)
		for n := nMin; n <= nMax; n++ {
			if !SmallOfLength(l, n, lo, hi, sc, w, yield) {
				return
			}
		}
	}
}

// smallOfLength yields the cases of n numbers, each within lo..hi (and
// w), by sum and then lexicographically; false when the consumer stopped.
func SmallOfLength(l *format.Layout, n int, lo, hi int64, sc *enumScratch, w window, yield func(format.Case) bool) bool {
	for s := int64(n) * lo; s <= int64(n)*hi; s++ {
		if l.List != nil {
			if s > int64(n)*w.top(l.List.Item) {
				break // every item at the most w allows
			}
			if !smallList(l, make(format.Case, 0, n), n, s, w, w.beyond(l.List.Length, int64(n)), yield) {
				return false
			}
			continue
		}
		e := enumeration{l: l, n: n, lo: lo, yield: yield, scratch: sc, w: w}
		if !e.grammar(make(format.Case, 0, n), s) {
			return false
		}
		if !e.sumBound {
			break // no case of n numbers has a sum of s or more
		}
	}
	return true
}

// valueBounds bounds every number of every case (for pruning).
func ValueBounds(l *format.Layout) (lo, hi int64) {
	if l.List != nil {
		return l.List.Item.Lo, l.List.Item.Hi
	}
	lo, hi = 1<<62, 0
	var c format.Case
	for {
		f, run := l.Fields(c)
		if run == 0 {
			break
		}
		lo, hi = min(lo, f.Lo), max(hi, f.Hi)
		// the largest counts reach every field; the run's numbers have
		// this field, so they are appended at once (one at a time, each
		// a walk of the prefix, a grid of 4·10^6 squares took minutes)
		for range run {
			c = append(c, f.Hi)
		}
		if len(c) > maxLenOr(l) {
			break
		}
	}
	return lo, hi
}

func maxLenOr(l *format.Layout) int {
	if l.MaxLen > 0 {
		return l.MaxLen
	}
	return l.Arity()
}

// smallList yields, in lexicographic order, every list of n items with sum s
// that extends prefix; false when the consumer stopped.
// deep: a number of the list (or its length) is beyond w's previous depth.
func smallList(l *format.Layout, prefix format.Case, n int, s int64, w window, deep bool, yield func(format.Case) bool) bool {
	it := l.List.Item
	r := int64(n - len(prefix))
	if r == 0 {
		return s != 0 || (w.prev >= 0 && !deep) || yield(slices.Clone(prefix))
	}
	top := w.top(it)
	from, to := max(it.Lo, s-(r-1)*top), min(top, s-(r-1)*it.Lo)
	for x := from; x <= to; x++ {
		if !smallList(l, append(prefix, x), n, s-x, w, deep || w.beyond(it, x), yield) {
			return false
		}
	}
	return true
}

// enumeration walks the self-describing cases of n numbers in
// lexicographic order.
type enumeration struct {
	l     *format.Layout
	n     int
	lo    int64 // bounds every number from below
	yield func(format.Case) bool
	// sumBound is set when the target sum limited some number's range: while
	// it is not, a larger sum cannot hold any case either.
	sumBound bool
	scratch  *enumScratch // nil: the layout's grammar and need as they are
	w        window       // the numbers' depth (order_depth.go)
	deep     int          // numbers of the prefix beyond w's previous depth
}

// enumScratch is what an enumeration over a schema asks the grammar and
// need of every prefix with: the walks' scratch and, for each length of
// prefix, room for its field's differ. Asked of a prefix a walk, they
// allocated at every prefix (the small phase of hdu1730 is mostly this).
type enumScratch struct {
	s      *format.Schema
	bufs   *format.WalkBufs
	differ [][]int64
	slab   []int64 // where the cases yielded are carved from (clone)
}

// clone is slices.Clone(c), carved from a slab of the scratch (an
// allocation a case was a tenth of the small phase); each case is capped,
// so appending to one copies it, and a slab lives while one of its cases
// does.
func (e *enumeration) clone(c format.Case) format.Case {
	sc := e.scratch
	if sc == nil {
		return slices.Clone(c)
	}
	if len(c) > cap(sc.slab)-len(sc.slab) {
		sc.slab = make([]int64, 0, max(1024, len(c)))
	}
	start := len(sc.slab)
	sc.slab = append(sc.slab, c...)
	return sc.slab[start:len(sc.slab):len(sc.slab)]
}

// newEnumScratch is the scratch of enumerations over l; nil when l has
// no schema.
func NewEnumScratch(l *format.Layout) *enumScratch {
	s := l.Walk
	if s == nil {
		return nil
	}
	return &enumScratch{s: s, bufs: &format.WalkBufs{Slots: s.NewSlots(), Known: make([]bool, len(s.Slots))}}
}

// fields is e.l.fields(p), the field's differ in the scratch of p's
// length (kept until the next prefix of that length).
func (e *enumeration) fields(p format.Case) (format.Field, int) {
	sc := e.scratch
	if sc == nil {
		return e.l.Fields(p)
	}
	for len(sc.differ) <= len(p) {
		most := 0 // the longest differ of a field: no buffer grows
		for _, n := range sc.s.Slots {
			most = max(most, len(n.Differ))
		}
		sc.differ = append(sc.differ, make([]int64, 0, most))
	}
	if sc.s.Flat != nil {
		return sc.s.Flat.Fields(p, sc.differ[len(p)])
	}
	return sc.s.FieldsIn(p, sc.bufs, sc.differ[len(p)])
}

// isLength reports whether f, the field of number i, may be a length
// (true where the layout has no schema to say).
func (e *enumeration) isLength(f format.Field, i int) bool {
	if e.scratch == nil {
		return true
	}
	if fl := e.scratch.s.Flat; fl != nil {
		return i < len(fl.Head) && fl.Head[i].IsLength // a column is no length
	}
	n, ok := e.scratch.s.ByName[f.Name]
	return !ok || n.IsLength
}

// needed is e.l.needed(p).
func (e *enumeration) needed(p format.Case) (lo, hi int) {
	if e.scratch == nil {
		return e.l.Needed(p)
	}
	if s := e.scratch.s; s.Flat != nil {
		return s.Flat.Need(s, p)
	}
	return e.scratch.s.NeedIn(p, e.scratch.bufs)
}

// grammar yields every whole case of e.n numbers that extends prefix with
// numbers adding up to s; false when the consumer stopped.
func (e *enumeration) grammar(prefix format.Case, s int64) bool {
	f, run := e.fields(prefix)
	if run == 0 {
		return len(prefix) != e.n || s != 0 || !e.w.isNew(e.deep) || e.yield(e.clone(prefix))
	}
	if len(prefix) == e.n {
		return true
	}
	rest := int64(e.n - len(prefix) - 1)
	from, to := f.Lo, e.w.top(f)
	if limit := s - rest*e.lo; limit <= to {
		to, e.sumBound = limit, true
	}
	if rest == 0 {
		from = max(from, s)
	}
	// need depends on the values of lengths only: past a number that is
	// not one, it is asked once for all its values
	ask, asked := e.isLength(f, len(prefix)), false
	var lo, hi int
	plain := f.Plain() // x is within f's range: nothing else to check
	for x := from; x <= to; x++ {
		if !plain && !f.OK(x) {
			continue
		}
		next := append(prefix, x)
		if ask || !asked {
			lo, hi = e.needed(next)
			asked = true
		}
		if lo > e.n {
			break // a larger count needs even more numbers
		}
		if hi < e.n {
			continue
		}
		deep := e.w.beyond(f, x)
		if deep {
			e.deep++
		}
		ok := e.grammar(next, s-x)
		if deep {
			e.deep--
		}
		if !ok {
			return false
		}
	}
	return true
}
