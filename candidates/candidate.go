package candidates

// CONTRACT (written first so that stress and fuzz can be built in parallel;
// the candidates work fills it in and may add fields, keeping these).

import (
	"bufio"
	"context"
	"fmt"
	"runtime/debug"
	"slices"

	"github.com/gamestress/gamestress/problem/judge"
)

// Kind says what a candidate is expected to do.
type Kind uint8

const (
	Correct    Kind = iota // must pass every case
	Buggy                  // must fail on some valid case
	Equivalent             // looks like a mutant but can never fail; never reported as buggy
)

func (k Kind) String() string {
	switch k {
	case Correct:
		return "correct"
	case Buggy:
		return "buggy"
	case Equivalent:
		return "equivalent"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText prints kinds by name in JSON.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind by name, the inverse of MarshalText.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err == nil {
		*k = v
	}
	return err
}

// ParseKind is the inverse of String.
func ParseKind(s string) (Kind, error) {
	for _, k := range []Kind{Correct, Buggy, Equivalent} {
		if k.String() == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown candidate kind %q (want correct, buggy or equivalent)", s)
}

// Candidate is a judge program written in Go: it reads a judge input and
// writes the output, the same contract as an external solution.
type Candidate struct {
	Problem string // problem id, e.g. "hdu1846"
	Name    string // unique across all candidates, e.g. "hdu1846-m-for-m+1"
	Kind    Kind
	Bug     string // one line: the bug the mutant plants, or the approach of a correct one
	// Slow candidates may run for very long or forever; run them in a child
	// process under a time limit (gamestress judge), never in-process.
	Slow    bool
	Program func(in []byte) ([]byte, error)
	// Play is the program of an interactive problem instead: it reads the
	// jury's messages from in and writes its own to out, flushing as a
	// contestant must (see interact.go).
	Play func(in *bufio.Reader, out *bufio.Writer) error
}

// Run makes a Candidate a judge.Target. It runs in-process: ctx is not
// honoured while Program runs. A panic becomes a RuntimeError.
//
// A context that is already done gives a TimeLimit without running. An
// error from Program (an input it cannot read) becomes a RuntimeError, as a
// judge program that exits with a non-zero status would.
func (c Candidate) Run(ctx context.Context, in []byte) (out []byte, err error) {
	if ctx != nil && ctx.Err() != nil {
		return nil, &judge.RunError{Verdict: judge.TimeLimit, Detail: ctx.Err().Error()}
	}
	defer func() {
		if r := recover(); r != nil {
			out = nil
			err = &judge.RunError{
				Verdict: judge.RuntimeError,
				Detail:  fmt.Sprintf("panic: %v", r),
				Stderr:  lastLines(string(debug.Stack()), 12),
			}
		}
	}()
	if c.Program == nil {
		return nil, fmt.Errorf("candidate %s is interactive: it plays (Interact), it does not answer an input", c.Name)
	}
	out, err = c.Program(in)
	if err != nil {
		return out, asRunError(err)
	}
	return out, nil
}

// All lists every candidate, grouped by problem in problem.All() order.
func All() []Candidate {
	return slices.Concat(
		hdu1846(), hdu2188(), hdu2149(), hdu1847(),
		hdu1848(), hdu1850(), hdu1527(), hdu1536(),
		hdu1907(), hdu2509(), hdu2176(), poj2234(),
		hdu2147(), hdu1730(), misereBash(), takeRange(),
		nimMove(), a904(), abc278g(), abc201d(),
		atcoderDPK(), cf1104b(), cf1194d(), cf150a(), cf1537d(), cf87c(), hackerrankChessboard(), lightoj1253(),
		poj1704(), poj2975(), spojNGM(), uva10404(),
	)
}

// ForProblem lists the candidates of one problem.
func ForProblem(id string) []Candidate {
	var out []Candidate
	for _, c := range All() {
		if c.Problem == id {
			out = append(out, c)
		}
	}
	return out
}

// Lookup finds a candidate by name; the error lists close names.
func Lookup(name string) (Candidate, error) {
	all := All()
	for _, c := range all {
		if c.Name == name {
			return c, nil
		}
	}
	names := make([]string, len(all))
	for i, c := range all {
		names[i] = c.Name
	}
	return Candidate{}, &NotFoundError{Name: name, Close: closeNames(name, names)}
}
