package main

import "io"

// STUB: replaced by the file cmd_list.go when the list command is built.
func cmdList(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("list: not built yet")
}
