package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/draw"
	"github.com/gamestress/gamestress/stress/runner"
)

// refConfig is what `gamestress run` takes of the user's own programs
// besides the solution: a reference (a brute force whose answers are the
// expected output) and a generator (testlib-style: the seed as its
// argument, a judge input on stdout).
type refConfig struct {
	reference     string // --reference FILE
	generator     string // --generator FILE
	generatorOnly bool   // --generator-only: no cases of our own
	checker       string // --checker FILE (cmd_run_judge.go)
	interactor    string // --interactor FILE
}

// flags adds the flags of refConfig to fs: --reference for run and replay
// (the expected answers of a problem without a game), the generator's for
// run.
func (r *refConfig) flags(fs *flag.FlagSet, name string) {
	fs.StringVar(&r.reference, "reference", "", "reference program `FILE` (a brute force, any language, built and limited like the solution): its answers are the expected output; checked against the oracle where the problem has one")
	r.judgeFlags(fs)
	if name != "run" {
		return
	}
	fs.StringVar(&r.generator, "generator", "", "generator `FILE` (testlib style: the seed as its argument, a judge input on stdout): its cases are added to ours")
	fs.BoolVar(&r.generatorOnly, "generator-only", false, "only the generator's cases (and the corpus): no small-first search of our own")
}

// check validates the flags once parsed: the files exist, --generator-only
// has a generator, and a problem without a game (layout only) has a
// reference to answer it.
func (r *refConfig) check(name string, p *problem.Problem) error {
	if r.generatorOnly && r.generator == "" {
		return usageErrorf("%s: --generator-only needs --generator FILE", name)
	}
	if err := r.checkJudges(name, p); err != nil {
		return err
	}
	if p != nil && !p.HasGame() && r.reference == "" && r.checker == "" && r.interactor == "" {
		return usageErrorf("%s: %s has no [game] for the oracle to answer: give your brute force with --reference FILE", name, p.ID)
	}
	for _, f := range []struct{ flag, path string }{{"reference", r.reference}, {"generator", r.generator}, {"checker", r.checker}, {"interactor", r.interactor}} {
		if f.path == "" {
			continue
		}
		fi, err := os.Stat(f.path)
		switch {
		case err != nil:
			return usageErrorf("%s: --%s %s: %v", name, f.flag, f.path, unwrapPathError(err))
		case fi.IsDir():
			return usageErrorf("%s: --%s %s is a directory, not a file", name, f.flag, f.path)
		}
	}
	return nil
}

// buildAux builds the reference or the generator (role) from path, by its
// extension and through the build cache, like the solution (--compile is
// the solution's alone); limits are the solution's. A compile error or a
// missing compiler is a setup error (exit 2) naming the role.
func buildAux(ctx context.Context, cfg *runConfig, role, path string) (*runner.Program, error) {
	prog, err := runner.Build(ctx, path, cfg.buildOptions())
	var ce *runner.CompileError
	var mt *runner.MissingToolError
	switch {
	case errors.As(err, &ce):
		return nil, fmt.Errorf("%s: the %s %s does not compile (%s):\n%s%s", cfg.name, role, path, ce.Command, trimNL(ce.Output), hintLine(ce.Output, cfg.p.Judge))
	case errors.As(err, &mt):
		return nil, fmt.Errorf("%s: cannot build the %s %s: %w", cfg.name, role, path, err)
	case errors.Is(err, runner.ErrUnknownLanguage):
		return nil, usageErrorf("%s: --%s: %v", cfg.name, role, err)
	case err != nil:
		return nil, fmt.Errorf("%s: %s: %w", cfg.name, role, err)
	}
	prog.Limits = cfg.limits
	prog.NoForkServer = cfg.noForkServer
	return prog, nil
}

// plugUserPrograms builds the reference and the generator that cfg names
// and plugs them into opt: the reference as the source of the expected
// answers, the generator as a phase of cases. It returns the reference
// (nil without one).
func (c *runConfig) plugUserPrograms(ctx context.Context, opt *stress.Options) (*stress.Reference, error) {
	var ref *stress.Reference
	if f := c.ref.reference; f != "" {
		prog, err := buildAux(ctx, c, "reference", f)
		if err != nil {
			return nil, err
		}
		ref = &stress.Reference{P: c.p, Target: prog, Oracle: hasOracle(c)}
		opt.Answers = ref
		if !ref.Oracle && c.p.SampleIn != "" {
			// No oracle checks this reference: the statement's sample does.
			err := ref.CheckSample(ctx, c.p.SampleIn, c.p.SampleOut)
			var re *stress.ReferenceError
			switch {
			case errors.As(err, &re):
				return nil, fmt.Errorf("%s: the reference %s is at fault (ReferenceError): %s", c.name, f, re.Detail)
			case err != nil:
				return nil, fmt.Errorf("%s: the reference %s: %w", c.name, f, err)
			}
		}
	}
	if err := c.plugJudges(ctx, opt, ref); err != nil {
		return nil, err
	}
	if f := c.ref.generator; f != "" {
		prog, err := buildAux(ctx, c, "generator", f)
		if err != nil {
			return nil, err
		}
		src, err := c.generatorSource(ctx, draw.GeneratorFor(f, prog))
		if err != nil {
			return nil, err
		}
		opt.Sources = append(opt.Sources, src)
		if c.ref.generatorOnly {
			// No small cases, boundaries, random cases, nor a calibration
			// batch of small cases (the batch size is for our cases).
			opt.Small, opt.NoBoundaries, opt.BatchCases = -1, true, c.p.MaxCases()
		}
	}
	return ref, nil
}

// generatorShare is the part of the budget that the generator's phase
// gets, unless --generator-only: the rest goes to our random cases, many
// per process run, where a testlib generator makes one input per run.
const generatorShare = 4

// generatorSource is the phase of the generator's inputs. The generator
// runs once now, with the first seed, and is timed: a generator whose
// output does not fit the problem stops the run at once, and the phase is
// bounded to about 1/generatorShare of the budget (the whole budget with
// --generator-only).
func (c *runConfig) generatorSource(ctx context.Context, g *draw.Generator) (stress.Source, error) {
	base := draw.BaseSeed(c.seed)
	t0 := time.Now()
	if _, err := g.Cases(ctx, c.p, base); err != nil {
		return stress.Source{}, fmt.Errorf("%s: %w", c.name, err)
	}
	perRun := max(time.Since(t0), time.Millisecond)
	src := stress.Source{Name: "generator", Input: g.Input(c.p, base, c.p.MaxCases())}
	if !c.ref.generatorOnly {
		workers := c.workers
		if workers <= 0 {
			workers = 2 * runtime.NumCPU()
		}
		src.Inputs = max(1, draw.InputsFor(int(c.budget/generatorShare/perRun)*workers))
	}
	return src, nil
}

// explainReference fills the report of a fault of the reference with the
// reference's side of it (its output, the oracle's, its fault).
func explainReference(ctx context.Context, ref *stress.Reference, rep *stress.Report) {
	if ref != nil && rep.Verdict == judge.ReferenceError {
		ref.Explain(ctx, rep)
	}
}

// hasOracle reports whether the problem of cfg has a game for the oracle
// to answer (a layout-only problem file has none).
func hasOracle(cfg *runConfig) bool { return cfg.p.HasGame() }
