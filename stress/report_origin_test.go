package stress

import (
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/judge"
)

func TestWriteFailureOrigin(t *testing.T) {
	for _, tt := range []struct {
		phase string
		want  string
	}{
		{"random", "found in random phase after 7 cases, 3 shrink steps, seed 42)"},
		{"fuzz", "found on a fuzz input of 7 cases, 3 shrink steps)"},
		{"go-fuzz", "found on a go-fuzz input of 7 cases, 3 shrink steps)"},
	} {
		r := Report{Problem: "hdu1846", Target: "x", Verdict: judge.WrongAnswer, Phase: tt.phase, Cases: 7, ShrinkSteps: 3, Seed: 42}
		if tt.phase != "random" {
			r.Seed = 0
		}
		var b strings.Builder
		r.WriteFailure(&b, "")
		head, _, _ := strings.Cut(b.String(), "\n")
		if !strings.Contains(head, tt.want) || (tt.phase != "random" && strings.Contains(head, "seed")) {
			t.Errorf("phase %s: header %q, want it to hold %q", tt.phase, head, tt.want)
		}
	}
}
