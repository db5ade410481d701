package custom

import (
	"fmt"
	"testing"
)

// TestCustomMovesListsEverySuccessor: Moves gives every successor of
// Grundy's game (split a heap into two unequal heaps), component by
// component, each labelled, and every winning move of Solve is among them
// with the same position after it.
func TestCustomMovesListsEverySuccessor(t *testing.T) {
	g := customGame(t, CustomSpec{State: []string{"n"}, Moves: "map(1..(n-1)/2, split(#, n - #))",
		Label: `"split into " + string(split[0][0]) + " and " + string(split[1][0])`}, nil)
	for n := int64(0); n <= 40; n++ {
		ms, err := g.Moves([][]int64{{n}})
		if err != nil {
			t.Fatal(err)
		}
		if want := max(0, (n-1)/2); int64(len(ms)) != want {
			t.Fatalf("heap %d: %d moves, want %d", n, len(ms), want)
		}
		seen := map[string]bool{}
		for i, m := range ms {
			k := int64(i + 1)
			if len(m.To) != 2 || m.To[0][0] != k || m.To[1][0] != n-k || m.Label != fmt.Sprintf("split into %d and %d", k, n-k) {
				t.Fatalf("heap %d: move %d is %+v", n, i, m)
			}
			seen[fmt.Sprint(m.Position)] = true
		}
		a, err := g.Solve([]int64{n})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range a.Winning {
			if !seen[fmt.Sprint(w.Position)] {
				t.Fatalf("heap %d: winning move %+v is not among Moves", n, w)
			}
		}
	}
	// a sum: the moves of each component in turn, the others kept
	ms, err := g.Moves([][]int64{{3}, {4}})
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || ms[0].Component != 0 || fmt.Sprint(ms[0].Position) != "[[1] [2] [4]]" ||
		ms[1].Component != 1 || fmt.Sprint(ms[1].Position) != "[[3] [1] [3]]" {
		t.Fatalf("moves of 3 + 4: %+v", ms)
	}
}
