package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
)

// listing is what `gamestress list --json` prints.
type listing struct {
	Problems   []listedProblem   `json:"problems"`
	Candidates []listedCandidate `json:"candidates"`
}

type listedProblem struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Constraints string `json:"constraints"`
	Format      string `json:"format"`
}

type listedCandidate struct {
	Problem string          `json:"problem"`
	Name    string          `json:"name"`
	Kind    candidates.Kind `json:"kind"`
	Bug     string          `json:"bug"`
}

// cmdList prints the problems and the built-in candidates, optionally only
// those of the problems named as arguments.
func cmdList(stdout, stderr io.Writer, args []string) error {
	fs := flag.NewFlagSet("list", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print JSON: {\"problems\":[...],\"candidates\":[...]}")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress list [--json] [PROBLEM...]")
		fs.PrintDefaults()
	}
	ids, err := listArgs(fs, args)
	if err != nil {
		return err
	}
	l, err := buildListing(ids)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(l)
	}
	return printListing(stdout, l)
}

// listArgs parses flags that may come before, between or after the
// positional arguments, and returns the positional ones.
func listArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return nil, err
			}
			return nil, usageErrorf("%s: %v", fs.Name(), err)
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// buildListing collects the problems (all, or those named) and their candidates.
func buildListing(ids []string) (listing, error) {
	want := map[string]bool{}
	for _, id := range ids {
		if _, err := problem.Lookup(id); err != nil {
			return listing{}, usageErrorf("list: %v", err)
		}
		want[id] = true
	}
	l := listing{Problems: []listedProblem{}, Candidates: []listedCandidate{}}
	for _, p := range problem.All() {
		if len(want) == 0 || want[p.ID] {
			l.Problems = append(l.Problems, listedProblem{p.ID, p.Title, p.Constraints, p.Format})
		}
	}
	for _, c := range candidates.All() {
		if len(want) == 0 || want[c.Problem] {
			l.Candidates = append(l.Candidates, listedCandidate{c.Problem, c.Name, c.Kind, c.Bug})
		}
	}
	return l, nil
}

// printListing writes the two tables of `gamestress list`.
func printListing(w io.Writer, l listing) error {
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "PROBLEM\tTITLE\tCONSTRAINTS\tFORMAT\n")
	for _, p := range l.Problems {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", p.ID, oneLine(p.Title), oneLine(p.Constraints), oneLine(p.Format))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "PROBLEM\tCANDIDATE\tKIND\tDESCRIPTION\n")
	for _, c := range l.Candidates {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", c.Problem, c.Name, c.Kind, oneLine(c.Bug))
	}
	return tw.Flush()
}

// oneLine keeps a table cell on one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
