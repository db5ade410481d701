package oracle

import (
	"errors"
	"math/bits"
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
	if err := g.eval(s.pos); err != nil {
		return 0, false, s.ctxErr()
	}
	if v, ok := s.succValue(); ok {
		s.vals[id], s.state[id] = v, nodeKnown
		s.count++
		return v, true, nil
	}
	if s.noFill {
		return 0, false, nil
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
		return stopped(ctx, "custom game "+s.g.c.spec.Name+": search", s.g.evals)
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
	g := s.g
	q := append([]int64(nil), b.from...)
	last := len(q) - 1
	for {
		id := s.index(q)
		for {
			if s.state[id] != nodeKnown {
				if s.count >= s.max {
					return nil
				}
				if err := g.eval(q); err != nil {
					err = s.ctxErr()
					s.noFill = err == nil
					return err
				}
				v, ok := s.succValue()
				if !ok {
					s.noFill = true
					return nil
				}
				s.vals[id], s.state[id] = v, nodeKnown
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
	grundy := spec.Kind == Impartial && spec.Play == Normal
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
			id := s.index(g.parts[off : off+n])
			off += n
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
			win = win || x == int64(P)
		}
	}
	switch {
	case score:
		return v, true
	case grundy:
		if marks != nil {
			return int64(mexWords(marks)), true
		}
		return int64(bits.TrailingZeros64(^small)), true
	case len(g.succs) == 0 && spec.Play == Misere:
		return int64(N), true
	case win:
		return int64(N), true
	}
	return int64(P), true
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
