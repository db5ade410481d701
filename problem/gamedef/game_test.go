package gamedef

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// declared is a catalogue game and its declaration as a custom game (a
// game-only file): the same game, answered by the catalogue's native code
// and by a search of the declared moves.
type declared struct {
	name   string
	params oracle.Params
	play   oracle.Play
	toml   string // the [game] table's keys after name = "custom"
	pairs  bool   // positions of two numbers (else heaps: one or two)
	lo     int64  // the smallest number of a position
}

func declaredGames() []declared {
	heap := `state = ["n"]` + "\n"
	return []declared{
		{"bash", oracle.Params{M: 3}, oracle.Normal, heap + "moves = 'map(1..min(n, m), n - #)'\n[game.data]\nm = 3\n", false, 0},
		{"bash", oracle.Params{M: 3}, oracle.Misere, heap + "play = \"misere\"\nmoves = 'map(1..min(n, m), n - #)'\n[game.data]\nm = 3\n", false, 0},
		{"misere-bash", oracle.Params{M: 2}, oracle.Normal, heap + "play = \"misere\"\nmoves = 'map(1..min(n, m), n - #)'\n[game.data]\nm = 2\n", false, 0},
		{"take-range", oracle.Params{A: 2, B: 3}, oracle.Normal, heap + "moves = 'map(filter(a..b, # <= n), n - #)'\n[game.data]\na = 2\nb = 3\n", false, 0},
		{"subtraction", oracle.Params{Moves: []int64{1, 3, 4}}, oracle.Normal, heap + "moves = 'map(filter(s, # <= n), n - #)'\n[game.data]\ns = [1, 3, 4]\n", false, 0},
		{"subtraction", oracle.Params{Moves: []int64{2, 5}}, oracle.Misere, heap + "play = \"misere\"\nmoves = 'map(filter(s, # <= n), n - #)'\n[game.data]\ns = [2, 5]\n", false, 0},
		{"powers-of-two", oracle.Params{}, oracle.Normal, heap + "moves = 'map(filter(map(0..5, bitshl(1, #)), # <= n), n - #)'\n", false, 0},
		{"fibonacci", oracle.Params{}, oracle.Normal, heap + "moves = 'map(filter([1, 2, 3, 5, 8, 13, 21, 34], # <= n), n - #)'\n", false, 0},
		{"nim", oracle.Params{}, oracle.Normal, heap + "moves = 'map(0..n-1, #)'\n", false, 0},
		{"nim", oracle.Params{}, oracle.Misere, heap + "play = \"misere\"\nmoves = 'map(0..n-1, #)'\n", false, 0},
		{"split", oracle.Params{}, oracle.Normal, heap + "moves = 'map(1..n/2, split(#, n - #))'\n", false, 0},
		{"grundy-game", oracle.Params{}, oracle.Normal, heap + "moves = 'map(1..(n-1)/2, split(#, n - #))'\n", false, 0},
		{"octal", oracle.Params{Code: "0.77"}, oracle.Normal, heap + "moves = 'flat(map(1..2, let k = #; map(0..(n-k)/2, split(#, n - k - #))))'\n", false, 0},
		{"octal", oracle.Params{Code: "0.07"}, oracle.Normal, heap + "moves = 'n < 2 ? [] : map(0..(n-2)/2, split(#, n - 2 - #))'\n", false, 0},
		{"reach", oracle.Params{M: 3}, oracle.Normal, heap + "moves = 'n < 1 ? [] : map(1..m, max(n - #, 0))'\n[game.data]\nm = 3\n", false, 1},
		{"wythoff", oracle.Params{}, oracle.Normal, `state = ["a", "b"]` + "\nmoves = 'concat(map(0..a-1, [#, b]), map(0..b-1, [a, #]), map(1..min(a, b), [a - #, b - #]))'\n", true, 0},
		{"board", oracle.Params{}, oracle.Normal, `state = ["n", "m"]` + "\nmoves = 'filter([[n - 1, m], [n, m - 1], [n - 1, m - 1]], #[0] >= 1 && #[1] >= 1)'\n", true, 1},
	}
}

// positions are the command lines' numbers a declared game is asked about.
func (d declared) positions() [][]int64 {
	var out [][]int64
	for a := d.lo; a <= 12; a++ {
		if d.pairs || d.name == "reach" {
			if d.name == "reach" {
				out = append(out, []int64{a})
				continue
			}
			for b := d.lo; b <= 9; b++ {
				out = append(out, []int64{a, b})
			}
			continue
		}
		out = append(out, []int64{a})
		for b := int64(1); b <= a && a <= 6; b++ {
			out = append(out, []int64{a, b}) // a sum of two heaps
		}
	}
	return out
}

// TestCatalogueIsADeclaredGame: every catalogue game, taken through the one
// game model (Game.Position, Game.Solve), agrees with its declaration as a
// custom game taken through the same path: the outcome and Grundy value of
// single heaps and of sums; and every winning move of the declared game
// leads to a position the catalogue calls P (the plain recursion's step:
// under normal play, N exactly when a move reaches P).
func TestCatalogueIsADeclaredGame(t *testing.T) {
	dir := t.TempDir()
	for i, d := range declaredGames() {
		native, err := CatalogueGame(d.name, d.params, d.play)
		if err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		file := filepath.Join(dir, d.name+string(rune('a'+i))+".toml")
		if err := os.WriteFile(file, []byte("[game]\nname = \"custom\"\n"+d.toml), 0o644); err != nil {
			t.Fatal(err)
		}
		decl, err := LoadGame(file)
		if err != nil {
			t.Fatalf("%s: %v", d.name, err)
		}
		if decl.Play != native.Play {
			t.Fatalf("%s: declared %v, catalogue %v", native.Describe(), decl.Play, native.Play)
		}
		checked := 0
		for _, nums := range d.positions() {
			nc, err := native.Position(nums)
			if err != nil {
				t.Fatalf("%s %v: %v", native.Describe(), nums, err)
			}
			dc, err := decl.Position(nums)
			if err != nil {
				t.Fatalf("%s %v: %v", decl.Name, nums, err)
			}
			want, err := native.Solve(nil, nc)
			if err != nil {
				t.Fatalf("%s %v: %v", native.Describe(), nums, err)
			}
			got, err := decl.Solve(nil, dc)
			if err != nil {
				t.Fatalf("declared %s %v: %v", native.Describe(), nums, err)
			}
			if got.Outcome != want.Outcome || got.Grundy != want.Grundy {
				t.Fatalf("%s at %v: declared %v G=%d, catalogue %v G=%d", native.Describe(), nums, got.Outcome, got.Grundy, want.Outcome, want.Grundy)
			}
			// misère play: a position without moves is N, with no winning move
			if (len(got.Winning) > 0) != (want.Outcome == oracle.N) && (native.Play == oracle.Normal || want.Outcome == oracle.P) {
				t.Fatalf("%s at %v: %v with %d winning moves", native.Describe(), nums, want.Outcome, len(got.Winning))
			}
			for _, m := range got.Winning {
				if d.name == "reach" && m.Position[0][0] == 0 {
					continue // the target reached: the game is over, the mover has won
				}
				after, err := native.Solve(nil, m.Position)
				if err != nil {
					t.Fatalf("%s: after %s: %v", native.Describe(), m.Label, err)
				}
				if after.Outcome != oracle.P {
					t.Fatalf("%s at %v: the winning move %q leads to %v, which the catalogue calls %v", native.Describe(), nums, m.Label, m.Position, after.Outcome)
				}
			}
			checked++
		}
		if checked < 10 {
			t.Fatalf("%s: %d positions checked", native.Describe(), checked)
		}
		if !d.pairs {
			sameTables(t, native, decl, d.lo, 40)
		}
	}
}

// sameTables: the tables of a catalogue game and of its declaration agree
// on every n (outcome, Grundy value).
func sameTables(t *testing.T, native, decl *Game, from, to int64) {
	t.Helper()
	want, err := native.Table(nil, from, to)
	if err != nil {
		t.Fatalf("%s: %v", native.Describe(), err)
	}
	got, err := decl.Table(nil, from, to)
	if err != nil {
		t.Fatalf("declared %s: %v", native.Describe(), err)
	}
	if want.Grundy == nil { // reach's table: outcomes only
		got.Grundy = nil
	}
	if len(got.Outcome) != int(to-from+1) || len(got.Outcome) != len(want.Outcome) || len(got.Grundy) != len(want.Grundy) {
		t.Fatalf("%s: declared %d outcomes and %d Grundy values, catalogue %d and %d", native.Describe(),
			len(got.Outcome), len(got.Grundy), len(want.Outcome), len(want.Grundy))
	}
	for i := range got.Outcome {
		if got.Outcome[i] != want.Outcome[i] || got.Grundy != nil && got.Grundy[i] != want.Grundy[i] {
			t.Fatalf("%s: table at n = %d: declared %v %v, catalogue %v %v", native.Describe(), from+int64(i), got.Outcome[i], got.Grundy, want.Outcome[i], want.Grundy)
		}
	}
}

// TestGameTableIsItsPositions: the table of every one-variable example
// game, and the grid of every two-variable one, say what solving each of
// their positions one by one through the same Game says.
func TestGameTableIsItsPositions(t *testing.T) {
	files, err := filepath.Glob("../../examples/games/*.toml")
	if err != nil || len(files) < 5 {
		t.Fatalf("%d example games (%v)", len(files), err)
	}
	tables := 0
	for _, file := range files {
		g, err := LoadGame(file)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := [2]int64{}, [2]int64{5, 5} // unbounded: deque.toml has 6 numbers, cycle.toml 7 vertices
		for i := range lo {
			if b, top, ok := g.Bound(i); ok {
				lo[i], hi[i] = b, min(top, b+14)
			}
		}
		switch {
		case len(g.State) == 1 && !g.IsList():
			tab, err := g.Table(nil, lo[0], hi[0])
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			for i, o := range tab.Outcome {
				a, err := g.Solve(nil, [][]int64{{lo[0] + int64(i)}})
				switch {
				case err != nil:
					t.Fatalf("%s: %v", file, err)
				case o != a.Outcome, tab.Grundy != nil && tab.Grundy[i] != a.Grundy, tab.Values != nil && tab.Values[i] != a.Value:
					t.Fatalf("%s at %d: table %v (%+v), solve %+v", file, lo[0]+int64(i), o, tab, a)
				}
			}
		case len(g.State) == 2:
			rows, err := g.Grid(nil, lo, hi)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			for i, r := range rows {
				for j, o := range r {
					a, err := g.Solve(nil, [][]int64{{lo[0] + int64(i), lo[1] + int64(j)}})
					if err != nil || a.Outcome != o {
						t.Fatalf("%s at (%d, %d): grid %v, solve %v (%v)", file, lo[0]+int64(i), lo[1]+int64(j), o, a.Outcome, err)
					}
				}
			}
		default:
			if _, err := g.Table(nil, 0, 3); err == nil || !IsGameError(err) {
				t.Fatalf("%s: a table of a list state: %v, want a UseError", file, err)
			}
			continue
		}
		tables++
	}
	if tables < 3 {
		t.Fatalf("%d tables checked", tables)
	}
}
