package problem

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problems"
)

func TestSampleRoundTrip(t *testing.T) {
	for _, p := range All() {
		cases, err := p.Parse([]byte(p.SampleIn))
		if err != nil {
			t.Errorf("%s: parse sample: %v", p.ID, err)
			continue
		}
		if len(cases) == 0 {
			t.Errorf("%s: sample has no cases", p.ID)
		}
		for i, c := range cases {
			if err := p.Valid(c); err != nil {
				t.Errorf("%s: sample case %d invalid: %v", p.ID, i, err)
			}
		}
		if got := string(p.Encode(cases)); got != p.SampleIn {
			t.Errorf("%s: Encode(Parse(sample)) = %q, want %q", p.ID, got, p.SampleIn)
		}
	}
}

func TestLookup(t *testing.T) {
	files, err := fs.Glob(problems.FS, "*.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(All()) != len(files) {
		t.Fatalf("All() has %d problems, want one per shipped file (%d)", len(All()), len(files))
	}
	seen := map[string]bool{}
	for _, p := range All() {
		if seen[p.ID] {
			t.Errorf("duplicate id %s", p.ID)
		}
		seen[p.ID] = true
		q, err := Lookup(p.ID)
		if err != nil || q != p {
			t.Errorf("Lookup(%q) = %v, %v", p.ID, q, err)
		}
	}
	_, err = Lookup("hdu9999")
	if err == nil || !strings.Contains(err.Error(), "hdu1846") {
		t.Errorf("Lookup of an unknown id: %v, want an error listing the ids", err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		problem, in string
		line        int
		token       string
		msg         string // a part of Msg
		reason      string
	}{
		{"hdu1846", "2\n23 2\n4 x\n", 3, "x", "not a number", "a word where m goes"},
		{"hdu1846", "2\n23 2\n4 1001\n", 3, "1001", "1 ≤ m ≤ 1000", "m above the judge's bound"},
		{"hdu1846", "2\n23 2\n4\n", 3, "", "truncated", "input ends inside case 2"},
		{"hdu1846", "1\n23 2\n4 3\n", 3, "4", "extra input", "more cases than C says"},
		{"hdu1848", "1 1 1\n", 1, "", "terminator", "no 0 0 0 at the end"},
		{"hdu1848", "1 0 1\n0 0 0\n", 1, "0", "1 ≤ n ≤ 1000", "a zero inside a case"},
		{"hdu1850", "1\n5\n0\n", 1, "1", "2 ≤ M ≤ 100", "a single heap"},
		{"hdu1850", "2\n5 0\n0\n", 2, "0", "1 ≤ h ≤ 1000000", "a heap of none"},
		{"hdu2509", "2\n5 x\n", 2, "x", "not a number", "a word among the heaps"},
		{"hdu2509", "3\n5 7\n", 2, "", "truncated", "fewer heaps than n"},
		{"hdu1536", "2 5 5\n1\n1 3\n0\n", 1, "5", "repeats", "a move listed twice"},
		{"hdu1730", "1 3\n2 2\n", 2, "2", "differ", "both pieces on one cell"},
		{"take-range", "1\n5 4 3\n", 2, "3", "4 ≤ b ≤ 1000", "b below a"},
		{"hdu1527", "-1 3\n", 1, "-1", "0 ≤ a", "a negative heap"},
	}
	for _, tt := range tests {
		p, _ := Lookup(tt.problem)
		_, err := p.Parse([]byte(tt.in))
		var ie *format.InputError
		if !errors.As(err, &ie) {
			t.Errorf("%s (%s): Parse(%q) error %v, want an *InputError", tt.problem, tt.reason, tt.in, err)
			continue
		}
		if ie.Line != tt.line || ie.Token != tt.token || !strings.Contains(ie.Msg, tt.msg) {
			t.Errorf("%s (%s): Parse(%q) = %v; want line %d, token %q, message with %q",
				tt.problem, tt.reason, tt.in, err, tt.line, tt.token, tt.msg)
		}
	}
}

// A list's items are checked one by one, the first at fault named.
func TestValidListErrors(t *testing.T) {
	for _, tt := range []struct {
		problem string
		c       format.Case
		want    string // "" valid
		reason  string
	}{
		{"hdu2509", format.Case{5, 100, 1}, "", "within the bounds"},
		{"hdu2509", format.Case{5, 0, 7}, "number 2 (0): out of range: h must be 1 ≤ h ≤ 100", "a heap of none"},
		{"hdu2509", format.Case{5, 7, 101}, "number 3 (101): out of range: h must be 1 ≤ h ≤ 100", "a heap above the bound"},
		{"hdu1850", format.Case{3}, "1 numbers: out of range: M must be 2 ≤ M ≤ 100", "a single heap"},
	} {
		p, _ := Lookup(tt.problem)
		err := p.Valid(tt.c)
		if got := fmt.Sprint(err); (err == nil) != (tt.want == "") || err != nil && got != tt.want {
			t.Errorf("%s (%s): Valid(%v) = %v, want %q", tt.problem, tt.reason, tt.c, err, tt.want)
		}
	}
}
