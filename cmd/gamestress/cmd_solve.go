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

// paramsText is "bash (m=3, misère)".
func paramsText(info oracle.GameInfo, p oracle.Params, play oracle.Play) string {
	var parts []string
	for _, name := range info.Params {
		switch name {
		case "m":
			parts = append(parts, "m="+strconv.FormatInt(p.M, 10))
		case "a":
			parts = append(parts, "a="+strconv.FormatInt(p.A, 10))
		case "b":
			parts = append(parts, "b="+strconv.FormatInt(p.B, 10))
		case "moves":
			parts = append(parts, "moves="+joinInts(p.Moves, ","))
		case "code":
			parts = append(parts, "code="+p.Code)
		}
	}
	if play == oracle.Misere {
		parts = append(parts, "misère play")
	}
	if len(parts) == 0 {
		return info.Name
	}
	return info.Name + " (" + strings.Join(parts, ", ") + ")"
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

// cmdSolve is `gamestress solve GAME [--param value ...] POSITION`.
func cmdSolve(stdout, stderr io.Writer, args []string) error {
	if file, rest, ok := gameFileArg(args); ok { // a custom game: gamefile.go
		return cmdSolveGame(stdout, stderr, file, rest)
	}
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var gf gameFlags
	gf.register(fs)
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
	info, err := gameOf("solve", pos)
	if err != nil {
		return err
	}
	p, play, err := gf.params("solve", info, setFlags(fs))
	if err != nil {
		return err
	}
	position, err := parsePosition(info, pos[1:])
	if err != nil {
		return err
	}
	ans, err := oracle.Analyze(info.Name, p, play, position)
	if err != nil {
		return oracleError("solve", err)
	}
	if gf.json {
		return writeSolveJSON(stdout, info, p, play, position, ans)
	}
	return writeSolveText(stdout, info, p, play, position, ans)
}

// parsePosition reads the position's numbers and checks their count.
func parsePosition(info oracle.GameInfo, args []string) ([]int64, error) {
	var out []int64
	for _, a := range args {
		v, err := strconv.ParseInt(a, 10, 64)
		if err != nil {
			return nil, usageErrorf("position: %q is not an integer", a)
		}
		if v < 0 {
			return nil, usageErrorf("position: negative value %d", v)
		}
		out = append(out, v)
	}
	want := 0
	switch info.Name {
	case "wythoff", "board":
		want = 2
	case "reach":
		want = 1
	}
	switch {
	case want > 0 && len(out) != want:
		return nil, usageErrorf("position: %s needs %s, got %d numbers", info.Name, info.Position, len(out))
	case len(out) == 0 && info.Name != "nim":
		return nil, usageErrorf("position: %s needs %s", info.Name, info.Position)
	case info.Name == "board" && (out[0] < 1 || out[1] < 1):
		return nil, usageErrorf("position: board sides must be at least 1, got %d×%d", out[0], out[1])
	case info.Name == "reach" && out[0] < 1:
		return nil, usageErrorf("position: reach target must be at least 1, got %d", out[0])
	}
	return out, nil
}

func outcomeWords(o oracle.Outcome) string {
	if o == oracle.N {
		return "N (the player to move wins)"
	}
	return "P (the player to move loses)"
}

func writeSolveText(w io.Writer, info oracle.GameInfo, p oracle.Params, play oracle.Play, pos []int64, a oracle.Answer) error {
	fmt.Fprintf(w, "game      %s\n", paramsText(info, p, play))
	fmt.Fprintf(w, "position  %s\n", positionText(pos))
	fmt.Fprintf(w, "outcome   %s\n", outcomeWords(a.Outcome))
	switch {
	case play == oracle.Misere:
		fmt.Fprintln(w, "grundy    - (normal play only)")
	case a.Grundy < 0:
		fmt.Fprintln(w, "grundy    - (beyond search)")
	default:
		fmt.Fprintf(w, "grundy    %d\n", a.Grundy)
	}
	fmt.Fprintf(w, "tier      %s\n", a.Tier)
	if len(a.Winning) == 0 {
		fmt.Fprintln(w, "winning   none")
		return nil
	}
	fmt.Fprintf(w, "winning   %d move(s):\n", len(a.Winning))
	for _, m := range a.Winning {
		fmt.Fprintf(w, "  %s\n", m)
	}
	return nil
}

func positionText(pos []int64) string {
	if len(pos) == 0 {
		return "(empty)"
	}
	return joinInts(pos, " ")
}

type solveJSON struct {
	Game         string         `json:"game"`
	Params       map[string]any `json:"params"`
	Position     []int64        `json:"position"`
	Outcome      string         `json:"outcome"`
	Grundy       *int           `json:"grundy"`
	WinningMoves []string       `json:"winning_moves"`
	Tier         string         `json:"tier"`
}

func writeSolveJSON(w io.Writer, info oracle.GameInfo, p oracle.Params, play oracle.Play, pos []int64, a oracle.Answer) error {
	out := solveJSON{
		Game:         info.Name,
		Params:       paramsJSON(info, p, play),
		Position:     pos,
		Outcome:      a.Outcome.String(),
		WinningMoves: a.Winning,
		Tier:         a.Tier.String(),
	}
	if out.Position == nil {
		out.Position = []int64{}
	}
	if out.WinningMoves == nil {
		out.WinningMoves = []string{}
	}
	if play == oracle.Normal && a.Grundy >= 0 {
		out.Grundy = &a.Grundy
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}
