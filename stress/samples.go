package stress

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/judges"
)

// PhaseSample is the phase of a failure on one of the statement's samples
// (Report.Phase).
const PhaseSample = "sample"

// SampleTally is what the statement's samples showed before the search:
// how many ran and passed, of how many.
type SampleTally struct {
	Passed, Of int
}

// String is the report's line: "samples: 2 of 2 pass" ("" when the
// problem has none).
func (s SampleTally) String() string {
	if s.Of == 0 {
		return ""
	}
	verb := "pass"
	if s.Passed == 1 {
		verb = "passes"
	}
	return fmt.Sprintf("samples: %d of %d %s", s.Passed, s.Of, verb)
}

// Samples runs t on the statement's samples of p (p.Samples), in file
// order, before any search: every contest tool does, and a program wrong
// only there (or on a shape the search reaches late, such as two piles of
// a game whose oracle is costly) is caught at once. It needs no budget,
// no search and no oracle where the problem judges text: the sample's
// output is the expected one. Where a move checker, an interaction, a
// user's checker or interactor judges the output, that judging is used
// (a user's checker gets the sample's output as the answer file).
//
// The first sample that fails is the report (Phase PhaseSample,
// Report.Sample its number), cut to the case that differs when that case
// alone fails the same way, else the whole sample as the statement gives
// it. It is not shrunk: the statement's own input is the clearest
// counterexample there is. It is saved to the corpus unless Options.NoSave.
// When all pass, the report is OK with Report.Samples saying so.
//
// Hunt and Replay run it themselves first; Search does not (the command
// line's stress calls it before Search for the built-in candidates).
func Samples(ctx context.Context, p *problem.Problem, t judge.Target, opt Options) (Report, error) {
	start := time.Now()
	rep := runSamples(ctx, p, t, opt.judge(p), opt.Strict)
	rep.Target, rep.Seed, rep.Elapsed = opt.Name, opt.Seed, time.Since(start)
	if rep.Failed() {
		rep.FirstFailure = rep.Elapsed
	}
	if !rep.Failed() || rep.Expected == "" || opt.NoSave || rep.Verdict == judge.OracleError {
		return rep, nil
	}
	var err error
	if rep.Corpus, err = opt.Corpus.Save(p.ID, rep.Input, []byte(rep.Expected+"\n")); err != nil {
		return rep, &SaveError{err}
	}
	return rep, nil
}

// samples is Hunt's and Replay's first step (Samples, through the hunt's
// meter and answers).
func (h *hunt) samples() (*Report, error) {
	if h.opt.NoSamples {
		return nil, nil
	}
	rep := runSamples(h.ctx, h.p, h.t, h.opt.Answers, h.opt.Strict)
	h.rep.Samples = rep.Samples
	h.cases += rep.Cases
	if !rep.Failed() {
		h.opt.ledger.answered(rep.Cases) // judged by the samples' own outputs
		return nil, nil
	}
	rep.Target = h.opt.Name
	return &rep, nil
}

// runSamples checks each sample of p in turn: an OK report with the
// tally, or the first failure's report. A run that ctx cut short ends the
// step with what passed so far.
func runSamples(ctx context.Context, p *problem.Problem, t judge.Target, ans Answers, strict bool) Report {
	rep := Report{Problem: p.ID, Verdict: judge.OK}
	rep.Samples.Of = len(p.Samples)
	for k, sm := range p.Samples {
		cases, err := p.Parse([]byte(sm.In))
		if err != nil || len(cases) == 0 {
			rep.Samples.Of-- // refused on load already; nothing to run
			continue
		}
		j := newSampleJudge(p, ans, cases, sm, strict)
		res, out := j.check(ctx, t, cases, []byte(sm.In), j.want)
		if res.Interrupted() {
			return rep
		}
		rep.Cases += len(cases)
		if !res.Failed() {
			rep.Samples.Passed++
			continue
		}
		f := j.failure(ctx, t, cases, sm, res, out)
		f.Sample, f.Samples, f.Cases = k+1, rep.Samples, rep.Cases
		j.recheck(ctx, t, &f)
		return f
	}
	return rep
}

// sampleJudge judges a target's output on one sample.
type sampleJudge struct {
	p      *problem.Problem
	ans    Answers  // the run's own judging
	want   []string // the sample's answer of each case; nil: judged by ans
	strict bool
}

// newSampleJudge judges against the sample's own output where the
// problem's output is text that splits into one answer per case (and no
// user's interactor judges it); a user's checker then gets those answers
// as its answer file.
func newSampleJudge(p *problem.Problem, ans Answers, cases []format.Case, sm problem.Sample, strict bool) *sampleJudge {
	j := &sampleJudge{p: p, ans: ans, strict: strict}
	if p.Moves() || p.Interactive() {
		return j
	}
	if _, ok := ans.(*judges.Interactor); ok {
		return j
	}
	j.want = splitSample(p, cases, sm.Out)
	return j
}

// check runs t on input (the cases of a sample, or one of them, whose
// answers are want) and judges its output; it returns the output too.
func (j *sampleJudge) check(ctx context.Context, t judge.Target, cases []format.Case, input []byte, want []string) (judge.Result, []byte) {
	rec := &recorder{t: t}
	if want == nil {
		return j.ans.Check(ctx, rec, cases, j.strict), rec.out
	}
	if c, ok := j.ans.(*judges.Checker); ok {
		chk := *c
		chk.Inner = &fixedAnswers{want: want}
		return chk.Check(ctx, rec, cases, j.strict), rec.out
	}
	out, res := judge.RunTarget(ctx, t, input)
	if res.Failed() {
		return res, out
	}
	return j.p.CompareAnswers(cases, want, out, j.strict), out
}

// failure is the report of a sample that failed (res, out): cut to the
// case that differs when that case alone fails with the same verdict.
func (j *sampleJudge) failure(ctx context.Context, t judge.Target, cases []format.Case, sm problem.Sample, res judge.Result, out []byte) Report {
	rep := Report{Problem: j.p.ID, Verdict: res.Verdict, Phase: PhaseSample,
		Input: []byte(sm.In), Expected: strings.TrimRight(sm.Out, "\n"), Got: string(out)}
	if j.want != nil {
		rep.Expected = strings.Join(j.want, "\n")
	} else if e, err := j.ans.Expected(ctx, cases); err == nil {
		rep.Expected = e
	}
	rep.Detail, rep.Stderr = describe(res)
	if res.Mismatch != nil && res.Mismatch.Transcript != "" {
		rep.Transcript, rep.Got = res.Mismatch.Transcript, ""
	}
	i, r1, out1 := j.cut(ctx, t, cases, res)
	if i < 0 {
		if m := res.Mismatch; m != nil && m.Case >= 0 && len(cases) > 1 {
			// The case fails only after the ones before it (state kept
			// between cases): the whole sample is the counterexample.
			rep.Detail = fmt.Sprintf("case %d of %d (alone it gives %s): %s", m.Case+1, len(cases), r1.Verdict, rep.Detail)
		}
		return rep
	}
	one := cases[i : i+1]
	rep.Input, rep.Got, rep.SampleCase = j.p.Encode(one), string(out1), i+1
	if j.want != nil {
		rep.Expected = j.want[i]
	} else if e, err := j.ans.Expected(ctx, one); err == nil {
		rep.Expected = e
	}
	rep.Detail, rep.Stderr = describe(r1)
	if r1.Mismatch != nil && r1.Mismatch.Transcript != "" {
		rep.Transcript, rep.Got = r1.Mismatch.Transcript, ""
	}
	return rep
}

// recheck runs the reported input once more: a failure that does not
// come back is reported Flaky, as the search's are.
func (j *sampleJudge) recheck(ctx context.Context, t judge.Target, rep *Report) {
	cases, err := j.p.Parse(rep.Input)
	if err != nil {
		return
	}
	want := j.want
	if want != nil && rep.SampleCase > 0 {
		want = want[rep.SampleCase-1 : rep.SampleCase]
	}
	res, _ := j.check(ctx, t, cases, rep.Input, want)
	if res.Interrupted() || res.Verdict == rep.Verdict {
		return
	}
	rep.Flaky = true
	rep.Detail = fmt.Sprintf("passed when checked again (%s); first run: %s", res.Verdict, rep.Detail)
}

// cut is the case of a failing sample that fails alone the same way, its
// result and output; -1 when none does (or the sample has one case). A
// mismatch names its case; a run that failed as a whole (a crash, a
// memory or output limit) is tried a case at a time, but not a TimeLimit
// (each try would cost a whole limit).
func (j *sampleJudge) cut(ctx context.Context, t judge.Target, cases []format.Case, res judge.Result) (int, judge.Result, []byte) {
	if len(cases) == 1 {
		return -1, res, nil
	}
	if m := res.Mismatch; m != nil {
		if m.Case < 0 || m.Case >= len(cases) {
			return -1, res, nil // not tied to a case (extra output)
		}
		r1, out1 := j.alone(ctx, t, cases, m.Case)
		if r1.Verdict != res.Verdict {
			return -1, r1, nil
		}
		return m.Case, r1, out1
	}
	if res.Verdict == judge.TimeLimit {
		return -1, res, nil
	}
	for i := range cases {
		if r1, out1 := j.alone(ctx, t, cases, i); r1.Verdict == res.Verdict {
			return i, r1, out1
		}
	}
	return -1, res, nil
}

// alone checks case i of a sample by itself.
func (j *sampleJudge) alone(ctx context.Context, t judge.Target, cases []format.Case, i int) (judge.Result, []byte) {
	one := cases[i : i+1]
	var want []string
	if j.want != nil {
		want = j.want[i : i+1]
	}
	return j.check(ctx, t, one, j.p.Encode(one), want)
}

// splitSample is the sample's output as one answer per case: one line a
// case where it has as many lines (blank lines aside) as cases, else as
// many lines for each case as the oracle's answer has (the samples were
// checked against the oracle when the file was loaded). nil when neither
// fits: the run's own judging is used then.
func splitSample(p *problem.Problem, cases []format.Case, out string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, strings.TrimRight(l, " \t\r"))
		}
	}
	if len(lines) == len(cases) {
		return lines
	}
	if !p.HasGame() {
		return nil
	}
	want := make([]string, len(cases))
	at := 0
	for i, c := range cases {
		a, err := p.AnswerAt(c, i)
		if err != nil {
			return nil
		}
		n := 1 + strings.Count(a, "\n")
		if at+n > len(lines) {
			return nil
		}
		want[i] = strings.Join(lines[at:at+n], "\n")
		at += n
	}
	if at != len(lines) {
		return nil
	}
	return want
}

// fixedAnswers are given answers (a sample's), for a user's checker.
type fixedAnswers struct{ want []string }

func (f *fixedAnswers) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	return judge.Result{Verdict: judge.OracleError, Err: fmt.Errorf("fixed answers judge nothing")}
}

func (f *fixedAnswers) Expected(context.Context, []format.Case) (string, error) {
	return strings.Join(f.want, "\n"), nil
}
