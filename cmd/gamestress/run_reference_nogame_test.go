package main

import (
	"strings"
	"testing"
)

// TestRunReferenceNoGame: a problem file with a layout and no game
// (examples/reference/maxlist.toml, the maximum of each list) is run with
// the user's C++ brute force as the expected answers and a Python
// generator: an off-by-one solution (its scan stops before the last
// element) is caught on its least input; as the reference, it fails the
// statement's sample before any search; without --reference the file is
// refused.
func TestRunReferenceNoGame(t *testing.T) {
	file := examples + "/maxlist.toml"
	r, errs, code := runJSONOf(t, "run", file, examples+"/maxlist_wrong.cpp",
		"--reference", examples+"/maxlist_brute.cpp", "--generator", examples+"/maxlist_gen.py",
		"--corpus", t.TempDir(), "--cache", runCache(t), "--time", "5s", "--cases", "3000", "--budget", "30s", "--samples=false")
	if r.Verdict != "WrongAnswer" || code != 1 || r.Input != "1\n2\n1 2\n" || r.Expected != "2" || r.Got != "1\n" {
		t.Errorf("verdict %s, exit %d, input %q, expected %q, got %q; want WrongAnswer, 1, %q, %q, %q\nstderr: %s",
			r.Verdict, code, r.Input, r.Expected, r.Got, "1\n2\n1 2\n", "2", "1\n", errs)
	}
	r, errs, code = runJSONOf(t, "run", file, examples+"/maxlist_brute.cpp",
		"--reference", examples+"/maxlist_brute.cpp", "--generator", examples+"/maxlist_gen.py",
		"--corpus", t.TempDir(), "--cache", runCache(t), "--time", "5s", "--cases", "1000", "--budget", "30s")
	if r.Verdict != "OK" || code != 0 || r.Cases < 1000 {
		t.Errorf("the brute force against itself: %s, exit %d, %d cases; want OK, 0, 1000 cases\nstderr: %s", r.Verdict, code, r.Cases, errs)
	}
	_, errs, code = cli(t, "run", file, examples+"/maxlist_brute.cpp", "--reference", examples+"/maxlist_wrong.cpp",
		"--corpus", t.TempDir(), "--cache", runCache(t))
	if want := `differs from the sample: case 1 (input line 2): want "9", got "4"`; code != 2 || !strings.Contains(errs, want) {
		t.Errorf("a wrong reference: exit %d, stderr %q; want 2 and %q", code, errs, want)
	}
	_, errs, code = cli(t, "run", file, examples+"/maxlist_wrong.cpp", "--corpus", t.TempDir(), "--cache", runCache(t))
	if code != 2 || !strings.Contains(errs, "maxlist has no [game]") || !strings.Contains(errs, "--reference FILE") {
		t.Errorf("without --reference: exit %d, stderr %q; want 2 and the file refused, naming --reference", code, errs)
	}
}
