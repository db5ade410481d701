package main

import (
	"context"
	"io"
	"time"

	"github.com/gamestress/gamestress/stress"
)

// cmdReplay runs the solution on the saved counterexamples of a problem
// only (a regression check before submitting): exit 1 with the report of
// the first that fails (shrunk again, in case the edit changed the
// minimum), 0 when all pass.
func cmdReplay(stdout, stderr io.Writer, args []string) error {
	cfg, err := parseRun("replay", stderr, args)
	if err != nil {
		return err
	}
	ctx, stop := interruptible(stderr)
	defer stop()
	return runReplay(ctx, stdout, stderr, cfg)
}

func runReplay(ctx context.Context, stdout, stderr io.Writer, cfg *runConfig) error {
	prog, err := buildSolution(ctx, cfg)
	if err != nil {
		return compileFailed(stdout, cfg, err)
	}
	opt := cfg.options()
	ref, err := cfg.plugUserPrograms(ctx, &opt)
	if err != nil {
		return err
	}
	diag := newDiagnosis(ctx, cfg, prog, &opt)
	defer diag.stop()
	start, target := time.Now(), metered{prog, cfg.judge.StackFrom}
	rep, err := stress.Replay(ctx, cfg.p, target, opt)
	explainReference(ctx, ref, &rep)
	res := newRunResult(ctx, cfg, prog, rep, err)
	res.why, res.whyLate = diag.run(ctx, target, opt.Answers, rep, start)
	return writeRunResult(stdout, stderr, cfg, res)
}
