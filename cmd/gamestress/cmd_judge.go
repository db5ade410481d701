package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/gamestress/gamestress/stress"
)

// cmdJudge runs a built-in candidate as a judge program: the judge input on
// standard input, the candidate's output on standard output. The stress
// engine runs slow candidates this way, in a child process it can kill.
func cmdJudge(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("judge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress judge CANDIDATE < input")
	}
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErrorf("judge: want one candidate name, got %d arguments", len(pos))
	}
	return stress.ServeJudge(pos[0], os.Stdin, stdout)
}
