package problemfile

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"time"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
	"github.com/leanovate/gopter"
)

// ReachBudget is the oracle's budget on one bound's top cases in check
// (--reach-budget).
const ReachBudget = 2 * time.Second

// reachTops is how many boundary cases at a bound's top check asks about.
const reachTops = 8

// reachLongCase: an error of the oracle on a case longer than this is
// counted as out of reach, not as a bad file (Probe's scale).
const reachLongCase = 1000

// reach is what check measured of the oracle on one bound.
type reach struct {
	bound  problem.Bound
	top    bool       // the top's largest case answered within the budget
	at     int64      // the largest value whose largest top case answered (top: bound.Max; 0: none)
	ans    topAnswers // the answers at `at`
	tried  int        // cases at the top asked
	reason string     // why the top is out of reach
	// declared: the file's test_range holds the reach; the top alone was
	// tried (no search below it)
	declared []string
	// cause: what the search of the largest top case measured as what
	// keeps it from the top, with the lines to paste (causeOf)
	cause []string
}

// line is the report's line for r.
func (r reach) line(budget time.Duration) string {
	b := r.bound
	switch {
	case len(r.declared) > 0:
		return fmt.Sprintf("%s = %d (the statement's top) is beyond the oracle within %s (%s): answers are checked within test_range %s", b.Name, b.Max, secs(budget), r.reason, strings.Join(r.declared, ", "))
	case r.tried == 0:
		return fmt.Sprintf("%s = %d (the statement's top): not tried (no valid case puts %s there)", b.Name, b.Max, b.Name)
	case r.top && r.ans.answered == r.tried:
		return fmt.Sprintf("%s = %d (the statement's top): %s answered in %.2f s", b.Name, b.Max, plural(r.tried, "case"), r.ans.took.Seconds())
	case r.top:
		return fmt.Sprintf("%s = %d (the statement's top): the largest case answered in %.2f s; %d of the %d other top cases in the rest of the %s, %d not reached within it (a run answers them)",
			b.Name, b.Max, r.ans.largest.Seconds(), r.ans.answered-1, r.tried-1, secs(budget), r.tried-r.ans.answered)
	case r.at > 0:
		return fmt.Sprintf("the oracle answers %s <= %d within %s (%s = %d, the statement's top, is beyond it: %s)", b.Name, r.at, secs(budget), b.Name, b.Max, r.reason)
	}
	return fmt.Sprintf("%s: the oracle answers no top case within %s, down to the bound's least value (%s = %d: %s)", b.Name, secs(budget), b.Name, b.Max, r.reason)
}

// reacher measures the oracle's reach. Its zero value asks the problem's
// oracle (ask: a test's stand-in for it).
type reacher struct {
	budget time.Duration // on one bound's top cases (0: ReachBudget)
	ask    func(ctx context.Context, p *problem.Problem, c format.Case, i int) error
}

// measureReach asks the oracle about the top boundary cases of every bound
// of p at the statement's scale (problem.JudgeScale), within budget each
// (reacher.measure).
func measureReach(p *problem.Problem, budget time.Duration) ([]reach, error) {
	return reacher{budget: budget}.measure(p)
}

// measure asks the oracle about the top boundary cases of every bound of
// p at the statement's scale, within the budget each bound: the largest
// case first, alone, then the others in what remains (askTop). A bound
// whose largest top case answers is reached. Where the top is out of
// reach it halves the bound until the largest top case of the narrowed
// problem answers, then bisects twice between the last value that
// answered and the first that did not; a file with a test_range has
// declared its reach: only the top is tried. An error of the oracle on a
// short case is returned: the file is bad.
func (rc reacher) measure(p *problem.Problem) ([]reach, error) {
	if rc.budget <= 0 {
		rc.budget = ReachBudget
	}
	budget := rc.budget
	js := p.JudgeScale()
	var out []reach
	for _, b := range js.Bounds() {
		r := reach{bound: b}
		tops := topCases(js, b.Name, b.Max)
		r.tried = len(tops)
		if len(tops) == 0 {
			out = append(out, r)
			continue
		}
		ans, err := rc.askTop(js, tops)
		if err == nil {
			r.top, r.at, r.ans = true, b.Max, ans
			out = append(out, r)
			continue
		}
		tooLarge := errors.Is(err, oracle.ErrTooLarge)
		if !errors.Is(err, context.DeadlineExceeded) && !tooLarge && !long(tops) && js == p {
			// (with a test_range, the statement's top is expected out of reach)
			return nil, fmt.Errorf("the oracle cannot answer the case %s: %w", caseLine(js, tops), err)
		}
		r.reason = reasonOf(err, budget)
		slow := errors.Is(err, context.DeadlineExceeded)
		if narrowed, _ := p.TestRange(); len(narrowed) > 0 {
			r.declared = narrowed
			if slow {
				r.cause = causeOf(js, tops[0], topAnswers{}, budget)
			}
			out = append(out, r)
			continue
		}
		fail := b.Max
		lo := int64(0)
		for x := b.Max / 2; x >= 1; x /= 2 {
			ans, err := rc.tryAt(p, b.Name, x)
			if err == nil {
				lo, r.ans = x, ans
				break
			}
			fail = x
		}
		// Two halvings between the last value answered and the first
		// refused; to the exact reach where the oracle refuses at once
		// (a search limit: no budget spent on a refusal).
		steps := 2
		if tooLarge {
			steps = 64
		}
		for range steps {
			if lo == 0 || fail-lo < 2 {
				break
			}
			mid := lo + (fail-lo)/2
			ans, err := rc.tryAt(p, b.Name, mid)
			if err == nil {
				lo, r.ans = mid, ans
			} else {
				fail = mid
			}
		}
		r.at = lo
		if slow {
			r.cause = causeOf(js, tops[0], r.ans, budget)
		}
		out = append(out, r)
	}
	return out, nil
}

// tryAt asks the oracle about the top cases of p with name <= x, within
// the budget: what answered, or why the largest did not.
func (rc reacher) tryAt(p *problem.Problem, name string, x int64) (topAnswers, error) {
	q, err := p.WithTestRange([]string{fmt.Sprintf("%s <= %d", name, x)})
	if err != nil {
		return topAnswers{}, err
	}
	tops := topCases(q, name, x)
	if len(tops) == 0 {
		return topAnswers{}, fmt.Errorf("no case at %s = %d", name, x)
	}
	return rc.askTop(q, tops)
}

// topCases are the cases check asks about at the top of bound name: the
// boundary cases of p whose bound is at max, then those of p with the
// bound pinned at max (a boundary case keeps lists short: a length's top
// is reached by pinning it), then reachDraws generated cases with the
// bound pinned at max (a corner alone may be trivial: a row of chessmen
// packed to the left has no move), at most reachTops in all, the largest
// in the size order (gen.SizeLess) first. None when no case can be
// made there.
func topCases(p *problem.Problem, name string, max int64) []format.Case {
	var out []format.Case
	add := func(q *problem.Problem, cs ...format.Case) {
		for _, c := range cs {
			if v, ok := q.Field(c, name); ok && v == max && !slices.ContainsFunc(out, func(d format.Case) bool { return slices.Equal(c, d) }) {
				out = append(out, c)
			}
		}
	}
	add(p, p.Boundaries()...)
	if pinned, err := p.WithTestRange([]string{fmt.Sprintf("%d <= %s <= %d", max, name, max)}); err == nil {
		if len(out) == 0 {
			add(pinned, pinned.Boundaries()...)
		}
		if len(out) > reachTops-reachDraws {
			out = out[:reachTops-reachDraws]
		}
		add(pinned, drawn(pinned, reachDraws)...)
	}
	if len(out) > reachTops {
		out = out[:reachTops]
	}
	return largestFirst(out)
}

// largestFirst moves the largest case of cs in the size order to the
// front, the others keeping their order.
func largestFirst(cs []format.Case) []format.Case {
	k := 0
	for i, c := range cs {
		if gen.SizeLess([]format.Case{cs[k]}, []format.Case{c}) {
			k = i
		}
	}
	if k > 0 {
		c := cs[k]
		copy(cs[1:k+1], cs[:k])
		cs[0] = c
	}
	return cs
}

// reachDraws is how many generated cases at a bound's top check asks about.
const reachDraws = 2

// drawn is n cases of p's generator at its largest size (fixed seed: the
// same cases at every check).
func drawn(p *problem.Problem, n int) []format.Case {
	g := p.Gen()
	if g == nil {
		return nil
	}
	rng := rand.New(rand.NewSource(1))
	var out []format.Case
	for range n {
		gp := gopter.DefaultGenParameters()
		gp.Rng, gp.MaxSize = rng, 100
		if v, ok := g(gp).Retrieve(); ok {
			if c, isCase := v.(format.Case); isCase {
				out = append(out, c)
			}
		}
	}
	return out
}

func long(cs []format.Case) bool {
	for _, c := range cs {
		if len(c) > reachLongCase {
			return true
		}
	}
	return false
}

// topAnswers is what askTop got of one bound's top cases.
type topAnswers struct {
	largest  time.Duration // the first (largest) case's answer
	answered int           // cases answered (the largest first)
	took     time.Duration // all those answered
	asked    *problem.Problem
	first    format.Case // the largest case, answered by asked (when answered > 0)
}

// askTop asks the oracle about cs, the largest first, within the budget
// in all: the largest alone may take all of it (the bound's top is
// reached when it answers), the others are asked in what remains, and
// those the deadline cuts are not reached (not an error). A cancellable
// oracle stops at the deadline; another one (a catalogue game) goes on in
// the background until check exits, and its answer is not waited for.
// The error is the largest case's failure, or another case's that is not
// the deadline.
func (rc reacher) askTop(p *problem.Problem, cs []format.Case) (topAnswers, error) {
	budget := rc.budget
	ask := rc.ask
	if ask == nil {
		ask = func(ctx context.Context, p *problem.Problem, c format.Case, i int) error {
			_, err := p.AnswerAtCtx(ctx, c, i)
			return err
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	start := time.Now()
	done := make(chan error, len(cs))
	go func() {
		for i, c := range cs {
			err := ask(ctx, p, c, i)
			done <- err
			if err != nil {
				return
			}
		}
	}()
	var t topAnswers
	late := time.After(budget + budget/10)
	for range cs {
		select {
		case err := <-done:
			switch {
			case err != nil && t.answered > 0 && errors.Is(err, context.DeadlineExceeded):
				return t, nil
			case err != nil:
				return t, err
			}
			t.answered++
			t.took = time.Since(start)
			if t.answered == 1 {
				t.largest, t.asked, t.first = t.took, p, cs[0]
			}
		case <-late:
			if t.answered > 0 {
				return t, nil
			}
			return t, fmt.Errorf("the oracle did not answer in time (not cancellable: its search goes on until check exits): %w", context.DeadlineExceeded)
		}
	}
	return t, nil
}

// causeOf names what the oracle's search of case c (a custom game's, cut
// by the budget) measured as its cost, each cause with the line that
// would fix it where one can be written: a hash memo (no state bounds,
// and none guessed: a position went past the case's numbers) and the
// bounds that hold every position of the largest case answered below the
// top (a search to its end: the cut one's ranges are partial); moves
// evaluated by expr-lang; moves that scan a range (many successors a
// position). Nil for other games.
func causeOf(p *problem.Problem, c format.Case, below topAnswers, budget time.Duration) []string {
	cost, _, ok := p.OracleCost(c)
	if !ok || cost.Positions == 0 {
		return nil
	}
	var bounds []string
	if below.answered > 0 {
		_, bounds, _ = below.asked.OracleCost(below.first)
	}
	var out []string
	rate := fmt.Sprintf("%d positions searched in %s", cost.Positions, secs(budget))
	switch cost.Memo {
	case custom.MemoPacked, custom.MemoMap:
		why := "no state bounds declared, and none could be guessed from the case (a position went past its numbers)"
		switch {
		case cost.Lo == nil: // a list state's range is not kept
			why = "a list state"
		case cost.Declared:
			why = fmt.Sprintf("the declared bounds make a box too large for a dense table (over %d positions at the top)", custom.DefaultCustomStates)
		}
		out = append(out, fmt.Sprintf("cause:      %s memo, searched depth first: %s; %s", cost.Memo, why, rate))
		box, err := p.BoundsBox(c, bounds)
		switch {
		case bounds == nil:
		case err == nil && box > custom.DefaultCustomStates:
			out = append(out, fmt.Sprintf("cause:      the bounds that hold its positions (%s) make a box of %.3g positions at the top, past a dense table's %d: a variable the answer does not need (a counter, a score) keeps the memo a hash table",
				strings.Join(bounds, ", "), box, custom.DefaultCustomStates))
		case err == nil:
			out = append(out, fmt.Sprintf("paste:      bounds = [%s]   (into [game]: the memo becomes a dense table, filled bottom-up where every variable moves one way)", quoted(bounds)))
		}
	}
	if !cost.FastPath {
		out = append(out, "cause:      the moves run by expr-lang, not compiled: they use what the fast path lacks (docs/problem-files.md, \"Fast custom games\": "+
			"floats such as 10 ** #, strings, reduce, sort, subsets...); written with integers, ranges, map/filter/concat and list fields read by index, a move costs about a tenth; "+rate)
	}
	if cost.Moves >= scanMoves*int64(cost.Positions) {
		out = append(out, fmt.Sprintf("cause:      %.0f successors a position on average: moves that scan a range (1..n) cost n a position; the same moves as a short list of steps, or a range cut to where moves are legal, cost less; %s",
			float64(cost.Moves)/float64(cost.Positions), rate))
	}
	return out
}

// scanMoves: this many successors a position on average is a scan of a
// range, for causeOf.
const scanMoves = 32

// secs is d as the report writes it ("2 s", "0.3 s").
func secs(d time.Duration) string { return fmt.Sprintf("%.3g s", d.Seconds()) }

func reasonOf(err error, budget time.Duration) string {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Sprintf("no answer within %s", secs(budget))
	}
	s := err.Error()
	if len(s) > 100 {
		s = s[:97] + "..."
	}
	return s
}

func caseLine(p *problem.Problem, cs []format.Case) string {
	s := strings.Join(strings.Fields(string(p.Encode(cs[:1]))), " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return "`" + s + "`"
}

// reachRange is the test_range that holds the measured reach (nil when
// every top answered).
func reachRange(rs []reach) []string {
	var out []string
	for _, r := range rs {
		if !r.top && r.at > 0 {
			out = append(out, fmt.Sprintf("%s <= %d", r.bound.Name, r.at))
		}
	}
	return out
}

// notReached are the bounds whose top check did not reach, for its last line.
func notReached(rs []reach) []string {
	var out []string
	for _, r := range rs {
		switch {
		case r.top:
		case r.tried == 0:
			out = append(out, fmt.Sprintf("%s at its top %d (no case made there: not tried)", r.bound.Name, r.bound.Max))
		case len(r.declared) > 0:
			out = append(out, fmt.Sprintf("%s at its top %d", r.bound.Name, r.bound.Max))
		case r.at > 0:
			out = append(out, fmt.Sprintf("%s above %d", r.bound.Name, r.at))
		default:
			out = append(out, fmt.Sprintf("%s up to %d", r.bound.Name, r.bound.Max))
		}
	}
	return out
}
