package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/judges"
)

// The user's checker and interactor (testlib style), in the oracle's
// place as the judge: --checker FILE runs `checker input output answer`
// on each output, --interactor FILE talks to the solution
// (`interactor input output`). Both are built like the solution and run
// under its limits; their faults are CheckerError / InteractorError
// (exit 2), never the solution's.

func (r *refConfig) judgeFlags(fs *flag.FlagSet) {
	fs.StringVar(&r.checker, "checker", "", "checker `FILE` (testlib style, any language: `checker input output answer`, exit 0 ok, 1 wrong answer, 2 presentation error) judges the output instead of the token-wise comparison")
	fs.StringVar(&r.interactor, "interactor", "", "interactor `FILE` (testlib style, any language: `interactor input output`, its standard input and output connected to the solution's; its exit code is the verdict) plays the jury")
}

// checkJudges refuses combinations that cannot work.
func (r *refConfig) checkJudges(name string, p *problem.Problem) error {
	switch {
	case r.checker != "" && r.interactor != "":
		return usageErrorf("%s: --checker and --interactor: give one (an interactor judges the dialog itself)", name)
	case r.interactor != "" && r.reference != "":
		return usageErrorf("%s: --interactor judges the dialog: it takes no --reference", name)
	case r.checker != "" && p != nil && p.Interactive():
		return usageErrorf("%s: %s is interactive: give its judge with --interactor, not --checker", name, p.ID)
	}
	return nil
}

// judgeProgram builds the checker or the interactor like the solution,
// under the solution's limits.
func (c *runConfig) judgeProgram(ctx context.Context, role, path string) (*judges.JudgeProgram, error) {
	prog, err := buildAux(ctx, c, role, path)
	if err != nil {
		return nil, err
	}
	l := c.limits
	return &judges.JudgeProgram{Role: role, Name: path, Argv: prog.Argv(),
		Limits: judges.JudgeLimits{Time: l.Time, Wall: l.Wall, Memory: l.Memory, Output: l.Output}}, nil
}

// plugJudges puts the checker or the interactor in the oracle's place; the
// checker must accept the statement's sample output first.
func (c *runConfig) plugJudges(ctx context.Context, opt *stress.Options, ref *stress.Reference) error {
	switch {
	case c.ref.checker != "":
		jp, err := c.judgeProgram(ctx, "checker", c.ref.checker)
		if err != nil {
			return err
		}
		chk := &judges.Checker{P: c.p, Prog: jp}
		switch {
		case ref != nil:
			chk.Inner = ref
		case !c.p.HasGame():
			chk.Inner = judges.NoAnswers{}
		}
		if c.p.SampleIn != "" {
			if err := chk.CheckSample(ctx, c.p.SampleIn, c.p.SampleOut); err != nil {
				return judgeFault(c, err)
			}
		}
		opt.Answers = chk
	case c.ref.interactor != "":
		jp, err := c.judgeProgram(ctx, "interactor", c.ref.interactor)
		if err != nil {
			return err
		}
		opt.Answers = &judges.Interactor{P: c.p, Prog: jp}
	}
	return nil
}

// judgeFault is the error (exit 2) of a checker or interactor at fault.
func judgeFault(c *runConfig, err error) error {
	var je *judges.JudgeError
	if errors.As(err, &je) {
		msg := fmt.Sprintf("%s: %s (%s)", c.name, je.Error(), verdictOfRole(je.Role))
		if je.Stderr != "" {
			line, _, _ := strings.Cut(je.Stderr, "\n")
			msg += "; it wrote: " + line
		}
		return errors.New(msg)
	}
	return fmt.Errorf("%s: %w", c.name, err)
}

func verdictOfRole(role string) judge.Verdict {
	if role == "interactor" {
		return judge.InteractorError
	}
	return judge.CheckerError
}

// judgeRunFault is the error of a run whose checker or interactor was at
// fault (exit 2): the report above shows the input.
func judgeRunFault(c *runConfig, rep *stress.Report) error {
	role, file := "checker", c.ref.checker
	if rep.Verdict == judge.InteractorError {
		role, file = "interactor", c.ref.interactor
	}
	return fmt.Errorf("%s: the %s %s is at fault (%s above), not the solution", c.name, role, file, rep.Verdict)
}
