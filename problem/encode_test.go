package problem

import "testing"

// numWidth bounds the text of valid cases: Encode's room for drawn inputs
// of every problem is never outgrown (where the bound is known).
func TestEncodeRoomHoldsValidCases(t *testing.T) {
	for _, p := range scratchProblems(t) {
		l := &p.spec.layout
		if l.numWidth == 0 {
			continue
		}
		cs := draw(p, 1, 40)
		room := 16
		for _, c := range cs {
			room += l.numWidth*len(c) + 8
		}
		if got := len(p.Encode(cs)); got > room {
			t.Errorf("%s: %d bytes of text, room for %d (%d a number)", p.ID, got, room, l.numWidth)
		}
	}
}
