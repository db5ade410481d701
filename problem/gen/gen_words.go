package gen

import (
	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// lengthInRow reports whether the length of a list in rows is a field of
// its own row (dropping an item of one row can then be valid).
func lengthInRow(s *format.Schema, col *format.Node) bool {
	return col.LenSlot >= 0 && s.Slots[col.LenSlot].InRow
}

// columnDrops is the shrink of a grid's width: the same columns dropped
// from every row (and from every list outside rows whose length is the
// same field), by halves down to single columns, the width field lowered
// with them; false when emit stopped.
func columnDrops(s *format.Schema, r format.Record, emit func(format.Record) bool) bool {
	done := map[int]bool{}
	for _, g := range s.Nodes {
		col := g.Cols
		if !g.Grid || col[0].LenSlot < 0 || done[col[0].LenSlot] {
			continue
		}
		slot, off := col[0].LenSlot, col[0].LenOff
		done[slot] = true
		ln := s.Slots[slot]
		width, _ := r[ln.Name].(int64)
		idx := make([]int, max(width+off, 0))
		for i := range idx {
			idx[i] = i
		}
		for keep := range chunkDrops(idx) {
			d := with(r, ln.Name, int64(len(keep))-off)
			for _, n := range s.Nodes {
				switch {
				case n.Grid && n.Cols[0].LenSlot == slot && n.Cols[0].LenOff == off:
					rows, _ := r[n.Name].([]format.Record)
					out := make([]format.Record, len(rows))
					for i, row := range rows {
						items, _ := format.AsInts(row[n.Cols[0].Name])
						out[i] = format.Record{n.Cols[0].Name: pick(items, keep)}
					}
					d[n.Name] = out
				case n.Kind == format.ListNode && n.LenSlot == slot && n.LenOff == off:
					items, _ := format.AsInts(r[n.Name])
					d[n.Name] = pick(items, keep)
				}
			}
			if !emit(d) {
				return false
			}
		}
	}
	return true
}

// pick is items at the indices keep.
func pick(items []int64, keep []int) []int64 {
	out := make([]int64, 0, len(keep))
	for _, i := range keep {
		if i < len(items) {
			out = append(out, items[i])
		}
	}
	return out
}

// gridPattern draws the characters of a grid of h rows and w columns over
// an alphabet of k characters in a shape where board code breaks: all the
// first character, all the last, a checkerboard of the two, stripes by
// row or by column, a frame of the last around the first, or the first
// everywhere but one random cell.
func gridPattern(p *gopter.GenParameters, h, w int, k int64) []int64 {
	out := make([]int64, 0, max(h*w, 0))
	a, b := int64(0), k-1
	if k > 2 && p.Rng.Intn(2) == 0 {
		b = 1 + p.Rng.Int63n(k-1) // another character than the last
	}
	mode := p.Rng.Intn(7)
	ri, rj := p.Rng.Intn(max(h, 1)), p.Rng.Intn(max(w, 1))
	for i := range h {
		for j := range w {
			v := a
			switch mode {
			case 1:
				v = b
			case 2:
				v = []int64{a, b}[(i+j)%2]
			case 3:
				v = []int64{a, b}[i%2]
			case 4:
				v = []int64{a, b}[j%2]
			case 5:
				if i == 0 || j == 0 || i == h-1 || j == w-1 {
					v = b
				}
			case 6:
				if i == ri && j == rj {
					v = b
				}
			}
			out = append(out, v)
		}
	}
	return out
}

// drawWord draws the k characters of a word: half the time as any list
// (drawList: random, one character, the ends, nasty runs), else over two
// or three letters of its alphabet (its first ones, or random ones), so
// that equal neighbours, repeats and palindromes are common even over
// "a-z".
func drawWord(p *gopter.GenParameters, n *format.Node, f format.Field, k int) []int64 {
	size := f.Hi - f.Lo + 1
	if size <= 3 || p.Rng.Intn(2) == 0 {
		return drawList(p, n, f, k)
	}
	letters := []int64{f.Lo, f.Lo + 1, f.Lo + 2}[:2+p.Rng.Intn(2)]
	if p.Rng.Intn(2) == 0 {
		for i := range letters {
			letters[i] = f.Lo + p.Rng.Int63n(size)
		}
	}
	out := make([]int64, k)
	for i := range out {
		out[i] = letters[p.Rng.Intn(len(letters))]
	}
	return out
}

// letterSwaps is the shrink of a word's letters as a whole: two letters
// swapped everywhere in the word (in the whole grid), the later one
// present; for solutions that only compare letters, `babbab` fails as
// `abaaba` does, and the swap reaches the smaller one where lowering one
// character at a time breaks the pattern. false when emit stopped.
func letterSwaps(s *format.Schema, r format.Record, emit func(format.Record) bool) bool {
	for _, n := range s.Nodes {
		if n.Word == nil || n.Hidden || (n.Kind != format.ListNode && !n.Grid) {
			continue
		}
		var present [256]bool
		eachCode(n, r, func(c int64) int64 { present[min(max(c, 0), 255)] = true; return c })
		for x := int64(1); x < min(n.Word.K(), 256); x++ {
			if !present[x] {
				continue
			}
			for y := range x {
				d := with(r, n.Name, nil)
				d[n.Name] = mapCodes(n, r, func(c int64) int64 {
					switch c {
					case x:
						return y
					case y:
						return x
					}
					return c
				})
				if !emit(d) {
					return false
				}
			}
		}
	}
	return true
}

// eachCode calls f on every code of word or grid n in r.
func eachCode(n *format.Node, r format.Record, f func(int64) int64) { mapCodes(n, r, f) }

// mapCodes is the value of word or grid n in r with every code mapped by f.
func mapCodes(n *format.Node, r format.Record, f func(int64) int64) any {
	apply := func(items []int64) []int64 {
		out := make([]int64, len(items))
		for i, c := range items {
			out[i] = f(c)
		}
		return out
	}
	if !n.Grid {
		items, _ := format.AsInts(r[n.Name])
		return apply(items)
	}
	rows, _ := r[n.Name].([]format.Record)
	out := make([]format.Record, len(rows))
	for i, row := range rows {
		items, _ := format.AsInts(row[n.Cols[0].Name])
		out[i] = format.Record{n.Cols[0].Name: apply(items)}
	}
	return out
}
