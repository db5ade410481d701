package oracle

import (
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// Run: go test ./oracle -run '^$' -bench . -benchtime 1x -benchmem
//
// Every figure is measured on whatever machine runs it. "states/s" and
// ns/op are wall-clock: on a shared machine (the 2-core one these were
// tuned on runs other jobs too) they fall with the load. "states/cpu-s"
// divides by the CPU time this process used (user + system, GC workers
// included) over the same loop, so it is the rate the code reaches when it
// gets the core, and is the figure to compare between runs.
//
// Memory the process never touched is expensive on a virtual machine (each
// 4 KB page faulted in cost ~8-16 µs of CPU on the 2-core VM, and more
// wall-clock under load): BenchmarkHeapTableFresh and BenchmarkDeepChainCold
// include it, BenchmarkHeapTable and BenchmarkDeepChain reuse memory the
// process already has, as a long-running stress loop does. Figures from
// 2026-11-29 on that VM (load average 10-12), wall-clock with CPU-time in
// brackets: HeapTable 3.9-6.7·10^8 states/s (5-7·10^8); HeapTableFresh
// alone in a new process ~3·10^7 (~6·10^7), page faults; DeepChain
// 1.1-2.4·10^7 (2.3-4.2·10^7); DeepChainCold 2.7-6.2·10^6 (0.8-1.2·10^7);
// ReachWinningWarm ~5 µs a case, ReachWinningCold ~20-40 µs.

// reportCPUPerOp reports the CPU time per iteration since c.
func reportCPUPerOp(b *testing.B, c cpuStart) {
	if used := cpuSeconds() - float64(c); used > 0 {
		b.ReportMetric(used*1e9/float64(b.N), "cpu-ns/op")
	}
}

// cpuStart marks the start of a measured loop for reportStates.
type cpuStart float64

func startCPU() cpuStart { return cpuStart(cpuSeconds()) }

// reportStates reports perOp states per iteration as a wall-clock rate and,
// when c is the CPU clock at the loop's start, as a CPU-time rate.
func reportStates(b *testing.B, perOp float64, c ...cpuStart) {
	b.ReportMetric(perOp*float64(b.N)/b.Elapsed().Seconds(), "states/s")
	if len(c) == 1 {
		if used := cpuSeconds() - float64(c[0]); used > 0 {
			b.ReportMetric(perOp*float64(b.N)/used, "states/cpu-s")
		}
	}
}

// BenchmarkHeapTable: a heap game's Grundy table to n = 10^7 with a
// one-word bitset mex (S = {1,3,4}), the table kernel alone: the 40 MB of
// values go into a buffer the process already touched (as a long-running
// process's heap is; see BenchmarkHeapTableFresh), so the figure is the mex loop's rate. Target: 10^8
// states/s.
func BenchmarkHeapTable(b *testing.B) {
	g := Subtraction([]int64{1, 3, 4}).(*subGame)
	const n = 10_000_000
	buf := setGrundy(make([]int32, 0, n), n, g.moves) // touch it once
	c := startCPU()
	for b.Loop() {
		if v := setGrundy(buf[:0], n, g.moves); len(v) != n {
			b.Fatal(len(v))
		}
	}
	reportStates(b, n, c)
}

// BenchmarkHeapTableFresh: the same table through build, which allocates
// the 40 MB afresh every time. On a virtual machine the first touch of
// memory the process never used costs far more than the loop (measured on
// the 2-core VM: ~15 ms of user time for the loop, ~60-100 ms of system time
// and 300-600 ms of wall-clock for the page faults of a fresh 40 MB), so this
// measures the machine's page faults more than the oracle (unless the Go
// heap has 40 MB free from an earlier benchmark to hand out again).
func BenchmarkHeapTableFresh(b *testing.B) {
	g := Subtraction([]int64{1, 3, 4}).(*subGame)
	const n = 10_000_000
	c := startCPU()
	for b.Loop() {
		if v := g.build(Normal, nil, n); len(v) != n {
			b.Fatal(len(v))
		}
	}
	reportStates(b, n, c)
}

// BenchmarkHeapTable100Moves: to 10^7 with 100 moves up to 10^4 (S-Nim's
// largest sets): a two-word bitset per heap.
func BenchmarkHeapTable100Moves(b *testing.B) {
	g := Subtraction(randomSet(rand.New(rand.NewPCG(1, 2)), 100, 10_000)).(*subGame)
	const n = 10_000_000
	c := startCPU()
	for b.Loop() {
		g.build(Normal, nil, n)
	}
	reportStates(b, n, c)
}

// BenchmarkHeapTableBash: the sliding-window table for take 1..1000 to 10^7.
func BenchmarkHeapTableBash(b *testing.B) {
	g := Bash(1000).(*subGame)
	const n = 10_000_000
	c := startCPU()
	for b.Loop() {
		g.build(Normal, nil, n)
	}
	reportStates(b, n, c)
}

func randomSet(r *rand.Rand, k int, max int64) []int64 {
	s := make([]int64, k)
	for i := range s {
		s[i] = 1 + r.Int64N(max)
	}
	return s
}

// BenchmarkDeepChain: memoized iterative DFS down a chain of depth 10^7
// (dense memo through Indexer, moves through MoveAppender), a new Solver
// each time. One query of the same depth runs first, untimed, so the stack's
// chunks come from the pool as in a process that has searched before; the
// Solver's own memo (10 MB) is new. Target: 2·10^7 states/s.
func BenchmarkDeepChain(b *testing.B) {
	const depth = 10_000_000
	if v, err := NewSolver[int64](chain{depth + 1}, Normal).Grundy(depth); err != nil || v != depth%2 {
		b.Fatal(v, err)
	}
	c := startCPU()
	for b.Loop() {
		s := NewSolver[int64](chain{depth + 1}, Normal)
		if v, err := s.Grundy(depth); err != nil || v != depth%2 {
			b.Fatal(v, err)
		}
	}
	reportStates(b, depth+1, c)
}

// BenchmarkDeepChainCold: the same search after the pools are emptied and
// the heap returned to the OS, so the stack's 170 MB are touched for the
// first time: on the 2-core VM the page faults cost more than the search
// (see BenchmarkHeapTableFresh).
func BenchmarkDeepChainCold(b *testing.B) {
	const depth = 10_000_000
	runtime.GC()
	runtime.GC() // a pool's contents survive one collection
	debug.FreeOSMemory()
	c := startCPU()
	for b.Loop() {
		s := NewSolver[int64](chain{depth + 1}, Normal)
		if v, err := s.Grundy(depth); err != nil || v != depth%2 {
			b.Fatal(v, err)
		}
	}
	reportStates(b, depth+1, c)
}

// BenchmarkDeepChainMap: a chain of depth 10^6 through the map memo and the
// move iterator (the path of a game without the fast-path interfaces).
func BenchmarkDeepChainMap(b *testing.B) {
	const depth = 1_000_000
	c := startCPU()
	for b.Loop() {
		s := NewSolver[int64](mapChain{}, Normal)
		if v, err := s.Grundy(depth); err != nil || v != depth%2 {
			b.Fatal(v, err)
		}
	}
	reportStates(b, depth+1, c)
}

// BenchmarkNimSum4x30: every Nim position of 4 heaps <= 30 by searching whole
// positions (46376 multisets), normal play.
func BenchmarkNimSum4x30(b *testing.B) {
	states := 0
	c := startCPU()
	for b.Loop() {
		s := NewSolver[HeapSet](NimGame{}, Normal)
		if v, err := s.Grundy(NewHeapSet(30, 30, 30, 30)); err != nil || v != 0 {
			b.Fatal(v, err)
		}
		states = s.States()
	}
	reportStates(b, float64(states), c)
}

// denseWythoff is Wythoff's game on a bounded grid with a dense index.
type denseWythoff struct {
	WythoffGame
	side int64
}

func (d denseWythoff) Index(s [2]int64) (int, bool) {
	return int(s[0]*d.side + s[1]), s[0] < d.side && s[1] < d.side
}
func (d denseWythoff) IndexSize() int { return int(d.side * d.side) }

// BenchmarkWythoffGrid: every position of the 1000×1000 grid by the
// retrograde pass (WythoffGrid).
func BenchmarkWythoffGrid(b *testing.B) {
	const side = 1000
	c := startCPU()
	for b.Loop() {
		if p := WythoffGrid(side); !p[0][0] {
			b.Fatal("(0,0) must be P")
		}
	}
	reportStates(b, side*side, c)
}

// BenchmarkWythoffGridSolver: the 300×300 grid by the generic memoized DFS
// (every move listed: O(side) moves per state).
func BenchmarkWythoffGridSolver(b *testing.B) {
	const side = 300
	for b.Loop() {
		s := NewSolver[[2]int64](denseWythoff{side: side}, Normal)
		for a := int64(0); a < side; a++ {
			for c := a; c < side; c++ {
				if _, err := s.Outcome([2]int64{a, c}); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	reportStates(b, side*(side+1)/2)
}

// BenchmarkWythoffGridTheorem: the same grid by the exact-integer theorem.
func BenchmarkWythoffGridTheorem(b *testing.B) {
	const side = 1000
	for b.Loop() {
		p := 0
		for a := int64(0); a < side; a++ {
			for c := int64(0); c < side; c++ {
				if uint64(min(a, c)) == WythoffA(uint64(max(a, c)-min(a, c))) {
					p++
				}
			}
		}
		if p == 0 {
			b.Fatal("no P position")
		}
	}
	reportStates(b, side*side)
}

// BenchmarkBashOutcome: the hdu1846 per-case path after warm-up (Bash(m)
// from the cache, then a table lookup), n, m <= 1000.
func BenchmarkBashOutcome(b *testing.B) {
	for m := int64(1); m <= 1000; m++ {
		HeapOutcome(Bash(m), Normal, 1000)
	}
	i := int64(0)
	for b.Loop() {
		i++
		m, n := 1+i%1000, 1+(i*7)%1000
		if _, _, err := HeapOutcome(Bash(m), Normal, n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSNimNewMoveSet: hdu1536's heavy case, a new set of 100 moves
// <= 10^4 each time, then a heap of 10^4 (the table to 10001 and more).
func BenchmarkSNimNewMoveSet(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	for b.Loop() {
		g := Subtraction(randomSet(r, 100, 10_000))
		if _, _, err := HeapGrundy(g, 10_000); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNimOutcomeMisere: hdu1907's per-case path, 47 heaps <= 4747.
func BenchmarkNimOutcomeMisere(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	heaps := randomSet(r, 47, 4747)
	for b.Loop() {
		NimOutcome(heaps, Misere)
	}
}

// BenchmarkWythoffOutcome: hdu1527's per-case path, a, b <= 10^9.
func BenchmarkWythoffOutcome(b *testing.B) {
	i := int64(0)
	for b.Loop() {
		i++
		WythoffOutcome(1+i*7919%1_000_000_000, 1+i*104729%1_000_000_000)
	}
}

// BenchmarkBoardOutcome: hdu2147's per-case path; the first call's
// retrograde pass over the 2000×2000 board is reported as warmup-ms.
func BenchmarkBoardOutcome(b *testing.B) {
	start := time.Now()
	BoardOutcome(1, 1)
	warm := time.Since(start)
	i := int64(0)
	for b.Loop() {
		i++
		if _, _, err := BoardOutcome(1+i*7%2000, 1+i*13%2000); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(warm.Microseconds())/1000, "warmup-ms")
}

// BenchmarkReachWinningCold: hdu2149's path for a new maximum raise (the
// table cache emptied before every case), M, N <= 1100.
func BenchmarkReachWinningCold(b *testing.B) {
	c := startCPU()
	i := int64(0)
	for b.Loop() {
		i++
		reachTables.Clear()
		if _, _, _, err := ReachWinning(1+i*7%1100, 1+i*13%1100); err != nil {
			b.Fatal(err)
		}
	}
	reportCPUPerOp(b, c)
}

// BenchmarkReachWinningWarm: hdu2149's per-case path after warm-up (every
// maximum raise 1..1100 seen once), M, N <= 1100.
func BenchmarkReachWinningWarm(b *testing.B) {
	for m := int64(1); m <= 1100; m++ {
		ReachWinning(1100, m)
	}
	c := startCPU()
	i := int64(0)
	for b.Loop() {
		i++
		if _, _, _, err := ReachWinning(1+i*7%1100, 1+i*13%1100); err != nil {
			b.Fatal(err)
		}
	}
	reportCPUPerOp(b, c)
}
