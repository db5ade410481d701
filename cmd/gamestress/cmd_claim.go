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
m = 1..10, a = b = 1..6 (take-range skips a > b). At most 10^9 positions
(about ten minutes) and 100 heaps; a check longer than a few seconds says
how far it is on stderr.
`

// cmdClaim is `gamestress claim GAME 'EXPR' [--param ranges] [--to N]`.
func cmdClaim(stdout, stderr io.Writer, args []string) error {
	if file, rest, ok := gameFileArg(args); ok { // a custom game: gamefile.go
		return cmdClaimGame(stdout, stderr, file, rest)
	}
	fs := flag.NewFlagSet("claim", flag.ContinueOnError)
	var gf gameFlags
	var rf rangeFlags
	var heaps explore.Range
	registerRangeFlags(fs, &gf, &rf)
	to := fs.Int64("to", 0, "largest position value: heap, side or target (default: see above)")
	fs.Var(&heaps, "heaps", "number of heaps when EXPR names heaps (default 1..3)")
	fs.Usage = helpFor(stderr, claimUsage, fs)
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	info, err := gameOf("claim", pos)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usageErrorf("claim: want GAME 'EXPR' (one quoted expression), got %d arguments", len(pos))
	}
	set := setFlags(fs)
	if set["to"] && *to < 1 {
		return usageErrorf("claim: --to must be at least 1, got %d", *to)
	}
	c := explore.Claim{Game: info.Name, Formula: pos[1], To: *to, Heaps: heaps, Ranges: map[string]explore.Range{}}
	for _, name := range []string{"m", "a", "b"} {
		if slices.Contains(info.Params, name) && !set[name] {
			*rf.byName(name) = explore.DefaultRange(name)
			set[name] = true
		}
	}
	p, play, _, err := rf.params("claim", &gf, info, set)
	if err != nil {
		return err
	}
	for _, name := range []string{"m", "a", "b"} {
		if slices.Contains(info.Params, name) {
			c.Ranges[name] = *rf.byName(name)
		}
	}
	c.Fixed = oracle.Params{Moves: p.Moves, Code: p.Code}
	c.Play = play
	prog := newClaimProgress(stderr)
	c.Progress = prog.update
	rep, err := explore.Check(c)
	prog.done()
	if err != nil {
		return claimError(err)
	}
	if gf.json {
		err = writeClaimJSON(stdout, c, rep)
	} else {
		writeClaimText(stdout, info, c, rep)
	}
	if err == nil && !rep.Holds() {
		return errBugFound
	}
	return err
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

func writeClaimText(w io.Writer, info oracle.GameInfo, c explore.Claim, rep explore.Report) {
	fmt.Fprintf(w, "claim    %s: the player to move wins iff %s\n", gameText(info, c), c.Formula)
	fmt.Fprintf(w, "checked  %s\n", rep.Describe())
	if rep.Holds() {
		fmt.Fprintf(w, "holds on all %d positions checked (not a proof)\n", rep.Checked)
		return
	}
	ce := rep.Counterexample
	fmt.Fprintf(w, "FAILS at %s (the smallest in the size order; %d positions agreed before it)\n", ce, rep.Checked-1)
	fmt.Fprintf(w, "  claim  %s\n", outcomeWords(ce.Claimed))
	fmt.Fprintf(w, "  oracle %s\n", outcomeWords(ce.Oracle))
	fmt.Fprintf(w, "reproduce: %s\n", solveCommand(info, c, ce))
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

func writeClaimJSON(w io.Writer, c explore.Claim, rep explore.Report) error {
	out := claimJSON{Game: c.Game, Formula: c.Formula, Holds: rep.Holds(), Checked: rep.Checked,
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

// maxGameClaimPositions bounds the positions a claim over a game file
// checks: they are listed in memory, to be sorted in the size order.
const maxGameClaimPositions = 1_000_000

// checkClaimBox refuses the positions of a claim over a game file when
// there are more than maxGameClaimPositions of them (or their count
// overflows): each variable i in los[i]..his[i], or with lists > 0 the lists
// of 1..lists numbers in los[0]..his[0].
func checkClaimBox(los, his []int64, lists int) error {
	sizes := make([]int64, 0, len(los))
	for i := range los {
		if his[i] < los[i] {
			continue // an empty range: no position (the caller says so)
		}
		sizes = append(sizes, his[i]-los[i]+1) // <= 0 when it overflows
	}
	tooMany := usageErrorf("claim: more than %d positions to check (--from %d --to %d): narrow --from/--to", maxGameClaimPositions, los[0], his[0])
	count := func(sizes []int64) (int64, bool) {
		n := int64(1)
		for _, s := range sizes {
			if s <= 0 || n > maxGameClaimPositions/s {
				return 0, false
			}
			n *= s
		}
		return n, true
	}
	if lists == 0 {
		if _, ok := count(sizes); !ok {
			return tooMany
		}
		return nil
	}
	total := int64(0)
	for k := 1; k <= lists && len(sizes) > 0; k++ {
		n, ok := count(slices.Repeat(sizes[:1], k))
		if total += n; !ok || total > maxGameClaimPositions {
			return tooMany
		}
	}
	return nil
}
