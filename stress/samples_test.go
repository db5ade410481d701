package stress

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/judges"
)

// onlyOnSample is wrong on the second case of hdu1846's sample input
// (2 / 23 2 / 4 3) and nowhere else: not on 4 3 alone, not on any other
// input (a program that special-cases the statement's input).
func onlyOnSample(cs []format.Case, i int) bool {
	return len(cs) == 2 && caseIs(cs[0], 23, 2) && caseIs(cs[1], 4, 3) && i == 1
}

// A program wrong only on the statement's sample passes every input the
// search makes (Search, which does not run the samples, says OK), and is
// caught by the samples before any search, in Hunt and Replay alike; a
// right program passes them, and the report says so.
func TestSamplesCatchAProgramWrongOnlyOnTheSample(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.wrong = onlyOnSample
	opt := huntOptions(t)
	opt.Cases = 2000
	if rep, err := Search(context.Background(), hdu, f, opt); err != nil || rep.Failed() {
		t.Fatalf("Search: %s (%v); want OK: the search never makes the sample's input", rep.Verdict, err)
	}
	for name, run := range map[string]func(context.Context, *problem.Problem, Limited, Options) (Report, error){"Hunt": Hunt, "Replay": Replay} {
		opt := huntOptions(t)
		rep, err := run(context.Background(), hdu, f, opt)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rep.Verdict != judge.WrongAnswer || rep.Phase != PhaseSample || rep.Sample != 1 || rep.Flaky {
			t.Fatalf("%s: %s in phase %q (sample %d, flaky %v); want WrongAnswer from sample 1", name, rep.Verdict, rep.Phase, rep.Sample, rep.Flaky)
		}
		if string(rep.Input) != hdu.SampleIn || rep.SampleCase != 0 {
			t.Errorf("%s: input %q (case %d); want the whole sample: its case 2 alone passes", name, rep.Input, rep.SampleCase)
		}
		if rep.Expected != "first\nsecond" || rep.Got != "first\nsecondx\n" {
			t.Errorf("%s: expected %q, got %q; want the sample's output and the program's", name, rep.Expected, rep.Got)
		}
		if !strings.Contains(rep.Detail, "case 2 of 2") {
			t.Errorf("%s: detail %q; want it to name case 2", name, rep.Detail)
		}
		if rep.Corpus == "" {
			t.Errorf("%s: the sample's failure was not saved", name)
		}
	}

	right := newFake(hdu, time.Second)
	rep, err := Hunt(context.Background(), hdu, right, huntOptions(t))
	if err != nil || rep.Failed() {
		t.Fatalf("a right program: %s (%v); want OK", rep.Verdict, err)
	}
	if rep.Samples != (SampleTally{Passed: 1, Of: 1}) || rep.Samples.String() != "samples: 1 of 1 passes" {
		t.Errorf("a right program: samples %+v (%q); want 1 of 1 passing", rep.Samples, rep.Samples)
	}
}

// A case that fails alone is cut out of the sample, with its own line of
// the sample's output as the expected answer.
func TestSamplesCutToTheCaseThatDiffers(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.wrong = func(cs []format.Case, i int) bool { return caseIs(cs[i], 4, 3) }
	rep, err := Hunt(context.Background(), hdu, f, huntOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Phase != PhaseSample || string(rep.Input) != "1\n4 3\n" || rep.SampleCase != 2 || rep.Expected != "second" {
		t.Fatalf("phase %q, input %q, case %d, expected %q; want case 2 of the sample alone (4 3, second)", rep.Phase, rep.Input, rep.SampleCase, rep.Expected)
	}
	if got := rep.SampleText(); got != "fails the statement's sample 1, case 2" {
		t.Errorf("SampleText %q", got)
	}
}

// Where any winning move is accepted, the sample's move is one answer
// among others: a program that answers another winning move passes, and
// one that answers a losing move fails (judged by the problem's move
// checker, not by the sample's text).
func TestSamplesJudgeMovesByTheProblem(t *testing.T) {
	p := mustProblem(t, "nim-move")
	for _, tt := range []struct {
		cand   string
		reason string
		fails  bool
	}{
		{"nim-move-last-heap", "another winning move than the sample's 1 1: accepted", false},
		{"nim-move-prints-target", "prints the heap's new size: not a winning move", true},
	} {
		c := mustCandidate(t, tt.cand)
		rep, err := Samples(context.Background(), p, target(c), Options{Name: c.Name, NoSave: true})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Failed() != tt.fails {
			t.Errorf("%s (%s): %s (%s)", c.Name, tt.reason, rep.Verdict, rep.Detail)
		}
	}
}

// An answer of several lines per case (hdu2176: "Yes" and one line per
// winning move) is split by the oracle's line counts: the right program
// passes, and a program that lists one winning move only fails on the case
// that has several, cut out of the sample.
func TestSamplesMultiLineAnswers(t *testing.T) {
	p := mustProblem(t, "hdu2176")
	ok, err := Samples(context.Background(), p, target(mustCandidate(t, "hdu2176-correct")), Options{NoSave: true})
	if err != nil || ok.Failed() {
		t.Fatalf("hdu2176-correct: %s (%v, %s); want OK", ok.Verdict, err, ok.Detail)
	}
	rep, err := Samples(context.Background(), p, target(mustCandidate(t, "hdu2176-first-move-only")), Options{NoSave: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.WrongAnswer || rep.SampleCase != 3 || rep.Expected != "Yes\n8 1\n9 0\n10 3" {
		t.Fatalf("first-move-only: %s, case %d, expected %q; want WrongAnswer on case 3 (Yes and three moves)", rep.Verdict, rep.SampleCase, rep.Expected)
	}
}

// A file without [game] has no oracle: the sample's output alone judges
// the sample (the run's answers are never asked: NoAnswers would fail).
func TestSamplesNeedNoOracle(t *testing.T) {
	p, err := problem.Open("../examples/reference/maxlist.toml")
	if err != nil {
		t.Fatal(err)
	}
	echo := func(out string) judge.Target {
		return judge.TargetFunc(func(context.Context, []byte) ([]byte, error) { return []byte(out), nil })
	}
	opt := Options{Answers: judges.NoAnswers{}, NoSave: true}
	if rep, err := Samples(context.Background(), p, echo("9\n7\n"), opt); err != nil || rep.Failed() {
		t.Errorf("the sample's own output: %s (%v, %s); want OK", rep.Verdict, err, rep.Detail)
	}
	rep, err := Samples(context.Background(), p, echo("9\n8\n"), opt)
	if err != nil || rep.Verdict != judge.WrongAnswer || rep.Phase != PhaseSample {
		t.Errorf("a wrong second answer: %s in %q (%v); want WrongAnswer from the sample", rep.Verdict, rep.Phase, err)
	}
}

// Samples saves its failure to the corpus like any counterexample, and
// nothing with NoSave.
func TestSamplesSave(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.wrong = onlyOnSample
	for _, noSave := range []bool{false, true} {
		st := corpus.Store{Dir: t.TempDir()}
		rep, err := Samples(context.Background(), hdu, f, Options{Corpus: st, NoSave: noSave})
		if err != nil {
			t.Fatal(err)
		}
		es, err := st.Load(hdu.ID)
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{false: 1, true: 0}[noSave]; len(es) != want || (rep.Corpus != "") != !noSave {
			t.Errorf("NoSave %v: %d saved (corpus %q); want %d", noSave, len(es), rep.Corpus, want)
		}
	}
}
