package stress

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/stress/draw"
	"github.com/gamestress/gamestress/stress/runner"
)

// BenchmarkInteractiveGames measures interactive games per second: the
// jury (the oracle judging every move, answering with its own) against
// the fast C++ solution of a904 (problems/testdata/a904/correct.cpp), 100
// games per process, 2, 4 or 8 processes at a time (a dialog waits on
// round trips more than it computes, so more of them at once hide latency). The games are a904 cases
// drawn from its generator at size 30 (1 to 100 heaps, mostly small ones),
// seed 1. Reported: games/s, moves/s (both sides' moves) and moves a game.
// Run: go test ./stress -run '^$' -bench InteractiveGames -benchtime 20x
func BenchmarkInteractiveGames(b *testing.B) {
	p, err := problem.Lookup("a904")
	if err != nil {
		b.Fatal(err)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = b.TempDir()
	}
	prog, err := runner.Build(context.Background(), filepath.Join("..", "problems", "testdata", "a904", "correct.cpp"),
		runner.BuildOptions{CacheDir: filepath.Join(cache, "gamestress-test")})
	if err != nil {
		b.Skip("no C++ compiler: ", err)
	}
	for _, workers := range []int{2, 4, 8} {
		b.Run(fmt.Sprintf("procs=%d", workers), func(b *testing.B) { benchGames(b, p, prog, workers) })
	}
}

func benchGames(b *testing.B, p *problem.Problem, prog *runner.Program, workers int) {
	const perRun = 100
	games := draw.Generate(p.Gen(), rand.New(rand.NewSource(1)), 30, perRun*workers)
	moves := movesOf(b, p, games)
	b.ResetTimer()
	start := time.Now()
	var played atomic.Int64
	for range b.N {
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := p.Check(context.Background(), prog, games[w*perRun:(w+1)*perRun], false)
				if r.Failed() {
					b.Errorf("the correct solution failed: %v %v %+v", r.Verdict, r.Err, r.Mismatch)
				}
				played.Add(perRun)
			}()
		}
		wg.Wait()
	}
	secs := time.Since(start).Seconds()
	b.ReportMetric(float64(played.Load())/secs, "games/s")
	b.ReportMetric(float64(played.Load())*moves/secs, "moves/s")
	b.ReportMetric(moves, "moves/game")
}

// movesOf is the mean number of moves of the games, played once by the
// in-process transcript count (a run that fails to check them fails the
// benchmark).
func movesOf(b *testing.B, p *problem.Problem, games []format.Case) float64 {
	total := 0
	for _, g := range games {
		n, err := p.GameMoves(g)
		if err != nil {
			b.Fatal(err)
		}
		total += n
	}
	return float64(total) / float64(len(games))
}
