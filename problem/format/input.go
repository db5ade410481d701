package format

import (
	"fmt"
	"strconv"
)

// InputError is a judge input that does not fit the format or constraints.
type InputError struct {
	Line  int    // from 1
	Token string // the token at fault ("" at end of input)
	Msg   string // what is wrong
}

func (e *InputError) Error() string {
	if e.Token == "" {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d: token %q: %s", e.Line, e.Token, e.Msg)
}

// maxTokenShown bounds the token quoted in an error (fuzzers feed huge ones).
const MaxTokenShown = 40

// reader is the hand-rolled tokenizer every Parse uses: whitespace-separated
// tokens, line numbers kept only for error messages.
type reader struct {
	in   []byte
	pos  int // next byte to look at
	line int // line of pos, from 1
	// the token last read: in[tokStart:pos], on line tokLine
	tokStart, tokLine int
}

func newReader(in []byte) *reader { return &reader{in: in, line: 1, tokLine: 1} }

func IsSpace(b byte) bool {
	return b == ' ' || b == '\n' || b == '\t' || b == '\r' || b == '\v' || b == '\f'
}

// skip moves past whitespace, counting lines.
func (r *reader) skip() {
	for r.pos < len(r.in) {
		b := r.in[r.pos]
		if b == '\n' {
			r.line++
		} else if !IsSpace(b) {
			return
		}
		r.pos++
	}
}

// more reports whether another token follows.
func (r *reader) more() bool {
	r.skip()
	return r.pos < len(r.in)
}

// token reads the next token; false at end of input.
func (r *reader) token() ([]byte, bool) {
	r.skip()
	if r.pos >= len(r.in) {
		return nil, false
	}
	r.tokStart, r.tokLine = r.pos, r.line
	for r.pos < len(r.in) && !IsSpace(r.in[r.pos]) {
		r.pos++
	}
	return r.in[r.tokStart:r.pos], true
}

// number reads the next token and its value as parseInt gives it (isNum
// false: not a number; ok false: no token left), digits parsed as they
// are scanned: the next number is most of what Parse asks.
func (r *reader) number() (tok []byte, v int64, isNum, ok bool) {
	r.skip()
	if r.pos >= len(r.in) {
		return nil, 0, false, false
	}
	in, p := r.in, r.pos
	r.tokStart, r.tokLine = p, r.line
	const limit = 1_000_000_000_000_000_000 // parseInt's
	for p < len(in) && in[p]-'0' <= 9 {
		if v < limit {
			v = v*10 + int64(in[p]-'0')
		}
		p++
	}
	if p > r.pos && (p == len(in) || IsSpace(in[p])) {
		r.pos = p
		return in[r.tokStart:p], v, true, true
	}
	for p < len(in) && !IsSpace(in[p]) { // a sign, a letter: parseInt says
		p++
	}
	r.pos = p
	tok = in[r.tokStart:p]
	v, isNum = ParseInt(tok)
	return tok, v, isNum, true
}

// mark and reset let the caller look ahead (terminator detection).
type mark struct{ pos, line, tokStart, tokLine int }

func (r *reader) mark() mark { return mark{r.pos, r.line, r.tokStart, r.tokLine} }
func (r *reader) reset(m mark) {
	r.pos, r.line, r.tokStart, r.tokLine = m.pos, m.line, m.tokStart, m.tokLine
}
func (r *reader) lastToken() []byte { return r.in[r.tokStart:r.pos] }

// errAt is an error about the token just read.
func (r *reader) errAt(format string, a ...any) *InputError {
	tok := string(r.lastToken())
	if len(tok) > MaxTokenShown {
		tok = tok[:MaxTokenShown] + "..."
	}
	return &InputError{Line: r.tokLine, Token: tok, Msg: fmt.Sprintf(format, a...)}
}

// errEnd is an error about the end of input: the line is that of the last token.
func (r *reader) errEnd(format string, a ...any) *InputError {
	return &InputError{Line: r.tokLine, Msg: fmt.Sprintf(format, a...)}
}

// parseInt reads an optionally negative decimal integer; ok is false for
// anything else. Values beyond ±10^18 saturate (they are out of every range).
func ParseInt(b []byte) (v int64, ok bool) {
	neg := false
	if len(b) > 0 && b[0] == '-' {
		neg, b = true, b[1:]
	}
	if len(b) == 0 {
		return 0, false
	}
	const limit = 1_000_000_000_000_000_000
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		if v < limit {
			v = v*10 + int64(c-'0')
		}
	}
	if neg {
		v = -v
	}
	return v, true
}

// field is one number of a case: its name and its bounds.
type Field struct {
	Name   string
	Lo, Hi int64
	Differ []int64 // values it must differ from (the other piece of a row)
	// distinct: the numbers of one run must differ from each other (a set)
	distinct bool
	// seen: the numbers of a distinct run read so far (readCase and
	// validShape keep it; a set, so the check is not quadratic); nil: differ
	seen map[int64]struct{}
	// word: the field is (the length or the characters of) a word token
	// (tokens.go); nil for a number (one pointer: fields are copied on
	// the hot path of every parse)
	word *wordRef
}

func (f Field) rangeText() string {
	return fmt.Sprintf("%s must be %d ≤ %s ≤ %d", f.Name, f.Lo, f.Name, f.Hi)
}

// plain reports a field whose only rule is its range: check(v) is "" iff
// lo <= v <= hi.
func (f *Field) Plain() bool {
	return f.Differ == nil && !f.distinct && f.seen == nil && f.word == nil
}

// ok reports check(v) == "" without writing what is wrong.
func (f *Field) OK(v int64) bool {
	if v < f.Lo || v > f.Hi {
		return false
	}
	if _, dup := f.seen[v]; dup {
		return false
	}
	for _, d := range f.Differ {
		if v == d {
			return false
		}
	}
	return true
}

// check reports what is wrong with v as a value of f, or "".
func (f Field) check(v int64) string {
	if v < f.Lo || v > f.Hi {
		return "out of range: " + f.rangeText()
	}
	if _, dup := f.seen[v]; dup {
		return "repeats an earlier " + f.Name + " (a set has no duplicates)"
	}
	for _, d := range f.Differ {
		if v == d && f.distinct {
			return "repeats an earlier " + f.Name + " (a set has no duplicates)"
		}
		if v == d {
			return f.Name + " must differ from " + strconv.FormatInt(d, 10)
		}
	}
	return ""
}

// num reads the next token as a value of f.
func (r *reader) num(f Field, where string) (int64, error) {
	tok, v, isNum, ok := r.number()
	if !ok || !isNum || f.check(v) != "" {
		return 0, r.numError(tok, ok, f, where)
	}
	return v, nil
}

// numError is num's error for tok, the token just read (ok false: none was
// left), which is not a value of f.
func (r *reader) numError(tok []byte, ok bool, f Field, where string) error {
	if !ok {
		return r.errEnd("truncated input: expected %s%s", f.Name, where)
	}
	v, ok := ParseInt(tok)
	if !ok {
		return r.errAt("not a number (expected %s%s)", f.Name, where)
	}
	return r.errAt("%s%s", f.check(v), where)
}

// where names the case in an error message.
func where(i int) string { return fmt.Sprintf(" in case %d", i+1) }

// withWhere adds the case number to an input error (built only on failure).
func withWhere(err error, i int) error {
	if e, ok := err.(*InputError); ok {
		e.Msg += where(i)
	}
	return err
}

// caseEnds is validShape's error for a case that ends at i, before a
// number of f.
func caseEnds(i int, f Field) error {
	return fmt.Errorf("case ends after %d numbers: expected %s", i, f.Name)
}

// extraNumbers is validShape's error for a case of extra numbers past a
// whole case of n.
func extraNumbers(extra, n int) error {
	return fmt.Errorf("%d extra numbers after a whole case of %d", extra, n)
}

// outOfField is validShape's error for v, a number of f that check
// refused with msg.
func outOfField(f Field, v int64, msg string) error {
	return fmt.Errorf("%s = %d: %s", f.Name, v, msg)
}
