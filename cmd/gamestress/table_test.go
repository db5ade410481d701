package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
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
	}
	for _, tc := range tests {
		_, errs, code := runGame(t, tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line naming %q", tc.args, code, errs, tc.want)
		}
	}
}
