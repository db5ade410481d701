package main

import "io"

// STUB: replaced by the file cmd_stress.go when the stress command is built.
func cmdStress(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("stress: not built yet")
}
