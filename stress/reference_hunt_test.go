package stress

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/draw"
)

// TestHuntWithReference: the library path of `run --reference
// --generator`: Hunt with a Reference as Options.Answers and a
// generator's inputs as a Source.
func TestHuntWithReference(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	wrongOn7 := func(cases []format.Case, i int) bool { return cases[i][0] == 7 }
	bigOnly := &draw.Generator{Name: "gen", Command: func(seed int64) judge.Target {
		return judge.TargetFunc(func(context.Context, []byte) ([]byte, error) {
			return []byte(fmt.Sprintf("2\n%d 5\n7 %d\n", 500+seed%100, 300+seed%100)), nil
		})
	}}
	for _, tc := range []struct {
		reason   string
		ref      func(n, m int64) bool
		wrong    func([]format.Case, int) bool
		gen      *draw.Generator // its inputs alone (no small cases, boundaries or random ones)
		verdict  judge.Verdict
		input    string
		phase    string
		expected string
	}{
		{"a right reference judges the solution; the expected answer saved is its own",
			bashRight, wrongOn7, nil, judge.WrongAnswer, "1\n7 1\n", "small", "first"},
		{"a reference that differs from the oracle is at fault on the least input where they differ",
			bashModM, nil, nil, judge.ReferenceError, "1\n1 1\n", "small", ""},
		{"the generator's cases alone find the bug, shrunk to the same minimum as ours",
			bashRight, wrongOn7, bigOnly, judge.WrongAnswer, "1\n7 1\n", "generator", "first"},
	} {
		sol := newFake(p, time.Second)
		sol.wrong = tc.wrong
		opt := Options{Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 3, Budget: 20 * time.Second, Cases: 20_000, Workers: 2,
			Answers: &Reference{P: p, Target: bashProgram(t, tc.ref), Oracle: true}}
		if tc.gen != nil {
			// BatchCases set: no calibration batch of small cases either.
			opt.Small, opt.NoBoundaries, opt.BatchCases = -1, true, p.MaxCases()
			opt.Sources = []Source{{Name: "generator", Input: tc.gen.Input(p, 1, p.MaxCases())}}
		}
		rep, err := Hunt(context.Background(), p, sol, opt)
		var se *SaveError
		if err != nil && !errors.As(err, &se) {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if rep.Verdict != tc.verdict || string(rep.Input) != tc.input || rep.Expected != tc.expected {
			t.Errorf("%s: %s on %q, expected %q (phase %s); want %s on %q, expected %q",
				tc.reason, rep.Verdict, rep.Input, rep.Expected, rep.Phase, tc.verdict, tc.input, tc.expected)
		}
		if tc.gen != nil && rep.Phase != tc.phase {
			t.Errorf("%s: found in phase %s, want %s", tc.reason, rep.Phase, tc.phase)
		}
		if saved := rep.Corpus != ""; saved != (tc.verdict == judge.WrongAnswer) {
			t.Errorf("%s: saved to %q; want a save for a bug of the solution only", tc.reason, rep.Corpus)
		}
	}
}
