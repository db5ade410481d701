package custom

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// usedMoves is Codeforces 768E's pile: take k stones, never the same k
// twice from one pile (the amounts taken, a set, as one integer).
const usedMoves = "map(filter(1..s, bitand(used, bitshl(1, #)) == 0), [s - #, bitor(used, bitshl(1, #))])"

// TestSumSharesEqualComponents: a sum of many equal components (768E:
// piles of few sizes) is answered with one evaluation a distinct
// component, not one a copy, and the answer is plain recursion's: the
// XOR of the piles' values, and every winning move of every pile (the
// moves of equal piles alike, each with its own component, position and
// label). Sizes past 31 put the used amounts past 2^31: the packed memo
// widens (a word a variable) and goes on.
func TestSumSharesEqualComponents(t *testing.T) {
	memo := map[[2]int64]int64{}
	var grundy func(s, used int64) int64
	grundy = func(s, used int64) int64 {
		if v, ok := memo[[2]int64{s, used}]; ok {
			return v
		}
		seen := map[int64]bool{}
		for k := int64(1); k <= s; k++ {
			if used&(1<<k) == 0 {
				seen[grundy(s-k, used|1<<k)] = true
			}
		}
		v := int64(0)
		for seen[v] {
			v++
		}
		memo[[2]int64{s, used}] = v
		return v
	}
	sizes := []int64{3, 5, 6, 9, 34}
	r := rand.New(rand.NewPCG(7, 68))
	for round := range 6 {
		g := customGame(t, CustomSpec{State: []string{"s", "used"}, Moves: usedMoves}, nil)
		g.noGuess = true
		comps := make([][]int64, 200+round)
		x := int64(0)
		for i := range comps {
			comps[i] = []int64{sizes[r.IntN(len(sizes))], 0}
			x ^= grundy(comps[i][0], 0)
		}
		v, err := g.ValueSumContext(nil, comps)
		if err != nil {
			t.Fatal(err)
		}
		if int64(v.Grundy) != x || v.Winning != nil {
			t.Fatalf("round %d: ValueSum G=%d with %d moves, want G=%d and no moves", round, v.Grundy, len(v.Winning), x)
		}
		before := g.evals
		a, err := g.SolveSum(comps)
		if err != nil {
			t.Fatal(err)
		}
		if evals := g.evals - before; evals > 2*len(sizes) {
			t.Errorf("round %d: %d evaluations for the winning moves of %d piles of %d sizes: want at most 2 a size", round, evals, len(comps), len(sizes))
		}
		if m := g.single.packed; m == nil || !m.wide {
			t.Errorf("round %d: want the wide packed memo (used amounts past 2^31)", round)
		}
		var want []string
		for i, p := range comps {
			for k := int64(1); k <= p[0]; k++ {
				if grundy(p[0]-k, 1<<k)^grundy(p[0], 0)^x == 0 {
					want = append(want, movePrint(i, []int64{p[0] - k, 1 << k}))
				}
			}
		}
		var got []string
		for _, m := range a.Winning {
			if len(m.To) != 1 || len(m.Position) != len(comps) || !slices.Equal(m.Position[m.Component], m.To[0]) {
				t.Fatalf("round %d: move %+v: want one part, in the position after it", round, m)
			}
			if prefix := "#" + strconv.Itoa(m.Component+1) + " "; !strings.HasPrefix(m.Label, prefix) {
				t.Fatalf("round %d: label %q, want it to start %q", round, m.Label, prefix)
			}
			got = append(got, movePrint(m.Component, m.To[0]))
		}
		if int64(a.Grundy) != x || !slices.Equal(got, want) {
			t.Fatalf("round %d: G=%d, moves %v\nwant G=%d, moves %v", round, a.Grundy, got, x, want)
		}
	}
}

func movePrint(i int, to []int64) string {
	return strconv.Itoa(i) + ":" + strconv.Itoa(int(to[0])) + "/" + strconv.Itoa(int(to[1]))
}
