package main

import "io"

// STUB: replaced by the file cmd_answer.go when the answer command is built.
func cmdAnswer(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("answer: not built yet")
}
