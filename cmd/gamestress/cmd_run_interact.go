package main

import (
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress/runner"
)

// replayCommand is the command that reproduces a failure of an interactive
// problem: a program fed a saved input cannot replay a dialog, so it is
// `gamestress replay` of the same solution (the jury plays the same moves);
// and of a run judged by the user's checker or interactor (named again).
func replayCommand(cfg *runConfig, id string) string {
	if cfg.p != nil && cfg.p.Path != "" && !interactive(id) {
		id = displayPath(cfg.p.Path) // a user's file: replay needs its path
	}
	args := []string{"gamestress", "replay", id}
	for _, j := range [][2]string{{"--checker", cfg.ref.checker}, {"--interactor", cfg.ref.interactor}} {
		if j[1] != "" {
			args = append(args, j[0], j[1])
		}
	}
	if cfg.store.Dir != "corpus" {
		args = append(args, "--corpus", displayPath(cfg.store.Dir))
	}
	if cfg.command != nil {
		return runner.ShellJoin(append(append(args, "--"), cfg.command...))
	}
	return runner.ShellJoin(append(args, cfg.solution))
}

// interactive reports whether problem id is an interactive one.
func interactive(id string) bool {
	p, err := problem.Lookup(id)
	return err == nil && p.Interactive()
}

// movesProblem reports whether the answers of problem id are moves.
func movesProblem(id string) bool {
	p, err := problem.Lookup(id)
	return err == nil && p.Moves()
}
