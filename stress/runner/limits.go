package runner

import (
	"fmt"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// MiB is a mebibyte, for writing limits.
const MiB = 1 << 20

// Limits bound one run of a program. The zero value gives the judge defaults.
type Limits struct {
	Time   time.Duration // CPU time (user + system) of the run's process group; zero: 2s
	Wall   time.Duration // wall-clock safety net for a program that waits or sleeps; zero: WallFactor×Time + 1s
	Memory int64         // bytes of address space (see doc.go per language); zero: 256 MiB; negative: none
	Stack  int64         // bytes of stack; zero: same as Memory; negative: none
	Output int64         // bytes of standard output; zero: 64 MiB
}

// Defaults of Limits.
const (
	DefaultTime   = 2 * time.Second
	DefaultMemory = 256 * MiB
	DefaultOutput = 64 * MiB
)

// withDefaults fills the zero fields.
func (l Limits) withDefaults() Limits {
	if l.Time <= 0 {
		l.Time = DefaultTime
	}
	if l.Wall <= 0 {
		l.Wall = WallFactor*l.Time + time.Second
	}
	if l.Memory == 0 {
		l.Memory = DefaultMemory
	}
	if l.Stack == 0 {
		l.Stack = l.Memory
	}
	if l.Output <= 0 {
		l.Output = DefaultOutput
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

// launcher is the shell that applies the rlimits, then execs the program:
// /bin/sh -c 'ulimit -c 0 && ulimit -s K && ulimit -v K && exec "$@"' sh prog args...
// Each ulimit is chained with && so a failed one never runs the program
// unlimited; dash takes one resource per ulimit call.
const launcher = "/bin/sh"

// launchArgs returns the arguments of launcher that run argv under lim.
func launchArgs(lim Limits, kind memKind, argv []string) []string {
	script := "ulimit -c 0"
	if kind != memJVM && lim.Stack > 0 {
		script += ulimitArg("-s", unix.RLIMIT_STACK, lim.Stack)
	}
	if lim.Memory > 0 {
		switch kind {
		case memAS:
			script += ulimitArg("-v", unix.RLIMIT_AS, lim.Memory)
		case memData:
			script += ulimitArg("-d", unix.RLIMIT_DATA, lim.Memory)
		}
	}
	script += ` && exec "$@"`
	return append([]string{"-c", script, "sh"}, argv...)
}

// ulimitArg is " && ulimit FLAG KiB", clamped to our own hard limit so the
// shell is allowed to set it.
func ulimitArg(flag string, resource int, bytes int64) string {
	kib := uint64(bytes+1023) / 1024
	var rl unix.Rlimit
	if unix.Getrlimit(resource, &rl) == nil && rl.Max != unix.RLIM_INFINITY && kib > rl.Max/1024 {
		kib = rl.Max / 1024
	}
	return " && ulimit " + flag + " " + strconv.FormatUint(kib, 10)
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
