package stress

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Reference is a user's trusted program (a brute force) whose answers are
// the expected output instead of the oracle's (gamestress run --reference):
// as Options.Answers, every check and every saved answer of the engine go
// through it. It is fed the same judge input as the solution, many cases
// per run, under the same limits.
//
// Where the problem has an oracle (Oracle set), the reference's output is
// first compared with the oracle's answers, case by case: a disagreement is
// the reference's fault, never the solution's. Without an oracle (a
// layout-only problem), each case's answer is one line of the reference's
// output (blank lines skipped), and a reference that prints more or fewer
// lines than there are cases is at fault.
//
// A fault of the reference is a result with the verdict
// judge.ReferenceError whose Err is a *ReferenceError; shrinking it with
// the predicate "the verdict is ReferenceError again" gives the least input
// on which the reference fails, as for any verdict. Explain then fills the
// report with the reference's side of it.
type Reference struct {
	// P is the problem.
	P *problem.Problem
	// Target is the reference program.
	Target judge.Target
	// Oracle says the problem has an oracle to check the reference with.
	Oracle bool

	most atomic.Int64 // the most cases per run of the reference (0: no bound learnt yet)
}

// ReferenceError is what the reference did wrong on an input.
type ReferenceError struct {
	Cause  judge.Verdict // WrongAnswer (differs from the oracle, or the wrong number of answers), TimeLimit, RuntimeError, MemoryLimit, OutputLimit
	Case   int           // the case it got wrong, from 0; -1 when not one case
	Want   string        // the oracle's answer for Case ("" without one)
	Got    string        // the reference's answer for Case
	Detail string        // one line: "exit status 3", "printed 1 answer for 2 cases", "case 1 (input line 2): want \"first\", got \"second\""
	Stderr string        // the last lines of its standard error
}

func (e *ReferenceError) Error() string {
	return fmt.Sprintf("the reference program is at fault (%s): %s", e.Cause, e.Detail)
}

// Check runs the reference, then t, on cases, and compares t's output with
// the reference's answers. A fault of the reference is reported as
// judge.ReferenceError (t is not run); a run cut short by ctx is an
// interrupted result.
func (r *Reference) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	p := r.P
	want, res := r.Answers(ctx, cases)
	if res.Failed() {
		return res
	}
	return p.CheckAnswers(ctx, t, cases, want, strict)
}

// Answers runs the reference on cases: its answer per case (lines joined by
// "\n"), or the result of its fault (verdict judge.ReferenceError).
//
// A brute force is slow by nature: a run of several cases that exceeds the
// time limit is no fault of the reference. The cases are then answered in
// two halves, and every later run of the reference is cut to at most that
// many cases (it learns the size of run it manages); only one case that
// exceeds the limit alone is a TimeLimit of the reference.
func (r *Reference) Answers(ctx context.Context, cases []format.Case) ([]string, judge.Result) {
	if most := int(r.most.Load()); most > 0 && len(cases) > most {
		return r.inParts(ctx, cases, most)
	}
	out, res := judge.RunTarget(ctx, r.Target, r.P.Encode(cases))
	if res.Verdict == judge.TimeLimit && len(cases) > 1 {
		r.lower(len(cases) / 2)
		return r.Answers(ctx, cases)
	}
	return r.judge(cases, out, res)
}

// inParts answers cases in runs of at most most cases.
func (r *Reference) inParts(ctx context.Context, cases []format.Case, most int) ([]string, judge.Result) {
	want := make([]string, 0, len(cases))
	for lo := 0; lo < len(cases); {
		hi := min(lo+most, len(cases))
		part, res := r.Answers(ctx, cases[lo:hi])
		if res.Failed() {
			return nil, shifted(res, lo)
		}
		want = append(want, part...)
		lo, most = hi, int(r.most.Load()) // the bound may have been lowered meanwhile
	}
	return want, judge.Result{Verdict: judge.OK}
}

// lower caps the cases of a run of the reference to n.
func (r *Reference) lower(n int) {
	for {
		cur := r.most.Load()
		if cur > 0 && cur <= int64(n) || r.most.CompareAndSwap(cur, int64(n)) {
			return
		}
	}
}

// shifted is res, a fault on a part of a batch that starts at case lo, as
// a fault on the whole batch.
func shifted(res judge.Result, lo int) judge.Result {
	if m := res.Mismatch; m != nil && m.Case >= 0 {
		mm := *m
		mm.Case += lo
		res.Mismatch = &mm
	}
	var re *ReferenceError
	if errors.As(res.Err, &re) && re.Case >= 0 {
		e := *re
		e.Case += lo
		res.Err = &e
	}
	return res
}

// judge is Answers for a run of the reference that gave out and res.
func (r *Reference) judge(cases []format.Case, out []byte, res judge.Result) ([]string, judge.Result) {
	p := r.P
	if res.Interrupted() {
		return nil, res
	}
	if res.Failed() {
		d, stderr := describe(res)
		return nil, refFault(&ReferenceError{Cause: res.Verdict, Case: -1, Detail: d, Stderr: stderr}, nil)
	}
	counts := make([]int, len(cases))
	for i := range counts {
		counts[i] = 1
	}
	if r.Oracle {
		for i, c := range cases {
			ans, err := p.AnswerAt(c, i)
			if err != nil {
				return nil, judge.Result{Verdict: judge.OracleError, Err: fmt.Errorf("oracle on case %d: %w", i+1, err)}
			}
			counts[i] = 1 + strings.Count(ans, "\n")
		}
	}
	want, err := splitAnswers(out, counts)
	if err != nil {
		return nil, refFault(err, nil)
	}
	if r.Oracle {
		if cmp := p.Compare(cases, out, false); cmp.Failed() {
			return nil, disagreement(cmp)
		}
	}
	return want, judge.Result{Verdict: judge.OK}
}

// Expected is the reference's output on cases, answers joined by "\n"
// (the expected output saved beside a counterexample); a fault of the
// reference is an error (its *ReferenceError).
func (r *Reference) Expected(ctx context.Context, cases []format.Case) (string, error) {
	want, res := r.Answers(ctx, cases)
	if res.Failed() {
		return "", res.Err
	}
	return strings.Join(want, "\n"), nil
}

// Explain fills rep, the report of a fault of the reference (verdict
// judge.ReferenceError), with the reference's side of it: the reference
// runs once more on rep.Input; Got is its output, Expected the oracle's
// answers (where there is an oracle), Detail and Stderr its fault's. The
// input is not saved to the corpus (rep.Corpus stays empty): nothing there
// says what the right answer is.
func (r *Reference) Explain(ctx context.Context, rep *Report) {
	cases, err := r.P.Parse(rep.Input)
	if err != nil {
		return
	}
	out, res := judge.RunTarget(ctx, r.Target, rep.Input)
	if res.Interrupted() {
		return
	}
	rep.Got, rep.Expected, rep.Stderr = string(out), "", ""
	if r.Oracle {
		want := make([]string, len(cases))
		for i, c := range cases {
			if want[i], err = r.P.AnswerAt(c, i); err != nil {
				break
			}
		}
		if err == nil {
			rep.Expected = strings.Join(want, "\n")
		}
	}
	_, fault := r.judge(cases, out, res)
	var re *ReferenceError
	if !errors.As(fault.Err, &re) {
		rep.Flaky = true
		rep.Detail = "the reference passed when run again: " + rep.Detail
		return
	}
	rep.Detail, rep.Stderr = re.Detail, re.Stderr
	if re.Cause != judge.WrongAnswer {
		rep.Detail = re.Cause.String() + ": " + re.Detail
	}
}

// refFault is the result of a fault of the reference; m, when set, ties it
// to a case (narrowing then starts from that case alone).
func refFault(e *ReferenceError, m *judge.Mismatch) judge.Result {
	return judge.Result{Verdict: judge.ReferenceError, Err: e, Mismatch: m}
}

// disagreement is the fault of a reference whose output the oracle's check
// rejected (cmp, with its Mismatch).
func disagreement(cmp judge.Result) judge.Result {
	m := cmp.Mismatch
	if m == nil {
		return refFault(&ReferenceError{Cause: cmp.Verdict, Case: -1, Detail: cmp.Err.Error()}, nil)
	}
	e := &ReferenceError{Cause: judge.WrongAnswer, Case: m.Case, Want: m.Want, Got: m.Got,
		Detail: "differs from the oracle: " + m.Detail}
	return refFault(e, m)
}

// splitAnswers cuts out, the reference's output, into one answer per case:
// case i takes the next counts[i] non-blank lines (trailing spaces
// trimmed). Fewer or more lines than the counts add up to is a
// *ReferenceError.
func splitAnswers(out []byte, counts []int) ([]string, *ReferenceError) {
	lines := nonBlankLines(out)
	total := 0
	for _, k := range counts {
		total += k
	}
	if len(lines) != total {
		return nil, &ReferenceError{Cause: judge.WrongAnswer, Case: -1,
			Detail: fmt.Sprintf("printed %s for %s", plural(len(lines), "answer line"), plural(len(counts), "case"))}
	}
	want := make([]string, len(counts))
	at := 0
	for i, k := range counts {
		want[i] = strings.Join(lines[at:at+k], "\n")
		at += k
	}
	return want, nil
}

// nonBlankLines is the lines of out that hold a token, trailing whitespace
// trimmed.
func nonBlankLines(out []byte) []string {
	var lines []string
	for len(out) > 0 {
		line := out
		if i := bytes.IndexByte(out, '\n'); i >= 0 {
			line, out = out[:i], out[i+1:]
		} else {
			out = nil
		}
		if line = bytes.TrimRight(line, " \t\r\v\f"); len(bytes.TrimSpace(line)) > 0 {
			lines = append(lines, string(line))
		}
	}
	return lines
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// CheckSample runs the reference on a sample of the statement (its judge
// input in and output out) and returns how it differs, as a
// *ReferenceError (Case the sample's case), or nil when it agrees. For a
// problem without a game the samples are the only answers known before
// the reference's: a brute force that fails them is wrong.
func (r *Reference) CheckSample(ctx context.Context, in, out string) error {
	cases, err := r.P.Parse([]byte(in))
	if err != nil {
		return fmt.Errorf("the sample input does not parse: %w", err)
	}
	counts := make([]int, len(cases))
	for i := range counts {
		counts[i] = 1
	}
	want, fault := splitAnswers([]byte(out), counts)
	if fault != nil {
		return fmt.Errorf("the sample output does not give one line per case: %s", fault.Detail)
	}
	got, res := judge.RunTarget(ctx, r.Target, []byte(in))
	if res.Failed() {
		if res.Interrupted() {
			return res.Err
		}
		d, stderr := describe(res)
		return &ReferenceError{Cause: res.Verdict, Case: -1, Detail: "on the sample: " + d, Stderr: stderr}
	}
	cmp := r.P.CompareAnswers(cases, want, got, false)
	if !cmp.Failed() {
		return nil
	}
	e := &ReferenceError{Cause: judge.WrongAnswer, Case: -1, Got: string(got), Detail: "differs from the sample"}
	if m := cmp.Mismatch; m != nil {
		e.Case, e.Want, e.Got = m.Case, m.Want, m.Got
		e.Detail = "differs from the sample: " + m.Detail
	}
	return e
}
