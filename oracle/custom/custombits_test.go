package custom

import "testing"

// TestBitFunctionsOnTheFastPath: a state that is a set of used moves, as
// an integer (Codeforces 768E: no pile may lose the same number of stones
// twice), written with expr-lang's bit functions (bitand, bitor, bitshl;
// bitxor, bitnand, bitshr, bitushr, bitnot alike) runs on the fast path
// (SetFastCheck, on in these tests, compares every position's successors
// with expr-lang's), and its Grundy values are plain recursion's.
func TestBitFunctionsOnTheFastPath(t *testing.T) {
	moves := "map(filter(1..n, bitand(used, bitshl(1, #)) == 0), [n - #, bitor(used, bitshl(1, #))])"
	g := customGame(t, CustomSpec{State: []string{"n", "used"}, Moves: moves}, nil)
	if !g.Custom().FastPath() {
		t.Fatal("the bit functions leave the fast path")
	}
	memo := map[[2]int]int{}
	var grundy func(n, used int) int
	grundy = func(n, used int) int {
		if v, ok := memo[[2]int{n, used}]; ok {
			return v
		}
		seen := map[int]bool{}
		for k := 1; k <= n; k++ {
			if used&(1<<k) == 0 {
				seen[grundy(n-k, used|1<<k)] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		memo[[2]int{n, used}] = v
		return v
	}
	for n := 0; n <= 20; n++ {
		a, err := g.Solve([]int64{int64(n), 0})
		if err != nil {
			t.Fatal(err)
		}
		if want := grundy(n, 0); a.Grundy != want {
			t.Fatalf("G(%d) = %d, want %d", n, a.Grundy, want)
		}
	}
	other := customGame(t, CustomSpec{State: []string{"x"}, Moves: "filter([bitxor(x, 5), bitnand(x, 6), bitshr(x, 1), bitushr(x, 2), bitnot(bitnot(x)) - 1], # >= 0 && # < x)"}, nil)
	if !other.Custom().FastPath() {
		t.Fatal("bitxor, bitnand, bitshr, bitushr or bitnot leave the fast path")
	}
	for x := int64(0); x < 200; x += 7 {
		if _, err := other.Solve([]int64{x}); err != nil {
			t.Fatal(err)
		}
	}
	neg := customGame(t, CustomSpec{State: []string{"x"}, Moves: "x > 0 ? [bitshl(x, x - 5)] : []"}, nil)
	if _, err := neg.Solve([]int64{2}); err == nil {
		t.Error("a negative shift: want expr-lang's error, not an answer")
	}
}
