package stress

import (
	"context"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// wythoffDouble is a wrong hdu1527 program: it calls every (a, 2a) a
// losing position. The least input it fails on is "2 4"; a large input it
// fails on is "82790070 165580140", whose local shrinks (one number lower,
// both lower together) all pass.
func wythoffDouble(p *problem.Problem) *fakeProgram {
	f := newFake(p, time.Second)
	f.wrong = func(cs []format.Case, i int) bool {
		a, b := cs[i][0], cs[i][1]
		ans, _ := p.Answer(cs[i])
		return a > 0 && b == 2*a && ans != "0"
	}
	return f
}

const (
	largeWythoff = "82790070 165580140\n"
	leastWythoff = "2 4\n"
)

// The least failing input is reported whatever found the failure: a
// corpus of large inputs (replayed first), or a fuzzer's input, must not
// leave the report near them when the bug also fails small. The proof
// bound is small (16 tries, as for a slow program), so only a scan of the
// small cases, many per run, reaches "2 4", which is then proven minimal.
func TestLeastFailureWhateverFoundIt(t *testing.T) {
	p := mustProblem(t, "hdu1527")
	seeded := func(t *testing.T) corpus.Store {
		st := corpus.Store{Dir: t.TempDir()}
		if _, err := st.Save(p.ID, []byte(largeWythoff), []byte("1\n")); err != nil {
			t.Fatal(err)
		}
		return st
	}
	for _, tc := range []struct {
		name   string
		reason string
		run    func(t *testing.T, opt Options) (Report, error)
	}{
		{"hunt", "an external program: the corpus phase finds the large pair first",
			func(t *testing.T, opt Options) (Report, error) {
				opt.Corpus = seeded(t)
				return Hunt(context.Background(), p, wythoffDouble(p), opt)
			}},
		{"search", "an in-process target: the corpus phase finds the large pair first",
			func(t *testing.T, opt Options) (Report, error) {
				opt.Corpus = seeded(t)
				return Search(context.Background(), p, wythoffDouble(p), opt)
			}},
		{"fuzz", "a fuzzer's input, concluded",
			func(t *testing.T, opt Options) (Report, error) {
				cases := mustParse(t, p, []byte(largeWythoff))
				return Conclude(context.Background(), p, wythoffDouble(p), cases, "fuzz", opt)
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := Options{Name: "fake", Seed: 3, Workers: 2, Enumerate: 16, Cases: 2000,
				Corpus: corpus.Store{Dir: t.TempDir()}}
			rep, err := tc.run(t, opt)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Verdict != judge.WrongAnswer || string(rep.Input) != leastWythoff || !rep.Minimal {
				t.Fatalf("%s: verdict %s, input %q (minimal %v), want WrongAnswer on %q, proven minimal",
					tc.reason, rep.Verdict, rep.Input, rep.Minimal, leastWythoff)
			}
		})
	}
}

// A failure that needs two cases is not replaced by a scan of single
// cases (none fails alone).
func TestScanKeepsWhatSinglesCannotReach(t *testing.T) {
	hdu := mustProblem(t, "hdu1846")
	f := newFake(hdu, time.Second)
	f.wrong = func(cs []format.Case, i int) bool { return i > 0 && caseIs(cs[0], 9, 9) }
	cases := []format.Case{{9, 9}, {1, 1}}
	rep, err := Conclude(context.Background(), hdu, f, cases, "fuzz", Options{Workers: 2, NoSave: true, Enumerate: 16})
	if err != nil {
		t.Fatal(err)
	}
	if got := mustParse(t, hdu, rep.Input); rep.Verdict != judge.WrongAnswer || len(got) != 2 {
		t.Fatalf("verdict %s on %q, want WrongAnswer on two cases", rep.Verdict, rep.Input)
	}

}

// The least failing input replayed from the corpus (the "2 4" a previous
// run saved) is proven minimal again, though the proof bound is small:
// the scan tried every smaller case, many per run, so the proof gets the
// tries it needs, one run each.
func TestSavedLeastFailureProvenAgain(t *testing.T) {
	p := mustProblem(t, "hdu1527")
	opt := Options{Name: "fake", Seed: 3, Workers: 2, Enumerate: 16, Cases: 2000, Corpus: corpus.Store{Dir: t.TempDir()}}
	if _, err := opt.Corpus.Save(p.ID, []byte(leastWythoff), []byte("1\n")); err != nil {
		t.Fatal(err)
	}
	rep, err := Hunt(context.Background(), p, wythoffDouble(p), opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Phase != "corpus" || string(rep.Input) != leastWythoff || !rep.Minimal {
		t.Fatalf("phase %q, input %q (minimal %v), want %q from the corpus, proven minimal", rep.Phase, rep.Input, rep.Minimal, leastWythoff)
	}
}
