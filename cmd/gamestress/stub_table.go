package main

import "io"

// STUB: replaced by the file cmd_table.go when the table command is built.
func cmdTable(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("table: not built yet")
}
