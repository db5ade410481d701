package main

import (
	"os"
	"runtime/debug"
	"syscall"
)

// gcPercent is the garbage collector's target when the user sets none
// (GOGC): gamestress is bound by CPU (a run's answers, inputs and verdicts
// are short-lived garbage made thousands of times a second), so it lets
// the heap grow to 5 times what is live between collections, not twice.
// The soft limit (GOMEMLIMIT) keeps that from passing a quarter of the
// machine's memory: near it, the collector runs as often as it must.
const gcPercent = 400

// tuneGC sets gcPercent and the soft memory limit, unless the environment
// sets either.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil || si.Totalram == 0 {
		return
	}
	total := int64(si.Totalram) * int64(si.Unit)
	debug.SetMemoryLimit(max(total/4, 512<<20))
	debug.SetGCPercent(gcPercent)
}
