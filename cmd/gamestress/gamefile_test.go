package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

const gamesDir = "../../examples/games/"

// TestSolveGameFile: solve takes a custom game from a file (--game FILE or
// a .toml argument), with its winning moves labelled and, for a sum, the
// component moved and the position after.
func TestSolveGameFile(t *testing.T) {
	out, errs, code := runGame(t, "solve", "--game", gamesDir+"divisor.toml", "12")
	if code != 0 || !strings.Contains(out, "take 1   → 11") || !strings.Contains(out, "grundy    2") {
		t.Fatalf("exit %d, stdout:\n%s\nstderr: %s", code, out, errs)
	}
	out, errs, code = runGame(t, "solve", gamesDir+"grundy.toml", "12", "7", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Outcome      string `json:"outcome"`
		Grundy       int    `json:"grundy"`
		Tier         string `json:"tier"`
		WinningMoves []struct {
			Label     string    `json:"label"`
			Component int       `json:"component"`
			Position  [][]int64 `json:"position"`
		} `json:"winning_moves"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want, err := oracle.Analyze("grundy-game", oracle.Params{}, oracle.Normal, []int64{12, 7})
	if err != nil {
		t.Fatal(err)
	}
	if got.Outcome != want.Outcome.String() || got.Grundy != want.Grundy || len(got.WinningMoves) != len(want.Winning) || got.Tier != "Sprague-Grundy sum" {
		t.Fatalf("custom %+v, catalogue %+v", got, want)
	}
	for _, m := range got.WinningMoves {
		if len(m.Position) != 3 {
			t.Errorf("move %+v: the position after a split of one of two heaps has 3 heaps", m)
		}
	}
	out, _, code = runGame(t, "solve", gamesDir+"deque.toml")
	if code != 0 || !strings.Contains(out, "value     7") {
		t.Fatalf("deque (start from the file): exit %d\n%s", code, out)
	}
	out, _, code = runGame(t, "solve", gamesDir+"cycle.toml", "0")
	if code != 0 || !strings.Contains(out, "outcome   D") {
		t.Fatalf("cycle: exit %d\n%s", code, out)
	}
}

// TestTableGameFile: the table of a custom game from a file agrees with
// the catalogue (Grundy's game).
func TestTableGameFile(t *testing.T) {
	out, errs, code := runGame(t, "table", "--game", gamesDir+"grundy.toml", "--to", "60", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Grundy []int `json:"grundy"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want, err := oracle.Tabulate("grundy-game", oracle.Params{}, oracle.Normal, 0, 60)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Grundy) != 61 {
		t.Fatalf("%d values", len(got.Grundy))
	}
	for n, g := range got.Grundy {
		if g != want.Grundy[n] {
			t.Fatalf("G(%d) = %d, catalogue %d", n, g, want.Grundy[n])
		}
	}
	_, errs, code = runGame(t, "table", "--game", gamesDir+"staircase.toml", "--to", "5")
	if code != 2 || !strings.Contains(errs, "one or two variables") {
		t.Fatalf("a list state's table: exit %d, %s", code, errs)
	}
}

// TestTableGameFileGrid: a two-variable game's table is a grid of
// outcomes, agreeing with the catalogue's board.
func TestTableGameFileGrid(t *testing.T) {
	out, errs, code := runGame(t, "table", "--game", gamesDir+"grid.toml", "--to", "25", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Outcome [][]string `json:"outcome"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Outcome) != 25 {
		t.Fatalf("%d rows, want 25 (r = 1..25 within the bounds)", len(got.Outcome))
	}
	for i, row := range got.Outcome {
		for j, o := range row {
			want, _, err := oracle.BoardOutcome(int64(i+1), int64(j+1))
			if err != nil || o != want.String() {
				t.Fatalf("%d×%d: %s, catalogue %v (%v)", i+1, j+1, o, want, err)
			}
		}
	}
}

// TestTableGameFilePeriod: a max_take game's table states its certified
// period.
func TestTableGameFilePeriod(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.toml")
	src := "[game]\nname = \"custom\"\nstate = [\"n\"]\nmoves = 'map(filter(s, # <= n), n - #)'\nmax_take = 4\n[game.data]\ns = [1, 3, 4]\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runGame(t, "table", "--game", file, "--to", "20")
	if code != 0 || !strings.Contains(out, "period: 7 from n = 0, certified by the window theorem") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
}

// TestClaimGameFile: a claim about a custom game holds (exit 0) or fails at
// the smallest position (exit 1) with the command reproducing it.
func TestClaimGameFile(t *testing.T) {
	out, errs, code := runGame(t, "claim", "--game", gamesDir+"divisor.toml", "n % 2 == 0", "--to", "60")
	if code != 0 || !strings.Contains(out, "holds on all 60 positions") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	out, _, code = runGame(t, "claim", "--game", gamesDir+"grid.toml", "r % 2 == 0")
	if code != 1 || !strings.Contains(out, "FAILS at (1, 2)") || !strings.Contains(out, "reproduce: gamestress solve --game "+gamesDir+"grid.toml 1 2") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

// TestGameFileErrorsCLI: a bad game file is one line naming file:line and
// the key, exit 2.
func TestGameFileErrorsCLI(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(file, []byte("[game]\nname = \"custom\"\nstate = [\"n\"]\nmoves = 'n +'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runGame(t, "solve", "--game", file, "3")
	if code != 2 || !strings.Contains(errs, file+":4: game.moves:") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	_, errs, code = runGame(t, "solve", "--game", gamesDir+"divisor.toml", "0")
	if code != 2 || !strings.Contains(errs, "outside its bounds") {
		t.Fatalf("a position outside the bounds: exit %d, %q", code, errs)
	}
}
