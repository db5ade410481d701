package main

import (
	"fmt"
	"io"
	"strings"
)

// table prints results as they come: aligned text, or Markdown.
type table struct {
	w        io.Writer
	markdown bool
}

var header = []string{"program", "problem", "budget", "seed", "expected", "got", "phase", "time", "report", "result"}

func newTable(w io.Writer, markdown bool) *table {
	t := &table{w: w, markdown: markdown}
	if markdown {
		fmt.Fprintf(w, "| %s |\n|%s\n", strings.Join(header, " | "), strings.Repeat("---|", len(header)))
		return t
	}
	// Each row is printed as it comes (a run takes seconds): the columns
	// are padded to fixed widths rather than aligned over the whole table.
	fmt.Fprintf(w, format, "program", "problem", "budget", "seed", "expected", "got", "phase", "time", "report", "result")
	return t
}

func (t *table) row(r Result) {
	result := "ok"
	if len(r.Wrong) > 0 {
		result = "WRONG: " + strings.Join(r.Wrong, "; ")
	}
	if r.Note != "" {
		result += " (" + clipTo(r.Note, 160) + ")"
	}
	cells := []string{r.Entry.File, r.Entry.Problem, r.Budget.String(), fmt.Sprint(r.Seed), r.Entry.Verdict, r.Got,
		r.Phase, fmt.Sprintf("%.1fs", r.Wall.Seconds()), fmt.Sprintf("%.1fs", r.Ms.Seconds()), result}
	if t.markdown {
		for i, c := range cells {
			cells[i] = strings.ReplaceAll(c, "|", `\|`)
		}
		fmt.Fprintf(t.w, "| %s |\n", strings.Join(cells, " | "))
		return
	}
	cells[1] = shortProblem(cells[1])
	fmt.Fprintf(t.w, format, anys(cells)...)
}

// format is a text row: time is the whole gamestress process (builds
// included), report the time its report gives.
const format = "%-46s %-22s %6s %4s %-12s %-12s %-8s %6s %6s  %s\n"

func anys(s []string) []any {
	a := make([]any, len(s))
	for i, v := range s {
		a[i] = v
	}
	return a
}

// shortProblem is a problem file's base name, an id as it is.
func shortProblem(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}
