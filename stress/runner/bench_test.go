package runner

import (
	"bytes"
	"context"
	"os/exec"
	"testing"
)

// BenchmarkRunCpp is one run of a trivial C++ program (the correct hdu1846
// solution on one case) through Program.Run: launcher shell, rlimits,
// process group, pipes, kill and reap.
func BenchmarkRunCpp(b *testing.B) {
	p := program(b, "correct.cpp")
	input := []byte("1\n7 3\n")
	b.ResetTimer()
	for b.Loop() {
		out, err := p.Run(context.Background(), input)
		if err != nil || string(out) != "first\n" {
			b.Fatalf("got %q, %v", out, err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "runs/s")
}

// BenchmarkExecBaseline is the same run with plain os/exec and no limits,
// to show what the launcher and the group handling cost.
func BenchmarkExecBaseline(b *testing.B) {
	bin := program(b, "correct.cpp").Argv()[0]
	input := []byte("1\n7 3\n")
	b.ResetTimer()
	for b.Loop() {
		cmd := exec.Command(bin)
		cmd.Stdin = bytes.NewReader(input)
		out, err := cmd.Output()
		if err != nil || string(out) != "first\n" {
			b.Fatalf("got %q, %v", out, err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "runs/s")
}

// BenchmarkRunCppWatchdog is BenchmarkRunCpp without the pids cgroup: the
// watchdog counts processes, and the run's environment entry is looked for
// in /proc at the end of every run (a child that left the group).
func BenchmarkRunCppWatchdog(b *testing.B) {
	withWatchdog(func() { BenchmarkRunCpp(b) })
}
