package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem/format"
)

// compare is Problem.Compare: the expected answers are the oracle's.
func (ck *Checker) Compare(cases []format.Case, got []byte, strict bool) Result {
	if ck.Moves != nil {
		return ck.compareMoves(cases, got)
	}
	if ck.Written != nil {
		return ck.compareWritten(cases, got)
	}
	return ck.compareWith(cases, func(i int, c format.Case) (string, error) { return ck.AnswerAt(c, i) }, got, strict)
}

// CompareAnswers is Compare against given expected answers (want[i] the
// text of case i, lines joined by "\n") instead of the oracle's: a user's
// reference program stands in for the oracle this way.
func (ck *Checker) CompareAnswers(cases []format.Case, want []string, got []byte, strict bool) Result {
	if len(want) != len(cases) {
		return Result{Verdict: OracleError, Err: fmt.Errorf("%d expected answers for %d cases", len(want), len(cases))}
	}
	return ck.compareWith(cases, func(i int, _ format.Case) (string, error) { return want[i], nil }, got, strict)
}

// compareWith walks got line by line (blank lines skipped); case i takes as
// many lines as its expected answer has, and its tokens are compared with
// the answer's.
func (ck *Checker) compareWith(cases []format.Case, answer func(i int, c format.Case) (string, error), got []byte, strict bool) Result {
	lines := lineReader{b: got}
	var want []byte // the exact expected output, built only when strict
	var starts []int
	for i, c := range cases {
		ans, err := answer(i, c)
		if err != nil {
			return Result{Verdict: OracleError, Err: fmt.Errorf("oracle on case %d: %w", i+1, err)}
		}
		if strict {
			starts = append(starts, len(want))
			want = append(append(want, ans...), '\n')
		}
		span, n := lines.take(1 + strings.Count(ans, "\n"))
		if n == 0 {
			return ck.mismatch(WrongAnswer, cases, i, ans, "", fmt.Sprintf("want %s, got nothing (missing output)", quoteOr([]byte(ans), true)))
		}
		if string(span) == ans {
			continue // the usual case: byte for byte
		}
		if d := diffTokens(ans, span); d != "" {
			return ck.mismatch(WrongAnswer, cases, i, ans, string(span), d)
		}
	}
	if rest := lines.rest(); len(rest) > 0 {
		const shown = 1000
		if len(rest) > shown {
			rest = append(rest[:shown:shown], "..."...)
		}
		return Result{Verdict: WrongAnswer, Mismatch: &Mismatch{
			Case: -1, Input: ck.Format.EncodeAll(cases), Got: string(rest), Detail: "extra output after the last case"}}
	}
	if strict && !bytes.Equal(got, want) && !bytes.Equal(got, want[:max(len(want)-1, 0)]) {
		return ck.presentation(cases, want, starts, got)
	}
	return Result{Verdict: OK}
}

func (ck *Checker) mismatch(v Verdict, cases []format.Case, i int, want, got, detail string) Result {
	return Result{Verdict: v, Mismatch: &Mismatch{
		Case: i, Input: ck.Format.EncodeAll(cases[i : i+1]), Want: want, Got: got, Detail: ck.caseDetail(cases, i, detail)}}
}

// presentation reports the first byte where a token-wise correct output
// differs from the exact expected one, tied to the case it falls in.
func (ck *Checker) presentation(cases []format.Case, want []byte, starts []int, got []byte) Result {
	at := 0
	for at < len(want) && at < len(got) && want[at] == got[at] {
		at++
	}
	i := len(cases) - 1
	for i > 0 && starts[i] > at {
		i--
	}
	end := len(want)
	if i+1 < len(starts) {
		end = starts[i+1]
	}
	line := 1 + bytes.Count(got[:at], []byte("\n"))
	detail := fmt.Sprintf("whitespace differs at output line %d, byte %d", line, at+1)
	return ck.mismatch(PresentationError, cases, i, string(bytes.TrimSuffix(want[starts[i]:end], []byte("\n"))),
		string(got[min(starts[i], len(got)):min(end, len(got))]), detail)
}

// check is Problem.Check.
func (ck *Checker) Check(ctx context.Context, t Target, cases []format.Case, strict bool) Result {
	if ck.Interact != nil {
		return ck.checkInteractive(ctx, t, cases, 0)
	}
	out, res := RunTarget(ctx, t, ck.Format.EncodeAll(cases))
	if res.Failed() {
		return res
	}
	return ck.Compare(cases, out, strict)
}

// CheckAnswers is Check against given expected answers (see CompareAnswers).
func (ck *Checker) CheckAnswers(ctx context.Context, t Target, cases []format.Case, want []string, strict bool) Result {
	out, res := RunTarget(ctx, t, ck.Format.EncodeAll(cases))
	if res.Failed() {
		return res
	}
	return ck.CompareAnswers(cases, want, out, strict)
}

// RunTarget runs t on one judge input, as Check does: its output and an OK
// result, or the result of a run that failed for another reason than its
// answer (a *RunError's verdict; RuntimeError for any other error; an
// interrupted result when ctx ended).
func RunTarget(ctx context.Context, t Target, in []byte) ([]byte, Result) {
	if err := ctx.Err(); err != nil {
		return nil, interruptedResult(err)
	}
	out, err := t.Run(ctx, in)
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return out, interruptedResult(cerr)
		}
		var re *RunError
		switch {
		case errors.As(err, &re) && re.Verdict != OK && re.Verdict != WrongAnswer:
			return out, Result{Verdict: re.Verdict, Err: err}
		case errors.Is(err, context.DeadlineExceeded):
			return out, Result{Verdict: TimeLimit, Err: err}
		}
		return out, Result{Verdict: RuntimeError, Err: err}
	}
	return out, Result{Verdict: OK}
}

// interruptedResult is the result of a run that ctx cut short (or never
// started): no verdict on the target.
func interruptedResult(ctxErr error) Result {
	return Result{Verdict: OracleError, Err: fmt.Errorf("%w: %w", ErrInterrupted, ctxErr)}
}

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
