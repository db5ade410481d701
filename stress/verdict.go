package stress

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// The verdict model. A run (Search, Hunt) records, for every input it
// ran, what was checked (Checked): the output against its right answers
// (the oracle's, a reference's or a checker's, the game's for moves and
// dialogs), its limits only (time, memory, a crash, the output's size:
// no answers could be made; a form learnt from small cases is a note,
// never a verdict, form.go), or nothing (the
// cases the oracle left out, Report.Beyond). The run's outcome derives
// from that record and from what failed, here and nowhere else
// (Report.Outcome), and so does the command line's exit status
// (Outcome.ExitStatus):
//
//   - Failed: a verdict against the target (Report.Verdict: WrongAnswer,
//     TimeLimit, ...; a TimeLimit only as timing.go allows). Exit 1.
//   - Unchecked: nothing failed, but no answer was checked (every input
//     ran for limits only, or none ran), or a limit was exceeded
//     and its re-runs were cut (Ctrl-C) before they decided. Never "OK":
//     the report says what could not be checked (Report.UncheckedWhy).
//     Exit 2.
//   - Passed: nothing failed and answers were checked. Exit 0.

// Checked is what a run checked, added up over its inputs.
type Checked struct {
	Answers int // cases whose output was compared with its right answers
	Limits  int // cases run for their limits only (time, memory, crash, output size): output unchecked
}

// Outcome is a run's result as the model derives it.
type Outcome uint8

const (
	Passed Outcome = iota
	Failed
	Unchecked
)

var outcomeNames = [...]string{"Passed", "Failed", "Unchecked"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// MarshalText prints outcomes by name in JSON.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// ExitStatus is the command line's exit status for the outcome: 0 passed,
// 1 a bug found, 2 could not check.
func (o Outcome) ExitStatus() int {
	switch o {
	case Passed:
		return 0
	case Failed:
		return 1
	}
	return 2
}

// Outcome is the run's outcome (see the model above).
func (r Report) Outcome() Outcome {
	switch {
	case r.Failed():
		return Failed
	case r.cutLimit() != nil, r.Checked.Answers == 0:
		return Unchecked
	}
	return Passed
}

// VerdictName is the verdict a report prints: Report.Verdict's name, or
// "Unchecked" for a run that failed nothing and checked no answer.
func (r Report) VerdictName() string {
	if r.Outcome() == Unchecked {
		return "Unchecked"
	}
	return r.Verdict.String()
}

func (r Report) cutLimit() *NearLimit {
	for i := range r.Near {
		if r.Near[i].Cut {
			return &r.Near[i]
		}
	}
	return nil
}

// UncheckedWhy says what an Unchecked run could not check, and what it
// did check ("" for another outcome).
func (r Report) UncheckedWhy() string {
	if r.Outcome() != Unchecked {
		return ""
	}
	if n := r.cutLimit(); n != nil && r.Checked.Answers > 0 {
		return fmt.Sprintf("a run exceeded the %s limit and the run was interrupted before its re-runs decided: no verdict on it", n.limitText())
	}
	var did []string
	if r.Checked.Limits > 0 {
		did = append(did, plural(r.Checked.Limits, "case")+" ran for limits only")
	}
	if r.Beyond > 0 {
		did = append(did, plural(r.Beyond, "case")+" left out (the oracle did not answer them within its share)")
	}
	s := "no answer was checked"
	if len(did) > 0 {
		s += ": " + strings.Join(did, ", ")
	} else {
		s += ": no case ran"
	}
	return s
}

// ledger is the record a run keeps as it goes (Checked), safe for the
// workers; nil records nothing.
type ledger struct{ answers, limits atomic.Int64 }

func (l *ledger) answered(n int) {
	if l != nil {
		l.answers.Add(int64(n))
	}
}

func (l *ledger) limitsOnly(n int) {
	if l != nil {
		l.limits.Add(int64(n))
	}
}

// checked is the record so far.
func (l *ledger) checked() Checked {
	if l == nil {
		return Checked{}
	}
	return Checked{Answers: int(l.answers.Load()), Limits: int(l.limits.Load())}
}

// compared reports whether r compared an output with its answers: a run
// that ended (not cut short) and that the answers' source could judge.
func compared(r judge.Result) bool {
	if r.Interrupted() {
		return false
	}
	switch r.Verdict {
	case judge.OracleError, judge.ReferenceError, judge.CheckerError, judge.InteractorError:
		return false
	}
	return true
}

// check is a's Check of t on cases, recorded: the oracle records the
// cases it answered itself (it may leave some out); another source of
// answers judges every case of a check it could judge.
func (l *ledger) check(ctx context.Context, a Answers, t judge.Target, cases []format.Case, strict bool) judge.Result {
	r := a.Check(ctx, t, cases, strict)
	if _, oracle := a.(*oracleAnswers); !oracle && compared(r) {
		l.answered(len(cases))
	}
	return r
}

// withLedger gives o a ledger if it has none, and the oracle's answers
// among o's (made by the engine or given) the one to record into.
func (o Options) withLedger() Options {
	if o.ledger == nil {
		o.ledger = new(ledger)
	}
	if oa, ok := o.Answers.(*oracleAnswers); ok && oa.ledger == nil {
		oa.ledger = o.ledger
	}
	return o
}
