package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/gamestress/gamestress/explore"
	"github.com/gamestress/gamestress/oracle"
)

// cmdTable is `gamestress table GAME [--param value ...] [--from A] --to B`.
func cmdTable(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var gf gameFlags
	gf.register(fs)
	from := fs.Int64("from", -1, "first n (default 0; 1 for reach and board)")
	to := fs.Int64("to", -1, "last n (required)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress table GAME [--m M] [--a A --b B] [--moves 1,3,4] [--code 0.77] [--misere] [--json] [--from A] --to B")
		fs.PrintDefaults()
	}
	pos, err := parseGameArgs(fs, args)
	if err != nil {
		return err
	}
	info, err := gameOf("table", pos)
	if err != nil {
		return err
	}
	if len(pos) > 1 {
		return usageErrorf("table: unexpected argument %q (the range is --from A --to B)", pos[1])
	}
	set := setFlags(fs)
	p, play, err := gf.params("table", info, set)
	if err != nil {
		return err
	}
	if !set["to"] {
		return usageErrorf("table: --to is required")
	}
	if !set["from"] {
		*from = 0
		if info.Name == "reach" || info.Name == "board" {
			*from = 1
		}
	}
	if *from < 0 || *to < *from {
		return usageErrorf("table: want 0 <= --from <= --to, got from=%d to=%d", *from, *to)
	}
	t, err := oracle.Tabulate(info.Name, p, play, *from, *to)
	if err != nil {
		return oracleError("table", err)
	}
	if gf.json {
		return writeTableJSON(stdout, info, p, play, t)
	}
	return writeTableText(stdout, info, p, play, t)
}

type periodJSON struct {
	Preperiod int64  `json:"preperiod"`
	Period    int64  `json:"period"`
	Certified bool   `json:"certified"`
	Theorem   string `json:"theorem,omitempty"`
}

type tableJSON struct {
	Game       string         `json:"game"`
	Params     map[string]any `json:"params"`
	From       int64          `json:"from"`
	To         int64          `json:"to"`
	Outcome    any            `json:"outcome,omitempty"`
	Grundy     []int          `json:"grundy"`
	Period     *periodJSON    `json:"period"`
	PPositions *[][2]int64    `json:"p_positions,omitempty"`
	Tier       string         `json:"tier"`
}

func outcomeStrings(os []oracle.Outcome) []string {
	out := make([]string, len(os))
	for i, o := range os {
		out[i] = o.String()
	}
	return out
}

func writeTableJSON(w io.Writer, info oracle.GameInfo, p oracle.Params, play oracle.Play, t oracle.Table) error {
	out := tableJSON{Game: info.Name, Params: paramsJSON(info, p, play), From: t.From, To: t.To, Grundy: t.Grundy, Tier: t.Tier.String()}
	switch {
	case info.Name == "wythoff":
		ps := t.PPositions
		if ps == nil {
			ps = [][2]int64{}
		}
		out.PPositions = &ps
	case t.Rows != nil:
		rows := make([][]string, len(t.Rows))
		for i, r := range t.Rows {
			rows[i] = outcomeStrings(r)
		}
		out.Outcome = rows
	default:
		out.Outcome = outcomeStrings(t.Outcome)
	}
	if t.Period != nil {
		out.Period = &periodJSON{t.Period.Preperiod, t.Period.Period, t.Period.Certified, t.Period.Theorem}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

func writeTableText(w io.Writer, info oracle.GameInfo, p oracle.Params, play oracle.Play, t oracle.Table) error {
	switch {
	case info.Name == "wythoff":
		fmt.Fprintf(w, "%s: P positions (a, b) with a <= b <= %d (tier: %s)\n", info.Name, t.To, t.Tier)
		fmt.Fprintf(w, "%6s %12s %12s\n", "k", "a", "b")
		for k, ab := range t.PPositions {
			fmt.Fprintf(w, "%6d %12d %12d\n", k, ab[0], ab[1])
		}
		return nil
	case t.Rows != nil:
		fmt.Fprintf(w, "%s: outcome of an n×m board, n (rows) and m (columns) from %d to %d (tier: %s)\n", info.Name, t.From, t.To, t.Tier)
		fmt.Fprintf(w, "%6s", "n\\m")
		for m := t.From; m <= t.To; m++ {
			fmt.Fprintf(w, " %3d", m)
		}
		fmt.Fprintln(w)
		for i, r := range t.Rows {
			fmt.Fprintf(w, "%6d", t.From+int64(i))
			for _, o := range r {
				fmt.Fprintf(w, " %3s", o)
			}
			fmt.Fprintln(w)
		}
		return nil
	}
	what := "heap n"
	if info.Name == "reach" {
		what = "target n"
	}
	fmt.Fprintf(w, "%s, %s = %d..%d (tier: %s)\n", paramsText(info, p, play), what, t.From, t.To, t.Tier)
	if t.Grundy != nil {
		fmt.Fprintf(w, "%12s %8s %8s\n", "n", "grundy", "outcome")
	} else {
		fmt.Fprintf(w, "%12s %8s\n", "n", "outcome")
	}
	for i, o := range t.Outcome {
		if t.Grundy != nil {
			fmt.Fprintf(w, "%12d %8d %8s\n", t.From+int64(i), t.Grundy[i], o)
		} else {
			fmt.Fprintf(w, "%12d %8s\n", t.From+int64(i), o)
		}
	}
	fmt.Fprintln(w, periodText(info, t.Period))
	return nil
}

func periodText(info oracle.GameInfo, p *oracle.Period) string {
	if p == nil {
		why := "none certified"
		switch info.Name {
		case "powers-of-two", "fibonacci":
			why += " (an infinite move set: no window theorem applies)"
		case "grundy-game":
			why += " (Grundy's game is not an octal game: no known bound)"
		case "nim", "reach", "board", "wythoff":
			why = "not applicable"
		default:
			why += " within the search limits"
		}
		return "period: " + why
	}
	var b strings.Builder
	fmt.Fprintf(&b, "period: %d from n = %d, certified by the %s", p.Period, p.Preperiod, p.Theorem)
	fmt.Fprintf(&b, " (values seen to repeat over %d consecutive n from %d)", p.Checked, p.Preperiod)
	return b.String()
}

// rangeFlags are the integer game parameters as ranges: --m 3 or --m 1..12.
type rangeFlags struct {
	m, a, b explore.Range
}

// registerRangeFlags registers gf's flags on fs, except that --m, --a and
// --b take ranges (rf). Flag errors are left to the caller to print (one
// line); usage prints the help text for -h.
func registerRangeFlags(fs *flag.FlagSet, gf *gameFlags, rf *rangeFlags) {
	scratch := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
	gf.register(scratch)
	scratch.VisitAll(func(f *flag.Flag) {
		switch f.Name {
		case "m":
			fs.Var(&rf.m, "m", f.Usage+" (a value or a range LO..HI)")
		case "a":
			fs.Var(&rf.a, "a", f.Usage+" (a value or a range LO..HI)")
		case "b":
			fs.Var(&rf.b, "b", f.Usage+" (a value or a range LO..HI)")
		default:
			fs.Var(f.Value, f.Name, f.Usage)
		}
	})
	fs.SetOutput(io.Discard)
}

// byName is the parameter range named "m", "a" or "b".
func (rf *rangeFlags) byName(name string) *explore.Range {
	switch name {
	case "m":
		return &rf.m
	case "a":
		return &rf.a
	case "b":
		return &rf.b
	}
	return nil
}

// params checks the flags against the game as gameFlags.params does, with
// each integer parameter set to the first value of its range; every range
// must start at 1 or more. It reports the names of the parameters given as
// ranges of more than one value.
func (rf *rangeFlags) params(cmd string, gf *gameFlags, info oracle.GameInfo, set map[string]bool) (oracle.Params, oracle.Play, []string, error) {
	var spans []string
	for _, name := range []string{"m", "a", "b"} {
		r := rf.byName(name)
		if !set[name] {
			continue
		}
		if r.Lo < 1 && slices.Contains(info.Params, name) {
			return oracle.Params{}, 0, nil, usageErrorf("%s: --%s %s: %s must be at least 1", cmd, name, r, name)
		}
		if r.IsSpan() {
			spans = append(spans, name)
		}
	}
	gf.m, gf.a, gf.b = rf.m.Lo, rf.a.Lo, rf.b.Lo
	if set["a"] && set["b"] && rf.a.Lo > rf.b.Hi {
		return oracle.Params{}, 0, nil, usageErrorf("%s: --a must not exceed --b, got a=%s b=%s", cmd, rf.a, rf.b)
	}
	gf.b = max(gf.b, gf.a)
	p, play, err := gf.params(cmd, info, set)
	return p, play, spans, err
}

// parseRangeArgs is parseGameArgs with one-line flag errors and the help
// text on -h.
func parseRangeArgs(fs *flag.FlagSet, stderr io.Writer, usage func(), args []string) ([]string, error) {
	pos, err := parseGameArgs(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		usage()
	}
	return pos, err
}
