package stress

import (
	"errors"
	"math/rand"
	"slices"

	"github.com/gamestress/gamestress/problem"
)

// worstDraws is how many cases of the generator at its largest size join
// the boundary cases as candidates for the worst-case input.
const worstDraws = 64

// worst is the worst-case phase: a solution that is right but too slow for
// the judge's largest input must not pass. It runs the largest legal judge
// inputs: the most cases (p.MaxCases()) of the largest case in the size
// order among the boundary cases (which hold values at the top of the
// bounds) and generated cases at the largest size; the most cases of the
// largest of those in turn; and the slowest input that passed so far,
// filled up to the most cases. A TimeLimit (or any
// failure) is concluded in phase "worst"; otherwise the longest run is in
// the report (Report.MaxTime against Report.Limit).
func (h *hunt) worst() (*Report, error) {
	for _, cases := range h.worstInputs() {
		if h.ctx.Err() != nil {
			return nil, nil
		}
		res := h.check(cases)
		if res.Interrupted() {
			return nil, nil
		}
		h.cases += len(cases)
		switch {
		case res.Verdict == problem.OracleError || res.Verdict == problem.ReferenceError:
			// No expected answers for this input (a brute-force reference
			// cannot answer the judge's largest input): judge its time.
			if rep := h.timeOnly(cases); rep != nil {
				return rep, nil
			}
		case res.Failed():
			return h.conclude(cases, res, "worst")
		}
	}
	return nil, nil
}

// timeOnly runs the target on cases for which there are no expected
// answers: a run that fails by itself (TimeLimit, MemoryLimit, a crash) is
// reported as it is, neither shrunk (every try would need the answers)
// nor saved (the corpus keeps an answer beside every input); nil when it
// ran to the end.
func (h *hunt) timeOnly(cases []problem.Case) *Report {
	in := h.p.Encode(cases)
	_, err := h.t.Run(h.ctx, in)
	var re *problem.RunError
	if h.ctx.Err() != nil || !errors.As(err, &re) {
		return nil
	}
	switch re.Verdict {
	case problem.TimeLimit, problem.MemoryLimit, problem.RuntimeError, problem.OutputLimit:
	default:
		return nil
	}
	return &Report{Problem: h.p.ID, Target: h.opt.Name, Verdict: re.Verdict, Phase: "worst", Input: in,
		Detail: re.Detail + "; the expected answers of this input could not be made, so it is neither shrunk nor saved",
		Stderr: re.Stderr}
}

// worstInputs are the inputs of the worst-case phase.
func (h *hunt) worstInputs() [][]problem.Case {
	n := max(h.p.MaxCases(), 1)
	if h.p.Interactive() {
		n = 1 // a dialog's time is its round trips: the largest game alone
	}
	cands := slices.Clone(h.p.Boundaries())
	if gen := h.p.Gen(); gen != nil {
		rng := rand.New(rand.NewSource(derive(h.opt.Seed, -2)))
		cands = append(cands, generate(gen, rng, maxSize, worstDraws)...)
	}
	one := func(c problem.Case) []problem.Case { return []problem.Case{c} }
	slices.SortStableFunc(cands, func(a, b problem.Case) int {
		switch {
		case h.p.Less(one(b), one(a)):
			return -1
		case h.p.Less(one(a), one(b)):
			return 1
		}
		return 0
	})
	cands = slices.CompactFunc(cands, func(a, b problem.Case) bool { return slices.Equal(a, b) })
	var inputs [][]problem.Case
	if len(cands) > 0 {
		inputs = append(inputs, fillTo(cands[:1], n), fillTo(cands, n))
	}
	if slow := h.meter.snapshot().slowest; slow != nil {
		if cs, err := h.p.Parse(slow); err == nil && len(cs) > 0 {
			inputs = append(inputs, fillTo(cs, n))
		}
	}
	return inputs
}

// fillTo is the first n of cs, repeated in turn when there are fewer.
func fillTo(cs []problem.Case, n int) []problem.Case {
	out := make([]problem.Case, 0, n)
	for len(out) < n {
		out = append(out, cs[:min(len(cs), n-len(out))]...)
	}
	return out
}
