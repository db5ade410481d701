package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	tuneGC()
	stop := startProfile(os.Stderr)
	err := run(os.Stdout, os.Stderr, os.Args[1:])
	stop()
	os.Exit(exitCode(os.Stderr, err))
}

// command is one subcommand: it gets its own arguments (without its name).
type command struct {
	run     func(stdout, stderr io.Writer, args []string) error
	summary string
	hidden  bool
}

// commands is the subcommand table. Each lives in a file named after it.
var commands = map[string]command{
	"solve":  {run: cmdSolve, summary: "solve one position of a game: outcome, Grundy value, winning moves"},
	"table":  {run: cmdTable, summary: "tabulate a game's outcomes and Grundy values, with the certified period"},
	"list":   {run: cmdList, summary: "list the judge problems and the built-in candidates"},
	"sample": {run: cmdSample, summary: "print a problem's sample input"},
	"answer": {run: cmdAnswer, summary: "print the oracle's expected output for a judge input on stdin"},
	"stress": {run: cmdStress, summary: "stress-test the built-in candidates against the oracle"},
	"run":    {run: cmdRun, summary: "stress-test your own solution (C, C++, Go, Java, Python or any command)"},
	"replay": {run: cmdReplay, summary: "run your solution on the saved counterexamples of a problem"},
	"claim":  {run: cmdClaim, summary: "check a conjectured winning formula against the oracle"},
	"new":    {run: cmdNew, summary: "write a problem-file template, or one from Competitive Companion's JSON or a sample folder (--from)"},
	"listen": {run: cmdListen, summary: "receive problems from Competitive Companion (port 10043) as problem files"},
	"fetch":  {run: cmdFetch, summary: "fetch Boost's headers (Debian's libboost-dev) into the cache for C++ builds"},
	"check":  {run: cmdCheck, summary: "check a problem file: syntax, bounds, samples against the oracle, generated cases"},
	"judge":  {run: cmdJudge, summary: "run a built-in candidate as a judge program on stdin", hidden: true},
}

func run(stdout, stderr io.Writer, args []string) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return nil
	}
	c, ok := commands[args[0]]
	if !ok {
		return usageErrorf("unknown command %q (try gamestress help)", args[0])
	}
	return c.run(stdout, stderr, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: gamestress COMMAND [flags] [args]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	for n, c := range commands {
		if !c.hidden {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-7s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "exit status: 0 clean, 1 a bug was found, 2 bad usage or setup error")
	fmt.Fprintln(w, strings.TrimSpace("run 'gamestress COMMAND -h' for a command's flags"))
}
