package main

import "io"

// STUB: replaced by the file cmd_judge.go when the judge command is built.
func cmdJudge(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("judge: not built yet")
}
