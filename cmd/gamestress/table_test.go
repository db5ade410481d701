package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/explore"
	"github.com/gamestress/gamestress/oracle"
)

type tableOut struct {
	Game    string          `json:"game"`
	Params  map[string]any  `json:"params"`
	From    int64           `json:"from"`
	To      int64           `json:"to"`
	Outcome json.RawMessage `json:"outcome"`
	Grundy  []int           `json:"grundy"`
	Period  *struct {
		Preperiod int64 `json:"preperiod"`
		Period    int64 `json:"period"`
		Certified bool  `json:"certified"`
	} `json:"period"`
	PPositions [][2]int64 `json:"p_positions"`
}

func tableJSONOf(t *testing.T, args ...string) tableOut {
	t.Helper()
	out, errs, code := runGame(t, append([]string{"table", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("table %v: exit %d: %s", args, code, errs)
	}
	var tb tableOut
	if err := json.Unmarshal([]byte(out), &tb); err != nil {
		t.Fatalf("table %v: %v in %q", args, err, out)
	}
	return tb
}

func outcomesOf(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	var o []string
	if err := json.Unmarshal(raw, &o); err != nil {
		t.Fatalf("outcome: %v in %s", err, raw)
	}
	return o
}

func TestTableReferenceSequences(t *testing.T) {
	tests := []struct {
		args     []string
		grundy   []int
		pre, per int64
		reason   string
	}{
		{[]string{"subtraction", "--moves", "1,3,4", "--to", "13"}, []int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2}, 0, 7, "DOMAIN.md: S={1,3,4} period 7"},
		{[]string{"subtraction", "--moves", "1,4", "--to", "9"}, []int{0, 1, 0, 1, 2, 0, 1, 0, 1, 2}, 0, 5, "DOMAIN.md: S={1,4} is period 5, not 2"},
		{[]string{"octal", "--code", "0.77", "--to", "9"}, []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4}, 71, 12, "Kayles: period 12 from 71"},
		{[]string{"octal", "--code", "0.07", "--to", "3"}, []int{0, 0, 1, 1}, 53, 34, "Dawson's Kayles: period 34 from 53"},
		{[]string{"fibonacci", "--from", "5", "--to", "12"}, []int{1, 2, 3, 4, 5, 0, 1, 2}, -1, 0, "A014588; infinite move set: no period"},
		{[]string{"grundy-game", "--to", "9"}, []int{0, 0, 0, 1, 0, 2, 1, 0, 2, 1}, -1, 0, "A002188; no known period"},
	}
	for _, tc := range tests {
		tb := tableJSONOf(t, tc.args...)
		if !slices.Equal(tb.Grundy, tc.grundy) {
			t.Errorf("%v (%s): grundy %v, want %v", tc.args, tc.reason, tb.Grundy, tc.grundy)
		}
		o := outcomesOf(t, tb.Outcome)
		for i, g := range tb.Grundy {
			if (o[i] == "P") != (g == 0) {
				t.Errorf("%v: outcome %s with Grundy value %d", tc.args, o[i], g)
			}
		}
		switch {
		case tc.pre < 0 && tb.Period != nil:
			t.Errorf("%v (%s): period %+v, want none", tc.args, tc.reason, *tb.Period)
		case tc.pre >= 0 && (tb.Period == nil || !tb.Period.Certified || tb.Period.Preperiod != tc.pre || tb.Period.Period != tc.per):
			t.Errorf("%v (%s): period %+v, want %d from %d", tc.args, tc.reason, tb.Period, tc.per, tc.pre)
		}
	}
}

func TestTableMisereAndBoard(t *testing.T) {
	tb := tableJSONOf(t, "misere-bash", "--m", "4", "--to", "20")
	o := outcomesOf(t, tb.Outcome)
	for n, x := range o {
		if (x == "P") != (n%5 == 1) {
			t.Errorf("misère bash m=4: heap %d is %s (DOMAIN.md: P iff n mod (m+1) = 1)", n, x)
		}
	}
	if tb.Grundy != nil || tb.Period == nil || tb.Period.Period != 5 {
		t.Errorf("misère bash: grundy %v period %+v", tb.Grundy, tb.Period)
	}
	tb = tableJSONOf(t, "board", "--from", "3", "--to", "6")
	var rows [][]string
	if err := json.Unmarshal(tb.Outcome, &rows); err != nil || len(rows) != 4 || rows[2][0] != "P" || rows[2][1] != "N" {
		t.Errorf("board 3..6: %s (hdu2147 sample: 5×3 P, 5×4 N)", tb.Outcome)
	}
}

func TestTableWythoff(t *testing.T) {
	tb := tableJSONOf(t, "wythoff", "--to", "100")
	a := []int64{1, 3, 4, 6, 8, 9, 11, 12, 14, 16}
	b := []int64{2, 5, 7, 10, 13, 15, 18, 20, 23, 26}
	if len(tb.PPositions) < 11 || tb.PPositions[0] != [2]int64{0, 0} {
		t.Fatalf("p_positions %v", tb.PPositions)
	}
	for k := range a {
		if tb.PPositions[k+1] != [2]int64{a[k], b[k]} {
			t.Errorf("k=%d: %v, want (%d, %d) (A000201, A001950)", k+1, tb.PPositions[k+1], a[k], b[k])
		}
	}
	for _, p := range tb.PPositions {
		if p[0] > p[1] || p[1] > 100 {
			t.Errorf("p position %v outside a <= b <= 100", p)
		}
		if s := solveJSONOf(t, "wythoff", itoa(p[0]), itoa(p[1])); s.Outcome != "P" {
			t.Errorf("table lists %v as P, solve says %s", p, s.Outcome)
		}
	}
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

func TestTableText(t *testing.T) {
	out, _, code := runGame(t, "table", "subtraction", "--moves", "1,4", "--to", "6")
	for _, w := range []string{"subtraction (moves=1,4), heap n = 0..6", "grundy", "period: 5 from n = 0, certified by the window theorem"} {
		if code != 0 || !strings.Contains(out, w) {
			t.Errorf("missing %q in\n%s", w, out)
		}
	}
	out, _, _ = runGame(t, "table", "powers-of-two", "--to", "5")
	if !strings.Contains(out, "period: none certified (an infinite move set") {
		t.Errorf("powers of two: no reason for the missing period in\n%s", out)
	}
}

func TestTableBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"table", "bash", "--m", "3"}, "--to is required"},
		{[]string{"table", "bash", "--m", "3", "--from", "5", "--to", "2"}, "want 0 <= --from <= --to"},
		{[]string{"table", "bash", "--m", "3", "--from", "-1", "--to", "2"}, "want 0 <= --from <= --to"},
		{[]string{"table", "nope", "--to", "3"}, `unknown game "nope"`},
		{[]string{"table", "bash", "--m", "3", "--to", "3", "7"}, `unexpected argument "7"`},
		{[]string{"table", "octal", "--code", "9", "--to", "3"}, "not an octal digit"},
		{[]string{"table", "bash", "--m", "3", "--to", "100000000"}, "at most"},
		{[]string{"table", "bash", "--m", "3", "--to", "9223372036854775807"}, "at most 1048576 rows, got 9223372036854775808"},
		{[]string{"table", "bash", "--m", "1..3", "--to", "9223372036854775807"}, "at most 1048576 rows"},
		{[]string{"table", "nim", "--to", "9223372036854775807"}, "at most 1048576 rows"},
	}
	for _, tc := range tests {
		_, errs, code := runGame(t, tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line naming %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestTablePictures draws bash over a range of m as PNG and SVG through the
// command line, then checks the PNG's size and the colour of every cell's
// centre against the oracle (positions from the same picture's layout).
func TestTablePictures(t *testing.T) {
	dir := t.TempDir()
	pngPath, svgPath := filepath.Join(dir, "bash.png"), filepath.Join(dir, "bash.svg")
	out, errs, code := runGame(t, "table", "bash", "--m", "1..12", "--to", "40", "--png", pngPath, "--svg", svgPath)
	if code != 0 || !strings.HasPrefix(out, "wrote "+pngPath) || !strings.Contains(out, "wrote "+svgPath) {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	// with --json, stdout is the JSON alone
	out, errs, code = runGame(t, "table", "bash", "--m", "3", "--to", "10", "--png", filepath.Join(dir, "b3.png"), "--json")
	var tb tableOut
	if err := json.Unmarshal([]byte(out), &tb); code != 0 || err != nil || !strings.Contains(errs, "wrote ") {
		t.Errorf("--png with --json: exit %d, %v; stdout %q stderr %q", code, err, out, errs)
	}
	b, err := os.ReadFile(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	v := explore.View{Game: "bash", To: 40, Span: "m", SpanRange: explore.Span(1, 12)}
	pic, err := explore.PictureOf(v)
	if err != nil {
		t.Fatal(err)
	}
	lay, err := pic.Encode(io.Discard, explore.PNG)
	if err != nil {
		t.Fatal(err)
	}
	w, h := pic.Size()
	if sz := img.Bounds().Size(); sz.X != int(float64(w)*96/72+0.5) || sz.Y != int(float64(h)*96/72+0.5) {
		t.Errorf("PNG size %v for a picture of %v×%v points at 96 dpi", sz, w, h)
	}
	for m := int64(1); m <= 12; m++ {
		for n := int64(0); n <= 40; n++ {
			a, err := oracle.Analyze("bash", oracle.Params{M: m}, oracle.Normal, []int64{n})
			if err != nil {
				t.Fatal(err)
			}
			want := explore.ColorN
			if a.Outcome == oracle.P {
				want = explore.ColorP
			}
			pt := lay.Pixel(float64(n), float64(m))
			r, g, bl, _ := img.At(pt.X, pt.Y).RGBA()
			if uint8(r>>8) != want.R || uint8(g>>8) != want.G || uint8(bl>>8) != want.B {
				t.Fatalf("n=%d m=%d (%v): pixel %v is %v, want %v", n, m, a.Outcome, pt, img.At(pt.X, pt.Y), want)
			}
		}
	}
	s, err := os.ReadFile(svgPath)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name
	}
	if err := xml.Unmarshal(s, &doc); err != nil || doc.XMLName.Local != "svg" {
		t.Errorf("SVG: %v, root %q", err, doc.XMLName.Local)
	}
}

// TestTableGridText checks the text grid of n against m: one row per m,
// P exactly at the oracle's P positions.
func TestTableGridText(t *testing.T) {
	out, errs, code := runGame(t, "table", "bash", "--m", "1..5", "--to", "30")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) != 32 {
			continue
		}
		m, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			continue
		}
		rows++
		for n, c := range f[1:] {
			a, _ := oracle.Analyze("bash", oracle.Params{M: m}, oracle.Normal, []int64{int64(n)})
			if (c == "P") != (a.Outcome == oracle.P) || (c != "P" && c != ".") {
				t.Errorf("m=%d n=%d: cell %q, oracle %v", m, n, c, a.Outcome)
			}
		}
	}
	if rows != 5 || !strings.Contains(out, "m = 4    period 5 from n = 0") {
		t.Errorf("%d grid rows (want 5) or no per-row period in\n%s", rows, out)
	}
	var span struct {
		Span struct {
			Param    string
			From, To int64
		}
		Tables []tableOut
	}
	o, _, _ := runGame(t, "table", "bash", "--m", "2..4", "--to", "9", "--json")
	if err := json.Unmarshal([]byte(o), &span); err != nil || span.Span.Param != "m" || len(span.Tables) != 3 {
		t.Fatalf("span JSON %q: %v", o, err)
	}
	for i, st := range span.Tables {
		one := tableJSONOf(t, "bash", "--m", itoa(int64(2+i)), "--to", "9")
		if !slices.Equal(st.Grundy, one.Grundy) || st.Period == nil || one.Period == nil || st.Period.Period != one.Period.Period {
			t.Errorf("m=%d: span table %+v, single table %+v", 2+i, st, one)
		}
	}
}

// TestTablePeriodRows checks the P/N letters in rows of the period: every
// column is one residue mod the period, and the letters are the oracle's.
func TestTablePeriodRows(t *testing.T) {
	tb := tableJSONOf(t, "subtraction", "--moves", "1,4", "--to", "14")
	o := outcomesOf(t, tb.Outcome)
	if tb.Period == nil {
		t.Fatal("no period")
	}
	p := int(tb.Period.Period)
	out, _, _ := runGame(t, "table", "subtraction", "--moves", "1,4", "--to", "14")
	_, rows, ok := strings.Cut(out, "outcome in rows of the period "+strconv.Itoa(p))
	if !ok {
		t.Fatalf("no rows of the period in\n%s", out)
	}
	rows, _, _ = strings.Cut(rows, "\n\n")
	seen := 0
	for _, line := range strings.Split(rows, "\n") {
		after, found := strings.CutPrefix(strings.TrimSpace(line), "n = ")
		if !found {
			continue
		}
		f := strings.Fields(after)
		start, _ := strconv.Atoi(f[0])
		for i, c := range f[1 : 1+p] {
			if c != o[start+i] {
				t.Errorf("n=%d: %s, the table says %s", start+i, c, o[start+i])
			}
			seen++
		}
		if start == 0 && !strings.Contains(line, "<- period starts") {
			t.Errorf("first periodic row not highlighted: %q", line)
		}
	}
	if seen != 15 {
		t.Errorf("%d letters in rows, want 15:\n%s", seen, rows)
	}
}

func TestTableBadRangesAndPictures(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"bash", "--m", "5..1", "--to", "9"}, "-m"},
		{[]string{"bash", "--m", "x", "--to", "9"}, "-m"},
		{[]string{"bash", "--m", "0..3", "--to", "9"}, "--m 0..3"},
		{[]string{"take-range", "--a", "1..2", "--b", "3..4", "--to", "9"}, "at most one parameter may be a range"},
		{[]string{"bash", "--m", "3", "--to", "9", "--png", filepath.Join(dir, "x.txt")}, ".png or .svg"},
		{[]string{"bash", "--m", "3", "--to", "9", "--width", "0"}, "--width"},
		{[]string{"bash", "--m", "1..1000", "--to", "1000"}, "cells"},
		{[]string{"bash", "--m", "3", "--to", "9", "--png", filepath.Join(dir, "no", "such", "dir.png")}, "no such"},
	}
	for _, tc := range tests {
		_, errs, code := runGame(t, append([]string{"table"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line naming %q", tc.args, code, errs, tc.want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("files left after errors: %v", entries)
	}
}

// TestTableList: table --list (which problem files, new, check and the
// docs point to) names every game the commands and a problem file take,
// each with its parameters as solve's flags.
func TestTableList(t *testing.T) {
	out, errs, code := runGame(t, "table", "--list")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		name, rest, _ := strings.Cut(line, " ")
		rows[name] = rest
	}
	for _, g := range oracle.Games() {
		row, ok := rows[g.Name]
		if !ok {
			t.Errorf("%s is not listed", g.Name)
		}
		for _, p := range g.Params {
			if !strings.Contains(row, "--"+p) {
				t.Errorf("%s: parameter --%s missing from %q", g.Name, p, row)
			}
		}
	}
	if rows["northcott"] == "" || rows["custom"] == "" || len(rows) != len(oracle.Games())+2 {
		t.Errorf("want the catalogue, northcott and custom, got %d rows:\n%s", len(rows), out)
	}
	if _, errs, code := runGame(t, "table", "--list", "bash"); code != 2 || !strings.Contains(errs, "--list takes nothing else") {
		t.Errorf("--list with a game: exit %d, %q", code, errs)
	}
}
