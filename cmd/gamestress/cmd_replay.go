package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/gamestress/gamestress/problem"
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return runReplay(ctx, stdout, stderr, cfg)
}

func runReplay(ctx context.Context, stdout, stderr io.Writer, cfg *runConfig) error {
	sol, err := buildSolution(ctx, cfg)
	if err != nil {
		return err
	}
	h := newHunt(ctx, cfg, sol, stderr)
	fail, res, others, err := h.checkCorpus(true)
	if err != nil {
		return err
	}
	h.res.others = others
	rep := stress.Report{Problem: cfg.p.ID, Target: h.name, Verdict: problem.OK}
	if fail != nil {
		r, err := h.conclude(fail, res, "corpus")
		if err != nil {
			return err
		}
		if r != nil {
			rep = *r
		}
	}
	return writeRunResult(stdout, stderr, cfg, h.finish(rep))
}
