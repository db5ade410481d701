package main

import "io"

// STUB: replaced by the file cmd_claim.go when the claim command is built.
func cmdClaim(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("claim: not built yet")
}
