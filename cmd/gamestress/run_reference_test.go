package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// examples holds the user's programs of the guide's examples (docs/guide.md): brute
// forces, generators, a problem file without a game.
const examples = "../../examples/reference"

// refTestdata holds programs that only the tests use.
const refTestdata = "testdata/reference"

// TestRunReference runs `gamestress run` with the user's C++ brute force
// on hdu1846, a game problem: a reference that agrees with the oracle judges the solution; one that does not, or that
// crashes, is the reference's fault (ReferenceError, exit 2) on its own
// minimal input, never the solution's.
func TestRunReference(t *testing.T) {
	sol := func(f string) string { return filepath.Join(runTestdata, f) }
	for _, tc := range []struct {
		reason   string
		args     []string
		verdict  string
		code     int
		input    string // the exact minimal input
		proven   bool   // and reported proven minimal (the proof's tries depend on the time of a run)
		expected string
		got      string
		detail   string // part of the detail
		saved    bool
	}{
		{"a right brute force passes a right solution",
			[]string{"hdu1846", sol("correct.cpp"), "--reference", examples + "/brute1846.cpp"},
			"OK", 0, "", false, "", "", "", false},
		{"a right brute force catches n%m on its least input; the expected output is the brute force's",
			[]string{"hdu1846", sol("wrong_formula.cpp"), "--reference", examples + "/brute1846.cpp"},
			"WrongAnswer", 1, "1\n1 1\n", true, "first", "second", `case 1 (input line 2): want "first", got "second"`, true},
		{"a brute force that differs from the oracle is at fault, shown on the least input where they differ",
			[]string{"hdu1846", sol("correct.cpp"), "--reference", examples + "/brute1846_wrong.cpp"},
			"ReferenceError", 2, "1\n1 1\n", true, "first", "second", "differs from the oracle", false},
		{"a brute force that crashes is at fault, on the least input that crashes it",
			[]string{"hdu1846", sol("correct.cpp"), "--reference", refTestdata + "/crash_late.cpp"},
			"ReferenceError", 2, "1\n6 1\n", false, "", "", "RuntimeError", false},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := append([]string{"run"}, tc.args...)
			args = append(args, "--corpus", dir, "--cache", runCache(t), "--time", "5s", "--workers", "2", "--cases", "3000", "--budget", "30s", "--samples=false")
			r, errs, code := runJSONOf(t, args...)
			if r.Verdict != tc.verdict || code != tc.code {
				t.Fatalf("verdict %s, exit %d (%s), want %s, exit %d\nstderr: %s", r.Verdict, code, r.Detail, tc.verdict, tc.code, errs)
			}
			if tc.input != "" && (r.Input != tc.input || tc.proven && !r.Minimal) {
				t.Errorf("input %q (proven minimal %v), want %q (%v)", r.Input, r.Minimal, tc.input, tc.proven)
			}
			if tc.expected != "" && (r.Expected != tc.expected || r.Got != tc.got+"\n") {
				t.Errorf("expected %q, got %q; want %q and %q", r.Expected, r.Got, tc.expected, tc.got+"\n")
			}
			if !strings.Contains(r.Detail, tc.detail) {
				t.Errorf("detail %q, want it to hold %q", r.Detail, tc.detail)
			}
			if files := corpusFiles(t, dir); (len(files) > 0) != tc.saved {
				t.Errorf("corpus holds %v; want something saved: %v", files, tc.saved)
			}
		})
	}
}

// TestRunGeneratorError: output that the problem's layout rejects stops
// the run with one line naming the generator, its seed, the line and the
// token (exit 2).
func TestRunGeneratorError(t *testing.T) {
	out, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, "correct.cpp"),
		"--generator", refTestdata+"/badgen.py", "--generator-only", "--seed", "41",
		"--corpus", t.TempDir(), "--cache", runCache(t), "--cases", "3000")
	want := `line 3: token "three"`
	if code != 2 || !strings.Contains(errs, "GeneratorError: "+refTestdata+"/badgen.py ") || !strings.Contains(errs, want) ||
		strings.Count(strings.TrimSpace(errs), "\n") > 0 {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s\nwant exit 2 and one line naming the generator and %s", code, out, errs, want)
	}
}

// TestRunReferenceFlags: flag errors name the flag (exit 2).
func TestRunReferenceFlags(t *testing.T) {
	for _, tc := range []struct {
		reason string
		args   []string
		want   string
	}{
		{"--generator-only needs a generator", []string{"--generator-only"}, "--generator-only needs --generator FILE"},
		{"a missing reference file is named", []string{"--reference", "nosuch.cpp"}, "--reference nosuch.cpp: no such file or directory"},
		{"a reference of an unknown language is refused", []string{"--reference", "../../README.md"}, "--reference"},
	} {
		args := append([]string{"run", "hdu1846", filepath.Join(runTestdata, "correct.cpp"), "--corpus", t.TempDir(), "--cache", runCache(t)}, tc.args...)
		_, errs, code := cli(t, args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit %d, stderr %q; want 2 and %q", tc.reason, code, errs, tc.want)
		}
	}
}

// TestRunGeneratorOnly: with --generator-only the bug is found among the
// generator's cases (its phase), then shrunk like ours: a solution that
// reads n and m swapped passes the smallest case (1 1) and fails first on
// 1 2.
func TestRunGeneratorOnly(t *testing.T) {
	out, errs, code := cli(t, "run", "hdu1846", refTestdata+"/swapped.cpp",
		"--reference", examples+"/brute1846.cpp", "--generator", examples+"/gen1846.py", "--generator-only",
		"--corpus", t.TempDir(), "--cache", runCache(t), "--time", "5s", "--cases", "3000", "--budget", "30s", "--samples=false")
	if code != 1 || !strings.Contains(out, "(generator phase") || !strings.Contains(out, "    1\n    1 2\n") ||
		!strings.Contains(out, "(minimal: every smaller input was tried") || !strings.Contains(out, "\nsaved: ") {
		t.Errorf("exit %d\nstdout: %s\nstderr: %s\nwant exit 1, found in the generator phase, shrunk to 1 / 1 2, proven minimal, saved", code, out, errs)
	}
}
