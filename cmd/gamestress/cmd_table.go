package main

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/big"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/cmd/gamestress/internal/problemfile"
	"github.com/gamestress/gamestress/explore"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/gamedef"
)

const tableUsage = `usage: gamestress table --list   (the games: the catalogue's, northcott, custom)
       gamestress table GAME [--m M] [--a A --b B] [--moves 1,3,4] [--code 0.77] [--misere] [--from A] --to B [--width W] [--json] [--png FILE] [--svg FILE]
       gamestress table --game FILE.toml [--from A] --to B [--width W] [--json]   (a custom game of one variable; of two: a grid)

Prints the outcome and Grundy value of n = A..B, the certified period, and
the outcomes again as P/N letters in rows of the period (or of --width), so
that every column is one residue. One parameter may be a range (--m 1..12):
the table is then a grid, n across and the parameter down. wythoff and nim
also show the grid of their two heaps (0..B), board its n×m grid.
--png and --svg draw the same (and print only the file's name, unless --json):
a grid with the P positions marked, or for a one-parameter game a strip per
Grundy value with the certified period marked.
`

// maxTableRows is the most rows one table shows (oracle.Tabulate's bound).
const maxTableRows = 1 << 20

// cmdTable is `gamestress table GAME [--param value ...] [--from A] --to B`
// or `gamestress table --game FILE [--from A] --to B`.
func cmdTable(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("table", flag.ContinueOnError)
	var gf gameFlags
	var rf rangeFlags
	registerRangeFlags(fs, &gf, &rf)
	file := fs.String("game", "", "a custom game's file (or give FILE.toml in place of GAME)")
	from := fs.Int64("from", 0, "first n (default: the game's smallest: 0; 1 for reach and board; a custom game's lower bound)")
	to := fs.Int64("to", -1, "last n (required)")
	width := fs.Int64("width", 0, "P/N rows of this many columns (default: the certified period, else 10)")
	pngFile := fs.String("png", "", "draw the table as a PNG picture to this file")
	svgFile := fs.String("svg", "", "draw the table as an SVG picture to this file")
	list := fs.Bool("list", false, "list the games: the catalogue's (with their parameters), northcott, custom")
	fs.Usage = helpFor(stderr, tableUsage, fs)
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	set := setFlags(fs)
	if *list {
		if len(args) != 1 {
			return usageErrorf("table: --list takes nothing else")
		}
		writeGameList(stdout)
		return nil
	}
	var spans []string
	g, pos, err := resolveGame("table", *file, pos, set, func(info oracle.GameInfo) (p oracle.Params, play oracle.Play, err error) {
		if len(pos) > 1 {
			return p, play, usageErrorf("table: unexpected argument %q (the range is --from A --to B)", pos[1])
		}
		p, play, spans, err = rf.params("table", &gf, info, set)
		return p, play, err
	})
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageErrorf("table: unexpected argument %q (the range is --from A --to B)", pos[0])
	}
	if !set["to"] {
		return usageErrorf("table: --to is required")
	}
	info, p, catalogue := g.Catalogue()
	if len(g.State) == 2 && !catalogue {
		return tableGrid(stdout, g, *from, *to, set["from"], gf.json)
	}
	lo, _, bounded := g.Bound(0)
	if bounded && !set["from"] {
		*from = lo
	}
	switch {
	case catalogue && (*from < 0 || *to < *from):
		return usageErrorf("table: want 0 <= --from <= --to, got from=%d to=%d", *from, *to)
	case *to < *from:
		return usageErrorf("table: want --from <= --to, got from=%d to=%d", *from, *to)
	}
	// to >= from: their difference fits a uint64, the count of rows may not.
	if d := uint64(*to) - uint64(*from); d >= maxTableRows {
		rows := new(big.Int).Add(new(big.Int).SetUint64(d), big.NewInt(1))
		return usageErrorf("table: at most %d rows, got %s (n = %d..%d): narrow --from/--to", maxTableRows, rows, *from, *to)
	}
	if set["width"] && *width < 1 {
		return usageErrorf("table: --width must be at least 1, got %d", *width)
	}
	if len(spans) > 1 {
		return usageErrorf("table: at most one parameter may be a range, got --%s and --%s", spans[0], spans[1])
	}
	v := explore.View{Game: info.Name, Params: p, Play: g.Play, From: *from, To: *to}
	if len(spans) == 1 {
		v.Span, v.SpanRange = spans[0], *rf.byName(spans[0])
		if n := v.SpanRange.Len(); n <= 0 || n > explore.MaxCells/(v.To-v.From+1) {
			return usageErrorf("table: a grid of %d×%d is more than %d cells", v.To-v.From+1, v.SpanRange.Len(), explore.MaxCells)
		}
	}
	// With a picture the table itself is printed only as JSON (--json);
	// the "wrote" lines go to stdout unless it holds JSON.
	drawn := false
	for _, out := range []string{*pngFile, *svgFile} {
		if out == "" {
			continue
		}
		say := stdout
		if gf.json {
			say = stderr
		}
		if err := writePicture(say, v, out); err != nil {
			return err
		}
		drawn = true
	}
	if drawn && !gf.json {
		return nil
	}
	if v.Span != "" {
		return writeSpanTable(stdout, info, v, gf.json)
	}
	t, err := g.Table(nil, *from, *to)
	if err != nil {
		return gameError("table", err)
	}
	if gf.json {
		return writeTableJSON(stdout, g, t)
	}
	writeTableText(stdout, g, t)
	if catalogue {
		return writePatterns(stdout, v, t.Table, *width)
	}
	return writeTableRows(stdout, t.Table, *width)
}

// writePicture draws the view to path (png or svg by its extension),
// atomically, and says so on w.
func writePicture(w io.Writer, v explore.View, path string) error {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".png" && ext != ".svg" {
		return usageErrorf("table: picture %q: the name must end in .png or .svg", path)
	}
	pic, err := explore.PictureOf(v)
	if err != nil {
		return oracleError("table", err)
	}
	if _, err := pic.WriteFile(path); err != nil {
		return fmt.Errorf("table: %w", err)
	}
	rows, cols := len(pic.Cells), len(pic.Cells[0])
	fmt.Fprintf(w, "wrote %s: %s (%d×%d cells)\n", path, pic.Title, cols, rows)
	return nil
}

type periodJSON struct {
	Preperiod int64  `json:"preperiod"`
	Period    int64  `json:"period"`
	Certified bool   `json:"certified"`
	Theorem   string `json:"theorem,omitempty"`
}

// tableJSON is the JSON of a table: a catalogue game says its params, a
// custom game its kind and play (and a score game its values).
type tableJSON struct {
	Game       string      `json:"game"`
	Params     any         `json:"params,omitempty"` // a map, {} for none
	Kind       string      `json:"kind,omitempty"`
	Play       string      `json:"play,omitempty"`
	From       int64       `json:"from"`
	To         int64       `json:"to"`
	Outcome    any         `json:"outcome,omitempty"`
	Grundy     []int       `json:"grundy"`
	Value      []int64     `json:"value,omitempty"`
	Period     *periodJSON `json:"period"`
	PPositions *[][2]int64 `json:"p_positions,omitempty"`
	Tier       string      `json:"tier"`
}

func outcomeStrings(os []oracle.Outcome) []string {
	out := make([]string, len(os))
	for i, o := range os {
		out[i] = o.String()
	}
	return out
}

func writeTableJSON(w io.Writer, g *gamedef.Game, t gamedef.Table) error {
	var out tableJSON
	if info, p, ok := g.Catalogue(); ok {
		out = tableOf(info, p, g.Play, t.Table)
	} else {
		out = tableJSON{Game: g.Name, Kind: g.Kind.String(), Play: g.Play.String(), From: t.From, To: t.To,
			Outcome: outcomeStrings(t.Outcome), Grundy: t.Grundy, Value: t.Values, Tier: t.Tier.String()}
		if t.Period != nil {
			out.Period = &periodJSON{t.Period.Preperiod, t.Period.Period, t.Period.Certified, t.Period.Theorem}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// tableOf is the JSON form of one table.
func tableOf(info oracle.GameInfo, p oracle.Params, play oracle.Play, t oracle.Table) tableJSON {
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
	return out
}

func writeTableText(w io.Writer, g *gamedef.Game, t gamedef.Table) {
	switch {
	case t.PPositions != nil:
		fmt.Fprintf(w, "%s: P positions (a, b) with a <= b <= %d (tier: %s)\n", g.Name, t.To, t.Tier)
		fmt.Fprintf(w, "%6s %12s %12s\n", "k", "a", "b")
		for k, ab := range t.PPositions {
			fmt.Fprintf(w, "%6d %12d %12d\n", k, ab[0], ab[1])
		}
		return
	case t.Rows != nil:
		fmt.Fprintf(w, "%s: outcome of an n×m board, n (rows) and m (columns) from %d to %d (tier: %s)\n", g.Name, t.From, t.To, t.Tier)
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
		return
	}
	name, what := strings.TrimSuffix(g.State[0], "[]"), ""
	if _, _, ok := g.Catalogue(); ok {
		name, what = "n", "heap n"
		if g.Name == "reach" {
			what = "target n"
		}
	}
	fmt.Fprintf(w, "%s, %s = %d..%d (tier: %s)\n", g.Describe(), cmp.Or(what, name), t.From, t.To, t.Tier)
	switch {
	case t.Grundy != nil:
		fmt.Fprintf(w, "%12s %8s %8s\n", name, "grundy", "outcome")
	case t.Values != nil:
		fmt.Fprintf(w, "%12s %8s %8s\n", name, "value", "outcome")
	default:
		fmt.Fprintf(w, "%12s %8s\n", name, "outcome")
	}
	for i, o := range t.Outcome {
		switch {
		case t.Grundy != nil:
			fmt.Fprintf(w, "%12d %8d %8s\n", t.From+int64(i), t.Grundy[i], o)
		case t.Values != nil:
			fmt.Fprintf(w, "%12d %8d %8s\n", t.From+int64(i), t.Values[i], o)
		default:
			fmt.Fprintf(w, "%12d %8s\n", t.From+int64(i), o)
		}
	}
	fmt.Fprintln(w, periodText(g, t.Period))
}

// periodText is the certified period of a table, or why there is none.
func periodText(g *gamedef.Game, p *oracle.Period) string {
	if p == nil {
		return "period: " + g.NoPeriod()
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

// textGridLimit is the largest side of a grid printed as text.
const textGridLimit = 80

// writePatterns prints what helps spot a pattern: the outcomes as P/N
// letters in rows of the period (each column one residue), and the Grundy
// values likewise; for wythoff and nim the grid of the two heaps.
func writePatterns(w io.Writer, v explore.View, t oracle.Table, width int64) error {
	switch v.Game {
	case "board":
		return nil // its table is a grid already
	case "wythoff", "nim":
		if v.To > textGridLimit {
			fmt.Fprintf(w, "\n(grid of the two heaps omitted: --to above %d; draw it with --png)\n", textGridLimit)
			return nil
		}
		g, _, err := explore.GridOf(v)
		if err != nil {
			return oracleError("table", err)
		}
		fmt.Fprintln(w)
		writeGrid(w, v, g)
		return nil
	}
	return writeTableRows(w, t, width)
}

// writeRows prints rows of cells under a header of residues (column c
// holds the n with n mod width = the header), each row labelled by its
// first n; with a certified period, the rows before it say "preperiod" and
// its first row is marked "<- period".
func writeRows(w io.Writer, rows []explore.Row, t oracle.Table, cell func(int) string) {
	width := int64(len(rows[0].Index))
	cw := len(strconv.FormatInt(width-1, 10))
	for _, r := range rows {
		for _, i := range r.Index {
			if i >= 0 {
				cw = max(cw, len(cell(i)))
			}
		}
	}
	fmt.Fprintf(w, "%12s ", fmt.Sprintf("n mod %d:", width))
	for c := range width {
		fmt.Fprintf(w, " %*d", cw, ((rows[0].Start+c)%width+width)%width)
	}
	fmt.Fprintln(w)
	per := t.Period
	for _, r := range rows {
		first := r.Start
		for c, i := range r.Index {
			if i >= 0 {
				first = r.Start + int64(c)
				break
			}
		}
		var line strings.Builder
		fmt.Fprintf(&line, "%12s ", "n = "+strconv.FormatInt(first, 10))
		for _, i := range r.Index {
			s := ""
			if i >= 0 {
				s = cell(i)
			}
			fmt.Fprintf(&line, " %*s", cw, s)
		}
		fmt.Fprint(w, strings.TrimRight(line.String(), " "))
		end := r.Start + width - 1
		switch {
		case per == nil || per.Period != width:
		case end < per.Preperiod:
			fmt.Fprint(w, "   preperiod")
		case r.Start == per.Preperiod:
			fmt.Fprint(w, "   <- period starts (certified)")
		}
		fmt.Fprintln(w)
	}
}

// writeGrid prints a grid as text: one row per value of the vertical
// variable, P for P positions and . for N (blank: no position).
func writeGrid(w io.Writer, v explore.View, g explore.Grid) {
	fmt.Fprintf(w, "%s: outcome, %s across (%s), %s down (%s); P = the mover loses, . = the mover wins\n",
		v.Describe(), g.XName, g.XRange, g.YName, g.YRange)
	label := fmt.Sprintf("%s\\%s", g.YName, g.XName)
	lw := max(len(label), len(strconv.FormatInt(g.YRange.Hi, 10)))
	// header: the x value above every 5th column
	head := []byte(strings.Repeat(" ", int(2*g.XRange.Len())+8))
	for x := g.XRange.Lo; x <= g.XRange.Hi; x++ {
		if x%5 == 0 {
			copy(head[2*(x-g.XRange.Lo)+1:], strconv.FormatInt(x, 10))
		}
	}
	fmt.Fprintf(w, "%*s %s\n", lw, label, strings.TrimRight(string(head), " "))
	for y, row := range g.Cells {
		var b strings.Builder
		for x, o := range row {
			switch {
			case g.Blank[y][x]:
				b.WriteString("  ")
			case o == oracle.P:
				b.WriteString(" P")
			default:
				b.WriteString(" .")
			}
		}
		fmt.Fprintf(w, "%*d %s\n", lw, g.YRange.Lo+int64(y), b.String())
	}
}

type spanTableJSON struct {
	Game   string         `json:"game"`
	Params map[string]any `json:"params"`
	From   int64          `json:"from"`
	To     int64          `json:"to"`
	Span   struct {
		Param string `json:"param"`
		From  int64  `json:"from"`
		To    int64  `json:"to"`
	} `json:"span"`
	Tables []tableJSON `json:"tables"`
}

// writeSpanTable prints the grid of n against a parameter range: as text
// the grid and, per parameter value, its certified period; as JSON one
// table (the schema of a plain table) per parameter value.
func writeSpanTable(w io.Writer, info oracle.GameInfo, v explore.View, asJSON bool) error {
	if asJSON {
		out := spanTableJSON{Game: info.Name, Params: paramsJSON(info, v.Params, v.Play), From: v.From, To: v.To}
		delete(out.Params, v.Span)
		out.Span.Param, out.Span.From, out.Span.To = v.Span, v.SpanRange.Lo, v.SpanRange.Hi
		for x := v.SpanRange.Lo; x <= v.SpanRange.Hi; x++ {
			p := explore.WithParam(v.Params, v.Span, x)
			if info.Name == "take-range" && p.A > p.B {
				continue
			}
			t, err := oracle.Tabulate(info.Name, p, v.Play, v.From, v.To)
			if err != nil {
				return oracleError("table", err)
			}
			out.Tables = append(out.Tables, tableOf(info, p, v.Play, t))
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	g, _, err := explore.GridOf(v)
	if err != nil {
		return oracleError("table", err)
	}
	writeGrid(w, v, g)
	fmt.Fprintf(w, "\ncertified period of each row:\n")
	for x := v.SpanRange.Lo; x <= v.SpanRange.Hi; x++ {
		p := explore.WithParam(v.Params, v.Span, x)
		if info.Name == "take-range" && p.A > p.B {
			continue
		}
		t, err := oracle.Tabulate(info.Name, p, v.Play, v.From, v.From)
		if err != nil {
			return oracleError("table", err)
		}
		fmt.Fprintf(w, "  %s = %-4d %s\n", v.Span, x, shortPeriod(info, t.Period))
	}
	return nil
}

// shortPeriod is "period 4 from n = 0 (window theorem)" or why there is none.
func shortPeriod(info oracle.GameInfo, p *oracle.Period) string {
	if p == nil {
		if g, err := gamedef.CatalogueGame(info.Name, oracle.Params{}, oracle.Normal); err == nil {
			return "period: " + g.NoPeriod()
		}
		return "period: none certified"
	}
	return fmt.Sprintf("period %d from n = %d (%s)", p.Period, p.Preperiod, p.Theorem)
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

// tableGrid prints the outcomes of a two-variable game: the first variable
// down, the second across, each over --from..--to within its bounds.
func tableGrid(w io.Writer, g *gamedef.Game, from, to int64, fromSet, asJSON bool) error {
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
			return usageErrorf("table: %s from %d to %d: want a range of 1..%d values", g.State[i], lo[i], hi[i], textGridLimit*4)
		}
	}
	rows, err := g.Grid(nil, lo, hi)
	if err != nil {
		return gameError("table", err)
	}
	if asJSON {
		out := map[string]any{"game": g.Name, "kind": g.Kind.String(), "play": g.Play.String(),
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
	a, b := g.State[0], g.State[1]
	fmt.Fprintf(w, "%s: outcome, %s down (%d..%d), %s across (%d..%d); P = the mover loses, . = the mover wins, D = a draw\n",
		g.Describe(), a, lo[0], hi[0], b, lo[1], hi[1])
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

// writeGameList prints every game solve, table, claim and a problem file
// can name: the catalogue's, with their parameters and whether they have a
// misère version; northcott (problem files); custom (a file).
func writeGameList(w io.Writer) {
	fmt.Fprintf(w, "%-13s %-22s %-3s %s\n", "game", "parameters", "mis", "position: what it is")
	for _, g := range oracle.Games() {
		params := "-"
		if len(g.Params) > 0 {
			params = "--" + strings.Join(g.Params, " --")
		}
		misere := "no"
		if g.Misere {
			misere = "yes"
		}
		fmt.Fprintf(w, "%-13s %-22s %-3s %s: %s\n", g.Name, params, misere, g.Position, g.Summary)
	}
	fmt.Fprintf(w, "%-13s %-22s %-3s %s\n", "northcott", "m (problem files)", "no", "ROWS: "+problemfile.GameSummary("northcott"))
	fmt.Fprintf(w, "%-13s %-22s %-3s %s\n", "custom", "[game.data]", "yes", "your state: "+problemfile.GameSummary("custom")+"; --game FILE.toml, examples/games/")
}
