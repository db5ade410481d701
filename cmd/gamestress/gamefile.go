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

// cmdTableGame is `gamestress table --game FILE [--from A] --to B [--json]`
// for a one-variable state: outcome (and Grundy value) of n = A..B.
func cmdTableGame(stdout, stderr io.Writer, file string, args []string) error {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.Int64("from", 0, "first n (default: the lower bound of the state variable, else 0)")
	to := fs.Int64("to", -1, "last n (required)")
	width := fs.Int64("width", 0, "P/N rows of this many columns (default: the certified period, else 10)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageErrorf("table: unexpected argument %q (the range is --from A --to B)", pos[0])
	}
	set := setFlags(fs)
	f, g, err := loadGame("table", file)
	if err != nil {
		return err
	}
	if !set["to"] {
		return usageErrorf("table: --to is required")
	}
	if len(f.Spec.State) == 2 && !g.Custom().IsList() {
		return tableGrid(stdout, f, g, *from, *to, set["from"], *asJSON)
	}
	if len(f.Spec.State) != 1 || g.Custom().IsList() {
		return usageErrorf("table: %s: a table needs a state of one or two variables (this one is %s); solve its positions one by one", file, strings.Join(f.Spec.State, ", "))
	}
	if lo, _, ok := g.Bound(0); ok && !set["from"] {
		*from = lo
	}
	if *to < *from || *to-*from > 1_000_000 {
		return usageErrorf("table: want --from <= --to and at most 10^6 values, got from=%d to=%d", *from, *to)
	}
	if set["width"] && *width < 1 {
		return usageErrorf("table: --width must be at least 1, got %d", *width)
	}
	t := oracle.Table{From: *from, To: *to, Tier: oracle.TierSearch}
	normal := f.Spec.Kind == oracle.Impartial && f.Spec.Play == oracle.Normal
	var values []int64
	for n := *from; n <= *to; n++ {
		a, err := g.ValueContext(nil, []int64{n}) // a table prints no moves
		if err != nil {
			return customError("table", err)
		}
		t.Outcome = append(t.Outcome, a.Outcome)
		if normal {
			t.Grundy = append(t.Grundy, a.Grundy)
		}
		values = append(values, a.Value)
		t.Tier = max(t.Tier, a.Tier)
	}
	if g.MaxTake() > 0 {
		p, ok, err := g.Period()
		if err != nil {
			return customError("table", err)
		}
		if ok {
			t.Period = &p
		}
	}
	if *asJSON {
		return writeCustomTableJSON(stdout, f, t, values)
	}
	name := strings.TrimSuffix(f.Spec.State[0], "[]")
	fmt.Fprintf(stdout, "%s, %s = %d..%d (tier: %s)\n", describeGame(f), name, t.From, t.To, t.Tier)
	switch {
	case t.Grundy != nil:
		fmt.Fprintf(stdout, "%12s %8s %8s\n", name, "grundy", "outcome")
	case f.Spec.Kind == oracle.Score:
		fmt.Fprintf(stdout, "%12s %8s %8s\n", name, "value", "outcome")
	default:
		fmt.Fprintf(stdout, "%12s %8s\n", name, "outcome")
	}
	for i, o := range t.Outcome {
		switch {
		case t.Grundy != nil:
			fmt.Fprintf(stdout, "%12d %8d %8s\n", t.From+int64(i), t.Grundy[i], o)
		case f.Spec.Kind == oracle.Score:
			fmt.Fprintf(stdout, "%12d %8d %8s\n", t.From+int64(i), values[i], o)
		default:
			fmt.Fprintf(stdout, "%12d %8s\n", t.From+int64(i), o)
		}
	}
	switch {
	case t.Period != nil:
		fmt.Fprintln(stdout, periodText(oracle.GameInfo{}, t.Period))
	case g.MaxTake() > 0:
		fmt.Fprintln(stdout, "period: none certified within max_states")
	default:
		fmt.Fprintln(stdout, "period: not sought (declare max_take for a subtraction game)")
	}
	return writeTableRows(stdout, t, *width)
}

// writeTableRows prints the outcomes (and Grundy values) of a table of a
// catalogue or custom game in rows of the period, of --width, or of 10.
func writeTableRows(w io.Writer, t oracle.Table, width int64) error {
	align, what := t.From, "rows of 10"
	switch {
	case width > 0:
		what = fmt.Sprintf("rows of %d (--width)", width)
	case t.Period != nil:
		width, align = t.Period.Period, t.Period.Preperiod
		what = fmt.Sprintf("rows of the period %d, aligned on its start n = %d", width, align)
	default:
		width = 10
	}
	rows := explore.RowsOf(t.From, t.To, width, align)
	fmt.Fprintf(w, "\noutcome in %s (P: the mover loses):\n", what)
	writeRows(w, rows, t, func(i int) string { return t.Outcome[i].String() })
	if t.Grundy != nil {
		fmt.Fprintf(w, "\ngrundy in the same rows:\n")
		writeRows(w, rows, t, func(i int) string { return strconv.Itoa(t.Grundy[i]) })
	}
	return nil
}

type customTableJSON struct {
	Game    string      `json:"game"`
	Kind    string      `json:"kind"`
	Play    string      `json:"play"`
	From    int64       `json:"from"`
	To      int64       `json:"to"`
	Outcome []string    `json:"outcome"`
	Grundy  []int       `json:"grundy"`
	Value   []int64     `json:"value,omitempty"`
	Period  *periodJSON `json:"period"`
	Tier    string      `json:"tier"`
}

func writeCustomTableJSON(w io.Writer, f *problem.GameFile, t oracle.Table, values []int64) error {
	out := customTableJSON{Game: f.File, Kind: f.Spec.Kind.String(), Play: f.Spec.Play.String(), From: t.From, To: t.To,
		Outcome: outcomeStrings(t.Outcome), Grundy: t.Grundy, Tier: t.Tier.String()}
	if f.Spec.Kind == oracle.Score {
		out.Value = values
	}
	if t.Period != nil {
		out.Period = &periodJSON{t.Period.Preperiod, t.Period.Period, t.Period.Certified, t.Period.Theorem}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
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

// tableGrid prints the outcomes of a two-variable game: the first variable
// down, the second across, each over --from..--to within its bounds.
func tableGrid(w io.Writer, f *problem.GameFile, g *oracle.CustomGame, from, to int64, fromSet, asJSON bool) error {
	var lo, hi [2]int64
	for i := range 2 {
		lo[i], hi[i] = from, to
		if blo, bhi, ok := g.Bound(i); ok {
			if !fromSet {
				lo[i] = blo
			}
			lo[i], hi[i] = max(lo[i], blo), min(hi[i], bhi)
		}
		if hi[i] < lo[i] || hi[i]-lo[i] > textGridLimit*4 {
			return usageErrorf("table: %s from %d to %d: want a range of 1..%d values", f.Spec.State[i], lo[i], hi[i], textGridLimit*4)
		}
	}
	rows := make([][]oracle.Outcome, 0, hi[0]-lo[0]+1)
	for x := lo[0]; x <= hi[0]; x++ {
		row := make([]oracle.Outcome, 0, hi[1]-lo[1]+1)
		for y := lo[1]; y <= hi[1]; y++ {
			a, err := g.ValueContext(nil, []int64{x, y})
			if err != nil {
				return customError("table", err)
			}
			row = append(row, a.Outcome)
		}
		rows = append(rows, row)
	}
	if asJSON {
		out := map[string]any{"game": f.File, "kind": f.Spec.Kind.String(), "play": f.Spec.Play.String(),
			"rows": map[string]int64{"from": lo[0], "to": hi[0]}, "columns": map[string]int64{"from": lo[1], "to": hi[1]}}
		cells := make([][]string, len(rows))
		for i, r := range rows {
			cells[i] = outcomeStrings(r)
		}
		out["outcome"] = cells
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	a, b := f.Spec.State[0], f.Spec.State[1]
	fmt.Fprintf(w, "%s: outcome, %s down (%d..%d), %s across (%d..%d); P = the mover loses, . = the mover wins, D = a draw\n",
		describeGame(f), a, lo[0], hi[0], b, lo[1], hi[1])
	label := a + "\\" + b
	lw := max(len(label), len(strconv.FormatInt(hi[0], 10)))
	head := []byte(strings.Repeat(" ", int(2*(hi[1]-lo[1]+1))+8))
	for y := lo[1]; y <= hi[1]; y++ {
		if y%5 == 0 {
			copy(head[2*(y-lo[1])+1:], strconv.FormatInt(y, 10))
		}
	}
	fmt.Fprintf(w, "%*s %s\n", lw, label, strings.TrimRight(string(head), " "))
	for i, r := range rows {
		var line strings.Builder
		for _, o := range r {
			switch o {
			case oracle.P:
				line.WriteString(" P")
			case oracle.D:
				line.WriteString(" D")
			default:
				line.WriteString(" .")
			}
		}
		fmt.Fprintf(w, "%*d %s\n", lw, lo[0]+int64(i), line.String())
	}
	return nil
}
