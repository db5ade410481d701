package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/oracle"
)

type claimOut struct {
	Holds          bool            `json:"holds"`
	Checked        int             `json:"checked"`
	Counterexample json.RawMessage `json:"counterexample"`
	Formula        string          `json:"formula"`
	Oracle         *string         `json:"oracle"`
	Claimed        *string         `json:"claimed"`
}

func claimJSONOf(t *testing.T, wantCode int, args ...string) claimOut {
	t.Helper()
	out, errs, code := runGame(t, append([]string{"claim", "--json"}, args...)...)
	if code != wantCode {
		t.Fatalf("claim %v: exit %d, want %d: %s", args, code, wantCode, errs)
	}
	var c claimOut
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("claim %v: %v in %q", args, err, out)
	}
	return c
}

func TestClaimHoldsText(t *testing.T) {
	out, errs, code := runGame(t, "claim", "bash", "n % (m+1) != 0", "--m", "1..20")
	if code != 0 || !strings.Contains(out, "holds on all 2020 positions checked (not a proof)") || !strings.Contains(out, "n = 0..100, m = 1..20") {
		t.Errorf("bash n %% (m+1): exit %d\n%s%s", code, out, errs)
	}
	c := claimJSONOf(t, 0, "nim", "xor(heaps) != 0")
	if !c.Holds || c.Checked != 12+12*12+12*12*12 || string(c.Counterexample) != "null" || c.Oracle != nil {
		t.Errorf("nim xor: %+v; want holds on 1..3 heaps of 1..12", c)
	}
	c = claimJSONOf(t, 0, "wythoff", "a != b || a > 0", "--to", "1")
	if !c.Holds || c.Checked != 4 {
		t.Errorf("wythoff --to 0: %+v", c)
	}
}

// TestClaimCounterexampleMinimal derives the expected counterexample from the
// oracle: it disagrees with the claim, and every position and parameter
// before it in the size order agrees.
func TestClaimCounterexampleMinimal(t *testing.T) {
	c := claimJSONOf(t, 1, "bash", "n % m != 0", "--m", "1..5")
	var ce struct{ N, M int64 }
	if err := json.Unmarshal(c.Counterexample, &ce); err != nil || c.Holds || c.Oracle == nil || c.Claimed == nil {
		t.Fatalf("%+v: %v", c, err)
	}
	oracleAt := func(n, m int64) oracle.Outcome {
		a, err := oracle.Analyze("bash", oracle.Params{M: m}, oracle.Normal, []int64{n})
		if err != nil {
			t.Fatal(err)
		}
		return a.Outcome
	}
	claimAt := func(n, m int64) oracle.Outcome {
		if n%m != 0 {
			return oracle.N
		}
		return oracle.P
	}
	if got := oracleAt(ce.N, ce.M); got.String() != *c.Oracle || claimAt(ce.N, ce.M).String() != *c.Claimed || got == claimAt(ce.N, ce.M) {
		t.Errorf("at %s: oracle %v claim %v, report says oracle %s claimed %s", c.Counterexample, got, claimAt(ce.N, ce.M), *c.Oracle, *c.Claimed)
	}
	before := 0
	for n := int64(0); n <= 100; n++ {
		for m := int64(1); m <= 5; m++ {
			smaller := n+m < ce.N+ce.M || (n+m == ce.N+ce.M && (n < ce.N || n == ce.N && m < ce.M))
			if !smaller {
				continue
			}
			before++
			if oracleAt(n, m) != claimAt(n, m) {
				t.Errorf("n=%d m=%d disagrees and comes before the reported %s", n, m, c.Counterexample)
			}
		}
	}
	if c.Checked != before+1 {
		t.Errorf("checked %d, want the %d before it and itself", c.Checked, before)
	}
}

func TestClaimMisereNimPlainXor(t *testing.T) {
	c := claimJSONOf(t, 1, "nim", "--misere", "xor(heaps) != 0")
	if string(c.Counterexample) != `{"heaps":[1]}` {
		t.Fatalf("counterexample %s, want {\"heaps\":[1]}", c.Counterexample)
	}
	// The oracle's answer at one heap of 1, and the claim's (xor = 1: N).
	o, _ := oracle.NimOutcome([]int64{1}, oracle.Misere)
	if *c.Oracle != o.String() || *c.Claimed != "N" || o == oracle.N {
		t.Errorf("oracle %s claimed %s; the oracle says %v", *c.Oracle, *c.Claimed, o)
	}
	// The report's last line reproduces the oracle's answer.
	out, _, _ := runGame(t, "claim", "nim", "--misere", "xor(heaps) != 0")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	last := lines[len(lines)-1]
	cmd, ok := strings.CutPrefix(last, "reproduce: gamestress ")
	if !ok {
		t.Fatalf("last line %q is not the reproducing command", last)
	}
	if s := solveJSONOf(t, strings.Fields(cmd)[1:]...); s.Outcome != *c.Oracle {
		t.Errorf("%s says %s, claim reported oracle %s", cmd, s.Outcome, *c.Oracle)
	}
}

func TestClaimNamesVariablesAsTheExpression(t *testing.T) {
	tests := []struct {
		args  []string
		names []string
	}{
		{[]string{"take-range", "n % (a+b) > a"}, []string{"n", "a", "b"}},
		{[]string{"wythoff", "a != b"}, []string{"a", "b"}},
		{[]string{"board", "n % 2 == 0"}, []string{"n", "m"}},
		{[]string{"bash", "--m", "2..3", "xor(heaps) != 0"}, []string{"heaps", "m"}},
	}
	for _, tc := range tests {
		c := claimJSONOf(t, 1, tc.args...)
		var obj map[string]any
		if err := json.Unmarshal(c.Counterexample, &obj); err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		var names []string
		for k := range obj {
			names = append(names, k)
		}
		slices.Sort(names)
		want := slices.Sorted(slices.Values(tc.names))
		if !slices.Equal(names, want) {
			t.Errorf("%v: counterexample %s, want the names %v", tc.args, c.Counterexample, tc.names)
		}
		if i := strings.Index(string(c.Counterexample), `"`+tc.names[0]+`"`); i != 1 {
			t.Errorf("%v: %s does not start with the position %s", tc.args, c.Counterexample, tc.names[0])
		}
	}
}

func TestClaimBadExpression(t *testing.T) {
	tests := []struct {
		expr   string
		column int
		reason string
	}{
		{"n % )", 5, "a bracket where an operand goes"},
		{"n % (m+1) != 0 && q", 19, "unknown name"},
		{"n %% 2", 4, "doubled operator"},
	}
	for _, tc := range tests {
		_, errs, code := runGame(t, "claim", "bash", tc.expr)
		lines := strings.Split(strings.TrimRight(errs, "\n"), "\n")
		if code != 2 || len(lines) != 3 || !strings.Contains(lines[0], "column "+itoa(int64(tc.column))) {
			t.Errorf("%q (%s): exit %d, stderr\n%s\nwant exit 2, column %d and a caret", tc.expr, tc.reason, code, errs, tc.column)
			continue
		}
		// The caret sits under the column of the expression line.
		if lines[1] != "  "+tc.expr || strings.Index(lines[2], "^") != 2+tc.column-1 {
			t.Errorf("%q: caret misplaced:\n%s", tc.expr, errs)
		}
	}
	_, errs, code := runGame(t, "claim", "bash", "n + 1")
	if code != 2 || !strings.Contains(errs, "bool") {
		t.Errorf("a non-boolean expression: exit %d %q", code, errs)
	}
}

func TestClaimBadRanges(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"bash", "n > 0", "--m", "5..1"}, "-m"},
		{[]string{"bash", "n > 0", "--m", "x"}, "-m"},
		{[]string{"bash", "n > 0", "--m", "0..3"}, "--m 0..3"},
		{[]string{"bash", "n > 0", "--a", "1..3"}, "--a"},
		{[]string{"take-range", "n > 0", "--a", "5..6", "--b", "1..4"}, "--a"},
		{[]string{"nim", "xor(heaps) > 0", "--heaps", "0..2"}, "--heaps"},
		{[]string{"bash", "n > 0", "--to", "0"}, "--to"},
		{[]string{"bash", "n > 0", "--heaps", "2"}, "--heaps"},
		{[]string{"nope", "n > 0"}, `unknown game "nope"`},
		{[]string{"bash"}, "EXPR"},
		{[]string{"bash", "n", ">", "0"}, "one quoted expression"},
		{[]string{"subtraction", "n > 0"}, "needs --moves"},
		{[]string{"bash", "n % (m - 1) == 0"}, "fails at"},
		{[]string{"bash", "n % m != 0", "--to", "9223372036854775806"}, "more than 1000000000 positions"},
		{[]string{"bash", "n % m != 0", "--to", "9223372036854775807"}, "more than 1000000000 positions"},
		{[]string{"bash", "n % m != 0", "--to", "10", "--m", "1..9223372036854775807"}, "more than 1000000000 positions"},
		{[]string{"bash", "n % m != 0", "--to", "10", "--m", "9223372036854775807"}, "sum overflows"},
		{[]string{"nim", "xor(heaps) != 0", "--heaps", "1..1000000000", "--to", "1"}, "at most 100 heaps"},
	}
	for _, tc := range tests {
		_, errs, code := runGame(t, append([]string{"claim"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line naming %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestClaimProgress: a long check reports how far it is on stderr: on a
// terminal after a second, in a log only after claimLogEvery and then
// every claimLogEvery; a short one prints nothing.
func TestClaimProgress(t *testing.T) {
	clock := time.Unix(0, 0)
	var log bytes.Buffer
	p := &claimProgress{w: &log, now: func() time.Time { return clock }, start: clock}
	steps := []struct {
		at    time.Duration
		lines int
	}{{time.Second, 0}, {4 * time.Second, 0}, {5 * time.Second, 1}, {7 * time.Second, 1}, {10 * time.Second, 2}}
	for _, s := range steps {
		clock = time.Unix(0, 0).Add(s.at)
		p.update(500, 1000)
		if n := strings.Count(log.String(), "\n"); n != s.lines {
			t.Errorf("not a terminal, at %s: %d lines, want %d:\n%s", s.at, n, s.lines, log.String())
		}
	}
	if !strings.Contains(log.String(), "claim: 500 of 1000 positions checked (50%), 5s\n") {
		t.Errorf("progress line: %q", log.String())
	}
	var tty bytes.Buffer
	clock = time.Unix(0, 0)
	p = &claimProgress{w: &tty, tty: true, now: func() time.Time { return clock }, start: clock}
	p.update(1, 10)
	if tty.Len() != 0 {
		t.Errorf("terminal, at once: %q", tty.String())
	}
	clock = clock.Add(1500 * time.Millisecond)
	p.update(5, 10)
	p.done()
	if got := tty.String(); !strings.HasPrefix(got, "\r\033[Kclaim: 5 of 10 positions checked (50%)") || !strings.HasSuffix(got, "\r\033[K") {
		t.Errorf("terminal after a second: %q, want a status line then cleared", got)
	}
	// A real check calls Progress every explore.ProgressEvery positions.
	_, errs, code := runGame(t, "claim", "bash", "n % (m+1) != 0", "--to", "1000")
	if code != 0 || errs != "" {
		t.Errorf("a short check: exit %d, stderr %q; want nothing on stderr", code, errs)
	}
}

// TestClaimGameFileBounds: a claim over a game file checks its positions
// in the size order, as a catalogue game's; ranges with more than
// explore.MaxPositions of them (or whose count overflows: --to MaxInt64
// used to loop for ever) are one line, exit 2.
func TestClaimGameFileBounds(t *testing.T) {
	tests := []struct {
		args   []string
		reason string
	}{
		{[]string{"--game", gamesDir + "staircase.toml", "true", "--to", "9223372036854775807"}, "a list position up to MaxInt64"},
		{[]string{"--game", gamesDir + "staircase.toml", "true", "--to", "1000"}, "1..3 numbers of 0..1000: 10^9 lists"},
		{[]string{"--game", gamesDir + "grundy.toml", "true", "--from", "-9223372036854775808", "--to", "9223372036854775807"}, "one variable, the count overflows"},
	}
	for _, tt := range tests {
		_, errs, code := runGame(t, append([]string{"claim"}, tt.args...)...)
		if code != 2 || !strings.Contains(errs, "positions to check") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s: exit %d, stderr %q; want exit 2, one line", tt.reason, code, errs)
		}
	}
	// two variables clamped to their bounds: 4·10^6 positions, enumerated
	// in the size order (not listed first), so the first, P, fails at once
	if out, errs, code := runGame(t, "claim", "--game", gamesDir+"grid.toml", "true", "--to", "9223372036854775807"); code != 1 || !strings.Contains(out, "FAILS at (1, 1)") {
		t.Errorf("grid up to MaxInt64: exit %d (%s)\n%s", code, errs, out)
	}
	if _, errs, code := runGame(t, "claim", "--game", gamesDir+"grundy.toml", "true", "--to", "100"); code != 1 {
		t.Errorf("a small range: exit %d (%s), want the claim checked (it fails: exit 1)", code, errs)
	}
}
