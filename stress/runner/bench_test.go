package runner

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// BenchmarkRunCpp is one run of a trivial C++ program (the correct hdu1846
// solution on one case) through Program.Run: fork server, rlimits,
// process group, cgroup, pipes, kill and reap.
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

// BenchmarkRunCpp1000 is one run of the correct hdu1846 C++ solution on
// 1000 cases, forked by the fork server and exec'd by the launcher
// (--fork-server=off), with the CPU time of the run's process (the
// child's; what the run costs the machine besides us) and our own CPU per
// run.
func BenchmarkRunCpp1000(b *testing.B) {
	var in bytes.Buffer
	fmt.Fprintln(&in, 1000)
	for i := 0; i < 1000; i++ {
		fmt.Fprintln(&in, 1+i*7919%1000, 1+i*104729%1000)
	}
	for _, off := range []bool{false, true} {
		b.Run(map[bool]string{false: "fork", true: "exec"}[off], func(b *testing.B) {
			p := program(b, "correct.cpp")
			p.NoForkServer = off
			p.Run(context.Background(), in.Bytes()) // the server starts
			var child time.Duration
			var r0, r1 syscall.Rusage
			syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
			b.ResetTimer()
			for b.Loop() {
				_, use, err := p.RunUsage(context.Background(), in.Bytes())
				if err != nil {
					b.Fatal(err)
				}
				child += use.CPU
			}
			syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
			ours := time.Duration(r1.Utime.Nano() + r1.Stime.Nano() - r0.Utime.Nano() - r0.Stime.Nano())
			b.ReportMetric(float64(child.Microseconds())/1000/float64(b.N), "child-cpu-ms/run")
			b.ReportMetric(float64(ours.Microseconds())/1000/float64(b.N), "our-cpu-ms/run")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "runs/s")
		})
	}
}

// BenchmarkRunJava is one run of a small Java program (testdata/Main.java,
// the correct hdu1846 solution, on one case) through the JVM server and
// in a fresh JVM each (--fork-server=off), side by side: runs a second,
// and the CPU time of a run (the server's: the JVM's time during the
// run; a fresh JVM's: its start-up included).
func BenchmarkRunJava(b *testing.B) {
	built, err := Build(context.Background(), "testdata/Main.java", BuildOptions{CacheDir: testCache})
	if err != nil {
		b.Skip(err)
	}
	input := []byte("1\n7 3\n")
	for _, off := range []bool{false, true} {
		b.Run(map[bool]string{false: "server", true: "fresh"}[off], func(b *testing.B) {
			p := *built
			p.NoForkServer = off
			p.Run(context.Background(), input) // the server starts
			var cpu time.Duration
			b.ResetTimer()
			for b.Loop() {
				out, use, err := p.RunUsage(context.Background(), input)
				if err != nil || string(out) != "first\n" {
					b.Fatalf("got %q, %v", out, err)
				}
				cpu += use.CPU
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/run")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "runs/s")
		})
	}
}
