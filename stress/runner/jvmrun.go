package runner

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// runJVM is one run of a Java program through a JVM server (see doc.go,
// "Starting a run"). ok is false when the run must start a JVM of its own
// instead: the program was refused (unservable says why from now on), or
// the run's streams could not be files.
func (p *Program) runJVM(ctx context.Context, lim Limits, input []byte) (out []byte, use Usage, err error, ok bool) {
	for try := 0; ; try++ {
		out, use, err, ok = p.runJVMOnce(ctx, lim, input)
		// A server that died while idle (killed from outside) could not
		// be sent the run: it goes to another, once.
		if !errors.Is(err, errJVMGone) || try == 1 {
			return out, use, err, ok
		}
	}
}

func (p *Program) runJVMOnce(ctx context.Context, lim Limits, input []byte) (out []byte, use Usage, err error, ok bool) {
	j, err := p.takeJVM(lim)
	if j == nil {
		return nil, Usage{}, err, err != nil
	}
	io, err := stdFiles(input)
	if err != nil {
		j.park()
		return nil, Usage{}, err, true
	}
	if io.outF == nil { // pipes: the server's runs need files
		io.closeChild()
		io.closeOurs()
		j.park()
		return nil, Usage{}, nil, false
	}
	out, use, err, fresh := p.serve(ctx, j, lim, io)
	if fresh {
		// Too close to the limit to tell from a warm JVM: a fresh one
		// says, start-up included.
		q := *p
		q.NoForkServer = true
		out, use, err = q.RunUsage(ctx, input)
		return out, use, err, true
	}
	p.record(use)
	return out, use, err, true
}

// serve runs the program once in j on the streams io, and gives j back to
// the pool or retires it. fresh reports a run that ended too near its
// time limit for a warm JVM's figure to decide: its CPU time plus twice
// the server's start-up (what a fresh JVM pays before main, and a margin
// for the JDK's code that a fresh JVM runs cold) passes the limit.
func (p *Program) serve(ctx context.Context, j *jvm, lim Limits, io streams) (out []byte, use Usage, err error, fresh bool) {
	cg := j.cg
	cg.base = cg.maxEvents()
	r := &process{
		pgid: j.pid, streams: io, outLimit: lim.Output, cgroup: cg,
		meter: cpuMeter{pgid: j.pid, cgroup: cg, base: j.cpuNow()},
		over:  make(chan struct{}), exited: make(chan struct{}),
	}
	j.clearPeak()
	err = j.send(io.child())
	io.closeChild()
	if err != nil {
		io.closeOurs()
		j.retire(true)
		return nil, Usage{}, &HarnessError{Op: "send to the JVM server", Err: errJVMGone}, false
	}
	var end jvmEnd
	go func() { end = j.await(); close(r.exited) }()
	cause := r.wait(ctx, lim, memJVM)
	if cause != stopExited {
		j.kill()
	}
	<-r.exited
	j.killRunChildren()
	peak := max(r.meter.peak, procHWM(j.pid))
	switch {
	case end.died || cause != stopExited:
		j.retire(true)
	case end.clean && emptyFolder(j.dir) == nil:
		j.park()
	default:
		j.retire(false) // it halts by itself
	}
	r.stdout, r.stderr, r.outSize, r.errSize = io.readOutputs(lim.Output)
	if r.outSize > lim.Output {
		close(r.over)
	}
	closeAll(io.outF, io.errF)
	st := end.status(r.meter.base)
	if st != nil {
		peak = max(peak, st.ru.Maxrss*1024)
		st.ru.Maxrss = peak / 1024
	}
	r.meter.peak = peak
	use = Usage{Peak: peak, Idle: r.idle}
	if st != nil {
		use.CPU = cpuTime(st)
	}
	out, err = r.verdict(ctx, cause, st, lim, memJVM, use.CPU)
	fresh = cause == stopExited && !end.died && use.CPU+2*j.startCPU > lim.Time
	return out, use, err, fresh
}

// errJVMGone: a server taken from the pool could not be sent the run.
var errJVMGone = errors.New("the JVM server is gone")

// jvmEnd is how a run in a JVM server ended: the server's "exit STATUS CPU
// CLEAN", or the JVM's own end (died) with its wait status and usage.
type jvmEnd struct {
	died   bool
	code   int
	cpu    time.Duration
	clean  bool
	exited fsRep // when died: the launcher's REP_EXITED (zero if unknown)
}

// await waits for the end of the run in flight.
func (j *jvm) await() jvmEnd {
	select {
	case m, ok := <-j.msgs:
		f := strings.Fields(m)
		if ok && len(f) == 4 && f[0] == "exit" {
			code, _ := strconv.Atoi(f[1])
			ns, _ := strconv.ParseInt(f[2], 10, 64)
			return jvmEnd{code: code, cpu: time.Duration(ns), clean: f[3] == "1"}
		}
		<-j.gone
		return jvmEnd{died: true, exited: j.exit}
	case <-j.gone:
		return jvmEnd{died: true, exited: j.exit}
	}
}

// status is the run's exit status as a fresh JVM's would be: the JVM's
// own when it died (its CPU time less base, what it had used before the
// run), else the server's report.
func (e jvmEnd) status(base time.Duration) *exitStatus {
	if e.died {
		st := exitFrom(e.exited)
		if st == nil {
			return nil
		}
		cpu := max(cpuTime(st)-base, 0)
		st.ru.Utime, st.ru.Stime = syscall.NsecToTimeval(cpu.Nanoseconds()), syscall.Timeval{}
		return st
	}
	st := &exitStatus{ws: syscall.WaitStatus(e.code << 8)}
	st.ru.Utime = syscall.NsecToTimeval(e.cpu.Nanoseconds())
	return st
}

// servedKey names p in unservable: its command (the class directory and
// main class tell Java programs apart), or argv[0] for the other servers.
func (p *Program) servedKey(mode string) string {
	if mode == startJVM {
		return strings.Join(p.argv, "\x00")
	}
	return p.argv[0]
}
