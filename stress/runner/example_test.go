package runner_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem"
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
	// A wall-clock net well above the default 3s: on a loaded machine the
	// loop may take that long to use 200ms of CPU.
	p.Limits = runner.Limits{Time: 200 * time.Millisecond, Wall: 30 * time.Second}
	out, err := p.Run(context.Background(), nil)
	var re *problem.RunError
	if errors.As(err, &re) {
		fmt.Printf("%v after %q\n", re, out)
	}
	// Output: TimeLimit: exceeded 200ms of CPU time after "started\n"
}
