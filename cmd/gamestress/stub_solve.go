package main

import "io"

// STUB: replaced by the file cmd_solve.go when the solve command is built.
func cmdSolve(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("solve: not built yet")
}
