package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/corpus"
)

// fakeCheckout is a working directory laid out like the repository's root
// (./corpus with its README) and a cache directory for the user: the test
// runs in the checkout, with $XDG_CACHE_HOME at the cache.
func fakeCheckout(t *testing.T) (checkout, cache string) {
	t.Helper()
	checkout, cache = t.TempDir(), t.TempDir()
	os.MkdirAll(filepath.Join(checkout, "corpus"), 0o755)
	os.WriteFile(filepath.Join(checkout, "corpus", "README.md"), []byte(corpus.Version+"\n"), 0o644)
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", cache)
	t.Chdir(checkout)
	return checkout, cache
}

// filesUnder lists the files under dir, relative to it.
func filesUnder(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			names = append(names, rel)
		}
		return nil
	})
	return names
}

// stressRead is what --json prints, read back loosely (verdicts as words).
type stressRead struct {
	OK      bool             `json:"ok"`
	Seed    int64            `json:"seed"`
	Results []map[string]any `json:"results"`
}

func stressJSONRun(t *testing.T, args ...string) stressRead {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(&out, &errb, append([]string{"stress", "--json"}, args...))
	if err != nil && !errors.Is(err, errBugFound) {
		t.Fatalf("stress %v: %v (stderr %s)", args, err, errb.String())
	}
	var got stressRead
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("bad JSON %q: %v", out.String(), err)
	}
	return got
}

// TestStressLeavesCheckoutClean: by default the self-test saves what it
// finds under the user's cache directory, never into ./corpus of the
// checkout it runs in (which `go:embed` would replay in the next go test).
func TestStressLeavesCheckoutClean(t *testing.T) {
	checkout, cache := fakeCheckout(t)
	got := stressJSONRun(t, "hdu1846", "--candidate", "hdu1846-m-for-m+1")
	if len(got.Results) != 1 || got.Results[0]["verdict"] != "WrongAnswer" {
		t.Fatalf("results %+v", got.Results)
	}
	saved := got.Results[0]["corpus"].(string)
	want := filepath.Join(cache, "gamestress", "stress-corpus", "hdu1846")
	if !strings.HasPrefix(saved, want) {
		t.Errorf("saved to %q, want under %s", saved, want)
	}
	if b, err := os.ReadFile(saved); err != nil || string(b) != got.Results[0]["input"] {
		t.Errorf("saved file %s: %q, %v", saved, b, err)
	}
	if fs := filesUnder(t, filepath.Join(checkout, "corpus")); len(fs) != 1 {
		t.Errorf("the checkout's corpus gained files: %v", fs)
	}
}

// TestStressSave: --save is how a maintainer adds a minimum to the
// repository's corpus on purpose; it needs the repository's corpus (its
// README) and does not go with --corpus.
func TestStressSave(t *testing.T) {
	checkout, cache := fakeCheckout(t)
	got := stressJSONRun(t, "hdu1846", "--candidate", "hdu1846-m-for-m+1", "--save")
	want := filepath.Join("corpus", "hdu1846", corpus.Name([]byte(got.Results[0]["input"].(string)))+".in")
	if got.Results[0]["corpus"] != want {
		t.Errorf("--save saved to %q, want %q", got.Results[0]["corpus"], want)
	}
	if _, err := os.Stat(filepath.Join(checkout, want)); err != nil {
		t.Errorf("--save: %v", err)
	}
	if fs := slices.DeleteFunc(filesUnder(t, cache), isLauncher); len(fs) != 0 {
		t.Errorf("--save also wrote to the cache: %v", fs)
	}
	for _, tt := range []struct {
		args   []string
		setup  func()
		want   string
		reason string
	}{
		{[]string{"stress", "--save", "--corpus", t.TempDir()}, func() {}, "cannot be combined", "--save with --corpus"},
		{[]string{"stress", "--save"}, func() { t.Chdir(t.TempDir()) }, "run it from the repository's root", "no ./corpus here"},
	} {
		tt.setup()
		var out, errb bytes.Buffer
		if code := exitCode(&errb, run(&out, &errb, tt.args)); code != 2 || !strings.Contains(errb.String(), tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit 2 naming %q", tt.reason, code, errb.String(), tt.want)
		}
	}
}

// TestStressCorpusDir: --corpus DIR saves into DIR and replays it (after
// the built-in corpus).
func TestStressCorpusDir(t *testing.T) {
	fakeCheckout(t)
	dir := t.TempDir()
	got := stressJSONRun(t, "hdu1846", "--candidate", "hdu1846-m-for-m+1", "--corpus", dir)
	if saved, _ := got.Results[0]["corpus"].(string); !strings.HasPrefix(saved, dir) {
		t.Errorf("--corpus %s: saved to %q", dir, saved)
	}
	cfg, err := parseStress(&bytes.Buffer{}, []string{"--corpus", dir})
	if err != nil || cfg.opt.Corpus.Dir != dir || cfg.opt.Corpus.SaveOnly || cfg.opt.Corpus.Base == nil {
		t.Errorf("--corpus %s: %+v, %v: want saved, replayed, over the built-in corpus", dir, cfg.opt.Corpus, err)
	}
}

// TestStressSeedFixedAndPrinted: without --seed the self-test uses a fixed
// seed, and says which (in the table's last line and on stderr).
func TestStressSeedFixedAndPrinted(t *testing.T) {
	fakeCheckout(t)
	cfg, err := parseStress(&bytes.Buffer{}, nil)
	if err != nil || cfg.opt.Seed != defaultStressSeed {
		t.Fatalf("default seed: %+v, %v; want %d", cfg, err, defaultStressSeed)
	}
	var out, errb bytes.Buffer
	if err := run(&out, &errb, []string{"stress", "hdu2149", "--cases", "200"}); err != nil {
		t.Fatal(err)
	}
	seed := "seed 1"
	if !strings.Contains(out.String(), seed+":") || !strings.Contains(errb.String(), "stress: "+seed) {
		t.Errorf("the seed is not printed:\nstdout %s\nstderr %s", out.String(), errb.String())
	}
	if cfg, _ := parseStress(&bytes.Buffer{}, []string{"--seed", "0"}); cfg.opt.Seed == 0 {
		t.Error("--seed 0 kept 0: want a seed from the clock")
	}
}

// TestStressSameSeedSameTable: two runs with the same seed on a small
// subset give the same results, all but the times; the second run finds
// what the first saved in the cache and must not replay it.
func TestStressSameSeedSameTable(t *testing.T) {
	fakeCheckout(t)
	// 101000 cases run past the small phase (at most 100000) into the
	// random one, which the seed drives.
	args := []string{"hdu1847", "--cases", "101000", "--budget", "60s", "--seed", "7"}
	var runs [2]string
	for i := range runs {
		got := stressJSONRun(t, args...)
		if !got.OK || len(got.Results) < 4 {
			t.Fatalf("run %d: ok=%v, %d results", i, got.OK, len(got.Results))
		}
		for _, r := range got.Results {
			delete(r, "ms")
			delete(r, "elapsed_ms")
		}
		b, _ := json.MarshalIndent(got, "", " ")
		runs[i] = string(b)
	}
	if runs[0] != runs[1] {
		t.Errorf("the same seed gave two tables:\n%s\n----\n%s", runs[0], runs[1])
	}
}

// TestRunSavesToWorkingCorpus: a user's `gamestress run` keeps saving its
// counterexamples to ./corpus of the directory it runs in (the user's own
// corpus), unlike the self-test.
func TestRunSavesToWorkingCorpus(t *testing.T) {
	if _, err := exec.LookPath("awk"); err != nil {
		t.Skipf("SKIPPED: no awk to play the user's solution: %v", err)
	}
	checkout, cache := fakeCheckout(t)
	os.RemoveAll(filepath.Join(checkout, "corpus"))
	var out, errb bytes.Buffer
	// n%m instead of n%(m+1): wrong on "1 1".
	err := run(&out, &errb, []string{"run", "hdu1846", "--budget", "5s", "--seed", "1", "--",
		"awk", `NR > 1 { print ($1 % $2) ? "first" : "second" }`})
	if !errors.Is(err, errBugFound) {
		t.Fatalf("run: %v, want a bug found\n%s%s", err, out.String(), errb.String())
	}
	saved := filesUnder(t, filepath.Join(checkout, "corpus"))
	if len(saved) != 2 || !strings.HasPrefix(saved[0], "hdu1846"+string(filepath.Separator)) {
		t.Errorf("./corpus after run: %v, want the .in and .ans of the counterexample", saved)
	}
	if fs := slices.DeleteFunc(filesUnder(t, cache), isLauncher); len(fs) != 0 {
		t.Errorf("run saved into the cache: %v", fs)
	}
}

// isLauncher: the runner's compiled launcher (stress/runner/launcher.go)
// is a build, not a saved counterexample.
func isLauncher(path string) bool {
	return strings.HasPrefix(filepath.ToSlash(path), "gamestress/launcher-")
}
