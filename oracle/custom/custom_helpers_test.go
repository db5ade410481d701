package custom

import (
	"fmt"
	"testing"

	"github.com/expr-lang/expr/vm"
)

// evalCustom evaluates one expression with the custom games' helpers.
func evalCustom(t *testing.T, src string, env map[string]any) any {
	t.Helper()
	p, err := compileCustom("helpers", "expr", src, env)
	if err != nil {
		t.Fatal(err)
	}
	var m vm.VM
	out, err := p.run(&m, env)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return out
}

// TestCustomHelpers: each helper of the expressions, with a reason.
func TestCustomHelpers(t *testing.T) {
	cases := []struct {
		src, want, reason string
	}{
		{"7 / 2", "3", "/ is integer division"},
		{"-7 / 2", "-4", "floored, not truncated"},
		{"6 ^ 3", "5", "^ is XOR"},
		{"2 ** 10", "1024", "** stays power"},
		{"xor([1, 2, 4, 8])", "15", "xor of a list"},
		{"count([1, 2, 3])", "3", "count(list) is its length"},
		{"set([1, 2, 3], 1, 9)", "[1 9 3]", "set replaces one element"},
		{"add([1, 2, 3], 2, -3)", "[1 2 0]", "add changes one element"},
		{"flat([[1, 2], [], [3]])", "[1 2 3]", "flat joins one level"},
		{"flat([[[1, 2]], [[3]]])", "[[1 2] [3]]", "flat keeps positions (lists) whole"},
		{"subsets(3, 1, 2)", "[[0] [0 1] [0 2] [1] [1 2] [2]]", "index sets of 1..2 of 0..2"},
		{"product([[1, 2], [5]])", "[[1 5] [2 5]]", "cartesian product"},
		{"divisors(36)", "[1 2 3 4 6 9 12 18 36]", "divisors ascending, a square once"},
		{"divisors(1)", "[1]", "1 divides 1"},
		{"split(1, 2)", "map[split:[1 2]]", "a split successor"},
		{"move(3, \"take 1\", 4)", "map[gain:4 label:take 1 to:3]", "a labelled successor with a gain"},
	}
	for _, tc := range cases {
		if got := fmt.Sprint(evalCustom(t, tc.src, map[string]any{})); got != tc.want {
			t.Errorf("%s = %s, want %s (%s)", tc.src, got, tc.want, tc.reason)
		}
	}
	for n := 1; n <= 300; n++ {
		var want []int
		for d := 1; d <= n; d++ {
			if n%d == 0 {
				want = append(want, d)
			}
		}
		if got := evalCustom(t, "divisors(n)", map[string]any{"n": n}); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("divisors(%d) = %v, want %v", n, got, want)
		}
	}
}
