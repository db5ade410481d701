package stress

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// judgeEnv makes the test binary serve a candidate as a judge program, the
// way `gamestress judge NAME` does, so tests need no built gamestress.
const judgeEnv = "GAMESTRESS_TEST_JUDGE"

func TestMain(m *testing.M) {
	if name := os.Getenv(judgeEnv); name != "" {
		if err := ServeJudge(name, os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// target is how the tests run a candidate: in-process, or a slow one as this
// test binary serving the judge.
func target(c candidates.Candidate) judge.Target {
	return TargetFor(c, []string{os.Args[0]}, []string{judgeEnv + "=" + c.Name}, 100*time.Millisecond)
}

func mustProblem(t *testing.T, id string) *problem.Problem {
	t.Helper()
	p, err := problem.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustCandidate(t *testing.T, name string) candidates.Candidate {
	t.Helper()
	c, err := candidates.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSearchKnownMinima(t *testing.T) {
	tests := []struct {
		reason string
		cand   string
		input  string
	}{
		{"n%m for n%(m+1): 1 1 is the least input, where 1%1 = 0 says second", "hdu1846-m-for-m+1", "1\n1 1\n"},
		{"n in a uint8: 256 wraps to 0; 256 2 is the least case where that changes the answer", "hdu1846-uint8", "1\n256 2\n"},
		{"answering only the first case needs two cases", "hdu1846-first-case-only", "2\n1 1\n1 1\n"},
	}
	for _, tt := range tests {
		c := mustCandidate(t, tt.cand)
		p := mustProblem(t, c.Problem)
		store := corpus.Store{Dir: t.TempDir()}
		rep, err := Search(context.Background(), p, target(c), Options{Name: c.Name, Corpus: store, Seed: 1})
		if err != nil {
			t.Fatalf("%s: %v", tt.cand, err)
		}
		if string(rep.Input) != tt.input || !rep.Minimal || rep.Flaky || rep.Verdict != judge.WrongAnswer {
			t.Errorf("%s (%s):\ngot %s %q minimal=%v flaky=%v, want WrongAnswer %q minimal",
				tt.cand, tt.reason, rep.Verdict, rep.Input, rep.Minimal, rep.Flaky, tt.input)
		}
		es, err := store.Load(p.ID)
		if err != nil || len(es) != 1 || !bytes.Equal(es[0].Input, rep.Input) || es[0].Path != rep.Corpus {
			t.Errorf("%s: corpus after the search: %+v, %v (report says %s)", tt.cand, es, err, rep.Corpus)
			continue
		}
		want, _ := p.Compare(mustParse(t, p, rep.Input), es[0].Answer, false), 0
		if want.Failed() {
			t.Errorf("%s: saved answer %q is not the oracle's: %s", tt.cand, es[0].Answer, want.Mismatch.Detail)
		}
	}
}

func mustParse(t *testing.T, p *problem.Problem, in []byte) []format.Case {
	t.Helper()
	cs, err := p.Parse(in)
	if err != nil {
		t.Fatalf("%s: parse %q: %v", p.ID, in, err)
	}
	return cs
}

// checkLocallyMinimal: the reported input fails again, no case can be
// dropped and no shrink of any case still fails.
func checkLocallyMinimal(t *testing.T, p *problem.Problem, c candidates.Candidate, rep Report) {
	t.Helper()
	cs := mustParse(t, p, rep.Input)
	fails := func(l []format.Case) bool {
		return p.Check(context.Background(), c, l, false).Verdict == rep.Verdict
	}
	if !fails(cs) {
		t.Errorf("%s: reported input %q does not fail", c.Name, rep.Input)
	}
	for i := range cs {
		if len(cs) > 1 && fails(slices.Delete(slices.Clone(cs), i, i+1)) {
			t.Errorf("%s: %q still fails without case %d", c.Name, rep.Input, i+1)
		}
		for s := range p.Shrinks(cs[i]) {
			l := slices.Clone(cs)
			l[i] = s
			if fails(l) {
				t.Errorf("%s: %q is not locally minimal: %v also fails", c.Name, rep.Input, l)
				break
			}
		}
	}
}

func TestSearchPassesCorrectAndEquivalent(t *testing.T) {
	for _, c := range candidates.All() {
		if c.Kind == candidates.Buggy {
			continue
		}
		p := mustProblem(t, c.Problem)
		opt := Options{Name: c.Name, Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 1, Budget: 150e6, Small: 3000}
		rep, err := Search(context.Background(), p, c, opt)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		if rep.Failed() {
			t.Errorf("%s (%s): %s on %q: %s", c.Name, c.Kind, rep.Verdict, rep.Input, rep.Detail)
		}
		if rep.Cases == 0 {
			t.Errorf("%s: no cases tried", c.Name)
		}
	}
}

// TestSearchSameSeedSameReport: the random phase gives the same failure,
// the same counts and the same shrink whatever the number of workers.
func TestSearchSameSeedSameReport(t *testing.T) {
	c := mustCandidate(t, "hdu1846-uint8")
	p := mustProblem(t, c.Problem)
	run := func(workers int) Report {
		opt := Options{Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 42, Workers: workers, Small: -1, NoBoundaries: true, Budget: 20e9, Enumerate: -1}
		rep, err := Search(context.Background(), p, c, opt)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	one, four := run(1), run(4)
	if one.Phase != "random" || !one.Failed() {
		t.Fatalf("with one worker: phase %q verdict %s", one.Phase, one.Verdict)
	}
	if string(one.Input) != string(four.Input) || one.Cases != four.Cases || one.ShrinkSteps != four.ShrinkSteps ||
		one.Verdict != four.Verdict || one.Got != four.Got || one.Expected != four.Expected {
		t.Errorf("1 worker: %q after %d cases, %d steps; 4 workers: %q after %d cases, %d steps",
			one.Input, one.Cases, one.ShrinkSteps, four.Input, four.Cases, four.ShrinkSteps)
	}
}

func TestSearchCaseBound(t *testing.T) {
	c := mustCandidate(t, "hdu1846-correct")
	p := mustProblem(t, c.Problem)
	for _, w := range []int{1, 3} {
		opt := Options{Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 5, Workers: w, Cases: 4321, Small: 1000, Budget: 20e9}
		rep, err := Search(context.Background(), p, c, opt)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Failed() || rep.Cases != 4321 || rep.Seed != 5 {
			t.Errorf("workers %d: %s after %d cases (seed %d), want OK after 4321", w, rep.Verdict, rep.Cases, rep.Seed)
		}
	}
}

func TestSearchZeroOptionsPicksSeed(t *testing.T) {
	c := mustCandidate(t, "hdu1846-flipped")
	p := mustProblem(t, c.Problem)
	rep, err := Search(context.Background(), p, c, Options{Corpus: corpus.Store{Dir: t.TempDir()}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Seed == 0 || !rep.Failed() || rep.Corpus == "" {
		t.Errorf("zero options: seed %d verdict %s corpus %q", rep.Seed, rep.Verdict, rep.Corpus)
	}
}

// TestSearchSlowMutantTimesOut: the exponential candidate runs as a child
// process under a time limit and is reported as TimeLimit on a small input
// that times out again.
func TestSearchSlowMutantTimesOut(t *testing.T) {
	c := mustCandidate(t, "hdu1846-no-memo")
	p := mustProblem(t, c.Problem)
	opt := SlowOptions(Options{Name: c.Name, Corpus: corpus.Store{Dir: t.TempDir()}, Seed: 1, Budget: 30e9})
	rep, err := Search(context.Background(), p, target(c), opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.TimeLimit || rep.Flaky {
		t.Fatalf("verdict %s flaky=%v on %q: %s", rep.Verdict, rep.Flaky, rep.Input, rep.Detail)
	}
	if cs := mustParse(t, p, rep.Input); len(cs) != 1 {
		t.Errorf("TimeLimit input has %d cases, want 1: %q", len(cs), rep.Input)
	}
}
