package problem

import (
	"fmt"
	"os"

	"github.com/gamestress/gamestress/problem/format"
)

// Bound is a top-level number of a file's case and the largest value the
// statement allows it: where check measures the oracle's reach.
type Bound struct {
	Name string
	Max  int64
}

// Bounds are the numbers of a file's case that lead it (before its first
// list), with their statement's largest values; for a case that is one
// list, its length. Nil for a shipped problem (its bounds are its code's).
func (p *Problem) Bounds() []Bound {
	f := p.file
	if f == nil || f.schema == nil || len(f.schema.Shi) == 0 {
		return nil
	}
	s := f.schema
	var out []Bound
	for _, n := range s.Nodes {
		if n.Kind != format.ScalarNode {
			break
		}
		out = append(out, Bound{Name: n.Name, Max: s.Shi[n.Slot]})
		if f.lone {
			break
		}
	}
	return out
}

// FieldAt is where Field finds the bound name in a case, once for every
// case: index i (c[i]), or the length of c (lone, a lone list's length);
// ok is false where no case has it.
func (p *Problem) FieldAt(name string) (i int, lone, ok bool) {
	f := p.file
	if f == nil {
		return 0, false, false
	}
	if f.lone {
		return 0, true, f.schema != nil && len(f.schema.Nodes) > 0 && f.schema.Nodes[0].Name == name
	}
	i, ok = f.fixed[name]
	return i, false, ok
}

// Field is the value of the bound name in c (a name of Bounds).
func (p *Problem) Field(c format.Case, name string) (int64, bool) {
	i, lone, ok := p.FieldAt(name)
	switch {
	case !ok:
		return 0, false
	case lone:
		return int64(len(c)), true
	case i >= len(c):
		return 0, false
	}
	return c[i], true
}

// WithTestRange is the problem compiled again from its file with [game]
// test_range replaced by bounds ("n <= 2400"): check asks the oracle about
// its top boundary cases to measure the oracle's reach.
func (p *Problem) WithTestRange(bounds []string) (*Problem, error) {
	if p.Path == "" || !p.HasGame() {
		return nil, fmt.Errorf("a test range is for a problem file with a [game]")
	}
	data, err := os.ReadFile(p.Path)
	if err != nil {
		return nil, err
	}
	q, err := parseFileEdit(p.Path, data, false, func(spec *fileSpec) {
		if spec.Game != nil {
			spec.Game.TestRange = bounds
		}
		// The samples and extra cases were checked with the file; those
		// outside the new range would refuse it.
		spec.Sample, spec.Case = nil, nil
	})
	if err != nil {
		return nil, err
	}
	q.Path = p.Path
	return q, nil
}

// Cancellable says whether AnswerCtx stops the oracle's search when its
// context ends (a custom game's search); elsewhere the answer is computed
// to its end.
func (p *Problem) Cancellable() bool {
	return p.spec.answerCtx != nil && p.spec.Moves == nil && p.spec.Interact == nil
}
