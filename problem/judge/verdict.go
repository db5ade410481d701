package judge

import "fmt"

// Verdict is the judge's word on one run of a target. Its names are the same
// in text and JSON reports.
type Verdict uint8

const (
	OK Verdict = iota
	WrongAnswer
	TimeLimit
	RuntimeError
	MemoryLimit
	OutputLimit
	PresentationError
	// OracleError: the harness itself could not answer a case (never a silent skip).
	OracleError
	// ReferenceError: the user's reference program (run --reference), which
	// stands in for the oracle, failed on the input: it crashed, ran out of
	// time or memory, printed the wrong number of answers, or disagreed with
	// the oracle. Never the solution's fault.
	ReferenceError
	// CheckerError, InteractorError: the user's checker (run --checker) or
	// interactor (run --interactor), which stands in for the oracle's
	// judgement, failed: it crashed, hung, exceeded a limit, exited with a
	// code other than testlib's 0 (ok), 1 (wrong answer), 2 (presentation
	// error), or refused the statement's sample. Never the solution's fault.
	CheckerError
	InteractorError
)

var verdictNames = [...]string{"OK", "WrongAnswer", "TimeLimit", "RuntimeError", "MemoryLimit", "OutputLimit", "PresentationError", "OracleError", "ReferenceError", "CheckerError", "InteractorError"}

func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return fmt.Sprintf("Verdict(%d)", uint8(v))
}

// MarshalText makes verdicts print by name in JSON.
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }
