package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNewThenCheck: `new` writes a template that `check` refuses until its
// sample is filled in (exit 2, one line), then accepts (exit 0) with what
// it derived; `new` never overwrites.
func TestNewThenCheck(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "brave.toml")
	if out, errs, code := cli(t, "new", "--game", "bash", "--fields", "n m", path); code != 0 || !strings.Contains(out, "wrote") {
		t.Fatalf("new: exit %d, %q %q", code, out, errs)
	}
	if _, errs, code := cli(t, "new", path); code != 2 || !strings.Contains(errs, "exists") {
		t.Errorf("new over an existing file: exit %d, %q; want 2 and a refusal", code, errs)
	}
	_, errs, code := cli(t, "check", path)
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "brave.toml:") {
		t.Errorf("check of the raw template: exit %d, stderr %q; want 2 and one line naming the file", code, errs)
	}
	text, _ := os.ReadFile(path)
	filled := strings.NewReplacer("PASTE THE SAMPLE INPUT", "2\n23 2\n4 3", "PASTE THE SAMPLE OUTPUT", "First\nSecond").Replace(string(text))
	if err := os.WriteFile(path, []byte(filled), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := cli(t, "check", path)
	// the template's title is left: valid so far, never "ok"
	if code != 0 || !strings.HasPrefix(out, path+": valid so far, not complete (1 part still missing") || !strings.Contains(out, "five generated cases") || !strings.Contains(out, "the oracle agrees") {
		t.Errorf("check of the filled template: exit %d, %q %q", code, out, errs)
	}
	// the sample's answer swapped: the oracle disagrees
	bad := strings.Replace(filled, "First\nSecond", "Second\nFirst", 1)
	os.WriteFile(path, []byte(bad), 0o644)
	if _, errs, code := cli(t, "check", path); code != 2 || !strings.Contains(errs, `the oracle says "First", the sample says "Second"`) {
		t.Errorf("check of a wrong sample: exit %d, %q", code, errs)
	}
}

// TestPathArguments: sample and answer take a problem file's path.
func TestPathArguments(t *testing.T) {
	path := filepath.Join("..", "..", "problems", "hdu1846.toml")
	out, errs, code := cli(t, "sample", path)
	if code != 0 || out != "2\n23 2\n4 3\n" {
		t.Errorf("sample %s: exit %d, %q %q", path, code, out, errs)
	}
	stdout, _, err := runWithStdin(t, "2\n23 2\n4 3\n", "answer", path)
	if err != nil || stdout != "first\nsecond\n" {
		t.Errorf("answer %s: %q, %v", path, stdout, err)
	}
	if _, errs, code := cli(t, "sample", filepath.Join(t.TempDir(), "none.toml")); code != 2 || !strings.Contains(errs, "none.toml") {
		t.Errorf("sample of a missing file: exit %d, %q", code, errs)
	}
	out, _, code = cli(t, "list", "--problems", filepath.Join("..", "..", "problems"))
	if code != 0 || !strings.Contains(out, filepath.Join("..", "..", "problems", "hdu1527.toml")) {
		t.Errorf("list --problems: exit %d, %q", code, out)
	}
}

// TestCheckSlowOracle: a game the oracle cannot answer in the declared
// bounds (a search past max_states here; past checkBudget the same line
// says it took too long) is refused, one line, exit 2.
func TestCheckSlowOracle(t *testing.T) {
	path := filepath.Join(t.TempDir(), "slow.toml")
	text := `id = "slow"
title = "staircase of distinct pieces, unbounded"
[input]
framing = "count"
lines = ["n", "p[n]"]
bounds = ["1 <= n <= 1000", "1 <= p <= 10000", "distinct p"]
[game]
name = "custom"
state = ["c[]"]
start = "sort(p)"
moves = 'flat(map(0..count(c)-1, let i = #; map((i == 0 ? 1 : c[i-1] + 1)..(c[i] - 1), set(c, i, #))))'
max_states = 20000
[output]
case = 'win ? "A" : "B"'
`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// (a short reach budget: check measures the reach below n's top, a
	// budget a try, before the boundary cases refuse the file)
	_, errs, code := cli(t, "check", "--reach-budget", "200ms", path)
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "slow.toml: ") {
		t.Errorf("check: exit %d, stderr %q; want 2 and one line naming the file", code, errs)
	}
}
