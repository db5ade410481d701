package runner

import (
	"errors"

	"github.com/gamestress/gamestress/problem/judge"
)

// ExitCode is the exit status of a run that ended by exiting with one
// other than 0 (the RuntimeError "exit status N" of Run and Interact), for
// callers to which the code itself is the answer (a testlib checker's 1 or
// 2). ok is false for any other error: a signal, a limit, a failure to
// start.
func ExitCode(err error) (code int, ok bool) {
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.RuntimeError || re.Exit == 0 {
		return 0, false
	}
	return re.Exit, true
}
