package problem

import (
	"testing"

	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/gamedef"
)

// BenchmarkExampleTables: the tables of examples/games (what `gamestress
// table` asks: every position of a range or box, one game and memo), in
// move evaluations per second of CPU time (moves/cpu-s; the goal
// is 10^7):
//
//	go test ./problem -run '^$' -bench ExampleTables -benchtime 1x
func BenchmarkExampleTables(b *testing.B) {
	for _, tc := range []struct {
		file string
		box  []int64 // the table's upper corner (from the lower bounds, or 0)
	}{
		{"divisor", []int64{100_000}},
		{"grid", []int64{2000, 2000}},
		{"grundy", []int64{3000}},
	} {
		b.Run(tc.file, func(b *testing.B) {
			custom.SetFastCheck(false)
			defer custom.SetFastCheck(true)
			var moves, cpu int64
			for b.Loop() {
				f, err := gamedef.LoadGameFile("../examples/games/" + tc.file + ".toml")
				if err != nil {
					b.Fatal(err)
				}
				g, err := f.Game(nil)
				if err != nil {
					b.Fatal(err)
				}
				c0 := cpuTime()
				lo := make([]int64, len(tc.box))
				for i := range lo {
					if l, _, ok := g.Bound(i); ok {
						lo[i] = l
					}
				}
				pos := append([]int64(nil), lo...)
				for {
					if _, err := g.ValueContext(nil, pos); err != nil {
						b.Fatal(err)
					}
					i := len(pos) - 1
					for i >= 0 && pos[i] == tc.box[i] {
						pos[i] = lo[i]
						i--
					}
					if i < 0 {
						break
					}
					pos[i]++
				}
				cpu += cpuTime() - c0
				_, m := g.Stats()
				moves += m
			}
			if cpu > 0 {
				b.ReportMetric(float64(moves)/(float64(cpu)/1e9), "moves/cpu-s")
			}
			b.ReportMetric(float64(moves)/float64(b.N), "moves")
		})
	}
}
