package custom

import (
	"math/rand/v2"
	"testing"
)

// TestSmallMemoAgreesWithTable: a one-variable game without bounds (and no
// box guessed: customguess.go) keeps its nodes in s.small while positions
// are small and in the packed memo beyond;
// started from a heap far beyond the slice's first reach, positions go to
// the map first, to the slice later, and the slice grows over positions
// the map holds. Every Grundy value asked (the start, then a random sample
// and both ends, in random order, and the start again) equals a plain bottom-up table's (moves
// n-1, n-2, n/2), and each position has one node.
func TestSmallMemoAgreesWithTable(t *testing.T) {
	const top = 30_000
	g := customGame(t, CustomSpec{State: []string{"n"}, Moves: "filter([n - 1, n - 2, n / 2], # >= 0 && # < n)"}, nil)
	g.noGuess = true
	plain := make([]int64, top+1)
	for n := range plain {
		seen := map[int64]bool{}
		for _, m := range []int{n - 1, n - 2, n / 2} {
			if m >= 0 && m < n {
				seen[plain[m]] = true
			}
		}
		for seen[plain[n]] {
			plain[n]++
		}
	}
	r := rand.New(rand.NewPCG(7, 11))
	asked := []int64{top, 0, top - 1}
	for range 300 {
		asked = append(asked, r.Int64N(top+1))
	}
	asked = append(asked, top) // once more: the slice now covers it
	for _, n := range asked {
		a, err := g.Solve([]int64{n})
		if err != nil {
			t.Fatal(err)
		}
		if int64(a.Grundy) != plain[n] {
			t.Fatalf("G(%d) = %d, want %d", n, a.Grundy, plain[n])
		}
	}
	s := g.single
	if s.packed == nil || len(s.small) <= top || s.packed.find(top) != s.small[top]-1 {
		t.Fatalf("packed memo %v, slice %d cells: want the top in both (the packed memo first, then the slice grown over it)", s.packed != nil, len(s.small))
	}
	if len(s.state) != top+1 {
		t.Errorf("%d nodes for %d positions", len(s.state), top+1)
	}
}
