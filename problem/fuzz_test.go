package problem

import (
	"errors"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

// FuzzParse: Parse never panics; it either returns an *InputError with a
// line, or cases that are valid and survive Encode and Parse unchanged.
func FuzzParse(f *testing.F) {
	for i, p := range All() {
		f.Add(uint8(i), []byte(p.SampleIn))
		var small []format.Case
		for _, c := range p.Boundaries() {
			if len(c) <= 64 {
				small = append(small, c)
			}
		}
		f.Add(uint8(i), p.Encode(small))
		f.Add(uint8(i), []byte("3\n1 2 -4\n0 0 0\n99999999999999999999 x"))
	}
	f.Fuzz(func(t *testing.T, which uint8, in []byte) {
		p := All()[int(which)%len(All())]
		cases, err := p.Parse(in)
		if err != nil {
			var ie *format.InputError
			if !errors.As(err, &ie) || ie.Line < 1 || ie.Msg == "" {
				t.Fatalf("%s: Parse error %v is not a located *InputError", p.ID, err)
			}
			return
		}
		for _, c := range cases {
			if err := p.Valid(c); err != nil {
				t.Fatalf("%s: Parse accepted an invalid case %v: %v", p.ID, c, err)
			}
		}
		back, err := p.Parse(p.Encode(cases))
		if err != nil || !slices.EqualFunc(back, cases, slices.Equal) {
			t.Fatalf("%s: Parse(Encode(cases)) = %v, %v", p.ID, back, err)
		}
	})
}
