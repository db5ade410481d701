package stress

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// huntOptions keep a hunt short and deterministic: a fixed seed, 500 small cases, a case
// bound rather than a time budget, and a corpus of the test's own.
func huntOptions(t *testing.T) Options {
	return Options{Name: "fake", Seed: 7, Workers: 2, Cases: 3000, Small: 500, Budget: time.Minute,
		Corpus: corpus.Store{Dir: t.TempDir()}}
}

// TestHuntBranches drives Hunt through each of its steps with fake
// programs, and checks where the failure was found and what is reported.
func TestHuntBranches(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	const limit = time.Second
	tests := []struct {
		name    string
		reason  string
		fake    func(f *fakeProgram)
		verdict judge.Verdict
		phase   string
		input   string // the exact reported input ("" : not checked)
		cases   int    // cases of the reported input (0 : not checked)
		flaky   bool
	}{
		{name: "smoke", reason: "wrong on every case: caught by the smallest case alone",
			fake:    func(f *fakeProgram) { f.wrong = func([]format.Case, int) bool { return true } },
			verdict: judge.WrongAnswer, phase: "small", input: "1\n1 1\n"},
		{name: "calibrate", reason: "wrong on 3 2 only: found in the first batch of small cases, shrunk to it",
			fake: func(f *fakeProgram) {
				f.wrong = func(cs []format.Case, i int) bool { return caseIs(cs[i], 3, 2) }
			},
			verdict: judge.WrongAnswer, phase: "small", input: "1\n3 2\n"},
		{name: "pair", reason: "wrong on 3 2 only after 1 1 in the same input (state left over): shrunk to the pair",
			fake: func(f *fakeProgram) {
				f.wrong = func(cs []format.Case, i int) bool { return i > 0 && caseIs(cs[0], 1, 1) && caseIs(cs[i], 3, 2) }
			},
			verdict: judge.WrongAnswer, phase: "small", input: "2\n1 1\n3 2\n"},
		{name: "miscount", reason: "one line too many when an input holds 5 1: not tied to a case, shrunk by cases",
			fake: func(f *fakeProgram) {
				f.extra = func(cs []format.Case) bool {
					for _, c := range cs {
						if caseIs(c, 5, 1) {
							return true
						}
					}
					return false
				}
			},
			verdict: judge.WrongAnswer, phase: "small", input: "1\n5 1\n"},
		{name: "slow case", reason: "one case (7 3) takes twice the limit: a TimeLimit on that case alone",
			fake: func(f *fakeProgram) {
				f.cost = func(c format.Case) time.Duration {
					if caseIs(c, 7, 3) {
						return 2 * limit
					}
					return 0
				}
			},
			verdict: judge.TimeLimit, phase: "small", input: "1\n7 3\n"},
		{name: "random", reason: "wrong only above n = 500 (beyond the small cases): found by the search's later phases",
			fake: func(f *fakeProgram) {
				f.wrong = func(cs []format.Case, i int) bool { return cs[i][0] > 500 }
			},
			verdict: judge.WrongAnswer, cases: 1},
		{name: "flaky", reason: "fails each input the first time only: reported flaky, as it was",
			fake:    func(f *fakeProgram) { f.flakyOnce = true },
			verdict: judge.WrongAnswer, phase: PhaseSample, flaky: true},
		{name: "correct", reason: "right answers, fast: OK after the case bound",
			fake: func(f *fakeProgram) {}, verdict: judge.OK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(hdu, limit)
			tt.fake(f)
			opt := huntOptions(t)
			opt.NoSamples = tt.name == "smoke" // (the sample, first, fails too)
			rep, err := Hunt(context.Background(), hdu, f, opt)
			if err != nil {
				t.Fatalf("%s: %v", tt.reason, err)
			}
			if rep.Verdict != tt.verdict || rep.Flaky != tt.flaky {
				t.Fatalf("%s: verdict %s (flaky %v, %s), want %s (flaky %v)", tt.reason, rep.Verdict, rep.Flaky, rep.Detail, tt.verdict, tt.flaky)
			}
			if tt.phase != "" && rep.Phase != tt.phase {
				t.Errorf("%s: found in phase %q, want %q", tt.reason, rep.Phase, tt.phase)
			}
			if tt.input != "" && string(rep.Input) != tt.input {
				t.Errorf("%s: input %q, want %q", tt.reason, rep.Input, tt.input)
			}
			if tt.cases > 0 {
				if cs := mustParse(t, hdu, rep.Input); len(cs) != tt.cases {
					t.Errorf("%s: input %q has %d cases, want %d", tt.reason, rep.Input, len(cs), tt.cases)
				}
			}
			if rep.Seed != opt.Seed {
				t.Errorf("%s: seed %d, want %d", tt.reason, rep.Seed, opt.Seed)
			}
			checkSaved(t, opt.Corpus, hdu, rep)
		})
	}
}

// checkSaved checks that a failure is in the corpus with its expected
// answer, and that a pass saved nothing.
func checkSaved(t *testing.T, st corpus.Store, p *problem.Problem, rep Report) {
	t.Helper()
	es, err := st.Load(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Failed() {
		if len(es) != 0 || rep.Corpus != "" {
			t.Errorf("a pass saved %d inputs (%q)", len(es), rep.Corpus)
		}
		return
	}
	if len(es) != 1 || string(es[0].Input) != string(rep.Input) || string(es[0].Answer) != rep.Expected+"\n" || rep.Corpus == "" {
		t.Errorf("corpus holds %d inputs, want the reported %q with its answer %q (saved as %q)", len(es), rep.Input, rep.Expected, rep.Corpus)
	}
}

// A TimeLimit that only a batch of several cases reaches (each case takes
// a third of the limit) is no bug: the hunt retries with smaller batches,
// reports OK, and says how large a batch was too slow.
func TestHuntBatchSlowOnlyAsAWhole(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.cost = func(c format.Case) time.Duration {
		if c[0] > 100 {
			return time.Second / 3
		}
		return 0
	}
	opt := huntOptions(t)
	opt.NoWorst = true // the judge's largest input would time out (see TestHuntWorstCase)
	rep, err := Hunt(context.Background(), hdu, f, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.OK || rep.SlowBatch < 4 {
		t.Fatalf("verdict %s (%s), slow batch %d; want OK and a slow batch of 4 or more cases", rep.Verdict, rep.Detail, rep.SlowBatch)
	}
	if rep.Cases < opt.Cases {
		t.Errorf("%d cases tried, want the whole bound %d (the search went on with smaller batches)", rep.Cases, opt.Cases)
	}
}

// Replay checks the saved inputs only: the first that fails is concluded,
// the others that fail are listed, and Replayed counts them all.
func TestReplayListsEveryFailure(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	opt := huntOptions(t)
	for _, in := range []string{"1\n1 1\n", "1\n9 4\n", "1\n9 5\n", "2\n2 1\n9 9\n"} {
		if _, err := opt.Corpus.Save(hdu.ID, []byte(in), []byte("x\n")); err != nil {
			t.Fatal(err)
		}
	}
	f := newFake(hdu, time.Second)
	f.wrong = func(cs []format.Case, i int) bool { return cs[i][0] == 9 }
	rep, err := Replay(context.Background(), hdu, f, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.WrongAnswer || rep.Replayed != 4 || len(rep.AlsoFailing) != 2 || rep.Phase != "corpus" {
		t.Fatalf("verdict %s, replayed %d, also failing %v, phase %q; want WrongAnswer, 4, two others, corpus",
			rep.Verdict, rep.Replayed, rep.AlsoFailing, rep.Phase)
	}
	for _, o := range rep.AlsoFailing {
		if o.Verdict != judge.WrongAnswer || filepath.Dir(o.Path) != filepath.Join(opt.Corpus.Dir, hdu.ID) {
			t.Errorf("also failing %+v: want a WrongAnswer under %s", o, opt.Corpus.Dir)
		}
	}
}

// A failure whose input cannot be saved is still reported, with a
// *SaveError.
func TestHuntSaveError(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	opt := huntOptions(t)
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	opt.Corpus.Dir = file
	opt.NoSamples = true
	f := newFake(hdu, time.Second)
	f.wrong = func([]format.Case, int) bool { return true }
	rep, err := Hunt(context.Background(), hdu, f, opt)
	var se *SaveError
	if !errors.As(err, &se) || rep.Verdict != judge.WrongAnswer || string(rep.Input) != "1\n1 1\n" {
		t.Fatalf("error %v, verdict %s, input %q; want a *SaveError with the WrongAnswer on 1 1", err, rep.Verdict, rep.Input)
	}
}

// Calibration goes down to batches of one case: on hdu1850 (500 cases a
// run) the sizes 500, 62 and 7 all time out when every case takes a
// quarter of the limit, and a calibration that stopped there (500 → 62 →
// 7 → 0) left full-size batches in use, so the search reported a batch
// that is slow only as a whole. With batches of one, nothing fails.
func TestHuntCalibratesDownToOneCase(t *testing.T) {
	p := mustProblem(t, "hdu1850")
	f := newFake(p, time.Second)
	f.cost = func(format.Case) time.Duration { return time.Second / 4 }
	opt := huntOptions(t)
	opt.Cases, opt.NoWorst = 600, true
	rep, err := Hunt(context.Background(), p, f, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.OK || rep.SlowBatch != 500 {
		t.Fatalf("verdict %s on %q (%s), slow batch %d; want OK, batches of 500, 62 and 7 slow only as a whole",
			rep.Verdict, rep.Input, rep.Detail, rep.SlowBatch)
	}
}

func TestBatchSizes(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want []int
	}{
		{500, []int{500, 62, 7, 1}}, // hdu1850: 7/8 is 0, yet 1 must be tried
		{1000, []int{1000, 125, 15, 1}},
		{20, []int{20, 2, 1}},
		{8, []int{8, 1}},
		{1, []int{1}},
		{0, nil},
	} {
		if got := batchSizes(tc.n); !slices.Equal(got, tc.want) {
			t.Errorf("batchSizes(%d) = %v, want %v", tc.n, got, tc.want)
		}
	}
}

// An input a user drops into the corpus without its .ans is replayed, and
// its answer (the oracle's) is written beside it; it no longer stops the
// run with an error.
func TestCorpusInputWithoutAnswer(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	for _, tc := range []struct {
		name string
		run  func(opt Options) (Report, error)
	}{
		{"hunt", func(opt Options) (Report, error) {
			return Hunt(context.Background(), hdu, newFake(hdu, time.Second), opt)
		}},
		{"search", func(opt Options) (Report, error) {
			return Search(context.Background(), hdu, newFake(hdu, time.Second), opt)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := huntOptions(t)
			opt.Cases, opt.NoWorst = 200, true
			in := filepath.Join(opt.Corpus.Dir, hdu.ID, "mine.in")
			if err := os.MkdirAll(filepath.Dir(in), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(in, []byte("2\n3 2\n4 4\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			rep, err := tc.run(opt)
			if err != nil || rep.Failed() {
				t.Fatalf("verdict %s, error %v: want a clean run", rep.Verdict, err)
			}
			ans, err := os.ReadFile(filepath.Join(opt.Corpus.Dir, hdu.ID, "mine.ans"))
			if err != nil || string(ans) != "second\nfirst\n" {
				t.Errorf("mine.ans = %q, %v; want the oracle's answer %q", ans, err, "second\nfirst\n")
			}
		})
	}
}

// A run still going when the budget ends is cut short: a hunt whose
// program never ends on the boundary cases (each a whole time limit, many
// in flight) stops at its budget rather than waiting for them. (The guard
// below only keeps a hang from stalling the suite; it asserts no timing.)
func TestHuntStopsRunsAtTheBudget(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Minute)
	f.block = func(cs []format.Case) bool {
		for _, c := range cs {
			if c[0] > 500 {
				return true
			}
		}
		return false
	}
	opt := huntOptions(t)
	opt.Cases, opt.Budget, opt.NoWorst = 0, 300*time.Millisecond, true
	done := make(chan Report, 1)
	go func() {
		rep, _ := Hunt(context.Background(), hdu, f, opt)
		done <- rep
	}()
	select {
	case rep := <-done:
		if rep.Failed() {
			t.Errorf("verdict %s (%s): a run cut by the budget is no verdict", rep.Verdict, rep.Detail)
		}
	case <-time.After(time.Minute):
		t.Fatal("the hunt waited for runs past its budget")
	}
}
