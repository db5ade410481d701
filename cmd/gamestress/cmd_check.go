package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/gamestress/gamestress/cmd/gamestress/internal/problemfile"
)

// cmdCheck loads problem files and says what it derived from each: the
// file's syntax and bounds, its samples against the oracle, the oracle on
// the boundary cases, and five generated cases with their answers. Exit 2
// when any file is bad (one line each).
func cmdCheck(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Int64("seed", 1, "seed of the five generated cases")
	budget := fs.Duration("reach-budget", problemfile.ReachBudget, "the oracle's budget on the top cases of one bound")
	ref := fs.String("reference", "", "brute force `FILE` (any language run builds): a file without [game] has its samples checked against it")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress check [--seed N] [--reach-budget 2s] [--reference BRUTE] FILE.toml...")
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usageErrorf("check: want a problem file (gamestress check problems/x.toml)")
	}
	if *budget <= 0 {
		return usageErrorf("check: --reach-budget %s: want a positive duration", *budget)
	}
	if len(files) == 1 {
		if err := problemfile.Check(stdout, files[0], *seed, *budget, *ref); err != nil {
			return usageErrorf("check: %v", err)
		}
		return nil
	}
	bad := 0
	for _, f := range files {
		if err := problemfile.Check(stdout, f, *seed, *budget, *ref); err != nil {
			fmt.Fprintln(stderr, "gamestress: check:", err)
			bad++
		}
	}
	if bad > 0 {
		return &usageError{msg: fmt.Sprintf("check: %d of %d files refused", bad, len(files))}
	}
	return nil
}
