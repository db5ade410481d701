package runner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/gamestress/gamestress/problem/judge"
)

// drainGrace is how long Run waits, after the process group is dead, for the
// output pipes to reach end of file before it looks for a process that left
// the group (setsid) and may hold them: it kills every process of the run,
// found by its environment and its cgroup, and goes on reading to end of
// file. Output is never cut short: a reader slow on a loaded machine still
// gets all of it.
const drainGrace = 500 * time.Millisecond

// drainLimit bounds the wait for end of file once every process of the run
// was killed: past it, a process we cannot find (one that left the group
// and cleared its environment) holds the pipes, and Run fails with a
// *HarnessError rather than block.
const drainLimit = 10 * time.Second

// why a run stopped.
type stopCause uint8

const (
	stopExited stopCause = iota
	stopTime             // CPU time over Limits.Time
	stopWall             // wall-clock time over Limits.Wall
	stopOutput
	stopMemory // peak resident memory over Limits.Memory
	stopProcs  // more processes than Limits.Procs
	stopCanceled
)

// Run feeds input to one run of the program and returns its standard output.
// A time, memory, process or output limit or a crash is a *judge.RunError
// (with the output produced so far); a cancelled ctx kills the run and
// returns ctx.Err(); a failure of gamestress itself (a pipe or the launcher
// that cannot start) is a *HarnessError. When Run returns, the run's whole
// process group has been sent SIGKILL.
func (p *Program) Run(ctx context.Context, input []byte) ([]byte, error) {
	out, _, err := p.RunUsage(ctx, input)
	return out, err
}

// RunUsage is Run, with what the run used (also when it failed). The
// Program keeps the most of each over its runs (Program.Peak).
func (p *Program) RunUsage(ctx context.Context, input []byte) ([]byte, Usage, error) {
	if p.err != nil {
		return nil, Usage{}, p.err
	}
	if err := ctx.Err(); err != nil {
		return nil, Usage{}, err
	}
	lim := p.Limits.withDefaults()
	if mode, _ := p.startModeMemo(); mode == startJVM {
		if out, use, err, ok := p.runJVM(ctx, lim, input); ok {
			return out, use, err
		}
	}
	n := runs.Add(1)
	cg := newRunCgroup(n, lim.Procs)
	defer func() { go cg.release() }()
	r, err := p.startRun(lim, cg.dir, p.Env, n, input)
	if err != nil {
		return nil, Usage{}, err
	}
	r.cgroup = cg
	r.meter.cgroup = cg
	r.outLimit = lim.Output
	defer r.release()
	if r.inW != nil {
		go r.feed(input)
	} else {
		close(r.inDone) // standard input is a sealed file of the input
	}
	if r.outF == nil {
		go func() { r.stdout = readCapped(r.outR, lim.Output, r.over); close(r.outDone) }()
		go func() { r.stderr = readTail(r.errR); close(r.errDone) }()
	} else {
		close(r.outDone) // the outputs are files, read when the run has ended
		close(r.errDone)
	}
	go r.waitExit()
	cause := r.wait(ctx, lim, p.mem)
	st, drainErr := r.stop(cause)
	use := r.usage(st)
	p.record(use)
	if drainErr != nil && cause != stopCanceled {
		return r.stdout, use, drainErr
	}
	out, err := r.verdict(ctx, cause, st, lim, p.mem, use.CPU)
	if p.stderrTo != nil {
		p.stderrTo(r.stderr)
	}
	return out, use, err
}

// process is one run in flight.
type process struct {
	cmd    *exec.Cmd // nil for a run forked by a server
	srv    *server   // the launcher or fork server that forked it, or nil
	done   chan fsRep
	exit   *exitStatus // once exited is closed (nil if unknown)
	pgid   int
	marker string // the run's environment entry (see Live)
	streams
	outLimit         int64 // Limits.Output
	outSize, errSize int64 // the sizes of the output files, once read
	stdout, stderr   []byte
	over             chan struct{} // closed: output limit exceeded
	exited           chan struct{} // closed: the program ended (not yet reaped)
	outDone, errDone chan struct{}
	inDone           chan struct{}
	cgroup           runCgroup
	meter            cpuMeter
	idle             bool   // stopped at the wall-clock limit while no process of it was runnable
	scratch          string // the run's working folder, removed by release
}

// start launches the launcher with args in a new process group, with pipes
// for the three standard streams. It leaves the OS thread locked on success:
// Pdeathsig fires when the thread that forked the child exits, and while
// this goroutine holds the thread no other goroutine can run on it and end
// it (a goroutine that exits locked takes its thread down).
func start(args, env []string, n uint64, input []byte, dir string) (*process, error) {
	io, err := stdFiles(input)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(launcher, args...)
	cmd.Dir = dir
	cmd.Stdin, cmd.Stdout, cmd.Stderr = io.in, io.out, io.err
	marker := markerOf(n)
	cmd.Env = append(append(os.Environ(), env...), marker)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	runtime.LockOSThread()
	err = startHook(cmd)
	io.closeChild()
	if err != nil {
		runtime.UnlockOSThread()
		io.closeOurs()
		return nil, &HarnessError{Op: "start " + launcher, Err: err}
	}
	return &process{
		cmd: cmd, pgid: cmd.Process.Pid, marker: marker, streams: io, meter: cpuMeter{pgid: cmd.Process.Pid},
		over: make(chan struct{}), exited: make(chan struct{}),
		outDone: make(chan struct{}), errDone: make(chan struct{}), inDone: make(chan struct{}),
	}, nil
}

func closeAll(fs ...*os.File) {
	for _, f := range fs {
		f.Close()
	}
}

// feed writes the input and closes standard input. A program that exits
// without reading everything is not an error (EPIPE is ignored).
func (r *process) feed(input []byte) {
	r.inW.Write(input)
	r.inW.Close()
	close(r.inDone)
}

// waitExit waits for the program to end without reaping it, so that its pid,
// which is the group id, cannot be reused before the group is killed.
func (r *process) waitExit() {
	if r.srv != nil {
		// The server kills the group and reaps the child, in that order.
		r.exit = exitFrom(<-r.done)
		close(r.exited)
		return
	}
	var info unix.Siginfo
	for {
		err := unix.Waitid(unix.P_PID, r.pgid, &info, unix.WEXITED|unix.WNOWAIT, nil)
		if err != unix.EINTR {
			break
		}
	}
	close(r.exited)
}

// startHook starts the launcher; tests replace it to make the start fail.
var startHook = (*exec.Cmd).Start

// wait blocks until the program ends or must be stopped: its group's CPU
// time, resident memory and processes are read cpuPoll after the start,
// then at intervals that double up to cpuPollMax, and the wall clock is
// the safety net.
func (r *process) wait(ctx context.Context, lim Limits, kind memKind) stopCause {
	t0, lastCPU := time.Now(), time.Duration(-1)
	wall := time.NewTimer(lim.Wall)
	defer wall.Stop()
	every := cpuPoll
	tick := time.NewTimer(every)
	defer tick.Stop()
	for {
		select {
		case <-r.exited:
			return stopExited
		case <-tick.C:
			if cause := r.poll(lim, kind); cause != stopExited {
				return cause
			}
			every = min(2*every, cpuPollMax)
			tick.Reset(every)
		case <-wall.C:
			// Only a run that waits is stopped at the wall: one that
			// the machine's load starves of a core goes on to its hard
			// CPU limit, up to the net (a loaded machine must not make
			// a fast program a TimeLimit). Waiting is seen twice,
			// idleCheck apart: no thread runnable, and no CPU time used
			// in between.
			cpu, idle := r.meter.used(), r.meter.idle()
			if r.idle = idle && cpu == lastCPU; r.idle || time.Since(t0) >= lim.net() {
				return stopWall
			}
			lastCPU = cpu
			wall.Reset(idleCheck)
		case <-r.over:
			return stopOutput
		case <-ctx.Done():
			return stopCanceled
		}
	}
}

// idleCheck is how long a run past its wall-clock limit must be seen
// waiting (no thread runnable, no CPU time used) before it is stopped.
const idleCheck = 200 * time.Millisecond

// poll reads the run's group once and says why it must stop, or
// stopExited when it may go on.
func (r *process) poll(lim Limits, kind memKind) stopCause {
	used := r.meter.used()
	switch {
	case lim.Procs > 0 && (r.meter.procs() > 1 || r.meter.polls%groupScan == 1) && r.cgroup.refused(),
		lim.Procs > 0 && r.meter.procs() > lim.Procs:
		// A lone program has had no fork refused lately: pids.events is
		// read when the run has children (and every groupScan polls; the
		// verdict reads it once more at the end).
		return stopProcs
	case overMemory(r.meter.peak, lim, kind):
		return stopMemory
	case used > lim.Time+lim.Extra:
		return stopTime
	case r.outF != nil && fileSize(r.outF) > lim.Output:
		return stopOutput
	}
	return stopExited
}

// overMemory reports whether a peak resident memory passes the limit. The
// JVM is judged by its heap limit (-Xmx) instead: its own footprint (40
// MiB and more) passes the small limits of old judges, which give Java
// more memory than the statement's figure.
func overMemory(peak int64, lim Limits, kind memKind) bool {
	return lim.Memory > 0 && kind != memJVM && peak > lim.Memory
}

// stop kills the whole process group (before and after the leader ends, so
// no member survives it) and the run's cgroup, reaps the leader, and reads
// the pipes to end of file (see drain).
func (r *process) stop(cause stopCause) (*exitStatus, error) {
	if cause != stopExited {
		r.kill()
	}
	<-r.exited
	if r.srv == nil {
		r.kill()
	} else {
		r.cgroup.kill() // the server killed the group before it reaped the leader
	}
	if r.cgroup.dir == "" {
		// No cgroup holds the run: a child that left the group (setsid)
		// is found by the run's environment entry.
		killMarked(r.marker, r.pgid)
	}
	if r.cmd != nil {
		r.cmd.Wait() // reaps; the exit status is read from ProcessState
		r.exit = exitOf(r.cmd.ProcessState)
	}
	return r.exit, r.drain()
}

// kill sends SIGKILL to every process of the run's group and cgroup. The
// group of a run forked by a server is killed by the server, which alone
// knows whether it has reaped the leader (whose pid is the group id).
func (r *process) kill() {
	if r.srv != nil {
		r.srv.kill(r.pgid)
	} else {
		syscall.Kill(-r.pgid, syscall.SIGKILL)
	}
	r.cgroup.kill()
}

// release ends the run's hold on its server or on its OS thread.
func (r *process) release() {
	removeScratch(r.scratch) // every process of the run is dead
	if r.srv != nil {
		r.srv.release()
		return
	}
	runtime.UnlockOSThread() // locked by start, for Pdeathsig
}

// drain reads the output pipes to end of file. After drainGrace it kills
// every process of the run wherever it is (found by its environment and
// cgroup: one that left the group may hold the pipes) and goes on reading;
// drainLimit later, a pipe still open is a *HarnessError. Then it abandons
// the input and closes everything.
func (r *process) drain() error {
	var err error
	if !waitBoth(r.outDone, r.errDone, drainGrace) {
		killMarked(r.marker, r.pgid)
		r.cgroup.kill()
		if !waitBoth(r.outDone, r.errDone, drainLimit) {
			err = &HarnessError{Op: "drain output", Err: fmt.Errorf("output still open %s after every process of the run was killed (a process that left the run and cleared its environment holds it)", drainLimit)}
			r.outR.SetReadDeadline(time.Now())
			r.errR.SetReadDeadline(time.Now())
			<-r.outDone
			<-r.errDone
		}
	}
	if r.inW != nil {
		r.inW.SetWriteDeadline(time.Now())
	}
	<-r.inDone
	if r.outF != nil {
		// Every process of the run is dead or killed: what the files hold
		// is the run's output.
		r.stdout, r.stderr, r.outSize, r.errSize = r.readOutputs(r.outLimit)
		if r.outSize > r.outLimit && !isClosed(r.over) {
			close(r.over)
		}
		closeAll(r.outF, r.errF)
		return err
	}
	closeAll(r.outR, r.errR)
	return err
}

// waitBoth waits for a and b to close, at most d; it reports whether they did.
func waitBoth(a, b chan struct{}, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	for _, c := range []chan struct{}{a, b} {
		select {
		case <-c:
		case <-t.C:
			return false
		}
	}
	return true
}

// verdict is Run's result for a run that stopped for cause.
func (r *process) verdict(ctx context.Context, cause stopCause, st *exitStatus, lim Limits, kind memKind, cpu time.Duration) ([]byte, error) {
	switch {
	case cause == stopCanceled:
		return r.stdout, ctx.Err()
	case cause == stopOutput || isClosed(r.over):
		return r.stdout, &judge.RunError{Verdict: judge.OutputLimit, Detail: "more than " + formatBytes(lim.Output) + " of output", Stderr: lastLines(r.stderr, stderrLines)}
	case cause == stopProcs || (lim.Procs > 0 && r.cgroup.refused()):
		return r.stdout, &judge.RunError{Verdict: judge.RuntimeError, Detail: procsDetail(lim.Procs), Stderr: lastLines(r.stderr, stderrLines)}
	case cause == stopMemory:
		return r.stdout, memoryLimit(r.meter.peak, lim, r.stderr)
	case cause == stopTime:
		return r.stdout, timeLimit(lim, r.stderr, cpu)
	case cause == stopWall:
		detail := "exceeded " + lim.Wall.String() + " of wall-clock time (CPU limit " + lim.Time.String() + ", " + cpuText(cpu) + " used; it was waiting, not running: for input it never gets? a sleep?)"
		if !r.idle {
			detail = "exceeded " + lim.net().String() + " of wall-clock time, running but starved of a core by the machine's load (CPU limit " + lim.Time.String() + ", " + cpuText(cpu) + " used)"
		}
		return r.stdout, &judge.RunError{Verdict: judge.TimeLimit, Detail: detail, Stderr: lastLines(r.stderr, stderrLines)}
	}
	if st == nil {
		return r.stdout, &HarnessError{Op: "wait", Err: errors.New("no exit status")}
	}
	// Ended between two polls, but over a limit all the same.
	if peak := max(r.meter.peak, peakRSS(st)); overMemory(peak, lim, kind) {
		return r.stdout, memoryLimit(peak, lim, r.stderr)
	}
	if cpu > lim.Time {
		return r.stdout, timeLimit(lim, r.stderr, cpu)
	}
	if e := r.streamPastFileLimit(st, lim); e != nil {
		return r.stdout, e
	}
	if e := classify(st, r.stderr, lim, kind); e != nil {
		return r.stdout, e
	}
	return r.stdout, nil
}

// memoryLimit is the verdict of a run whose peak resident memory passed
// the limit.
func memoryLimit(peak int64, lim Limits, stderr []byte) *judge.RunError {
	detail := fmt.Sprintf("peak resident memory %s, over the limit of %s", formatMiB(peak), formatBytes(lim.Memory))
	return &judge.RunError{Verdict: judge.MemoryLimit, Detail: detail, Stderr: lastLines(stderr, stderrLines)}
}

// timeLimit is the verdict of a run over its CPU time limit, having used
// cpu: killed at the hard limit (Limits.Hard), or ended before it.
func timeLimit(lim Limits, stderr []byte, cpu time.Duration) *judge.RunError {
	detail := "exceeded " + lim.Time.String() + " of CPU time (" + cpuText(cpu) + " used"
	if hard := lim.Time + lim.Extra; cpu >= hard {
		detail += ": killed at " + hard.String()
	}
	return &judge.RunError{Verdict: judge.TimeLimit, Detail: detail + ")", Stderr: lastLines(stderr, stderrLines)}
}

// cpuText is a CPU time for a verdict's detail: "1.52 s".
func cpuText(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }

func isClosed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// streamPastFileLimit is the verdict of a run killed by SIGXFSZ when the
// file that passed the size limit is its standard output or error (they
// are files: the limit bounds them too), said as such: standard error
// that large is debug output left in.
func (r *process) streamPastFileLimit(st *exitStatus, lim Limits) *judge.RunError {
	if r.outF == nil || lim.File <= 0 || !st.ws.Signaled() || st.ws.Signal() != syscall.SIGXFSZ {
		return nil
	}
	tail := lastLines(r.stderr, stderrLines)
	switch {
	case r.outSize >= lim.File:
		return &judge.RunError{Verdict: judge.OutputLimit, Detail: "more than " + formatBytes(lim.File) + " of output (the file size limit; killed by signal SIGXFSZ)", Stderr: tail}
	case r.errSize >= lim.File:
		return &judge.RunError{Verdict: judge.OutputLimit, Detail: "more than " + formatBytes(lim.File) + " on standard error (debug output left in? killed by signal SIGXFSZ at the file size limit)", Stderr: tail, Cause: judge.StderrFlood}
	}
	return nil
}
