package format

import (
	"slices"
)

// walker finds the field of the next number after a prefix.
type walker struct {
	p      Case
	pos    int
	slots  []int64
	row    int     // the row being walked, from 1; 0 outside rows
	differ []int64 // where the field found puts its differ (nil: a new slice)
}

// fields is the layout's grammar over the schema.
func (s *Schema) Fields(p Case) (Field, int) {
	b := s.bufs()
	defer s.release(b)
	return s.FieldsIn(p, b, nil)
}

// fieldsIn is fields with the walk's scratch in b and the field's differ
// in differ[:0] (nil: a new slice); the enumeration keeps its own, and
// asks of every prefix without allocating.
func (s *Schema) FieldsIn(p Case, b *WalkBufs, differ []int64) (Field, int) {
	w := walker{p: p, slots: b.Slots, differ: differ}
	f, run, ok := w.seq(s, s.Nodes)
	if !ok {
		return Field{}, 0
	}
	return f, run
}

func (w *walker) length(n *Node) int {
	if n.LenSlot < 0 {
		return int(n.LenLit)
	}
	return int(w.slots[n.LenSlot] + n.LenOff)
}

func (w *walker) seq(s *Schema, nodes []*Node) (Field, int, bool) {
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			if w.pos == len(w.p) {
				return w.wordAt(s, n, fieldInto(n, w.slots, w.differ)), 1, true
			}
			w.slots[n.Slot] = w.p[w.pos]
			w.pos++
		case ListNode:
			start, k := w.pos, w.length(n)
			if w.pos+k <= len(w.p) {
				w.pos += k
				continue
			}
			f := w.wordAt(s, n, fieldInto(n, w.slots, w.differ))
			if n.Sorted {
				if len(w.p) > start {
					prev := w.p[len(w.p)-1]
					if n.Distinct {
						prev++
					}
					f.Lo = max(f.Lo, prev)
				}
				return f, 1, true
			}
			if n.Distinct {
				f.distinct, f.Differ = true, w.p[start:]
			}
			return f, start + k - len(w.p), true
		case RowsNode:
			k := w.length(n)
			if n.Width > 0 {
				full := min(k, (len(w.p)-w.pos)/n.Width)
				w.pos += full * n.Width
				if full == k {
					continue
				}
				return w.seq(s, n.Cols)
			}
			for r := range k {
				w.row = r + 1
				if f, run, ok := w.seq(s, n.Cols); ok {
					return f, run, true
				}
			}
			w.row = 0
		}
	}
	return Field{}, 0, false
}

// need bounds the length of a whole case that starts with prefix.
func (s *Schema) Need(p Case) (lo, hi int) {
	b := s.bufs()
	defer s.release(b)
	return s.NeedIn(p, b)
}

// needIn is need with its scratch in b.
func (s *Schema) NeedIn(p Case, b *WalkBufs) (lo, hi int) {
	clear(b.Known)
	w := walker{p: p, slots: b.Slots}
	x, y := w.needSeq(s, s.Nodes, b.Known)
	return int(min(x, 1<<40)), int(min(y, 1<<40))
}

// rowNeed bounds the numbers of one row of n that the prefix has not
// reached: a row's list whose length is a number read before the rows
// (w in `h w` then `a[h][w]`) counts that many, not its range (with the
// range, every w of a one-row grid looked like it might fit any length,
// and the small phase walked them all: abc201d's took seconds).
func (w *walker) rowNeed(s *Schema, n *Node, known []bool) (lo, hi int64) {
	forget(known, n.Cols)
	end := w.pos
	w.pos = len(w.p) // read nothing of the row
	lo, hi = w.needSeq(s, n.Cols, known)
	w.pos = end
	return lo, hi
}

// forget marks the scalars of cols (and of their rows) unknown.
func forget(known []bool, cols []*Node) {
	for _, c := range cols {
		if c.Kind == ScalarNode {
			known[c.Slot] = false
		}
		forget(known, c.Cols)
	}
}

func (w *walker) needSeq(s *Schema, nodes []*Node, known []bool) (lo, hi int64) {
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			if w.pos < len(w.p) {
				w.slots[n.Slot], known[n.Slot] = w.p[w.pos], true
				w.pos++
			}
			lo, hi = lo+1, hi+1
		case ListNode:
			if n.LenSlot < 0 || known[n.LenSlot] {
				k := int64(w.length(n))
				w.pos = min(len(w.p), w.pos+int(k))
				lo, hi = lo+k, hi+k
				continue
			}
			a, b := s.LenRange(n)
			lo, hi = lo+a, hi+b
		case RowsNode:
			if n.LenSlot >= 0 && !known[n.LenSlot] {
				a, b := s.LenRange(n)
				c, d := w.rowNeed(s, n, known)
				lo, hi = lo+a*c, hi+b*d
				continue
			}
			k := w.length(n)
			for r := range k {
				if w.pos >= len(w.p) {
					c, d := w.rowNeed(s, n, known)
					rest := int64(k - r)
					lo, hi = lo+rest*c, hi+rest*d
					break
				}
				forget(known, n.Cols) // each row starts knowing no column
				a, b := w.needSeq(s, n.Cols, known)
				lo, hi = lo+a, hi+b
			}
			forget(known, n.Cols)
		}
	}
	return lo, hi
}

// walkFields gives the fields of a case in reading order, each with its
// run (how many numbers in a row have it), in one pass: the numbers are
// read from (*src)[base:] after yield returns, so yield checks (or reads
// and appends) the run's numbers first; a false yield stops the walk. It
// returns whether the walk reached the end of a whole case. The field of a
// distinct run carries no differ: the caller keeps the run's set (seen).
// validShape and readCase use it instead of fields over every prefix,
// which starts from the front each time. rows, when not nil, is given the
// flat rows of the case whole (walk_rows.go), instead of a yield a number.
func (s *Schema) walkFields(src *[]int64, base int, yield func(f Field, run int) bool, rows func(rowRun) bool) bool {
	b := s.bufs()
	defer s.release(b)
	w := fieldWalk{src: src, base: base, slots: b.Slots, s: s}
	return w.seq(s.Nodes, yield, rows)
}

type fieldWalk struct {
	src       *[]int64
	base, pos int
	slots     []int64
	row       int // the row being walked, from 1; 0 outside rows
	s         *Schema
	differ    []int64 // fieldOf's buffer
}

// wordAt is the field of a word's number with its row and the name of
// its length (for readWord's messages).
func (w *fieldWalk) wordAt(f Field, n *Node) Field {
	f.word.row = w.row
	if n.LenSlot >= 0 {
		f.word.lenName = w.slotName(n.LenSlot)
	}
	return f
}

func (w *fieldWalk) at(i int) int64 { return (*w.src)[w.base+i] }

// fieldOf is fieldOf(n, w.slots) with its differ in a buffer of the walk,
// reused by the next field (yield must not keep it): a row of `t != j`
// allocated one slice per number.
func (w *fieldWalk) fieldOf(n *Node) Field {
	f := fieldInto(n, w.slots, w.differ)
	if f.Differ != nil {
		w.differ = f.Differ
	}
	return f
}

func (w *fieldWalk) length(n *Node) int {
	if n.LenSlot < 0 {
		return int(n.LenLit)
	}
	return int(w.slots[n.LenSlot] + n.LenOff)
}

func (w *fieldWalk) seq(nodes []*Node, yield func(Field, int) bool, rows func(rowRun) bool) bool {
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			f := w.fieldOf(n)
			if n.Word != nil {
				f = w.wordAt(f, n)
			}
			if !yield(f, 1) {
				return false
			}
			w.slots[n.Slot] = w.at(w.pos)
			w.pos++
		case ListNode:
			k := w.length(n)
			if k <= 0 {
				continue
			}
			f := w.fieldOf(n)
			if n.Word != nil {
				f = w.wordAt(f, n)
			}
			if n.Sorted {
				for i := range k {
					g := f
					if i > 0 {
						prev := w.at(w.pos - 1)
						if n.Distinct {
							prev++
						}
						g.Lo = max(g.Lo, prev)
					}
					if !yield(g, 1) {
						return false
					}
					w.pos++
				}
				continue
			}
			f.distinct = n.Distinct
			if !yield(f, k) {
				return false
			}
			w.pos += k
		case RowsNode:
			k := w.length(n)
			if n.flat != nil && rows != nil {
				if !w.handRows(n, k, rows) {
					return false
				}
				continue
			}
			for r := range k {
				w.row = r + 1
				if !w.seq(n.Cols, yield, rows) {
					return false
				}
			}
			w.row = 0
		}
	}
	return true
}

// slotName is the name of a slot's field.
func (w *fieldWalk) slotName(slot int) string { return w.s.Slots[slot].Name }

// wordAt is wordAt of fieldWalk for the prefix walker.
func (w *walker) wordAt(s *Schema, n *Node, f Field) Field {
	if n.Word == nil {
		return f
	}
	f.word.row = w.row
	if n.LenSlot >= 0 {
		f.word.lenName = s.Slots[n.LenSlot].Name
	}
	return f
}

// lowers is the derived `lowers` of a schema: a field that bounds others
// from above (`1 <= t <= m`) lowered to the largest value it bounds, so the
// smallest board that still holds every piece.
func (s *Schema) Lowers(c Case, i int) []int64 {
	var target *Node
	var out []int64
	s.eachNumber(c, func(j int, n *Node, row int) bool {
		if j == i {
			target = n
			return false
		}
		return true
	})
	if target == nil || target.Kind != ScalarNode || len(target.bounds) == 0 {
		return nil
	}
	best := int64(-1 << 62)
	s.eachNumber(c, func(j int, n *Node, _ int) bool {
		if n.Kind == ScalarNode && slices.Contains(target.bounds, n.Slot) {
			best = max(best, c[j])
		}
		return true
	})
	if best > -1<<62 {
		out = append(out, best)
	}
	return out
}

// eachNumber calls f with the index, node and row (-1 outside rows) of
// every number of a valid case, until f returns false.
func (s *Schema) eachNumber(c Case, f func(i int, n *Node, row int) bool) {
	w := walker{p: c, slots: s.NewSlots()}
	var seq func(nodes []*Node, row int) bool
	seq = func(nodes []*Node, row int) bool {
		for _, n := range nodes {
			switch n.Kind {
			case ScalarNode:
				if w.pos >= len(c) {
					return false
				}
				w.slots[n.Slot] = c[w.pos]
				if !f(w.pos, n, row) {
					return false
				}
				w.pos++
			case ListNode:
				for range w.length(n) {
					if w.pos >= len(c) || !f(w.pos, n, row) {
						return false
					}
					w.pos++
				}
			case RowsNode:
				for r := range w.length(n) {
					if !seq(n.Cols, r) {
						return false
					}
				}
			}
		}
		return true
	}
	seq(s.Nodes, -1)
}

// handRows gives the k rows of n (flat) to rows, then moves past them.
func (w *fieldWalk) handRows(n *Node, k int, rows func(rowRun) bool) bool {
	if k <= 0 {
		return true
	}
	rr := rowRun{n: n, k: k}
	for i, c := range n.Cols {
		rr.lo[i], rr.hi[i] = c.Lo.Eval(w.slots), c.Hi.Eval(w.slots)
	}
	for i, slot := range n.flat.outer {
		rr.outer[i] = w.slots[slot]
	}
	if !rows(rr) {
		return false
	}
	width := len(n.Cols)
	w.pos += k * width
	for i, c := range n.Cols {
		w.slots[c.Slot] = w.at(w.pos - width + i)
	}
	return true
}
