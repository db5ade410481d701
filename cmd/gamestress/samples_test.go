package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

const samplesTestdata = "testdata/samples"

// sampleReport is the part of run's JSON report about the samples.
type sampleReport struct {
	Verdict, Input, Phase, Samples string
	Sample                         int
}

func sampleJSONOf(t *testing.T, args ...string) (sampleReport, string, int) {
	t.Helper()
	out, errs, code := cli(t, append(args, "--json")...)
	var r sampleReport
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: not the JSON report (%v):\n%s\n%s", args, err, out, errs)
	}
	return r, errs, code
}

// TestRunSamplesFirst: a program right everywhere but on the statement's
// sample input is a WrongAnswer from the sample (the search alone never
// makes that input), in run and in replay with an empty corpus; a right
// program passes the samples and the report says so. On a custom game
// whose oracle answers single piles only up to a small size (and puts all
// of them before two piles in the size order), a program wrong on two
// piles is caught by the second sample.
func TestRunSamplesFirst(t *testing.T) {
	only := filepath.Join(samplesTestdata, "only-sample.cpp")
	needCompiler(t, only)
	for _, cmd := range []string{"run", "replay"} {
		r, errs, code := sampleJSONOf(t, cmd, "hdu1846", only, "--corpus", t.TempDir(), "--cache", runCache(t))
		if code != 1 || r.Verdict != "WrongAnswer" || r.Phase != "sample" || r.Sample != 1 || r.Input != "2\n23 2\n4 3\n" {
			t.Errorf("%s: exit %d, %s from phase %q (sample %d) on %q; want exit 1, WrongAnswer from sample 1, the whole sample\n%s", cmd, code, r.Verdict, r.Phase, r.Sample, r.Input, errs)
		}
	}
	out, _, code := cli(t, "run", "hdu1846", only, "--corpus", t.TempDir(), "--cache", runCache(t))
	if code != 1 || !strings.Contains(out, "fails the statement's sample 1 (run before any search") {
		t.Errorf("text report: exit %d\n%s", code, out)
	}
	out, _, code = cli(t, "run", "hdu1846", filepath.Join(runTestdata, "correct.cpp"), "--corpus", t.TempDir(), "--cache", runCache(t), "--cases", "200")
	if code != 0 || !strings.Contains(out, "samples: 1 of 1 passes\n") {
		t.Errorf("a right program: exit %d\n%s", code, out)
	}

	r, errs, code := sampleJSONOf(t, "run", filepath.Join(samplesTestdata, "split.toml"), filepath.Join(samplesTestdata, "split-two-piles.cpp"),
		"--corpus", t.TempDir(), "--cache", runCache(t), "--budget", "8s", "--seed", "1")
	if code != 1 || r.Phase != "sample" || r.Sample != 2 || r.Input != "1\n2\n1 2\n" || r.Samples != "samples: 1 of 2 passes" {
		t.Errorf("split, wrong on two piles: exit %d, %s from phase %q (sample %d, %q) on %q; want the second sample\n%s", code, r.Verdict, r.Phase, r.Sample, r.Samples, r.Input, errs)
	}
}

// TestRunTwoPilesBeforeLargePiles: without the samples, the search itself
// reaches two piles early (the small phase walks by depth): the program
// wrong on two piles is caught on two piles of one stone, though the size
// order puts every single pile first and the oracle answers single piles
// only up to about 60 stones in time.
func TestRunTwoPilesBeforeLargePiles(t *testing.T) {
	sol := filepath.Join(samplesTestdata, "split-two-piles.cpp")
	needCompiler(t, sol)
	r, errs, code := sampleJSONOf(t, "run", filepath.Join(samplesTestdata, "split.toml"), sol, "--samples=false",
		"--corpus", t.TempDir(), "--cache", runCache(t), "--budget", "8s", "--seed", "1")
	if code != 1 || r.Verdict != "WrongAnswer" || r.Phase != "small" || r.Input != "1\n2\n1 1\n" {
		t.Errorf("exit %d, %s from phase %q on %q; want WrongAnswer from the small phase on 1 / 2 / 1 1\n%s", code, r.Verdict, r.Phase, r.Input, errs)
	}
}
