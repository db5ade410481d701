package gen

import (
	"iter"
	"math/bits"
	"slices"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// The generic machinery of a schema: a generator that knows only the
// bounds, the corners of the bounds, and the structural shrinks.

// draw walks the schema and draws every number within its bounds (given
// the numbers before it): lengths log-uniform, scalars random, small or at
// the top, lists in the shapes of nimGen's (random, equal, ones, the top).
func DrawCase(s *format.Schema, p *gopter.GenParameters, lone bool) format.Case {
	slots := s.NewSlots()
	var c format.Case
	var seq func(nodes []*format.Node)
	seq = func(nodes []*format.Node) {
		for _, n := range nodes {
			switch n.Kind {
			case format.ScalarNode:
				f := format.FieldOf(n, slots)
				var v int64
				if n.IsLength {
					v = LogScaled(p, f.Lo, max(f.Lo, f.Hi))
				} else {
					v = drawValue(p, f.Lo, f.Hi)
				}
				for slices.Contains(f.Differ, v) {
					if v++; v > f.Hi {
						v = f.Lo
					}
				}
				slots[n.Slot] = v
				c = append(c, v)
			case format.ListNode:
				if n.Word != nil {
					c = append(c, drawWord(p, n, format.FieldOf(n, slots), LenOf(n, slots))...)
					continue
				}
				c = append(c, drawList(p, n, format.FieldOf(n, slots), LenOf(n, slots))...)
			case format.RowsNode:
				if n.Grid && p.Rng.Intn(3) == 0 {
					c = append(c, gridPattern(p, LenOf(n, slots), LenOf(n.Cols[0], slots), n.Word.K())...)
					continue
				}
				for range LenOf(n, slots) {
					seq(n.Cols)
				}
			}
		}
	}
	seq(s.Nodes)
	if lone {
		return c[1:]
	}
	return c
}

func LenOf(n *format.Node, slots []int64) int {
	if n.LenSlot < 0 {
		return int(n.LenLit)
	}
	return int(slots[n.LenSlot] + n.LenOff)
}

// corners are the cases at the ends of the bounds: every number at its
// minimum (lists and rows at their shortest), at its minimum plus one, and
// at its maximum with the shortest lists; then the nasty corners, lists
// and rows as long as cornerRun allows: every number 0 (or the end of its
// range nearest 0), the ends alternating (lo, hi, lo, ...; scalars at hi),
// and every number at the largest power of two of its range. Invalid ones
// are dropped later.
func Corners(s *format.Schema, lone bool) []format.Case {
	var out []format.Case
	for mode := range 6 {
		slots := s.NewSlots()
		var c format.Case
		var seq func(nodes []*format.Node)
		seq = func(nodes []*format.Node) {
			for _, n := range nodes {
				switch n.Kind {
				case format.ScalarNode:
					fl := format.FieldOf(n, slots)
					v := cornerValue(mode, 1, fl.Lo, fl.Hi) // scalars: hi when alternating
					if n.IsLength {
						v = max(fl.Lo, min(fl.Lo+int64(mode), fl.Hi))
						if mode >= 3 {
							v = Clamp(CornerRun, fl.Lo, fl.Hi)
						}
					}
					v = min(max(v, fl.Lo), fl.Hi)
					for slices.Contains(fl.Differ, v) && v < fl.Hi {
						v++
					}
					slots[n.Slot] = v
					c = append(c, v)
				case format.ListNode:
					fl := format.FieldOf(n, slots)
					for i := range LenOf(n, slots) {
						v := cornerValue(mode, i, fl.Lo, fl.Hi)
						if n.Distinct || n.Sorted {
							v = fl.Lo + int64(i)
						}
						c = append(c, min(max(v, fl.Lo), fl.Hi))
					}
				case format.RowsNode:
					for range LenOf(n, slots) {
						seq(n.Cols)
					}
				}
			}
		}
		seq(s.Nodes)
		if lone {
			c = c[1:]
		}
		out = append(out, c)
	}
	return out
}

// cornerRun is the length of the lists and rows of the nasty corners:
// long enough for an exponential search to show, short enough for the
// oracle.
const CornerRun = 64

// cornerValue is item i of a corner of the given mode (see corners).
func cornerValue(mode, i int, lo, hi int64) int64 {
	switch mode {
	case 0:
		return lo
	case 1:
		return lo + 1
	case 2:
		return hi
	case 3:
		return Clamp(0, lo, hi)
	case 4:
		if i%2 == 0 {
			return lo
		}
		return hi
	}
	if hi <= 0 {
		return hi
	}
	return max(lo, int64(1)<<(63-bits.LeadingZeros64(uint64(hi))))
}

// drops is the derived structural shrink of a grammar layout: each row
// alone, then rows dropped by halves down to single rows; then items of
// each list dropped the same way (lists outside rows first); then the two
// columns of a row swapped when the first is larger.
func StructureDrops(s *format.Schema, c format.Case) iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		r := s.DecodeRecord(c, false)
		emit := func(d format.Record) bool { return yield(s.Assemble(d, false)) }
		for _, n := range s.Nodes {
			if n.Kind != format.RowsNode {
				continue
			}
			rows, _ := r[n.Name].([]format.Record)
			if len(rows) > 1 {
				for i := range rows {
					if !emit(with(r, n.Name, rows[i:i+1])) {
						return
					}
				}
			}
			for d := range chunkDrops(rows) {
				if !emit(with(r, n.Name, d)) {
					return
				}
			}
		}
		if len(s.Words) > 0 && (!columnDrops(s, r, emit) || !letterSwaps(s, r, emit)) {
			return
		}
		for _, n := range s.Nodes {
			if n.Kind != format.ListNode {
				continue
			}
			items, _ := r[n.Name].([]int64)
			for d := range chunkDrops(items) {
				if !emit(with(r, n.Name, d)) {
					return
				}
			}
		}
		for _, n := range s.Nodes {
			if n.Kind != format.RowsNode {
				continue
			}
			rows, _ := r[n.Name].([]format.Record)
			for _, col := range n.Cols {
				if col.Kind != format.ListNode || !lengthInRow(s, col) {
					continue // a length fixed outside the row: dropping one item is never valid
				}
				for i, row := range rows {
					items, _ := row[col.Name].([]int64)
					for d := range chunkDrops(items) {
						rs := slices.Clone(rows)
						rs[i] = with(row, col.Name, d)
						if !emit(with(r, n.Name, rs)) {
							return
						}
					}
				}
			}
			if n.Width == 2 {
				a, b := n.Cols[0].Name, n.Cols[1].Name
				for i, row := range rows {
					if row[a].(int64) > row[b].(int64) {
						rs := slices.Clone(rows)
						rs[i] = format.Record{a: row[b], b: row[a]}
						if !emit(with(r, n.Name, rs)) {
							return
						}
					}
				}
			}
		}
	}
}

// equalDrops is the `equal-drops` shrink feature of a grammar layout:
// equal items of one list (in rows too) dropped in even numbers, so that a
// XOR over them stays the same.
func EqualGroupDrops(s *format.Schema, c format.Case) iter.Seq[format.Case] {
	return func(yield func(format.Case) bool) {
		r := s.DecodeRecord(c, false)
		emit := func(d format.Record) bool { return yield(s.Assemble(d, false)) }
		for _, n := range s.Nodes {
			switch n.Kind {
			case format.ListNode:
				items, _ := r[n.Name].([]int64)
				ok := equalDrops(items, func(d format.Case) bool {
					return len(d) == 0 || emit(with(r, n.Name, []int64(d)))
				})
				if !ok {
					return
				}
			case format.RowsNode:
				rows, _ := r[n.Name].([]format.Record)
				for _, col := range n.Cols {
					if col.Kind != format.ListNode {
						continue
					}
					for i, row := range rows {
						items, _ := row[col.Name].([]int64)
						ok := equalDrops(items, func(d format.Case) bool {
							if len(d) == 0 {
								return true
							}
							rs := slices.Clone(rows)
							rs[i] = with(row, col.Name, []int64(d))
							return emit(with(r, n.Name, rs))
						})
						if !ok {
							return
						}
					}
				}
			}
		}
	}
}
