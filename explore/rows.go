package explore

// Row is one line of a sequence laid out in rows of a fixed width: its
// first column is n = Start, and Index[i] is the position in the sequence
// of n = Start+i, or -1 outside the range tabulated.
type Row struct {
	Start int64
	Index []int
}

// RowsOf lays out n = from..to in rows of width columns, aligned so that
// every row starts at an n congruent to align modulo width (the preperiod,
// for rows of the period: each column is then one residue of the period,
// and the periodic part is a repetition of identical rows).
func RowsOf(from, to, width, align int64) []Row {
	if width < 1 || to < from {
		return nil
	}
	start := from - mod(from-align, width)
	var rows []Row
	for s := start; s <= to; s += width {
		r := Row{Start: s, Index: make([]int, width)}
		for i := range width {
			r.Index[i] = -1
			if n := s + i; n >= from && n <= to {
				r.Index[i] = int(n - from)
			}
		}
		rows = append(rows, r)
	}
	return rows
}

func mod(a, m int64) int64 {
	r := a % m
	if r < 0 {
		r += m
	}
	return r
}
