package problem

// CONTRACT (written first so that the other packages can be built in
// parallel; the problems work fills in the bodies and may add fields and
// methods, but keeps these signatures).

import (
	"context"
	"iter"

	"github.com/leanovate/gopter"
)

// Problem is one judge problem: its formats, constraints, oracle answers,
// checker, size order and generators.
type Problem struct {
	ID          string // "hdu1846"
	Title       string // "Brave Game"
	Constraints string // one line, human readable
	Format      string // one line, human readable
	SampleIn    string // the judge's sample input
	SampleOut   string // the judge's sample output

	spec spec // per-problem behaviour, see the problem's own file
}

// spec is what each problem's file provides; generic parts live in shared files.
type spec interface{}

// All lists every problem, in a fixed order.
func All() []*Problem { panic("TODO: problems") }

// Lookup finds a problem by id; the error lists the known ids.
func Lookup(id string) (*Problem, error) { panic("TODO: problems") }

// Encode writes cases as one judge input, in the judge's multi-case format.
func (p *Problem) Encode(cases []Case) []byte { panic("TODO") }

// Parse reads a judge input back into cases. An invalid input returns an
// *InputError naming the line and token at fault.
func (p *Problem) Parse(in []byte) ([]Case, error) { panic("TODO") }

// Valid reports nil if c is within the judge's constraints, or what is wrong.
func (p *Problem) Valid(c Case) error { panic("TODO") }

// Answer is the oracle's expected output for one case, its lines joined by
// "\n", with no trailing newline.
func (p *Problem) Answer(c Case) (string, error) { panic("TODO") }

// Compare checks got, the whole output of a target on Encode(cases), against
// the oracle, case by case and token by token. strict reports
// whitespace-only differences as PresentationError.
func (p *Problem) Compare(cases []Case, got []byte, strict bool) Result { panic("TODO") }

// Check is the one check shared by every engine: run t on Encode(cases) and
// compare. A *RunError from t becomes its verdict.
func (p *Problem) Check(ctx context.Context, t Target, cases []Case, strict bool) Result {
	panic("TODO")
}

// Less is the size order on inputs (lists of cases): fewer cases, then fewer
// numbers, then smaller sum of numbers, then lexicographically smaller.
func (p *Problem) Less(a, b []Case) bool { panic("TODO") }

// Shrinks yields valid cases strictly smaller than c in the size order, the
// most aggressive first (range minimum, halves, small steps down, drop an element).
func (p *Problem) Shrinks(c Case) iter.Seq[Case] { panic("TODO") }

// Small yields every valid single case in the size order, smallest first.
// It may be endless; callers stop it.
func (p *Problem) Small() iter.Seq[Case] { panic("TODO") }

// Boundaries returns hand-picked boundary cases (n = k(m+1)±1, equal heaps,
// values at the top of the constraints, ...), used as fuzz seeds.
func (p *Problem) Boundaries() []Case { panic("TODO") }

// Gen is a gopter generator of valid cases; it favours boundaries and uses
// GenParameters.MaxSize to scale values up as a run goes on.
func (p *Problem) Gen() gopter.Gen { panic("TODO") }

// MaxCases is how many cases fit in one judge input (the judge's limit, or a
// sensible batch when the format has none).
func (p *Problem) MaxCases() int { panic("TODO") }

// Program wraps a per-case solver into a judge program: parse the input,
// call solve for each case (it appends the case's output, newline included),
// and return the output. Candidates use it.
func (p *Problem) Program(solve func(c Case, out []byte) []byte) func(in []byte) ([]byte, error) {
	panic("TODO")
}

// InputError is a judge input that does not fit the format or constraints.
type InputError struct {
	Line  int    // from 1
	Token string // the token at fault ("" at end of input)
	Msg   string // what is wrong
}

func (e *InputError) Error() string { panic("TODO") }
