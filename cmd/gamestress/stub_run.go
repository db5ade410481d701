package main

import "io"

// STUB: replaced by the file cmd_run.go when the run command is built.
func cmdRun(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("run: not built yet")
}
