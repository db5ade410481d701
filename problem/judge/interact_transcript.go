package judge

import (
	"fmt"
	"strings"
)

// transcript is the record of a dialog: what each side wrote, with the
// jury's notes (the move in game terms and the position after it).
type transcript struct {
	lines []entry
}

type entry struct {
	who  string // "jury", "program", "" for a note or a game header
	text string
	note string
}

// maxTranscript bounds the lines kept: the first and last halves of a longer
// dialog are shown, with a line saying how many were left out.
const maxTranscript = 400

func (t *transcript) add(e entry) { t.lines = append(t.lines, e) }

func (t *transcript) startGame(i, n int) {
	if n > 1 {
		t.add(entry{text: fmt.Sprintf("game %d of %d", i, n)})
	}
}
func (t *transcript) jury(text, note string)    { t.add(entry{who: "jury", text: text, note: note}) }
func (t *transcript) program(text, note string) { t.add(entry{who: "program", text: text, note: note}) }
func (t *transcript) note(text string)          { t.add(entry{note: text}) }

// String prints one line per entry: who, what was written, the note.
func (t *transcript) String() string {
	var b strings.Builder
	lines := t.lines
	skipped := 0
	if len(lines) > maxTranscript {
		skipped = len(lines) - maxTranscript
	}
	for i, e := range lines {
		if skipped > 0 && i == maxTranscript/2 {
			fmt.Fprintf(&b, "  ... %d lines left out ...\n", skipped)
		}
		if skipped > 0 && i >= maxTranscript/2 && i < maxTranscript/2+skipped {
			continue
		}
		switch {
		case e.who == "" && e.note == "":
			fmt.Fprintf(&b, "%s\n", e.text)
		case e.who == "":
			fmt.Fprintf(&b, "  %-7s  %-14s  # %s\n", "", "", e.note)
		case e.note == "":
			fmt.Fprintf(&b, "  %-7s  %s\n", e.who, e.text)
		default:
			fmt.Fprintf(&b, "  %-7s  %-14s  # %s\n", e.who, e.text, e.note)
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// Moves counts the moves of the dialog (the jury's and the program's), the
// length a shorter failing game is judged by.
func (t *transcript) moves() int {
	n := 0
	for _, e := range t.lines {
		if e.who != "" && strings.Contains(e.note, "→") {
			n++
		}
	}
	return n
}
