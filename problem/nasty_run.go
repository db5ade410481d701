package problem

import (
	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// nastyRun is c with one of its lists (outside rows, or in one row)
// overwritten by fillRun; c itself when the result is not valid and no
// promise repairs it.
func (f *fileProblem) nastyRun(p *gopter.GenParameters, c format.Case) format.Case {
	s := f.schema
	if !hasList(s) {
		return c // nothing to overwrite: no record to decode
	}
	r := s.DecodeRecord(c, f.lone)
	type target struct {
		n   *format.Node
		row format.Record // nil outside rows
	}
	var ts []target
	for _, n := range s.Nodes {
		switch n.Kind {
		case format.ListNode:
			ts = append(ts, target{n: n})
		case format.RowsNode:
			rows, _ := r[n.Name].([]format.Record)
			for _, col := range n.Cols {
				if col.Kind == format.ListNode && len(rows) > 0 {
					ts = append(ts, target{n: col, row: rows[p.Rng.Intn(len(rows))]})
				}
			}
		}
	}
	if len(ts) == 0 {
		return c
	}
	t := ts[p.Rng.Intn(len(ts))]
	slots := gen.SlotsOf(s, r)
	holder := r
	if t.row != nil {
		holder = t.row
		for k, v := range t.row {
			if n, ok := s.ByName[k]; ok && n.Kind == format.ScalarNode {
				slots[n.Slot], _ = v.(int64)
			}
		}
	}
	items, _ := format.AsInts(holder[t.n.Name])
	items = append([]int64(nil), items...)
	fl := format.FieldOf(t.n, slots)
	gen.FillRun(p, items, fl.Lo, fl.Hi)
	holder[t.n.Name] = items
	d := s.Assemble(r, f.lone)
	if k, ok := f.kept(p, d); ok {
		return k
	}
	return c
}

// hasList reports whether the layout has a list, outside rows or in them
// (what nastyRun overwrites).
func hasList(s *format.Schema) bool {
	for _, n := range s.Nodes {
		if n.Kind == format.ListNode {
			return true
		}
		if n.Kind == format.RowsNode {
			for _, col := range n.Cols {
				if col.Kind == format.ListNode {
					return true
				}
			}
		}
	}
	return false
}
