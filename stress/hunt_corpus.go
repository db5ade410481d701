package stress

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Replay checks t on the statement's samples (Samples) and the saved
// inputs of p only (a regression check before submitting): the report of
// a sample that fails, or of the first saved input that fails, concluded
// (shrunk again, in case an edit changed the minimum) and saved as Hunt does, with
// the others that fail too in Report.AlsoFailing; an OK report when all
// pass. Report.Replayed counts the saved inputs checked.
func Replay(ctx context.Context, p *problem.Problem, t Limited, opt Options) (rep Report, err error) {
	h := newHunt(ctx, p, t, opt)
	defer func() {
		if b := h.brokenInput(); b != nil {
			rep, err = h.rep, b
		}
	}()
	if rep, err := h.samples(); rep != nil || err != nil {
		if err != nil {
			return h.rep, err
		}
		return h.finish(*rep)
	}
	fail, res, err := h.checkCorpus(true)
	if err != nil {
		return h.rep, err
	}
	rep = Report{Problem: p.ID, Target: opt.Name, Verdict: judge.OK}
	if fail != nil {
		r, err := h.conclude(fail, res, "corpus")
		if err != nil {
			return h.rep, err
		}
		rep = *r
	}
	return h.finish(rep)
}

// replayCorpus checks every saved input of the problem, in file order,
// and concludes on the first that fails.
func (h *hunt) replayCorpus() (*Report, error) {
	if h.opt.NoReplay {
		return nil, nil
	}
	fail, res, err := h.checkCorpus(false)
	if err != nil || fail == nil {
		return nil, err
	}
	return h.conclude(fail, res, "corpus")
}

// checkCorpus checks the saved inputs: the cases of the first that fails
// (nil if none) and its result; when all is set, it goes on and lists the
// others that fail in h.rep.AlsoFailing.
func (h *hunt) checkCorpus(all bool) ([]format.Case, judge.Result, error) {
	var first []format.Case
	var firstRes judge.Result
	es, err := h.opt.Corpus.Load(h.p.ID)
	if err != nil {
		return nil, firstRes, err
	}
	for _, e := range es {
		cases, err := h.p.Parse(e.Input)
		if err != nil {
			return nil, firstRes, staleCorpus(e.Path, err)
		}
		if err := answerSaved(h.ctx, h.p, h.opt, e, cases); err != nil {
			return nil, firstRes, err
		}
		res := h.check(cases)
		if res.Interrupted() {
			break
		}
		h.cases += len(cases)
		h.rep.Replayed++
		switch {
		case !res.Failed():
		case first == nil:
			first, firstRes = cases, res
			if !all {
				return first, firstRes, nil
			}
		default:
			h.rep.AlsoFailing = append(h.rep.AlsoFailing, SavedFailure{e.Path, res.Verdict})
		}
	}
	return first, firstRes, nil
}

// answerSaved gives an input that a user put in the corpus without its
// answer (corpus.Entry.NoAnswer) the right output (Options.Answers, the
// oracle by default) and writes it beside the input, unless NoSave. An
// input that cannot be answered is an error naming its file.
func answerSaved(ctx context.Context, p *problem.Problem, opt Options, e corpus.Entry, cases []format.Case) error {
	if !e.NoAnswer {
		return nil
	}
	want, err := opt.judge(p).Expected(ctx, cases)
	if err != nil {
		return fmt.Errorf("corpus file %s has no answer, and none could be made: %w", e.Path, err)
	}
	if opt.NoSave {
		return nil
	}
	if err := opt.Corpus.SaveAnswer(e, []byte(want+"\n")); err != nil {
		return fmt.Errorf("corpus file %s: writing its answer: %w", e.Path, err)
	}
	return nil
}
