package main

import "flag"

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
