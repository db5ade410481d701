package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/stress"
)

// A run that found no failing case but saw batches time out only as a whole
// must say so: a bare "no counterexample" would send a too-slow solution to
// the judge.
func TestRunTextNotesBatchesSlowOnlyAsAWhole(t *testing.T) {
	cfg := &runConfig{name: "run"}
	cfg.limits.Time = 500 * time.Millisecond
	for _, tc := range []struct {
		slowBatch int
		want      bool
	}{{0, false}, {125, true}} {
		r := &runResult{rep: stress.Report{Problem: "hdu1846", Cases: 1751, SlowBatch: tc.slowBatch}}
		var b bytes.Buffer
		writeRunText(&b, cfg, r)
		out := b.String()
		if !strings.Contains(out, "no counterexample in 1751 cases") {
			t.Errorf("slowBatch %d: no 'no counterexample' line in %q", tc.slowBatch, out)
		}
		got := strings.Contains(out, "a batch of 125 cases exceeded --time 500ms together")
		if got != tc.want {
			t.Errorf("slowBatch %d: note printed = %v, want %v; output:\n%s", tc.slowBatch, got, tc.want, out)
		}
	}
}
