package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// usageError is bad input from the user: exit status 2, one line naming the fault.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usageErrorf(format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...)}
}

// errBugFound means the run worked and found a bug (or a candidate did not
// behave as its kind says): exit status 1. The report has been printed already.
var errBugFound = errors.New("bug found")

// exitCode maps run's error to the process exit status, printing it if needed.
func exitCode(stderr io.Writer, err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errBugFound):
		return 1
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "gamestress:", err)
		return 2
	default:
		fmt.Fprintln(stderr, "gamestress:", err)
		return 2
	}
}
