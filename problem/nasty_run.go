package problem

import "github.com/leanovate/gopter"

// nastyRun is c with one of its lists (outside rows, or in one row)
// overwritten by fillRun; c itself when the result is not valid and no
// promise repairs it.
func (f *fileProblem) nastyRun(p *gopter.GenParameters, c Case) Case {
	s := f.schema
	if !hasList(s) {
		return c // nothing to overwrite: no record to decode
	}
	r := s.decodeRecord(c, f.lone)
	type target struct {
		n   *node
		row record // nil outside rows
	}
	var ts []target
	for _, n := range s.nodes {
		switch n.kind {
		case listNode:
			ts = append(ts, target{n: n})
		case rowsNode:
			rows, _ := r[n.name].([]record)
			for _, col := range n.cols {
				if col.kind == listNode && len(rows) > 0 {
					ts = append(ts, target{n: col, row: rows[p.Rng.Intn(len(rows))]})
				}
			}
		}
	}
	if len(ts) == 0 {
		return c
	}
	t := ts[p.Rng.Intn(len(ts))]
	slots := slotsOf(s, r)
	holder := r
	if t.row != nil {
		holder = t.row
		for k, v := range t.row {
			if n, ok := s.byName[k]; ok && n.kind == scalarNode {
				slots[n.slot], _ = v.(int64)
			}
		}
	}
	items, _ := asInts(holder[t.n.name])
	items = append([]int64(nil), items...)
	fl := fieldOf(t.n, slots)
	fillRun(p, items, fl.lo, fl.hi)
	holder[t.n.name] = items
	d := s.assemble(r, f.lone)
	if k, ok := f.kept(p, d); ok {
		return k
	}
	return c
}

// hasList reports whether the layout has a list, outside rows or in them
// (what nastyRun overwrites).
func hasList(s *schema) bool {
	for _, n := range s.nodes {
		if n.kind == listNode {
			return true
		}
		if n.kind == rowsNode {
			for _, col := range n.cols {
				if col.kind == listNode {
					return true
				}
			}
		}
	}
	return false
}
