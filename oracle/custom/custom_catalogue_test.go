package custom

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// The catalogue's games written as custom games agree with the catalogue
// over whole ranges: outcome under both plays, Grundy value under normal
// play.

// heapCase is a one-heap game as an expression and its catalogue twin.
type heapCase struct {
	name, moves string
	data        map[string]any
	catalogue   string
	params      oracle.Params
	reason      string
}

func heapCases() []heapCase {
	fib := []int{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377}
	cases := []heapCase{
		{"bash", "map(1..min(n, m), n - #)", map[string]any{"m": 5}, "bash", oracle.Params{M: 5}, "take 1..m"},
		{"set134", "map(filter(s, # <= n), n - #)", map[string]any{"s": []int{1, 3, 4}}, "subtraction", oracle.Params{Moves: []int64{1, 3, 4}}, "S = {1,3,4}, period 7"},
		{"set23", "map(filter(s, # <= n), n - #)", map[string]any{"s": []int{2, 3}}, "subtraction", oracle.Params{Moves: []int64{2, 3}}, "S = {2,3}: heaps 0, 1 have no move"},
		{"set156", "map(filter(s, # <= n), n - #)", map[string]any{"s": []int{1, 5, 6}}, "subtraction", oracle.Params{Moves: []int64{1, 5, 6}}, "S = {1,5,6}, period 11"},
		{"range", "map(filter(a..b, # <= n), n - #)", map[string]any{"a": 3, "b": 7}, "take-range", oracle.Params{A: 3, B: 7}, "take a..b, fewer than a left: no move"},
		{"powers", "map(filter(map(0..20, bitshl(1, #)), # <= n), n - #)", nil, "powers-of-two", oracle.Params{}, "take a power of two"},
		{"fibonacci", "map(filter(fib, # <= n), n - #)", map[string]any{"fib": fib}, "fibonacci", oracle.Params{}, "take a Fibonacci number"},
		{"grundy-game", "map(1..(n-1)/2, split(#, n - #))", nil, "grundy-game", oracle.Params{}, "split into two unequal heaps"},
		{"split", "map(1..n/2, split(#, n - #))", nil, "split", oracle.Params{}, "split into two heaps"},
		{"kayles", "flat(map(1..2, let k = #; map(0..(n-k)/2, split(#, n - k - #))))", nil, "octal", oracle.Params{Code: "0.77"},
			"Kayles: knock down 1 or 2 adjacent pins"},
		{"dawson", "n < 2 ? [] : map(0..(n-2)/2, split(#, n - 2 - #))", nil, "octal", oracle.Params{Code: "0.07"},
			"Dawson's Kayles: knock down 2 adjacent pins"},
	}
	r := rand.New(rand.NewPCG(11, 12))
	for i := range 4 {
		set := slices.Compact(slices.Sorted(slices.Values(randomSet(r, 1+r.IntN(4), 12))))
		ints := make([]int, len(set))
		for j, v := range set {
			ints[j] = int(v)
		}
		cases = append(cases, heapCase{fmt.Sprint("random", i), "map(filter(s, # <= n), n - #)", map[string]any{"s": ints},
			"subtraction", oracle.Params{Moves: set}, fmt.Sprintf("random set %v", set)})
	}
	return cases
}

func TestCustomHeapGamesAgreeWithCatalogue(t *testing.T) {
	for _, tc := range heapCases() {
		for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
			info, _ := oracle.LookupGame(tc.catalogue)
			if play == oracle.Misere && !info.Misere {
				continue
			}
			to := int64(200)
			if play == oracle.Misere && (tc.catalogue == "octal" || tc.catalogue == "split" || tc.catalogue == "grundy-game") {
				to = 14 // misère splits: the whole multiset is searched
			}
			g := customGame(t, CustomSpec{Name: tc.name, State: []string{"n"}, Moves: tc.moves, Play: play}, tc.data)
			for n := int64(0); n <= to; n++ {
				got, err := g.Solve([]int64{n})
				if err != nil {
					t.Fatalf("%s (%s) %v n=%d: %v", tc.name, tc.reason, play, n, err)
				}
				want, err := oracle.Analyze(tc.catalogue, tc.params, play, []int64{n})
				if err != nil {
					t.Fatalf("%s catalogue n=%d: %v", tc.name, n, err)
				}
				if got.Outcome != want.Outcome || got.Grundy != want.Grundy || len(got.Winning) != len(want.Winning) {
					t.Fatalf("%s (%s) %v n=%d: custom %v G=%d %d winning moves; catalogue %v G=%d %v",
						tc.name, tc.reason, play, n, got.Outcome, got.Grundy, len(got.Winning), want.Outcome, want.Grundy, want.Winning)
				}
			}
		}
	}
}

// TestCustomSumsAgreeWithCatalogue: sums of heaps (components) agree with
// the catalogue's sums: Sprague–Grundy under normal play, the whole
// multiset searched under misère play (equal heaps never cancel).
func TestCustomSumsAgreeWithCatalogue(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, tc := range heapCases()[:9] {
		for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
			info, _ := oracle.LookupGame(tc.catalogue)
			if play == oracle.Misere && !info.Misere {
				continue
			}
			g := customGame(t, CustomSpec{Name: tc.name, State: []string{"n"}, Moves: tc.moves, Play: play}, tc.data)
			for range 40 {
				k := 1 + r.IntN(3)
				heaps := make([]int64, k)
				comps := make([][]int64, k)
				for i := range heaps {
					heaps[i] = int64(r.IntN(9))
					comps[i] = []int64{heaps[i]}
				}
				got, err := g.SolveSum(comps)
				if err != nil {
					t.Fatal(err)
				}
				want, err := oracle.Analyze(tc.catalogue, tc.params, play, heaps)
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcome != want.Outcome || got.Grundy != want.Grundy {
					t.Fatalf("%s %v %v: custom %v G=%d, catalogue %v G=%d", tc.name, play, heaps, got.Outcome, got.Grundy, want.Outcome, want.Grundy)
				}
				if play == oracle.Normal && len(got.Winning) != len(want.Winning) {
					t.Fatalf("%s %v: custom winning %v, catalogue %v", tc.name, heaps, got.Winning, want.Winning)
				}
				for _, m := range got.Winning {
					if len(m.Position) != k-1+len(m.To) {
						t.Fatalf("%s %v: move %+v: the position after has %d components", tc.name, heaps, m, len(m.Position))
					}
				}
			}
		}
	}
}

// TestCustomXorRuleMatchesWholeSearch: under normal play the Sprague–Grundy
// value of a sum equals the Grundy value found by searching the whole
// multiset (the XOR rule checked against tier 1).
func TestCustomXorRuleMatchesWholeSearch(t *testing.T) {
	g := customGame(t, CustomSpec{State: []string{"n"}, Moves: "map(1..(n-1)/2, split(#, n - #))"}, nil)
	for a := int64(0); a <= 9; a++ {
		for b := a; b <= 9; b++ {
			sg, err := g.SolveSum([][]int64{{a}, {b}, {3}})
			if err != nil {
				t.Fatal(err)
			}
			whole, err := g.solveWhole([][]int64{{a}, {b}, {3}}, true)
			if err != nil {
				t.Fatal(err)
			}
			if sg.Grundy != whole.Grundy || sg.Outcome != whole.Outcome || len(sg.Winning) != len(whole.Winning) {
				t.Fatalf("(%d, %d, 3): XOR rule %v G=%d %d moves, whole search %v G=%d %d moves",
					a, b, sg.Outcome, sg.Grundy, len(sg.Winning), whole.Outcome, whole.Grundy, len(whole.Winning))
			}
		}
	}
}

const nimMoves = "flat(map(0..len(h)-1, let i = #; map(0..h[i]-1, set(h, i, #))))"

// TestCustomNimAgreesWithCatalogue: Nim as a list state (one position of
// every heap) under both plays, against Bouton's rules.
func TestCustomNimAgreesWithCatalogue(t *testing.T) {
	for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
		g := customGame(t, CustomSpec{State: []string{"h[]"}, Moves: nimMoves, Play: play}, nil)
		for a := int64(0); a <= 5; a++ {
			for b := int64(0); b <= 5; b++ {
				for c := int64(0); c <= 4; c++ {
					heaps := []int64{a, b, c}
					got, err := g.Solve(heaps)
					if err != nil {
						t.Fatal(err)
					}
					want, err := oracle.Analyze("nim", oracle.Params{}, play, heaps)
					if err != nil {
						t.Fatal(err)
					}
					if got.Outcome != want.Outcome || got.Grundy != want.Grundy || len(got.Winning) != len(want.Winning) {
						t.Fatalf("%v %v: custom %v G=%d %d moves, catalogue %v G=%d %v", play, heaps, got.Outcome, got.Grundy, len(got.Winning), want.Outcome, want.Grundy, want.Winning)
					}
				}
			}
		}
	}
}

func TestCustomWythoffAgreesWithCatalogue(t *testing.T) {
	moves := "flat([map(1..a, [a - #, b]), map(1..b, [a, b - #]), map(1..min(a, b), [a - #, b - #])])"
	g := customGame(t, CustomSpec{State: []string{"a", "b"}, Moves: moves}, nil)
	for a := int64(0); a <= 40; a++ {
		for b := int64(0); b <= 40; b++ {
			got, err := g.Solve([]int64{a, b})
			if err != nil {
				t.Fatal(err)
			}
			want, _ := oracle.WythoffOutcome(a, b)
			if got.Outcome != want {
				t.Fatalf("(%d, %d): custom %v, catalogue %v", a, b, got.Outcome, want)
			}
		}
	}
}

func TestCustomBoardAgreesWithCatalogue(t *testing.T) {
	moves := "filter([[r - 1, c], [r, c - 1], [r - 1, c - 1]], #[0] >= 1 && #[1] >= 1)"
	g := customGame(t, CustomSpec{State: []string{"r", "c"}, Moves: moves, Bounds: []CustomBound{{"r", 1, 60}, {"c", 1, 60}}}, nil)
	for r := int64(1); r <= 60; r++ {
		for c := int64(1); c <= 60; c++ {
			got, err := g.Solve([]int64{r, c})
			if err != nil {
				t.Fatal(err)
			}
			want, _, err := oracle.BoardOutcome(r, c)
			if err != nil {
				t.Fatal(err)
			}
			if got.Outcome != want {
				t.Fatalf("%d×%d: custom %v, catalogue %v", r, c, got.Outcome, want)
			}
		}
	}
}

// northcottMoves: x = [turn, t1, j1, t2, j2, ...]; the player to move
// (turn 0: the t pieces, 1: the j pieces) slides one piece of a row to any
// other column on its side of the other piece, within 1..w.
const northcottMoves = `flat(map(0..(len(x)-1)/2-1, let r = #; let k = 1 + 2*r + x[0]; let o = 2 + 2*r - x[0];
  map(filter(1..w, # != x[k] && (x[k] < x[o] ? # < x[o] : # > x[o])), set(set(x, k, #), 0, 1 - x[0]))))`

// TestCustomNorthcottAgreesWithCatalogue: Northcott's game as a partisan,
// loopy custom game (whose turn is in the position; pieces may move away
// and back) solved by retrograde analysis agrees with the catalogue's
// theorem on every board of one or two rows of width <= 5, and has no draw.
func TestCustomNorthcottAgreesWithCatalogue(t *testing.T) {
	for w := int64(2); w <= 5; w++ {
		g := customGame(t, CustomSpec{State: []string{"x[]"}, Moves: northcottMoves, Kind: Loopy}, map[string]any{"w": int(w)})
		for t1 := int64(1); t1 <= w; t1++ {
			for j1 := int64(1); j1 <= w; j1++ {
				if t1 == j1 {
					continue
				}
				check := func(rows [][2]int64, pos []int64) {
					for turn := int64(0); turn <= 1; turn++ {
						pos[0] = turn
						got, err := g.Solve(pos)
						if err != nil {
							t.Fatal(err)
						}
						want, _, err := oracle.NorthcottOutcome(w, rows)
						if err != nil {
							t.Fatal(err)
						}
						if got.Outcome != want {
							t.Fatalf("w=%d %v turn %d: custom %v, theorem %v", w, rows, turn, got.Outcome, want)
						}
					}
				}
				check([][2]int64{{t1, j1}}, []int64{0, t1, j1})
				if w <= 4 {
					for t2 := int64(1); t2 <= w; t2++ {
						for j2 := int64(1); j2 <= w; j2++ {
							if t2 != j2 {
								check([][2]int64{{t1, j1}, {t2, j2}}, []int64{0, t1, j1, t2, j2})
							}
						}
					}
				}
			}
		}
	}
}

// randomSet is k amounts drawn from 1..max (duplicates possible).
func randomSet(r *rand.Rand, k int, max int64) []int64 {
	s := make([]int64, k)
	for i := range s {
		s[i] = 1 + r.Int64N(max)
	}
	return s
}
