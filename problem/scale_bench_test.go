package problem

import (
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
)

// The three games of issue 18 at the statement's largest case, each
// answered by the oracle (the problem file in testdata/scale, loaded fresh
// so no memo is shared between iterations) and by a hand-written Go solver
// of the same game (the physical limit), side by side in one run:
//
//	go test ./problem -run '^$' -bench Scale -benchtime 3x
//
// Metrics: oracle-ms and native-ms per answer (wall time) and their
// ratio; oracle-cpu-ms and native-cpu-ms, the process's CPU time over the
// same calls (less inflated by a busy machine; 1 ms granularity), and
// their cpu-ratio (on a loaded machine the wall-time ratio says more of
// the scheduler than of the oracle). The
// answers must agree, else the benchmark fails.

// caseOf parses one case of file from its judge text.
func caseOf(b *testing.B, file, text string) format.Case {
	p, err := Load("testdata/scale/" + file)
	if err != nil {
		b.Fatal(err)
	}
	cs, err := p.Parse([]byte(text))
	if err != nil || len(cs) != 1 {
		b.Fatal(len(cs), err)
	}
	return cs[0]
}

func listText(a []int64) string {
	var s strings.Builder
	s.WriteString(strconv.Itoa(len(a)) + "\n")
	for i, v := range a {
		if i > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(strconv.FormatInt(v, 10))
	}
	s.WriteString("\n")
	return s.String()
}

func benchScale(b *testing.B, file string, c format.Case, native func() string) {
	b.Helper()
	custom.SetFastCheck(false) // TestMain's cross-check doubles the work
	defer custom.SetFastCheck(true)
	var orc, nat time.Duration
	var oracleCPU, natCPU int64
	var heap, peak uint64
	for b.Loop() {
		b.StopTimer()
		p, err := Load("testdata/scale/" + file)
		if err != nil {
			b.Fatal(err)
		}
		resetPeak()
		b.StartTimer()
		c0, t0 := cpuTime(), time.Now()
		got, err := p.Answer(c)
		c1, t1 := cpuTime(), time.Now()
		want := native()
		c2, t2 := cpuTime(), time.Now()
		orc += t1.Sub(t0)
		nat += t2.Sub(t1)
		oracleCPU += c1 - c0
		natCPU += c2 - c1
		if err != nil {
			b.Fatal(err)
		}
		if got != want {
			b.Fatalf("the oracle says %.60q, the native solver %.60q", got, want)
		}
		b.StopTimer()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		heap = max(heap, ms.HeapAlloc)
		peak = max(peak, peakRSS())
		runtime.KeepAlive(p)
		p = nil
		runtime.GC()
		b.StartTimer()
	}
	b.ReportMetric(float64(heap)/(1<<20), "heap-MB")
	if peak > 0 {
		b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
	}
	n := float64(b.N)
	b.ReportMetric(float64(orc.Microseconds())/1e3/n, "oracle-ms")
	b.ReportMetric(float64(nat.Microseconds())/1e3/n, "native-ms")
	b.ReportMetric(float64(orc)/float64(max(nat, 1)), "ratio")
	if oracleCPU > 0 {
		b.ReportMetric(float64(oracleCPU)/1e6/n, "oracle-cpu-ms")
		b.ReportMetric(float64(natCPU)/1e6/n, "native-cpu-ms")
		b.ReportMetric(float64(oracleCPU)/float64(max(natCPU, 1)), "cpu-ratio")
	}
}

// resetPeak resets the process's peak resident set (Linux: VmHWM, by
// /proc/self/clear_refs), so that peakRSS is the next call's.
func resetPeak() {
	debug.FreeOSMemory()
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// peakRSS is the process's peak resident set in bytes (0 where unknown).
func peakRSS() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	_, rest, ok := strings.Cut(string(b), "VmHWM:")
	if !ok {
		return 0
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return 0
	}
	kb, _ := strconv.ParseUint(f[0], 10, 64)
	return kb << 10
}

// dequeCase is n = 3000 random values up to 10^9.
func dequeCase(b *testing.B, n int) (format.Case, []int64) {
	r := rand.New(rand.NewPCG(18, 1))
	a := make([]int64, n)
	for i := range a {
		a[i] = 1 + r.Int64N(1_000_000_000)
	}
	return caseOf(b, "deque.toml", listText(a)), a
}

// dequeNative is the contestant's O(n^2) table (one row at a time).
func dequeNative(a []int64) string {
	n := len(a)
	v := make([]int64, n+1) // v[i] = value of a[i..j] for the current j
	for j := 0; j < n; j++ {
		v[j+1] = 0
		for i := j; i >= 0; i-- {
			v[i] = max(a[i]-v[i+1], a[j]-v[i])
		}
		v[j+1] = 0
	}
	// v[0] is the value of a[0..n-1] after the last j
	return strconv.FormatInt(v[0], 10)
}

func BenchmarkScaleDeque(b *testing.B) {
	c, a := dequeCase(b, 3000)
	benchScale(b, "deque.toml", c, func() string { return dequeNative(a) })
}

// BenchmarkScaleDequeBounds is the deque at n = 3000 with the state
// bounds declared and without them (as a contestant writes it), side by
// side; heap-MB is the memory live once the answer is known (the memo).
func BenchmarkScaleDequeBounds(b *testing.B) {
	c, a := dequeCase(b, 3000)
	for _, file := range []string{"deque.toml", "deque-nobounds.toml"} {
		b.Run(strings.TrimSuffix(file, ".toml"), func(b *testing.B) {
			benchScale(b, file, c, func() string { return dequeNative(a) })
		})
	}
}

// cutNative is the Grundy table of every sheet up to w x h.
func cutNative(w, h int) string {
	g := make([][]int32, w+1)
	for i := range g {
		g[i] = make([]int32, h+1)
	}
	seen := make([]int, 1024)
	stamp := 0
	for x := 1; x <= w; x++ {
		for y := 1; y <= h; y++ {
			stamp++
			for k := 1; k < x; k++ {
				seen[g[k][y]^g[x-k][y]] = stamp
			}
			for k := 1; k < y; k++ {
				seen[g[x][k]^g[x][y-k]] = stamp
			}
			m := int32(0)
			for seen[m] == stamp {
				m++
			}
			g[x][y] = m
		}
	}
	return strconv.Itoa(int(g[w][h]))
}

func BenchmarkScaleCut(b *testing.B) {
	benchScale(b, "cut.toml", caseOf(b, "cut.toml", "200 200\n"), func() string { return cutNative(200, 200) })
}

// jumpCase is a random permutation of 1..n.
func jumpCase(b *testing.B, n int) (format.Case, []int64) {
	r := rand.New(rand.NewPCG(18, 3))
	a := make([]int64, n)
	for i, v := range r.Perm(n) {
		a[i] = int64(v + 1)
	}
	return caseOf(b, "jump.toml", listText(a)), a
}

// jumpNative decides every start by decreasing a[i] (a move goes to a
// larger value, so those are decided first).
func jumpNative(a []int64) string {
	n := len(a)
	at := make([]int, n+1)
	for i, v := range a {
		at[v] = i
	}
	win := make([]bool, n)
	for v := n; v >= 1; v-- {
		i := at[v]
		for j := i % v; j < n; j += v {
			if a[j] > int64(v) && !win[j] {
				win[i] = true
				break
			}
		}
	}
	var s strings.Builder
	for _, w := range win {
		if w {
			s.WriteByte('A')
		} else {
			s.WriteByte('B')
		}
	}
	return s.String()
}

func BenchmarkScaleJump(b *testing.B) {
	for _, n := range []int{1000, 4000, 8000, 100_000} {
		c, a := jumpCase(b, n)
		b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
			if n == 100_000 && testing.Short() {
				b.Skip("n = 10^5 takes minutes before the fast path")
			}
			benchScale(b, "jump.toml", c, func() string { return jumpNative(a) })
		})
	}
}

// boardCase is an h x w board of + and - squares, random.
func boardCase(b *testing.B, h, w int) (format.Case, []string) {
	r := rand.New(rand.NewPCG(30, 1))
	rows := make([]string, h)
	var s strings.Builder
	s.WriteString(strconv.Itoa(h) + " " + strconv.Itoa(w) + "\n")
	for i := range rows {
		row := make([]byte, w)
		for j := range row {
			row[j] = "+-"[r.IntN(2)]
		}
		rows[i] = string(row)
		s.WriteString(rows[i] + "\n")
	}
	return caseOf(b, "board.toml", s.String()), rows
}

// boardNative is the contestant's table from the bottom right: the value
// of a square is the mover's best margin from there (a square's gain
// minus the value of the square moved to), one row at a time.
func boardNative(rows []string) string {
	h, w := len(rows), len(rows[0])
	v := make([]int32, w) // the row below, then this row
	for i := h - 1; i >= 0; i-- {
		for j := w - 1; j >= 0; j-- {
			best, any := int32(0), false
			if i+1 < h {
				best, any = gainOf(rows[i+1][j])-v[j], true
			}
			if j+1 < w {
				if x := gainOf(rows[i][j+1]) - v[j+1]; !any || x > best {
					best = x
				}
			}
			v[j] = best
		}
	}
	switch {
	case v[0] > 0:
		return "Takahashi"
	case v[0] < 0:
		return "Aoki"
	}
	return "Draw"
}

func gainOf(c byte) int32 {
	if c == '+' {
		return 1
	}
	return -1
}

// BenchmarkScaleBoard is AtCoder ABC201 D at the statement's top: a
// 2000 x 2000 board of + and - squares, read as a grid of words, without
// state bounds (testdata/scale/board.toml).
func BenchmarkScaleBoard(b *testing.B) {
	c, rows := boardCase(b, 2000, 2000)
	benchScale(b, "board.toml", c, func() string { return boardNative(rows) })
}
