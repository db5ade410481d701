package format

// Flat rows taken whole. A walk of a case's fields (walkFields) yields
// one number at a time; rows of numbers whose bounds read no column of the
// rows (`rows[n]: t j` with `1 <= t <= m`, `t != j`: hdu1730's up to 2000
// numbers a case) have the same bounds in every row, and only the row's
// own earlier columns change what a number must differ from. The walk's
// caller takes such rows whole (its rows argument): readCase reads them
// and validShape checks them in a loop of their own, with the messages of
// the walk a number (TestWalkAgreesWithPrefixes checks both against the
// grammar asked at every prefix).

// maxFlatCols bounds the columns of flat rows, and maxFlatOuter the
// fields outside the rows they must differ from (a row's bounds are kept
// in arrays, not allocated a case).
const (
	maxFlatCols  = 8
	maxFlatOuter = 8
)

// flatten marks the flat rows among nodes: at most maxFlatCols columns,
// each a number (not a word) whose bounds read no column of the rows.
func (s *Schema) flatten(nodes []*Node) {
	for _, n := range nodes {
		if n.Kind != RowsNode {
			continue
		}
		s.flatten(n.Cols)
		n.flat = flatOf(n)
	}
}

func flatOf(n *Node) *flatCols {
	if len(n.Cols) > maxFlatCols {
		return nil
	}
	fc := &flatCols{diffs: make([][]rowDiff, len(n.Cols))}
	for i, c := range n.Cols {
		if c.Kind != ScalarNode || c.Word != nil || c.Hidden || readsAny(c.Lo, n.Cols) || readsAny(c.Hi, n.Cols) {
			return nil
		}
		for _, slot := range c.Differ {
			d := rowDiff{col: -1}
			for j, o := range n.Cols[:i] {
				if o.Slot == slot {
					d.col = j
				}
			}
			if d.col < 0 {
				d.i = len(fc.outer)
				fc.outer = append(fc.outer, slot)
			}
			fc.diffs[i] = append(fc.diffs[i], d)
		}
	}
	if len(fc.outer) > maxFlatOuter {
		return nil
	}
	return fc
}

// rowRun is k flat rows of n handed to the walk's caller: k*len(n.cols)
// numbers in a row. It is handed by value (a pointer given to a function
// value would put it on the heap, a case).
type rowRun struct {
	n      *Node
	k      int
	lo, hi [maxFlatCols]int64  // each column's bounds
	outer  [maxFlatOuter]int64 // the values of n.flat.outer
}

// ok reports whether v may be column col of a row whose earlier columns
// are row[:col]: field(col, row).check(v) == "", without building it.
func (rr *rowRun) ok(col int, v int64, row []int64) bool {
	if v < rr.lo[col] || v > rr.hi[col] {
		return false
	}
	for _, d := range rr.n.flat.diffs[col] {
		if v == rr.differ(d, row) {
			return false
		}
	}
	return true
}

func (rr *rowRun) differ(d rowDiff, row []int64) int64 {
	if d.col >= 0 {
		return row[d.col]
	}
	return rr.outer[d.i]
}

// field is column col's field in a row whose earlier columns are row[:col],
// its differ filled in: what a walk a number yields (for messages).
func (rr *rowRun) field(col int, row []int64) Field {
	f := Field{Name: rr.n.Cols[col].Name, Lo: rr.lo[col], Hi: rr.hi[col]}
	for _, d := range rr.n.flat.diffs[col] {
		f.Differ = append(f.Differ, rr.differ(d, row))
	}
	return f
}

// readRows reads rr's numbers onto nums; the error is that of the number
// at fault, as reader.num gives it.
func (r *reader) readRows(rr *rowRun, nums []int64) ([]int64, error) {
	width := len(rr.n.Cols)
	for range rr.k {
		start := len(nums)
		for col := range width {
			tok, v, isNum, ok := r.number()
			if !ok || !isNum || !rr.ok(col, v, nums[start:]) {
				return nums, r.numError(tok, ok, rr.field(col, nums[start:]), "")
			}
			nums = append(nums, v)
		}
	}
	return nums, nil
}

// checkRows checks rr's numbers, c[i:], as validShape checks a number at
// a time; it returns how many numbers it checked.
func checkRows(rr *rowRun, c Case, i int) (int, error) {
	width := len(rr.n.Cols)
	at := i
	for range rr.k {
		start := at
		for col := range width {
			if at >= len(c) {
				return at - i, caseEnds(at, rr.field(col, c[start:at]))
			}
			if !rr.ok(col, c[at], c[start:at]) {
				f := rr.field(col, c[start:at])
				return at - i, outOfField(f, c[at], f.check(c[at]))
			}
			at++
		}
	}
	return at - i, nil
}
