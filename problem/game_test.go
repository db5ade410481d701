package problem

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
		{"fibonacci", oracle.Params{}, oracle.Normal, heap + "moves = 'map(filter([1, 2, 3, 5, 8, 13], # <= n), n - #)'\n", false, 0},
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
	}
}
