package problem

import (
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

// numWidth bounds the text of valid cases: Encode's room for drawn inputs
// of every problem is never outgrown (where the bound is known).
func TestEncodeRoomHoldsValidCases(t *testing.T) {
	for _, p := range scratchProblems(t) {
		l := &p.spec.Layout
		if l.NumWidth == 0 {
			continue
		}
		cs := draw(p, 1, 40)
		room := 16
		for _, c := range cs {
			room += l.NumWidth*len(c) + 8
		}
		if got := len(p.Encode(cs)); got > room {
			t.Errorf("%s: %d bytes of text, room for %d (%d a number)", p.ID, got, room, l.NumWidth)
		}
	}
}

// A flat layout's encoding is the walk's, line breaks and all, on drawn
// cases and on the same cases cut short or run long (a shrinker's and a
// fuzzer's).
func TestFlatEncodeIsTheWalk(t *testing.T) {
	checked := 0
	for _, p := range scratchProblems(t) {
		s := p.file.schema
		if s == nil || s.Flat == nil {
			continue
		}
		checked++
		for _, c := range draw(p, 1, 30) {
			variants := []format.Case{c, append(slices.Clone(c), 7, 8, 9)}
			for i := range min(len(c), 12) {
				variants = append(variants, c[:i])
			}
			for _, d := range variants {
				if got, want := string(s.Flat.Encode(nil, d)), string(s.EncodeWalk(nil, d)); got != want {
					t.Fatalf("%s %v: %q in a loop, %q by the walk", p.ID, d, got, want)
				}
			}
		}
	}
	if checked < 3 {
		t.Fatalf("only %d flat layouts", checked)
	}
}
