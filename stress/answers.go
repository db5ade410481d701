package stress

import (
	"context"
	"strings"

	"github.com/gamestress/gamestress/problem"
)

// Answers is where the right output comes from: the problem's oracle (the
// default, Options.Answers nil) or another source of expected answers,
// such as a user's reference program. Every check of the engine goes
// through it, and the answer saved beside a counterexample comes from it.
type Answers interface {
	// Check runs t on cases and judges its output (problem.Check is the
	// oracle's). A run that ctx cut short must give an interrupted result.
	Check(ctx context.Context, t problem.Target, cases []problem.Case, strict bool) problem.Result
	// Expected is the right output for cases, one answer after another,
	// joined by "\n", without a final newline.
	Expected(ctx context.Context, cases []problem.Case) (string, error)
}

// oracleAnswers are the answers of the problem's oracle.
type oracleAnswers struct{ p *problem.Problem }

func (o oracleAnswers) Check(ctx context.Context, t problem.Target, cases []problem.Case, strict bool) problem.Result {
	return o.p.Check(ctx, t, cases, strict)
}

func (o oracleAnswers) Expected(_ context.Context, cases []problem.Case) (string, error) {
	ans := make([]string, len(cases))
	for i, c := range cases {
		a, err := o.p.AnswerAt(c, i)
		if err != nil {
			return "", err
		}
		ans[i] = a
	}
	return strings.Join(ans, "\n"), nil
}
