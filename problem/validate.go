package problem

import (
	"errors"
	"fmt"
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// The validator is the one check, built from the file's declaration, that
// every input gamestress makes passes before a program runs on it: drawn,
// nasty, judge-scale, shrunk or replayed. It reads the input back as the
// judge would, with the statement's layout (the bounds without [game]
// test_range: JudgeScale), so it checks what the program will be given:
// the count line and its bound, every number against its bounds, list
// and row lengths, `require` (expressions and shapes), the whole-input
// promises (`total`), the terminator and nothing after it. An input that
// fails it is a bug of gamestress (*BrokenInput), never a verdict on the
// program.

// BrokenInput is an input gamestress made that breaks the statement: a
// bug of gamestress, not of the program it was made for (which must not be
// run on it). Err says where and which rule, as Parse says it.
type BrokenInput struct {
	Err error // an *InputError, or how the cases changed on the way through the judge's format
}

func (e *BrokenInput) Error() string {
	return fmt.Sprintf("internal: gamestress generated an input that breaks the statement (%v); this is a bug of gamestress, not of the program: nothing was run on it", e.Err)
}

func (e *BrokenInput) Unwrap() error { return e.Err }

// IsBrokenInput reports whether err is (or wraps) a *BrokenInput.
func IsBrokenInput(err error) bool {
	var b *BrokenInput
	return errors.As(err, &b)
}

// Statement is the problem at the statement's own bounds: JudgeScale.
// Its Parse is the validator's reading of an input.
func (p *Problem) Statement() *Problem { return p.JudgeScale() }

// ValidateInput checks a judge input against the statement: nil, or a
// *BrokenInput naming the line, the token and the rule it breaks.
func (p *Problem) ValidateInput(in []byte) error {
	if _, err := p.Statement().Parse(in); err != nil {
		return &BrokenInput{Err: err}
	}
	return nil
}

// ValidateCases checks the judge input of cases (as Encode writes it)
// against the statement, and that it reads back as the same cases (an
// encoding that changes a case would run the program on another input
// than the one reported): nil, or a *BrokenInput.
func (p *Problem) ValidateCases(cases []format.Case) error {
	back, err := p.Statement().Parse(p.Encode(cases))
	if err != nil {
		return &BrokenInput{Err: err}
	}
	if len(back) != len(cases) {
		return &BrokenInput{Err: fmt.Errorf("%d cases written, %d read back", len(cases), len(back))}
	}
	for i := range cases {
		if !slices.Equal(back[i], cases[i]) {
			return &BrokenInput{Err: fmt.Errorf("case %d reads back as another case (%s, written from %s)", i+1, short(back[i]), short(cases[i]))}
		}
	}
	return nil
}

// short is a case for a message, cut after a few numbers.
func short(c format.Case) string {
	if len(c) <= 8 {
		return fmt.Sprint([]int64(c))
	}
	return fmt.Sprintf("%v... (%d numbers)", []int64(c[:8]), len(c))
}
