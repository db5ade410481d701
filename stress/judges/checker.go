package judges

import (
	"context"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Checker is a user's checker (gamestress run --checker FILE, testlib
// style) as Options.Answers: the solution's output is judged by running
// `checker input output answer`, where answer is the expected output of
// Inner (the oracle's, or a reference's); its exit code is the verdict (0
// OK, 1 WrongAnswer, 2 PresentationError). Any other end of the checker
// is the verdict judge.CheckerError with a *JudgeError: never the
// solution's fault. Shrinking, the corpus and replay go through it as
// through the oracle (a saved answer is Inner's).
type Checker struct {
	P     *problem.Problem
	Prog  *JudgeProgram
	Inner Answers // nil: the problem's oracle
}

// Answers is where the answer file a checker reads comes from:
// stress.Answers (a reference's, the oracle's) is one.
type Answers interface {
	// Expected is the right output for cases, one answer after another,
	// joined by "\n", without a final newline.
	Expected(ctx context.Context, cases []format.Case) (string, error)
}

func (c *Checker) inner() Answers {
	if c.Inner != nil {
		return c.Inner
	}
	return oracle{c.P}
}

// oracle is the problem's oracle as Answers: each case's answer
// (problem.AnswerAtCtx), in turn, unbounded in time.
type oracle struct{ p *problem.Problem }

func (o oracle) Expected(ctx context.Context, cases []format.Case) (string, error) {
	ans := make([]string, len(cases))
	for i, c := range cases {
		a, err := o.p.AnswerAtCtx(ctx, c, i)
		if err != nil {
			return "", err
		}
		ans[i] = a
	}
	return strings.Join(ans, "\n"), nil
}

// Expected is Inner's.
func (c *Checker) Expected(ctx context.Context, cases []format.Case) (string, error) {
	return c.inner().Expected(ctx, cases)
}

// Check runs t on cases, then the checker on its output.
func (c *Checker) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	input := c.P.Encode(cases)
	out, res := judge.RunTarget(ctx, t, input)
	if res.Failed() {
		return res
	}
	want, err := c.inner().Expected(ctx, cases)
	if err != nil {
		if ctx.Err() != nil {
			return judge.Result{Verdict: judge.OracleError, Err: errorsJoin(judge.ErrInterrupted, ctx.Err())}
		}
		return judge.Result{Verdict: judge.OracleError, Err: err}
	}
	return c.judge(ctx, input, out, []byte(want+"\n"))
}

// judge runs the checker on one (input, output, answer).
func (c *Checker) judge(ctx context.Context, input, out, answer []byte) judge.Result {
	paths, clean, err := judgeFiles(input, out, answer)
	if err != nil {
		return judge.Result{Verdict: judge.OracleError, Err: err}
	}
	defer clean()
	r, err := c.Prog.run(ctx, paths)
	if ctx.Err() != nil {
		return judge.Result{Verdict: judge.OracleError, Err: errorsJoin(judge.ErrInterrupted, ctx.Err())}
	}
	if err != nil {
		return judge.Result{Verdict: judge.OracleError, Err: err}
	}
	if r.fault != "" {
		return c.fault(input, r.fault, r.message)
	}
	code := r.code
	v := [...]judge.Verdict{judge.OK, judge.WrongAnswer, judge.PresentationError}[code]
	if v == judge.OK {
		return judge.Result{Verdict: judge.OK}
	}
	detail := firstLineOf(r.message)
	if detail == "" {
		detail = "the checker says " + v.String() + " (exit code " + strconv.Itoa(code) + ")"
	}
	return judge.Result{Verdict: v, Mismatch: &judge.Mismatch{
		Case: -1, Input: input, Want: strings.TrimRight(string(answer), "\n"), Got: string(out), Detail: "checker: " + detail}}
}

func (c *Checker) fault(input []byte, detail, stderr string) judge.Result {
	e := &JudgeError{Role: "checker", Name: c.Prog.Name, Input: input, Detail: detail, Stderr: stderr}
	return judge.Result{Verdict: judge.CheckerError, Err: e}
}

// CheckSample runs the checker on the statement's sample: the sample's
// output, judged against itself as the answer, must be accepted. Any
// other verdict is a *JudgeError (the checker is wrong, or misreads its
// arguments).
func (c *Checker) CheckSample(ctx context.Context, in, out string) error {
	r := c.judge(ctx, []byte(in), []byte(out), []byte(out))
	switch {
	case r.Verdict == judge.OK:
		return nil
	case r.Verdict == judge.CheckerError:
		return r.Err
	case r.Mismatch != nil:
		return &JudgeError{Role: "checker", Name: c.Prog.Name, Input: []byte(in),
			Detail: "it refuses the statement's sample output (" + r.Verdict.String() + ": " + r.Mismatch.Detail + ")"}
	}
	return r.Err
}

// NoAnswers is the expected output of a problem without an oracle or a
// reference: empty (a checker that judges on its own gets an empty answer
// file).
type NoAnswers struct{}

func (NoAnswers) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	return judge.Result{Verdict: judge.OracleError, Err: problem.ErrNoGame}
}

func (NoAnswers) Expected(context.Context, []format.Case) (string, error) { return "", nil }
