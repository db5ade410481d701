package runner

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// markerVar is set in the environment of every run, to
// "<our pid>.<run number>", so that the run's processes and everything
// they start can be found in /proc, even those that left its process group.
const markerVar = "GAMESTRESS_RUNNER"

// runs numbers the runs of this process.
var runs atomic.Uint64

// markerOf is the environment entry of run number n.
func markerOf(n uint64) string {
	return markerPrefix() + strconv.FormatUint(n, 10)
}

// markerPrefix is "GAMESTRESS_RUN=<our pid>.", made once.
var markerPrefix = sync.OnceValue(func() string { return markerVar + "=" + strconv.Itoa(os.Getpid()) + "." })

// Live lists the processes still alive (zombies aside) that were started by
// Run in this process: the programs and everything they forked, found by the
// environment entry every run carries. A process that cleared its
// environment is not seen. Between runs the list must be empty; tests assert
// it. Call it when no Run is in flight (a running program is live, of
// course).
func Live() []int {
	return marked(markerVar+"="+strconv.Itoa(os.Getpid())+".", 0)
}

// killMarked sends SIGKILL to every process of one run (its marker, its
// leader first), wherever it is, and waits (at most killWait) until each
// is dead: Run does so when a process that left the run's group may hold
// its pipes open, or may outlive it. A SIGKILL takes effect
// asynchronously; on a loaded machine a killed process can still be
// running for some milliseconds, and Run must not return before it ends.
func killMarked(marker string, first int) {
	pids := marked(marker+"\x00", first)
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	waitDead(pids)
}

// waitDead waits (at most killWait in all) until every process of pids
// has exited (a zombie) or is gone: a SIGKILL takes effect
// asynchronously (a process in the middle of an exec dies when the exec
// is done).
func waitDead(pids []int) {
	deadline := time.Now().Add(killWait)
	for _, pid := range pids {
		d := "/proc/" + strconv.Itoa(pid)
		for !zombie(d) && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
	}
}

// killWait bounds the wait for killed processes to die (waitDead).
const killWait = 2 * time.Second

// marked lists the live processes whose environment has an entry starting
// with prefix, among those started after process first (all when first is
// 0; see newerPids).
func marked(prefix string, first int) []int {
	want := append([]byte{0}, prefix...)
	var pids []int
	for _, pid := range newerPids(first) {
		d := "/proc/" + strconv.Itoa(pid)
		if pid == os.Getpid() || zombie(d) {
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
