package oracle

import "testing"

// BenchmarkDeepChain: memoized iterative DFS down a chain of depth 10^7
// (dense memo through Indexer, moves through MoveAppender).
func BenchmarkDeepChain(b *testing.B) {
	const depth = 10_000_000
	for b.Loop() {
		s := NewSolver[int64](chain{depth + 1}, Normal)
		if v, err := s.Grundy(depth); err != nil || v != depth%2 {
			b.Fatal(v, err)
		}
	}
	b.ReportMetric(float64(depth+1)*float64(b.N)/b.Elapsed().Seconds(), "states/s")
}

// BenchmarkDeepChainMap: the same chain through the map memo and the move iterator.
func BenchmarkDeepChainMap(b *testing.B) {
	const depth = 1_000_000
	for b.Loop() {
		s := NewSolver[int64](mapChain{}, Normal)
		if v, err := s.Grundy(depth); err != nil || v != depth%2 {
			b.Fatal(v, err)
		}
	}
	b.ReportMetric(float64(depth+1)*float64(b.N)/b.Elapsed().Seconds(), "states/s")
}
