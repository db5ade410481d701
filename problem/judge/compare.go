package judge

import (
	"bytes"
	"context"
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

// CheckJury is Check for an interactive problem with the jury's choices
// drawn from variant (0 is what Check uses): another variant plays other
// moves from the same positions, for looking for a shorter failing game.
func (ck *Checker) CheckJury(ctx context.Context, t Target, cases []format.Case, variant uint64) Result {
	if ck.Interact == nil {
		return ck.Check(ctx, t, cases, false)
	}
	return ck.checkInteractive(ctx, t, cases, variant)
}
