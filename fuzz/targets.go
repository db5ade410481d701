package fuzz

import (
	"strings"

	"github.com/gamestress/gamestress/problem"
)

// TargetName is the fuzz target of a problem: "Fuzz" and the problem id in
// camel case (hdu1846 → FuzzHdu1846, misere-bash → FuzzMisereBash). The
// go-fuzz function of the same problem is FuzzGo and the rest (FuzzGoHdu1846).
func TargetName(problemID string) string {
	var b strings.Builder
	b.WriteString("Fuzz")
	up := true
	for _, r := range problemID {
		switch {
		case r == '-' || r == '_':
			up = true
		case up && r >= 'a' && r <= 'z':
			b.WriteRune(r - 'a' + 'A')
			up = false
		default:
			b.WriteRune(r)
			up = false
		}
	}
	return b.String()
}

// Seeds are the fuzz inputs every target starts from, each read back by
// Decode as exactly the cases it was made of: each boundary case of p alone,
// the boundary cases together (in inputs of at most p.MaxCases()), and every
// entry of the corpus for p.
func (f *Fuzzer) Seeds() ([][]byte, error) {
	p := f.Problem
	b := p.Boundaries()
	var seeds [][]byte
	for _, c := range b {
		seeds = append(seeds, Raw(p, []problem.Case{c}))
	}
	for n := max(p.MaxCases(), 1); len(b) > 1; b = b[min(n, len(b)):] {
		seeds = append(seeds, Raw(p, b[:min(n, len(b))]))
	}
	es, err := f.Store.Load(p.ID)
	if err != nil {
		return nil, err
	}
	for _, e := range es {
		seeds = append(seeds, RawInput(e.Input))
	}
	return seeds, nil
}
