package stress

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// form is the shape of one case's answer, learnt from the right answers
// of small cases: how many lines, and per line how many tokens (-1: it
// varies) and whether every token is a number. A judge-scale input whose
// answers cannot be had (beyond the test range, or too slow for the
// reference) is checked for this form: the right number of lines, tokens
// and numbers where numbers are due.
type form struct {
	lines   int // lines per case; 0: it varies (no check)
	tokens  []int
	numeric []bool
}

// formSamples is how many small cases the form is learnt from.
const formSamples = 8

// learnForm is the form common to the right answers of the first small
// cases; ok false when there is none to learn (no answers, or answers of
// varying line counts).
func (h *hunt) learnForm() (form, bool) {
	if h.form == nil {
		f, ok := h.learnFormOnce()
		h.form = &learnt{f, ok}
	}
	return h.form.f, h.form.ok
}

// learnt is a form learnt, or that none could be.
type learnt struct {
	f  form
	ok bool
}

func (h *hunt) learnFormOnce() (form, bool) {
	var f form
	n := 0
	for c := range h.p.Small() {
		if n == formSamples {
			break
		}
		n++
		ans, err := h.opt.Answers.Expected(h.ctx, []format.Case{c})
		if err != nil {
			return form{}, false
		}
		lines := strings.Split(ans, "\n")
		if f.lines == 0 {
			f.lines = len(lines)
			f.tokens, f.numeric = make([]int, len(lines)), make([]bool, len(lines))
			for i, l := range lines {
				f.tokens[i], f.numeric[i] = len(strings.Fields(l)), allNumbers(l)
			}
			continue
		}
		if len(lines) != f.lines {
			return form{}, false
		}
		for i, l := range lines {
			if len(strings.Fields(l)) != f.tokens[i] {
				f.tokens[i] = -1
			}
			f.numeric[i] = f.numeric[i] && allNumbers(l)
		}
	}
	return f, f.lines > 0
}

func allNumbers(line string) bool {
	for _, t := range strings.Fields(line) {
		if _, err := strconv.ParseFloat(t, 64); err != nil {
			return false
		}
	}
	return true
}

// check is "" when out has the form for ncases cases, else what is wrong.
func (f form) check(out []byte, ncases int) string {
	var lines []string
	for _, l := range bytes.Split(out, []byte("\n")) {
		if len(bytes.TrimSpace(l)) > 0 {
			lines = append(lines, string(l))
		}
	}
	if want := f.lines * ncases; len(lines) != want {
		return fmt.Sprintf("%d lines of output for %d cases, want %d (%d a case)", len(lines), ncases, want, f.lines)
	}
	for k, l := range lines {
		i, j := k/f.lines+1, k%f.lines
		toks := strings.Fields(l)
		if f.tokens[j] >= 0 && len(toks) != f.tokens[j] {
			return fmt.Sprintf("case %d, line %d: %d tokens, want %d: %q", i, j+1, len(toks), f.tokens[j], short(l))
		}
		if f.numeric[j] && !allNumbers(l) {
			return fmt.Sprintf("case %d, line %d: want numbers, got %q", i, j+1, short(l))
		}
	}
	return ""
}

func short(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

// checkForm looks at the output of a judge-scale input whose answers
// could not be made. The problem file does not declare the form of a
// case's answer to the engine (problem.Problem has no such declaration
// yet), and a form learnt from small cases' answers is a guess: hdu2176
// answers "No" in one line, or "Yes" and a line per winning move, while
// its first small cases all take two lines. So a form that differs is never
// a verdict: the cases count as run for their limits only (the model's
// record, verdict.go), and the difference is a note of the report
// (Report.FormNote). It returns nil: no verdict.
func (h *hunt) checkForm(cases []format.Case, in, out []byte) *Report {
	h.opt.ledger.limitsOnly(len(cases))
	if h.p.Moves() || h.p.Interactive() || h.rep.FormNote != "" {
		return nil // the answers are moves, judged against the game: no text form
	}
	if f, ok := h.learnForm(); ok {
		if d := f.check(out, len(cases)); d != "" {
			h.rep.FormNote = "note: the output on a judge-scale input (answers not made) differs in form from the small cases' answers: " + d +
				"; not a verdict (the form is not declared, and an answer's form may vary)"
		}
	}
	return nil
}
