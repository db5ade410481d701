package fuzz

import (
	"bytes"
	"context"
	"math/rand"
	"testing"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress"
)

// A mutant's failure found by fuzzing lands in the corpus as the minimum
// that gamestress stress finds: both go through stress's one shrink path.
// Fuzz inputs here are random generator bytes, as the fuzzer would mutate.
//
// The assertions compare the two minima only where one is proven: when
// the fuzz failure is not proven minimal (its proof gave up after
// shrink.DefaultEnumerate tries, as on cf1104b's strings), nothing here
// reads whether the stress minimum is, so the stress search skips its
// proof (Enumerate -1) rather than spend the same million tries again;
// stress's own tests prove its minima.
func TestFuzzFailureIsTheStressMinimum(t *testing.T) {
	for _, c := range candidates.All() {
		if c.Kind != candidates.Buggy || c.Slow {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			fz, err := New(c.Problem, Options{Candidate: c.Name, CorpusDir: dir})
			if err != nil {
				t.Fatal(err)
			}
			fail := findFailure(fz, 300)
			opt := stress.Options{Name: c.Name, Seed: 1, Workers: 1, Corpus: corpus.Store{Dir: t.TempDir()},
				// Bounded by cases (every fast mutant fails within them:
				// stress's TestSearchEmptyCorpusCatchesEveryMutant), not
				// by time; the budget only guards a hang.
				Cases: stress.DefaultSmall + 1000, Budget: 10 * time.Minute}
			if fail != nil && !fail.Report.Minimal {
				opt.Enumerate = -1
			}
			rep, err := stress.Search(context.Background(), fz.Problem, c, opt)
			if err != nil || !rep.Failed() {
				t.Fatalf("stress.Search: %v, failed=%v", err, rep.Failed())
			}
			if fail == nil {
				// Bugs at the top of the range (float phi near 10^9): the
				// stress minimum as a seed, as corpus replay gives it. The
				// shared shrink must keep it as it is.
				fail = fz.Check(RawInput(rep.Input))
				if fail == nil {
					t.Fatalf("the stress minimum does not fail as a fuzz seed:\n%s", rep.Input)
				}
				if !bytes.Equal(fail.Report.Input, rep.Input) {
					t.Errorf("fuzz saved\n%s\nstress found\n%s", fail.Report.Input, rep.Input)
				}
			}
			got := fail.Report
			if got.Minimal && rep.Minimal && !bytes.Equal(got.Input, rep.Input) {
				t.Errorf("fuzz saved\n%s\nstress found\n%s\nboth proven minimal", got.Input, rep.Input)
			}
			if got.Corpus == "" || fail.Err != nil {
				t.Errorf("not saved: %q, %v", got.Corpus, fail.Err)
			}
			if p := fz.Problem; got.Minimal && !rep.Minimal && lessInput(p, rep.Input, got.Input) {
				t.Errorf("stress found a smaller input than the proven-minimal fuzz one:\n%s\n<\n%s", rep.Input, got.Input)
			}
			if p := fz.Problem; rep.Minimal && lessInput(p, got.Input, rep.Input) {
				t.Errorf("fuzz found a smaller input than the proven-minimal stress one:\n%s\n<\n%s", got.Input, rep.Input)
			}
		})
	}
}

// findFailure checks up to n random generator inputs.
func findFailure(fz *Fuzzer, n int) *Failure {
	rng := rand.New(rand.NewSource(7))
	for range n {
		data := make([]byte, 16+rng.Intn(400))
		rng.Read(data)
		data[0] |= 1
		if fail := fz.Check(data); fail != nil {
			return fail
		}
	}
	return nil
}

func lessInput(p *problem.Problem, a, b []byte) bool {
	ca, err1 := p.Parse(a)
	cb, err2 := p.Parse(b)
	return err1 == nil && err2 == nil && p.Less(ca, cb)
}
