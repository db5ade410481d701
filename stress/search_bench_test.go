package stress

import (
	"context"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
)

// BenchmarkSearchFiles is the whole engine on one worker for the catalogue
// problems that became files: cases per second of a Search of the correct
// candidate that finds nothing.
// go test ./stress -run '^$' -bench SearchFiles -benchtime 3x
func BenchmarkSearchFiles(b *testing.B) {
	for _, tc := range []struct {
		id    string
		cases int
	}{{"hdu1730", 20_000}, {"hdu1850", 300_000}, {"hdu2509", 300_000}} {
		id := tc.id
		b.Run(id, func(b *testing.B) {
			p, _ := problem.Lookup(id)
			c, _ := candidates.Lookup(id + "-correct")
			total := 0
			for b.Loop() {
				rep, err := Search(context.Background(), p, c, Options{Corpus: corpus.Store{Dir: b.TempDir()}, Seed: 1, Workers: 1, Cases: tc.cases, Budget: 1e12})
				if err != nil || rep.Failed() {
					b.Fatal(err, rep.Verdict)
				}
				total += rep.Cases
			}
			b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "cases/s")
		})
	}
}

// BenchmarkCheckFiles: checked cases per second at full size (generated
// once; Encode, the candidate, Parse, the oracle's answers, Compare).
// go test ./stress -run '^$' -bench CheckFiles
func BenchmarkCheckFiles(b *testing.B) {
	for _, id := range []string{"hdu1730", "hdu1850", "hdu2509"} {
		b.Run(id, func(b *testing.B) { benchCheck(b, id) })
	}
}
