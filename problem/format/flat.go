package format

// Flat layouts. A case of scalars on their lines, then at most one run of
// flat rows whose count is one of those scalars (hdu1730: `n m`, then
// `rows[n]: t j`), is read, checked, and asked its grammar and need in a
// loop over its numbers: no walk of its nodes, no yield a field, the
// scalars' values on the stack. It gives what the walk gives, messages
// included (TestWalkAgreesWithPrefixes, TestEnumerationScratchIsThePlainOne
// check it against the grammar asked at every prefix).

// maxFlatSlots bounds the scalars of a flat layout (its slots are an
// array on the stack).
const maxFlatSlots = 16

// flatLayoutOf is s's flat layout, or nil when s is not flat.
func flatLayoutOf(s *Schema) *flatLayout {
	if len(s.Slots) > maxFlatSlots {
		return nil
	}
	fl := &flatLayout{}
	for i, n := range s.Nodes {
		switch {
		case n.Kind == ScalarNode && n.Word == nil && !n.Hidden:
			fl.Head = append(fl.Head, n)
		case n.Kind == RowsNode && n.flat != nil && i == len(s.Nodes)-1:
			fl.rows = n
		default:
			return nil
		}
	}
	return fl
}

// slotsOf is what a walk's slots hold once head[:k] is read from c.
type flatSlots [maxFlatSlots]int64

func (fl *flatLayout) length(slots *flatSlots) int {
	n := fl.rows
	if n.LenSlot < 0 {
		return int(n.LenLit)
	}
	return int(slots[n.LenSlot] + n.LenOff)
}

// run is the rows' rowRun once the head is read into slots.
func (fl *flatLayout) run(slots *flatSlots, k int) rowRun {
	n := fl.rows
	rr := rowRun{n: n, k: k}
	for i, c := range n.Cols {
		rr.lo[i], rr.hi[i] = c.Lo.Eval(slots[:]), c.Hi.Eval(slots[:])
	}
	for i, slot := range n.flat.outer {
		rr.outer[i] = slots[slot]
	}
	return rr
}

// okScalar reports whether v may be scalar n: fieldOf(n, slots).check(v)
// == "", without building the field.
func okScalar(n *Node, v int64, slots *flatSlots) bool {
	if v < n.Lo.Eval(slots[:]) || v > n.Hi.Eval(slots[:]) {
		return false
	}
	for _, d := range n.Differ {
		if v == slots[d] {
			return false
		}
	}
	return true
}

// valid is validShape of a flat layout.
func (fl *flatLayout) valid(c Case) error {
	var slots flatSlots
	for i, n := range fl.Head {
		if i >= len(c) {
			return caseEnds(i, FieldOf(n, slots[:]))
		}
		if !okScalar(n, c[i], &slots) {
			f := FieldOf(n, slots[:])
			return outOfField(f, c[i], f.check(c[i]))
		}
		slots[n.Slot] = c[i]
	}
	i := len(fl.Head)
	if fl.rows != nil {
		if k := fl.length(&slots); k > 0 {
			rr := fl.run(&slots, k)
			n, err := checkRows(&rr, c, i)
			if err != nil {
				return err
			}
			i += n
		}
	}
	if i < len(c) {
		return extraNumbers(len(c)-i, i)
	}
	return nil
}

// read is readCase of a flat layout: case i's numbers appended to nums.
func (fl *flatLayout) read(r *reader, nums []int64, i int) ([]int64, error) {
	var slots flatSlots
	for _, n := range fl.Head {
		tok, v, isNum, ok := r.number()
		if !ok || !isNum || !okScalar(n, v, &slots) {
			return nil, withWhere(r.numError(tok, ok, FieldOf(n, slots[:]), ""), i)
		}
		nums = append(nums, v)
		slots[n.Slot] = v
	}
	if fl.rows == nil {
		return nums, nil
	}
	k := fl.length(&slots)
	if k <= 0 {
		return nums, nil
	}
	rr := fl.run(&slots, k)
	nums, err := r.readRows(&rr, nums)
	if err != nil {
		return nil, withWhere(err, i)
	}
	return nums, nil
}

// fields is the grammar of a flat layout (schema.fields), the field's
// differ in differ[:0] (nil: a new slice).
func (fl *flatLayout) Fields(p Case, differ []int64) (Field, int) {
	var slots flatSlots
	for i, n := range fl.Head {
		if i == len(p) {
			return fieldInto(n, slots[:], differ), 1
		}
		slots[n.Slot] = p[i]
	}
	if fl.rows == nil {
		return Field{}, 0
	}
	k, width := fl.length(&slots), len(fl.rows.Cols)
	rest := len(p) - len(fl.Head)
	if full := min(k, rest/width); full >= k {
		return Field{}, 0
	}
	row := p[len(p)-rest%width:]
	for j, c := range fl.rows.Cols[:len(row)] {
		slots[c.Slot] = row[j]
	}
	return fieldInto(fl.rows.Cols[len(row)], slots[:], differ), 1
}

// need is schema.need of a flat layout.
func (fl *flatLayout) Need(s *Schema, p Case) (lo, hi int) {
	head := int64(len(fl.Head))
	if fl.rows == nil {
		return int(head), int(head)
	}
	n := fl.rows
	if n.LenSlot >= 0 {
		at := -1 // where the count is in the case
		for i, h := range fl.Head {
			if h.Slot == n.LenSlot {
				at = i
			}
		}
		if at < 0 || at >= len(p) {
			a, b := s.LenRange(n)
			c, d := s.rowLen(n)
			return int(min(head+a*c, 1<<40)), int(min(head+b*d, 1<<40))
		}
	}
	var slots flatSlots
	for i, h := range fl.Head[:min(len(fl.Head), len(p))] {
		slots[h.Slot] = p[i]
	}
	k := int64(max(fl.length(&slots), 0))
	all := int(min(head+k*int64(len(n.Cols)), 1<<40))
	return all, all
}

// encode is schema.encode of a flat layout (encoder's, in a loop: its
// text, line breaks and all, for cases cut short too).
func (fl *flatLayout) Encode(out []byte, c Case) []byte {
	var slots flatSlots
	bol := true // at the beginning of a line
	for i, n := range fl.Head {
		if i < len(c) {
			slots[n.Slot] = c[i]
			if !bol {
				out = append(out, ' ')
			}
			out, bol = appendNum(out, c[i]), false
		}
		if n.Eol {
			out, bol = append(out, '\n'), true
		}
	}
	if fl.rows != nil {
		out, bol = fl.encodeRows(out, bol, c[min(len(fl.Head), len(c)):], fl.length(&slots))
	}
	if !bol {
		out = append(out, '\n')
	}
	return out
}

// encodeRows writes k rows from c (fewer where c ends).
func (fl *flatLayout) encodeRows(out []byte, bol bool, c Case, k int) ([]byte, bool) {
	cols := fl.rows.Cols
	at := 0
	for range max(k, 0) {
		for _, col := range cols {
			if at < len(c) {
				if !bol {
					out = append(out, ' ')
				}
				out, bol = appendNum(out, c[at]), false
				at++
			}
			if col.Eol {
				out, bol = append(out, '\n'), true
			}
		}
	}
	return out, bol
}
