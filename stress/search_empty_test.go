package stress

import (
	"context"
	"testing"
	"time"

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
// seed's search catches every fast buggy candidate within emptyCorpusCases,
// the failure reproduces, and the reported input is at least locally
// minimal: no case can be dropped and no shrink of any case still fails.
func TestSearchEmptyCorpusCatchesEveryMutant(t *testing.T) {
	for _, c := range candidates.All() {
		if c.Kind != candidates.Buggy || c.Slow {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			p := mustProblem(t, c.Problem)
			// The proof may replace the shrunk input by a smaller failing
			// one: tried up to 200000 inputs, or the problem's own smaller
			// bound (an interactive problem's 20000).
			enum := 200_000
			if pt := p.ProofTries(); pt > 0 {
				enum = min(enum, pt)
			}
			opt := Options{Name: c.Name, Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 1,
				Budget: 10 * time.Minute, Cases: emptyCorpusCases, Enumerate: enum}
			rep, err := Search(context.Background(), p, c, opt)
			if err != nil {
				t.Fatal(err)
			}
			if !rep.Failed() || rep.Flaky {
				t.Fatalf("%s: missed with an empty corpus: %s (flaky=%v) after %d cases", c.Bug, rep.Verdict, rep.Flaky, rep.Cases)
			}
			checkLocallyMinimal(t, p, c, rep)
		})
	}
}
