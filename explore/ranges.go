package explore

import (
	"fmt"
	"strconv"
	"strings"
)

// Range is an inclusive range of integers Lo..Hi, written "3" or "1..12" on
// the command line. The zero Range is unset: the caller's default applies.
type Range struct {
	Lo, Hi int64
	Given  bool // the range was given (a zero Range means "use the default")
}

// Single is the range holding v alone.
func Single(v int64) Range { return Range{Lo: v, Hi: v, Given: true} }

// Span is the range lo..hi.
func Span(lo, hi int64) Range { return Range{Lo: lo, Hi: hi, Given: true} }

// ParseRange reads "V" or "LO..HI" (LO <= HI).
func ParseRange(s string) (Range, error) {
	lo, hi, isSpan := strings.Cut(strings.TrimSpace(s), "..")
	a, err := strconv.ParseInt(strings.TrimSpace(lo), 10, 64)
	if err != nil {
		return Range{}, fmt.Errorf("%q is not an integer or a range LO..HI", s)
	}
	if !isSpan {
		return Single(a), nil
	}
	b, err := strconv.ParseInt(strings.TrimSpace(hi), 10, 64)
	if err != nil {
		return Range{}, fmt.Errorf("%q is not an integer or a range LO..HI", s)
	}
	if a > b {
		return Range{}, fmt.Errorf("empty range %d..%d (want LO <= HI)", a, b)
	}
	return Span(a, b), nil
}

// String is "V" or "LO..HI" (flag.Value).
func (r Range) String() string {
	if !r.Given {
		return ""
	}
	if r.Lo == r.Hi {
		return strconv.FormatInt(r.Lo, 10)
	}
	return strconv.FormatInt(r.Lo, 10) + ".." + strconv.FormatInt(r.Hi, 10)
}

// Set parses s into r (flag.Value), so a Range can be a flag.
func (r *Range) Set(s string) error {
	v, err := ParseRange(s)
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// IsSpan reports a range of more than one value.
func (r Range) IsSpan() bool { return r.Given && r.Hi > r.Lo }

// Len is the number of values in the range.
func (r Range) Len() int64 { return r.Hi - r.Lo + 1 }

// RangeError is a parameter range outside what the game accepts.
type RangeError struct {
	Name  string // the parameter, e.g. "m"
	Range Range
	Msg   string
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("--%s %s: %s", e.Name, e.Range.String(), e.Msg)
}
