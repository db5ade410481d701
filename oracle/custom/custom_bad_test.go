package custom

import (
	"errors"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// TestCustomOddResults: every odd value a moves expression can give is an
// error wrapping ErrBadGame (or a valid game), never a panic.
func TestCustomOddResults(t *testing.T) {
	for _, tc := range []struct {
		state []string
		moves string
	}{
		{[]string{"n"}, "n > 0 ? [nil] : []"},
		{[]string{"n"}, `n > 0 ? ["a"] : []`},
		{[]string{"n"}, "n > 0 ? [1.5] : []"},
		{[]string{"n"}, "n > 0 ? [[1, 2]] : []"},
		{[]string{"n"}, "n > 0 ? [({to: nil})] : []"},
		{[]string{"n"}, "n > 0 ? [({label: 1})] : []"},
		{[]string{"n"}, "n > 0 ? [({to: 0, split: [0]})] : []"},
		{[]string{"n"}, "n > 0 ? [({to: 0, other: 1})] : []"},
		{[]string{"n"}, "n > 0 ? [({to: 0, gain: \"x\"})] : []"},
		{[]string{"n"}, "n > 0 ? [({split: 3})] : []"},
		{[]string{"n"}, "n > 0 ? [move(nil, 1)] : []"},
		{[]string{"n"}, "n > 0 ? [split([1, 2], [0])] : []"},
		{[]string{"n"}, "n > 0 ? [split(nil)] : []"},
		{[]string{"n"}, "n > 0 ? [[nil]] : []"},
		{[]string{"n"}, "nil"},
		{[]string{"r", "c"}, "r > 0 ? [7] : []"},
		{[]string{"r", "c"}, "r > 0 ? [[1, nil]] : []"},
		{[]string{"h[]"}, "len(h) > 0 ? [5] : []"},
		{[]string{"h[]"}, "len(h) > 0 ? [[1, \"x\"]] : []"},
		{[]string{"n"}, "n > 0 ? set([1], 5, 0) : []"},
		{[]string{"n"}, "n > 0 ? subsets(100, 1, 2) : []"},
		{[]string{"n"}, "n > 0 ? product(3) : []"},
		{[]string{"n"}, "n > 0 ? flat([1]) : []"},
		{[]string{"n"}, "n > 0 ? xor([\"a\"]) : []"},
	} {
		for _, kind := range []CustomKind{Impartial, Score, Loopy} {
			spec := CustomSpec{Name: "odd", State: tc.state, Moves: tc.moves, Kind: kind}
			c, err := CompileCustom(spec, nil)
			if err != nil {
				if !errors.Is(err, oracle.ErrBadGame) {
					t.Errorf("%q: compile error %v does not wrap ErrBadGame", tc.moves, err)
				}
				continue
			}
			g, err := c.Bind(CustomCase{})
			if err != nil {
				t.Fatal(err)
			}
			pos := []int64{3}
			switch {
			case len(tc.state) == 2:
				pos = []int64{3, 3}
			case tc.state[0] == "h[]":
				pos = []int64{1, 2}
			}
			if _, err := g.Solve(pos); err != nil && !errors.Is(err, oracle.ErrBadGame) {
				t.Errorf("%q %v: %v does not wrap ErrBadGame", tc.moves, kind, err)
			}
		}
	}
}
