package importer

import (
	"errors"
	"slices"
	"testing"
)

// TestGuessLayout: each plain layout is found, with the lines and framing
// the shipped problems use for it.
func TestGuessLayout(t *testing.T) {
	for _, tc := range []struct {
		reason   string
		in       []string
		framing  string
		term     string
		lines    []string
		batch    int
		wantFail bool
	}{
		{"count then one line of two", []string{"2\n23 2\n4 3\n"}, "count", "", []string{"n m"}, 0, false},
		{"count then a length line and a list (hdu1850 style)", []string{"2\n3\n1 2 3\n2\n4 4\n"}, "count", "", []string{"n", "a[n]"}, 0, false},
		{"count then length and list on one line (poj2234 style)", []string{"2\n3 1 2 3\n1 7\n"}, "count", "", []string{"n a[n]"}, 0, false},
		{"terminator 0 0", []string{"2 1\n3 2\n0 0\n", "5 5\n0 0\n"}, "terminator", "0 0", []string{"n m"}, 0, false},
		{"cases to the end", []string{"3 4\n5 6\n7 8\n"}, "eof", "", []string{"n m"}, 0, false},
		{"one case a sample: batch 1", []string{"3\n1 2 3\n", "1\n5\n"}, "eof", "", []string{"n", "a[n]"}, 1, false},
		{"rows of three under a header of two", []string{"2 5\n1 2 3\n4 5 6\n"}, "eof", "", []string{"n m", "rows[n]: u v w"}, 1, false},
		{"words are not guessed", []string{"2\nabc\nde\n"}, "", "", nil, 0, true},
		{"ragged lines fit nothing", []string{"1 2\n3\n4 5 6\n"}, "", "", nil, 0, true},
		{"samples disagreeing on the terminator", []string{"2 1\n0 0\n", "3 3\n-1 -1\n"}, "eof", "", []string{"n m"}, 0, false},
	} {
		var samples []Sample
		for _, in := range tc.in {
			samples = append(samples, Sample{In: in})
		}
		l, err := GuessLayout(samples, false)
		if tc.wantFail {
			if !errors.Is(err, ErrNoLayout) {
				t.Errorf("%s: got %+v, %v; want ErrNoLayout", tc.reason, l, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		if l.Framing != tc.framing || l.Terminator != tc.term || !slices.Equal(l.Lines, tc.lines) || l.Batch != tc.batch {
			t.Errorf("%s: got %s %q %q batch %d, want %s %q %q batch %d", tc.reason, l.Framing, l.Terminator, l.Lines, l.Batch, tc.framing, tc.term, tc.lines, tc.batch)
		}
	}
}

// TestGuessLayoutCounted: multiNumber tries only a count line.
func TestGuessLayoutCounted(t *testing.T) {
	if _, err := GuessLayout([]Sample{{In: "3 4\n5 6\n"}}, true); !errors.Is(err, ErrNoLayout) {
		t.Errorf("got %v; want ErrNoLayout: the first line is no count", err)
	}
}

// TestGuessBounds: the bounds widen the samples' values to powers of ten.
func TestGuessBounds(t *testing.T) {
	l, err := GuessLayout([]Sample{{In: "2\n0 -3\n12345 7\n"}}, false)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"0 <= n <= 10^5", "-10 <= m <= 10"}; !slices.Equal(l.Bounds, want) {
		t.Errorf("bounds %q, want %q", l.Bounds, want)
	}
}
