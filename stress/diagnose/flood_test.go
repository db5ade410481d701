package diagnose

import (
	"strings"
	"testing"
)

// TestRepeatUnit: the least unit an output repeats to its end, and where
// the repetition starts (a unit of lines at a line's start).
func TestRepeatUnit(t *testing.T) {
	tests := []struct {
		out        string
		unit, from int
		ok         bool
		reason     string
	}{
		{strings.Repeat("first\n", 100), 6, 0, true, "one line over and over"},
		{strings.Repeat("0\n", 100), 2, 0, true, "the least unit, not a multiple"},
		{"second\n" + strings.Repeat("first\n", 100), 6, 7, true, "after an answer: the unit starts at a line"},
		{"12" + strings.Repeat("ab", 100), 2, 2, true, "no lines: where the repetition starts"},
		{strings.Repeat("x", 100), 1, 0, true, "one byte"},
		{"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", 0, 0, false, "a counter repeats nothing"},
		{"abcabcab", 0, 0, false, "fewer than four times"},
	}
	for _, tt := range tests {
		unit, from, ok := repeatUnit([]byte(tt.out))
		if unit != tt.unit || from != tt.from || ok != tt.ok {
			t.Errorf("%s: repeatUnit(%.20q…) = %d, %d, %v, want %d, %d, %v", tt.reason, tt.out, unit, from, ok, tt.unit, tt.from, tt.ok)
		}
	}
}
