package runner

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// How a run starts (see doc.go, "Starting a run").
const (
	startFork  = "fork server"        // forked from the program stopped before main (LD_PRELOAD)
	startLink  = "linked fork server" // the same, the server linked into the program (compileNative)
	startPy    = "python fork server" // forked from python3 once started, before it runs the file
	startExec  = "launcher"           // forked from the long-lived launcher, which execs the program
	startShell = "shell"              // /bin/sh sets the limits and execs the program
)

// pyForkServer: .py solutions are forked from an interpreter that has
// started (startPy) rather than before main (startFork).
var pyForkServer = true

// jvmServer: Java solutions built here are run by a JVM server (startJVM)
// rather than a JVM each.
var jvmServer = true

// pyServer is Python's fork server: the interpreter has started; it loads
// the fork server object, which returns in each child, and the child runs
// the file as python3 FILE would (as __main__, its directory first in
// sys.path, sys.argv = [FILE], the same exit status for SystemExit and
// uncaught exceptions). Its end is the interpreter's, less the teardown
// of every module and object: it waits for the threads that are not
// daemons, runs atexit, flushes the standard streams (a failed flush of
// stdout exits 120, as Python's does), then leaves with os._exit. The
// teardown would touch, and so copy, every page the child shares with the
// server. gc.freeze keeps the collector off the server's objects too.
const pyServer = `import ctypes, gc, os, runpy, sys
so, path = sys.argv[1], sys.argv[2]
sys.argv = [path]
sys.path[0] = os.path.dirname(os.path.abspath(path))
serve = ctypes.PyDLL(so).gsfork_serve
gc.freeze()
if serve() != 0:
    sys.exit("gamestress: no fork server socket")
del so, serve, ctypes
code = 0
try:
    runpy.run_path(path, run_name="__main__")
except SystemExit as e:
    code = e.code
    if code is None:
        code = 0
    elif not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
except BaseException:
    sys.excepthook(*sys.exc_info())
    code = 1
t = sys.modules.get("threading")
if t is not None:
    t._shutdown()
import atexit
atexit._run_exitfuncs()
for f in (sys.stdout, sys.stderr):
    try:
        f.flush()
    except Exception as e:
        if f is sys.stdout:
            print("Exception ignored on flushing sys.stdout:", repr(e), file=sys.stderr)
            code = code or 120
os._exit(code & 0xff)
`

// serverIdle is how long a server with no run in flight lives on.
const serverIdle = 2 * time.Second

// serverReady bounds the wait for a new server's first message.
const serverReady = 10 * time.Second

// slotVar is the environment entry a fork server's child rewrites, in
// place, into the run's marker (markerOf): 64 bytes of room.
var slotVar = "GAMESTRESS_RUNNER_SLOT=" + strings.Repeat("x", 64)

// Messages of forkserver/gsfork.c (struct req, struct rep).
type fsReq struct {
	Op, ID                 uint32
	Pid, Pad               int32
	Stack, AS, Data, FSize int64
	Cgroup                 [512]byte
	Marker                 [128]byte
}

type fsRep struct {
	Kind, ID               uint32
	Pid, Status            int32
	Utime, Stime, MaxrssKB int64
}

const (
	opRun  = 1
	opKill = 2

	repStarted = 1
	repFailed  = 2
	repExited  = 3
	repReady   = 4
)

// exitStatus is how a run ended: its wait status and resource usage, from
// wait4 in this process or in the server that forked it.
type exitStatus struct {
	ws syscall.WaitStatus
	ru syscall.Rusage
	// ownPeak: ru_maxrss starts at our own peak (a child exec'd from
	// os/exec's vfork), so a value not above ours says nothing.
	ownPeak bool
}

func exitOf(st *os.ProcessState) *exitStatus {
	if st == nil {
		return nil
	}
	e := &exitStatus{ownPeak: true}
	e.ws, _ = st.Sys().(syscall.WaitStatus)
	if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
		e.ru = *ru
	}
	return e
}

// pending is a run request: started hears REP_STARTED or REP_FAILED, done
// then REP_EXITED (a zero fsRep if the server ends first).
type pending struct{ started, done chan fsRep }

// server is one running launcher or fork server.
type server struct {
	key  string
	mode string
	conn *net.UnixConn
	pid  int

	mu       sync.Mutex // guards what follows, and the sending of requests
	nextID   uint32
	starting map[uint32]pending   // by request id: REP_STARTED or REP_FAILED
	running  map[int32]chan fsRep // by pid: REP_EXITED
	inflight int
	dead     bool
	idle     *time.Timer
}

var servers struct {
	sync.Mutex
	m map[string]*server
}

// errServerGone: the server ended (or could not start) before it answered.
var errServerGone = errors.New("the launcher ended")

// startMode says how p's runs start, and why when not by the fork server.
func (p *Program) startMode() (mode, why string) {
	if err := helpersBuilt(); err != nil {
		return startShell, "no launcher: " + err.Error()
	}
	switch {
	case p.NoForkServer:
		return startExec, "turned off"
	case p.mem == memJVM && p.lang == "java" && jvmServer:
		return startJVM, ""
	case p.mem == memJVM:
		return startExec, "Java is not forked"
	case len(p.argv) == 0:
		return startExec, "no command"
	case pyForkServer && p.lang == "python" && len(p.argv) == 2:
		return startPy, ""
	}
	return elfMode(p.argv[0])
}

// forked reports whether runs of mode are forked from a copy of the
// program (ForkServer "on"), not exec'd.
func forked(mode string) bool {
	return mode == startFork || mode == startLink || mode == startPy || mode == startJVM
}

// elfModes memoizes elfMode by path (read once per process).
var elfModes sync.Map

type elfStart struct{ mode, why string }

// elfMode is how the binary at path starts: startFork when it is
// dynamically linked (it loads the preloaded server), startLink when it
// has the server linked in (compileNative), else startExec and why: a
// static binary or a script never loads the preloaded one.
func elfMode(path string) (mode, why string) {
	if v, ok := elfModes.Load(path); ok {
		s := v.(elfStart)
		return s.mode, s.why
	}
	s := readELF(path)
	elfModes.Store(path, s)
	return s.mode, s.why
}

func readELF(path string) elfStart {
	f, err := elf.Open(path)
	if err != nil {
		return elfStart{startExec, "not an ELF binary"}
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return elfStart{startFork, ""}
		}
	}
	if syms, err := f.Symbols(); err == nil {
		for _, s := range syms {
			if s.Name == "gsfork_linked" {
				return elfStart{startLink, ""}
			}
		}
	}
	return elfStart{startExec, "static binary"}
}

// serverFor returns the running server of mode for argv and env (a new one
// if none), with a run counted in flight.
func serverFor(mode string, argv, env []string, stack int64) (*server, error) {
	key := mode + "\x00" + strconv.FormatInt(stack, 10) + "\x00" + strings.Join(argv, "\x00") + "\x00\x00" + strings.Join(env, "\x00")
	servers.Lock()
	defer servers.Unlock()
	if s := servers.m[key]; s != nil {
		s.mu.Lock()
		if !s.dead {
			s.inflight++
			if s.idle != nil {
				s.idle.Stop()
				s.idle = nil
			}
			s.mu.Unlock()
			return s, nil
		}
		s.mu.Unlock()
	}
	s, err := startServer(key, mode, argv, env, stack)
	if err != nil {
		return nil, err
	}
	if servers.m == nil {
		servers.m = map[string]*server{}
	}
	servers.m[key] = s
	s.inflight = 1
	return s, nil
}

// startServer starts a launcher (mode startExec) or a fork server, and
// waits for it to say it is ready. Its goroutine stays locked to the OS
// thread that forked it for the server's life (Pdeathsig).
func startServer(key, mode string, argv, env []string, stack int64) (*server, error) {
	h, err := gsfork()
	if err != nil {
		return nil, err
	}
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, &HarnessError{Op: "socketpair", Err: err}
	}
	ours, theirs := os.NewFile(uintptr(fds[0]), "launcher"), os.NewFile(uintptr(fds[1]), "launcher")
	fc, err := net.FileConn(ours)
	ours.Close()
	if err != nil {
		theirs.Close()
		return nil, &HarnessError{Op: "launcher socket", Err: err}
	}
	conn := fc.(*net.UnixConn)
	var args []string
	switch mode {
	case startFork:
		args = append([]string{h.exe, "preload", strconv.FormatInt(stack, 10), h.so, "--"}, argv...)
		env = append(env, slotVar)
	case startLink:
		args = append([]string{h.exe, "stack", strconv.FormatInt(stack, 10), "--"}, argv...)
		env = append(env, "GAMESTRESS_FORKSERVER=1", slotVar)
	case startPy:
		args = []string{h.exe, "stack", strconv.FormatInt(stack, 10), "--", argv[0], "-c", pyServer, h.so, argv[1]}
		env = append(env, slotVar)
	default:
		args = append([]string{h.exe, "serve", "--"}, argv...)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), env...)
	cmd.ExtraFiles = []*os.File{theirs} // fd 3
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	started := make(chan error)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		err := startHook(cmd)
		started <- err
		if err == nil {
			cmd.Wait()
		}
	}()
	err = <-started
	// Our copy of the server's end closed now: a server that ends before
	// it serves (a program that ignores the preloaded object) is then
	// seen at once, by end of file, not after serverReady.
	theirs.Close()
	if err != nil {
		conn.Close()
		return nil, &HarnessError{Op: "start the launcher", Err: err}
	}
	s := &server{key: key, mode: mode, conn: conn, pid: cmd.Process.Pid, starting: map[uint32]pending{}, running: map[int32]chan fsRep{}}
	conn.SetReadDeadline(time.Now().Add(serverReady))
	rep, err := s.read()
	conn.SetReadDeadline(time.Time{})
	if err != nil || rep.Kind != repReady {
		conn.Close()
		return nil, errServerGone
	}
	go s.readLoop()
	return s, nil
}

func (s *server) read() (fsRep, error) {
	var b [64]byte
	n, err := s.conn.Read(b[:])
	var rep fsRep
	if err != nil {
		return rep, err
	}
	if n != binary.Size(rep) {
		return rep, fmt.Errorf("launcher: message of %d bytes", n)
	}
	binary.Read(bytes.NewReader(b[:n]), binary.LittleEndian, &rep)
	return rep, nil
}

// readLoop delivers the server's replies until it ends; then every run
// waiting on it hears that it is gone (a zero fsRep).
func (s *server) readLoop() {
	for {
		rep, err := s.read()
		if err != nil {
			break
		}
		s.mu.Lock()
		switch rep.Kind {
		case repStarted, repFailed:
			if w, ok := s.starting[rep.ID]; ok {
				delete(s.starting, rep.ID)
				if rep.Kind == repStarted {
					s.running[rep.Pid] = w.done
				}
				w.started <- rep
			}
		case repExited:
			if c := s.running[rep.Pid]; c != nil {
				delete(s.running, rep.Pid)
				c <- rep
			}
		}
		s.mu.Unlock()
	}
	s.mu.Lock()
	s.dead = true
	for id, w := range s.starting {
		delete(s.starting, id)
		w.started <- fsRep{}
	}
	for pid, c := range s.running {
		delete(s.running, pid)
		c <- fsRep{}
	}
	s.mu.Unlock()
	s.conn.Close()
}

// release ends a run's use of the server; an idle server is stopped after
// serverIdle.
func (s *server) release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.inflight--
	if s.inflight == 0 && !s.dead {
		s.idle = time.AfterFunc(serverIdle, s.closeIfIdle)
	}
}

func (s *server) closeIfIdle() {
	servers.Lock()
	defer servers.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.inflight > 0 || s.dead {
		return
	}
	s.dead = true
	if servers.m[s.key] == s {
		delete(servers.m, s.key)
	}
	s.conn.Close() // the server reads end of file and exits
}

// stopServers stops every idle launcher and fork server now (they stop by
// themselves serverIdle after their last run, and die with us).
func stopServers() {
	servers.Lock()
	var all []*server
	for _, s := range servers.m {
		all = append(all, s)
	}
	servers.Unlock()
	for _, s := range all {
		s.closeIfIdle()
	}
}

// send writes one request, with files for a run.
func (s *server) send(q *fsReq, files []*os.File) error {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, q)
	var oob []byte
	if len(files) > 0 {
		fds := make([]int, len(files))
		for i, f := range files {
			fds[i] = int(f.Fd())
		}
		oob = unix.UnixRights(fds...)
	}
	_, _, err := s.conn.WriteMsgUnix(b.Bytes(), oob, nil)
	return err
}

// kill asks the server to send SIGKILL to the group of its child pid, if
// it has not reaped it yet (so the group id cannot have been reused).
func (s *server) kill(pid int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.dead {
		s.send(&fsReq{Op: opKill, Pid: int32(pid)}, nil)
	}
}

// startServed starts one run through a server: the server forks it with
// the run's pipes, limits, group and cgroup. It returns the child's pid and
// the channel of its end.
func (s *server) startServed(lim Limits, kind memKind, cgroup, marker string, files []*os.File) (int, chan fsRep, error) {
	q := fsReq{Op: opRun, Stack: -1, AS: -1, Data: -1, FSize: -1}
	if kind != memJVM && lim.Stack > 0 {
		q.Stack = lim.Stack
	}
	if lim.Memory > 0 {
		switch kind {
		case memAS:
			q.AS = addressSpace(lim.Memory)
		case memData:
			q.Data = addressSpace(lim.Memory)
		}
	}
	if lim.File > 0 {
		q.FSize = lim.File
	}
	if cgroup != "" {
		if len(cgroup)+len("/cgroup.procs") >= len(q.Cgroup) {
			return 0, nil, &HarnessError{Op: "start", Err: fmt.Errorf("cgroup path too long: %s", cgroup)}
		}
		copy(q.Cgroup[:], cgroup+"/cgroup.procs")
	}
	copy(q.Marker[:], marker)
	w := pending{make(chan fsRep, 1), make(chan fsRep, 1)}
	s.mu.Lock()
	if s.dead {
		s.mu.Unlock()
		return 0, nil, errServerGone
	}
	s.nextID++
	q.ID = s.nextID
	s.starting[q.ID] = w
	err := s.send(&q, files)
	if err != nil {
		delete(s.starting, q.ID)
	}
	s.mu.Unlock()
	if err != nil {
		return 0, nil, &HarnessError{Op: "send to the launcher", Err: err}
	}
	rep := <-w.started
	switch rep.Kind {
	case repStarted:
		return int(rep.Pid), w.done, nil
	case repFailed:
		return 0, nil, &HarnessError{Op: "fork", Err: syscall.Errno(rep.Status)}
	}
	return 0, nil, errServerGone
}

// exitFrom is the exit status in a server's REP_EXITED, nil if the server
// died first.
func exitFrom(rep fsRep) *exitStatus {
	if rep.Kind != repExited {
		return nil
	}
	e := &exitStatus{ws: syscall.WaitStatus(rep.Status)}
	e.ru.Utime = syscall.NsecToTimeval(rep.Utime * 1000)
	e.ru.Stime = syscall.NsecToTimeval(rep.Stime * 1000)
	e.ru.Maxrss = rep.MaxrssKB
	return e
}

// unservable lists the programs (argv[0]) whose fork server did not come
// up (the program never loaded it): their runs go through the launcher.
var unservable sync.Map

// ForkServer says how p's runs start: "on" when each is forked from a copy
// of the program stopped before main, else "off: " and why (each run
// execs the program).
func (p *Program) ForkServer() string {
	if mode, why := p.startModeMemo(); !forked(mode) {
		return "off: " + why
	}
	return "on"
}

func (p *Program) startModeMemo() (string, string) {
	mode, why := p.startMode()
	if forked(mode) {
		if v, ok := unservable.Load(p.servedKey(mode)); ok {
			return startExec, v.(string)
		}
	}
	return mode, why
}

// startRun starts one run of p: forked by its fork server or launcher, or
// through the shell when there is no launcher. A run started by start
// (the shell) leaves its OS thread locked (see process.release).
func (p *Program) startRun(lim Limits, cgroup string, env []string, n uint64, input []byte) (*process, error) {
	dir, err := newScratch(n)
	if err != nil {
		return nil, err
	}
	r, err := p.startIn(dir, lim, cgroup, env, n, input)
	if err != nil {
		removeScratch(dir)
		return nil, err
	}
	r.scratch = dir
	return r, nil
}

// startIn is startRun with the run's working folder dir made.
func (p *Program) startIn(dir string, lim Limits, cgroup string, env []string, n uint64, input []byte) (*process, error) {
	mode, _ := p.startModeMemo()
	if mode == startJVM {
		mode = startExec // an interactive run, or one the JVM server could not take
	}
	if mode == startShell {
		return start(launchArgs(lim, p.mem, cgroup, p.commandLine(lim)), env, n, input, dir)
	}
	srv, err := p.server(mode, lim, env)
	if err != nil {
		return nil, err
	}
	r, err := startServed(srv, lim, p.mem, cgroup, n, input, dir)
	if err != nil {
		srv.release()
		return nil, err
	}
	return r, nil
}

// server is the running launcher or fork server of mode for p's runs
// under lim with env (started if none runs), with a run counted in
// flight (release it). A fork server that does not come up (the program
// never loaded it) marks the program unservable, and its runs go
// through the launcher.
func (p *Program) server(mode string, lim Limits, env []string) (*server, error) {
	argv := p.commandLine(lim)
	stack := int64(-1)
	if mode != startExec && lim.Stack > 0 {
		stack = lim.Stack
	}
	srv, err := serverFor(mode, argv, env, stack)
	if err == errServerGone && mode != startExec {
		unservable.Store(p.servedKey(mode), "the program did not start the fork server")
		mode, stack = startExec, -1
		srv, err = serverFor(mode, argv, env, stack)
	}
	if err == errServerGone {
		err = &HarnessError{Op: "start the launcher", Err: err}
	}
	return srv, err
}

// startServed has srv fork one run with fresh pipes for its three
// standard streams, in the working folder dir (the child changes into it).
func startServed(srv *server, lim Limits, kind memKind, cgroup string, n uint64, input []byte, dir string) (*process, error) {
	wd, err := scratchFile(dir)
	if err != nil {
		return nil, err
	}
	defer wd.Close()
	io, err := stdFiles(input)
	if err != nil {
		return nil, err
	}
	marker := markerOf(n)
	pid, done, err := srv.startServed(lim, kind, cgroup, marker, append(io.child(), wd))
	io.closeChild()
	if err == errServerGone {
		err = &HarnessError{Op: "start", Err: err}
	}
	if err != nil {
		io.closeOurs()
		return nil, err
	}
	return &process{
		srv: srv, done: done, pgid: pid, marker: marker, streams: io, meter: cpuMeter{pgid: pid},
		over: make(chan struct{}), exited: make(chan struct{}),
		outDone: make(chan struct{}), errDone: make(chan struct{}), inDone: make(chan struct{}),
	}, nil
}
