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
			// A budget far above need: the search stops at its first failure,
			// and on a loaded machine the default 2 s ends before the
			// boundary inputs of hdu2176 (lists of 200000 heaps) are checked.
			rep, err := stress.Search(context.Background(), fz.Problem, c,
				stress.Options{Name: c.Name, Seed: 1, Workers: 1, Budget: time.Minute, Corpus: corpus.Store{Dir: t.TempDir()}})
			if err != nil || !rep.Failed() {
				t.Fatalf("stress.Search: %v, failed=%v", err, rep.Failed())
			}
			fail := findFailure(fz, 300)
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
