package candidates

import (
	"errors"
	"fmt"
)

// reader reads whitespace-separated integers from a judge input, the way a
// contestant's scanf loop does: no constraint checks, only the syntax.
type reader struct {
	b []byte
	i int
}

// errEOF is the end of the input before an expected number.
var errEOF = errors.New("unexpected end of input")

// next reads one integer; errEOF when only whitespace is left.
func (r *reader) next() (int64, error) {
	b, i := r.b, r.i
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\r' || b[i] == '\t') {
		i++
	}
	if i == len(b) {
		r.i = i
		return 0, errEOF
	}
	neg := false
	if b[i] == '-' {
		neg = true
		i++
	}
	start := i
	var v int64
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		if v > (1<<62)/10 {
			return 0, fmt.Errorf("number too large at byte %d", start)
		}
		v = v*10 + int64(b[i]-'0')
		i++
	}
	if i == start || (i < len(b) && b[i] > ' ') {
		return 0, fmt.Errorf("not a number at byte %d", start)
	}
	r.i = i
	if neg {
		v = -v
	}
	return v, nil
}
