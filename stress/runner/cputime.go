package runner

import (
	"bytes"
	"os"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// cpuPoll is when the CPU time of a running program is first read; the
// interval then doubles up to cpuPollMax. A run that lasts 100ms is read 4
// times, not 10: each read is 3 to 4 files of /proc and of the cgroup,
// which cost tens of microseconds each on a VM, and a limit is still seen
// within cpuPollMax of being passed (the rlimits bound memory and files
// meanwhile).
const (
	cpuPoll    = 10 * time.Millisecond
	cpuPollMax = 50 * time.Millisecond
)

// groupScan: every groupScan-th poll looks through /proc for new members of
// the run's process group (children the program forked); the other polls
// read only the members already known.
const groupScan = 10

// clockTick is the unit of the times in /proc/<pid>/stat (USER_HZ, 100 on
// Linux).
const clockTick = 10 * time.Millisecond

// WallFactor times Limits.Time, plus a second, is the default wall-clock
// limit of a run (Limits.Wall), as judges set it (isolate's and DMOJ's
// wall limits are about twice the CPU limit): a program that sleeps or
// waits is stopped there (Usage.Idle). A program that runs, but that the
// machine's load starves of a core, is not: it goes on to its hard CPU
// limit, or to NetFactor times Limits.Time plus a second (the net), since
// the load must not make a fast program a TimeLimit.
const (
	WallFactor = 2
	NetFactor  = 10
)

// cpuMeter reads the CPU time and resident memory of a run's process
// group, and counts its processes.
type cpuMeter struct {
	pgid    int
	cgroup  runCgroup // the run's, if any: its members are listed there
	members []int     // the group's pids seen at the last scan, the leader first
	polls   int
	peak    int64         // bytes: the most resident memory seen (see used)
	base    time.Duration // CPU time the group had used before the run (a JVM server's earlier runs)
}

// used is the user + system time of the live members of the group, and of
// the children they waited for (a short-lived child's time lands in its
// parent's cutime and cstime). A process that left the group (setsid) is no
// longer counted; one that ended unwaited for takes its time with it.
//
// It also raises peak to the sum of the members' resident memory now, and
// to each member's own peak (VmHWM, which catches a spike between two
// polls of a single process). The group is looked up in /proc every
// groupScan polls, or at every poll once it has more than one process.
func (m *cpuMeter) used() time.Duration {
	switch {
	case m.cgroup.dir != "":
		// Every process of the run is in its cgroup: no scan of /proc.
		m.members = append(m.members[:0], m.pgid)
		for _, pid := range m.cgroup.members() {
			if pid != m.pgid {
				m.members = append(m.members, pid)
			}
		}
	case m.polls%groupScan == 0 || len(m.members) > 1:
		m.members = groupMembers(m.pgid)
	}
	m.polls++
	var ticks, rss int64
	for _, pid := range m.members {
		pgrp, t, pages, ok := procTimes(pid)
		if !ok || pgrp != m.pgid {
			continue
		}
		ticks += t
		rss += pages * pageSize
		m.peak = max(m.peak, procHWM(pid))
	}
	m.peak = max(m.peak, rss)
	return time.Duration(ticks)*clockTick - m.base
}

// procs is how many processes the group had at the last scan.
func (m *cpuMeter) procs() int { return len(m.members) }

// groupMembers lists the processes of group pgid, the leader first.
func groupMembers(pgid int) []int {
	pids := []int{pgid}
	for _, pid := range newerPids(pgid) {
		if pgrp, _, _, ok := procTimes(pid); ok && pgrp == pgid {
			pids = append(pids, pid)
		}
	}
	return pids
}

// newerPids lists the processes in /proc that may have been started after
// process first (a run's leader): those with a greater pid, since pids are
// handed out in increasing order, or every process once the counter has
// wrapped around (ns_last_pid below first). Reading the /proc files of
// every process costs about 0.2ms each on a loaded VM: a run's scans read
// only what its own processes can be.
func newerPids(first int) []int {
	d, err := os.Open("/proc")
	if err != nil {
		return nil
	}
	names, _ := d.Readdirnames(-1)
	d.Close()
	all := true
	if b, err := os.ReadFile("/proc/sys/kernel/ns_last_pid"); err == nil {
		if last, err := strconv.Atoi(string(bytes.TrimSpace(b))); err == nil && last >= first {
			all = false
		}
	}
	var pids []int
	for _, n := range names {
		pid, err := strconv.Atoi(n)
		if err == nil && pid != first && (all || pid > first) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// pageSize is the unit of the resident set in /proc/<pid>/stat.
var pageSize = int64(os.Getpagesize())

// procTimes reads /proc/<pid>/stat: the process group, utime + stime +
// cutime + cstime in clock ticks, and the resident set in pages.
func procTimes(pid int) (pgrp int, ticks, rss int64, ok bool) {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, 0, 0, false
	}
	// After the command name (in parentheses, may hold spaces): state is
	// field 3, pgrp field 5, utime..cstime fields 14 to 17, rss field 24.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, 0, 0, false
	}
	f := bytes.Fields(b[i+1:])
	if len(f) < 22 {
		return 0, 0, 0, false
	}
	g, err := strconv.Atoi(string(f[2]))
	if err != nil {
		return 0, 0, 0, false
	}
	for _, s := range f[11:15] {
		n, err := strconv.ParseInt(string(s), 10, 64)
		if err != nil {
			return 0, 0, 0, false
		}
		ticks += n
	}
	rss, _ = strconv.ParseInt(string(f[21]), 10, 64)
	return g, ticks, rss, true
}

// procHWM is the peak resident set of a live process (VmHWM of
// /proc/<pid>/status), in bytes; 0 when unknown (a zombie has none).
func procHWM(pid int) int64 {
	b, err := readProc("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	i := bytes.Index(b, []byte("VmHWM:"))
	if i < 0 {
		return 0
	}
	line := b[i+len("VmHWM:"):]
	if j := bytes.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	f := bytes.Fields(line) // "1234 kB"
	if len(f) == 0 {
		return 0
	}
	kb, _ := strconv.ParseInt(string(f[0]), 10, 64)
	return kb * 1024
}

// cpuTime is the user + system time of a finished process (and of the
// children it waited for), from wait4's resource usage.
func cpuTime(st *exitStatus) time.Duration {
	return time.Duration(st.ru.Utime.Nano() + st.ru.Stime.Nano())
}

// readProc reads a small file of /proc or of a cgroup: open, read until a
// read comes back short (all a seq_file has) or at end of file, close,
// nothing more (os.ReadFile stats it twice on the way).
// Every poll of every run reads a few of them.
func readProc(path string) ([]byte, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	defer unix.Close(fd)
	b := make([]byte, 0, 2048)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := unix.Read(fd, b[len(b):cap(b)])
		switch {
		case err == unix.EINTR:
			continue
		case err != nil:
			return nil, err
		case n == 0:
			return b, nil
		}
		short := n < cap(b)-len(b)
		b = b[:len(b)+n]
		if short {
			// A file of /proc or of a cgroup (a seq_file) fills the
			// buffer unless it has nothing more to give: no read of
			// the end of file a poll.
			return b, nil
		}
	}
}

// idle reports whether the run waits: a thread of its processes is alive
// and none is runnable (state R), so it waits
// for input it never gets, in a sleep, on a lock; it is not starved of a
// core by the machine's load. A run whose processes have all ended (gone,
// or zombies not yet reaped) is not idle: it ended, and its exit, late on
// a loaded machine (a starved fork server reaps it and reports), is
// awaited (a correct program at 0.36 s of CPU, ended, was stopped as
// "waiting" at the wall: a TimeLimit far past the limit). Read when the
// run reaches its wall-clock limit.
func (m *cpuMeter) idle() bool {
	members := m.members
	if len(members) == 0 {
		members = []int{m.pgid}
	}
	alive := false
	for _, pid := range members {
		tasks, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
		if err != nil {
			continue // ended meanwhile
		}
		for _, t := range tasks {
			switch procState("/proc/" + strconv.Itoa(pid) + "/task/" + t.Name() + "/stat") {
			case 'R':
				return false
			case 'Z', 'X', 'x', 0: // ended, or gone meanwhile
			default:
				alive = true
			}
		}
	}
	return alive
}

// procState is the state letter of a /proc stat file (R, S, D, ...), 0 if
// it cannot be read.
func procState(path string) byte {
	b, err := readProc(path)
	if err != nil {
		return 0
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 >= len(b) {
		return 0
	}
	return b[i+2]
}
