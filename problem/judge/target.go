package judge

import (
	"context"
	"errors"
	"fmt"
)

// Target is anything that turns one judge input into an output: an in-process
// candidate, or an external program run under limits.
//
// Run returns the program's standard output. A failure that is not about the
// answer (time, memory, output limit, crash) is returned as a *RunError,
// together with whatever output was produced before it.
type Target interface {
	Run(ctx context.Context, input []byte) ([]byte, error)
}

// TargetFunc adapts a function to Target.
type TargetFunc func(ctx context.Context, input []byte) ([]byte, error)

// Run calls f.
func (f TargetFunc) Run(ctx context.Context, input []byte) ([]byte, error) { return f(ctx, input) }

// RunError is a run that ended with a verdict other than a wrong answer.
type RunError struct {
	Verdict Verdict // TimeLimit, RuntimeError, MemoryLimit, OutputLimit or OracleError
	Detail  string  // e.g. "exit status 3", "killed by signal SIGSEGV", "exceeded 2s"
	Stderr  string  // the last lines of the program's standard error
	// Exit is the exit status of a run that exited with one other than 0
	// (a RuntimeError "exit status N"); 0 for any other end.
	Exit int
	// Cause is what the runner saw beside the verdict (NoCause: nothing
	// more), for the diagnosis of a failure (stress/diagnose).
	Cause Cause
}

// Cause is what a run's end shows beyond its verdict.
type Cause uint8

const (
	NoCause Cause = iota
	// Unflushed: in an interactive run, the jury waited for the program's
	// output while the program waited for input.
	Unflushed
	// StderrFlood: standard error passed the file size limit.
	StderrFlood
)

func (e *RunError) Error() string {
	if e.Detail == "" {
		return e.Verdict.String()
	}
	return fmt.Sprintf("%s: %s", e.Verdict, e.Detail)
}

// RunTarget runs t on one judge input, as Check does: its output and an OK
// result, or the result of a run that failed for another reason than its
// answer (a *RunError's verdict; RuntimeError for any other error; an
// interrupted result when ctx ended).
func RunTarget(ctx context.Context, t Target, in []byte) ([]byte, Result) {
	if err := ctx.Err(); err != nil {
		return nil, interruptedResult(err)
	}
	out, err := t.Run(ctx, in)
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return out, interruptedResult(cerr)
		}
		var re *RunError
		switch {
		case errors.As(err, &re) && re.Verdict != OK && re.Verdict != WrongAnswer:
			return out, Result{Verdict: re.Verdict, Err: err}
		case errors.Is(err, context.DeadlineExceeded):
			return out, Result{Verdict: TimeLimit, Err: err}
		}
		return out, Result{Verdict: RuntimeError, Err: err}
	}
	return out, Result{Verdict: OK}
}

// interruptedResult is the result of a run that ctx cut short (or never
// started): no verdict on the target.
func interruptedResult(ctxErr error) Result {
	return Result{Verdict: OracleError, Err: fmt.Errorf("%w: %w", ErrInterrupted, ctxErr)}
}
