package runner

import (
	"fmt"
	"runtime"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// MiB is a mebibyte, for writing limits.
const MiB = 1 << 20

// Limits bound one run of a program. The zero value gives the defaults
// below; a problem's judge gives its own (problem.Limits, set by the caller).
type Limits struct {
	Time   time.Duration // CPU time (user + system) of the run's process group; zero: 2s
	Extra  time.Duration // CPU time past Time before the run is killed (the hard limit, Time + Extra); zero: Time/2; negative: none (killed at Time)
	Wall   time.Duration // wall-clock limit of a program that waits or sleeps (one that runs, starved by the load, goes on to NetFactor×Time + 1s); zero: WallFactor×Time + 1s
	Memory int64         // bytes of peak resident memory of the run's processes (see doc.go per language); zero: 256 MiB; negative: none
	Stack  int64         // bytes of stack; zero: 8 MiB (the Linux default); negative: none
	Output int64         // bytes of standard output; zero: 64 MiB
	File   int64         // bytes of any one file the program writes (RLIMIT_FSIZE); zero: 64 MiB; negative: none
	Procs  int           // processes and threads of a run at once; zero: DefaultProcs(); negative: none
}

// Defaults of Limits.
const (
	DefaultTime   = 2 * time.Second
	DefaultMemory = 256 * MiB
	DefaultStack  = 8 * MiB
	DefaultOutput = 64 * MiB
	DefaultFile   = 64 * MiB
)

// DefaultProcs is the default bound on a run's processes and threads
// (a pids cgroup counts threads): 256, or 4 per core on a larger machine.
// A contest solution forks nothing, but a JVM starts 20 threads or more
// and a Go program up to one per core for its garbage collector.
func DefaultProcs() int { return max(256, 4*runtime.NumCPU()) }

// addressSpace is the address-space limit (RLIMIT_AS, or RLIMIT_DATA for
// Go) set as a safety net above a resident-memory limit of mem: mem plus
// mem or 256 MiB, whichever is more. Memory is judged by peak resident
// memory, as DMOJ and CMS judge it; the address space of a native program
// stands above its resident memory by what it maps and never touches
// (shared libraries, 64 MiB malloc arenas per thread, untouched static
// arrays), so an RLIMIT_AS at the limit itself would refuse programs the
// judge accepts. The net only stops an allocation that outruns the 10ms
// polls of resident memory, before it takes the machine.
func addressSpace(mem int64) int64 {
	if mem <= 0 {
		return mem
	}
	return mem + max(mem, 256*MiB)
}

// Hard is the CPU time at which a run is killed: Time + Extra. A run
// that ends between Time and Hard is a TimeLimit too, with its CPU time
// measured (a judge's "extra time", as isolate's --extra-time): how far
// past the limit it went tells a program far too slow from one near the
// limit, whose verdict a re-run decides (the stress engine's).
func (l Limits) Hard() time.Duration {
	l = l.withDefaults()
	return l.Time + l.Extra
}

// net is the wall-clock time after which a run is stopped even though it
// is running (the machine's load starves it: a verdict is then the stress
// engine's to confirm): NetFactor × Time + 1 s, or Wall if more.
func (l Limits) net() time.Duration {
	return max(l.Wall, NetFactor*l.Time+time.Second)
}

// withDefaults fills the zero fields.
func (l Limits) withDefaults() Limits {
	if l.Time <= 0 {
		l.Time = DefaultTime
	}
	switch {
	case l.Extra == 0:
		l.Extra = l.Time / 2
	case l.Extra < 0:
		l.Extra = 0
	}
	if l.Wall <= 0 {
		l.Wall = WallFactor*l.Time + time.Second
	}
	if l.Memory == 0 {
		l.Memory = DefaultMemory
	}
	if l.Stack == 0 {
		l.Stack = DefaultStack
	}
	if l.Output <= 0 {
		l.Output = DefaultOutput
	}
	if l.File == 0 {
		l.File = DefaultFile
	}
	if l.Procs == 0 {
		l.Procs = DefaultProcs()
	}
	return l
}

// memKind says how the memory limit reaches a program.
type memKind uint8

const (
	memAS   memKind = iota // RLIMIT_AS (ulimit -v): C, C++, Python, other native programs
	memData                // RLIMIT_DATA (ulimit -d): Go, whose runtime reserves more address space than 256 MiB at start
	memJVM                 // -Xmx/-Xss on the java command line: the JVM cannot start under RLIMIT_AS of 256 MiB
)

// launcher is the shell that joins the run's pids cgroup (when there is
// one), applies the rlimits, then execs the program:
// /bin/sh -c 'echo $$ >CGROUP/cgroup.procs && ulimit -c 0 && ulimit -s K && ulimit -v K && ulimit -f B && exec "$@"' sh prog args...
// Each step is chained with && so a failed one never runs the program
// unlimited; dash takes one resource per ulimit call.
const launcher = "/bin/sh"

// launchArgs returns the arguments of launcher that run argv under lim,
// in the pids cgroup directory cgroup ("" for none).
func launchArgs(lim Limits, kind memKind, cgroup string, argv []string) []string {
	script := "ulimit -c 0"
	if cgroup != "" {
		script = "echo $$ >" + ShellQuote(cgroup+"/cgroup.procs") + " && " + script
	}
	if kind != memJVM && lim.Stack > 0 {
		script += ulimitArg("-s", unix.RLIMIT_STACK, lim.Stack, 1024)
	}
	if lim.Memory > 0 {
		switch kind {
		case memAS:
			script += ulimitArg("-v", unix.RLIMIT_AS, addressSpace(lim.Memory), 1024)
		case memData:
			script += ulimitArg("-d", unix.RLIMIT_DATA, addressSpace(lim.Memory), 1024)
		}
	}
	if lim.File > 0 {
		script += ulimitArg("-f", unix.RLIMIT_FSIZE, lim.File, 512) // dash counts files in 512-byte blocks
	}
	script += ` && exec "$@"`
	return append([]string{"-c", script, "sh"}, argv...)
}

// ulimitArg is " && ulimit FLAG N", N being bytes in units of unit
// (rounded up), clamped to our own hard limit so the shell is allowed to
// set it.
func ulimitArg(flag string, resource int, bytes int64, unit uint64) string {
	n := (uint64(bytes) + unit - 1) / unit
	var rl unix.Rlimit
	if unix.Getrlimit(resource, &rl) == nil && rl.Max != unix.RLIM_INFINITY && n > rl.Max/unit {
		n = rl.Max / unit
	}
	return " && ulimit " + flag + " " + strconv.FormatUint(n, 10)
}

// formatBytes prints a size for a verdict detail: "256 MiB", "1500 KiB", "17 B".
func formatBytes(n int64) string {
	switch {
	case n >= MiB && n%MiB == 0:
		return fmt.Sprintf("%d MiB", n/MiB)
	case n >= 1024 && n%1024 == 0:
		return fmt.Sprintf("%d KiB", n/1024)
	}
	return fmt.Sprintf("%d B", n)
}
