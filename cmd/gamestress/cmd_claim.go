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

	"github.com/gamestress/gamestress/explore"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/gamedef"
)

const claimUsage = `usage: gamestress claim GAME 'EXPR' [--m LO..HI] [--a LO..HI --b LO..HI] [--moves 1,3,4] [--code 0.77] [--misere] [--to N] [--heaps LO..HI] [--json]
       gamestress claim --game FILE.toml 'EXPR' [--from A] [--to B] [--json]   (a custom game: EXPR over its state variables)

EXPR is true exactly when the player to move wins (N). It names the position
as n (one heap, a reach target), heaps (a list of heaps: nim, or sums of any
heap game), a and b (wythoff), n and m (board), and the parameters m, a, b
(and moves, a list). Operators: + - * / % (/ gives a fraction: prefer %),
comparisons, && || !, cond ? x : y, ^ is XOR on integers (binding tighter
than * / %; ** is power); functions xor(a, b), xor(list), sum, min, max,
count(list) (its length), count(list, # == 1), map(list, # % 3), heaps[0].

Checked: every position and parameter in range, in the size order (fewer
numbers, then a smaller sum, then lexicographic; position before parameters),
so the first disagreement is the smallest. Defaults: n = 0..100 (reach 1..100),
heaps: 1..3 heaps of 1..12, a, b = 0..40 (wythoff), n, m = 1..40 (board),
m = 1..10, a = b = 1..6 (take-range skips a > b). A custom game's EXPR
names its state variables and its [game.data]: each variable over
--from..--to within its bounds (default: from its lower bound, else 0, to
30), a list state as lists of 1..3 numbers. At most 10^9 positions
(about ten minutes) and 100 heaps; a check longer than a few seconds says
how far it is on stderr.
`

// cmdClaim is `gamestress claim GAME 'EXPR' [--param ranges] [--to N]` or
// `gamestress claim --game FILE 'EXPR' [--from A] [--to B]`.
func cmdClaim(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("claim", flag.ContinueOnError)
	var gf gameFlags
	var rf rangeFlags
	var heaps explore.Range
	registerRangeFlags(fs, &gf, &rf)
	file := fs.String("game", "", "a custom game's file (or give FILE.toml in place of GAME)")
	from := fs.Int64("from", 0, "a custom game: the smallest value of each state variable (default: its lower bound, else 0)")
	to := fs.Int64("to", 0, "largest position value: heap, side or target (default: see above); a custom game's state variables (default 30, within their bounds)")
	fs.Var(&heaps, "heaps", "number of heaps when EXPR names heaps (default 1..3)")
	fs.Usage = helpFor(stderr, claimUsage, fs)
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	set := setFlags(fs)
	c := explore.Claim{To: *to, Heaps: heaps, Ranges: map[string]explore.Range{}}
	g, pos, err := resolveGame("claim", *file, pos, set, func(info oracle.GameInfo) (oracle.Params, oracle.Play, error) {
		return claimParams(info, pos, set, &gf, &rf, &c)
	})
	if err != nil {
		return err
	}
	if info, _, ok := g.Catalogue(); ok {
		c.Game = info.Name
	} else {
		if len(pos) != 1 {
			return usageErrorf("claim: want --game FILE 'EXPR' (one quoted expression), got %d arguments", len(pos))
		}
		if !set["to"] {
			*to = 30
		}
		c.Declared = declaredClaim(g, *from, *to, set["from"])
	}
	c.Formula = pos[0]
	prog := newClaimProgress(stderr)
	c.Progress = prog.update
	rep, err := explore.Check(c)
	prog.done()
	if err != nil {
		return claimError(err)
	}
	if gf.json {
		err = writeClaimJSON(stdout, g, c, rep)
	} else {
		writeClaimText(stdout, g, c, rep)
	}
	if err == nil && !rep.Holds() {
		return errBugFound
	}
	return err
}

// claimParams checks a claim over a catalogue game: its arguments, its
// parameters' ranges (into c) and their first values.
func claimParams(info oracle.GameInfo, pos []string, set map[string]bool, gf *gameFlags, rf *rangeFlags, c *explore.Claim) (oracle.Params, oracle.Play, error) {
	if len(pos) != 2 {
		return oracle.Params{}, 0, usageErrorf("claim: want GAME 'EXPR' (one quoted expression), got %d arguments", len(pos))
	}
	if set["from"] {
		return oracle.Params{}, 0, usageErrorf("claim: --from is for a custom game (a catalogue game's positions start at its smallest)")
	}
	if set["to"] && c.To < 1 {
		return oracle.Params{}, 0, usageErrorf("claim: --to must be at least 1, got %d", c.To)
	}
	for _, name := range []string{"m", "a", "b"} {
		if slices.Contains(info.Params, name) && !set[name] {
			*rf.byName(name) = explore.DefaultRange(name)
			set[name] = true
		}
	}
	p, play, _, err := rf.params("claim", gf, info, set)
	if err != nil {
		return p, play, err
	}
	for _, name := range []string{"m", "a", "b"} {
		if slices.Contains(info.Params, name) {
			c.Ranges[name] = *rf.byName(name)
		}
	}
	c.Fixed = oracle.Params{Moves: p.Moves, Code: p.Code}
	c.Play = play
	return p, play, nil
}

// declaredClaim is a custom game as a claim sees it: its state variables
// by name, each over from..to within its bounds (from: its lower bound
// unless given), a list state as lists of 1..3 numbers of from..to; its
// [game.data] by name.
func declaredClaim(g *gamedef.Game, from, to int64, fromSet bool) *explore.Declared {
	d := &explore.Declared{List: g.IsList(), Data: map[string]any{}}
	for k, v := range g.File().Data {
		d.Data[k] = normalizeClaimValue(v)
	}
	for i, n := range g.State {
		d.State = append(d.State, strings.TrimSuffix(n, "[]"))
		lo, hi := from, to
		if blo, bhi, ok := g.Bound(i); ok && !d.List {
			if !fromSet {
				lo = blo
			}
			lo, hi = max(lo, blo), min(hi, bhi)
		}
		d.Ranges = append(d.Ranges, explore.Span(lo, hi))
	}
	d.Outcome = func(pos []int64) (oracle.Outcome, error) {
		a, err := g.Value(nil, pos)
		return a.Outcome, err
	}
	return d
}

// normalizeClaimValue gives a formula ints and lists of ints.
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

// claimError turns the claim's faults into one usage error; a syntax
// error shows the expression with a caret under the column.
func claimError(err error) error {
	var se *explore.SyntaxError
	var re *explore.RangeError
	switch {
	case errors.As(err, &se):
		if c := se.Caret(); c != "" {
			return usageErrorf("claim: bad expression at %v\n%s", se, c)
		}
		return usageErrorf("claim: bad expression: %v", se)
	case errors.As(err, &re):
		return usageErrorf("claim: %v", re)
	case errors.Is(err, explore.ErrBadClaim), errors.Is(err, oracle.ErrBadGame), errors.Is(err, oracle.ErrTooLarge):
		return usageErrorf("claim: %v", err)
	}
	return usageErrorf("claim: %v", err)
}

func writeClaimText(w io.Writer, g *gamedef.Game, c explore.Claim, rep explore.Report) {
	info, _, catalogue := g.Catalogue()
	what := g.Describe()
	if catalogue {
		what = gameText(info, c)
	}
	fmt.Fprintf(w, "claim    %s: the player to move wins iff %s\n", what, c.Formula)
	fmt.Fprintf(w, "checked  %s\n", rep.Describe())
	if rep.Holds() {
		fmt.Fprintf(w, "holds on all %d positions checked (not a proof)\n", rep.Checked)
		return
	}
	ce := rep.Counterexample
	where, repro := ce.String(), ""
	if catalogue {
		repro = solveCommand(info, c, ce)
	} else {
		p := counterPosition(ce)
		where = g.FormatPosition([][]int64{p})
		repro = "gamestress solve --game " + g.Name + " " + joinInts(p, " ")
	}
	claimed := outcomeWords(ce.Claimed)
	if ce.Claimed != oracle.N && (g.Kind == custom.Loopy || g.Kind == custom.Score) {
		claimed = "not N (the player to move does not win)"
	}
	fmt.Fprintf(w, "FAILS at %s (the smallest in the size order; %d positions agreed before it)\n", where, rep.Checked-1)
	fmt.Fprintf(w, "  claim  %s\n", claimed)
	fmt.Fprintf(w, "  oracle %s\n", outcomeText(g, ce.Oracle))
	fmt.Fprintf(w, "reproduce: %s\n", repro)
}

// counterPosition is a declared game's position at a counterexample.
func counterPosition(ce *explore.Counterexample) []int64 {
	var p []int64
	for _, v := range ce.Values {
		switch x := v.(type) {
		case int64:
			p = append(p, x)
		case []int64:
			p = append(p, x...)
		}
	}
	return p
}

// gameText is "bash" or "nim (misère play)" or "subtraction (moves=1,3,4)".
func gameText(info oracle.GameInfo, c explore.Claim) string {
	var parts []string
	if len(c.Fixed.Moves) > 0 {
		parts = append(parts, "moves="+joinInts(c.Fixed.Moves, ","))
	}
	if c.Fixed.Code != "" {
		parts = append(parts, "code="+c.Fixed.Code)
	}
	if c.Play == oracle.Misere && info.Name != "misere-bash" {
		parts = append(parts, "misère play")
	}
	if len(parts) == 0 {
		return info.Name
	}
	return info.Name + " (" + strings.Join(parts, ", ") + ")"
}

// solveCommand is the gamestress solve command line that shows the
// oracle's answer at the counterexample.
func solveCommand(info oracle.GameInfo, c explore.Claim, ce *explore.Counterexample) string {
	args := []string{"gamestress", "solve", info.Name}
	var position []string
	for i, name := range ce.Names {
		switch v := ce.Values[i].(type) {
		case []int64:
			for _, h := range v {
				position = append(position, strconv.FormatInt(h, 10))
			}
		case int64:
			if slices.Contains(info.Params, name) {
				args = append(args, "--"+name, strconv.FormatInt(v, 10))
			} else {
				position = append(position, strconv.FormatInt(v, 10))
			}
		}
	}
	if len(c.Fixed.Moves) > 0 {
		args = append(args, "--moves", joinInts(c.Fixed.Moves, ","))
	}
	if c.Fixed.Code != "" {
		args = append(args, "--code", c.Fixed.Code)
	}
	if c.Play == oracle.Misere && info.Name != "misere-bash" {
		args = append(args, "--misere")
	}
	return strings.Join(append(args, position...), " ")
}

type claimJSON struct {
	Game           string                  `json:"game"`
	Formula        string                  `json:"formula"`
	Holds          bool                    `json:"holds"`
	Checked        int                     `json:"checked"`
	Counterexample *explore.Counterexample `json:"counterexample"`
	Claimed        *string                 `json:"claimed"`
	Oracle         *string                 `json:"oracle"`
	Ranges         map[string]string       `json:"ranges"`
	Misere         bool                    `json:"misere,omitempty"`
}

func writeClaimJSON(w io.Writer, g *gamedef.Game, c explore.Claim, rep explore.Report) error {
	out := claimJSON{Game: g.Name, Formula: c.Formula, Holds: rep.Holds(), Checked: rep.Checked,
		Counterexample: rep.Counterexample, Ranges: map[string]string{}, Misere: c.Play == oracle.Misere}
	if ce := rep.Counterexample; ce != nil {
		claimed, orc := ce.Claimed.String(), ce.Oracle.String()
		out.Claimed, out.Oracle = &claimed, &orc
	}
	for _, v := range rep.Vars {
		out.Ranges[v.Name] = v.Values.String()
		if v.Name == "heaps" {
			out.Ranges["heaps_count"] = v.Count.String()
		}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}
