package custom

import (
	"math/rand/v2"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// boardMoves is AtCoder ABC201 D's game as problems/abc201d.toml writes
// it: right or down, the square moved to a point for the mover when "+".
const boardMoves = `map(filter([[i + 1, j], [i, j + 1]], #[0] < h && #[1] < w),
	move(#, #[0] > i ? "down" : "right", a[#[0]][#[1]] == "+" ? 1 : -1))`

// randomBoard is an h x w grid of "+" and "-" as a problem binds it.
func randomBoard(r *rand.Rand, h, w int) [][]string {
	g := make([][]string, h)
	for i := range g {
		g[i] = make([]string, w)
		for j := range g[i] {
			g[i][j] = "+-"[r.IntN(2):][:1]
		}
	}
	return g
}

// boardValue is the board's value by plain recursion: the mover's best
// margin from (i, j).
func boardValue(a [][]string, i, j int, memo map[[2]int]int64) int64 {
	if v, ok := memo[[2]int{i, j}]; ok {
		return v
	}
	h, w := len(a), len(a[0])
	best, any := int64(0), false
	for _, to := range [][2]int{{i + 1, j}, {i, j + 1}} {
		if to[0] >= h || to[1] >= w {
			continue
		}
		gain := int64(-1)
		if a[to[0]][to[1]] == "+" {
			gain = 1
		}
		if v := gain - boardValue(a, to[0], to[1], memo); !any || v > best {
			best, any = v, true
		}
	}
	memo[[2]int{i, j}] = best
	return best
}

// TestGridOnTheFastPath: the board game over a grid of words runs on the
// fast path (SetFastCheck, on in these tests, compares every position's
// successors with expr-lang's), written as abc201d writes it; with a
// let of a row, len of the grid and of a row, and the literal on the
// left; and over candidates of three numbers (#[0] and #[1] read the
// cell, w > #[1] the leaf on the left); its value at every square of random boards, without state
// bounds and with them, is plain recursion's.
func TestGridOnTheFastPath(t *testing.T) {
	variants := []string{
		boardMoves,
		`let row = a[i]; map(filter([[i + 1, j], [i, j + 1]], #[0] < len(a) && #[1] < len(row)),
			move(#, "go", "+" != a[#[0]][#[1]] ? -1 : 1))`,
		`map(filter([[i + 1, j, 0], [i, j + 1, 1]], #[0] < h && w > #[1]),
			move([#[0], #[1]], "go", a[#[0]][#[1]] == "+" ? 1 : -1))`,
	}
	r := rand.New(rand.NewPCG(30, 2))
	for v, moves := range variants {
		for trial := 0; trial < 12; trial++ {
			h, w := 1+r.IntN(6), 1+r.IntN(6)
			a := randomBoard(r, h, w)
			data := map[string]any{"h": h, "w": w, "a": a}
			for _, bounded := range []bool{false, true} {
				spec := CustomSpec{Kind: Score, State: []string{"i", "j"}, Moves: moves}
				if bounded {
					spec.Bounds = []CustomBound{{Var: "i", Lo: 0, Hi: int64(h - 1)}, {Var: "j", Lo: 0, Hi: int64(w - 1)}}
				}
				g := customGame(t, spec, data)
				if g.fast == nil {
					t.Fatalf("variant %d: the grid's moves are not on the fast path", v)
				}
				memo := map[[2]int]int64{}
				for i := h - 1; i >= 0; i-- {
					for j := w - 1; j >= 0; j-- {
						got, err := g.Solve([]int64{int64(i), int64(j)})
						if err != nil {
							t.Fatal(err)
						}
						if want := boardValue(a, i, j, memo); got.Value != want {
							t.Fatalf("variant %d, board %v, bounds %v: value at (%d, %d) = %d, want %d", v, a, bounded, i, j, got.Value, want)
						}
					}
				}
			}
		}
	}
}

// TestWordsOnTheFastPath: each construct over words is compiled on the
// fast path and, through SetFastCheck, agrees with expr-lang on every
// position's successors (a position x moves to each y < x the condition
// holds for, # being y): slices with ends past the word, negative and
// crossed, comparisons of words, len, a list of words, a grid's rows,
// let and ?: of words.
func TestWordsOnTheFastPath(t *testing.T) {
	data := map[string]any{
		"s": "abba+b",
		"r": []string{"ab", "", "ba+"},
		"g": [][]string{{"+", "-", "+"}, {"-", "-", "+"}},
	}
	conds := []string{
		`s[#:# + 1] == "b"`,
		`s[#:# + 2] != "b"`,
		`r[# % 3] == "b" || s[# - 1:#] == "a"`,
		`s[# - 3:#] < "ab"`,
		`s[:#] >= s[#:]`,
		`s[-2:] != "+b" || # % 2 == 0`,
		`s[#:# + 9] > "b"`,
		`s[# + 2:#] == ""`,
		`s[-# - 1:-1] <= "bb"`,
		`len(s[#:]) > 2`,
		`len(r[# % 3]) == 2`,
		`r[# % 3] == "ba+"`,
		`r[-1][1:] == "a+" && # > 3`,
		`"b" == s[#:# + 1]`,
		`let t = s[#:]; len(t) > 1 && t[0:1] == "b"`,
		`(# % 2 == 0 ? s : r[0])[1:2] == "b"`,
		`len(g) > # % 3 && len(g[0]) > #`,
		`g[# % len(g)][0] == "+"`,
		`let row = g[# % 2]; row[1] != "-" || row[-1] == "+" && # > 2`,
		`g[# % 2][# % 3] < g[1][2]`,
	}
	for _, c := range conds {
		g := customGame(t, CustomSpec{State: []string{"x"}, Moves: "filter(0..x - 1, " + c + ")"}, data)
		if g.fast == nil {
			t.Errorf("%s: not on the fast path", c)
			continue
		}
		for x := int64(0); x <= 12; x++ {
			if _, err := g.Solve([]int64{x}); err != nil {
				t.Fatalf("%s: position %d: %v", c, x, err)
			}
		}
	}
}

// TestWordsLeaveTheFastPath: what the fast path does not decide is
// expr-lang's: an index out of the grid is its error, not an answer; a
// word that is not ASCII (expr-lang's len counts its characters, a slice
// its bytes) binds the game without the fast path, with expr-lang's
// answers; a non-ASCII literal and concatenation compile by expr-lang
// alone.
func TestWordsLeaveTheFastPath(t *testing.T) {
	grid := map[string]any{"g": [][]string{{"+", "-"}}}
	out := customGame(t, CustomSpec{State: []string{"x"}, Moves: `filter(0..x - 1, g[#][0] == "+")`}, grid)
	if out.fast == nil {
		t.Fatal("g[#][0] is not on the fast path")
	}
	if _, err := out.Solve([]int64{1}); err != nil {
		t.Fatalf("position 1 (in the grid): %v", err)
	}
	if _, err := out.Solve([]int64{3}); err == nil {
		t.Error("position 3 reads g[2]: want expr-lang's index error, not an answer")
	}

	g := customGame(t, CustomSpec{State: []string{"x"}, Moves: `len(s) == 2 && x > 0 ? [x - 1] : []`}, map[string]any{"s": "éa"})
	if g.c.fast == nil || g.fast != nil {
		t.Fatalf("a non-ASCII word: compiled %v, bound %v; want compiled, bound without the fast path", g.c.fast != nil, g.fast != nil)
	}
	a, err := g.Solve([]int64{1})
	if err != nil {
		t.Fatal(err)
	}
	if a.Outcome != oracle.N {
		t.Errorf("len(\"éa\") is 2 (characters): position 1 has a move, got %v", a.Outcome)
	}

	for _, moves := range []string{`s == "é" ? [] : [x - 1]`, `s + "a" == "ba" ? [] : [x - 1]`} {
		c, err := CompileCustom(CustomSpec{Name: "t", State: []string{"x"}, Moves: moves}, map[string]any{"s": "b"})
		if err != nil {
			t.Fatal(err)
		}
		if c.FastPath() {
			t.Errorf("%s: on the fast path, want expr-lang alone", moves)
		}
	}
}
