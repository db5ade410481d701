package runner

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sys/unix"
)

// startJVM: a Java solution's runs are served by a JVM server (see doc.go,
// "Starting a run", and forkserver/jvm/Server.java).
const startJVM = "jvm server"

// jvmMarkerVar is the environment entry of a JVM server (not markerVar:
// an idle server is no run left behind). Processes a run starts inherit
// it, and die with the run all the same (killRunChildren).
const jvmMarkerVar = "GAMESTRESS_RUNNER_JVM"

// errJVMRefused: the JVM server said it cannot run the program apart from
// the next run (the reason is in unservable).
var errJVMRefused = errors.New("the JVM server refused the program")

// jvmFolderPrefix names the JVM servers' working folders (in
// scratchRoot; not a run's: Scratches does not list them).
var jvmFolderPrefix = "gamestress-jvm-" + strconv.Itoa(os.Getpid()) + "-"

// emptyFolder removes everything in dir (a run's files), giving back the
// permissions a run took from it.
func emptyFolder(dir string) error {
	if err := os.Chmod(dir, 0o700); err != nil {
		return err
	}
	es, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range es {
		removeScratch(filepath.Join(dir, e.Name()))
	}
	if es, err := os.ReadDir(dir); err != nil || len(es) > 0 {
		return fmt.Errorf("%s not emptied", dir)
	}
	return nil
}

// jvm is one JVM server: a java process started by the launcher, with its
// own pids cgroup, serving one run at a time on its control socket.
type jvm struct {
	key      string
	launcher *server
	pid      int
	done     chan fsRep    // the JVM's end, from the launcher (read by watch only)
	gone     chan struct{} // closed when the JVM has ended; then exit is its end
	exit     fsRep
	conn     *net.UnixConn
	msgs     chan string // the server's messages; closed at end of file
	cg       runCgroup
	marker   string
	dir      string        // its working folder, every run's: emptied after each
	boot     streams       // the server's own standard streams (its messages before it serves)
	startCPU time.Duration // the server's CPU time when it was ready: a fresh JVM's start-up
	idle     *time.Timer   // while in the pool
}

// jvms is the pool of idle JVM servers, by key.
var jvms struct {
	sync.Mutex
	idle map[string][]*jvm
}

// jvmArgv is the command of p's JVM server under lim: the java command
// with its flags, the server's class path and class, then the server's
// arguments (native library, the program's classes and main class, the
// main thread's stack: 0, -Xss decides) and the program's own.
func (p *Program) jvmArgv(lim Limits, h jvmHelpers) ([]string, bool) {
	argv := p.commandLine(lim)
	cp := slices.Index(argv, "-cp")
	if cp < 0 || cp+2 >= len(argv) {
		return nil, false
	}
	out := append([]string(nil), argv[:cp]...)
	out = append(out, "-cp", h.classes, "gamestress.jvm.Server", h.lib, argv[cp+1], argv[cp+2], "0")
	return append(out, argv[cp+3:]...), true
}

// jvmKey identifies the servers that may serve a run of argv under lim.
func jvmKey(argv, env []string, lim Limits) string {
	return strings.Join(argv, "\x00") + "\x00\x00" + strings.Join(env, "\x00") + "\x00\x00" + strconv.FormatInt(lim.File, 10) + "." + strconv.Itoa(lim.Procs)
}

// jvmFor takes an idle JVM server for p's runs under lim, or starts one.
func (p *Program) jvmFor(lim Limits) (*jvm, error) {
	h, err := jvmServerHelpers(p.argv[0])
	if err != nil {
		return nil, err
	}
	argv, ok := p.jvmArgv(lim, h)
	if !ok {
		return nil, errors.New("no -cp in the java command")
	}
	key := jvmKey(argv, p.Env, lim)
	var dead []*jvm
	jvms.Lock()
	for list := jvms.idle[key]; len(list) > 0; list = jvms.idle[key] {
		j := list[len(list)-1]
		jvms.idle[key] = list[:len(list)-1]
		if !j.idle.Stop() { // already closing for idleness
			continue
		}
		if j.dying() { // killed from outside while idle (its end not yet reaped)
			dead = append(dead, j)
			continue
		}
		jvms.Unlock()
		retireAll(dead)
		return j, nil
	}
	jvms.Unlock()
	retireAll(dead)
	return startJVMServer(key, argv, p.Env, lim)
}

// retireAll retires servers found dying in the pool (outside its lock).
func retireAll(dead []*jvm) {
	for _, j := range dead {
		j.retire(true)
	}
}

// startJVMServer starts a JVM server through the launcher and waits for
// its first message.
func startJVMServer(key string, argv, env []string, lim Limits) (*jvm, error) {
	srv, err := serverFor(startExec, argv, env, -1)
	if err == errServerGone {
		err = &HarnessError{Op: "start the launcher", Err: err}
	}
	if err != nil {
		return nil, err
	}
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		srv.release()
		return nil, &HarnessError{Op: "socketpair", Err: err}
	}
	ours, theirs := os.NewFile(uintptr(fds[0]), "jvm"), os.NewFile(uintptr(fds[1]), "jvm")
	fc, err := net.FileConn(ours)
	ours.Close()
	if err != nil {
		theirs.Close()
		srv.release()
		return nil, &HarnessError{Op: "jvm socket", Err: err}
	}
	boot, err := stdFiles([]byte{})
	if err != nil {
		theirs.Close()
		fc.Close()
		srv.release()
		return nil, err
	}
	n := runs.Add(1)
	j := &jvm{key: key, launcher: srv, conn: fc.(*net.UnixConn), msgs: make(chan string, 1), boot: boot,
		cg: newRunCgroup(n, lim.Procs), marker: jvmMarkerVar + "=" + strconv.Itoa(os.Getpid()) + "." + strconv.FormatUint(n, 10)}
	lim.Stack = -1 // the JVM's stack is -Xss
	var wd *os.File
	j.dir, err = os.MkdirTemp(scratchRoot(), jvmFolderPrefix)
	if err == nil {
		wd, err = os.Open(j.dir)
	}
	if err == nil {
		j.pid, j.done, err = srv.startServed(lim, memJVM, j.cg.dir, j.marker, []*os.File{theirs, boot.out, boot.err, wd})
		wd.Close()
	} else {
		err = &HarnessError{Op: "make the JVM server's working folder", Err: err}
	}
	theirs.Close()
	boot.in.Close()
	if err != nil {
		j.conn.Close()
		boot.closeOurs()
		srv.release()
		removeScratch(j.dir)
		go j.cg.release()
		if err == errServerGone {
			err = &HarnessError{Op: "start the JVM server", Err: err}
		}
		return nil, err
	}
	j.gone = make(chan struct{})
	go j.watch()
	go j.readLoop()
	if err := j.ready(); err != nil {
		j.retire(true)
		return nil, err
	}
	return j, nil
}

// ready waits for the server's first message: "ready CPU" or "refuse WHY".
func (j *jvm) ready() error {
	t := time.NewTimer(serverReady)
	defer t.Stop()
	select {
	case m, ok := <-j.msgs:
		f := strings.Fields(m)
		switch {
		case ok && len(f) == 2 && f[0] == "ready":
			ns, _ := strconv.ParseInt(f[1], 10, 64)
			j.startCPU = time.Duration(ns)
			return nil
		case ok && f[0] == "refuse":
			return &jvmRefusal{strings.TrimPrefix(m, "refuse ")}
		}
	case <-t.C:
	}
	_, stderr, _, _ := j.boot.readOutputs(4096)
	first, _, _ := strings.Cut(strings.TrimSpace(string(stderr)), "\n")
	if first == "" {
		first = "no message"
	}
	return &jvmRefusal{"the JVM server did not start: " + first}
}

// jvmRefusal is why a program's runs cannot be served by a JVM server.
type jvmRefusal struct{ why string }

func (e *jvmRefusal) Error() string { return e.why }

// dying reports whether the server has ended, or is ending: reaped,
// a zombie, or with a SIGKILL pending (sent from outside while it was
// idle: a run handed to it would end with it, a RuntimeError that is not
// the program's).
func (j *jvm) dying() bool {
	select {
	case <-j.gone:
		return true
	default:
	}
	d := "/proc/" + strconv.Itoa(j.pid)
	return zombie(d) || killPending(d)
}

// killPending reports whether the process of /proc/<pid> has a SIGKILL
// pending (its own or its thread group's): it is about to end.
func killPending(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "status"))
	if err != nil {
		return true
	}
	const bit = 1 << (unix.SIGKILL - 1)
	for _, line := range strings.Split(string(b), "\n") {
		for _, f := range []string{"SigPnd:", "ShdPnd:"} {
			if v, ok := strings.CutPrefix(line, f); ok {
				if m, err := strconv.ParseUint(strings.TrimSpace(v), 16, 64); err == nil && m&bit != 0 {
					return true
				}
			}
		}
	}
	return false
}

// watch waits for the JVM's end.
func (j *jvm) watch() {
	j.exit = <-j.done
	close(j.gone)
}

// readLoop delivers the server's messages until end of file.
func (j *jvm) readLoop() {
	var b [256]byte
	for {
		n, err := j.conn.Read(b[:])
		if err != nil || n == 0 {
			break
		}
		j.msgs <- string(b[:n])
	}
	close(j.msgs)
}

// send hands the server a run's three standard streams and its working
// folder.
func (j *jvm) send(files []*os.File) error {
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	_, _, err := j.conn.WriteMsgUnix([]byte("run"), unix.UnixRights(fds...), nil)
	return err
}

// kill sends SIGKILL to the server's group (through the launcher, which
// alone knows whether it has reaped it) and to its cgroup.
func (j *jvm) kill() {
	j.launcher.kill(j.pid)
	j.cg.kill()
}

// park puts a server that may serve again in the pool; it exits after
// serverIdle without a run.
func (j *jvm) park() {
	jvms.Lock()
	defer jvms.Unlock()
	if jvms.idle == nil {
		jvms.idle = map[string][]*jvm{}
	}
	j.idle = time.AfterFunc(serverIdle, j.closeIdle)
	jvms.idle[j.key] = append(jvms.idle[j.key], j)
}

// closeIdle ends a server that stayed idle serverIdle.
func (j *jvm) closeIdle() {
	jvms.Lock()
	list := jvms.idle[j.key]
	if i := slices.Index(list, j); i >= 0 {
		jvms.idle[j.key] = slices.Delete(list, i, i+1)
	}
	jvms.Unlock()
	j.retire(false)
}

// retire ends a server: at once (SIGKILL) when kill is set, else by end
// of file on its socket (it halts); then it frees its launcher and cgroup
// once the JVM is reaped.
func (j *jvm) retire(kill bool) {
	j.conn.Close()
	if kill {
		j.kill()
	}
	go func() {
		t := time.NewTimer(serverReady)
		select {
		case <-j.gone:
		case <-t.C:
			j.kill()
			<-j.gone
		}
		t.Stop()
		j.boot.closeOurs()
		removeScratch(j.dir)
		j.launcher.release()
		j.cg.release()
	}()
}

// prepareJVM starts a JVM server for p's runs and leaves it in the pool
// (Prepare).
func (p *Program) prepareJVM() error {
	j, err := p.takeJVM(p.Limits.withDefaults())
	if j != nil {
		j.park()
	}
	return err
}

// takeJVM is jvmFor, except that a program the server refuses (or that
// no server can run) is marked unservable, with why: then j and err are
// both nil, and the run starts a JVM of its own.
func (p *Program) takeJVM(lim Limits) (*jvm, error) {
	j, err := p.jvmFor(lim)
	var refused *jvmRefusal
	var he *HarnessError
	switch {
	case err == nil:
		return j, nil
	case errors.As(err, &refused):
		unservable.Store(p.servedKey(startJVM), refused.why)
	case errors.As(err, &he):
		return nil, err
	default:
		unservable.Store(p.servedKey(startJVM), "no JVM server: "+err.Error())
	}
	return nil, nil
}

// stopJVMServers ends every idle JVM server now.
func stopJVMServers() {
	jvms.Lock()
	var all []*jvm
	for k, list := range jvms.idle {
		for _, j := range list {
			if j.idle.Stop() {
				all = append(all, j)
			}
		}
		delete(jvms.idle, k)
	}
	jvms.Unlock()
	for _, j := range all {
		j.retire(false)
	}
}

// killRunChildren kills every process a run started in the server (the
// cgroup's members, or the server's group and marked processes, but the
// server itself): they would outlive the run otherwise.
func (j *jvm) killRunChildren() {
	var pids []int
	if j.cg.dir != "" {
		pids = j.cg.members()
	} else {
		pids = append(groupMembers(j.pid), marked(j.marker+"\x00", j.pid)...)
	}
	for _, pid := range pids {
		if pid != j.pid {
			unix.Kill(pid, unix.SIGKILL)
		}
	}
}

// clearPeak resets the server's peak resident set (VmHWM), so that the
// next reading is the run's.
func (j *jvm) clearPeak() {
	f, err := os.OpenFile("/proc/"+strconv.Itoa(j.pid)+"/clear_refs", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	f.WriteString("5")
	f.Close()
}

// cpuNow is the server's CPU time so far, from /proc (clock ticks).
func (j *jvm) cpuNow() time.Duration {
	_, t, _, _ := procTimes(j.pid)
	return time.Duration(t) * clockTick
}

func (j *jvm) String() string { return fmt.Sprintf("jvm server %d", j.pid) }
