package custom

import (
	"errors"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// customGame compiles and binds a custom game, failing the test on error.
func customGame(t testing.TB, spec CustomSpec, data map[string]any) *CustomGame {
	t.Helper()
	if spec.Name == "" {
		spec.Name = "test"
	}
	c, err := CompileCustom(spec, data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := c.Bind(CustomCase{Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestCustomBashAgreesWithCatalogue: take 1..m written as an expression
// agrees with the catalogue's Bash on every heap 0..300, m = 1..7, under
// both plays (outcome, Grundy value, the set of winning moves).
func TestCustomBashAgreesWithCatalogue(t *testing.T) {
	for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
		for m := int64(1); m <= 7; m++ {
			g := customGame(t, CustomSpec{State: []string{"n"}, Moves: "map(1..min(n, m), move(n - #, \"take \" + string(#)))", Play: play},
				map[string]any{"m": int(m)})
			for n := int64(0); n <= 300; n++ {
				got, err := g.Solve([]int64{n})
				if err != nil {
					t.Fatal(err)
				}
				want, err := oracle.Analyze("bash", oracle.Params{M: m}, play, []int64{n})
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcome != want.Outcome || (play == oracle.Normal && got.Grundy != want.Grundy) {
					t.Fatalf("%v m=%d n=%d: custom %v/%d, catalogue %v/%d", play, m, n, got.Outcome, got.Grundy, want.Outcome, want.Grundy)
				}
				if len(got.Winning) != len(want.Winning) {
					t.Fatalf("%v m=%d n=%d: custom winning %v, catalogue %v", play, m, n, got.Winning, want.Winning)
				}
				for i, w := range got.Winning {
					if !strings.HasPrefix(want.Winning[i], w.Label+" ") {
						t.Fatalf("%v m=%d n=%d: move %d: custom %q, catalogue %q", play, m, n, i, w.Label, want.Winning[i])
					}
				}
			}
		}
	}
}

// TestCustomGrundyGamePublished pins Grundy's game (OEIS A002188, DOMAIN.md).
func TestCustomGrundyGamePublished(t *testing.T) {
	want := []int{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2}
	g := customGame(t, CustomSpec{State: []string{"n"}, Moves: "map(1..(n-1)/2, split(#, n - #))"}, nil)
	for n, w := range want {
		a, err := g.Solve([]int64{int64(n)})
		if err != nil {
			t.Fatal(err)
		}
		if a.Grundy != w {
			t.Errorf("G(%d) = %d, want %d (A002188)", n, a.Grundy, w)
		}
	}
}

// TestCustomErrors: bad games are clear errors naming the expression and
// (when evaluating) the position, never a panic.
func TestCustomErrors(t *testing.T) {
	cases := []struct {
		name, reason string
		spec         CustomSpec
		data         map[string]any
		pos          []int64
		want         []string
		is           error
	}{
		{"syntax", "a syntax error is reported at compile time with the expression",
			CustomSpec{State: []string{"n"}, Moves: "map(1..n, n - )"}, nil, nil, []string{`moves = "map(1..n, n - )"`}, oracle.ErrBadGame},
		{"type", "a boolean is not a list of successors",
			CustomSpec{State: []string{"n"}, Moves: "n > 3"}, nil, nil, []string{"not a list of successors"}, oracle.ErrBadGame},
		{"bounds", "a move leaving the declared bounds names the position and the variable",
			CustomSpec{State: []string{"n"}, Moves: "[n - 1]", Bounds: []CustomBound{{"n", 0, 10}}}, nil, []int64{0},
			[]string{"at position 0", "n = -1 is outside its bounds 0..10"}, oracle.ErrBadGame},
		{"shape", "a successor of the wrong length",
			CustomSpec{State: []string{"r", "c"}, Moves: "r > 0 ? [[r - 1]] : []"}, nil, []int64{2, 2},
			[]string{"at position (2, 2)", "has 1 numbers, the state has 2"}, oracle.ErrBadGame},
		{"loop", "a loop in a game not declared loopy",
			CustomSpec{State: []string{"n"}, Moves: "n > 0 ? [n - 1] : [3]"}, nil, []int64{3},
			[]string{"reachable from itself", "loopy"}, oracle.ErrLoop},
		{"too many", "an unbounded game stops at max_states",
			CustomSpec{State: []string{"n"}, Moves: "[n + 1]", MaxStates: 1000}, nil, []int64{0},
			[]string{"more than 1000 states"}, oracle.ErrTooLarge},
		{"runtime", "an index out of range names the position",
			CustomSpec{State: []string{"n"}, Moves: "[a[n]]"}, map[string]any{"a": []int{0}}, []int64{1},
			[]string{`moves = "[a[n]]" at position 1`}, oracle.ErrBadGame},
		{"huge range", "a range too large to build is an error, not a hang",
			CustomSpec{State: []string{"n"}, Moves: "map(1..n, n - #)"}, nil, []int64{1 << 40},
			[]string{"memory budget"}, oracle.ErrBadGame},
		{"division", "division by zero",
			CustomSpec{State: []string{"n"}, Moves: "[n / 0]"}, nil, []int64{1},
			[]string{"division by zero"}, oracle.ErrBadGame},
		{"split partisan", "a split outside impartial games",
			CustomSpec{State: []string{"n"}, Moves: "n > 1 ? [split(1, n - 1)] : []", Kind: Partisan}, nil, []int64{3},
			[]string{"only an impartial game"}, oracle.ErrBadGame},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.spec.Name = "t.toml"
			c, err := CompileCustom(tc.spec, tc.data)
			if err == nil {
				var g *CustomGame
				g, err = c.Bind(CustomCase{Data: tc.data})
				if err == nil {
					_, err = g.Solve(tc.pos)
				}
			}
			if err == nil {
				t.Fatalf("%s: no error", tc.reason)
			}
			if !errors.Is(err, tc.is) {
				t.Errorf("%s: %v does not wrap %v", tc.reason, err, tc.is)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%s: error %q lacks %q", tc.reason, err, w)
				}
			}
		})
	}
}
