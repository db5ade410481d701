package custom

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/gamestress/gamestress/oracle"
)

// The bottom-up fill of a dense table of single positions.
//
// A position whose successors are all known is resolved in place, with no
// stack (a table asked in order: every question after the first). Else,
// where each move from the position asked lowers or keeps every state
// variable in one direction (i only up, j only down: take from the ends;
// w and h only down: cut a sheet), the box between the position and the
// bounds those directions point to holds everything it reaches; the fill
// walks that box in lexicographic order, the last variable fastest, so a
// move that keeps going that way finds its successors known. The order is
// checked as the table is filled, never assumed: a position whose
// successors are not all known, or whose moves fail, stops the fill (and
// every later one of this table), and the depth-first search answers as
// it would have alone. A position resolved by the fill has the value the
// search gives it (its successors' values were final), so answers,
// errors and loops are the DFS's.
//
// The fill evaluates every position of the box, also those the question
// does not reach; so the DFS goes first, alone, for up to 1/fillProbe of
// the box's positions: a question that reaches few positions is answered
// by it, and a fill costs at most fillProbe times the evaluations of the
// search it replaces.

const (
	fillProbe = 16 // the DFS alone first, up to box/fillProbe positions
	fillMin   = 8  // smaller boxes are left to the DFS
)

// errProbe: the probing DFS reached its budget (the fill takes over).
var errProbe = errors.New("probe budget reached")

// fillFor answers id without the DFS where it can: done reports whether v
// is its value. Its only errors are a stopped context's.
func (s *customSearch) fillFor(id int32) (v int64, done bool, err error) {
	if s.count >= s.max {
		return 0, false, nil
	}
	g := s.g
	s.pos = s.posInto(s.pos, id)
	v, ok, err := s.resolveAt(s.pos)
	if err != nil {
		return 0, false, err
	}
	if ok {
		s.setKnown(id, v)
		s.count++
		return v, true, nil
	}
	if s.noFill {
		return 0, false, nil
	}
	if !g.lastOK || !slices.Equal(g.last, s.pos) { // resolved as made: list the moves
		if err := g.eval(s.pos); err != nil {
			return 0, false, s.ctxErr()
		}
	}
	b, ok := s.boxFrom(s.pos)
	if !ok || b.size < fillMin {
		return 0, false, nil
	}
	s.probe = int(b.size/fillProbe) + 1
	v, err = s.dfs(id)
	s.probe = 0
	if !errors.Is(err, errProbe) {
		return v, true, err
	}
	if err := s.fill(b); err != nil {
		return 0, false, err
	}
	if s.state[id] == nodeKnown {
		return s.vals[id], true, nil
	}
	return 0, false, nil
}

// ctxErr is the running call's stopped-context error, if it is stopped.
func (s *customSearch) ctxErr() error {
	if ctx := s.g.ctx; ctx != nil && ctx.Err() != nil {
		return oracle.Stopped(ctx, "custom game "+s.g.c.spec.Name+": search", s.g.evals)
	}
	return nil
}

// fillBox is a box of positions in fill order: variable k runs from
// from[k] to to[k] by step[k] (±1).
type fillBox struct {
	from, to, step []int64
	size           int64
}

// boxFrom is the box p's moves (in g.succs) point into: per variable, the
// side of p its successors lie on, up to that side's bound. ok is false
// when some variable moves both ways.
func (s *customSearch) boxFrom(p []int64) (fillBox, bool) {
	g := s.g
	k := len(p)
	b := fillBox{from: make([]int64, k), to: append([]int64(nil), p...), step: make([]int64, k), size: 1}
	down, up := make([]bool, k), make([]bool, k)
	off := 0
	for _, sc := range g.succs {
		for j := range sc.n {
			n := int(g.plens[sc.first+j])
			for i, x := range g.parts[off : off+n] {
				down[i] = down[i] || x < p[i]
				up[i] = up[i] || x > p[i]
			}
			off += n
		}
	}
	for i := range k {
		bd := g.bounds[i]
		switch {
		case down[i] && up[i]:
			s.noFill = true
			return b, false
		case down[i]:
			b.from[i], b.step[i] = bd.lo, 1
		case up[i]:
			b.from[i], b.step[i] = bd.hi, -1
		default:
			b.from[i], b.step[i] = p[i], 1
		}
		b.size *= (b.to[i]-b.from[i])*b.step[i] + 1
	}
	return b, true
}

// fill resolves the unknown positions of b in its order, stopping (for
// good) at the first it cannot resolve from known successors. Its only
// errors are a stopped context's.
func (s *customSearch) fill(b fillBox) error {
	q := append([]int64(nil), b.from...)
	last := len(q) - 1
	for {
		id := s.index(q)
		for {
			if s.state[id] != nodeKnown {
				if s.count >= s.max {
					return nil
				}
				v, ok, err := s.resolveAt(q)
				if err != nil || !ok {
					s.noFill = err == nil
					return err
				}
				s.setKnown(id, v)
				s.count++
				s.filled++
			}
			if q[last] == b.to[last] {
				break
			}
			q[last] += b.step[last]
			id += int32(b.step[last] * s.stride[last])
		}
		k := last
		for k >= 0 && q[k] == b.to[k] {
			q[k] = b.from[k]
			k--
		}
		if k < 0 {
			return nil
		}
		q[k] += b.step[k]
	}
}

// index is a dense position's node (p within the bounds).
func (s *customSearch) index(p []int64) int32 {
	i := int64(0)
	for j, v := range p {
		i += (v - s.lo[j]) * s.stride[j]
	}
	return int32(i)
}

// succValue is the value of the position whose successors g.succs holds,
// computed as resolve does, when every successor's node is known (ok
// false: some is not, or the moves split where only the DFS can say what
// that means).
func (s *customSearch) succValue() (v int64, ok bool) {
	g := s.g
	spec := g.c.spec
	score := spec.Kind == Score
	grundy := spec.Kind == Impartial && spec.Play == oracle.Normal
	var small uint64 // grundy: the values < 64 seen
	var marks []uint64
	if grundy && len(g.succs) >= 64 {
		marks = s.marksFor(len(g.succs))
	}
	win := false
	off := 0
	for j, sc := range g.succs {
		if sc.n != 1 && !grundy {
			return 0, false
		}
		x := int64(0)
		for k := range sc.n {
			n := int(g.plens[sc.first+k])
			q := g.parts[off : off+n]
			off += n
			if s.guess && !s.inBox(q) {
				return 0, false // the DFS meets it, and says errOutOfBox
			}
			id := s.index(q)
			if s.state[id] != nodeKnown {
				return 0, false
			}
			x ^= s.vals[id]
		}
		switch {
		case score:
			if w := sc.gain - x; j == 0 || w > v {
				v = w
			}
		case grundy:
			if marks != nil {
				if x < int64(len(marks)*64) {
					marks[x/64] |= 1 << uint(x%64)
				}
			} else if x < 64 {
				small |= 1 << uint(x)
			}
		default:
			win = win || x == int64(oracle.P)
		}
	}
	switch {
	case score:
		return v, true
	case grundy:
		if marks != nil {
			return int64(oracle.MexWords(marks)), true
		}
		return int64(bits.TrailingZeros64(^small)), true
	case len(g.succs) == 0 && spec.Play == oracle.Misere:
		return int64(oracle.N), true
	case win:
		return int64(oracle.N), true
	}
	return int64(oracle.P), true
}

// Filled is how many positions the bottom-up fill has resolved (the rest
// were resolved by the depth-first search).
func (g *CustomGame) Filled() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.single == nil {
		return 0
	}
	return g.single.filled
}

// fastResolve resolves a position of a dense table while the fast path
// makes its successors, none of them listed: each successor's components
// are bounds-checked, looked up and folded into the value as resolve
// would (mex of the XORs, best gain minus value, a move to P) as soon as
// it is made. ok turns false at the first successor outside the bounds,
// not known yet, or split where the play forbids it (the caller then
// evaluates the position the ordinary way, whose error or DFS decides).
type fastResolve struct {
	s      *customSearch
	score  bool
	grundy bool
	ok     bool
	n      int      // successors
	small  uint64   // grundy: values 0..63 seen
	marks  []uint64 // grundy: values 64.. seen (marks[0]: 64..127)
	top    int      // marks[:top] may be set
	best   int64    // score
	win    bool     // outcome: a move to P
}

// succ folds the successor made of the last k components.
func (r *fastResolve) succ(k int32, gain int64) {
	s := r.s
	g := s.g
	first := len(g.plens) - int(k)
	off := len(g.parts)
	for _, n := range g.plens[first:] {
		off -= int(n)
	}
	if r.ok {
		r.fold(first, off, k, gain)
	}
	g.parts, g.plens = g.parts[:off], g.plens[:first]
}

// fold folds the successor of components parts[off:] (plens[first:]).
func (r *fastResolve) fold(first, off int, k int32, gain int64) {
	s := r.s
	g := s.g
	if k != 1 && !r.grundy {
		r.ok = false
		return
	}
	x := int64(0)
	if k == 1 {
		id, ok := s.cell(g.parts[off:])
		if !ok {
			r.ok = false
			return
		}
		x = s.vals[id]
	} else {
		at := off
		for _, n := range g.plens[first:] {
			id, ok := s.cell(g.parts[at : at+int(n)])
			if !ok {
				r.ok = false
				return
			}
			at += int(n)
			x ^= s.vals[id]
		}
	}
	r.add(x, gain)
}

// fold1 folds the successor that is the single position t (not appended
// as a part: fastEnv.succTo).
func (r *fastResolve) fold1(t []int64, gain int64) {
	if !r.ok {
		return
	}
	id, ok := r.s.cell(t)
	if !ok {
		r.ok = false
		return
	}
	r.add(r.s.vals[id], gain)
}

// add folds a successor of value x (the XOR of its components') and gain.
func (r *fastResolve) add(x, gain int64) {
	r.n++
	switch {
	case r.score:
		if w := gain - x; r.n == 1 || w > r.best {
			r.best = w
		}
	case r.grundy:
		if x < 64 {
			r.small |= 1 << uint(x)
		} else if x < maxCustomMoves {
			w := int(x/64) - 1
			for len(r.marks) <= w {
				r.marks = append(r.marks, 0)
			}
			r.marks[w] |= 1 << uint(x%64)
			r.top = max(r.top, w+1)
		}
	default:
		r.win = r.win || x == int64(oracle.P)
	}
}

// cell is the node of dense position p when it is within the bounds and
// known (ok false: not).
func (s *customSearch) cell(p []int64) (id int64, ok bool) {
	bs := s.g.bounds
	if len(p) != len(bs) {
		return 0, false
	}
	for j, v := range p {
		if b := bs[j]; v < b.lo || v > b.hi {
			return 0, false
		}
		id += (v - s.lo[j]) * s.stride[j]
	}
	return id, s.state[id] == nodeKnown
}

// value is the position's value once its successors were all folded.
func (r *fastResolve) value() int64 {
	switch {
	case r.score:
		return r.best
	case r.grundy:
		m := r.marks[:r.top]
		v := int64(64 + oracle.MexWords(m))
		if r.small != ^uint64(0) {
			v = int64(bits.TrailingZeros64(^r.small))
		}
		clear(m) // the next position starts with no value marked
		return v
	case r.n == 0 && r.s.g.c.spec.Play == oracle.Misere:
		return int64(oracle.N)
	case r.win:
		return int64(oracle.N)
	}
	return int64(oracle.P)
}

// resolveAt is the value of dense position p when its successors are all
// known (ok false: not, or the moves fail there). The fast path resolves
// it as it makes the successors where it can; else (expr-lang, a bail) p
// is evaluated and succValue reads the successors. Under SetFastCheck
// both run and must agree. Its only errors are a stopped context's.
func (s *customSearch) resolveAt(p []int64) (v int64, ok bool, err error) {
	g := s.g
	check := fastCheck.Load()
	if g.fast != nil && !check {
		if err := g.tick(); err != nil {
			return 0, false, err
		}
		if v, ok, ran := s.resolveFast(p); ran {
			return v, ok, nil
		}
	}
	if err := g.eval(p); err != nil {
		return 0, false, s.ctxErr()
	}
	v, ok = s.succValue()
	if check && g.fast != nil {
		succs, parts, plens := slices.Clone(g.succs), slices.Clone(g.parts), slices.Clone(g.plens)
		w, fine, ran := s.resolveFast(p)
		g.succs, g.parts, g.plens = succs, parts, plens
		if ran && (fine != ok || ok && w != v) {
			return 0, false, fmt.Errorf("%w: custom game %s: position %s resolved as made gives %d (%v), from its successors %d (%v)",
				oracle.ErrBadGame, g.c.spec.Name, formatPos(p, g.c.list), w, fine, v, ok)
		}
	}
	return v, ok, nil
}

// resolveFast runs the fast path on p in resolve mode (ran false: it
// bailed).
func (s *customSearch) resolveFast(p []int64) (v int64, ok bool, ran bool) {
	g := s.g
	r := &s.res
	if r.s == nil { // once a search: no pointer written per position (a GC's write barrier each)
		spec := g.c.spec
		*r = fastResolve{s: s, score: spec.Kind == Score, grundy: spec.Kind == Impartial && spec.Play == oracle.Normal}
	}
	r.ok, r.n, r.small, r.top, r.best, r.win = true, 0, 0, 0, 0, false
	f := g.fast
	if f.res != r {
		f.res = r
	}
	f.resolving = true
	ran = f.run(p)
	f.resolving = false
	if len(g.succs) > 0 || len(g.parts) > 0 || len(g.plens) > 0 {
		g.succs, g.parts, g.plens = g.succs[:0], g.parts[:0], g.plens[:0]
	}
	g.lastOK = false
	if !ran {
		clear(r.marks[:r.top])
		return 0, false, false
	}
	g.nMoves += int64(r.n)
	g.work += int64(r.n) + g.fast.mem
	if !r.ok {
		clear(r.marks[:r.top])
		return 0, false, true
	}
	return r.value(), true, true
}
