package main

import (
	"flag"
	"fmt"
	"io"
)

// parseInterspersed parses flags that may come before, between or after the
// positional arguments, and returns the positional ones.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return nil, err
			}
			return nil, usageErrorf("%s: %v", fs.Name(), err)
		}
		args = fs.Args()
		switch {
		case len(args) == 0:
			return pos, nil
		case args[0] == "--":
			return append(pos, args[1:]...), nil
		}
		pos, args = append(pos, args[0]), args[1:]
	}
}

// helpFor is the -h of a command whose flag set is kept silent (its flag
// errors are reported in one line): text, then the flags, on stderr.
func helpFor(stderr io.Writer, text string, fs *flag.FlagSet) func() {
	return func() {
		fmt.Fprint(stderr, text)
		fs.SetOutput(stderr)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
}
