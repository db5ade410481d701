package judges

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// Interactor is a user's interactor (gamestress run --interactor FILE,
// testlib style) as Options.Answers: for each judge input the solution
// and `interactor input output` run together, each one's standard output
// relayed to the other's standard input, and the interactor's exit code
// is the verdict (0 OK, 1 WrongAnswer, 2 PresentationError). The
// solution's own failure (time, memory, a crash, waiting for input
// without having flushed) comes first. Any other end of the interactor
// (a crash, a hang, a limit, another exit code, or no answer to the
// solution's last message) is judge.InteractorError with a *JudgeError,
// never the solution's fault. A failure carries the dialog as a
// transcript; a counterexample is saved with InteractorAnswer as its
// answer (the interactor judges it again on replay).
type Interactor struct {
	P    *problem.Problem
	Prog *JudgeProgram
}

// transcriptLines bounds the dialog kept for a report.
const transcriptLines = 200

// InteractorAnswer is the saved answer of an input judged by an
// interactor: there is no expected output, only the dialog.
const InteractorAnswer = "(judged by the interactor: no expected output)"

// Expected is InteractorAnswer.
func (it *Interactor) Expected(context.Context, []format.Case) (string, error) {
	return InteractorAnswer, nil
}

// Check plays one dialog of t with the interactor on cases. A dialog
// stopped as a deadlock (a TimeLimit well before the CPU limit) is played
// again, up to twice (so is one blamed on the interactor's silence): the
// solution's run takes both sides waiting for the other as a deadlock, and
// on a loaded machine the interactor, a third process, or the relay can be
// kept from the CPU long enough to look like one.
func (it *Interactor) Check(ctx context.Context, t judge.Target, cases []format.Case, _ bool) judge.Result {
	input := it.P.Encode(cases)
	for try := 0; ; try++ {
		t0 := time.Now()
		r, idle := it.dialog(ctx, t, input)
		if !idle || time.Since(t0) >= it.Prog.Limits.withDefaults().Time || try == 2 {
			return r
		}
	}
}

// relay is the state of one dialog.
type relay struct {
	mu        sync.Mutex
	lines     []string // the transcript
	partial   [2]string
	toInter   atomic.Bool // the last bytes relayed went to the interactor: it owes the next message
	run       *judgeRun
	startErr  error
	exited    atomic.Bool
	owedAtEnd atomic.Bool // when the solution's output ended, the interactor owed it a message
	relaying  atomic.Bool // a message of the interactor is on its way to the solution
}

// note adds what side (0: the interactor, 1: the solution) wrote to the transcript.
func (r *relay) note(side int, b []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.partial[side] + string(b)
	parts := strings.Split(s, "\n")
	r.partial[side] = parts[len(parts)-1]
	mark := [2]string{"< ", "> "}[side]
	for _, l := range parts[:len(parts)-1] {
		if len(r.lines) < transcriptLines {
			r.lines = append(r.lines, mark+l)
		} else if len(r.lines) == transcriptLines {
			r.lines = append(r.lines, "... (the rest of the dialog is not kept)")
		}
	}
}

func (r *relay) transcript() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	lines := append([]string(nil), r.lines...)
	for side, p := range r.partial {
		if p != "" {
			lines = append(lines, [2]string{"< ", "> "}[side]+p+" (no newline)")
		}
	}
	return strings.Join(lines, "\n")
}

// errInteractorEnded stops the solution: the interactor has given its verdict.
var errInteractorEnded = errors.New("the interactor ended")

// dialog plays one dialog; idle reports a result that came from the
// solution's run being stopped as a deadlock (worth playing again).
func (it *Interactor) dialog(ctx context.Context, t judge.Target, input []byte) (judge.Result, bool) {
	res, silent := it.play1(ctx, t, input)
	return res, silent || res.Verdict == judge.TimeLimit
}

// silentDetail is the fault of an interactor the solution waited for.
const silentDetail = "did not answer the solution's last message"

// play1 is one dialog; silent reports an interactor blamed for not
// answering the solution (a deadlock the solution's run stopped).
func (it *Interactor) play1(ctx context.Context, t judge.Target, input []byte) (res judge.Result, silent bool) {
	paths, clean, err := judgeFiles(input, nil)
	if err != nil {
		return judge.Result{Verdict: judge.OracleError, Err: err}, false
	}
	defer clean()
	rl := &relay{}
	rl.toInter.Store(true) // a testlib interactor speaks first: it owes the first message
	juryErr, runErr := judge.Interact(ctx, t, func(ch *judge.Channel) error { return it.play(ctx, rl, ch, paths) })
	if rl.run != nil {
		rl.run.kill()
		rl.run.wait()
		closeFiles(rl.run.stdin, rl.run.stdout)
	}
	if cerr := ctx.Err(); cerr != nil {
		return judge.Result{Verdict: judge.OracleError, Err: errorsJoin(judge.ErrInterrupted, cerr)}, false
	}
	switch {
	case rl.startErr != nil:
		return it.fault(input, rl.startErr.Error(), ""), false
	case rl.run == nil: // the solution did not start
		return judge.Result{Verdict: judge.RuntimeError, Err: runErr}, false
	case juryErr != nil && !errors.Is(juryErr, errInteractorEnded) && !errors.Is(juryErr, judge.ErrEndOfOutput):
		return judge.Result{Verdict: judge.OracleError, Err: juryErr}, false
	}
	var re *judge.RunError
	if errors.As(runErr, &re) && re.Verdict == judge.TimeLimit && rl.owedAtEnd.Load() {
		// The solution waited for the interactor's answer until its limit.
		return it.fault(input, silentDetail+" (it hangs, or does not flush its output)", rl.run.message()), true
	}
	code, fault := rl.run.verdict()
	if fault != "" {
		return it.fault(input, fault, rl.run.message()), false
	}
	m := &judge.Mismatch{Case: -1, Input: input, Transcript: rl.transcript(), Want: InteractorAnswer}
	if errors.As(runErr, &re) && re.Verdict != judge.OK {
		m.Detail = re.Detail
		return judge.Result{Verdict: re.Verdict, Mismatch: m, Err: runErr}, false
	}
	if runErr != nil {
		return judge.Result{Verdict: judge.RuntimeError, Err: runErr}, false
	}
	if code == 0 {
		return judge.Result{Verdict: judge.OK}, false
	}
	v := [...]judge.Verdict{judge.OK, judge.WrongAnswer, judge.PresentationError}[code]
	m.Detail = "interactor: " + firstLineOf(rl.run.message())
	m.Got = fmt.Sprintf("exit code %d: %s", code, firstLineOf(rl.run.message()))
	return judge.Result{Verdict: v, Mismatch: m}, false
}

// play is the jury's side of the solution's run: it starts the interactor
// and relays both ways until the interactor ends.
func (it *Interactor) play(ctx context.Context, rl *relay, ch *judge.Channel, paths []string) error {
	run, err := it.Prog.start(ctx, paths, true)
	if err != nil {
		rl.startErr = err
		return err
	}
	rl.run = run
	solutionDone := make(chan struct{})
	go func() { // the solution's output, to the interactor
		defer close(solutionDone)
		buf := make([]byte, 1<<16)
		pid := run.cmd.Process.Pid
		for {
			// Read the solution only while the interactor waits: a read
			// that waits while the interactor starts or thinks would look,
			// to the solution's run, like a jury waiting for a program
			// that waits for input (a deadlock, stopped as a TimeLimit).
			var asleep time.Time // since when the interactor sleeps elsewhere than in a read
			for !rl.exited.Load() && ctx.Err() == nil {
				if !rl.relaying.Load() && pipeEmpty(run.stdout) && pipeEmpty(run.stdin) {
					w := procWait(pid)
					if w == waitPipe || w == waitOther && !asleep.IsZero() && time.Since(asleep) >= stuckAfter {
						break
					}
					if w == waitOther && asleep.IsZero() {
						asleep = time.Now()
					}
					if w != waitOther {
						asleep = time.Time{}
					}
				}
				time.Sleep(500 * time.Microsecond)
			}
			n, err := ch.From.Read(buf)
			if n > 0 {
				rl.toInter.Store(true)
				rl.note(1, buf[:n])
				run.stdin.Write(buf[:n]) // an interactor that has ended loses them, as on a judge
			}
			if err != nil {
				// The solution's output ended: did it wait for the interactor?
				rl.owedAtEnd.Store(rl.toInter.Load() && !rl.exited.Load())
				run.stdin.Close()
				// A testlib interactor ends at the end of its input; one
				// that does not is stopped soon after (it has hung).
				select {
				case <-run.waited:
				case <-time.After(endGrace):
					run.lingered.Store(true)
					run.kill()
				}
				return
			}
		}
	}()
	buf := make([]byte, 1<<16)
	var sent int64
	for { // the interactor's output, to the solution
		n, err := run.stdout.Read(buf)
		if n > 0 {
			rl.relaying.Store(true)
			rl.toInter.Store(false)
			rl.note(0, buf[:n])
			ch.To.Write(buf[:n]) // a solution that has ended: lost
			ch.To.Flush()
			if sent += int64(n); sent > run.lim.Output {
				run.overflow.Store(true)
				run.kill()
			}
			rl.relaying.Store(false)
		}
		if err != nil {
			break
		}
	}
	run.wait()
	rl.exited.Store(true)
	ch.CloseTo()
	// The jury returns only when nothing reads the solution's output any
	// more: the runner reads it by its descriptor's number, which the next
	// run may get once this one ends (a reader left behind took the first
	// line of another dialog). A solution told the input has ended stops;
	// one that does not runs into its limits.
	<-solutionDone
	if code, fault := run.verdict(); fault != "" || code != 0 {
		return fmt.Errorf("%w (%d)", errInteractorEnded, code)
	}
	return nil
}

func (it *Interactor) fault(input []byte, detail, stderr string) judge.Result {
	e := &JudgeError{Role: "interactor", Name: it.Prog.Name, Input: input, Detail: detail, Stderr: stderr}
	return judge.Result{Verdict: judge.InteractorError, Err: e}
}

// stuckAfter is how long an interactor may sleep elsewhere than in a read
// of a pipe (a timer, a lock: a hang) before the relay reads the solution
// anyway, so that a dialog where both wait ends as a deadlock.
const stuckAfter = 300 * time.Millisecond

const (
	waitNone  = iota // running, or ended
	waitPipe         // asleep in a read of a pipe: it waits for the solution
	waitOther        // asleep elsewhere
)

// procWait says where process pid waits (state S, /proc/pid/wchan).
func procWait(pid int) int {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return waitNone
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 >= len(b) || b[i+2] != 'S' {
		return waitNone
	}
	w, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/wchan")
	if bytes.Contains(w, []byte("pipe_read")) || bytes.Contains(w, []byte("pipe_wait")) {
		return waitPipe
	}
	return waitOther
}

// pipeEmpty reports whether no byte waits in the pipe behind r (either
// end); a reader or writer that is not a pipe counts as empty.
func pipeEmpty(r interface{}) bool {
	f, ok := r.(*os.File)
	return !ok || runner.PipeEmpty(f)
}
