package problemfile

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// missingParts says in plain words what a problem file still lacks, from
// its text alone (it may not load yet): the parts a file made by `new` or
// `new --from` leaves for the user. Nil when nothing is missing or the
// text is not TOML (the loader's error says where).
func missingParts(data []byte) []string {
	var top map[string]any
	if err := toml.Unmarshal(data, &top); err != nil {
		return nil
	}
	var out []string
	if t, _ := top["title"].(string); t == "TITLE OF THE STATEMENT" {
		out = append(out, "title is still the template's: copy the statement's")
	}
	if _, ok := top["input"]; !ok {
		out = append(out, "[input] is not written yet: the layout of one case, line by line, and its bounds (the samples show what it must read; docs/problem-files.md, Lines)")
	} else if line := lineOf(data, guessedBounds); line > 0 {
		out = append(out, fmt.Sprintf("the bounds at line %d are guessed from the samples: copy the statement's constraints, then delete the word GUESSED", line))
	}
	if _, ok := top["game"]; !ok {
		out = append(out, fmt.Sprintf("[game] is not declared yet: pick one of %s (gamestress table --list), then write [output]; without it the answers come only from your brute force (gamestress run FILE SOL --reference BRUTE), which a file meant for that alone may keep", strings.Join(declarableGames(), ", ")))
	}
	if s, _ := top["sample"].([]any); len(s) == 0 {
		out = append(out, "no [[sample]]: copy the statement's samples, so that the oracle is checked against them")
	} else if bytes.Contains(data, []byte("PASTE THE SAMPLE")) {
		out = append(out, "[[sample]] still holds the template's text: paste the statement's sample input and output")
	}
	return out
}

// lineOf is the line number of the first line holding s outside the
// samples' text, or 0.
func lineOf(data []byte, s string) int {
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	return 0
}

// missingText is the block check prints: a heading and one line each.
func missingText(path string, missing []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: still missing:\n", path)
	for _, m := range missing {
		fmt.Fprintf(&b, "  - %s\n", m)
	}
	return b.String()
}
