package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"time"

	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/diagnose"
	"github.com/gamestress/gamestress/stress/runner"
)

// cmdRun stress-tests the user's own solution against the oracle: the
// corpus of the problem first, then the smallest case alone, then many
// cases per run (small ones exhaustively, then random ones), until the
// budget is spent or a failure is found and shrunk.
func cmdRun(stdout, stderr io.Writer, args []string) error {
	cfg, err := parseRun("run", stderr, args)
	if err != nil {
		return err
	}
	ctx, stop := interruptible(stderr)
	defer stop()
	return runRun(ctx, stdout, stderr, cfg)
}

// runRun is cmdRun after parsing; ctx ends the run early (Ctrl-C): what
// was found so far is reported, and no process is left behind.
func runRun(ctx context.Context, stdout, stderr io.Writer, cfg *runConfig) error {
	t0 := time.Now()
	prog, err := buildSolution(ctx, cfg)
	if err != nil {
		return compileFailed(stdout, cfg, err)
	}
	build := time.Since(t0)
	opt := cfg.options()
	ref, err := cfg.plugUserPrograms(ctx, &opt)
	if err != nil {
		return err
	}
	prg := newProgress(stderr, !cfg.json)
	opt.Progress = prg.update(opt.Name)
	diag := newDiagnosis(ctx, cfg, prog, &opt)
	defer diag.stop()
	start, target := time.Now(), metered{prog, cfg.judge.StackFrom}
	rep, err := stress.Hunt(ctx, cfg.p, target, opt)
	prg.done()
	explainReference(ctx, ref, &rep)
	res := newRunResult(ctx, cfg, prog, rep, err)
	res.why, res.whyLate = diag.run(ctx, target, opt.Answers, rep, start)
	res.rep.Startup += build
	return writeRunResult(stdout, stderr, cfg, res)
}

// options are the engine's options for cfg.
func (c *runConfig) options() stress.Options {
	name := c.solution
	if c.command != nil {
		name = runner.ShellJoin(c.command)
	}
	return stress.Options{Name: name, Corpus: c.store, Workers: c.workers, Seed: c.seed,
		Budget: c.budget, Grace: stress.WallGrace, Cases: c.cases, Strict: c.strict, NoSamples: !c.samples}
}

// runResult is what a run or a replay found, as the report prints it.
type runResult struct {
	rep         stress.Report      // Failed() when a bug was found
	interrupted bool               // ctx ended (Ctrl-C) before the run was over
	saveErr     error              // the corpus could not be written
	err         error              // the run could not be done
	reproduce   string             // the command that reproduces the failure
	peak        runner.Usage       // the most CPU time and peak memory of one run, and the runs
	forkServer  string             // how runs started: runner.Program.ForkServer
	why         []diagnose.Finding // what the experiments after the shrink showed (cmd_run_diagnose.go)
	whyLate     bool               // the budget's wall left no time for them
}

// newRunResult is the result of a Hunt or Replay of prog.
func newRunResult(ctx context.Context, cfg *runConfig, prog *runner.Program, rep stress.Report, err error) *runResult {
	r := &runResult{rep: rep, interrupted: ctx.Err() != nil, peak: prog.Peak(), forkServer: prog.ForkServer()}
	var se *stress.SaveError
	switch {
	case errors.As(err, &se):
		r.saveErr = se.Err
	case err != nil && !r.interrupted:
		r.err = fmt.Errorf("%s: %w", cfg.name, err)
	}
	switch {
	case rep.Corpus != "" && (interactive(rep.Problem) || cfg.ref.checker != "" || cfg.ref.interactor != ""):
		r.reproduce = replayCommand(cfg, rep.Problem)
	case rep.Corpus != "":
		r.reproduce = prog.Reproduce(displayPath(rep.Corpus))
	}
	return r
}

// buildSolution compiles the solution file (or takes the command after --)
// under the limits of cfg. A compile error or a missing compiler is a setup
// error (exit 2) carrying the compiler's message or the install hint.
func buildSolution(ctx context.Context, cfg *runConfig) (*runner.Program, error) {
	var prog *runner.Program
	if cfg.command != nil {
		if _, err := exec.LookPath(cfg.command[0]); err != nil {
			return nil, fmt.Errorf("%s: cannot run %s: not found (install it, or fix PATH or the command after --)", cfg.name, cfg.command[0])
		}
		prog = runner.Command(cfg.command)
	} else {
		var err error
		opt := cfg.buildOptions()
		opt.Compile = cfg.compile
		prog, err = runner.Build(ctx, cfg.solution, opt)
		var ce *runner.CompileError
		var mt *runner.MissingToolError
		switch {
		case errors.As(err, &ce):
			return nil, compileError(cfg, ce)
		case errors.As(err, &mt):
			return nil, fmt.Errorf("%s: cannot build %s: %w", cfg.name, cfg.solution, err)
		case errors.Is(err, runner.ErrUnknownLanguage):
			return nil, usageErrorf("%s: %v", cfg.name, err)
		case err != nil:
			return nil, fmt.Errorf("%s: %w", cfg.name, err)
		}
	}
	prog.Limits = cfg.limits
	prog.NoForkServer = cfg.noForkServer
	return prog, nil
}

func trimNL(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == '\r') {
		s = s[:len(s)-1]
	}
	return s
}
