package main

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/gamedef"
)

// TestEveryGameThroughTheCommands: every catalogue game and every example
// game file goes through solve and table on the command line, and their
// JSON says what the one game model (gamedef.Game) answers: the outcome
// and Grundy value of a position, the outcome of each row of a table (a
// grid for two variables); a list state's table is refused (exit 2).
func TestEveryGameThroughTheCommands(t *testing.T) {
	type game struct {
		args []string // the game on the command line
		g    *gamedef.Game
		pos  []int64
	}
	var games []game
	flags := map[string][]string{"bash": {"--m", "3"}, "misere-bash": {"--m", "3"}, "reach": {"--m", "3"},
		"take-range": {"--a", "2", "--b", "3"}, "subtraction": {"--moves", "1,3,4"}, "octal": {"--code", "0.77"}}
	params := map[string]oracle.Params{"bash": {M: 3}, "misere-bash": {M: 3}, "reach": {M: 3},
		"take-range": {A: 2, B: 3}, "subtraction": {Moves: []int64{1, 3, 4}}, "octal": {Code: "0.77"}}
	for _, info := range oracle.Games() {
		g, err := gamedef.CatalogueGame(info.Name, params[info.Name], oracle.Normal)
		if err != nil {
			t.Fatal(err)
		}
		pos := []int64{7, 4}
		if info.Name == "reach" {
			pos = pos[:1]
		}
		games = append(games, game{append([]string{info.Name}, flags[info.Name]...), g, pos})
	}
	files, err := filepath.Glob(gamesDir + "*.toml")
	if err != nil || len(files) < 5 {
		t.Fatalf("%d example games (%v)", len(files), err)
	}
	for _, file := range files {
		g, err := gamedef.LoadGame(file)
		if err != nil {
			t.Fatal(err)
		}
		var pos []int64 // the file's start, if it has one
		if g.File().Start == "" && g.File().Components == "" {
			for i := range g.State {
				lo, _, _ := g.Bound(i)
				pos = append(pos, lo+2)
			}
		}
		games = append(games, game{[]string{"--game", file}, g, pos})
	}
	for _, tc := range games {
		args := append([]string{"solve", "--json"}, tc.args...)
		for _, v := range tc.pos {
			args = append(args, strconv.FormatInt(v, 10))
		}
		out, errs, code := runGame(t, args...)
		var got struct {
			Outcome string `json:"outcome"`
			Grundy  *int   `json:"grundy"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &got) != nil {
			t.Fatalf("%v: exit %d: %s%s", args, code, out, errs)
		}
		comps, err := tc.g.Position(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		want, err := tc.g.Solve(nil, comps)
		if err != nil {
			t.Fatal(err)
		}
		if got.Outcome != want.Outcome.String() || (got.Grundy == nil) != (want.Grundy < 0) || got.Grundy != nil && *got.Grundy != want.Grundy {
			t.Errorf("%v: %+v, the model says %v G=%d", args, got, want.Outcome, want.Grundy)
		}
		tableAgrees(t, tc.args, tc.g)
	}
}

// tableAgrees runs table --json on a game and checks its outcomes against
// the model's, position by position.
func tableAgrees(t *testing.T, game []string, g *gamedef.Game) {
	t.Helper()
	args := append(append([]string{"table", "--json"}, game...), "--to", "5")
	out, errs, code := runGame(t, args...)
	if g.IsList() {
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (a list state has no table): %s", args, code, errs)
		}
		return
	}
	var got struct {
		From    int64           `json:"from"`
		Outcome json.RawMessage `json:"outcome"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil {
		t.Fatalf("%v: exit %d: %s%s", args, code, out, errs)
	}
	if g.Name == "wythoff" {
		return // its table is its P positions (TestTableWythoff)
	}
	var cells [][]string
	if len(g.State) == 1 {
		var row []string
		if err := json.Unmarshal(got.Outcome, &row); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		for _, o := range row {
			cells = append(cells, []string{o})
		}
	} else if err := json.Unmarshal(got.Outcome, &cells); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	lo := [2]int64{got.From, got.From}
	for i := range lo {
		if b, _, ok := g.Bound(i); ok && (len(g.State) == 2 || got.From < b) {
			lo[i] = max(lo[i], b)
		}
	}
	if len(cells) == 0 {
		t.Fatalf("%v: an empty table", args)
	}
	for i, row := range cells {
		for j, o := range row {
			pos := []int64{lo[0] + int64(i)}
			if len(g.State) == 2 {
				pos = append(pos, lo[1]+int64(j))
			}
			a, err := g.Value(nil, pos)
			if err != nil || a.Outcome.String() != o {
				t.Fatalf("%v at %v: table %s, the model %v (%v)", args, pos, o, a.Outcome, err)
			}
		}
	}
}
