package custom

import (
	"math/bits"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// Custom games' search speed against the catalogue's. Run:
//
//	go test ./oracle/custom -run '^$' -bench 'Custom' -benchtime 3x
//
// BenchmarkCustomBash searches take 1..3 written as an expression from a
// heap of 10^6 (a fresh game each time: every state is evaluated once);
// BenchmarkCustomCatalogueBash runs the generic Solver on the catalogue's
// Bash(3) from the same heap (the catalogue's search of a position, not its
// bottom-up table); BenchmarkCustomGrid the board game (hdu2147 moves) on a
// 1000×1000 board from its corner, every cell a state.
//
// One run (2026-12-01, shared 2-core VM, load average ~19; CPU-time rates):
// CustomBash 1.12·10^6 states/s, CustomCatalogueBash 1.25·10^6 (the
// expression is 1.1× slower), CustomGrid 0.71·10^6, CustomGridTernary
// 1.42·10^6. Wall-clock rates were 3-5× lower under that load.

const customBenchHeap = 1_000_000

func BenchmarkCustomBash(b *testing.B) { benchCustomBash(b, false) }

// BenchmarkCustomBashExpr: the same by expr-lang alone (no fast path).
func BenchmarkCustomBashExpr(b *testing.B) { benchCustomBash(b, true) }

func benchCustomBash(b *testing.B, interpret bool) {
	spec := CustomSpec{Name: "bench", State: []string{"n"}, Moves: "map(1..min(n, m), n - #)",
		Bounds: []CustomBound{{"n", 0, customBenchHeap}}, Interpret: interpret}
	data := map[string]any{"m": 3}
	c, err := CompileCustom(spec, data)
	if err != nil {
		b.Fatal(err)
	}
	cpu := startCPU()
	for b.Loop() {
		g, _ := c.Bind(CustomCase{Data: data})
		a, err := g.Solve([]int64{customBenchHeap})
		if err != nil || a.Grundy != customBenchHeap%4 {
			b.Fatal(a.Grundy, err)
		}
	}
	reportStates(b, customBenchHeap+1, cpu)
}

func BenchmarkCustomCatalogueBash(b *testing.B) {
	cpu := startCPU()
	for b.Loop() {
		s := oracle.NewSolver[int64](oracle.Bash(3), oracle.Normal)
		v, err := s.Grundy(customBenchHeap)
		if err != nil || v != customBenchHeap%4 {
			b.Fatal(v, err)
		}
	}
	reportStates(b, customBenchHeap+1, cpu)
}

func BenchmarkCustomGrid(b *testing.B) { benchCustomGrid(b, false) }

// BenchmarkCustomGridExpr: the same by expr-lang alone (no fast path).
func BenchmarkCustomGridExpr(b *testing.B) { benchCustomGrid(b, true) }

func benchCustomGrid(b *testing.B, interpret bool) {
	const side = 1000
	spec := CustomSpec{Name: "bench", State: []string{"r", "c"},
		Moves:  "filter([[r - 1, c], [r, c - 1], [r - 1, c - 1]], #[0] >= 1 && #[1] >= 1)",
		Bounds: []CustomBound{{"r", 1, side}, {"c", 1, side}}, Interpret: interpret}
	c, err := CompileCustom(spec, nil)
	if err != nil {
		b.Fatal(err)
	}
	want, _, _ := oracle.BoardOutcome(side, side)
	cpu := startCPU()
	for b.Loop() {
		g, _ := c.Bind(CustomCase{})
		a, err := g.Solve([]int64{side, side})
		if err != nil || a.Outcome != want {
			b.Fatal(a.Outcome, err)
		}
	}
	reportStates(b, side*side, cpu)
}

// BenchmarkCustomGridTernary: the same board with the moves written as
// conditionals instead of a filter (no closure call per candidate move).
func BenchmarkCustomGridTernary(b *testing.B) {
	const side = 1000
	spec := CustomSpec{Name: "bench", State: []string{"r", "c"},
		Moves:  "r > 1 ? (c > 1 ? [[r - 1, c], [r, c - 1], [r - 1, c - 1]] : [[r - 1, c]]) : (c > 1 ? [[r, c - 1]] : [])",
		Bounds: []CustomBound{{"r", 1, side}, {"c", 1, side}}}
	c, err := CompileCustom(spec, nil)
	if err != nil {
		b.Fatal(err)
	}
	want, _, _ := oracle.BoardOutcome(side, side)
	cpu := startCPU()
	for b.Loop() {
		g, _ := c.Bind(CustomCase{})
		a, err := g.Solve([]int64{side, side})
		if err != nil || a.Outcome != want {
			b.Fatal(a.Outcome, err)
		}
	}
	reportStates(b, side*side, cpu)
}

// BenchmarkCustomMoveEval: move evaluations alone (no search), every
// position of a box, by the fast path and by expr-lang (Expr): the moves
// of examples/games' grid (1000×1000), divisor (1..10^5) and grundy
// (1..2000), in successors per CPU second (moves/cpu-s).
func BenchmarkCustomMoveEval(b *testing.B) {
	for _, tc := range []struct {
		name, moves string
		state       []string
		hi          []int64
	}{
		{"grid", "filter([[r - 1, c], [r, c - 1], [r - 1, c - 1]], #[0] >= 1 && #[1] >= 1)", []string{"r", "c"}, []int64{1000, 1000}},
		{"divisor", `map(filter(divisors(n), # < n), move(n - #, "take " + string(#)))`, []string{"n"}, []int64{100_000}},
		{"grundy", "map(1..(n-1)/2, split(#, n - #))", []string{"n"}, []int64{2000}},
	} {
		for _, interpret := range []bool{false, true} {
			name := tc.name
			if interpret {
				name += "Expr"
			}
			b.Run(name, func(b *testing.B) {
				g := customGame(b, CustomSpec{State: tc.state, Moves: tc.moves, Interpret: interpret}, nil)
				var moves int64
				cpu := startCPU()
				for b.Loop() {
					pos := make([]int64, len(tc.hi))
					for i := range pos {
						pos[i] = 1
					}
					for {
						if err := g.eval(pos); err != nil {
							b.Fatal(err)
						}
						moves += int64(len(g.succs))
						i := len(pos) - 1
						for i >= 0 && pos[i] == tc.hi[i] {
							pos[i] = 1
							i--
						}
						if i < 0 {
							break
						}
						pos[i]++
					}
				}
				if used := cpuSeconds() - float64(cpu); used > 0 {
					b.ReportMetric(float64(moves)/used, "moves/cpu-s")
				}
			})
		}
	}
}

// cpuStart marks the start of a measured loop for reportStates (as in
// oracle's bench_test.go).
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

// BenchmarkCustomMemo is take-from-the-ends (score) at n = 2000, 2·10^6
// states, in every memo side by side: bounds declared (dense, filled
// bottom-up), none declared (the box guessed: dense), none and no guess
// (the packed hash memo, depth-first), none and no packing (the map of
// byte strings, the memo before the packed one); heap-MB is the memory
// live once the answer is known.
func BenchmarkCustomMemo(b *testing.B) {
	SetFastCheck(false)
	defer SetFastCheck(true)
	const n = 2000
	r := rand.New(rand.NewPCG(3, 4))
	a := make([]int, n)
	for i := range a {
		a[i] = r.IntN(1_000_000_000)
	}
	spec := CustomSpec{State: []string{"i", "j"}, Moves: dequeMoves, Kind: Score}
	for _, way := range []string{"bounds", "guessed", "packed", "map"} {
		b.Run(way, func(b *testing.B) {
			var heap uint64
			var want int64
			c0 := startCPU()
			for i := 0; b.Loop(); i++ {
				sp := spec
				if way == "bounds" {
					sp.Bounds = []CustomBound{{Var: "i", Lo: 0, Hi: n}, {Var: "j", Lo: -1, Hi: n - 1}}
				}
				noPacking = way == "map"
				g := customGame(b, sp, map[string]any{"a": a})
				g.noGuess = way == "packed" || way == "map"
				ans, err := g.Solve([]int64{0, n - 1})
				noPacking = false
				if err != nil {
					b.Fatal(err)
				}
				if i == 0 {
					want = ans.Value
				} else if ans.Value != want {
					b.Fatalf("value %d, then %d", want, ans.Value)
				}
				b.StopTimer()
				runtime.GC()
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				heap = max(heap, ms.HeapAlloc)
				runtime.KeepAlive(g)
				b.StartTimer()
			}
			reportStates(b, n*(n+1)/2, c0)
			b.ReportMetric(float64(heap)/(1<<20), "heap-MB")
		})
	}
}

// BenchmarkCustomSumShared is Codeforces 768E at the statement's top: a
// sum of 10^6 piles of 1..60 stones, each pile's state the stones left
// and the amounts taken from it (a set, as one integer: past 2^31, the
// wide packed memo), answered without the winning moves (as a file whose
// [output] reads none). The oracle's equal piles share their search (60
// searches, 895259 states); go-solver is a hand-written Go search of the
// same states (a Go map memo), one search a size, and the XOR.
func BenchmarkCustomSumShared(b *testing.B) {
	SetFastCheck(false)
	defer SetFastCheck(true)
	const n = 1_000_000
	r := rand.New(rand.NewPCG(7, 68))
	comps := make([][]int64, n)
	for i := range comps {
		comps[i] = []int64{int64(1 + r.IntN(60)), 0}
	}
	var want int
	b.Run("oracle", func(b *testing.B) {
		var heap uint64
		var states int
		c0 := startCPU()
		for b.Loop() {
			g := customGame(b, CustomSpec{State: []string{"s", "used"}, Moves: usedMoves}, nil)
			a, err := g.ValueSumContext(nil, comps)
			if err != nil {
				b.Fatal(err)
			}
			want, states = a.Grundy, len(g.single.state)
			b.StopTimer()
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			heap = max(heap, ms.HeapAlloc)
			runtime.KeepAlive(g)
			b.StartTimer()
		}
		reportStates(b, float64(states), c0)
		b.ReportMetric(float64(heap)/(1<<20), "heap-MB")
		b.ReportMetric((cpuSeconds()-float64(c0))*1000/float64(b.N), "cpu-ms/op")
	})
	b.Run("go-solver", func(b *testing.B) {
		c0 := startCPU()
		for b.Loop() {
			if x := usedMovesSolver(comps); want != 0 && x != want {
				b.Fatalf("the solver's XOR %d, the oracle's %d", x, want)
			}
		}
		b.ReportMetric((cpuSeconds()-float64(c0))*1000/float64(b.N), "cpu-ms/op")
	})
}

// usedMovesSolver is a contestant's search of 768E's piles as written
// (state: stones left, amounts taken; a map memo), the XOR of the piles.
func usedMovesSolver(comps [][]int64) int {
	memo := map[[2]uint64]int{}
	var grundy func(s int, used uint64) int
	grundy = func(s int, used uint64) int {
		if v, ok := memo[[2]uint64{uint64(s), used}]; ok {
			return v
		}
		var seen uint64
		for k := 1; k <= s; k++ {
			if used>>k&1 == 0 {
				if v := grundy(s-k, used|1<<k); v < 64 {
					seen |= 1 << v
				}
			}
		}
		v := bits.TrailingZeros64(^seen)
		memo[[2]uint64{uint64(s), used}] = v
		return v
	}
	x := 0
	for _, p := range comps {
		x ^= grundy(int(p[0]), 0)
	}
	return x
}

// BenchmarkCustomBoardWords: AtCoder ABC201 D's moves (problems/abc201d.toml)
// over a 1000 x 1000 grid of words, no state bounds (the box is guessed),
// a fresh game an iteration: the fast path against expr-lang alone.
func BenchmarkCustomBoardWords(b *testing.B) {
	const side = 1000
	a := randomBoard(rand.New(rand.NewPCG(30, 3)), side, side)
	data := map[string]any{"h": side, "w": side, "a": a}
	want := boardValue(a, 0, 0, map[[2]int]int64{})
	for _, interpret := range []bool{false, true} {
		name := "fast"
		if interpret {
			name = "expr-lang"
		}
		b.Run(name, func(b *testing.B) {
			c, err := CompileCustom(CustomSpec{Name: "bench", Kind: Score, State: []string{"i", "j"}, Moves: boardMoves, Interpret: interpret}, data)
			if err != nil {
				b.Fatal(err)
			}
			cpu := startCPU()
			for b.Loop() {
				g, err := c.Bind(CustomCase{Data: data})
				if err != nil {
					b.Fatal(err)
				}
				v, err := g.Solve([]int64{0, 0})
				if err != nil || v.Value != want {
					b.Fatal(v.Value, want, err)
				}
			}
			reportStates(b, side*side, cpu)
		})
	}
}
