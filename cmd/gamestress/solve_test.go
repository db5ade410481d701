package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// runGame runs the command line and returns stdout, stderr (with the exit
// message main would print) and the exit status.
func runGame(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	err := run(&o, &e, args)
	code = exitCode(&e, err)
	return o.String(), e.String(), code
}

type solveOut struct {
	Game         string         `json:"game"`
	Params       map[string]any `json:"params"`
	Position     []int64        `json:"position"`
	Outcome      string         `json:"outcome"`
	Grundy       *int           `json:"grundy"`
	WinningMoves []string       `json:"winning_moves"`
}

func solveJSONOf(t *testing.T, args ...string) solveOut {
	t.Helper()
	out, errs, code := runGame(t, append([]string{"solve", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("solve %v: exit %d: %s", args, code, errs)
	}
	var s solveOut
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatalf("solve %v: %v in %q", args, err, out)
	}
	return s
}

func TestSolveExamplesFromTheIssue(t *testing.T) {
	s := solveJSONOf(t, "nim", "--misere", "2", "2")
	if s.Outcome != "P" || s.Grundy != nil || len(s.WinningMoves) != 0 || s.Params["misere"] != true {
		t.Errorf("misère nim 2 2: %+v; want P (pairs do not cancel under misère play), no Grundy value", s)
	}
	// flags after the position
	if s2 := solveJSONOf(t, "nim", "2", "2", "--misere"); s2.Outcome != "P" {
		t.Errorf("flag after the position: %+v", s2)
	}
	if s := solveJSONOf(t, "nim", "2", "2"); s.Outcome != "P" || s.Grundy == nil || *s.Grundy != 0 {
		t.Errorf("normal nim 2 2: %+v", s)
	}
	s = solveJSONOf(t, "wythoff", "165580140", "267914295")
	if s.Outcome != "P" || len(s.WinningMoves) != 0 {
		t.Errorf("wythoff (F40, F41): %+v; want P", s)
	}
	if s := solveJSONOf(t, "wythoff", "165580141", "267914295"); s.Outcome != "N" || !slices.Contains(s.WinningMoves, "take 1 from 165580141") {
		t.Errorf("wythoff (F40+1, F41): %+v; want N with the move back to (F40, F41)", s)
	}
	const n, m = 1000000000000, 1000
	s = solveJSONOf(t, "bash", "--m", "1000", strconv.Itoa(n))
	if s.Outcome != "N" || s.Grundy == nil || *s.Grundy != n%(m+1) || s.Params["m"] != float64(m) {
		t.Errorf("bash m=1000 at 10^12: %+v; want G = n mod (m+1) = %d", s, n%(m+1))
	}
	if len(s.WinningMoves) != 1 || s.WinningMoves[0] != "take "+strconv.Itoa(n%(m+1))+" → "+strconv.Itoa(n-n%(m+1)) {
		t.Errorf("bash winning moves: %q", s.WinningMoves)
	}
}

// Every winning move solve lists leads to a position solve calls P, and
// every other move to one it calls N (single heaps, so labels say the result).
func TestSolveWinningMovesAreConsistent(t *testing.T) {
	games := [][]string{{"subtraction", "--moves", "2,5,7"}, {"misere-bash", "--m", "3"}, {"fibonacci"}, {"take-range", "--a", "2", "--b", "4"}}
	for _, g := range games {
		for n := 0; n <= 25; n++ {
			s := solveJSONOf(t, append(append([]string{}, g...), strconv.Itoa(n))...)
			if g[0] == "misere-bash" && n == 0 {
				// no move at all: under misère play the mover has won
				if s.Outcome != "N" || len(s.WinningMoves) != 0 {
					t.Fatalf("misère heap 0: %+v", s)
				}
				continue
			}
			if (s.Outcome == "N") != (len(s.WinningMoves) > 0) {
				t.Fatalf("%v %d: %+v", g, n, s)
			}
			for _, mv := range s.WinningMoves {
				_, to, _ := strings.Cut(mv, "→ ")
				if r := solveJSONOf(t, append(append([]string{}, g...), to)...); r.Outcome != "P" {
					t.Fatalf("%v %d: winning move %q leads to %s", g, n, mv, r.Outcome)
				}
			}
		}
	}
}

func TestSolveText(t *testing.T) {
	out, _, code := runGame(t, "solve", "nim", "5", "7", "9")
	want := []string{"game      nim", "position  5 7 9", "outcome   N (the player to move wins)", "grundy    11", "winning   1 move(s):", "heap #3 (9): take 7 → 2"}
	for _, w := range want {
		if code != 0 || !strings.Contains(out, w) {
			t.Errorf("solve nim 5 7 9: missing %q in\n%s", w, out)
		}
	}
	out, _, _ = runGame(t, "solve", "reach", "--m", "5", "3")
	for _, w := range []string{"raise 3", "raise 4", "raise 5"} { // hdu2149 sample 3 5
		if !strings.Contains(out, w) {
			t.Errorf("reach 3 by 1..5: missing %q in\n%s", w, out)
		}
	}
}

func TestSolveBadInput(t *testing.T) {
	tests := []struct {
		args   []string
		want   string
		reason string
	}{
		{[]string{"solve", "chess", "1"}, `unknown game "chess"`, "unknown game"},
		{[]string{"solve"}, "name a game", "no game"},
		{[]string{"solve", "bash", "3"}, "bash needs --m", "missing parameter"},
		{[]string{"solve", "bash", "--m", "0", "3"}, "--m must be at least 1", "m < 1"},
		{[]string{"solve", "take-range", "--a", "5", "--b", "2", "3"}, "--a must not exceed --b", "a > b"},
		{[]string{"solve", "subtraction", "--moves", "", "3"}, "--moves is empty", "empty move set"},
		{[]string{"solve", "subtraction", "--moves", "1,-2", "3"}, `"-2" is not a positive integer`, "non-positive move"},
		{[]string{"solve", "bash", "--m", "3", "-4"}, "negative value -4", "negative position"},
		{[]string{"solve", "bash", "--m", "3", "x"}, `"x" is not an integer`, "not a number"},
		{[]string{"solve", "octal", "--code", "0.8", "3"}, `octal code "0.8"`, "malformed octal code"},
		{[]string{"solve", "octal", "--code", "0.00", "3"}, "has no move", "octal code without moves"},
		{[]string{"solve", "powers-of-two", "1000000000000"}, "too large", "beyond search, no certificate"},
		{[]string{"solve", "grundy-game", "1000000000000"}, "too large", "beyond search, no certificate"},
		{[]string{"solve", "nim", "--m", "3", "1"}, "nim takes no --m", "parameter the game does not have"},
		{[]string{"solve", "wythoff", "1"}, "wythoff needs A B", "wrong position size"},
		{[]string{"solve", "wythoff", "--misere", "1", "2"}, "no misère version", "misère not available"},
		{[]string{"solve", "board", "2001", "3"}, "too large", "board beyond 2000"},
		{[]string{"solve", "bash", "--m", "3", "--bogus", "1"}, "unknown flag --bogus", "unknown flag: one line, no usage text"},
	}
	for _, tc := range tests {
		out, errs, code := runGame(t, tc.args...)
		lines := strings.Split(strings.TrimSpace(errs), "\n")
		if code != 2 || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("%v (%s): exit %d, stderr %q; want exit 2 naming %q", tc.args, tc.reason, code, errs, tc.want)
		}
		if len(lines) != 1 {
			t.Errorf("%v (%s): want one line, got %q", tc.args, tc.reason, errs)
		}
	}
}
