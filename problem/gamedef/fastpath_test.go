package gamedef

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/gamestress/gamestress/oracle/custom"
)

// customFiles are every file with a custom game: the examples, the shipped
// problems, the judge-scale benchmarks' files.
func customFiles(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, glob := range []string{"../../examples/games/*.toml", "../../problems/*.toml", "../testdata/scale/*.toml"} {
		files, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if IsCustomGameFile(src) {
				out = append(out, f)
			}
		}
	}
	if len(out) < 10 {
		t.Fatalf("only %d files with a custom game: %v", len(out), out)
	}
	return out
}

// slowFiles are the files whose moves leave the fast path's subset, with
// the reason (docs/problem-files.md, "Fast custom games").
var slowFiles = map[string]string{
	"moore.toml":    "reduce, subsets, product",
	"spoj-ngm.toml": "10 ** # is a float",
	"cf1104b.toml":  "list slices c[0:#], c[# + 2:]",
}

// TestFastPathCoverage: every file's moves run on the fast path except the
// listed ones; and on small positions the answers (outcome, Grundy value,
// value, every winning move with its label) equal those of expr-lang
// alone (CustomSpec.Interpret), while SetFastCheck compares every
// position's successors.
func TestFastPathCoverage(t *testing.T) {
	for _, file := range customFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, fast, ref := gameAndReference(t, file, false)
			_, slow := slowFiles[filepath.Base(file)]
			if got := fast.Custom().FastPath(); got == slow {
				t.Fatalf("fast path %v, want %v (%s)", got, !slow, slowFiles[filepath.Base(file)])
			}
			if ref.Custom().FastPath() {
				t.Fatal("Interpret still runs the fast path")
			}
			n := 0
			for _, pos := range smallPositions(f, fast) {
				a, errA := fast.Solve(pos)
				b, errB := ref.Solve(pos)
				if fmt.Sprint(a, errA) != fmt.Sprint(b, errB) {
					t.Fatalf("position %v: fast %+v, %v; expr-lang %+v, %v", pos, a, errA, b, errB)
				}
				n++
			}
			if n == 0 {
				t.Fatal("no position checked")
			}
		})
	}
}

// smallFields are a case's fields for the files that read some.
// gameAndReference loads file's game on small fields twice: as it runs
// (fast path, bottom-up fill where the moves allow) and as the reference,
// expr-lang alone (Interpret), searching depth-first only if depthFirst.
func gameAndReference(t *testing.T, file string, depthFirst bool) (f *GameFile, fast, ref *custom.CustomGame) {
	t.Helper()
	f, err := LoadGameFile(file)
	if err != nil {
		t.Fatal(err)
	}
	fields := smallFields(file)
	if fast, err = f.Game(fields); err != nil {
		t.Fatal(err)
	}
	plain, err := LoadGameFile(file)
	if err != nil {
		t.Fatal(err)
	}
	plain.Spec.Interpret, plain.Spec.DepthFirst = true, depthFirst
	plain.compiled, plain.games = nil, nil
	if ref, err = plain.Game(fields); err != nil {
		t.Fatal(err)
	}
	return f, fast, ref
}

func smallFields(file string) map[string]any {
	switch filepath.Base(file) {
	case "deque.toml", "deque-nobounds.toml":
		return map[string]any{"n": int64(9), "a": []int64{4, 7, 2, 9, 5, 2, 8, 1, 3}}
	case "jump.toml":
		return map[string]any{"n": int64(8), "a": []int64{3, 6, 5, 4, 2, 7, 1, 8}}
	case "cut.toml":
		return map[string]any{"w": int64(9), "h": int64(7)}
	case "abc201d.toml", "board.toml": // a grid (words): rows of one-character strings
		return map[string]any{"h": int64(3), "w": int64(4), "a": [][]string{{"-", "-", "+", "-"}, {"+", "-", "+", "+"}, {"+", "-", "-", "-"}}}
	}
	return map[string]any{"n": int64(12), "p": []int64{1, 4, 5, 9}, "x": int64(15), "y": int64(15), "w": int64(5), "h": int64(5)}
}

// smallPositions are positions of g to answer: every one of a small box
// for states of integers, a few lists for list states.
func smallPositions(f *GameFile, g *custom.CustomGame) [][]int64 {
	names := g.Custom().StateNames()
	if g.Custom().IsList() {
		return [][]int64{{}, {1}, {2, 3}, {1, 3, 4}, {2, 2, 5}, {1, 4, 6}}
	}
	var out [][]int64
	var rec func(p []int64)
	rec = func(p []int64) {
		if len(p) == len(names) {
			out = append(out, append([]int64(nil), p...))
			return
		}
		lo, hi, ok := g.Bound(len(p))
		if !ok {
			lo, hi = 0, 12
		}
		hi = min(hi, lo+12)
		for v := lo; v <= hi; v++ {
			rec(append(p, v))
		}
	}
	rec(nil)
	return out
}

// filledFiles are the files whose moves go down in the fill's order (every
// variable one way), so the bottom-up fill resolves part of their box.
var filledFiles = []string{"cut.toml", "deque.toml", "divisor.toml", "grid.toml"}

// TestBottomUpAgreesWithDepthFirst: on every file, the box of
// smallPositions asked from its top down (so the first question fills
// the box bottom-up where the moves allow) gives exactly the answers of
// the plain interpreter searching depth-first only (Interpret,
// DepthFirst); and the files that go down were filled.
func TestBottomUpAgreesWithDepthFirst(t *testing.T) {
	filled := map[string]int{}
	for _, file := range customFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			f, fast, ref := gameAndReference(t, file, true)
			pos := smallPositions(f, fast)
			for i := len(pos) - 1; i >= 0; i-- {
				a, errA := fast.Solve(pos[i])
				b, errB := ref.Solve(pos[i])
				if fmt.Sprint(a, errA) != fmt.Sprint(b, errB) {
					t.Fatalf("position %v: filled %+v, %v; depth-first by expr-lang %+v, %v", pos[i], a, errA, b, errB)
				}
			}
			if ref.Filled() != 0 {
				t.Fatal("DepthFirst filled")
			}
			filled[filepath.Base(file)] += fast.Filled()
		})
	}
	for _, name := range filledFiles {
		if filled[name] == 0 {
			t.Errorf("%s: nothing filled bottom-up", name)
		}
	}
}
