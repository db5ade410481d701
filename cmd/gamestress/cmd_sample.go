package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/gamestress/gamestress/problem"
)

// cmdSample prints a problem's sample input, exactly as the judge gives it.
func cmdSample(stdout, stderr io.Writer, args []string) error {
	p, err := problemArg("sample", "usage: gamestress sample PROBLEM", stderr, args)
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, p.SampleIn)
	return err
}

// problemArg parses the arguments of a command that takes exactly one
// problem id and no flags but -h.
func problemArg(name, usageLine string, stderr io.Writer, args []string) (*problem.Problem, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprintln(stderr, usageLine) }
	if err := parseQuiet(fs, args); err != nil {
		return nil, err
	}
	if fs.NArg() != 1 {
		return nil, usageErrorf("%s: want one problem id (%s)", name, usageLine)
	}
	p, err := problem.Open(fs.Arg(0))
	if err != nil {
		return nil, usageErrorf("%s: %v", name, err)
	}
	return p, nil
}
