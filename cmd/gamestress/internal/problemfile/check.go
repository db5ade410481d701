package problemfile

import (
	"fmt"
	"io"
	"math/rand"
	"os"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/leanovate/gopter"
)

// checkBudget bounds the oracle's work on one file's boundary cases.
const checkBudget = 2 * time.Second

// Check loads the problem file at path and writes to w what it derived:
// the file's syntax and bounds, its samples against the oracle (or the
// brute force ref, for a file without [game]), the oracle's reach on the
// top of every bound within budget, its boundary cases, and five cases
// generated from seed with their answers. The error is a bad file: one
// that does not load (after what it still lacks, if anything), or whose
// oracle fails on a case. A file that loads but is not complete yet
// ("valid so far", what it lacks listed at the end) is no error.
func Check(w io.Writer, path string, seed int64, budget time.Duration, ref string) error {
	var missing []string
	if data, err := os.ReadFile(path); err == nil {
		missing = missingParts(data)
	}
	p, err := problem.Load(path)
	if err != nil {
		if len(missing) > 0 {
			io.WriteString(w, missingText(path, missing))
		}
		return err
	}
	var rs []reach
	asked := p // the problem whose oracle answers check's cases
	if p.HasGame() {
		if rs, err = measureReach(p, budget); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if rr := reachRange(rs); len(rr) > 0 && p.JudgeScale() == p {
			if q, err := p.WithTestRange(rr); err == nil {
				asked = q
			}
		}
	}
	// (plus the reach's budget: a search of a bound's top that did not
	// stop at its deadline may still hold a core, on a loaded machine)
	if err := asked.Probe(checkBudget + budget); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	short := notReached(rs)
	var b strings.Builder
	b.WriteString(headLine(path, missing, short))
	fmt.Fprintf(&b, "  problem:    %s  %s", p.ID, oneLine(p.Title))
	if p.Source != "" {
		fmt.Fprintf(&b, " (%s)", p.Source)
	}
	fmt.Fprintf(&b, "\n  limits:     %s\n", p.Limits)
	fmt.Fprintf(&b, "  input:      %s\n", p.Format)
	fmt.Fprintf(&b, "  bounds:     %s\n", p.Constraints)
	if p.Untested != "" {
		fmt.Fprintf(&b, "  untested:   %s\n", p.Untested)
	}
	for _, r := range p.PromiseRates(promiseDraws, seed) {
		fmt.Fprintf(&b, "  promise:    %q: kept by %.1f%% of random draws%s\n", r.Promise, 100*r.Kept, promiseHow(r))
		if r.Kept < problem.HardPromise {
			fmt.Fprintf(&b, "  warning:    %q is hard to satisfy (under %.0f%% of draws keep it): %s\n", r.Promise, 100*problem.HardPromise, promiseHard(r))
		}
	}
	for _, r := range rs {
		fmt.Fprintf(&b, "  reach:      %s\n", r.line(budget))
		for _, l := range r.cause {
			fmt.Fprintf(&b, "  %s\n", l)
		}
	}
	if rr := reachRange(rs); len(rr) > 0 && p.JudgeScale() == p {
		fmt.Fprintf(&b, "  paste:      test_range = [%s]   (into [game]: answers are checked up to it; a run still goes to the statement's top for limits and form)\n", quoted(rr))
	}
	samples := sampleText(p)
	if ref != "" && !p.HasGame() {
		if samples, err = checkReference(p, ref); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	fmt.Fprintf(&b, "  samples:    %s\n", samples)
	if p.HasGame() {
		fmt.Fprintf(&b, "  boundaries: %d cases, each answered by the oracle\n", len(asked.Boundaries()))
	} else {
		fmt.Fprintf(&b, "  boundaries: %d cases\n", len(p.Boundaries()))
	}
	cases := generated(asked, seed, 5)
	in := p.Encode(cases)
	fmt.Fprintf(&b, "  five generated cases (seed %d):\n%s", seed, indent(string(in), "    "))
	if !p.HasGame() {
		if ref == "" {
			fmt.Fprintf(&b, "  their answers: will need your brute force (no [game]): gamestress run %s SOL --reference BRUTE; gamestress check %s --reference BRUTE checks it on the samples\n", path, path)
		} else {
			fmt.Fprintf(&b, "  their answers: from your brute force %s (no [game]): gamestress run %s SOL --reference %s\n", ref, path, ref)
		}
		if len(missing) > 0 {
			b.WriteString(missingText(path, missing))
		}
		_, err = io.WriteString(w, b.String())
		return err
	}
	var out strings.Builder
	deadline := time.Now().Add(checkBudget)
	for i, c := range cases {
		ans, err := answerBy(asked, c, i, deadline)
		if err != nil {
			return fmt.Errorf("%s: the generated input `%s`: %w", path, strings.Join(strings.Fields(string(p.Encode([]format.Case{c}))), " "), err)
		}
		out.WriteString(ans + "\n")
	}
	fmt.Fprintf(&b, "  their answers:\n%s", indent(out.String(), "    "))
	if len(missing) > 0 {
		b.WriteString(missingText(path, missing))
	}
	if len(short) > 0 {
		fmt.Fprintf(&b, "%s: not ok at the statement's top: the oracle did not answer %s within %s (a run checks answers up to its reach; above it, runs for limits and form only)\n", path, strings.Join(short, ", "), secs(budget))
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// headLine is check's first line: ok only when nothing is missing and
// every bound's top was tried and answered.
func headLine(path string, missing, short []string) string {
	switch {
	case len(missing) > 0:
		return fmt.Sprintf("%s: valid so far, not complete (%s still missing: listed at the end)\n", path, plural(len(missing), "part"))
	case len(short) > 0:
		return fmt.Sprintf("%s: valid within the oracle's reach (the last line says what was not tried)\n", path)
	}
	return path + ": ok\n"
}

func sampleText(p *problem.Problem) string {
	if p.SampleIn == "" {
		return "none (add [[sample]] in = ..., out = ... from the statement)"
	}
	if !p.HasGame() {
		return "read with the layout; checked against your brute force with --reference BRUTE or when a run starts (no [game])"
	}
	cs, err := p.Parse([]byte(p.SampleIn))
	if err != nil {
		// outside test_range: read, and answered, at the statement's bounds
		cs, err = p.JudgeScale().Parse([]byte(p.SampleIn))
	}
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("the oracle agrees with the statement (%d cases)", len(cs))
}

// generated draws n cases of growing size.
func generated(p *problem.Problem, seed int64, n int) []format.Case {
	g := p.Gen()
	rng := rand.New(rand.NewSource(seed))
	var out []format.Case
	for i := range n {
		gp := gopter.DefaultGenParameters()
		gp.Rng, gp.MaxSize = rng, 5+10*i
		v, ok := g(gp).Retrieve()
		if c, isCase := v.(format.Case); ok && isCase {
			out = append(out, c)
		}
	}
	return out
}

func indent(s, pre string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(strings.TrimRight(s, "\n"), "\n") {
		if len(l) > 120 {
			l = l[:117] + "...\n"
		}
		b.WriteString(pre + l)
	}
	return b.String() + "\n"
}

// answerBy is the oracle's answer for c, or an error once the deadline
// passes (the search goes on in the background; check exits soon after).
func answerBy(p *problem.Problem, c format.Case, i int, deadline time.Time) (string, error) {
	type result struct {
		ans string
		err error
	}
	done := make(chan result, 1)
	go func() {
		ans, err := p.AnswerAt(c, i)
		done <- result{ans, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			return "", fmt.Errorf("the oracle cannot answer it: %w", r.err)
		}
		return r.ans, nil
	case <-time.After(time.Until(deadline)):
		return "", fmt.Errorf("the oracle took more than %s on the generated cases: tighten the bounds or declare a test_range in [game]", checkBudget)
	}
}

// promiseDraws is how many random draws measure each promise.
const promiseDraws = 2000

func promiseHow(r problem.PromiseRate) string {
	if r.Repaired {
		return "; the others are repaired"
	}
	return "; the others are drawn again"
}

func promiseHard(r problem.PromiseRate) string {
	if r.Repaired {
		return "the generator repairs draws that break it, so its cases lean on the repair's shape"
	}
	return "the generator draws again up to 64 times, then uses the least valid case: write it in a form that is repaired (x in a, sum(a) <= K, all(a, ...)) or use a shape"
}
