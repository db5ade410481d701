package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return runRun(ctx, stdout, stderr, cfg)
}

// runRun is cmdRun after parsing; ctx ends the run early (Ctrl-C): what
// was found so far is reported, and no process is left behind.
func runRun(ctx context.Context, stdout, stderr io.Writer, cfg *runConfig) error {
	sol, err := buildSolution(ctx, cfg)
	if err != nil {
		return err
	}
	h := newHunt(ctx, cfg, sol, stderr)
	res, err := h.run()
	if err != nil {
		return err
	}
	return writeRunResult(stdout, stderr, cfg, res)
}

// buildSolution compiles the solution file (or takes the command after --)
// under the limits of cfg. A compile error or a missing compiler is a setup
// error (exit 2) carrying the compiler's message or the install hint.
func buildSolution(ctx context.Context, cfg *runConfig) (*solution, error) {
	var prog *runner.Program
	if cfg.command != nil {
		if _, err := exec.LookPath(cfg.command[0]); err != nil {
			return nil, fmt.Errorf("%s: cannot run %s: not found (install it, or fix PATH or the command after --)", cfg.name, cfg.command[0])
		}
		prog = runner.Command(cfg.command)
	} else {
		var err error
		prog, err = runner.Build(ctx, cfg.solution, runner.BuildOptions{CacheDir: cfg.cache, Compile: cfg.compile})
		var ce *runner.CompileError
		var mt *runner.MissingToolError
		switch {
		case errors.As(err, &ce):
			return nil, fmt.Errorf("%s: %s does not compile (%s):\n%s", cfg.name, cfg.solution, ce.Command, trimNL(ce.Output))
		case errors.As(err, &mt):
			return nil, fmt.Errorf("%s: cannot build %s: %w", cfg.name, cfg.solution, err)
		case errors.Is(err, runner.ErrUnknownLanguage):
			return nil, usageErrorf("%s: %v", cfg.name, err)
		case err != nil:
			return nil, fmt.Errorf("%s: %w", cfg.name, err)
		}
	}
	prog.Limits = cfg.limits
	sol := &solution{prog: prog}
	return sol, nil
}

func trimNL(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == '\r') {
		s = s[:len(s)-1]
	}
	return s
}

// solution is the user's program as the engine's target. It is a
// stress.Limited, so that the engine shrinks a TimeLimit under a margin
// above --time and confirms it under --time. A run cut short because ctx
// ended (Ctrl-C) is no verdict of the program: problem.Check reports it
// as interrupted (Result.Interrupted), and the engine's shrinker never
// accepts it.
type solution struct{ prog *runner.Program }

var _ stress.Limited = (*solution)(nil)

func (s *solution) Run(ctx context.Context, in []byte) ([]byte, error) {
	return s.prog.Run(ctx, in)
}

// Limit is the time limit of one run (--time).
func (s *solution) Limit() time.Duration {
	if s.prog.Limits.Time <= 0 {
		return runner.DefaultTime
	}
	return s.prog.Limits.Time
}

// WithLimit is the same program under another time limit.
func (s *solution) WithLimit(d time.Duration) problem.Target {
	q := *s.prog
	q.Limits.Time = d
	return &solution{prog: &q}
}

// interrupted reports whether r is a run that ctx cut short.
func interrupted(r problem.Result) bool { return r.Interrupted() }
