package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"
)

// parseInterspersed parses flags that may come before, between or after the
// positional arguments, and returns the positional ones (all that follow
// "--" among them). A negative number is a positional argument (a heap, a
// range end; rejected later by name where none is wanted), not a flag. It
// is the one argument parser of every command.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var flags, pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || len(a) == 1 || isInt(a) {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBoolFlag(f) && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	if err := parseQuiet(fs, flags); err != nil {
		return nil, err
	}
	return pos, nil
}

func isInt(s string) bool {
	_, err := strconv.ParseInt(s, 10, 64)
	return err == nil
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// parseQuiet is fs.Parse with the flag package kept silent: a bad flag is
// one usage error naming it (exit 2), with no usage text and no second copy
// of the message; -h prints the command's help (fs.Usage, fs's output
// restored) and returns flag.ErrHelp.
func parseQuiet(fs *flag.FlagSet, args []string) error {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		usage()
		return err
	}
	return usageErrorf("%s: %s", fs.Name(), flagErrorText(fs.Name(), err))
}

// flagErrorText rewords the flag package's errors to name the flag as the
// help text does (--name) and say where the flags are listed.
func flagErrorText(cmd string, err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return fmt.Sprintf("unknown flag --%s (gamestress %s -h lists the flags)", strings.TrimLeft(name, "-"), cmd)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return fmt.Sprintf("flag --%s needs a value", strings.TrimLeft(name, "-"))
	}
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		if v, f, ok := strings.Cut(rest, " for flag -"); ok {
			name, why, _ := strings.Cut(f, ": ")
			if strings.Contains(why, v) {
				return fmt.Sprintf("--%s: %s", strings.TrimLeft(name, "-"), why)
			}
			return fmt.Sprintf("--%s %s: %s", strings.TrimLeft(name, "-"), v, why)
		}
	}
	return msg
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

// minTimeLimit is the smallest --time accepted: below it no program starts
// and exits in time, so every run would be a TimeLimit.
const minTimeLimit = 10 * time.Millisecond

// checkTimeLimit refuses a time limit below minTimeLimit.
func checkTimeLimit(cmd string, d time.Duration) error {
	if d < minTimeLimit {
		return usageErrorf("%s: --time %s is below %s: no program starts and exits that fast", cmd, d, minTimeLimit)
	}
	return nil
}

// checkCorpusDir refuses a --corpus that names no directory: a file, or a
// directory that does not exist (a typo would otherwise replay nothing and
// pass).
func checkCorpusDir(cmd, dir string) error {
	if dir == "" {
		return usageErrorf("%s: --corpus must name a directory", cmd)
	}
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return usageErrorf("%s: --corpus %s: no such directory (create it first)", cmd, dir)
	case err != nil:
		return usageErrorf("%s: --corpus %s: %v", cmd, dir, unwrapPathError(err))
	case !fi.IsDir():
		return usageErrorf("%s: --corpus %s is a file, not a directory", cmd, dir)
	}
	return nil
}

// validateRunFlags checks what run and replay are given beyond their
// parser's checks: a time limit a program can meet, and an explicit
// --corpus naming an existing directory (the default ./corpus may be
// missing: run creates it when it saves).
func validateRunFlags(fs *flag.FlagSet, cfg *runConfig) error {
	if err := checkTimeLimit(cfg.name, cfg.limits.Time); err != nil {
		return err
	}
	if setFlags(fs)["corpus"] {
		return checkCorpusDir(cfg.name, cfg.store.Dir)
	}
	return nil
}
