package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/diagnose"
	"github.com/gamestress/gamestress/stress/runner"
)

// minDiagnosis is the least time left within the budget's wall for a
// diagnosis to start.
const minDiagnosis = 300 * time.Millisecond

// diagnoseRun runs the experiments of stress/diagnose on the failure of
// a run or a replay, within what is left of the budget's wall (run) or
// diagnose.DefaultBudget (replay); nothing with --no-diagnosis.
func diagnoseRun(ctx context.Context, cfg *runConfig, prog *runner.Program, t metered, answers stress.Answers, rep stress.Report, start time.Time) []diagnose.Finding {
	if cfg.noDiagnosis || !rep.Failed() || rep.Interrupted || ctx.Err() != nil {
		return nil
	}
	budget := diagnose.DefaultBudget
	if cfg.budget > 0 {
		// The run's wall: its start-up (outside the budget), the budget
		// and its grace.
		budget = min(budget, rep.Startup+cfg.budget+stress.WallGrace-time.Since(start))
	}
	if budget < minDiagnosis {
		return nil
	}
	s := diagnose.Subject{Problem: cfg.p, Target: t, Answers: answers, Strict: cfg.strict, Report: rep}
	if cfg.solution != "" {
		opt := cfg.buildOptions()
		opt.Compile = cfg.compile
		s.Source = &diagnose.Source{Path: cfg.solution, Lang: prog.Lang(), Limits: cfg.limits, Build: opt}
	}
	return diagnose.Run(ctx, s, diagnose.Options{Budget: budget})
}

// writeWhy is the report's "why:" block: each finding on its line, its
// picture under it.
func writeWhy(w io.Writer, why []diagnose.Finding) {
	if len(why) == 0 {
		return
	}
	fmt.Fprintln(w, "why:")
	for _, f := range why {
		fmt.Fprintf(w, "  %s: %s\n", f.Kind, f.Text)
		if f.Picture != "" {
			for _, l := range strings.Split(f.Picture, "\n") {
				fmt.Fprintf(w, "      %s\n", l)
			}
		}
	}
}

// compileFailure is a solution the compiler refused, with what its message
// shows about this machine (diagnose.CompileError).
type compileFailure struct {
	err error
	why []diagnose.Finding
}

func (c *compileFailure) Error() string { return c.err.Error() }
func (c *compileFailure) Unwrap() error { return c.err }

// compileError is the error of a refused build: the compiler's message,
// then the judge-env findings, or else the include hint.
func compileError(cfg *runConfig, ce *runner.CompileError) error {
	why := diagnose.CompileError(ce.Output, cfg.p.Judge)
	hint := hintLine(ce.Output, cfg.p.Judge)
	if len(why) > 0 {
		var b strings.Builder
		writeWhy(&b, why)
		hint = "\n" + strings.TrimRight(b.String(), "\n")
	}
	return &compileFailure{fmt.Errorf("%s: %s does not compile (%s):\n%s%s", cfg.name, cfg.solution, ce.Command, trimNL(ce.Output), hint), why}
}

// compileFailed returns err; with --json a refused build also prints
// {"problem", "solution", "error", "diagnosis"} on stdout.
func compileFailed(stdout io.Writer, cfg *runConfig, err error) error {
	var cf *compileFailure
	if !cfg.json || !errors.As(err, &cf) {
		return err
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.Encode(struct {
		Problem   string             `json:"problem"`
		Solution  string             `json:"solution"`
		Error     string             `json:"error"`
		Diagnosis []diagnose.Finding `json:"diagnosis,omitempty"`
	}{cfg.p.ID, cfg.solution, cf.err.Error(), cf.why})
	return err
}
