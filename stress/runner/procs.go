package runner

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Processes: a run may not have more than Limits.Procs processes and
// threads at once. Where a pids cgroup is writable (cgroup v1's pids
// hierarchy, or a cgroup v2 whose children get the pids controller), each
// run gets its own cgroup, <ours>/gamestress-<pid>/<run>, with pids.max =
// Procs; the launcher moves itself into it before it execs the program, so
// the program and everything it forks are in it: a fork past the limit
// fails (EAGAIN), pids.events counts it, and the next poll stops the run.
// Otherwise a watchdog counts the processes of the run's group at each
// poll once it has more than one, and stops the run past Procs (coarser:
// a fork loop gets 10ms). RLIMIT_NPROC cannot do it: it counts every
// process of the user, not of the run, and root is exempt from it.

// noCgroup, set by tests, makes runs use the watchdog.
var noCgroup bool

// cgroupRoot is the directory of our runs' cgroups, or "" when no pids
// cgroup is writable. Found once per process.
var cgroupRoot = sync.OnceValue(findCgroupRoot)

// findCgroupRoot makes <our pids cgroup>/gamestress-<pid>, after removing
// those of processes that are gone, and returns it if its children can
// have a pids limit and a launcher can move itself into one (else the
// launcher would fail at every run, a failure taken for the program's).
func findCgroupRoot() string {
	for _, base := range pidsCgroups() {
		sweepStale(base)
		dir := filepath.Join(base, "gamestress-"+strconv.Itoa(os.Getpid()))
		if err := os.Mkdir(dir, 0o755); err != nil && !os.IsExist(err) {
			continue
		}
		if probeCgroup(filepath.Join(dir, "probe")) {
			return dir
		}
		os.Remove(dir)
	}
	return ""
}

// probeCgroup makes the cgroup dir, sets its pids limit and moves a
// shell into it as the launcher does, then removes it.
func probeCgroup(dir string) bool {
	if os.Mkdir(dir, 0o755) != nil {
		return false
	}
	defer os.Remove(dir)
	if os.WriteFile(filepath.Join(dir, "pids.max"), []byte("8"), 0) != nil {
		return false
	}
	return exec.Command(launcher, "-c", "echo $$ >"+ShellQuote(filepath.Join(dir, "cgroup.procs"))).Run() == nil
}

// pidsCgroups lists our own cgroup in each hierarchy that may hold a pids
// controller: the v1 pids hierarchy first, then the v2 one.
func pidsCgroups() []string {
	mounts, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return nil
	}
	own, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil
	}
	var v1, v2 string
	sc := bufio.NewScanner(bytes.NewReader(mounts))
	for sc.Scan() {
		// "36 25 0:31 / /sys/fs/cgroup/pids rw,... shared:9 - cgroup cgroup rw,pids"
		f := strings.Fields(sc.Text())
		sep := slicesIndex(f, "-")
		if sep < 0 || sep+3 >= len(f) {
			continue
		}
		switch fstype, opts := f[sep+1], f[sep+3]; {
		case fstype == "cgroup" && hasOpt(opts, "pids") && v1 == "":
			v1 = f[4]
		case fstype == "cgroup2" && v2 == "":
			v2 = f[4]
		}
	}
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(string(own)), "\n") {
		// "8:pids:/user.slice" (v1) or "0::/user.slice" (v2)
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 {
			continue
		}
		switch {
		case v1 != "" && hasOpt(parts[1], "pids"):
			out = append([]string{filepath.Join(v1, parts[2])}, out...)
		case v2 != "" && parts[0] == "0" && parts[1] == "":
			out = append(out, filepath.Join(v2, parts[2]))
		}
	}
	return out
}

func hasOpt(opts, want string) bool {
	for _, o := range strings.Split(opts, ",") {
		if o == want {
			return true
		}
	}
	return false
}

func slicesIndex(f []string, s string) int {
	for i, x := range f {
		if x == s {
			return i
		}
	}
	return -1
}

// sweepStale removes the cgroups left by gamestress processes that are gone
// (an empty cgroup can be removed; one still holding processes stays).
func sweepStale(base string) {
	dirs, _ := filepath.Glob(filepath.Join(base, "gamestress-*"))
	for _, d := range dirs {
		pid, err := strconv.Atoi(strings.TrimPrefix(filepath.Base(d), "gamestress-"))
		if err != nil || pid == os.Getpid() || syscall.Kill(pid, 0) != syscall.ESRCH {
			continue
		}
		runs, _ := filepath.Glob(filepath.Join(d, "[0-9]*"))
		for _, r := range runs {
			os.Remove(r)
		}
		os.Remove(d)
	}
}

// runCgroup is one run's pids cgroup; the zero value is none (the
// watchdog counts the processes instead).
type runCgroup struct {
	dir   string
	procs int    // its pids.max
	base  uint64 // forks refused ("max N" in pids.events) before this run
	files *cgroupFiles
}

// cgroupFiles are the files of a cgroup that every run reads, open for
// the cgroup's life (a pooled cgroup serves many runs) and read with
// pread: opening a cgroup file walks its path, reading an open one does
// not. Nil where they could not be opened: each read then opens the file.
type cgroupFiles struct {
	current, events int // pids.current, pids.events
}

// openCgroupFiles opens dir's pids.current and pids.events, or returns nil.
func openCgroupFiles(dir string) *cgroupFiles {
	cur, err := unix.Open(filepath.Join(dir, "pids.current"), unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil
	}
	ev, err := unix.Open(filepath.Join(dir, "pids.events"), unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		unix.Close(cur)
		return nil
	}
	return &cgroupFiles{current: cur, events: ev}
}

func (f *cgroupFiles) close() {
	unix.Close(f.current)
	unix.Close(f.events)
}

// empty reports whether no process is left in the cgroup: pids.current
// is 0 (a zombie still counts there; then the list of members says).
func (c runCgroup) empty() bool {
	if c.files != nil {
		var buf [32]byte
		if b, err := preadAt(c.files.current, buf[:], 0); err == nil && string(bytes.TrimSpace(b)) == "0" {
			return true
		}
	}
	return len(c.members()) == 0
}

// cgroupPool holds the cgroups of finished runs, empty, for the next runs:
// making and removing a cgroup a run costs more than the run of a small
// program through the fork server.
var cgroupPool struct {
	sync.Mutex
	free []runCgroup
}

// newRunCgroup gives run number n a cgroup with room for procs processes
// and threads (one of the pool, or a new one), or returns none.
func newRunCgroup(n uint64, procs int) runCgroup {
	root := cgroupRoot()
	if root == "" || noCgroup || procs <= 0 {
		return runCgroup{}
	}
	cgroupPool.Lock()
	for i := len(cgroupPool.free) - 1; i >= 0; i-- {
		if c := cgroupPool.free[i]; c.procs == procs {
			cgroupPool.free = append(cgroupPool.free[:i], cgroupPool.free[i+1:]...)
			cgroupPool.Unlock()
			return c // its base was read when it was released, empty
		}
	}
	cgroupPool.Unlock()
	dir := filepath.Join(root, strconv.FormatUint(n, 10))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return runCgroup{}
	}
	if err := os.WriteFile(filepath.Join(dir, "pids.max"), []byte(strconv.Itoa(procs)), 0); err != nil {
		os.Remove(dir)
		return runCgroup{}
	}
	return runCgroup{dir: dir, procs: procs, files: openCgroupFiles(dir)}
}

// maxEvents is the count of forks the cgroup refused ("max N" in
// pids.events) since it was made.
func (c runCgroup) maxEvents() uint64 {
	var b []byte
	var err error
	if c.files != nil {
		var buf [64]byte
		b, err = preadAt(c.files.events, buf[:], 0)
	} else {
		b, err = readProc(filepath.Join(c.dir, "pids.events"))
	}
	if err != nil {
		return 0
	}
	f := bytes.Fields(b)
	if len(f) < 2 || string(f[0]) != "max" {
		return 0
	}
	n, _ := strconv.ParseUint(string(f[1]), 10, 64)
	return n
}

// members lists the processes in the cgroup.
func (c runCgroup) members() []int {
	b, _ := readProc(filepath.Join(c.dir, "cgroup.procs"))
	var pids []int
	for _, s := range strings.Fields(string(b)) {
		if pid, err := strconv.Atoi(s); err == nil {
			pids = append(pids, pid)
		}
	}
	return pids
}

// release gives the cgroup back to the pool once its processes are gone
// (killed processes leave it when they are reaped; an orphan is reaped by
// init, a moment later), or removes it if they are not gone after a
// second (findCgroupRoot's sweep of a later gamestress removes what is
// left).
func (c runCgroup) release() {
	if c.dir == "" {
		return
	}
	for i := 0; i < 100; i++ {
		if c.empty() {
			// Nothing is left in it to fork: the count of refused forks
			// is the next run's base.
			c.base = c.maxEvents()
			cgroupPool.Lock()
			cgroupPool.free = append(cgroupPool.free, c)
			cgroupPool.Unlock()
			return
		}
		c.kill()
		time.Sleep(10 * time.Millisecond)
	}
	c.remove()
}

// refused reports whether a fork or clone of the run failed for the limit
// (pids.events counted one since the run began).
func (c runCgroup) refused() bool {
	return c.dir != "" && c.maxEvents() > c.base
}

// kill sends SIGKILL to every process in the cgroup, wherever its process
// group or session, and waits (at most killWait) until each has died: a
// SIGKILL takes effect asynchronously (a process in the middle of an
// exec dies when the exec is done), and a run must not end while a
// process of it still runs (TestCheckerHostile saw one, under load).
func (c runCgroup) kill() {
	if c.dir == "" || c.empty() {
		return
	}
	pids := c.members()
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	waitDead(pids)
}

// remove deletes the cgroup once its processes are gone (killed processes
// leave it when they are reaped; an orphan is reaped by init, a moment
// later). It gives up after a second; findCgroupRoot's sweep of a later
// gamestress removes what is left.
func (c runCgroup) remove() {
	if c.dir == "" {
		return
	}
	if c.files != nil {
		c.files.close()
	}
	for i := 0; i < 100; i++ {
		if err := os.Remove(c.dir); err == nil || os.IsNotExist(err) {
			return
		}
		c.kill()
		time.Sleep(10 * time.Millisecond)
	}
}

// procsDetail is the verdict detail of a run stopped for its processes.
func procsDetail(procs int) string {
	return fmt.Sprintf("more than %d processes and threads at once (a fork loop?)", procs)
}
