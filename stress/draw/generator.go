package draw

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// Generator is a user's testlib-style generator (gamestress run
// --generator): run with a seed as its only argument and nothing on its
// standard input, it prints one judge input. Its output is parsed with the
// problem's layout, so its cases are checked, shrunk and saved like the
// engine's own.
type Generator struct {
	// Name names the generator in errors (the file or command as given).
	Name string
	// Command is the generator run with seed as its argument.
	Command func(seed int64) judge.Target
}

// GeneratorFor runs prog (built, with its limits) with the seed appended to
// its command line.
func GeneratorFor(name string, prog *runner.Program) *Generator {
	argv := prog.Argv()
	return &Generator{Name: name, Command: func(seed int64) judge.Target {
		q := runner.Command(append(append([]string(nil), argv...), strconv.FormatInt(seed, 10)))
		q.Limits, q.Env = prog.Limits, prog.Env
		return q
	}}
}

// GeneratorError is a generator run that gave no cases: its output does
// not fit the problem's layout (Input set: the line and token at fault), or
// the run itself failed (Run set: a time limit, a crash, ...).
type GeneratorError struct {
	Name  string
	Seed  int64
	Input *format.InputError // the layout rejected the output
	Run   error              // the run failed (a *judge.RunError)
	Empty bool               // the output holds no case
}

func (e *GeneratorError) Error() string {
	at := fmt.Sprintf("GeneratorError: %s %d", e.Name, e.Seed)
	switch {
	case e.Input != nil:
		return fmt.Sprintf("%s: output rejected at %v", at, e.Input)
	case e.Run != nil:
		return fmt.Sprintf("%s: %v", at, e.Run)
	}
	return at + ": printed an input of no cases"
}

func (e *GeneratorError) Unwrap() error {
	if e.Input != nil {
		return e.Input
	}
	return e.Run
}

// Cases runs the generator with seed and parses its output into cases. A
// run cut short by ctx returns ctx's error; any other failure is a
// *GeneratorError.
func (g *Generator) Cases(ctx context.Context, p *problem.Problem, seed int64) ([]format.Case, error) {
	out, res := judge.RunTarget(ctx, g.Command(seed), nil)
	if res.Interrupted() {
		return nil, ctx.Err()
	}
	if res.Failed() {
		return nil, &GeneratorError{Name: g.Name, Seed: seed, Run: res.Err}
	}
	cases, err := p.Parse(out)
	var ie *format.InputError
	switch {
	case errors.As(err, &ie):
		return nil, &GeneratorError{Name: g.Name, Seed: seed, Input: ie}
	case err != nil:
		return nil, &GeneratorError{Name: g.Name, Seed: seed, Run: err}
	case len(cases) == 0:
		return nil, &GeneratorError{Name: g.Name, Seed: seed, Empty: true}
	}
	return cases, nil
}

// Batch runs the generator with seeds first, first+1, ... and gathers
// their cases until there are at least most (or seeds runs were made): the
// cases, in seed order, and the seeds used. The error is the first
// GeneratorError (or ctx's).
func (g *Generator) Batch(ctx context.Context, p *problem.Problem, first int64, seeds, most int) ([]format.Case, int, error) {
	var all []format.Case
	n := 0
	for n < seeds && len(all) < most {
		cs, err := g.Cases(ctx, p, first+int64(n))
		if err != nil {
			return nil, n, err
		}
		n++
		all = append(all, cs...)
	}
	return all, n, nil
}

// SeedsPerInput is the most runs of a generator that make one judge input
// of its phase (fewer when they already give the problem's batch of
// cases): a testlib generator often prints one case, and each judge input
// costs a run of the solution (and of the reference).
const SeedsPerInput = 32

// rampInputs is how many inputs of the generator's phase have each size on
// the way up to SeedsPerInput runs: the first inputs are one run each, so
// that a failure among the first seeds is reported after one run of the
// generator, however slowly it starts (a job's input is made before it is
// checked, and results are merged in job order).
const rampInputs = 8

// SeedsOf is how many runs of the generator make input i of its phase: 1
// for the first rampInputs inputs, then 2, 4, ... up to SeedsPerInput.
func SeedsOf(i int) int { return min(SeedsPerInput, 1<<min(i/rampInputs, 30)) }

// firstSeedOf is the offset of the first seed of input i from the phase's
// first seed: the runs of the inputs before it.
func firstSeedOf(i int) int64 {
	var s int64
	for j := range i {
		if SeedsOf(j) == SeedsPerInput {
			return s + int64(i-j)*SeedsPerInput
		}
		s += int64(SeedsOf(j))
	}
	return s
}

// InputsFor is how many inputs of the generator's phase make at least
// runs runs of the generator.
func InputsFor(runs int) int {
	i := 0
	for firstSeedOf(i) < int64(runs) {
		i++
	}
	return i
}

// Input is judge input i of the generator's phase: the cases of SeedsOf(i)
// runs from seed base + the runs of the inputs before it (Batch), at most
// most of them. The same i gives the same input whoever asks, so a report
// does not depend on the number of workers. It is safe for concurrent use.
func (g *Generator) Input(p *problem.Problem, base int64, most int) func(ctx context.Context, i int) ([]format.Case, error) {
	return func(ctx context.Context, i int) ([]format.Case, error) {
		cs, _, err := g.Batch(ctx, p, base+firstSeedOf(i), SeedsOf(i), most)
		if len(cs) > most {
			cs = cs[:most]
		}
		return cs, err
	}
}

// BaseSeed is the first generator seed of a run with seed seed: a number
// below 10^9 (testlib generators read it with atoi), the same for the same
// run seed.
func BaseSeed(seed int64) int64 { return int64(uint64(Derive(seed, -1)) % 1_000_000_000) }
