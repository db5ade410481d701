package stress

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// meteredProgram is a runner.Program as the command line hands it to Hunt.
type meteredProgram struct{ *runner.Program }

func (m meteredProgram) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	out, u, err := m.Program.RunUsage(ctx, in)
	return out, Usage{CPU: u.CPU, Peak: u.Peak}, err
}

func (m meteredProgram) WithLimit(d time.Duration) judge.Target {
	if p, ok := m.Program.WithLimit(d).(*runner.Program); ok {
		return meteredProgram{p}
	}
	return m.Program.WithLimit(d)
}

// BenchmarkHuntCpp is `gamestress run hdu1846 correct.cpp --budget 3s` in
// process: cases per second, and our own CPU time per 1000 cases (the
// solution's runs not counted), so that a profile of it
// (-cpuprofile) shows where our side of a run goes.
// go test ./stress -run '^$' -bench HuntCpp -benchtime 1x -cpuprofile /tmp/cpu.out
func BenchmarkHuntCpp(b *testing.B) {
	p, _ := problem.Lookup("hdu1846")
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = b.TempDir()
	}
	prog, err := runner.Build(context.Background(), filepath.Join("runner", "testdata", "correct.cpp"),
		runner.BuildOptions{CacheDir: filepath.Join(cache, "gamestress-test")})
	if err != nil {
		b.Skip("no C++ compiler: ", err)
	}
	prog.Limits = runner.Limits{Time: time.Second, Memory: 32 << 20, Stack: 2 << 20}
	cases := 0
	cpu0 := ownCPU()
	for b.Loop() {
		rep, err := Hunt(context.Background(), p, meteredProgram{prog}, Options{Corpus: corpus.Store{Dir: b.TempDir()},
			Seed: 1, Budget: 8 * time.Second, Grace: WallGrace})
		if err != nil || rep.Failed() {
			b.Fatal(err, rep.Verdict)
		}
		cases += rep.Cases
	}
	b.ReportMetric(float64(cases)/b.Elapsed().Seconds(), "cases/s")
	b.ReportMetric(float64((ownCPU()-cpu0).Microseconds())/float64(cases), "our-cpu-ms/1000cases")
	b.ReportMetric(float64(prog.Peak().Runs), "runs")
}

// ownCPU is the CPU time of this process (its children not counted).
func ownCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
