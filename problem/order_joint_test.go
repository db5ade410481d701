package problem

import (
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// Every shrink, the joint steps at the end included, is valid and strictly
// smaller, and the joint steps are there: cases whose single-number steps
// all break a XOR or an equality still shrink.
func TestShrinksJoint(t *testing.T) {
	ones := format.Case{2, 2, 1, 1, 49}
	for range 49 {
		ones = append(ones, 1)
	}
	tests := []struct {
		id    string
		c     format.Case
		wants []format.Case // among the shrinks
	}{
		{"hdu2176", format.Case{999999999, 1, 999999999}, []format.Case{{1, 1, 1}, {999999998, 1, 999999998}}},
		{"hdu2176", format.Case{5, 5, 5, 5, 3}, []format.Case{{1, 1, 1, 1, 3}, {5, 5, 3}, {4, 4, 4, 4, 3}}},
		{"hdu1850", format.Case{7, 7, 9}, []format.Case{{1, 1, 9}, {6, 6, 9}, {7, 6, 8}}},
		{"hdu1527", format.Case{107523011, 66452875}, []format.Case{{66452875, 107523011}, {53761505, 33226437}, {41070136, 0}}},
		{"hdu1536", ones, []format.Case{{2, 2, 1, 1, 1, 1}, {2, 2, 1, 1, 25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}},
	}
	for _, tt := range tests {
		p, _ := Lookup(tt.id)
		if err := p.Valid(tt.c); err != nil {
			t.Fatalf("%s: bad test case %v: %v", tt.id, trim(tt.c), err)
		}
		var got []format.Case
		for d := range p.Shrinks(tt.c) {
			if err := p.Valid(d); err != nil {
				t.Fatalf("%s: Shrinks(%v) yielded invalid %v: %v", p.ID, trim(tt.c), trim(d), err)
			}
			if !gen.LessCase(d, tt.c) {
				t.Fatalf("%s: Shrinks(%v) yielded %v, not smaller", p.ID, trim(tt.c), trim(d))
			}
			got = append(got, d)
		}
		for _, w := range tt.wants {
			if !slices.ContainsFunc(got, func(d format.Case) bool { return slices.Equal(d, w) }) {
				t.Errorf("%s: Shrinks(%v) has no %v", tt.id, trim(tt.c), trim(w))
			}
		}
	}
}

// All shrinks of small drawn cases (where the pair steps run) are valid and
// smaller, to the last one.
func TestShrinksJointDrawn(t *testing.T) {
	for _, p := range All() {
		for _, c := range append(draw(p, 11, drawCount(p)/4), p.Boundaries()...) {
			if len(c) > 3*gen.JointPairLimit {
				continue
			}
			for d := range p.Shrinks(c) {
				if err := p.Valid(d); err != nil {
					t.Fatalf("%s: Shrinks(%v) yielded invalid %v: %v", p.ID, c, d, err)
				}
				if !gen.LessCase(d, c) {
					t.Fatalf("%s: Shrinks(%v) yielded %v, not smaller", p.ID, c, d)
				}
			}
		}
	}
}
