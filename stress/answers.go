package stress

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// Answers is where the right output comes from: the problem's oracle (the
// default, Options.Answers nil) or another source of expected answers,
// such as a user's reference program. Every check of the engine goes
// through it, and the answer saved beside a counterexample comes from it.
type Answers interface {
	// Check runs t on cases and judges its output (problem.Check is the
	// oracle's). A run that ctx cut short must give an interrupted result.
	Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result
	// Expected is the right output for cases, one answer after another,
	// joined by "\n", without a final newline.
	Expected(ctx context.Context, cases []format.Case) (string, error)
}

// oracleAnswers are the answers of the problem's oracle, each check's
// answers made within share: the cases the oracle has not answered when
// share is over are left out of the input (the target runs on the others)
// and counted in beyond, so that one case far past the oracle's reach
// cannot hold a run past its budget.
type oracleAnswers struct {
	p      *problem.Problem
	share  time.Duration // the oracle's time for the answers of one check; 0: unbounded
	beyond *atomic.Int64 // cases left out because the oracle did not answer them in time
	reach  *reach        // what it answers in time, for the random phase's sizes (nil: not followed)
	ledger *ledger       // records the cases whose output was compared with an answer (nil: none)
	// ask is the oracle's answer for case i (nil: p.AnswerAtCtx); tests
	// put a fake oracle here whose speed depends on the case alone.
	ask func(ctx context.Context, c format.Case, i int) (string, error)
}

func newOracleAnswers(p *problem.Problem, share time.Duration) *oracleAnswers {
	return &oracleAnswers{p: p, share: share, beyond: new(atomic.Int64), reach: newReach(p, share)}
}

func (o *oracleAnswers) Check(ctx context.Context, t judge.Target, cases []format.Case, strict bool) judge.Result {
	pr := o.prepare(ctx, cases)
	return o.runPrepared(ctx, t, pr, strict)
}

// prepared is a check made ready for its run: the cases the oracle
// answered in time, their answers and the judge input that holds them, or
// the result known without a run (done). Preparing is the oracle's and the
// encoder's work, which the engine does one input ahead of the runs
// (runPhase), so that the program never waits on it.
type prepared struct {
	cases []format.Case // all the cases of the check
	kept  []format.Case
	want  []string
	at    []int  // the index in cases of each kept case (nil: all are kept)
	input []byte // problem.Encode(kept)
	plain bool   // a check the problem makes itself (interactive, moves): Check on cases
	done  *judge.Result
}

// prepare answers and encodes cases for a run (Check is prepare, then
// runPrepared).
func (o *oracleAnswers) prepare(ctx context.Context, cases []format.Case) *prepared {
	pr := &prepared{cases: cases}
	if o.p.Interactive() || o.p.Moves() {
		pr.plain = true
		return pr
	}
	if o.share <= 0 {
		// No share: every case is answered, and an oracle that fails
		// leaves the check to the problem (which names the case only if
		// the output agreed up to it).
		want := make([]string, len(cases))
		for i, c := range cases {
			a, err := o.p.AnswerAt(c, i)
			if err != nil {
				pr.plain = true
				return pr
			}
			want[i] = a
		}
		pr.kept, pr.want, pr.input = cases, want, o.p.Encode(cases)
		return pr
	}
	kept, want, at, err := o.answer(ctx, cases)
	var r judge.Result
	switch {
	case ctx.Err() != nil:
		r = judge.Result{Verdict: judge.OracleError, Err: fmt.Errorf("%w: %w", judge.ErrInterrupted, ctx.Err())}
	case err != nil:
		r = judge.Result{Verdict: judge.OracleError, Err: err}
	case len(kept) == 0:
		r = judge.Result{Verdict: judge.OK} // nothing the oracle could answer: nothing to run
	default:
		pr.kept, pr.want, pr.at, pr.input = kept, want, at, o.p.Encode(kept)
		return pr
	}
	pr.done = &r
	return pr
}

// runPrepared runs t on a prepared check and judges its output.
func (o *oracleAnswers) runPrepared(ctx context.Context, t judge.Target, pr *prepared, strict bool) judge.Result {
	switch {
	case pr.plain:
		res := o.p.Check(ctx, t, pr.cases, strict)
		if compared(res) {
			o.ledger.answered(len(pr.cases))
		}
		return res
	case pr.done != nil:
		return *pr.done
	}
	out, res := judge.RunTarget(ctx, t, pr.input)
	if !res.Failed() {
		res = o.p.CompareAnswers(pr.kept, pr.want, out, strict)
		if compared(res) {
			o.ledger.answered(len(pr.kept))
		}
	}
	if m := res.Mismatch; m != nil && m.Case >= 0 && m.Case < len(pr.at) {
		m.Case = pr.at[m.Case]
	}
	return res
}

// answer is the oracle's answer of every case of cases that it answers
// within the share: the cases kept, their answers, and the index in cases
// of each. A case it did not answer in time, and every case after it, is
// left out and counted; so is, without asking, a case as large as one it
// did not answer with half a share to itself (reach.beyond).
func (o *oracleAnswers) answer(ctx context.Context, cases []format.Case) (kept []format.Case, want []string, at []int, err error) {
	sctx, cancel := context.WithTimeout(ctx, o.share)
	defer cancel()
	r := o.reach
	hard := r.hardScale()
	var b *reachBatch
	if r != nil {
		b = r.batch()
		defer b.done()
	}
	// The answers the cache keeps, found in one pass (cached[i] for case
	// i; "" where the oracle must be asked). want shares its array: the
	// answer of case i goes to want[len(want)], len(want) <= i, once
	// cached[i] has been read.
	cached := make([]string, len(cases))
	hits := 0
	if o.ask == nil {
		hits = o.p.CachedAnswers(cases, cached)
	}
	want = cached[:0]
	// While every case so far is kept, kept is cases[:len(want)] and at is
	// nil (all are kept): they are made at the first case left out.
	leave := func() {
		if at == nil {
			kept = append(make([]format.Case, 0, len(cases)), cases[:len(want)]...)
			at = make([]int, len(want), len(cases))
			for j := range at {
				at[j] = j
			}
		}
	}
	keep := func(i int, c format.Case, a string) {
		want = append(want, a)
		if at != nil {
			kept, at = append(kept, c), append(at, i)
		}
	}
	start, last := time.Now(), time.Duration(0)
	for i, c := range cases {
		if b != nil {
			r.values(c, b.vals)
			if !math.IsInf(hard, 1) && r.scaleOf(b.vals) >= hard {
				o.beyond.Add(1)
				leave()
				continue
			}
		}
		if a := cached[i]; hits > 0 && a != "" {
			// Kept: answered at once (the clock is not read).
			keep(i, c, a)
			b.note(0, false)
			continue
		}
		a, err := o.answerAt(sctx, c, i)
		// One read of the monotonic clock a case (time.Since reads no
		// wall clock): this answer's end is the next one's start.
		now := time.Since(start)
		took := now - last
		last = now
		if ctx.Err() != nil {
			return nil, nil, nil, ctx.Err()
		}
		if errors.Is(err, context.DeadlineExceeded) || (err == nil && sctx.Err() != nil) {
			// Not answered in time, or answered late by an oracle that
			// cannot be stopped: the rest of the input is beyond reach.
			if err == nil {
				keep(i, c, a)
				i++
			}
			b.note(took, err != nil)
			o.beyond.Add(int64(len(cases) - i))
			break
		}
		if err != nil {
			return nil, nil, nil, fmt.Errorf("oracle on case %d: %w", i+1, err)
		}
		keep(i, c, a)
		b.note(took, false)
	}
	if at == nil {
		kept = cases[:len(want)]
	}
	return kept, want, at, nil
}

func (o *oracleAnswers) answerAt(ctx context.Context, c format.Case, i int) (string, error) {
	if o.ask != nil {
		return o.ask(ctx, c, i)
	}
	return o.p.AnswerAtCtx(ctx, c, i)
}

func (o *oracleAnswers) Expected(ctx context.Context, cases []format.Case) (string, error) {
	ans := make([]string, len(cases))
	for i, c := range cases {
		a, err := o.answerAt(ctx, c, i)
		if err != nil {
			return "", err
		}
		ans[i] = a
	}
	return strings.Join(ans, "\n"), nil
}

// reachOf is the reach that a's oracle answers follow (nil: none).
func reachOf(a Answers) *reach {
	if o, ok := a.(*oracleAnswers); ok {
		return o.reach
	}
	return nil
}

// beyondReach is how many cases the oracle of a left out, for a report.
func beyondReach(a Answers) int {
	if o, ok := a.(*oracleAnswers); ok {
		return int(o.beyond.Load())
	}
	return 0
}
