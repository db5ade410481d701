package problem

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// TestJudgeScaleHoldsCasesAlike is issue 33's bug: with a test_range, a
// file of one list and its length compiled to a walk (n held in the case)
// while its JudgeScale stayed a lone list (the items alone), so the
// judge-scale cases were written with n = their first item. A case drawn
// at the statement's bounds must read back as itself through the file's
// Encode, and pass the validator.
func TestJudgeScaleHoldsCasesAlike(t *testing.T) {
	for _, file := range []string{"testdata/files/nim-list-range.toml", "testdata/files/nim-list-range-expr.toml"} {
		p, err := Load(file)
		if err != nil {
			t.Fatal(err)
		}
		js := p.JudgeScale()
		if js == p {
			t.Fatalf("%s: no JudgeScale of its own", file)
		}
		if js.file.lone != p.file.lone {
			t.Errorf("%s: lone %v at the statement's bounds, %v within the test range", file, js.file.lone, p.file.lone)
		}
		draw := js.Draw()
		gp := &gopter.GenParameters{MaxSize: gen.FullSize, Rng: rand.New(rand.NewSource(1))}
		var cases []format.Case
		for range 20 {
			cases = append(cases, draw(gp))
		}
		back, err := js.Parse(p.Encode(cases))
		if err != nil {
			t.Fatalf("%s: cases drawn at the statement's bounds, written by the file: %v", file, err)
		}
		for i := range cases {
			if len(back[i]) != len(cases[i]) {
				t.Fatalf("%s: case %d read back with %d numbers, drawn with %d", file, i+1, len(back[i]), len(cases[i]))
			}
		}
		if err := p.ValidateCases(cases); err != nil {
			t.Errorf("%s: %v", file, err)
		}
		for i, in := range p.JudgeInputs(1, 0) {
			if err := p.ValidateCases(in); err != nil {
				t.Errorf("%s: judge input %d: %v", file, i+1, err)
			}
		}
	}
}

// TestValidatorBothWays: the validator accepts an input within the
// statement (beyond the test range too: the statement is what a program
// is promised) and refuses each broken rule, naming it, as a *BrokenInput.
func TestValidatorBothWays(t *testing.T) {
	p, err := Load("testdata/files/nim-list-range.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{
		"1\n1\n0\n",
		"2\n3\n1000000000 0 7\n5\n1 2 3 4 5\n", // beyond test_range, within the statement
	} {
		if err := p.ValidateInput([]byte(in)); err != nil {
			t.Errorf("valid input %q refused: %v", in, err)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"1\n963302297\n1 2 3\n", "n must be 1 ≤ n ≤ 200000"},
		{"1\n0\n\n", "n must be 1 ≤ n ≤ 200000"},
		{"1\n2\n1 1000000001\n", "p must be 0 ≤ p ≤ 1000000000"},
		{"1\n3\n1 2\n", "truncated input"},
		{"0\n", "C must be 1 ≤ C ≤ 200000"},
		{"1\n1\n1\n5\n", "extra input"},
	} {
		err := p.ValidateInput([]byte(tc.in))
		if !IsBrokenInput(err) || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "internal: ") {
			t.Errorf("input %q: got %v, want a BrokenInput naming %q", tc.in, err, tc.want)
		}
	}
	// cases that change on the way through the judge's format
	if err := p.ValidateCases([]format.Case{{}}); !IsBrokenInput(err) {
		t.Errorf("an empty list (n = 0): got %v, want a BrokenInput", err)
	}
}
