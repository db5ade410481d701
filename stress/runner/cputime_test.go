package runner

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// timeVerdict runs a shell script under lim and returns its TimeLimit
// error, or nil when the run ended without one.
func timeVerdict(t *testing.T, script string, lim Limits) *judge.RunError {
	t.Helper()
	p := Command([]string{"/bin/sh", "-c", script})
	p.Limits = lim
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, err := p.Run(ctx, nil)
	if ctx.Err() != nil {
		t.Fatalf("%q: Run did not return before the test deadline", script)
	}
	assertNoneLive(t)
	var re *judge.RunError
	if errors.As(err, &re) && re.Verdict == judge.TimeLimit {
		return re
	}
	if err != nil {
		t.Fatalf("%q: %v, want a TimeLimit or nothing", script, err)
	}
	return nil
}

// TestTimeIsCPUTime: the limit is on CPU time, as judges measure it, so a
// program that waits longer than the limit (what a loaded machine does to
// a fast one) is not over it; a loop is, and so is a loop in a child the
// program forked and waits for (the whole process group counts).
func TestTimeIsCPUTime(t *testing.T) {
	lim := Limits{Time: 200 * time.Millisecond}
	if re := timeVerdict(t, "sleep 0.6", lim); re != nil {
		t.Errorf("sleeping 600ms under 200ms of CPU: %v, want no TimeLimit", re)
	}
	if re := timeVerdict(t, "while :; do :; done", lim); re == nil || !strings.Contains(re.Detail, "of CPU time") {
		t.Errorf("a busy loop: %v, want a TimeLimit on CPU time", re)
	}
	// The parent only waits: the CPU time is its child's.
	if re := timeVerdict(t, "/bin/sh -c 'while :; do :; done' & wait", lim); re == nil || !strings.Contains(re.Detail, "of CPU time") {
		t.Errorf("a busy child: %v, want a TimeLimit on CPU time", re)
	}
}

// TestWallClockSafetyNet: a program that sleeps without using its CPU is
// stopped by the wall-clock limit, WallFactor×Time + 1s unless Limits.Wall
// says otherwise.
func TestWallClockSafetyNet(t *testing.T) {
	if got := (Limits{Time: 300 * time.Millisecond}).withDefaults().Wall; got != WallFactor*300*time.Millisecond+time.Second {
		t.Errorf("default wall net for 300ms: %s", got)
	}
	re := timeVerdict(t, "sleep 30", Limits{Time: 100 * time.Millisecond, Wall: 400 * time.Millisecond})
	if re == nil || !strings.Contains(re.Detail, "400ms of wall-clock time") {
		t.Errorf("sleeping past the wall net: %v, want a wall-clock TimeLimit", re)
	}
}

// TestWithLimit: a Program is a target whose limit can be changed (the
// stress engine's Limited), without changing the original.
func TestWithLimit(t *testing.T) {
	p := Command([]string{"true"})
	if p.Limit() != DefaultTime {
		t.Errorf("default limit %s", p.Limit())
	}
	q := p.WithLimit(time.Second).(*Program)
	if q.Limit() != time.Second || p.Limit() != DefaultTime {
		t.Errorf("WithLimit: %s, original now %s", q.Limit(), p.Limit())
	}
}

// TestEnv: Env reaches the program.
func TestEnv(t *testing.T) {
	p := Command([]string{"/bin/sh", "-c", "echo $GAMESTRESS_TEST_VALUE"})
	p.Env = []string{"GAMESTRESS_TEST_VALUE=42"}
	out, err := p.Run(context.Background(), nil)
	if err != nil || string(out) != "42\n" {
		t.Errorf("Env: %q, %v", out, err)
	}
}

// readProc reads a whole file, past its first buffer (the maps of a Go
// test binary are longer than 2 KiB), as os.ReadFile does.
func TestReadProcReadsAll(t *testing.T) {
	want, err := os.ReadFile("/proc/self/environ")
	if err != nil {
		t.Skip(err)
	}
	got, err := readProc("/proc/self/environ")
	if err != nil || string(got) != string(want) {
		t.Errorf("got %d bytes, %v; want %d bytes", len(got), err, len(want))
	}
	maps, err := readProc("/proc/self/maps")
	if err != nil || len(maps) <= 2048 || maps[len(maps)-1] != '\n' {
		t.Errorf("/proc/self/maps: %d bytes, %v; want more than 2048, whole lines", len(maps), err)
	}
	if _, err := readProc("/proc/self/no-such-file"); err == nil {
		t.Error("no error for a missing file")
	}
}
