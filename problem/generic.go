package problem

import (
	"iter"
	"math/bits"
	"slices"

	"github.com/leanovate/gopter"
)

// The generic machinery of a schema: a generator that knows only the
// bounds, the corners of the bounds, and the structural shrinks.

// draw walks the schema and draws every number within its bounds (given
// the numbers before it): lengths log-uniform, scalars random, small or at
// the top, lists in the shapes of nimGen's (random, equal, ones, the top).
func drawCase(s *schema, p *gopter.GenParameters, lone bool) Case {
	slots := s.newSlots()
	var c Case
	var seq func(nodes []*node)
	seq = func(nodes []*node) {
		for _, n := range nodes {
			switch n.kind {
			case scalarNode:
				f := fieldOf(n, slots)
				var v int64
				if n.isLength {
					v = logScaled(p, f.lo, max(f.lo, f.hi))
				} else {
					v = drawValue(p, f.lo, f.hi)
				}
				for slices.Contains(f.differ, v) {
					if v++; v > f.hi {
						v = f.lo
					}
				}
				slots[n.slot] = v
				c = append(c, v)
			case listNode:
				if n.word != nil {
					c = append(c, drawWord(p, n, fieldOf(n, slots), lenOf(n, slots))...)
					continue
				}
				c = append(c, drawList(p, n, fieldOf(n, slots), lenOf(n, slots))...)
			case rowsNode:
				if n.grid && p.Rng.Intn(3) == 0 {
					c = append(c, gridPattern(p, lenOf(n, slots), lenOf(n.cols[0], slots), n.word.k())...)
					continue
				}
				for range lenOf(n, slots) {
					seq(n.cols)
				}
			}
		}
	}
	seq(s.nodes)
	if lone {
		return c[1:]
	}
	return c
}

func lenOf(n *node, slots []int64) int {
	if n.lenSlot < 0 {
		return int(n.lenLit)
	}
	return int(slots[n.lenSlot] + n.lenOff)
}

func drawValue(p *gopter.GenParameters, lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	switch choose(p, 4, 2, 1, 1, 2) {
	case 0:
		return scaled(p, lo, hi)
	case 1:
		return logScaled(p, lo, hi)
	case 2:
		return between(p, lo, min(hi, lo+2))
	case 3:
		return nearTop(p, lo, hi)
	}
	return nasty(p, lo, hi)
}

// drawList draws k items of f: random, all equal, all at the minimum, near
// the top, or random with a run of nasty values (all zeros, all equal,
// alternating: fillRun); distinct lists walk to the next unused value;
// sorted are sorted.
func drawList(p *gopter.GenParameters, n *node, f field, k int) []int64 {
	out := make([]int64, k)
	shape := choose(p, 4, 1, 1, 1, 2)
	v := drawValue(p, f.lo, f.hi)
	for i := range out {
		switch shape {
		case 0, 4:
			out[i] = drawValue(p, f.lo, f.hi)
		case 1:
			out[i] = v
		case 2:
			out[i] = f.lo
		case 3:
			out[i] = nearTop(p, f.lo, f.hi)
		}
	}
	if shape == 4 {
		fillRun(p, out, f.lo, f.hi)
	}
	if n.distinct {
		distinctWalk(out, f.lo, f.hi)
	}
	if n.sorted {
		slices.Sort(out)
	}
	return out
}

// corners are the cases at the ends of the bounds: every number at its
// minimum (lists and rows at their shortest), at its minimum plus one, and
// at its maximum with the shortest lists; then the nasty corners, lists
// and rows as long as cornerRun allows: every number 0 (or the end of its
// range nearest 0), the ends alternating (lo, hi, lo, ...; scalars at hi),
// and every number at the largest power of two of its range. Invalid ones
// are dropped later.
func corners(s *schema, lone bool) []Case {
	var out []Case
	for mode := range 6 {
		slots := s.newSlots()
		var c Case
		var seq func(nodes []*node)
		seq = func(nodes []*node) {
			for _, n := range nodes {
				switch n.kind {
				case scalarNode:
					fl := fieldOf(n, slots)
					v := cornerValue(mode, 1, fl.lo, fl.hi) // scalars: hi when alternating
					if n.isLength {
						v = max(fl.lo, min(fl.lo+int64(mode), fl.hi))
						if mode >= 3 {
							v = clamp(cornerRun, fl.lo, fl.hi)
						}
					}
					v = min(max(v, fl.lo), fl.hi)
					for slices.Contains(fl.differ, v) && v < fl.hi {
						v++
					}
					slots[n.slot] = v
					c = append(c, v)
				case listNode:
					fl := fieldOf(n, slots)
					for i := range lenOf(n, slots) {
						v := cornerValue(mode, i, fl.lo, fl.hi)
						if n.distinct || n.sorted {
							v = fl.lo + int64(i)
						}
						c = append(c, min(max(v, fl.lo), fl.hi))
					}
				case rowsNode:
					for range lenOf(n, slots) {
						seq(n.cols)
					}
				}
			}
		}
		seq(s.nodes)
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
const cornerRun = 64

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
		return clamp(0, lo, hi)
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
func structureDrops(s *schema, c Case) iter.Seq[Case] {
	return func(yield func(Case) bool) {
		r := s.decodeRecord(c, false)
		emit := func(d record) bool { return yield(s.assemble(d, false)) }
		for _, n := range s.nodes {
			if n.kind != rowsNode {
				continue
			}
			rows, _ := r[n.name].([]record)
			if len(rows) > 1 {
				for i := range rows {
					if !emit(with(r, n.name, rows[i:i+1])) {
						return
					}
				}
			}
			for d := range chunkDrops(rows) {
				if !emit(with(r, n.name, d)) {
					return
				}
			}
		}
		if len(s.words) > 0 && (!columnDrops(s, r, emit) || !letterSwaps(s, r, emit)) {
			return
		}
		for _, n := range s.nodes {
			if n.kind != listNode {
				continue
			}
			items, _ := r[n.name].([]int64)
			for d := range chunkDrops(items) {
				if !emit(with(r, n.name, d)) {
					return
				}
			}
		}
		for _, n := range s.nodes {
			if n.kind != rowsNode {
				continue
			}
			rows, _ := r[n.name].([]record)
			for _, col := range n.cols {
				if col.kind != listNode || !lengthInRow(s, col) {
					continue // a length fixed outside the row: dropping one item is never valid
				}
				for i, row := range rows {
					items, _ := row[col.name].([]int64)
					for d := range chunkDrops(items) {
						rs := slices.Clone(rows)
						rs[i] = with(row, col.name, d)
						if !emit(with(r, n.name, rs)) {
							return
						}
					}
				}
			}
			if n.width == 2 {
				a, b := n.cols[0].name, n.cols[1].name
				for i, row := range rows {
					if row[a].(int64) > row[b].(int64) {
						rs := slices.Clone(rows)
						rs[i] = record{a: row[b], b: row[a]}
						if !emit(with(r, n.name, rs)) {
							return
						}
					}
				}
			}
		}
	}
}

// with is r with one value replaced (r is not changed).
func with(r record, key string, v any) record {
	d := make(record, len(r))
	for k, x := range r {
		d[k] = x
	}
	d[key] = v
	return d
}

// chunkDrops yields s without a chunk: halves, quarters, ... single items.
func chunkDrops[T any](s []T) iter.Seq[[]T] {
	return func(yield func([]T) bool) {
		for chunk := len(s) / 2; chunk >= 1; chunk /= 2 {
			for start := 0; start < len(s); start += chunk {
				end := min(start+chunk, len(s))
				if !yield(slices.Concat(s[:start], s[end:])) {
					return
				}
			}
		}
	}
}

// equalDrops is the `equal-drops` shrink feature of a grammar layout:
// equal items of one list (in rows too) dropped in even numbers, so that a
// XOR over them stays the same.
func equalGroupDrops(s *schema, c Case) iter.Seq[Case] {
	return func(yield func(Case) bool) {
		r := s.decodeRecord(c, false)
		emit := func(d record) bool { return yield(s.assemble(d, false)) }
		for _, n := range s.nodes {
			switch n.kind {
			case listNode:
				items, _ := r[n.name].([]int64)
				ok := equalDrops(items, func(d Case) bool {
					return len(d) == 0 || emit(with(r, n.name, []int64(d)))
				})
				if !ok {
					return
				}
			case rowsNode:
				rows, _ := r[n.name].([]record)
				for _, col := range n.cols {
					if col.kind != listNode {
						continue
					}
					for i, row := range rows {
						items, _ := row[col.name].([]int64)
						ok := equalDrops(items, func(d Case) bool {
							if len(d) == 0 {
								return true
							}
							rs := slices.Clone(rows)
							rs[i] = with(row, col.name, []int64(d))
							return emit(with(r, n.name, rs))
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

// distinctWalk moves each item that repeats an earlier one to the next
// unused value, wrapping from hi to lo (an item stays when every value is
// used). The next unused value is found through a map of skips with path
// compression, so the walk is about linear, not quadratic in len(out).
func distinctWalk(out []int64, lo, hi int64) {
	used := make(map[int64]bool, len(out))
	skip := map[int64]int64{} // a used value: a value at or after which to look next
	succ := func(x int64) int64 {
		if x >= hi {
			return lo
		}
		return x + 1
	}
	for i, v := range out {
		if used[v] && int64(len(used)) <= hi-lo {
			x := v
			for used[x] {
				if y, ok := skip[x]; ok {
					x = y
				} else {
					x = succ(x)
				}
			}
			for y := v; y != x; { // compress the path walked
				next, ok := skip[y]
				if !ok {
					next = succ(y)
				}
				skip[y] = x
				y = next
			}
			out[i] = x
		}
		used[out[i]] = true
	}
}
