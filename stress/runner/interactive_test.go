package runner

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// pingJury sends "ping", wants "pong" back, then ends the program's input
// and wants no further output.
func pingJury(ch *judge.Channel) error {
	ch.To.WriteString("ping\n")
	if err := ch.To.Flush(); err != nil {
		return fmt.Errorf("%w: %v", judge.ErrEndOfOutput, err)
	}
	line, err := ch.From.ReadString('\n')
	if err != nil {
		return fmt.Errorf("%w: %v", judge.ErrEndOfOutput, err)
	}
	if strings.TrimSpace(line) != "pong" {
		return fmt.Errorf("want pong, got %q", line)
	}
	ch.CloseTo()
	if rest, _ := ch.From.ReadString('\n'); rest != "" {
		return fmt.Errorf("extra output %q", rest)
	}
	return nil
}

func TestInteract(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	errFault := errors.New("judged")
	tests := []struct {
		reason  string
		argv    []string
		lim     Limits
		jury    func(*judge.Channel) error
		juryErr error         // nil, errFault, or judge.ErrEndOfOutput: errors.Is
		verdict judge.Verdict // of runErr; OK: none
		detail  string
		maxWall time.Duration
	}{
		{"a program that answers and exits", []string{"sh", "-c", "read x; echo pong"}, Limits{}, pingJury, nil, judge.OK, "", 5 * time.Second},
		{"an answer left in the buffer: both wait", []string{"python3", "-c", "import sys\nsys.stdin.readline()\nsys.stdout.write('pong\\n')\nsys.stdin.readline()"},
			Limits{}, pingJury, judge.ErrEndOfOutput, judge.TimeLimit, "the jury waited for output", 5 * time.Second},
		{"a crash before answering", []string{"sh", "-c", "read x; exit 3"}, Limits{}, pingJury, judge.ErrEndOfOutput, judge.RuntimeError, "exit status 3", 5 * time.Second},
		{"a CPU loop before answering", []string{"sh", "-c", "read x; while :; do :; done"}, Limits{Time: 200 * time.Millisecond},
			pingJury, judge.ErrEndOfOutput, judge.TimeLimit, "", 10 * time.Second}, // CPU time, or wall clock on a loaded machine
		{"the jury judges at once: the program is stopped", []string{"sh", "-c", "sleep 30"}, Limits{},
			func(*judge.Channel) error { return errFault }, errFault, judge.OK, "", 3 * time.Second},
	}
	for _, tc := range tests {
		p := Command(tc.argv)
		p.Limits = tc.lim
		start := time.Now()
		juryErr, runErr := p.Interact(context.Background(), tc.jury)
		if took := time.Since(start); took > tc.maxWall {
			t.Errorf("%s: took %v", tc.reason, took)
		}
		if (tc.juryErr == nil) != (juryErr == nil) || (tc.juryErr != nil && !errors.Is(juryErr, tc.juryErr)) {
			t.Errorf("%s: jury error %v, want %v", tc.reason, juryErr, tc.juryErr)
		}
		var re *judge.RunError
		switch {
		case tc.verdict == judge.OK && runErr != nil:
			t.Errorf("%s: run error %v, want none", tc.reason, runErr)
		case tc.verdict != judge.OK && (!errors.As(runErr, &re) || re.Verdict != tc.verdict || !strings.Contains(re.Detail, tc.detail)):
			t.Errorf("%s: run error %v, want %v with %q", tc.reason, runErr, tc.verdict, tc.detail)
		}
	}
}
