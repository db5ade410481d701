package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/diagnose"
	"github.com/gamestress/gamestress/stress/runner"
)

// minDiagnosis is the least time left within the budget's wall for a
// diagnosis to start.
const minDiagnosis = 300 * time.Millisecond

// diagnosis is the diagnosis of a run or a replay's failure: the
// solution's source, and its sanitized build, started when the search
// begins to shrink a failure (diagnose.OnShrink).
type diagnosis struct {
	cfg   *runConfig
	src   *diagnose.Source
	built func() *diagnose.Prebuild
	stop  func()
}

// newDiagnosis prepares the diagnosis of cfg's solution prog, wrapping
// opt.Progress; stop must be called before the command returns.
func newDiagnosis(ctx context.Context, cfg *runConfig, prog *runner.Program, opt *stress.Options) *diagnosis {
	d := &diagnosis{cfg: cfg, built: func() *diagnose.Prebuild { return nil }, stop: func() {}}
	if cfg.solution != "" {
		b := cfg.buildOptions()
		b.Compile = cfg.compile
		d.src = &diagnose.Source{Path: cfg.solution, Lang: prog.Lang(), Limits: cfg.limits, Build: b}
	}
	if !cfg.noDiagnosis && d.src != nil {
		opt.Progress, d.built, d.stop = diagnose.OnShrink(ctx, d.src, opt.Progress)
	}
	return d
}

// run runs the experiments of stress/diagnose on the failure rep, within
// what is left of the run's wall (run) or diagnose.DefaultBudget
// (replay), and diagnose.SampleBudget after a sample's wrong answer (which
// says no "not looked for": a larger --budget would not give it more);
// nothing with --no-diagnosis.
func (d *diagnosis) run(ctx context.Context, t metered, answers stress.Answers, rep stress.Report, start time.Time) (why []diagnose.Finding, late bool) {
	defer d.stop()
	cfg := d.cfg
	if cfg.noDiagnosis || !rep.Failed() || ctx.Err() != nil { // a shrink the wall cut still failed: diagnosed within what is left
		return nil, false
	}
	budget := diagnose.DefaultBudget
	if cfg.budget > 0 {
		// The run's wall: its start-up (outside the budget), the budget
		// and its grace.
		budget = min(budget, rep.Startup+cfg.budget+stress.WallGrace-time.Since(start))
	}
	sample := rep.Phase == stress.PhaseSample && rep.Verdict == judge.WrongAnswer
	if sample {
		budget = min(budget, diagnose.SampleBudget) // the sample's wrong answer is the answer at once
	}
	if budget < minDiagnosis && !sample {
		return nil, true
	}
	s := diagnose.Subject{Problem: cfg.p, Target: t, Answers: answers, Strict: cfg.strict, Report: rep}
	if d.src != nil {
		src := *d.src
		src.Sanitized = d.built()
		s.Source = &src
	}
	t0 := time.Now()
	why = diagnose.Run(ctx, s, diagnose.Options{Budget: budget})
	return why, why == nil && !sample && time.Since(t0) >= budget
}

// writeWhy is the report's "why:" block: each finding on its line, its
// picture under it; late: the budget's wall left no time to look.
func writeWhy(w io.Writer, why []diagnose.Finding, late bool) {
	if late {
		fmt.Fprintln(w, "why: not looked for: the budget ended first (a larger --budget leaves time for the experiments that say why)")
	}
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
		writeWhy(&b, why, false)
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
