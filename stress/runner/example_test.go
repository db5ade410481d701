package runner_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

func ExampleCommand() {
	p := runner.Command([]string{"sh", "-c", "read c; echo answered $c"})
	out, err := p.Run(context.Background(), []byte("3\n"))
	fmt.Printf("%q %v\n", out, err)
	// Output: "answered 3\n" <nil>
}

// A program over a limit gets its verdict, and its process group is killed.
func ExampleProgram_Run_timeLimit() {
	p := runner.Command([]string{"sh", "-c", "echo started; while :; do :; done"})
	// A wall-clock limit well above the default 1.4s: on a loaded machine
	// the loop may take that long to use 300ms of CPU (it is killed at
	// the hard limit, Time + Extra).
	p.Limits = runner.Limits{Time: 200 * time.Millisecond, Extra: 100 * time.Millisecond, Wall: 30 * time.Second}
	out, u, err := p.RunUsage(context.Background(), nil)
	var re *judge.RunError
	if errors.As(err, &re) {
		fmt.Printf("%v after %q; killed at the hard limit: %v\n", re.Verdict, out, u.CPU >= 300*time.Millisecond)
	}
	// Output: TimeLimit after "started\n"; killed at the hard limit: true
}
