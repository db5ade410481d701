package candidates_test

import (
	"context"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// benchInput is one judge input of n random valid cases of problem id.
func benchInput(b *testing.B, id string, n int) (*problem.Problem, []format.Case, []byte) {
	p, err := problem.Lookup(id)
	if err != nil {
		b.Fatal(err)
	}
	cases := genCases(p, n, 1_000_000, 1<<30)
	return p, cases, p.Encode(cases)
}

// BenchmarkHDU1846Correct is the in-process throughput path: one input of
// 10^4 cases through hdu1846-correct, reported in cases per second.
func BenchmarkHDU1846Correct(b *testing.B) {
	benchCandidate(b, "hdu1846", "hdu1846-correct", 10_000)
}

// BenchmarkHDU1846ViaProgram is the same solver wrapped by problem.Program
// (the path of every other per-case candidate), for comparison.
func BenchmarkHDU1846ViaProgram(b *testing.B) {
	benchCandidate(b, "misere-bash", "misere-bash-correct", 10_000)
}

func benchCandidate(b *testing.B, id, name string, n int) {
	c, err := candidates.Lookup(name)
	if err != nil {
		b.Fatal(err)
	}
	_, cases, in := benchInput(b, id, n)
	b.SetBytes(int64(len(in)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := c.Run(context.Background(), in); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(cases)*b.N)/b.Elapsed().Seconds(), "cases/s")
}
