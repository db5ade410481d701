package candidates

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/gamestress/gamestress/problem/judge"
)

// NotFoundError is a candidate name that Lookup does not know.
type NotFoundError struct {
	Name  string
	Close []string // known names close to Name, closest first (may be empty)
}

func (e *NotFoundError) Error() string {
	if len(e.Close) == 0 {
		return fmt.Sprintf("unknown candidate %q (gamestress list shows them all)", e.Name)
	}
	return fmt.Sprintf("unknown candidate %q; did you mean %s?", e.Name, strings.Join(e.Close, ", "))
}

// maxClose bounds how many close names an error lists.
const maxClose = 6

// closeNames picks the known names nearest to name: those within a small
// edit distance, then those that share its problem prefix, closest first.
func closeNames(name string, known []string) []string {
	type scored struct {
		name string
		d    int
	}
	limit := max(2, len(name)/4)
	prefix, _, _ := strings.Cut(name, "-")
	var hits []scored
	for _, k := range known {
		d := editDistance(name, k)
		switch {
		case d <= limit:
		case prefix != "" && strings.HasPrefix(k, prefix+"-"):
			d += 100 // same problem: after the near misses
		case name != "" && strings.Contains(k, name):
			d += 200
		default:
			continue
		}
		hits = append(hits, scored{k, d})
	}
	slices.SortStableFunc(hits, func(a, b scored) int { return a.d - b.d })
	out := make([]string, 0, min(len(hits), maxClose))
	for _, h := range hits[:min(len(hits), maxClose)] {
		out = append(out, h.name)
	}
	return out
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// asRunError turns an error of a Program into the verdict a judge would give.
func asRunError(err error) error {
	var re *judge.RunError
	if errors.As(err, &re) {
		return err
	}
	return &judge.RunError{Verdict: judge.RuntimeError, Detail: err.Error()}
}

// lastLines keeps the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
