package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/gamedef"
)

// gameFlags are the game parameters shared by solve and table, named like
// the game's letters.
type gameFlags struct {
	m, a, b int64
	moves   string
	code    string
	misere  bool
	json    bool
}

func (g *gameFlags) register(fs *flag.FlagSet) {
	fs.Int64Var(&g.m, "m", 0, "bash, misere-bash: take 1..m; reach: raise 1..m")
	fs.Int64Var(&g.a, "a", 0, "take-range: take a..b")
	fs.Int64Var(&g.b, "b", 0, "take-range: take a..b")
	fs.StringVar(&g.moves, "moves", "", "subtraction: the move set, e.g. 1,3,4")
	fs.StringVar(&g.code, "code", "", "octal: the code, e.g. 0.77 (Kayles) or 0.07 (Dawson's Kayles)")
	fs.BoolVar(&g.misere, "misere", false, "misère play (whoever makes the last move loses)")
	fs.BoolVar(&g.json, "json", false, "print JSON")
}

// params checks the flags against the game's parameters and builds them.
func (g *gameFlags) params(cmd string, info oracle.GameInfo, set map[string]bool) (oracle.Params, oracle.Play, error) {
	var p oracle.Params
	play := oracle.Normal
	if g.misere || info.Name == "misere-bash" {
		play = oracle.Misere
	}
	if g.misere && !info.Misere {
		return p, play, usageErrorf("%s: %s has no misère version", cmd, info.Name)
	}
	for _, name := range []string{"m", "a", "b", "moves", "code"} {
		if set[name] && !slices.Contains(info.Params, name) {
			return p, play, usageErrorf("%s: %s takes no --%s (its parameters: %s)", cmd, info.Name, name, paramList(info))
		}
		if !set[name] && slices.Contains(info.Params, name) {
			return p, play, usageErrorf("%s: %s needs --%s", cmd, info.Name, name)
		}
	}
	p.M, p.A, p.B, p.Code = g.m, g.a, g.b, g.code
	switch {
	case set["m"] && g.m < 1:
		return p, play, usageErrorf("%s: --m must be at least 1, got %d", cmd, g.m)
	case set["a"] && g.a < 1:
		return p, play, usageErrorf("%s: --a must be at least 1, got %d", cmd, g.a)
	case set["a"] && g.a > g.b:
		return p, play, usageErrorf("%s: --a must not exceed --b, got a=%d b=%d", cmd, g.a, g.b)
	}
	if set["moves"] {
		for _, f := range strings.Split(g.moves, ",") {
			f = strings.TrimSpace(f)
			if f == "" {
				continue
			}
			v, err := strconv.ParseInt(f, 10, 64)
			if err != nil || v < 1 {
				return p, play, usageErrorf("%s: --moves: %q is not a positive integer", cmd, f)
			}
			p.Moves = append(p.Moves, v)
		}
		if len(p.Moves) == 0 {
			return p, play, usageErrorf("%s: --moves is empty", cmd)
		}
	}
	return p, play, nil
}

func paramList(info oracle.GameInfo) string {
	if len(info.Params) == 0 {
		return "none"
	}
	return "--" + strings.Join(info.Params, ", --")
}

// paramsJSON is the params object of the JSON output: the flags the game uses.
func paramsJSON(info oracle.GameInfo, p oracle.Params, play oracle.Play) map[string]any {
	out := map[string]any{}
	for _, name := range info.Params {
		switch name {
		case "m":
			out["m"] = p.M
		case "a":
			out["a"] = p.A
		case "b":
			out["b"] = p.B
		case "moves":
			out["moves"] = p.Moves
		case "code":
			out["code"] = p.Code
		}
	}
	if play == oracle.Misere {
		out["misere"] = true
	}
	return out
}

func joinInts(v []int64, sep string) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, sep)
}

// gameOf finds the game named by the first positional argument.
func gameOf(cmd string, pos []string) (oracle.GameInfo, error) {
	if len(pos) == 0 {
		return oracle.GameInfo{}, usageErrorf("%s: name a game (%s)", cmd, gameNames())
	}
	info, ok := oracle.LookupGame(pos[0])
	if !ok {
		return info, usageErrorf("%s: unknown game %q (games: %s)", cmd, pos[0], gameNames())
	}
	return info, nil
}

func gameNames() string {
	var names []string
	for _, g := range oracle.Games() {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}

// oracleError turns the oracle's refusals (bad game, too large) into usage errors.
func oracleError(cmd string, err error) error {
	if errors.Is(err, oracle.ErrBadGame) || errors.Is(err, oracle.ErrTooLarge) {
		return usageErrorf("%s: %v", cmd, err)
	}
	return err
}

func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// cmdSolve is `gamestress solve GAME [--param value ...] POSITION` or
// `gamestress solve --game FILE [POSITION]`.
func cmdSolve(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var gf gameFlags
	gf.register(fs)
	file := fs.String("game", "", "a custom game's file (or give FILE.toml in place of GAME)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress solve GAME [--m M] [--a A --b B] [--moves 1,3,4] [--code 0.77] [--misere] [--json] POSITION")
		fmt.Fprintln(stderr, "       gamestress solve --game FILE.toml [--json] [POSITION]   (a custom game: docs/problem-files.md)")
		fmt.Fprintln(stderr, "games:")
		for _, g := range oracle.Games() {
			fmt.Fprintf(stderr, "  %-13s %-8s %s\n", g.Name, g.Position, g.Summary)
		}
		fs.PrintDefaults()
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	set := setFlags(fs)
	g, pos, err := resolveGame("solve", *file, pos, set, func(info oracle.GameInfo) (oracle.Params, oracle.Play, error) {
		return gf.params("solve", info, set)
	})
	if err != nil {
		return err
	}
	nums := make([]int64, len(pos))
	for i, a := range pos {
		if nums[i], err = strconv.ParseInt(a, 10, 64); err != nil {
			return usageErrorf("solve: position: %q is not an integer", a)
		}
	}
	comps, err := g.Position(nums)
	if err != nil {
		return gameError("solve", err)
	}
	a, err := g.Solve(nil, comps)
	if err != nil {
		return gameError("solve", err)
	}
	if gf.json {
		return writeSolveJSON(stdout, g, comps, a)
	}
	writeSolveText(stdout, g, comps, a)
	return nil
}

func outcomeWords(o oracle.Outcome) string {
	if o == oracle.N {
		return "N (the player to move wins)"
	}
	return "P (the player to move loses)"
}

func writeSolveText(w io.Writer, g *gamedef.Game, comps [][]int64, a custom.CustomAnswer) {
	fmt.Fprintf(w, "game      %s\n", g.Describe())
	fmt.Fprintf(w, "position  %s\n", g.FormatPosition(comps))
	fmt.Fprintf(w, "outcome   %s\n", outcomeText(g, a.Outcome))
	switch {
	case g.Kind == custom.Score:
		fmt.Fprintf(w, "value     %d (the mover's best margin)\n", a.Value)
	case a.Grundy >= 0:
		fmt.Fprintf(w, "grundy    %d\n", a.Grundy)
	case g.Play == oracle.Misere:
		fmt.Fprintln(w, "grundy    - (normal play only)")
	case g.Kind != custom.Impartial:
		fmt.Fprintln(w, "grundy    - (impartial games under normal play only)")
	default:
		fmt.Fprintln(w, "grundy    - (beyond search)")
	}
	fmt.Fprintf(w, "tier      %s\n", a.Tier)
	what := "winning"
	if g.Kind == custom.Score {
		what = "best"
	}
	if len(a.Winning) == 0 {
		fmt.Fprintf(w, "%-9s none\n", what)
		return
	}
	fmt.Fprintf(w, "%-9s %d move(s):\n", what, len(a.Winning))
	for _, m := range a.Winning {
		line := "  " + m.Label
		if m.Position != nil {
			if after := "→ " + g.FormatPosition(m.Position); !strings.HasSuffix(m.Label, after) && !strings.HasPrefix(m.Label, "→") {
				line += "   " + after
			}
		}
		if g.Kind == custom.Score {
			line += fmt.Sprintf("   (gain %d)", m.Gain)
		}
		fmt.Fprintln(w, line)
	}
}

// solveJSON is the JSON of solve: a catalogue game says its params, its
// position as numbers and its moves as labels; a custom game its kind and
// play, its position as components and its moves as records.
type solveJSON struct {
	Game         string `json:"game"`
	Params       any    `json:"params,omitempty"` // a map, {} for none
	Kind         string `json:"kind,omitempty"`
	Play         string `json:"play,omitempty"`
	Position     any    `json:"position"`
	Outcome      string `json:"outcome"`
	Grundy       *int   `json:"grundy"`
	Value        *int64 `json:"value,omitempty"`
	WinningMoves any    `json:"winning_moves"`
	Tier         string `json:"tier"`
}

type moveJSON struct {
	Label     string    `json:"label"`
	Component int       `json:"component"`
	To        [][]int64 `json:"to"`
	Position  [][]int64 `json:"position"`
	Gain      int64     `json:"gain"`
}

func writeSolveJSON(w io.Writer, g *gamedef.Game, comps [][]int64, a custom.CustomAnswer) error {
	out := solveJSON{Game: g.Name, Outcome: a.Outcome.String(), Tier: a.Tier.String()}
	if a.Grundy >= 0 {
		out.Grundy = &a.Grundy
	}
	if info, p, ok := g.Catalogue(); ok {
		out.Params = paramsJSON(info, p, g.Play)
		pos, labels := []int64{}, []string{}
		for _, c := range comps {
			pos = append(pos, c...)
		}
		for _, m := range a.Winning {
			labels = append(labels, m.Label)
		}
		out.Position, out.WinningMoves = pos, labels
	} else {
		out.Kind, out.Play, out.Position = g.Kind.String(), g.Play.String(), comps
		if g.Kind == custom.Score {
			out.Value = &a.Value
		}
		moves := []moveJSON{}
		for _, m := range a.Winning {
			to := m.To
			if to == nil {
				to = [][]int64{}
			}
			moves = append(moves, moveJSON{m.Label, m.Component, to, m.Position, m.Gain})
		}
		out.WinningMoves = moves
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}
