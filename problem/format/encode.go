package format

import (
	"strconv"
	"strings"
)

// encode writes one case with its line breaks.
func (s *Schema) Encode(out []byte, c Case) []byte {
	if s.Flat != nil {
		return s.Flat.Encode(out, c)
	}
	return s.EncodeWalk(out, c)
}

// encodeWalk is encode by a walk of the nodes: any layout.
func (s *Schema) EncodeWalk(out []byte, c Case) []byte {
	// e stays on the stack (no closure holds it): appending to out writes
	// no pointer through the heap, which cost a write barrier a number
	// while the collector ran
	b := s.bufs()
	defer s.release(b)
	e := encoder{out: out, bol: true, w: walker{p: c, slots: b.Slots}}
	e.seq(s.Nodes)
	if !e.bol {
		e.eol()
	}
	return e.out
}

// encoder is encode's state: the text so far and whether a line is begun.
type encoder struct {
	out []byte
	bol bool // at the beginning of a line
	w   walker
}

func (e *encoder) num(v int64) {
	if !e.bol {
		e.out = append(e.out, ' ')
	}
	e.out = appendNum(e.out, v)
	e.bol = false
}

func (e *encoder) eol() {
	e.out = append(e.out, '\n')
	e.bol = true
}

func (e *encoder) seq(nodes []*Node) {
	w, c := &e.w, e.w.p
	for _, n := range nodes {
		switch n.Kind {
		case ScalarNode:
			if w.pos < len(c) {
				w.slots[n.Slot] = c[w.pos]
				if !n.Hidden {
					e.num(c[w.pos])
				}
				w.pos++
			}
		case ListNode:
			if n.Word != nil { // one token, its characters
				k := max(min(w.length(n), len(c)-w.pos), 0)
				if !e.bol {
					e.out = append(e.out, ' ')
				}
				for _, v := range c[w.pos : w.pos+k] {
					e.out = append(e.out, n.Word.char(v))
				}
				w.pos, e.bol = w.pos+k, false
				break
			}
			for range w.length(n) {
				if w.pos < len(c) {
					e.num(c[w.pos])
					w.pos++
				}
			}
		case RowsNode:
			if !scalarCols(n) {
				for range w.length(n) {
					e.seq(n.Cols)
				}
				continue
			}
			e.rows(n)
			continue
		}
		if n.Eol {
			e.eol()
		}
	}
}

// rows is seq of each row of n, whose columns are numbers, inline: rows
// of numbers are most of the text of an input that has them.
func (e *encoder) rows(n *Node) {
	w, c := &e.w, e.w.p
	k, width := w.length(n), len(n.Cols)
	if k <= 0 {
		return
	}
	// the rows' numbers, whole rows while c has them
	full := min(k, (len(c)-w.pos)/width)
	out, bol := e.out, e.bol
	for r := range full {
		row := c[w.pos+r*width : w.pos+(r+1)*width]
		for i, col := range n.Cols {
			if !col.Hidden {
				if !bol {
					out = append(out, ' ')
				}
				out = appendNum(out, row[i])
				bol = false
			}
			if col.Eol {
				out = append(out, '\n')
				bol = true
			}
		}
	}
	e.out, e.bol = out, bol
	if full > 0 {
		for i, col := range n.Cols {
			w.slots[col.Slot] = c[w.pos+(full-1)*width+i]
		}
	}
	w.pos += full * width
	// a row cut short (a case being shrunk or fuzzed), a number at a time
	for range k - full {
		for _, col := range n.Cols {
			if w.pos < len(c) {
				w.slots[col.Slot] = c[w.pos]
				if !col.Hidden {
					e.num(c[w.pos])
				}
				w.pos++
			}
			if col.Eol {
				e.eol()
			}
		}
	}
}

func JoinInts(v []int64) string {
	var b strings.Builder
	for i, x := range v {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return b.String()
}
