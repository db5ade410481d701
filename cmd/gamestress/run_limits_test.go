package main

import (
	"path/filepath"
	"testing"

	"github.com/gamestress/gamestress/problem"
)

// TestRunEndlessLoop: a program that never ends is a TimeLimit on one
// case, the smallest (every input times out), confirmed by a re-run under
// --time; no process of it survives.
func TestRunEndlessLoop(t *testing.T) {
	hdu, _ := problem.Lookup("hdu1846")
	for _, file := range []string{"loop.cpp", "loop.go"} {
		t.Run(file, func(t *testing.T) {
			r, errs, code := runJSONOf(t, "run", "hdu1846", filepath.Join(runTestdata, file), "--corpus", t.TempDir(),
				"--cache", runCache(t), "--time", "300ms", "--budget", "10s")
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

func equalCase(a, b problem.Case) bool {
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
