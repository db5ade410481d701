package problem

import (
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// FuzzGenerators drives every generator of every shipped problem and
// example file through the validator (ValidateCases: the input as the
// judge reads it at the statement's bounds, count, lengths, require,
// shapes and whole-input promises, and read back as the same cases): no
// input gamestress makes may break the statement it is made for. The
// generators, by mode: random draws (nasty values and runs among them)
// packed into one input as the engine packs them (Fit), the boundary
// cases, the judge-scale inputs (JudgeInputs: the nasty shapes at the
// top length, the largest case, the many small tests), the shrinks of a
// drawn case, the first small cases (Small), and nastyRun forced on
// every draw. Every case made within the test range must also be Valid
// there. The seeds, one per file and mode, run in plain `go test`:
//
//	go test ./problem -run '^$' -fuzz '^FuzzGenerators$' -fuzztime 60s
func FuzzGenerators(f *testing.F) {
	files := generatorFiles(f)
	for i := range files {
		for mode := range genModes {
			f.Add(uint8(i), uint8(mode), uint8(gen.FullSize), int64(i*genModes+mode+1))
		}
	}
	f.Fuzz(func(t *testing.T, which, mode, size uint8, seed int64) {
		gf := files[int(which)%len(files)]
		p := gf.load(t)
		gp := &gopter.GenParameters{MaxSize: 1 + int(size)%(2*gen.FullSize), Rng: rand.New(rand.NewSource(seed))}
		// within checks cases made within the test range: each valid there,
		// and each alone, or all together when packed, a valid input.
		within := func(what string, cs []format.Case, packed bool) {
			t.Helper()
			for i, c := range cs {
				if err := p.Valid(c); err != nil {
					t.Fatalf("%s: %s: case %d (%s) is not valid within the file's range: %v", gf.name, what, i+1, short(c), err)
				}
				if !packed {
					if err := p.ValidateCases([]format.Case{c}); err != nil {
						t.Fatalf("%s: %s (seed %d, size %d): case %d alone: %v", gf.name, what, seed, gp.MaxSize, i+1, err)
					}
				}
			}
			if packed && len(cs) > 0 {
				if err := p.ValidateCases(cs); err != nil {
					t.Fatalf("%s: %s (seed %d, size %d): %v", gf.name, what, seed, gp.MaxSize, err)
				}
			}
		}
		draw := p.Draw()
		switch int(mode) % genModes {
		case genRandom:
			// as the random phase draws an input: until it is full
			var cs, packed []format.Case
			b := p.Budget()
			for range 1 + gp.Rng.Intn(max(p.MaxCases(), 1)) {
				c := draw(gp)
				cs = append(cs, c)
				if !b.Take(c) {
					break
				}
				packed = append(packed, c)
			}
			within("random cases", cs, false)
			within("random cases packed into one input", packed, true)
		case genBoundaries:
			within("boundary cases", p.Boundaries(), false)
			within("boundary cases packed into one input", p.Fit(p.Boundaries()), true)
		case genJudge:
			ins := gf.judgeInputs(p)
			if len(ins) == 0 {
				return
			}
			k := int(uint64(seed) % uint64(len(ins)))
			if err := p.ValidateCases(ins[k]); err != nil {
				t.Fatalf("%s: judge-scale input %d of %d: %v", gf.name, k+1, len(ins), err)
			}
		case genShrinks:
			c := draw(gp)
			var ds []format.Case
			for d := range p.Shrinks(c) {
				if ds = append(ds, d); len(ds) == 16 {
					break
				}
			}
			within("shrinks of a drawn case", ds, false)
			within("shrinks packed into one input", p.Fit(ds), true)
		case genSmall:
			var cs []format.Case
			for c := range p.Small() {
				if cs = append(cs, c); len(cs) == max(p.MaxCases(), 1) {
					break
				}
			}
			within("small cases packed into one input", p.Fit(cs), true)
		case genNasty:
			var cs []format.Case
			for range 8 {
				cs = append(cs, p.file.nastyRun(gp, draw(gp)))
			}
			within("drawn cases with a nasty run", cs, false)
			within("drawn cases with a nasty run packed into one input", p.Fit(cs), true)
		}
	})
}

// The modes of FuzzGenerators.
const (
	genRandom = iota
	genBoundaries
	genJudge
	genShrinks
	genSmall
	genNasty
	genModes
)

// genFile is a problem file of FuzzGenerators, loaded once.
type genFile struct {
	name  string
	load  func(t testing.TB) *Problem
	once  sync.Once
	judge [][]format.Case
}

// judgeInputs are p's judge-scale inputs (seed 1), made once a file, of
// 3 cases each (the same cases as at the most cases, repeated fewer
// times: hdu2176's 20 of 200000 heaps take seconds to check), or of the
// most cases where a promise over the whole input packs them.
func (g *genFile) judgeInputs(p *Problem) [][]format.Case {
	g.once.Do(func() {
		most := min(3, max(p.JudgeScale().MaxCases(), 1))
		if len(p.Totals()) > 0 {
			most = 0
		}
		g.judge = p.JudgeInputs(1, most)
	})
	return g.judge
}

// generatorFiles are the shipped problems, the example files that are
// problems (not game-only files) and the test files of issue 33's bug.
func generatorFiles(f *testing.F) []*genFile {
	var out []*genFile
	for _, p := range All() {
		out = append(out, &genFile{name: p.ID, load: func(testing.TB) *Problem { return p }})
	}
	paths, _ := filepath.Glob("../examples/*/*.toml")
	paths = append(paths, "testdata/files/nim-list-range.toml", "testdata/files/nim-list-range-expr.toml")
	slices.Sort(paths)
	for _, path := range paths {
		if src, err := os.ReadFile(path); err != nil || !strings.Contains(string(src), "[input]") {
			continue // a game-only file (examples/games)
		}
		p, err := Load(path)
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, &genFile{name: path, load: func(testing.TB) *Problem { return p }})
	}
	return out
}
