package judge

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// maxLineShown bounds an answer line quoted whole in a detail; a longer one
// is quoted by its differing token.
const maxLineShown = 60

// caseDetail names case i of cases in a detail: "case 2 (input line 3): "
// then what differs, so that the report says which case of its input
// failed, and where it is.
func (ck *Checker) caseDetail(cases []format.Case, i int, detail string) string {
	return fmt.Sprintf("case %d (input line %d): %s", i+1, caseLine(ck.Format, cases, i), detail)
}

// mismatch is a failed result of verdict v on case i of cases, its
// detail tied to the case (caseDetail).
func (ck *Checker) mismatch(v Verdict, cases []format.Case, i int, want, got, detail string) Result {
	return Result{Verdict: v, Mismatch: &Mismatch{
		Case: i, Input: ck.Format.EncodeAll(cases[i : i+1]), Want: want, Got: got, Detail: ck.caseDetail(cases, i, detail)}}
}

// caseLine is the line of the judge input (from 1) where case i of cases
// starts, after the count line of a counted input.
func caseLine(l *format.Layout, cases []format.Case, i int) int {
	line := 1
	if l.Framing == format.Counted {
		line++
	}
	var buf []byte
	for _, c := range cases[:i] {
		buf = l.AppendCase(buf[:0], c)
		line += bytes.Count(buf, []byte{'\n'})
	}
	return line
}

// diffTokens compares want and got token by token and says how they first
// differ, or returns "": a short one-line answer is quoted whole (want
// "What a pity!", got "Wonderful!"); a line of a longer answer by its line
// (line 3 of its answer: want "9 0", got "10 3"); a long line by its token.
func diffTokens(want string, got []byte) string {
	k, same := firstTokenDiff(want, got)
	if same {
		return ""
	}
	wl, wLine := lineOfToken([]byte(want), k)
	gl, _ := lineOfToken(got, k)
	multi := strings.Contains(strings.TrimSpace(want), "\n")
	switch {
	case len(wl) > maxLineShown || len(gl) > maxLineShown:
		w, _ := tokenAt([]byte(want), k)
		g, ok := tokenAt(got, k)
		return fmt.Sprintf("token %d of its answer: want %s, got %s", k+1, quoteOr(w, w != nil), quoteOr(g, ok))
	case multi:
		return fmt.Sprintf("line %d of its answer: want %s, got %s", wLine+1, quoteOr(wl, wl != nil), quoteOr(gl, gl != nil))
	}
	return fmt.Sprintf("want %s, got %s", quoteOr(wl, wl != nil), quoteOr(gl, gl != nil))
}

// quoteOr is b quoted, or "nothing" when absent.
func quoteOr(b []byte, ok bool) string {
	if !ok {
		return "nothing"
	}
	return fmt.Sprintf("%q", shorten(b))
}

// firstTokenDiff is the index (from 0) of the first token where got
// differs from want (sameToken), and whether none does.
func firstTokenDiff(want string, got []byte) (int, bool) {
	wi, gi := 0, 0
	for k := 0; ; k++ {
		var w string
		var g []byte
		w, wi = nextToken(want, wi)
		g, gi = nextTokenBytes(got, gi)
		switch {
		case w == "" && g == nil:
			return 0, true
		case g == nil, w == "", !SameToken(w, g):
			return k, false
		}
	}
}

// lineOfToken is the line (trimmed) holding token k of text, or its last
// line holding a token when it has fewer tokens, and that line's index
// among the lines that hold tokens; nil when text has no token.
func lineOfToken(text []byte, k int) ([]byte, int) {
	lines := nonBlankLines(text)
	n := 0
	for idx, l := range lines {
		n += len(bytes.Fields(l))
		if k < n {
			return bytes.TrimSpace(l), idx
		}
	}
	if len(lines) == 0 {
		return nil, 0
	}
	return bytes.TrimSpace(lines[len(lines)-1]), len(lines) - 1
}

// tokenAt is token k of text.
func tokenAt(text []byte, k int) ([]byte, bool) {
	f := bytes.Fields(text)
	if k < len(f) {
		return f[k], true
	}
	return nil, false
}

// nonBlankLines are the lines of text holding a token.
func nonBlankLines(text []byte) [][]byte {
	var out [][]byte
	for _, l := range bytes.Split(text, []byte{'\n'}) {
		if len(bytes.TrimSpace(l)) > 0 {
			out = append(out, l)
		}
	}
	return out
}
