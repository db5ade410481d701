package stress

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gamestress/gamestress/problem"
)

// Interactor is a user's interactor (gamestress run --interactor FILE,
// testlib style) as Options.Answers: for each judge input the solution
// and `interactor input output` run together, each one's standard output
// relayed to the other's standard input, and the interactor's exit code
// is the verdict (0 OK, 1 WrongAnswer, 2 PresentationError). The
// solution's own failure (time, memory, a crash, waiting for input
// without having flushed) comes first. Any other end of the interactor
// (a crash, a hang, a limit, another exit code, or no answer to the
// solution's last message) is problem.InteractorError with a *JudgeError,
// never the solution's fault. A failure carries the dialog as a
// transcript. The saved answer of a counterexample is empty (the
// interactor judges; there is no expected output).
type Interactor struct {
	P    *problem.Problem
	Prog *JudgeProgram
}

// transcriptLines bounds the dialog kept for a report.
const transcriptLines = 200

// Expected is empty: an interactor has no expected output.
func (it *Interactor) Expected(context.Context, []problem.Case) (string, error) { return "", nil }

// Check plays one dialog of t with the interactor on cases.
func (it *Interactor) Check(ctx context.Context, t problem.Target, cases []problem.Case, _ bool) problem.Result {
	return it.dialog(ctx, t, it.P.Encode(cases))
}

// relay is the state of one dialog.
type relay struct {
	mu       sync.Mutex
	lines    []string // the transcript
	partial  [2]string
	toInter  atomic.Bool // the last bytes relayed went to the interactor: it owes the next message
	run       *judgeRun
	startErr  error
	exited    atomic.Bool
	owedAtEnd atomic.Bool // when the solution's output ended, the interactor owed it a message
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

func (it *Interactor) dialog(ctx context.Context, t problem.Target, input []byte) problem.Result {
	paths, clean, err := judgeFiles(input, nil)
	if err != nil {
		return problem.Result{Verdict: problem.OracleError, Err: err}
	}
	defer clean()
	rl := &relay{}
	juryErr, runErr := interactWith(t, ctx, func(ch *problem.Channel) error { return it.play(ctx, rl, ch, paths) })
	if rl.run != nil {
		rl.run.kill()
		rl.run.wait()
		closeFiles(rl.run.stdin, rl.run.stdout)
	}
	if cerr := ctx.Err(); cerr != nil {
		return problem.Result{Verdict: problem.OracleError, Err: errorsJoin(problem.ErrInterrupted, cerr)}
	}
	switch {
	case rl.startErr != nil:
		return it.fault(input, rl.startErr.Error(), "")
	case rl.run == nil: // the solution did not start
		return problem.Result{Verdict: problem.RuntimeError, Err: runErr}
	case juryErr != nil && !errors.Is(juryErr, errInteractorEnded) && !errors.Is(juryErr, problem.ErrEndOfOutput):
		return problem.Result{Verdict: problem.OracleError, Err: juryErr}
	}
	var re *problem.RunError
	if errors.As(runErr, &re) && re.Verdict == problem.TimeLimit && rl.owedAtEnd.Load() {
		// The solution waited for the interactor's answer until its limit.
		return it.fault(input, "did not answer the solution's last message (it hangs, or does not flush its output)", rl.run.message())
	}
	code, fault := rl.run.verdict()
	if fault != "" {
		return it.fault(input, fault, rl.run.message())
	}
	m := &problem.Mismatch{Case: -1, Input: input, Transcript: rl.transcript()}
	if errors.As(runErr, &re) && re.Verdict != problem.OK {
		m.Detail = re.Detail
		return problem.Result{Verdict: re.Verdict, Mismatch: m, Err: runErr}
	}
	if runErr != nil {
		return problem.Result{Verdict: problem.RuntimeError, Err: runErr}
	}
	if code == 0 {
		return problem.Result{Verdict: problem.OK}
	}
	v := [...]problem.Verdict{problem.OK, problem.WrongAnswer, problem.PresentationError}[code]
	m.Detail = "interactor: " + firstLineOf(rl.run.message())
	m.Want = "the interactor's verdict 0 (ok)"
	m.Got = fmt.Sprintf("exit code %d: %s", code, firstLineOf(rl.run.message()))
	return problem.Result{Verdict: v, Mismatch: m}
}

// play is the jury's side of the solution's run: it starts the interactor
// and relays both ways until the interactor ends.
func (it *Interactor) play(ctx context.Context, rl *relay, ch *problem.Channel, paths []string) error {
	run, err := it.Prog.start(ctx, paths, true)
	if err != nil {
		rl.startErr = err
		return err
	}
	rl.run = run
	go func() { // the solution's output, to the interactor
		buf := make([]byte, 1<<16)
		for {
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
				return
			}
		}
	}()
	buf := make([]byte, 1<<16)
	for { // the interactor's output, to the solution
		n, err := run.stdout.Read(buf)
		if n > 0 {
			rl.toInter.Store(false)
			rl.note(0, buf[:n])
			ch.To.Write(buf[:n]) // a solution that has ended: lost
			ch.To.Flush()
		}
		if err != nil {
			break
		}
	}
	run.wait()
	rl.exited.Store(true)
	ch.CloseTo()
	if code, fault := run.verdict(); fault != "" || code != 0 {
		return fmt.Errorf("%w (%d)", errInteractorEnded, code)
	}
	return nil
}

func (it *Interactor) fault(input []byte, detail, stderr string) problem.Result {
	e := &JudgeError{Role: "interactor", Name: it.Prog.Name, Input: input, Detail: detail, Stderr: stderr}
	return problem.Result{Verdict: problem.InteractorError, Err: e}
}
