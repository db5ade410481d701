package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBadFlagIsOneLine: a bad flag, on every command, is one line on
// stderr naming the flag (not the usage text, not the message twice), exit
// status 2; -h alone prints the help, exit 0.
func TestBadFlagIsOneLine(t *testing.T) {
	tests := []struct {
		args   []string
		want   string
		reason string
	}{
		{[]string{"solve", "bash", "--bogus", "3"}, "unknown flag --bogus", "solve"},
		{[]string{"table", "bash", "--m", "3", "--to", "9", "--bogus"}, "unknown flag --bogus", "table"},
		{[]string{"claim", "bash", "n%(m+1)!=0", "--bogus"}, "unknown flag --bogus", "claim"},
		{[]string{"list", "--bogus"}, "unknown flag --bogus", "list"},
		{[]string{"sample", "--bogus", "hdu1846"}, "unknown flag --bogus", "sample"},
		{[]string{"answer", "--bogus", "hdu1846"}, "unknown flag --bogus", "answer"},
		{[]string{"stress", "--bogus"}, "unknown flag --bogus", "stress"},
		{[]string{"run", "hdu1846", "sol.cpp", "--bogus"}, "unknown flag --bogus", "run"},
		{[]string{"replay", "hdu1846", "--bogus", "sol.cpp"}, "unknown flag --bogus", "replay"},
		{[]string{"stress", "--budget", "soon"}, `--budget "soon"`, "a bad value names the flag and the value"},
		{[]string{"table", "bash", "--to"}, "flag --to needs a value", "a missing value"},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		code := exitCode(&errb, run(&out, &errb, tt.args))
		lines := strings.Split(strings.TrimRight(errb.String(), "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(errb.String(), tt.want) || out.Len() != 0 {
			t.Errorf("%s: %v: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %q", tt.reason, tt.args, code, out.String(), errb.String(), tt.want)
		}
	}
	for _, cmd := range []string{"solve", "table", "claim", "list", "sample", "stress", "run"} {
		var out, errb bytes.Buffer
		code := exitCode(&errb, run(&out, &errb, []string{cmd, "-h"}))
		if code != 0 || !strings.Contains(errb.String(), "usage: gamestress "+cmd) {
			t.Errorf("%s -h: exit %d, stderr %q; want the help, exit 0", cmd, code, errb.String())
		}
	}
}

// TestLimitFlags: a time limit no program can meet, and a --corpus naming a
// file or a missing directory, are one clear line, exit 2 (they used to be
// accepted: every run a TimeLimit, or "corpus is empty" and exit 0).
func TestLimitFlags(t *testing.T) {
	dir := t.TempDir()
	sol := filepath.Join(dir, "sol.py")
	file := filepath.Join(dir, "file")
	os.WriteFile(sol, []byte("print(1)\n"), 0o644)
	os.WriteFile(file, []byte("x"), 0o644)
	missing := filepath.Join(dir, "missing")
	tests := []struct {
		args   []string
		want   string
		reason string
	}{
		{[]string{"run", "hdu1846", sol, "--time", "1ns"}, "--time 1ns is below 10ms", "run: a limit nothing meets"},
		{[]string{"replay", "hdu1846", sol, "--time", "9ms"}, "--time 9ms is below 10ms", "replay: just below the floor"},
		{[]string{"stress", "--time", "1ms"}, "--time 1ms is below 10ms", "stress: the judge limit of slow candidates"},
		{[]string{"run", "hdu1846", sol, "--corpus", file}, "is a file, not a directory", "run: --corpus names a file"},
		{[]string{"replay", "hdu1846", sol, "--corpus", missing}, "no such directory", "replay: --corpus names a missing directory"},
		{[]string{"stress", "--corpus", file}, "is a file, not a directory", "stress: --corpus names a file"},
		{[]string{"stress", "--corpus", missing}, "no such directory", "stress: --corpus names a missing directory"},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		code := exitCode(&errb, run(&out, &errb, tt.args))
		lines := strings.Split(strings.TrimRight(errb.String(), "\n"), "\n")
		if code != 2 || len(lines) != 1 || !strings.Contains(errb.String(), tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit 2 and one line naming %q", tt.reason, code, errb.String(), tt.want)
		}
	}
	// At the floor, and with the default ./corpus missing, run accepts.
	t.Chdir(dir)
	cfg, err := parseRun("run", &bytes.Buffer{}, []string{"hdu1846", sol, "--time", "10ms"})
	if err != nil || cfg.limits.Time != 10*time.Millisecond || cfg.store.Dir != "corpus" {
		t.Errorf("run --time 10ms without ./corpus: %v, %+v", err, cfg)
	}
}

// TestCorpusErrorsSayCorpusOnce: an error about a corpus file is one line
// naming the file, with no doubled "corpus: corpus:" prefix.
func TestCorpusErrorsSayCorpusOnce(t *testing.T) {
	if _, err := exec.LookPath("cat"); err != nil {
		t.Skipf("SKIPPED: no cat to play the solution: %v", err)
	}
	t.Chdir(t.TempDir())
	os.MkdirAll(filepath.Join("corpus", "hdu1846"), 0o755)
	os.WriteFile(filepath.Join("corpus", "hdu1846", "abc.in"), []byte("garbage\n"), 0o644)
	os.WriteFile(filepath.Join("corpus", "hdu1846", "abc.ans"), []byte("first\n"), 0o644)
	for _, args := range [][]string{
		{"replay", "hdu1846", "--samples=false", "--", "cat"}, // (cat fails the sample first)
		{"run", "hdu1846", "--budget", "1s", "--samples=false", "--", "cat"},
	} {
		var out, errb bytes.Buffer
		code := exitCode(&errb, run(&out, &errb, args))
		msg := errb.String()
		if code != 2 || strings.Count(msg, "\n") != 1 || !strings.Contains(msg, filepath.Join("corpus", "hdu1846", "abc.in")) ||
			strings.Contains(msg, "corpus: corpus") || strings.Count(msg, "corpus:") > 1 {
			t.Errorf("%v with a bad corpus file: exit %d, stderr %q; want exit 2, one line naming the file, corpus said once", args, code, msg)
		}
	}
}
