package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A score-game solution that memoises with 0 meaning "not computed"
// (examples/nasty/wrong-memo-zero.cpp, UVa 10891) is linear on almost
// every input and exponential on a row of zeros: values in -1000..1000
// drawn at random or at the ends never made one (it passed 1726 cases
// before nasty values); the generators' runs of zeros and the boundaries'
// row of zeros catch it as a TimeLimit. The correct solution passes.
func TestNastyZerosCaught(t *testing.T) {
	t.Parallel() // most of it is waiting for the runs
	dir := "../../examples/nasty"
	file := filepath.Join(dir, "uva10891.toml")
	needCompiler(t, "ok.cpp")
	common := []string{"--seed", "1", "--corpus", t.TempDir(), "--cache", runCache(t), "--time", "500ms"}
	r, errs, code := runJSONOf(t, append([]string{"run", file, filepath.Join(dir, "ok.cpp"), "--cases", "200", "--budget", "1m"}, common...)...)
	if code != 0 || r.Verdict != "OK" {
		t.Fatalf("ok.cpp: exit %d, verdict %s on\n%s\nstderr: %s", code, r.Verdict, r.Input, errs)
	}
	r, errs, code = runJSONOf(t, append([]string{"run", file, filepath.Join(dir, "wrong-memo-zero.cpp"), "--cases", "2000", "--budget", "2m"}, common...)...)
	if code != 1 || r.Verdict != "TimeLimit" {
		t.Fatalf("wrong-memo-zero.cpp: exit %d, verdict %s after %d cases, want TimeLimit (exit 1); stderr: %s", code, r.Verdict, r.Cases, errs)
	}
	if !strings.Contains(r.Input, strings.Repeat("0 ", 20)) {
		t.Errorf("the TimeLimit input has no run of 20 zeros:\n%s", r.Input)
	}
}
