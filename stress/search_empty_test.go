package stress

import (
	"context"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
)

// emptyCorpusCases is about what `gamestress stress` reaches in its default
// budget (DefaultBudget) on its slowest problem, hdu2176 (20 lists of up to
// 200000 heaps an input): the small phase, the boundaries and a thousand
// random cases. A case bound, not a time budget, keeps the test
// deterministic on a loaded machine.
const emptyCorpusCases = DefaultSmall + 1000

// TestSearchEmptyCorpusCatchesEveryMutant: with no corpus to replay, one
// seed's search catches every fast buggy candidate within emptyCorpusCases.
func TestSearchEmptyCorpusCatchesEveryMutant(t *testing.T) {
	for _, c := range candidates.All() {
		if c.Kind != candidates.Buggy || c.Slow {
			continue
		}
		p := mustProblem(t, c.Problem)
		opt := Options{Name: c.Name, Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 1,
			Budget: 20e9, Cases: emptyCorpusCases, Enumerate: -1}
		rep, err := Search(context.Background(), p, c, opt)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if !rep.Failed() {
			t.Errorf("%s (%s): missed with an empty corpus: %s after %d cases", c.Name, c.Bug, rep.Verdict, rep.Cases)
		}
	}
}
