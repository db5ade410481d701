package problem

import (
	"context"
	"fmt"
	"iter"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
	"github.com/gamestress/gamestress/problem/judge"
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
	// Samples are all the statement's samples ([[sample]], in file order;
	// the first is SampleIn, SampleOut). Out is "" where the file gives no
	// output (an interactive problem's sample input).
	Samples  []Sample
	Limits   Limits // the judge's time, memory and stack limits (judge.go)
	Source   string // the judge and number, free text ("HDU 1846")
	Judge    string // the judge's preset ("hdu"; "" none named)
	Path     string // the file it was loaded from ("" for a shipped problem)
	Untested string // what test_range leaves out of every run ("" nothing)

	spec spec // behaviour compiled from the problem's file
	file *fileProblem
	// judgeScale is the problem without its test_range (JudgeScale); nil
	// when it has none.
	judgeScale *judgeScale
}

// Sample is one of the statement's samples: a judge input and the output
// the statement gives for it.
type Sample struct{ In, Out string }

// spec is what a problem file compiles to; the machinery is generic.
type spec struct {
	gen.Cases     // drawing, ordering and shrinking cases (problem/gen/cases.go)
	judge.Checker // judging an output (problem/judge/checker.go)
	// answer is the oracle's answer for one valid case (lines joined by "\n").
	answer func(c format.Case) (string, error)
	// answerCtx, when set, is answer with the oracle's search stopped
	// when ctx ends (AnswerCtx); nil: answer runs to its end.
	answerCtx func(ctx context.Context, c format.Case, i int) (string, error)
	// maxCases is how many cases go in one judge input.
	maxCases int
	// proofTries, when above 0, is ProofTries (see proof.go).
	proofTries int
}

// Encode writes cases as one judge input, in the judge's multi-case format.
func (p *Problem) Encode(cases []format.Case) []byte { return p.spec.Layout.EncodeAll(cases) }

// Parse reads a judge input back into cases. An invalid input returns an
// *InputError naming the line and token at fault.
func (p *Problem) Parse(in []byte) ([]format.Case, error) { return p.spec.Layout.ParseAll(in) }

// Valid reports nil if c is within the judge's constraints, or what is wrong.
func (p *Problem) Valid(c format.Case) error { return p.spec.Layout.Valid(c) }

// Answer is the oracle's expected output for one case, its lines joined by
// "\n", with no trailing newline.
func (p *Problem) Answer(c format.Case) (ans string, err error) { return p.AnswerAt(c, 0) }

// AnswerAt is Answer for c as case i of an input (from 0): the same as
// Answer unless [output] reads index, the case's number ("Case 3: Alice").
func (p *Problem) AnswerAt(c format.Case, i int) (ans string, err error) {
	if p.file != nil && p.file.bind != nil {
		if a, ok := p.file.cachedAt(c); ok {
			return a, nil
		}
	}
	if err := p.Valid(c); err != nil {
		return "", fmt.Errorf("invalid case %v: %w", c, err)
	}
	if !p.HasGame() {
		return "", fmt.Errorf("%s: %w", p.ID, ErrNoGame)
	}
	defer func() {
		if r := recover(); r != nil {
			ans, err = "", fmt.Errorf("oracle panicked on case %v: %v", c, r)
		}
	}()
	if p.file != nil && p.file.bind != nil {
		return p.file.answerAt(c, i)
	}
	return p.spec.answer(c)
}

// CachedAnswers puts in out[i] the oracle's answer of cases[i] where the
// answer cache keeps one (a case the oracle answered before: it was
// valid), as AnswerAt would give it, leaves out[i] alone elsewhere, and
// returns how many it found. One pass over an input's cases overlaps the
// cache's memory reads, which AnswerAt, a case at a time, cannot.
func (p *Problem) CachedAnswers(cases []format.Case, out []string) int {
	if p.file == nil || p.file.bind == nil {
		return 0
	}
	return p.file.cachedAll(cases, out)
}

// Compare checks got, the whole output of a target on Encode(cases), against
// the oracle, case by case and token by token. strict reports
// whitespace-only differences as PresentationError.
func (p *Problem) Compare(cases []format.Case, got []byte, strict bool) judge.Result {
	return p.spec.Compare(cases, got, strict)
}

// Check is the one check shared by every engine: run t on Encode(cases) and
// compare. A *RunError from t becomes its verdict.
func (p *Problem) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	return p.spec.Check(ctx, t, cases, strict)
}

// CompareAnswers is Compare against given expected answers (want[i] the
// text of case i, lines joined by "\n") instead of the oracle's: a user's
// reference program stands in for the oracle this way.
func (p *Problem) CompareAnswers(cases []format.Case, want []string, got []byte, strict bool) judge.Result {
	return p.spec.CompareAnswers(cases, want, got, strict)
}

// CheckAnswers is Check against given expected answers (see CompareAnswers).
func (p *Problem) CheckAnswers(ctx context.Context, t judge.Target, cases []format.Case, want []string, strict bool) judge.Result {
	return p.spec.CheckAnswers(ctx, t, cases, want, strict)
}

// CheckJury is Check for an interactive problem with the jury's choices
// drawn from variant (0 is what Check uses): another variant plays other
// moves from the same positions, for looking for a shorter failing game.
func (p *Problem) CheckJury(ctx context.Context, t judge.Target, cases []format.Case, variant uint64) judge.Result {
	return p.spec.CheckJury(ctx, t, cases, variant)
}

// CheckSample plays the statement's sample interaction (SampleIn, and
// SampleOut's "< " and "> " lines) through the protocol (interact_sample.go).
func (p *Problem) CheckSample() error { return p.spec.CheckSample(p.SampleIn, p.SampleOut) }

// GameMoves plays the game of case c of an interactive problem between the
// jury and a perfect player (interact_selfplay.go), and returns the number
// of moves.
func (p *Problem) GameMoves(c format.Case) (int, error) { return p.spec.GameMoves(c) }

// Interactive reports whether p is an interactive game problem.
func (p *Problem) Interactive() bool { return p.spec.Interact != nil }

// Moves reports whether the answers of p are moves (a special judge).
func (p *Problem) Moves() bool { return p.spec.Moves != nil || p.spec.Written != nil }

// Accepts reports whether the answers of p are judged by the file's
// [answer] accept expression (not "any winning move").
func (p *Problem) Accepts() bool { return p.spec.Written != nil && p.spec.Written.Accept != nil }

// Less is the size order on inputs (lists of cases): fewer cases, then fewer
// numbers, then smaller sum of numbers, then lexicographically smaller.
func (p *Problem) Less(a, b []format.Case) bool { return gen.SizeLess(a, b) }

// Shrinks yields valid cases strictly smaller than c in the size order, the
// most aggressive first (range minimum, halves, small steps down, drop an element).
func (p *Problem) Shrinks(c format.Case) iter.Seq[format.Case] { return p.spec.Shrinks(c) }

// Small yields every valid single case in the size order, smallest first.
// It may be endless; callers stop it.
func (p *Problem) Small() iter.Seq[format.Case] { return p.spec.Small() }

// Boundaries returns hand-picked boundary cases (n = k(m+1)±1, equal heaps,
// values at the top of the constraints, ...), used as fuzz seeds.
func (p *Problem) Boundaries() []format.Case { return p.spec.BoundaryCases() }

// Gen is a gopter generator of valid cases; it favours boundaries and uses
// GenParameters.MaxSize to scale values up as a run goes on.
func (p *Problem) Gen() gopter.Gen { return p.spec.Gen() }

// SmallByDepth yields every valid single case, as Small does, in rounds of
// depth 0, 1, 3, 7, ... (order_depth.go), each in the size order. It may be
// endless; callers stop it. A failure it finds first is the least one of
// its round, not always the least in the size order: Small (and the
// shrinker's proof) still decides minimality.
func (p *Problem) SmallByDepth() iter.Seq[format.Case] { return p.spec.SmallByDepth() }

// SmallCut reports whether an enumeration of Small ended before the last
// valid case because the file's promises rejected too many cases (see
// smallRejects): the end of Small is then not the end of the valid cases,
// and no proof of minimality may rest on it.
func (p *Problem) SmallCut() bool { return p.spec.SmallCut != nil && p.spec.SmallCut.Load() }

// Draw is what Gen wraps: the problem's drawing function itself, which
// gives the same case from the same parameters, without a gopter result
// to allocate and unwrap a case (the stress engine draws millions).
func (p *Problem) Draw() func(*gopter.GenParameters) format.Case { return p.spec.Draw }

// MaxCases is how many cases fit in one judge input (the judge's limit, or a
// sensible batch when the format has none).
func (p *Problem) MaxCases() int { return p.spec.maxCases }

// Program wraps a per-case solver into a judge program: parse the input,
// call solve for each case (it appends the case's output, newline included),
// and return the output. Candidates use it.
func (p *Problem) Program(solve func(c format.Case, out []byte) []byte) func(in []byte) ([]byte, error) {
	return func(in []byte) ([]byte, error) {
		cases, err := p.Parse(in)
		if err != nil {
			return nil, err
		}
		out := make([]byte, 0, 8*len(cases)+16)
		for _, c := range cases {
			out = solve(c, out)
		}
		return out, nil
	}
}

// ProofTries is how many inputs below a failing one the shrinker should try
// at most, in size order, to prove it minimal, where a try costs much more
// than usual (a game read from the case builds its tables on every try);
// 0 means the shrinker's default (stress/shrink.DefaultEnumerate).
func (p *Problem) ProofTries() int { return p.spec.proofTries }
