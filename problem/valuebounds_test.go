package problem

import (
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// plainValueBounds is gen.ValueBounds as it was, one number at a time
// (each a walk of the prefix): the reference.
func plainValueBounds(l *format.Layout) (lo, hi int64) {
	lo, hi = 1<<62, 0
	var c format.Case
	for {
		f, run := l.Fields(c)
		if run == 0 {
			break
		}
		lo, hi = min(lo, f.Lo), max(hi, f.Hi)
		c = append(c, f.Hi)
		if len(c) > max(l.MaxLen, l.Arity()) {
			break
		}
	}
	return lo, hi
}

// TestValueBoundsByRuns: the bounds of every number of every case are the
// one-at-a-time walk's for every shipped problem small enough to walk so,
// and are found with a walk a run of numbers (abc201d's grid of up to
// 2000 x 2000 squares: about one a row, not one a square, which took
// minutes before every run of the problem).
func TestValueBoundsByRuns(t *testing.T) {
	compared := 0
	for _, p := range All() {
		l := p.spec.Layout
		if l.List != nil || l.Fields == nil {
			continue
		}
		walks := 0
		fields := l.Fields
		l.Fields = func(c format.Case) (format.Field, int) { walks++; return fields(c) }
		lo, hi := gen.ValueBounds(&l)
		if p.ID == "abc201d" {
			if lo != 0 || hi != 2000 {
				t.Errorf("abc201d: bounds %d..%d, want 0..2000", lo, hi)
			}
			if walks > 3*2000+10 {
				t.Errorf("abc201d: %d walks of a prefix, want about one a row (2000)", walks)
			}
		}
		if l.MaxLen > 20_000 {
			continue
		}
		compared++
		if plo, phi := plainValueBounds(&p.spec.Layout); plo != lo || phi != hi {
			t.Errorf("%s: bounds %d..%d, one number at a time %d..%d", p.ID, lo, hi, plo, phi)
		}
	}
	if compared < 10 {
		t.Fatalf("only %d problems compared", compared)
	}
}
