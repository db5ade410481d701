package main

import "io"

// STUB: replaced by the file cmd_sample.go when the sample command is built.
func cmdSample(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("sample: not built yet")
}
