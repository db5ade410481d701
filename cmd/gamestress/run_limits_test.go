package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// TestRunEndlessLoop: a program that never ends is a TimeLimit on one
// case, the smallest (every input times out), confirmed by a re-run under
// --time; no process of it survives.
func TestRunEndlessLoop(t *testing.T) {
	hdu, _ := problem.Lookup("hdu1846")
	for _, file := range []string{"loop.cpp", "loop.go"} {
		t.Run(file, func(t *testing.T) {
			r, errs, code := runJSONOf(t, "run", "hdu1846", filepath.Join(runTestdata, file), "--corpus", t.TempDir(),
				"--cache", runCache(t), "--time", "300ms", "--budget", "10s", "--samples=false")
			if code != 1 || r.Verdict != "TimeLimit" || r.Flaky {
				t.Fatalf("exit %d, verdict %s (flaky %v, %s), want 1, TimeLimit\nstderr: %s", code, r.Verdict, r.Flaky, r.Detail, errs)
			}
			cases, err := hdu.Parse([]byte(r.Input))
			if err != nil || len(cases) != 1 {
				t.Fatalf("input %q: %d cases (%v), want one case", r.Input, len(cases), err)
			}
			// Nothing is smaller than the smallest case, so it needs no
			// proof: it is the first of the size order.
			for c := range hdu.Small() {
				if !equalCase(c, cases[0]) {
					t.Errorf("input %q, want the smallest case %v", r.Input, c)
				}
				break
			}
			assertNoProcessLeft(t)
		})
	}
}

func equalCase(a, b format.Case) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A crash that only the judge's largest input shows (a table one short of
// n's top) is found before the search, where the oracle's reach is not
// known yet, and is still shrunk and saved like any failure: the report
// gives the one case that crashes, not the judge's 1000 cases.
func TestRunEarlyCrashIsShrunk(t *testing.T) {
	r, errs, code := runJSONOf(t, "run", "hdu1846", filepath.Join(runTestdata, "small_table.cpp"), "--corpus", t.TempDir(),
		"--cache", runCache(t), "--budget", "30s")
	if code != 1 || r.Verdict != "RuntimeError" {
		t.Fatalf("exit %d, verdict %s (%s), want 1, RuntimeError\nstderr: %s", code, r.Verdict, r.Detail, errs)
	}
	if r.Input != "1\n1000 1\n" || r.Corpus == "" {
		in := r.Input
		if len(in) > 40 {
			in = in[:40] + "..."
		}
		t.Errorf("input %q (%d lines, saved %q, %s), want the one case 1000 1, saved", in, strings.Count(r.Input, "\n"), r.Corpus, r.Detail)
	}
}
