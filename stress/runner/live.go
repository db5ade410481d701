package runner

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
)

// Live lists the processes still alive (zombies aside) that were started by
// Run in this process, the programs and everything they forked: every run
// carries GAMESTRESS_RUNNER=<our pid> in its environment, and Live scans
// /proc for it. A process that cleared its environment is not seen. Between
// runs the list must be empty; tests assert it. Call it when no Run is in
// flight (a running program is live, of course).
func Live() []int {
	marker := []byte(markerVar + "=" + strconv.Itoa(os.Getpid()) + "\x00")
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var pids []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() || zombie(d) {
			continue
		}
		env, err := os.ReadFile(filepath.Join(d, "environ"))
		if err == nil && bytes.Contains(append([]byte{0}, env...), append([]byte{0}, marker...)) {
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
