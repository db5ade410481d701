package runner

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// The hard limit: a run is killed at Time + Extra of CPU (Extra zero:
// Time/2), not at Time, so that how far past the limit it went is
// measured; a run that ends between Time and the hard limit is a
// TimeLimit with its CPU time, not killed; one under Time passes.
func TestHardLimit(t *testing.T) {
	if got := (Limits{Time: time.Second}).Hard(); got != 1500*time.Millisecond {
		t.Errorf("default hard limit for 1s: %s, want 1.5s", got)
	}
	if got := (Limits{Time: time.Second, Extra: -1}).Hard(); got != time.Second {
		t.Errorf("hard limit with no extra: %s, want 1s", got)
	}
	lim := Limits{Time: 200 * time.Millisecond, Extra: 200 * time.Millisecond, Wall: time.Minute}
	for _, c := range []struct {
		reason  string
		spin    string // ms of CPU the program uses (spin.c), or "loop" (loop.cpp)
		tl      bool
		killed  bool
		atLeast time.Duration
	}{
		{"under the limit: passes", "100", false, false, 100 * time.Millisecond},
		{"just past the limit: a TimeLimit with its CPU time, not killed", "280", true, false, 280 * time.Millisecond},
		{"an endless loop: killed at the hard limit", "loop", true, true, 400 * time.Millisecond},
	} {
		name, in := "spin.c", c.spin+"\n"
		if c.spin == "loop" {
			name, in = "loop.cpp", "1\n1 1\n"
		}
		p := program(t, name)
		p.Limits = lim
		_, u, err := p.RunUsage(context.Background(), []byte(in))
		var re *judge.RunError
		gotTL := errors.As(err, &re) && re.Verdict == judge.TimeLimit
		if gotTL != c.tl || (!c.tl && err != nil) {
			t.Errorf("%s: %v, want a TimeLimit: %v", c.reason, err, c.tl)
			continue
		}
		if u.CPU < c.atLeast {
			t.Errorf("%s: %s of CPU measured, want at least %s", c.reason, u.CPU, c.atLeast)
		}
		if c.tl && strings.Contains(re.Detail, "killed at 400ms") != c.killed {
			t.Errorf("%s: detail %q, killed at the hard limit: want %v", c.reason, re.Detail, c.killed)
		}
	}
	assertNoneLive(t)
}

// The wall-clock limit stops a run that waits (Usage.Idle: a sleep, input
// it never gets), not one that runs: a busy loop whose wall limit is set
// far below its CPU limit (standing for a machine so loaded that a core
// is shared by many) runs on to its hard CPU limit. A loaded machine
// must not make a program a TimeLimit.
func TestWallStopsOnlyTheIdle(t *testing.T) {
	for _, c := range []struct {
		reason string
		script string
		idle   bool
		detail string
	}{
		{"a sleep is stopped at the wall", "sleep 30", true, "exceeded 100ms of wall-clock time"},
		// (or, on a machine so loaded that it gets less than a sixth of
		// a core, to the net: never at the wall)
		{"a busy loop runs on to its hard limit", "while :; do :; done", false, "exceeded 300ms of CPU time|exceeded 4s of wall-clock time, running"},
	} {
		p := Command([]string{"/bin/sh", "-c", c.script})
		p.Limits = Limits{Time: 300 * time.Millisecond, Extra: 300 * time.Millisecond, Wall: 100 * time.Millisecond}
		_, u, err := p.RunUsage(context.Background(), nil)
		var re *judge.RunError
		if !errors.As(err, &re) || re.Verdict != judge.TimeLimit || !hasAnyPrefix(re.Detail, strings.Split(c.detail, "|")) {
			t.Errorf("%s: %v, want a TimeLimit %q", c.reason, err, c.detail)
			continue
		}
		if u.Idle != c.idle {
			t.Errorf("%s: Idle %v (%s)", c.reason, u.Idle, re.Detail)
		}
	}
	assertNoneLive(t)
}
