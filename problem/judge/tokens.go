package judge

import (
	"bytes"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// lineReader hands out the non-blank lines of an output.
type lineReader struct {
	b   []byte
	pos int
}

// take returns the span from the first to the last of the next n non-blank
// lines (fewer at the end of the output) and how many it got.
func (l *lineReader) take(n int) ([]byte, int) {
	start, end, got := -1, l.pos, 0
	for got < n {
		s, e, ok := l.next()
		if !ok {
			break
		}
		if start < 0 {
			start = s
		}
		end = e
		got++
	}
	if got == 0 {
		return nil, 0
	}
	return l.b[start:end], got
}

// next finds the next line holding a token: its start and end (without the newline).
func (l *lineReader) next() (int, int, bool) {
	for l.pos < len(l.b) {
		s := l.pos
		e := bytes.IndexByte(l.b[s:], '\n')
		if e < 0 {
			e = len(l.b)
		} else {
			e += s
		}
		l.pos = e + 1
		for i := s; i < e; i++ {
			if !format.IsSpace(l.b[i]) {
				return s, e, true
			}
		}
	}
	return 0, 0, false
}

// rest is what is left after the lines taken, trimmed; empty when only
// whitespace is left.
func (l *lineReader) rest() []byte {
	if l.pos >= len(l.b) {
		return nil
	}
	return bytes.TrimSpace(l.b[l.pos:])
}

func shorten(b []byte) string {
	if len(b) > format.MaxTokenShown {
		return string(b[:format.MaxTokenShown]) + "..."
	}
	return string(b)
}

func nextToken(s string, i int) (string, int) {
	for i < len(s) && format.IsSpace(s[i]) {
		i++
	}
	j := i
	for j < len(s) && !format.IsSpace(s[j]) {
		j++
	}
	return s[i:j], j
}

func nextTokenBytes(b []byte, i int) ([]byte, int) {
	for i < len(b) && format.IsSpace(b[i]) {
		i++
	}
	if i == len(b) {
		return nil, i
	}
	j := i
	for j < len(b) && !format.IsSpace(b[j]) {
		j++
	}
	return b[i:j], j
}

// sameToken: words compare exactly; integers compare as integers ("007" is 7).
func SameToken(w string, g []byte) bool {
	if w == string(g) {
		return true
	}
	wn, wd, wok := intParts(w)
	gn, gd, gok := intParts(string(g))
	return wok && gok && wd == gd && (wn == gn || wd == "0")
}

// intParts splits an integer token into its sign and digits without leading zeros.
func intParts(s string) (neg bool, digits string, ok bool) {
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		neg, s = s[0] == '-', s[1:]
	}
	if s == "" {
		return false, "", false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false, "", false
		}
	}
	s = strings.TrimLeft(s, "0")
	if s == "" {
		s = "0"
	}
	return neg, s, true
}

// tokens reads an output token by token, counting lines.
type tokens struct {
	b    []byte
	pos  int
	line int // of the last token read, from 1
}

// next returns the next token, or ok false at the end.
func (t *tokens) next() (string, bool) {
	if t.line == 0 {
		t.line = 1
	}
	for t.pos < len(t.b) && format.IsSpace(t.b[t.pos]) {
		if t.b[t.pos] == '\n' {
			t.line++
		}
		t.pos++
	}
	if t.pos == len(t.b) {
		return "", false
	}
	s := t.pos
	for t.pos < len(t.b) && !format.IsSpace(t.b[t.pos]) {
		t.pos++
	}
	return string(t.b[s:t.pos]), true
}

// read takes n tokens; short at the end of the output.
func (t *tokens) read(n int) []string {
	var out []string
	for len(out) < n {
		tok, ok := t.next()
		if !ok {
			break
		}
		out = append(out, tok)
	}
	return out
}

func sameTokens(a, b []string) bool {
	return strings.Join(a, " ") == strings.Join(b, " ")
}
