package stress

import (
	"context"
	"math/rand"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/stress/draw"
)

// benchCheck measures in-process checked cases per second: the correct
// candidate of a problem on full random inputs through problem.Check.
func benchCheck(b *testing.B, id string) {
	p, _ := problem.Lookup(id)
	c, _ := candidates.Lookup(id + "-correct")
	cs := draw.Generate(p.Gen(), rand.New(rand.NewSource(1)), draw.MaxSize, p.MaxCases())
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		if r := p.Check(ctx, c, cs, false); r.Failed() {
			b.Fatal(r.Verdict)
		}
	}
	b.ReportMetric(float64(len(cs)*b.N)/b.Elapsed().Seconds(), "cases/s")
}

// go test ./stress -run '^$' -bench 'Check' -benchtime 2s
func BenchmarkCheckHdu1846(b *testing.B) { benchCheck(b, "hdu1846") }
func BenchmarkCheckHdu2176(b *testing.B) { benchCheck(b, "hdu2176") }

// BenchmarkSearchHdu1846 is the whole engine (phases, batching, merging) on
// one worker: cases per second of a Search that finds nothing.
func BenchmarkSearchHdu1846(b *testing.B) {
	p, _ := problem.Lookup("hdu1846")
	c, _ := candidates.Lookup("hdu1846-correct")
	total := 0
	for b.Loop() {
		rep, err := Search(context.Background(), p, c, Options{Corpus: corpus.Store{Dir: b.TempDir()}, Seed: 1, Workers: 1, Cases: 500_000, Budget: 1e12})
		if err != nil || rep.Failed() {
			b.Fatal(err, rep.Verdict)
		}
		total += rep.Cases
	}
	b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "cases/s")
}

// BenchmarkCatch is the time to catch and shrink each fast mutant from an
// empty corpus, with the shrink steps and whether the result is proven
// minimal. go test ./stress -run '^$' -bench Catch -benchtime 1x
func BenchmarkCatch(b *testing.B) {
	for _, c := range candidates.All() {
		if c.Kind != candidates.Buggy || c.Slow {
			continue
		}
		p, _ := problem.Lookup(c.Problem)
		b.Run(c.Name, func(b *testing.B) {
			var rep Report
			for b.Loop() {
				var err error
				rep, err = Search(context.Background(), p, c, Options{Corpus: corpus.Store{Dir: b.TempDir()}, Seed: 1, Budget: 20e9})
				if err != nil || !rep.Failed() {
					b.Fatal(err, rep.Verdict)
				}
			}
			minimal := 0.0
			if rep.Minimal {
				minimal = 1
			}
			b.ReportMetric(float64(rep.FirstFailure.Microseconds())/1000, "ms-to-catch")
			b.ReportMetric(float64(rep.Elapsed.Microseconds())/1000, "ms-total")
			b.ReportMetric(float64(rep.ShrinkSteps), "shrink-steps")
			b.ReportMetric(minimal, "minimal")
		})
	}
}
