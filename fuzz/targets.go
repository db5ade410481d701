package fuzz

import (
	"strings"

	"github.com/gamestress/gamestress/problem/format"
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
// Decode as exactly the cases it was made of: every entry of the corpus for
// p first, in the order stress replays them (so a replay concludes from the
// same failing entry as gamestress stress, and saves the same minimum), then
// each boundary case of p alone, then the boundary cases together (in inputs
// of at most p.MaxCases()).
func (f *Fuzzer) Seeds() ([][]byte, error) {
	p := f.Problem
	es, err := f.Store.Load(p.ID)
	if err != nil {
		return nil, err
	}
	var seeds [][]byte
	for _, e := range es {
		seeds = append(seeds, RawInput(e.Input))
	}
	b := p.Boundaries()
	for _, c := range b {
		seeds = append(seeds, Raw(p, []format.Case{c}))
	}
	for n := max(p.MaxCases(), 1); len(b) > 1; b = b[min(n, len(b)):] {
		seeds = append(seeds, Raw(p, b[:min(n, len(b))]))
	}
	return seeds, nil
}
