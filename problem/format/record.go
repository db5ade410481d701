package format

import (
	"fmt"
	"strings"
)

// A record is a case as named values, the form expressions and features
// see: a scalar is an int64, a list an []int64, rows a []record.
type Record map[string]any

// flatRows are rows of a record written as their numbers one row after
// another, columns in order: for rows whose columns are all single
// fields (node.width > 0), without a record per row.
type FlatRows []int64

// decodeRecord splits a valid case into named values (the lone list of a
// list layout gets its length back).
func (s *Schema) DecodeRecord(c Case, lone bool) Record {
	if lone {
		return Record{s.Nodes[0].Name: int64(len(c)), s.Nodes[1].Name: []int64(c)}
	}
	w := walker{p: c, slots: s.NewSlots()}
	var seq func(nodes []*Node) Record
	seq = func(nodes []*Node) Record {
		r := Record{}
		for _, n := range nodes {
			switch n.Kind {
			case ScalarNode:
				if w.pos < len(c) {
					w.slots[n.Slot] = c[w.pos]
					r[n.Name] = c[w.pos]
					w.pos++
				}
			case ListNode:
				k := min(w.length(n), len(c)-w.pos)
				r[n.Name] = []int64(c[w.pos : w.pos+k : w.pos+k])
				w.pos += k
			case RowsNode:
				k := w.length(n)
				rows := make([]Record, 0, k)
				for range k {
					rows = append(rows, seq(n.Cols))
				}
				r[n.Name] = rows
			}
		}
		return r
	}
	return seq(s.Nodes)
}

// assemble writes a record as a case: lengths of lists and rows are set
// from the values when the record leaves them out; a missing scalar is its
// static minimum.
func (s *Schema) Assemble(r Record, lone bool) Case {
	if lone {
		l, _ := AsInts(r[s.Nodes[1].Name])
		return append(Case(nil), l...)
	}
	var c Case
	var seq func(nodes []*Node, r Record)
	seq = func(nodes []*Node, r Record) {
		// lengths first: a length field takes the size of what it counts
		for _, n := range nodes {
			if n.Kind == ScalarNode || n.LenSlot < 0 {
				continue
			}
			ln := s.Slots[n.LenSlot]
			if v, ok := AsInts(r[n.Name]); ok {
				r[ln.Name] = int64(len(v)) - n.LenOff
			} else if v, ok := r[n.Name].([]Record); ok {
				r[ln.Name] = int64(len(v)) - n.LenOff
			} else if v, ok := r[n.Name].(FlatRows); ok && n.Width > 0 {
				r[ln.Name] = int64(len(v)/n.Width) - n.LenOff
			}
		}
		for _, n := range nodes {
			switch n.Kind {
			case ScalarNode:
				v, ok := r[n.Name].(int64)
				if !ok {
					v = s.Slo[n.Slot]
				}
				c = append(c, v)
			case ListNode:
				v, _ := AsInts(r[n.Name])
				c = append(c, v...)
			case RowsNode:
				if flat, ok := r[n.Name].(FlatRows); ok && n.Width > 0 {
					c = append(c, flat[:len(flat)/n.Width*n.Width]...)
					continue
				}
				rows, _ := r[n.Name].([]Record)
				for _, row := range rows {
					seq(n.Cols, row)
				}
			}
		}
	}
	seq(s.Nodes, r)
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
	case []Record:
		out := make([]any, len(v))
		for i, r := range v {
			out[i] = exprRecord(r)
		}
		return out
	}
	return v
}

func exprRecord(r Record) map[string]any {
	m := make(map[string]any, len(r))
	for k, v := range r {
		m[k] = exprValue(v)
	}
	return m
}

// exprEnv is the environment of a case's expressions: every field by
// name, and each column of rows as a list under the column's name.
func (s *Schema) ExprEnv(r Record) map[string]any {
	m := exprRecord(r)
	for _, n := range s.Nodes {
		if n.Kind != RowsNode {
			continue
		}
		rows, _ := r[n.Name].([]Record)
		for _, col := range n.Cols {
			if col.Kind == ScalarNode {
				vals := make([]int, len(rows))
				for i, row := range rows {
					vals[i] = int(row[col.Name].(int64))
				}
				m[col.Name] = vals
				continue
			}
			vals := make([]any, len(rows))
			for i, row := range rows {
				vals[i] = exprValue(row[col.Name])
			}
			m[col.Name] = vals
		}
	}
	if len(s.Words) > 0 {
		s.wordValues(r, m)
	}
	return m
}

// asInts reads a list value ([]int64 or Case).
func AsInts(v any) ([]int64, bool) {
	switch v := v.(type) {
	case []int64:
		return v, true
	case Case:
		return v, true
	}
	return nil, false
}

// fieldTypes is the type-checking environment of the case's fields.
func FieldTypes(s *Schema) map[string]any {
	env := map[string]any{}
	for _, n := range s.Nodes {
		switch n.Kind {
		case ScalarNode:
			env[n.Name] = 0
		case ListNode:
			env[n.Name] = []int{}
		case RowsNode:
			row := map[string]any{}
			for _, c := range n.Cols {
				if c.Kind == ScalarNode {
					row[c.Name], env[c.Name] = 0, []int{}
				} else {
					row[c.Name], env[c.Name] = []int{}, []any{}
				}
			}
			env[n.Name] = []any{row}
		}
	}
	if len(s.Words) > 0 {
		s.wordTypes(env)
	}
	return env
}

// exprError is the first line of an expr-lang error.
func ExprError(err error) error {
	msg, _, _ := strings.Cut(err.Error(), "\n")
	return fmt.Errorf("%s", msg)
}
func OneLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

// wordTypes gives words their types in the type-checking environment of
// expressions (fieldTypes): a word is a string, a grid a list of rows of
// one-character strings; hidden lengths are not names.
func (s *Schema) wordTypes(env map[string]any) {
	for _, n := range s.Nodes {
		switch {
		case n.Hidden:
			delete(env, n.Name)
		case n.Kind == ListNode && n.Word != nil:
			env[n.Name] = ""
		case n.Grid:
			delete(env, n.Cols[0].Name)
			env[n.Name] = [][]string{}
		case n.Kind == RowsNode:
			row := env[n.Name].([]any)[0].(map[string]any)
			for _, col := range n.Cols {
				switch {
				case col.Hidden:
					delete(row, col.Name)
					delete(env, col.Name)
				case col.Word != nil:
					row[col.Name], env[col.Name] = "", []string{}
				}
			}
		}
	}
}

// wordValues gives words their values in a case's environment (exprEnv),
// as wordTypes says.
func (s *Schema) wordValues(r Record, m map[string]any) {
	for _, n := range s.Nodes {
		switch {
		case n.Hidden:
			delete(m, n.Name)
		case n.Kind == ListNode && n.Word != nil:
			codes, _ := AsInts(r[n.Name])
			m[n.Name] = n.Word.text(codes)
		case n.Grid:
			rows, _ := r[n.Name].([]Record)
			g := make([][]string, len(rows))
			for i, row := range rows {
				codes, _ := AsInts(row[n.Cols[0].Name])
				g[i] = n.Word.cells(codes)
			}
			delete(m, n.Cols[0].Name)
			m[n.Name] = g
		case n.Kind == RowsNode:
			rows, _ := r[n.Name].([]Record)
			vals, _ := m[n.Name].([]any)
			for _, col := range n.Cols {
				switch {
				case col.Hidden:
					delete(m, col.Name)
					for _, v := range vals {
						delete(v.(map[string]any), col.Name)
					}
				case col.Word != nil:
					texts := make([]string, len(rows))
					for i, row := range rows {
						codes, _ := AsInts(row[col.Name])
						texts[i] = col.Word.text(codes)
						vals[i].(map[string]any)[col.Name] = texts[i]
					}
					m[col.Name] = texts
				}
			}
		}
	}
}
