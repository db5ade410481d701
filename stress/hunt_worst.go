package stress

import (
	"errors"
	"strings"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/draw"
)

// worst is the worst-case phase: a solution that is right but too slow for
// the judge's largest input must not pass. It runs the largest legal judge
// inputs: the most cases (p.MaxCases()) of the largest case in the size
// order among the boundary cases (which hold values at the top of the
// bounds) and generated cases at the largest size; the most cases of the
// largest of those in turn; and the slowest input that passed so far,
// filled up to the most cases. A TimeLimit (or any
// failure) is concluded in phase "worst"; otherwise the longest run is in
// the report (Report.MaxTime against Report.Limit).
func (h *hunt) worst() (*Report, error) { return h.worstOf(h.worstInputs()) }

// worstJudge is the worst case's judge-scale inputs alone (not the slowest
// input seen): under a wall they run before the search, so that a
// TimeLimit there has the budget for its confirming re-runs.
// A wrong answer there is left to the search, which finds it at its least
// input (a shrink from the judge's largest input may stop short of it),
// and the inputs run again at the end.
func (h *hunt) worstJudge() (*Report, error) {
	if h.opt.NoWorst {
		return nil, nil
	}
	h.early = true
	defer func() { h.early = false }()
	return h.worstOf(h.judgeInputs())
}

// worstLast is the end of a walled hunt: the judge's largest inputs again
// when a failure there was left to the search, then the slowest input
// seen, filled up to the most cases.
func (h *hunt) worstLast() (*Report, error) {
	inputs := h.slowestInputs()
	if h.leftToSearch {
		inputs = append(h.judgeInputs(), inputs...)
	}
	return h.worstOf(inputs)
}

// worstOf runs the inputs of the worst case.
func (h *hunt) worstOf(inputs [][]format.Case) (*Report, error) {
	for _, cases := range inputs {
		if h.ctx.Err() != nil {
			return nil, nil
		}
		scaled := h.beyondRange(cases)
		h.scaled = h.scaled || scaled
		if r := reachOf(h.opt.Answers); r != nil && (h.early || r.past(h.p, cases)) {
			// (past: beyond the cases answered fast, once one was slow)
			// Before the search, the oracle's reach is not known yet: an
			// oracle asked about the judge's largest cases could spend the
			// search's budget on them. Limits and form only; the answers
			// at the end (worstLast), where the search found the reach:
			// an input beyond it is judged on limits and form only again.
			h.cases += len(cases)
			h.leftToSearch = h.leftToSearch || h.early
			if rep := h.timeOnly(cases); rep != nil {
				return h.withAnswers(cases, rep)
			}
			continue
		}
		if _, oracle := h.opt.Answers.(*oracleAnswers); scaled && oracle {
			// Beyond the test range the oracle has no answers (a
			// reference, given, is asked): limits and form only.
			h.cases += len(cases)
			if rep := h.timeOnly(cases); rep != nil {
				return rep, nil
			}
			continue
		}
		before := beyondReach(h.opt.Answers)
		res := h.check(cases)
		if res.Interrupted() {
			return nil, nil
		}
		h.cases += len(cases)
		if res.Verdict == judge.OK && beyondReach(h.opt.Answers) > before {
			// Cases beyond the oracle's reach were left out: the whole
			// input still runs, for limits and form.
			if rep := h.timeOnly(cases); rep != nil {
				return rep, nil
			}
			continue
		}
		switch {
		case res.Verdict == judge.OracleError || res.Verdict == judge.ReferenceError:
			// No expected answers for this input (a brute-force reference
			// cannot answer the judge's largest input): judge its time.
			if rep := h.timeOnly(cases); rep != nil {
				return rep, nil
			}
		case res.Failed() && h.early && res.Verdict != judge.TimeLimit && res.Verdict != judge.MemoryLimit:
			h.leftToSearch = true
		case res.Failed():
			return h.conclude(cases, res, "worst")
		}
	}
	return nil, nil
}

// withAnswers is the end of an input that failed by itself (rep, of
// timeOnly) before the oracle was asked about it, its reach not known
// yet: the oracle is asked now, within its share. When it answers every
// case and the run fails again, the failure is concluded as any other
// (shrunk, re-run, saved): a contestant gets the least input that fails,
// not the judge's largest. Otherwise rep stands.
func (h *hunt) withAnswers(cases []format.Case, rep *Report) (*Report, error) {
	before := beyondReach(h.opt.Answers)
	res := h.check(cases)
	if res.Interrupted() || !res.Failed() || res.Verdict == judge.OracleError || res.Verdict == judge.ReferenceError ||
		beyondReach(h.opt.Answers) > before {
		return rep, nil
	}
	return h.conclude(cases, res, "worst")
}

// timeOnly runs the target on cases for which there are no expected
// answers: a run that fails by itself (TimeLimit, MemoryLimit, a crash) is
// reported as it is, neither shrunk (every try would need the answers)
// nor saved (the corpus keeps an answer beside every input); nil when it
// ran to the end.
func (h *hunt) timeOnly(cases []format.Case) *Report {
	in := h.p.Encode(cases)
	out, err := h.t.Run(h.ctx, in)
	var re *judge.RunError
	if h.ctx.Err() != nil {
		return nil
	}
	if err == nil {
		return h.checkForm(cases, in, out)
	}
	if !errors.As(err, &re) {
		return nil
	}
	switch re.Verdict {
	case judge.TimeLimit, judge.MemoryLimit, judge.RuntimeError, judge.OutputLimit:
	default:
		return nil
	}
	return &Report{Problem: h.p.ID, Target: h.opt.Name, Verdict: re.Verdict, Phase: "worst", Input: in,
		Detail: re.Detail + "; the expected answers of this input could not be made, so it is neither shrunk nor saved",
		Stderr: re.Stderr}
}

// beyondRange reports whether a case of cases is out of the problem's
// test range (valid at the statement's bounds only).
func (h *hunt) beyondRange(cases []format.Case) bool {
	if h.p.JudgeScale() == h.p {
		return false
	}
	for _, c := range cases {
		if h.p.Valid(c) != nil {
			return true
		}
	}
	return false
}

// scaleNote says what was checked where, for a problem with a test range:
// "answers checked for n <= 1000 (test_range); the statement's bounds
// (1 <= n <= 100000) run for limits and form only".
func scaleNote(p *problem.Problem) string {
	narrowed, statement := p.TestRange()
	s := "answers checked for " + strings.Join(narrowed, ", ") + " (test_range); "
	if len(statement) > 0 {
		return s + "the statement's bounds (" + strings.Join(statement, ", ") + ") run for limits and form only"
	}
	return s + "the statement's bounds run for limits and form only"
}

// worstInputs are the inputs of the worst-case phase: the judge's
// largest, then the slowest seen.
func (h *hunt) worstInputs() [][]format.Case {
	return append(h.judgeInputs(), h.slowestInputs()...)
}

// judgeInputs are the largest inputs at the statement's bounds
// (problem.JudgeInputs: shapes of nasty values first, then the largest
// case; a test_range does not narrow them; each keeps the whole-input
// promises).
func (h *hunt) judgeInputs() [][]format.Case {
	most := 0 // the problem's MaxCases
	if h.p.Interactive() {
		most = 1 // a dialog's time is its round trips: the largest game alone
	}
	return h.p.JudgeInputsContext(h.ctx, draw.Derive(h.opt.Seed, -2), most)
}

// slowestInputs is the slowest input that passed so far, filled up to the
// most cases.
func (h *hunt) slowestInputs() [][]format.Case {
	n := max(h.p.JudgeScale().MaxCases(), 1)
	if h.p.Interactive() {
		n = 1
	}
	if slow := h.meter.snapshot().slowest; slow != nil {
		if cs, err := h.p.JudgeScale().Parse(slow); err == nil && len(cs) > 0 {
			return [][]format.Case{h.p.JudgeScale().Fit(fillTo(cs, n))}
		}
	}
	return nil
}

// fillTo is the first n of cs, repeated in turn when there are fewer.
func fillTo(cs []format.Case, n int) []format.Case {
	out := make([]format.Case, 0, n)
	for len(out) < n {
		out = append(out, cs[:min(len(cs), n-len(out))]...)
	}
	return out
}
