package problemfile

import (
	"fmt"
	"strings"
)

// plural is "1 case", "2 cases" (as the command's own).
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// oneLine keeps a title or a source on one line (as the command's own).
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// quoted is a TOML list's items: "a", "b".
func quoted(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}
