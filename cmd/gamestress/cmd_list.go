package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"

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
	dir := fs.String("problems", "", "also list the problem files (*.toml) of `DIR`")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: gamestress list [--json] [--problems DIR] [PROBLEM...]")
		fs.PrintDefaults()
	}
	ids, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	l, err := buildListing(ids)
	if err == nil && *dir != "" {
		err = addProblemDir(&l, *dir)
	}
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
	probs := [][]string{{"PROBLEM", "TITLE", "CONSTRAINTS", "FORMAT"}}
	for _, p := range l.Problems {
		probs = append(probs, []string{p.ID, oneLine(p.Title), oneLine(p.Constraints), oneLine(p.Format)})
	}
	cands := [][]string{{"PROBLEM", "CANDIDATE", "KIND", "DESCRIPTION"}}
	for _, c := range l.Candidates {
		cands = append(cands, []string{c.Problem, c.Name, c.Kind.String(), oneLine(c.Bug)})
	}
	var b strings.Builder
	writeTable(&b, probs)
	b.WriteString("\n")
	writeTable(&b, cands)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeTable pads columns to their widest cell, as shown on a terminal
// (text/tabwriter counts a Chinese title's characters as one column each).
func writeTable(b *strings.Builder, rows [][]string) {
	var widths []int
	for _, r := range rows {
		for i, cell := range r {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], displayWidth(cell))
		}
	}
	for _, r := range rows {
		for i, cell := range r {
			b.WriteString(cell)
			if i < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]-displayWidth(cell)+2))
			}
		}
		b.WriteString("\n")
	}
}

// displayWidth counts East Asian wide characters (Han, kana, Hangul,
// fullwidth forms) as two columns, the rest as one.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul),
			r >= 0xFF01 && r <= 0xFF60, r >= 0x3000 && r <= 0x303F:
			n += 2
		default:
			n++
		}
	}
	return n
}

// oneLine keeps a table cell on one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// addProblemDir lists the problem files of dir (each loaded: a bad one is
// the error).
func addProblemDir(l *listing, dir string) error {
	ps, err := problem.LoadDir(os.DirFS(dir), ".")
	if err != nil {
		return usageErrorf("list: %s: %v", dir, err)
	}
	for _, p := range ps {
		l.Problems = append(l.Problems, listedProblem{filepath.Join(dir, filepath.Base(p.Path)), p.Title, p.Constraints, p.Format})
	}
	return nil
}
