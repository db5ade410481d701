package main

import "io"

// STUB: replaced by the file cmd_replay.go when the replay command is built.
func cmdReplay(stdout, stderr io.Writer, args []string) error {
	return usageErrorf("replay: not built yet")
}
