package runner

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"syscall"
)

// markerVar is set in the environment of every run, to
// "<our pid>.<run number>", so that the run's processes and everything
// they start can be found in /proc, even those that left its process group.
const markerVar = "GAMESTRESS_RUNNER"

// runs numbers the runs of this process.
var runs atomic.Uint64

// markerOf is the environment entry of run number n.
func markerOf(n uint64) string {
	return markerVar + "=" + strconv.Itoa(os.Getpid()) + "." + strconv.FormatUint(n, 10)
}

// Live lists the processes still alive (zombies aside) that were started by
// Run in this process: the programs and everything they forked, found by the
// environment entry every run carries. A process that cleared its
// environment is not seen. Between runs the list must be empty; tests assert
// it. Call it when no Run is in flight (a running program is live, of
// course).
func Live() []int {
	return marked(markerVar + "=" + strconv.Itoa(os.Getpid()) + ".")
}

// killMarked sends SIGKILL to every process of one run (its marker), wherever
// it is: Run does so when a process that left the run's group holds its
// pipes open.
func killMarked(marker string) {
	for _, pid := range marked(marker + "\x00") {
		syscall.Kill(pid, syscall.SIGKILL)
	}
}

// marked lists the live processes whose environment has an entry starting
// with prefix.
func marked(prefix string) []int {
	want := append([]byte{0}, prefix...)
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var pids []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() || zombie(d) {
			continue
		}
		env, err := os.ReadFile(filepath.Join(d, "environ"))
		if err == nil && bytes.Contains(append([]byte{0}, env...), want) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// zombie reports whether the process of /proc/<pid> has exited (state Z or
// X) or is gone.
func zombie(dir string) bool {
	stat, err := os.ReadFile(filepath.Join(dir, "stat"))
	if err != nil {
		return true
	}
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 || i+2 >= len(stat) {
		return true
	}
	return stat[i+2] == 'Z' || stat[i+2] == 'X'
}
