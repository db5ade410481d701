package custom

import "testing"

// TestFastConstOperands: the fast path's closures for an operator with a
// literal (binaryConst: a state variable, a let, an element or any
// expression on the left; negative literals; / and % floored and
// truncated as expr-lang does them) and for #[k] with a literal k (the
// element's slot read in place, negative k from the end) give what
// expr-lang gives on every position of a box around zero: SetFastCheck
// compares the two at each evaluation, and the fast path must have run.
// Two registers (state variables, lets, #) and a data list indexed by a
// register likewise. An index past the tuple or the list bails to
// expr-lang, whose error is the answer.
func TestFastConstOperands(t *testing.T) {
	if !fastCheck.Load() {
		t.Fatal("SetFastCheck is off")
	}
	for _, moves := range []string{
		`[[x + 3, y - 2], [x * -2, y ^ 5], [x / 3, y % 4], [x / -3, y % -4], [-x - -1, (x + y) * 2]]`,
		`filter([[x - 1, y], [x, y - 1], [x + 1, y + 1]], #[0] >= -1 && #[1] != 2 && #[-1] < 7 && #[0] <= 9 && #[1] > -5 && #[-2] == #[0])`,
		`let k = x + 1; [[k - 1, k * 3], [k % 3, k / 2], [k ^ 1, k == 2 ? 1 : 0], [k != 3 ? k : -k, k > 1 ? k < 4 ? 1 : 2 : 3]]`,
		`map(filter(-3..3, # % 2 != 0 && # * 3 <= 6), [x + #, y / 2])`,
		`map([[x, y], [y, x]], [#[0] + 1, #[1] - 1])`,
		`map(filter(-3..3, # < x && # != y || # >= y && # <= x || # > x && # == y), [x - #, # + y])`,
		`let k = x * y; [[k - x, k + y], [x * y, k >= y ? 1 : 0], [a[x + 7], a[y + 7] * a[-1]], [len(a) - x, a[k % 15]]]`,
		`filter([[a[x + 7], y]], x >= -6)`,
	} {
		g := customGame(t, CustomSpec{State: []string{"x", "y"}, Moves: moves}, map[string]any{"a": []int{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9}})
		if g.fast == nil {
			t.Fatalf("%s: not on the fast path", moves)
		}
		for x := int64(-7); x <= 7; x++ {
			for y := int64(-7); y <= 7; y++ {
				if err := g.eval([]int64{x, y}); err != nil {
					t.Fatalf("%s at (%d, %d): %v", moves, x, y, err)
				}
				if !g.lastOK {
					t.Fatalf("%s at (%d, %d): the fast path did not run", moves, x, y)
				}
			}
		}
	}
	g := customGame(t, CustomSpec{State: []string{"x", "y"}, Moves: `map([[x, y]], [#[2], #[0]])`}, nil)
	if err := g.eval([]int64{1, 2}); err == nil {
		t.Error("#[2] of a pair: no error")
	}
	g = customGame(t, CustomSpec{State: []string{"x", "y"}, Moves: `[[a[x], y]]`}, map[string]any{"a": []int{1, 2}})
	if err := g.eval([]int64{2, 0}); err == nil {
		t.Error("a[2] of two numbers: no error")
	}
	if err := g.eval([]int64{-2, 0}); err != nil || !g.lastOK {
		t.Errorf("a[-2] of two numbers: %v (fast path ran: %v)", err, g.lastOK)
	}
}
