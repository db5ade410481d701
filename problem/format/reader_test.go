package format

import (
	"math"
	"slices"
	"strconv"
	"testing"
)

// The reader's number is its token and parseInt in one scan: the same
// tokens, values, verdicts, lines and positions on every kind of token.
func TestNumberIsTokenAndParseInt(t *testing.T) {
	for _, in := range []string{
		"", " ", "7", "0 1 9 10 99 100\n", "  12\n\n 345 \t6\r\n7", "-5 +5 - 12a a12 1-2",
		"007 0", "999999999999999999 1000000000000000000 99999999999999999999999",
		"-99999999999999999999", "3\f4\v5", "1 2\n3 x\n",
	} {
		type read struct {
			tok           string
			v             int64
			isNum, ok     bool
			line, tokLine int
			pos           int
		}
		var want, got []read
		a, b := newReader([]byte(in)), newReader([]byte(in))
		for {
			tok, ok := a.token()
			v, isNum := ParseInt(tok)
			want = append(want, read{string(tok), v, isNum, ok, a.line, a.tokLine, a.pos})
			if !ok {
				break
			}
		}
		for {
			tok, v, isNum, ok := b.number()
			got = append(got, read{string(tok), v, isNum, ok, b.line, b.tokLine, b.pos})
			if !ok {
				break
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: number reads %+v, token and parseInt %+v", in, got, want)
		}
	}
}

func TestAppendNumIsAppendInt(t *testing.T) {
	for _, v := range []int64{0, 1, 9, 10, 11, 42, 99, 100, 101, 999, 1000, -1, -9, -10, -99, -100, math.MaxInt64, math.MinInt64} {
		if got, want := string(appendNum([]byte("x"), v)), "x"+strconv.FormatInt(v, 10); got != want {
			t.Errorf("appendNum(%d) = %q, want %q", v, got, want)
		}
	}
}

// field.ok is check without the message: the same verdict on ranges,
// sets and values to differ from.
func TestFieldOkIsCheck(t *testing.T) {
	fields := []Field{
		{Name: "a", Lo: 1, Hi: 10},
		{Name: "j", Lo: 1, Hi: 10, Differ: []int64{3, 7}},
		{Name: "s", Lo: -5, Hi: 5, distinct: true, Differ: []int64{0}},
		{Name: "s", Lo: 0, Hi: 9, seen: map[int64]struct{}{4: {}, 9: {}}},
	}
	for _, f := range fields {
		for v := int64(-7); v <= 12; v++ {
			if f.OK(v) != (f.check(v) == "") {
				t.Errorf("%+v, %d: ok says %v, check %q", f, v, f.OK(v), f.check(v))
			}
		}
	}
}
