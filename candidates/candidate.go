package candidates

// CONTRACT (written first so that stress and fuzz can be built in parallel;
// the candidates work fills it in and may add fields, keeping these).

import (
	"context"
	"fmt"
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
}

// Run makes a Candidate a problem.Target. It runs in-process: ctx is not
// honoured while Program runs. A panic becomes a RuntimeError.
func (c Candidate) Run(ctx context.Context, in []byte) (out []byte, err error) {
	panic("TODO")
}

// All lists every candidate, grouped by problem in problem.All() order.
func All() []Candidate { panic("TODO") }

// ForProblem lists the candidates of one problem.
func ForProblem(id string) []Candidate { panic("TODO") }

// Lookup finds a candidate by name; the error lists close names.
func Lookup(name string) (Candidate, error) { panic("TODO") }
