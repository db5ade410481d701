package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckLayoutOnlyReference: a file without [game] is valid; with
// --reference its samples are run through the brute force: a right one is
// reported as agreeing (exit 0), a wrong one is refused naming the case
// (exit 2, one line); without --reference check says the answers will need
// one.
func TestCheckLayoutOnlyReference(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "reference", "maxlist.toml")
	dir := t.TempDir()
	brute := filepath.Join(dir, "brute.py")
	wrong := filepath.Join(dir, "wrong.py")
	src := "import sys\nd = sys.stdin.read().split()\nc = int(d[0]); i = 1\nfor _ in range(c):\n    n = int(d[i]); print(max(int(x) for x in d[i+1:i+1+n])); i += 1 + n\n"
	if err := os.WriteFile(brute, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(wrong, []byte(strings.Replace(src, "max(", "min(", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := cli(t, "check", path, "--reference", brute)
	if code != 0 || !strings.Contains(out, "samples:    your brute force "+brute+" agrees with the statement (2 cases)") {
		t.Errorf("check --reference brute: exit %d, %q %q", code, out, errs)
	}
	_, errs, code = cli(t, "check", path, "--reference", wrong)
	if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "on the statement's sample") || !strings.Contains(errs, `want "9", got "2"`) {
		t.Errorf("check --reference wrong: exit %d, stderr %q; want 2 and one line naming the case", code, errs)
	}
	out, errs, code = cli(t, "check", path)
	if code != 0 || !strings.Contains(out, "their answers: will need your brute force") {
		t.Errorf("check without --reference: exit %d, %q %q", code, out, errs)
	}
}
