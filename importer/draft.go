package importer

import (
	"fmt"
	"strings"
	"time"
)

// Draft is a problem file's content known from an import, before the user
// declares the game. A field left "" is not known.
type Draft struct {
	ID     string // [a-z0-9][a-z0-9-]*, from the name (and the URL's problem code)
	Title  string // the name as the judge writes it
	Source string // the problem's URL, or the folder
	Judge  string // a preset of problem/judge.go, or "" (none recognised)
	Host   string // the URL's host, when Judge is "" because it has no preset
	Group  string // the contest, as Competitive Companion names it

	Time   string        // the statement's time limit as a problem file writes it ("1500ms", "2s"), or ""
	Memory string        // "256M", "65536K", or ""
	Limit  time.Duration // Time, parsed (0: none)

	Interactive bool
	Samples     []Sample
	Layout      *Layout  // nil: not guessed (Notes say why)
	Notes       []string // what the import could not do, one sentence each
}

// Sample is one sample test: judge input and expected output.
type Sample struct {
	In, Out string
}

// Layout is a guessed [input] table.
type Layout struct {
	Framing    string   // "count", "eof" or "terminator"
	Terminator string   // framing "terminator": the last line of every sample
	Lines      []string // one case, line by line
	Bounds     []string // guessed from the samples' values
	Batch      int      // 1 when every sample holds one case without a count line; else 0
	Why        string   // how the samples read under it, for a comment
}

// limitText writes a time limit of ms milliseconds as a problem file does.
func limitText(ms float64) (string, time.Duration) {
	d := time.Duration(ms * float64(time.Millisecond))
	if ms <= 0 || d <= 0 {
		return "", 0
	}
	d = d.Round(time.Millisecond)
	if d%time.Second == 0 {
		return fmt.Sprintf("%ds", d/time.Second), d
	}
	return fmt.Sprintf("%dms", d/time.Millisecond), d
}

// memoryText writes a memory limit of mb megabytes (Competitive
// Companion's unit; judges mean MiB) as a problem file does.
func memoryText(mb float64) string {
	if mb <= 0 {
		return ""
	}
	if mb == float64(int64(mb)) {
		return fmt.Sprintf("%dM", int64(mb))
	}
	return fmt.Sprintf("%dK", int64(mb*1024+0.5))
}

// slug is s in lower case with every run of other characters than
// letters and digits made one "-", at most max bytes, cut at a dash.
func slug(s string, max int) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	out := b.String()
	if len(out) > max {
		out = out[:max]
		if i := strings.LastIndexByte(out, '-'); i > max/2 {
			out = out[:i]
		}
		out = strings.TrimRight(out, "-")
	}
	return out
}
