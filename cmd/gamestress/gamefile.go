package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/explore"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem"
)

// Custom games from a file: solve, table and claim take `--game FILE` (or a
// GAME argument ending in .toml) instead of a catalogue name. The file is a
// game-only file ([game] alone) or a problem file; its [game] must say
// name = "custom" (docs/problem-files.md, "Custom games").

// gameFileArg finds the game file among args: --game FILE, --game=FILE,
// or a first argument ending in .toml; rest is args without it.
func gameFileArg(args []string) (file string, rest []string, ok bool) {
	for i, a := range args {
		switch {
		case a == "--":
			return "", nil, false
		case a == "--game" || a == "-game":
			if i+1 < len(args) {
				return args[i+1], append(append([]string(nil), args[:i]...), args[i+2:]...), true
			}
		case strings.HasPrefix(a, "--game=") || strings.HasPrefix(a, "-game="):
			_, v, _ := strings.Cut(a, "=")
			return v, append(append([]string(nil), args[:i]...), args[i+1:]...), true
		case !strings.HasPrefix(a, "-") && strings.HasSuffix(a, ".toml"):
			if i == 0 || !strings.HasPrefix(args[i-1], "-") || strings.Contains(args[i-1], "=") {
				return a, append(append([]string(nil), args[:i]...), args[i+1:]...), true
			}
		}
	}
	return "", nil, false
}

// loadGame loads a custom game file and binds it to its [game.data].
func loadGame(cmd, file string) (*problem.GameFile, *oracle.CustomGame, error) {
	f, err := problem.LoadGameFile(file)
	if err != nil {
		return nil, nil, usageErrorf("%s: %v", cmd, err)
	}
	g, err := f.Game(nil)
	if err != nil {
		return nil, nil, usageErrorf("%s: %v", cmd, err)
	}
	return f, g, nil
}

// customError turns the oracle's refusals into one usage line.
func customError(cmd string, err error) error {
	var ge *problem.GameFileError
	if errors.As(err, &ge) || errors.Is(err, oracle.ErrBadGame) || errors.Is(err, oracle.ErrTooLarge) {
		return usageErrorf("%s: %v", cmd, err)
	}
	return err
}

// describeGame is "divisor.toml (custom impartial game, normal play)".
func describeGame(f *problem.GameFile) string {
	s := f.Spec
	play := ", normal play"
	switch {
	case s.Kind == oracle.Score:
		play = ""
	case s.Play == oracle.Misere:
		play = ", misère play"
	}
	return fmt.Sprintf("%s (custom %s game%s; state %s)", f.File, s.Kind, play, strings.Join(s.State, ", "))
}

func compsText(g *oracle.CustomGame, comps [][]int64) string {
	s := make([]string, len(comps))
	for i, p := range comps {
		s[i] = g.Custom().FormatPosition(p)
	}
	if len(s) == 0 {
		return "(nothing)"
	}
	return strings.Join(s, " + ")
}

func customOutcomeWords(f *problem.GameFile, a oracle.CustomAnswer) string {
	switch {
	case a.Outcome == oracle.D && f.Spec.Kind == oracle.Score:
		return "D (a tie: value 0)"
	case a.Outcome == oracle.D:
		return "D (a draw: neither player can force a win)"
	}
	return outcomeWords(a.Outcome)
}

// cmdClaimGame is `gamestress claim --game FILE 'EXPR' [--from A] [--to B]`:
// EXPR, over the state variables by name and the game's data, is claimed
// true exactly when the player to move wins; every position with each
// variable in A..B (default: its bounds, else 0..30; a list state: lists
// of up to 3 numbers) is checked in size order (a smaller sum first).
func cmdClaimGame(stdout, stderr io.Writer, file string, args []string) error {
	fs := flag.NewFlagSet("claim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.Int64("from", 0, "smallest value of each state variable (default: its lower bound, else 0)")
	to := fs.Int64("to", 30, "largest value of each state variable (default: 30, within its bounds)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("claim: want --game FILE 'EXPR' (one quoted expression), got %d arguments", len(pos))
	}
	set := setFlags(fs)
	f, g, err := loadGame("claim", file)
	if err != nil {
		return err
	}
	names := g.Custom().StateNames()
	env := map[string]any{}
	for k, v := range f.Data {
		env[k] = normalizeClaimValue(v)
	}
	for _, n := range names {
		env[n] = 0
		if g.Custom().IsList() {
			env[n] = []int{}
		}
	}
	formula, err := explore.Compile(pos[0], env)
	if err != nil {
		return claimError(err)
	}
	var positions [][]int64
	if g.Custom().IsList() {
		if err := checkClaimBox([]int64{*from}, []int64{*to}, 3); err != nil {
			return err
		}
		positions = listPositions(*from, *to, 3)
	} else {
		los, his := make([]int64, len(names)), make([]int64, len(names))
		for i := range names {
			los[i], his[i] = *from, *to
			if lo, hi, ok := g.Bound(i); ok {
				if !set["from"] {
					los[i] = lo
				}
				los[i], his[i] = max(los[i], lo), min(his[i], hi)
			}
		}
		if err := checkClaimBox(los, his, 0); err != nil {
			return err
		}
		positions = boxPositions(los, his)
	}
	checked := 0
	for _, p := range positions {
		a, err := g.Solve(p)
		if err != nil {
			return customError("claim", err)
		}
		for i, n := range names {
			if g.Custom().IsList() {
				l := make([]int, len(p))
				for j, v := range p {
					l[j] = int(v)
				}
				env[n] = l
			} else {
				env[n] = int(p[i])
			}
		}
		claimed, err := formula.Eval(env)
		if err != nil {
			return usageErrorf("claim: at %s: %v", g.Custom().FormatPosition(p), err)
		}
		checked++
		if claimed != (a.Outcome == oracle.N) {
			return claimFails(stdout, f, g, pos[0], p, claimed, a, checked, *asJSON)
		}
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(map[string]any{"game": f.File, "formula": pos[0], "holds": true, "checked": checked})
	}
	fmt.Fprintf(stdout, "claim    %s: the player to move wins iff %s\n", describeGame(f), pos[0])
	fmt.Fprintf(stdout, "holds on all %d positions checked (not a proof)\n", checked)
	return nil
}

func normalizeClaimValue(v any) any {
	switch x := v.(type) {
	case int64:
		return int(x)
	case []any:
		out := make([]int, len(x))
		for i, e := range x {
			n, ok := e.(int64)
			if !ok {
				return v
			}
			out[i] = int(n)
		}
		return out
	}
	return v
}

func claimFails(w io.Writer, f *problem.GameFile, g *oracle.CustomGame, formula string, p []int64, claimed bool, a oracle.CustomAnswer, checked int, asJSON bool) error {
	word := func(win bool) string {
		switch {
		case win:
			return outcomeWords(oracle.N)
		case f.Spec.Kind == oracle.Loopy || f.Spec.Kind == oracle.Score:
			return "not N (the player to move does not win)"
		}
		return outcomeWords(oracle.P)
	}
	args := make([]string, len(p))
	for i, v := range p {
		args[i] = strconv.FormatInt(v, 10)
	}
	repro := "gamestress solve --game " + f.File + " " + strings.Join(args, " ")
	if asJSON {
		if err := json.NewEncoder(w).Encode(map[string]any{"game": f.File, "formula": formula, "holds": false, "checked": checked,
			"counterexample": p, "claimed": claimed, "oracle": a.Outcome.String()}); err != nil {
			return err
		}
		return errBugFound
	}
	fmt.Fprintf(w, "claim    %s: the player to move wins iff %s\n", describeGame(f), formula)
	fmt.Fprintf(w, "FAILS at %s (the smallest in the size order; %d positions agreed before it)\n", g.Custom().FormatPosition(p), checked-1)
	fmt.Fprintf(w, "  claim  %s\n", word(claimed))
	fmt.Fprintf(w, "  oracle %s\n", customOutcomeWords(f, a))
	fmt.Fprintf(w, "reproduce: %s\n", repro)
	return errBugFound
}

// boxPositions lists every tuple with los[i] <= p[i] <= his[i], by sum,
// then lexicographically.
func boxPositions(los, his []int64) [][]int64 {
	var out [][]int64
	var rec func(p []int64, i int)
	rec = func(p []int64, i int) {
		if i == len(los) {
			out = append(out, append([]int64(nil), p...))
			return
		}
		for v := los[i]; v <= his[i]; v++ {
			rec(append(p, v), i+1)
		}
	}
	rec(nil, 0)
	sortBySum(out)
	return out
}

// listPositions lists the lists of up to k numbers in lo..hi, shorter
// first, then by sum, then lexicographically.
func listPositions(lo, hi int64, k int) [][]int64 {
	var out [][]int64
	for n := 1; n <= k; n++ {
		los, his := make([]int64, n), make([]int64, n)
		for i := range los {
			los[i], his[i] = lo, hi
		}
		out = append(out, boxPositions(los, his)...)
	}
	return out
}

func sortBySum(ps [][]int64) {
	sum := func(p []int64) int64 {
		s := int64(0)
		for _, v := range p {
			s += v
		}
		return s
	}
	// insertion into buckets keeps lexicographic order within a sum
	buckets := map[int64][][]int64{}
	var keys []int64
	for _, p := range ps {
		s := sum(p)
		if _, ok := buckets[s]; !ok {
			keys = append(keys, s)
		}
		buckets[s] = append(buckets[s], p)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	ps = ps[:0]
	for _, k := range keys {
		ps = append(ps, buckets[k]...)
	}
}
