package runner

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// cpuPoll is how often the CPU time of a running program is read.
const cpuPoll = 10 * time.Millisecond

// groupScan: every groupScan-th poll looks through /proc for new members of
// the run's process group (children the program forked); the other polls
// read only the members already known.
const groupScan = 10

// clockTick is the unit of the times in /proc/<pid>/stat (USER_HZ, 100 on
// Linux).
const clockTick = 10 * time.Millisecond

// WallFactor times Limits.Time, plus a second, is the default wall-clock
// safety net of a run (Limits.Wall): generous, since a loaded machine slows
// the wall clock and not the CPU time.
const WallFactor = 10

// cpuMeter reads the CPU time of a run's process group.
type cpuMeter struct {
	pgid    int
	members []int // the group's pids seen at the last scan, the leader first
	polls   int
}

// used is the user + system time of the live members of the group, and of
// the children they waited for (a short-lived child's time lands in its
// parent's cutime and cstime). A process that left the group (setsid) is no
// longer counted; one that ended unwaited for takes its time with it.
func (m *cpuMeter) used() time.Duration {
	if m.polls%groupScan == 0 {
		m.members = groupMembers(m.pgid)
	}
	m.polls++
	var ticks int64
	for _, pid := range m.members {
		if pgrp, t, ok := procTimes(pid); ok && pgrp == m.pgid {
			ticks += t
		}
	}
	return time.Duration(ticks) * clockTick
}

// groupMembers lists the processes of group pgid, the leader first.
func groupMembers(pgid int) []int {
	pids := []int{pgid}
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == pgid {
			continue
		}
		if pgrp, _, ok := procTimes(pid); ok && pgrp == pgid {
			pids = append(pids, pid)
		}
	}
	return pids
}

// procTimes reads /proc/<pid>/stat: the process group, and utime + stime +
// cutime + cstime in clock ticks.
func procTimes(pid int) (pgrp int, ticks int64, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, 0, false
	}
	// After the command name (in parentheses, may hold spaces): state is
	// field 3, pgrp field 5, utime..cstime fields 14 to 17.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 15 {
		return 0, 0, false
	}
	g, err := strconv.Atoi(string(f[2]))
	if err != nil {
		return 0, 0, false
	}
	for _, s := range f[11:15] {
		n, err := strconv.ParseInt(string(s), 10, 64)
		if err != nil {
			return 0, 0, false
		}
		ticks += n
	}
	return g, ticks, true
}

// cpuTime is the user + system time of a finished process (and of the
// children it waited for), from wait4's resource usage.
func cpuTime(st *os.ProcessState) time.Duration {
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return st.UserTime() + st.SystemTime()
}
