package problem

import (
	"context"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
)

// A custom game ([game] name = "custom", decoded by gamefile.go) answers
// each case through GameFile.Answer over the case's fields; [output] sees
// the same names as for a catalogue game, and value for score games.

// compileCustom binds a custom game and compiles [output].
func (f *fileProblem) compileCustom(p *Problem, out *outputSpec, fail func(table, key, format string, a ...any) error) error {
	if out == nil || out.Case == "" {
		return fail("output", "", "missing key output.case (an expression giving one case's answer)")
	}
	o, err := compileOutput(out.Case, format.FieldTypes(f.schema))
	if err != nil {
		return fail("output", "case", "case = %q: %v", out.Case, err)
	}
	o.fast, o.number = false, "" // answers come through customAnswer
	f.out = o
	f.bind = &binding{name: "custom"}
	// solve(p) lists p's winning moves only when [output] may read them
	moves := strings.Contains(out.Case, "moves") || strings.Contains(out.Case, "count")
	f.customMoves = moves
	p.spec.answer = func(c format.Case) (string, error) { return f.customAnswer(c, moves) }
	p.spec.answerCtx = func(ctx context.Context, c format.Case, i int) (string, error) {
		return f.customAnswerCtx(ctx, c, i, moves)
	}
	return nil
}

// customSolved maps the oracle's answer onto the names of [output].
func customSolved(a custom.CustomAnswer) solved {
	s := solved{outcome: a.Outcome, grundy: a.Grundy, value: a.Value}
	for _, m := range a.Winning {
		mv := moveEnv{Label: m.Label, Heap: m.Component + 1}
		if len(m.To) == 1 && len(m.To[0]) == 1 {
			mv.To = int(m.To[0][0])
		}
		s.moves = append(s.moves, mv)
	}
	return s
}

func (f *fileProblem) customAnswer(c format.Case, moves bool) (string, error) {
	return f.customAnswerAt(c, 0, moves)
}

// customAnswerAt is customAnswer for case i of an input ([output] index).
func (f *fileProblem) customAnswerAt(c format.Case, i int, moves bool) (string, error) {
	return f.customAnswerCtx(nil, c, i, moves)
}

// customAnswerCtx is customAnswerAt stopped when ctx is done (nil: never),
// with an error wrapping ctx.Err() (Problem.AnswerCtx).
func (f *fileProblem) customAnswerCtx(ctx context.Context, c format.Case, i int, moves bool) (string, error) {
	x := &caseCtx{f: f, c: c, index: i}
	fields := x.fieldEnv()
	a, err := f.custom.AnswerContext(ctx, fields)
	if err != nil {
		return "", err
	}
	var g *custom.CustomGame // bound once per case: solve(p) shares its memo
	solve := func(pos []int64) (solved, error) {
		if g == nil {
			var err error
			if g, err = f.custom.Game(fields); err != nil {
				return solved{}, err
			}
		}
		solve := g.ValueContext
		if moves {
			solve = g.SolveContext
		}
		a, err := solve(ctx, pos)
		if err != nil {
			return solved{}, fmt.Errorf("solve(%v): %w", pos, err)
		}
		return customSolved(a), nil
	}
	return f.render(x, customSolved(a), solve)
}
