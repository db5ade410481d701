package problem

import (
	"fmt"
	"strings"
)

// A record is a case as named values, the form expressions and features
// see: a scalar is an int64, a list an []int64, rows a []record.
type record map[string]any

// flatRows are rows of a record written as their numbers one row after
// another, columns in order: for rows whose columns are all single
// fields (node.width > 0), without a record per row.
type flatRows []int64

// decodeRecord splits a valid case into named values (the lone list of a
// list layout gets its length back).
func (s *schema) decodeRecord(c Case, lone bool) record {
	if lone {
		return record{s.nodes[0].name: int64(len(c)), s.nodes[1].name: []int64(c)}
	}
	w := walker{p: c, slots: s.newSlots()}
	var seq func(nodes []*node) record
	seq = func(nodes []*node) record {
		r := record{}
		for _, n := range nodes {
			switch n.kind {
			case scalarNode:
				if w.pos < len(c) {
					w.slots[n.slot] = c[w.pos]
					r[n.name] = c[w.pos]
					w.pos++
				}
			case listNode:
				k := min(w.length(n), len(c)-w.pos)
				r[n.name] = []int64(c[w.pos : w.pos+k : w.pos+k])
				w.pos += k
			case rowsNode:
				k := w.length(n)
				rows := make([]record, 0, k)
				for range k {
					rows = append(rows, seq(n.cols))
				}
				r[n.name] = rows
			}
		}
		return r
	}
	return seq(s.nodes)
}

// assemble writes a record as a case: lengths of lists and rows are set
// from the values when the record leaves them out; a missing scalar is its
// static minimum.
func (s *schema) assemble(r record, lone bool) Case {
	if lone {
		l, _ := asInts(r[s.nodes[1].name])
		return append(Case(nil), l...)
	}
	var c Case
	var seq func(nodes []*node, r record)
	seq = func(nodes []*node, r record) {
		// lengths first: a length field takes the size of what it counts
		for _, n := range nodes {
			if n.kind == scalarNode || n.lenSlot < 0 {
				continue
			}
			ln := s.slots[n.lenSlot]
			if v, ok := asInts(r[n.name]); ok {
				r[ln.name] = int64(len(v)) - n.lenOff
			} else if v, ok := r[n.name].([]record); ok {
				r[ln.name] = int64(len(v)) - n.lenOff
			} else if v, ok := r[n.name].(flatRows); ok && n.width > 0 {
				r[ln.name] = int64(len(v)/n.width) - n.lenOff
			}
		}
		for _, n := range nodes {
			switch n.kind {
			case scalarNode:
				v, ok := r[n.name].(int64)
				if !ok {
					v = s.slo[n.slot]
				}
				c = append(c, v)
			case listNode:
				v, _ := asInts(r[n.name])
				c = append(c, v...)
			case rowsNode:
				if flat, ok := r[n.name].(flatRows); ok && n.width > 0 {
					c = append(c, flat[:len(flat)/n.width*n.width]...)
					continue
				}
				rows, _ := r[n.name].([]record)
				for _, row := range rows {
					seq(n.cols, row)
				}
			}
		}
	}
	seq(s.nodes, r)
	return c
}

// exprValue converts a record to what expressions see: ints, lists of
// ints, rows as lists of records, and each column of rows as a list.
func exprValue(v any) any {
	switch v := v.(type) {
	case int64:
		return int(v)
	case []int64:
		out := make([]int, len(v))
		for i, x := range v {
			out[i] = int(x)
		}
		return out
	case []record:
		out := make([]any, len(v))
		for i, r := range v {
			out[i] = exprRecord(r)
		}
		return out
	}
	return v
}

func exprRecord(r record) map[string]any {
	m := make(map[string]any, len(r))
	for k, v := range r {
		m[k] = exprValue(v)
	}
	return m
}

// exprEnv is the environment of a case's expressions: every field by
// name, and each column of rows as a list under the column's name.
func (s *schema) exprEnv(r record) map[string]any {
	m := exprRecord(r)
	for _, n := range s.nodes {
		if n.kind != rowsNode {
			continue
		}
		rows, _ := r[n.name].([]record)
		for _, col := range n.cols {
			if col.kind == scalarNode {
				vals := make([]int, len(rows))
				for i, row := range rows {
					vals[i] = int(row[col.name].(int64))
				}
				m[col.name] = vals
				continue
			}
			vals := make([]any, len(rows))
			for i, row := range rows {
				vals[i] = exprValue(row[col.name])
			}
			m[col.name] = vals
		}
	}
	if len(s.words) > 0 {
		s.wordValues(r, m)
	}
	return m
}

// asInts reads a list value ([]int64 or Case).
func asInts(v any) ([]int64, bool) {
	switch v := v.(type) {
	case []int64:
		return v, true
	case Case:
		return v, true
	}
	return nil, false
}

// fieldTypes is the type-checking environment of the case's fields.
func fieldTypes(s *schema) map[string]any {
	env := map[string]any{}
	for _, n := range s.nodes {
		switch n.kind {
		case scalarNode:
			env[n.name] = 0
		case listNode:
			env[n.name] = []int{}
		case rowsNode:
			row := map[string]any{}
			for _, c := range n.cols {
				if c.kind == scalarNode {
					row[c.name], env[c.name] = 0, []int{}
				} else {
					row[c.name], env[c.name] = []int{}, []any{}
				}
			}
			env[n.name] = []any{row}
		}
	}
	if len(s.words) > 0 {
		s.wordTypes(env)
	}
	return env
}

// exprError is the first line of an expr-lang error.
func exprError(err error) error {
	msg, _, _ := strings.Cut(err.Error(), "\n")
	return fmt.Errorf("%s", msg)
}
func oneLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
