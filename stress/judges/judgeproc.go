package judges

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// JudgeProgram is a user's checker or interactor (testlib style): a built
// program (its command, runner.Program.Argv) that judges the solution in
// the oracle's place. It is the user's code, so it is untrusted: every run
// has a CPU time, a memory, a wall-clock and an output limit, runs in a
// process group of its own, and the whole group is killed when the run
// ends. A checker's run is a runner.Program's (run): the limits, the kill
// and the accounting of a solution's run, so that nothing it starts
// outlives it (runner.Live). An interactor's (start) is still its own:
// its standard input and output are relayed to the solution's, and the
// relay watches where it waits. Anything but a clean exit with testlib's
// code 0 (ok), 1 (wrong answer) or 2 (presentation error) is its fault (a
// *JudgeError), never the solution's.
type JudgeProgram struct {
	Role   string   // "checker" or "interactor", for messages
	Name   string   // the file the user gave
	Argv   []string // the command; the run's arguments are added after it
	Limits JudgeLimits
}

// JudgeLimits are the limits of one run of a JudgeProgram; zero fields
// take the defaults (2 s CPU, 256 MiB, 64 MiB of output, wall 10×CPU+1 s
// as the runner's: an interpreter starts slowly on a loaded machine).
type JudgeLimits struct {
	Time   time.Duration
	Wall   time.Duration
	Memory int64
	Output int64
}

func (l JudgeLimits) withDefaults() JudgeLimits {
	if l.Time <= 0 {
		l.Time = 2 * time.Second
	}
	if l.Wall <= 0 {
		l.Wall = 10*l.Time + time.Second
	}
	if l.Memory <= 0 {
		l.Memory = 256 << 20
	}
	if l.Output <= 0 {
		l.Output = 64 << 20
	}
	return l
}

// JudgeError is a fault of the user's checker or interactor on an input.
type JudgeError struct {
	Role, Name string
	Input      []byte // the judge input it failed on
	Detail     string // "exit code 3", "killed by signal SIGSEGV", "hung: killed after 5s", "refused the sample 1: ..."
	Stderr     string // the last lines of what it wrote
}

func (e *JudgeError) Error() string {
	in := strings.TrimSpace(string(e.Input))
	if len(in) > 60 {
		in = in[:60] + "..."
	}
	return fmt.Sprintf("the %s %s is at fault on the input %q: %s", e.Role, e.Name, in, e.Detail)
}

// judged is the end of one run of a JudgeProgram: its testlib exit code
// (0, 1 or 2), or its fault in words, and the last lines it wrote.
type judged struct {
	code    int
	fault   string
	message string
}

// run runs the program once with args after its command and nothing on
// its standard input, as a runner.Program under the limits (its standard
// output is kept, up to the output limit, and its standard error's last
// lines). The error is gamestress's own failure to run it, or ctx's end.
func (j *JudgeProgram) run(ctx context.Context, args []string) (judged, error) {
	lim := j.Limits.withDefaults()
	p := runner.Command(append(slices.Clone(j.Argv), args...))
	p.Limits = runner.Limits{Time: lim.Time, Wall: lim.Wall, Memory: lim.Memory, Output: lim.Output}
	out, use, err := p.RunUsage(ctx, nil)
	if cerr := ctx.Err(); cerr != nil {
		return judged{}, cerr
	}
	var re *judge.RunError
	var missing *runner.MissingToolError
	switch {
	case err == nil:
		return judged{message: lastLinesOf(string(out), 5)}, nil
	case errors.As(err, &missing):
		return judged{fault: fmt.Sprintf("the %s %s cannot start: %v", j.Role, j.Name, err)}, nil
	case !errors.As(err, &re) || re.Verdict == judge.OracleError:
		return judged{}, err // the runner's own failure (a *runner.HarnessError)
	}
	r := judged{message: lastLinesOf(strings.TrimSpace(string(out)+"\n"+re.Stderr), 5)}
	code, exited := runner.ExitCode(err)
	switch {
	case exited && (code == 1 || code == 2):
		r.code = code
	case exited && code == 3:
		r.fault = "exit code 3 (testlib's _fail: the judge program failed)"
	case exited:
		r.fault = fmt.Sprintf("exit code %d (a testlib judge exits 0 ok, 1 wrong answer, 2 presentation error)", code)
	case re.Verdict == judge.TimeLimit && use.CPU < lim.Time:
		r.fault = fmt.Sprintf("hung: killed after %s of wall-clock time", lim.Wall)
	case re.Verdict == judge.TimeLimit:
		r.fault = fmt.Sprintf("killed: over its CPU time limit of %s", lim.Time)
	case re.Verdict == judge.OutputLimit:
		r.fault = fmt.Sprintf("wrote more than %d bytes", lim.Output)
	case re.Verdict == judge.MemoryLimit:
		r.fault = "over its memory limit: " + re.Detail
	default:
		r.fault = "crashed: " + re.Detail
	}
	return r, nil
}

// judgeRun is one run of an interactor in flight.
type judgeRun struct {
	cmd      *exec.Cmd
	lim      JudgeLimits
	out      cappedBuffer // its standard error (and a checker's standard output)
	waited   chan struct{}
	state    *os.ProcessState
	hung     atomic.Bool    // killed at the wall-clock limit
	overflow atomic.Bool    // an interactor that wrote more than the output limit to the solution
	lingered atomic.Bool    // an interactor still running well after the solution's output ended
	stdin    io.WriteCloser // an interactor's: ours to write
	stdout   io.ReadCloser  // an interactor's: ours to read
	dir      string         // its working folder, empty, its own: removed by wait
}

func closeFiles(fs ...io.Closer) {
	for _, f := range fs {
		if f != nil && f != (*os.File)(nil) {
			f.Close()
		}
	}
}

// start starts one run of an interactor with args after the command:
// stdio true gives it pipes for its standard input and output, else its
// standard output joins its standard error.
func (j *JudgeProgram) start(ctx context.Context, args []string, stdio bool) (*judgeRun, error) {
	lim := j.Limits.withDefaults()
	secs := int64((lim.Time + time.Second - 1) / time.Second)
	space := lim.Memory + max(lim.Memory, 256<<20) // address space above resident memory, as the runner's
	script := fmt.Sprintf("ulimit -t %d; ulimit -v %d; exec \"$@\"", secs, space>>10)
	if len(j.Argv) > 0 && filepath.Base(j.Argv[0]) == "java" {
		// A JVM reserves far more address space than it uses: its heap is
		// bounded by -Xmx (Argv has it from the limits).
		script = fmt.Sprintf("ulimit -t %d; exec \"$@\"", secs)
	}
	argv := append(append([]string{"-c", script, "sh"}, j.Argv...), args...)
	r := &judgeRun{lim: lim, waited: make(chan struct{})}
	r.out.cap = lim.Output
	r.cmd = exec.Command("/bin/sh", argv...)
	r.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	r.cmd.Stderr = &r.out
	r.cmd.WaitDelay = time.Second // a child that keeps the pipes open
	dir, err := os.MkdirTemp("", "gamestress-judge-")
	if err != nil {
		return nil, err
	}
	r.cmd.Dir, r.dir = dir, dir    // as a solution's run (runner): a folder of its own
	var childIn, childOut *os.File // os.Pipe, not StdinPipe: Wait must not close our ends before we read them
	if stdio {
		inR, inW, err := os.Pipe()
		if err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
		outR, outW, err := os.Pipe()
		if err != nil {
			closeFiles(inR, inW)
			os.RemoveAll(dir)
			return nil, err
		}
		r.cmd.Stdin, r.cmd.Stdout, r.stdin, r.stdout = inR, outW, inW, outR
		childIn, childOut = inR, outW
	} else {
		r.cmd.Stdout = &r.out
	}
	err = r.cmd.Start()
	closeFiles(childIn, childOut)
	if err != nil {
		closeFiles(r.stdin, r.stdout)
		os.RemoveAll(dir)
		return nil, fmt.Errorf("the %s %s cannot start: %w", j.Role, j.Name, err)
	}
	go func() {
		r.cmd.Wait() // also closes the pipes after the exit
		r.state = r.cmd.ProcessState
		close(r.waited)
	}()
	go func() {
		t := time.NewTimer(lim.Wall)
		defer t.Stop()
		select {
		case <-r.waited:
		case <-t.C:
			r.hung.Store(true)
			r.kill()
		case <-ctx.Done():
			r.kill()
		}
	}()
	return r, nil
}

// kill sends SIGKILL to the run's whole process group.
func (r *judgeRun) kill() {
	if r.cmd.Process != nil {
		unix.Kill(-r.cmd.Process.Pid, unix.SIGKILL)
	}
}

// wait waits for the end of the run, then kills what is left of its
// group and removes its working folder.
func (r *judgeRun) wait() {
	<-r.waited
	r.kill()
	os.RemoveAll(r.dir)
}

// verdict reads a finished run: its exit code when it ended cleanly with
// one testlib gives a verdict (0, 1, 2), else the fault in words.
func (r *judgeRun) verdict() (code int, fault string) {
	st := r.state
	switch {
	case r.hung.Load():
		return -1, fmt.Sprintf("hung: killed after %s of wall-clock time", r.lim.Wall)
	case r.out.overflowed() || r.overflow.Load():
		return -1, fmt.Sprintf("wrote more than %d bytes", r.lim.Output)
	case r.lingered.Load():
		return -1, fmt.Sprintf("still running %s after the solution's output ended: killed", endGrace)
	case st == nil:
		return -1, "did not run"
	}
	ws, _ := st.Sys().(syscall.WaitStatus)
	switch {
	case ws.Signaled() && (ws.Signal() == syscall.SIGXCPU || ws.Signal() == syscall.SIGKILL):
		return -1, fmt.Sprintf("killed by signal %s (its CPU time limit is %s)", unix.SignalName(ws.Signal()), r.lim.Time)
	case ws.Signaled():
		return -1, "crashed: killed by signal " + unix.SignalName(ws.Signal())
	}
	code = ws.ExitStatus()
	switch code {
	case 0, 1, 2:
		return code, ""
	case 3:
		return code, "exit code 3 (testlib's _fail: the judge program failed)"
	}
	return code, fmt.Sprintf("exit code %d (a testlib judge exits 0 ok, 1 wrong answer, 2 presentation error)", code)
}

// message is the last lines of what the run wrote, for reports.
func (r *judgeRun) message() string {
	return lastLinesOf(r.out.String(), 5)
}

// endGrace is how long the interactor may run on once the solution's
// output has ended.
const endGrace = 500 * time.Millisecond

// firstLineOf is the first line of a judge's message, for a one-line detail.
func firstLineOf(s string) string {
	l, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return l
}

func lastLinesOf(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// cappedBuffer keeps at most cap bytes and says when more came.
type cappedBuffer struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	cap  int64
	over bool
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.cap - int64(b.buf.Len()); int64(len(p)) > room {
		b.over = true
		b.buf.Write(p[:max(room, 0)])
		return 0, errors.New("output limit")
	}
	return b.buf.Write(p)
}

func (b *cappedBuffer) overflowed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.over
}

func (b *cappedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// judgeFiles writes named files into a fresh temporary directory and
// returns their paths and a function that removes the directory.
func judgeFiles(files ...[]byte) ([]string, func(), error) {
	dir, err := os.MkdirTemp("", "gamestress-judge-")
	if err != nil {
		return nil, nil, err
	}
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = dir + "/" + strconv.Itoa(i)
		if f == nil {
			continue
		}
		if err := os.WriteFile(paths[i], f, 0o600); err != nil {
			os.RemoveAll(dir)
			return nil, nil, err
		}
	}
	return paths, func() { os.RemoveAll(dir) }, nil
}

// errorsJoin wraps both errors (errors.Is finds either).
func errorsJoin(a, b error) error { return fmt.Errorf("%w: %w", a, b) }
