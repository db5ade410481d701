package diagnose

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
)

// bench is what the experiments share: the failure, its input as cases,
// the failing case, and the re-run of the input that every finding about
// the answers starts from.
type bench struct {
	s     Subject
	p     *problem.Problem
	rep   stress.Report
	cases []format.Case // the minimal failing input
	fail  int           // the failing case: the mismatch's, else the last
	rerun judge.Result  // the input run again (zero when not re-run)
	// flood is the output of the re-run of an OutputLimit, up to the limit.
	flood []byte
}

// newBench parses the failing input and, for the verdicts whose
// experiments start from it, runs it again: ok is false when the input does
// not parse or the re-run does not give the report's verdict (a flaky
// failure: nothing can be measured on it).
func newBench(ctx context.Context, s Subject) (*bench, bool) {
	b := &bench{s: s, p: s.Problem, rep: s.Report}
	cases, err := b.p.Parse(b.rep.Input)
	if err != nil {
		// An input past the test range (the judge's largest, run for its
		// limits): the problem at the statement's bounds reads it. Its
		// oracle is out of reach there; the experiments that ask it are
		// bounded by the budget and say nothing.
		b.p = s.Problem.JudgeScale()
		cases, err = b.p.Parse(b.rep.Input)
	}
	if err != nil || len(cases) == 0 {
		return nil, false
	}
	b.cases, b.fail = cases, len(cases)-1
	switch v := b.rep.Verdict; {
	case v == judge.OutputLimit && !b.p.Interactive() && !b.p.Moves():
		// The verdict needs no answers: the run's is the result, and its
		// output is the flood's.
		b.flood, b.rerun = judge.RunTarget(ctx, s.Target, b.p.Encode(cases))
		if b.rerun.Verdict != v {
			return nil, false
		}
	case v == judge.WrongAnswer, v == judge.RuntimeError, v == judge.OutputLimit,
		v == judge.TimeLimit && b.p.Interactive():
		b.rerun = b.check(ctx, cases)
		if b.rerun.Verdict != v {
			return nil, false
		}
		if m := b.rerun.Mismatch; m != nil && m.Case >= 0 && m.Case < len(cases) {
			b.fail = m.Case
		}
	}
	return b, true
}

// check runs the target on cases and judges its output as the search did
// (in several inputs when there are more than p.MaxCases(): the first
// that fails is the result).
// The oracle's answers are asked within ctx (a case it cannot answer in
// time is an OracleError: no verdict on the target).
func (b *bench) check(ctx context.Context, cases []format.Case) judge.Result {
	if per := b.p.MaxCases(); per > 0 && len(cases) > per {
		for len(cases) > 0 {
			n := min(per, len(cases))
			if r := b.check(ctx, cases[:n]); r.Failed() {
				return r
			}
			cases = cases[n:]
		}
		return judge.Result{Verdict: judge.OK}
	}
	switch {
	case b.s.Answers != nil:
		return b.s.Answers.Check(ctx, b.s.Target, cases, b.s.Strict)
	case b.p.Interactive() || b.p.Moves():
		return b.p.Check(ctx, b.s.Target, cases, b.s.Strict)
	}
	want, err := b.expected(ctx, cases)
	if err != nil {
		return judge.Result{Verdict: judge.OracleError, Err: err}
	}
	out, res := judge.RunTarget(ctx, b.s.Target, b.p.Encode(cases))
	if res.Failed() {
		return res
	}
	return b.p.CompareAnswers(cases, want, out, b.s.Strict)
}

// passes reports whether the target is right on cases; fails whether it is
// wrong on them with a verdict of its own (not an oracle's error, not a
// run cut short). A case neither passes nor fails when nothing is known.
func passes(r judge.Result) bool { return r.Verdict == judge.OK }

func fails(r judge.Result) bool {
	return r.Verdict != judge.OK && r.Verdict != judge.OracleError && !r.Interrupted()
}

// expected is the right answer of each case (lines joined by "\n").
func (b *bench) expected(ctx context.Context, cases []format.Case) ([]string, error) {
	if b.s.Answers != nil {
		text, err := b.s.Answers.Expected(ctx, cases)
		if err != nil {
			return nil, err
		}
		lines := answerLines([]byte(text))
		if len(lines) != len(cases) {
			return nil, errors.New("answers of several lines")
		}
		return lines, nil
	}
	want := make([]string, len(cases))
	for i, c := range cases {
		a, err := b.p.AnswerAtCtx(ctx, c, i)
		if err != nil {
			return nil, err
		}
		want[i] = a
	}
	return want, nil
}

// outputs runs the target on cases, at most p.MaxCases() a run, and
// returns its answer to each, one line a case; ok is false when a run
// fails or does not print one line a case.
func (b *bench) outputs(ctx context.Context, cases []format.Case) ([]string, bool) {
	per := max(b.p.MaxCases(), 1)
	var got []string
	for len(cases) > 0 {
		n := min(per, len(cases))
		out, res := judge.RunTarget(ctx, b.s.Target, b.p.Encode(cases[:n]))
		lines := answerLines(out)
		if res.Failed() || len(lines) != n {
			return nil, false
		}
		got = append(got, lines...)
		cases = cases[n:]
	}
	return got, true
}

// answerLines are the non-blank lines of an output, trimmed.
func answerLines(out []byte) []string {
	var lines []string
	for _, l := range bytes.Split(out, []byte{'\n'}) {
		if t := strings.TrimSpace(string(l)); t != "" {
			lines = append(lines, t)
		}
	}
	return lines
}

// withCase is the failing input with its failing case replaced by c.
func (b *bench) withCase(c format.Case) []format.Case {
	out := append([]format.Case(nil), b.cases...)
	out[b.fail] = c
	return out
}

// caseName is "case 2" of the failing input.
func caseName(i int) string { return fmt.Sprintf("case %d", i+1) }

// runError is the *judge.RunError of a result, or nil.
func runError(r judge.Result) *judge.RunError {
	var re *judge.RunError
	if errors.As(r.Err, &re) {
		return re
	}
	return nil
}

// failing counts the cases the target answers wrong, each judged apart
// (one-line answers; many cases a run): ok is false when that cannot be
// told (an answer of several lines, a run that fails, an oracle that does
// not answer in time).
func (b *bench) failing(ctx context.Context, cases []format.Case) (int, bool) {
	if b.p.Interactive() || b.p.Moves() {
		return 0, false
	}
	want, err := b.expected(ctx, cases)
	if err != nil {
		return 0, false
	}
	got, ok := b.outputs(ctx, cases)
	if !ok {
		return 0, false
	}
	n := 0
	for i := range want {
		if strings.Join(strings.Fields(want[i]), " ") != strings.Join(strings.Fields(got[i]), " ") {
			n++
		}
	}
	return n, true
}
