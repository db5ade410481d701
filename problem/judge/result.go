package judge

import "errors"

// Mismatch is the first case on which a target's output differs from the
// oracle's answer.
type Mismatch struct {
	Case   int    // index of the failing case in the input, from 0; -1 when not tied to one case
	Input  []byte // judge input holding just that case (the whole input when Case is -1)
	Want   string // the oracle's answer for the case ("" when output was missing)
	Got    string // the target's answer for the case
	Detail string // one line: "case 2 (input line 3): want \"first\", got \"First\"", "missing output", "extra output"
	// Transcript is the dialog of an interactive problem, one line per
	// message (see interact.go); Moves counts its moves. Empty otherwise.
	Transcript string
	Moves      int
}

// Result is the outcome of checking a target on a list of cases.
type Result struct {
	Verdict  Verdict
	Mismatch *Mismatch // set for WrongAnswer and PresentationError
	Err      error     // set for TimeLimit, RuntimeError, ... (a *RunError) and OracleError
}

// Failed reports whether the result is anything but OK.
func (r Result) Failed() bool { return r.Verdict != OK }

// ErrInterrupted is wrapped by the Err of a Result whose run the context cut
// short (Ctrl-C, a cancelled search): it says nothing about the target.
// Such a Result also wraps the context's error (context.Canceled or
// context.DeadlineExceeded) and has the verdict OracleError, so that it is
// never taken for the target's own verdict.
var ErrInterrupted = errors.New("run interrupted")

// Interrupted reports whether the run was cut short by its context: the
// result is no verdict on the target, and a shrinker must not accept it.
func (r Result) Interrupted() bool { return errors.Is(r.Err, ErrInterrupted) }
