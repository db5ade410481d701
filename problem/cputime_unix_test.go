//go:build unix

package problem

import "syscall"

// cpuTime is the CPU time the process has used (user + system), in ns: a
// benchmark figure that a busy shared machine does not inflate as much as
// wall time.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
