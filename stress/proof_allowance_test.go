package stress

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
)

// slowWrong is an in-process target that answers as the oracle does but
// wrongly on the case (30, 30), and takes a millisecond a run: the
// proof that 1 / 30 30 is minimal (every smaller single case, one run
// each) takes about a second, far past a wall of a tenth of one.
type slowWrong struct{ p *problem.Problem }

func (s slowWrong) Run(ctx context.Context, in []byte) ([]byte, error) {
	time.Sleep(time.Millisecond)
	cases, err := s.p.Parse(in)
	if err != nil {
		return nil, err
	}
	var out strings.Builder
	for _, c := range cases {
		a, err := s.p.Answer(c)
		if err != nil {
			return nil, err
		}
		if caseIs(c, 30, 30) {
			a = "wrong"
		}
		out.WriteString(a + "\n")
	}
	return []byte(out.String()), nil
}

// Under a wall (Options.Grace), the shrink of a failure found and its
// proof of minimality have an allowance of their own beyond the budget
// (ProofAllowance): the failure that a saved input shows is proven
// minimal although the proof outlasts the wall. (Before, the wall cut it:
// "partly shrunk".)
func TestProofHasItsOwnAllowance(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	store := corpus.Store{Dir: t.TempDir()}
	if _, err := store.Save(p.ID, []byte("2\n5 5\n30 30\n"), []byte("first\nfirst\n")); err != nil {
		t.Fatal(err)
	}
	opt := Options{Name: "slow-wrong", Seed: 1, Workers: 2, Budget: 50 * time.Millisecond, Grace: 50 * time.Millisecond,
		Corpus: store, NoSave: true, Scan: -1}
	rep, err := Search(context.Background(), p, slowWrong{p}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != judge.WrongAnswer || string(rep.Input) != "1\n30 30\n" || !rep.Minimal || rep.Interrupted {
		t.Errorf("%s on %q, minimal %v, interrupted %v (%s): want a WrongAnswer on 1 / 30 30, proven minimal",
			rep.Verdict, rep.Input, rep.Minimal, rep.Interrupted, rep.Detail)
	}
	if rep.ShrinkSteps < 1000 {
		t.Errorf("%d shrink steps: the proof tries every smaller single case (more than 1000)", rep.ShrinkSteps)
	}
}

// cutAt is slowWrong without the sleep that calls cut on its at-th run.
type cutAt struct {
	slowWrong
	at, runs *int
	cut      func()
}

func (c cutAt) Run(ctx context.Context, in []byte) ([]byte, error) {
	if *c.runs++; *c.runs == *c.at {
		c.cut()
	}
	cases, err := c.p.Parse(in)
	if err != nil {
		return nil, err
	}
	var out strings.Builder
	for _, cs := range cases {
		a, err := c.p.Answer(cs)
		if err != nil {
			return nil, err
		}
		if caseIs(cs, 30, 30) {
			a = "wrong"
		}
		out.WriteString(a + "\n")
	}
	return []byte(out.String()), nil
}

// TestProofCutByTheAllowanceIsLocallyMinimal: when the allowance past the
// wall ends a conclusion in its proof of minimality (the shrink at its
// fixpoint), the input is locally minimal: re-run and reported as such
// (ProofCut), not "partly shrunk". The same end during the local shrink,
// or a Ctrl-C (the caller's context) in the proof, leaves it Interrupted,
// not re-run.
func TestProofCutByTheAllowanceIsLocallyMinimal(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	start, _ := p.Parse([]byte("2\n5 5\n30 30\n"))
	tests := []struct {
		reason   string
		at       int  // the run that ends the context
		caller   bool // the caller's context ends too (Ctrl-C)
		proofCut bool
	}{
		{"the allowance ends the proof (run 400: the local shrink of 30 30 takes far fewer)", 400, false, true},
		{"the allowance ends the local shrink (run 2)", 2, false, false},
		{"a Ctrl-C ends the proof", 400, true, false},
	}
	for _, tt := range tests {
		caller, ctrlC := context.WithCancel(context.Background())
		ctx, end := context.WithCancel(caller)
		runs := 0
		cut := end
		if tt.caller {
			cut = ctrlC
		}
		target := cutAt{slowWrong: slowWrong{p}, at: &tt.at, runs: &runs, cut: cut}
		opt := Options{Name: "cut", Seed: 1, Workers: 1, NoSave: true, Scan: -1}
		opt.allow = allowance{ctx: caller, wall: time.Now()}
		first := opt.judge(p).Check(context.Background(), target, start, false)
		rep, err := ConcludeFrom(ctx, p, target, start, first, "corpus", opt)
		end()
		ctrlC()
		if err != nil {
			t.Fatalf("%s: %v", tt.reason, err)
		}
		if rep.ProofCut != tt.proofCut || rep.Interrupted == tt.proofCut || rep.Minimal {
			t.Errorf("%s: proof cut %v, interrupted %v, minimal %v (%s): want proof cut %v, interrupted %v, not minimal",
				tt.reason, rep.ProofCut, rep.Interrupted, rep.Minimal, rep.Detail, tt.proofCut, !tt.proofCut)
		}
		if tt.proofCut && (string(rep.Input) != "1\n30 30\n" || rep.Got == "" || rep.Flaky || rep.Verdict != judge.WrongAnswer) {
			t.Errorf("%s: %s on %q, got %q, flaky %v: want a WrongAnswer on 1 / 30 30, re-run (its output kept)",
				tt.reason, rep.Verdict, rep.Input, rep.Got, rep.Flaky)
		}
		if tt.proofCut && rep.ShrinkSteps < 300 {
			t.Errorf("%s: %d shrink steps: the cut came in the local shrink, not the proof", tt.reason, rep.ShrinkSteps)
		}
	}
}

// TestAllowanceStretchesWithLoad: the allowance of a conclusion is
// ProofAllowance of a core's time. On a machine whose load does not
// outnumber its cores it is ProofAllowance; where each thread gets a
// third of a core, three times it (a proof a quiet machine completes in
// 5 s needs 15 s of the wall clock there); never more than MaxStretch
// times it, whatever the load.
func TestAllowanceStretchesWithLoad(t *testing.T) {
	tests := []struct {
		reason string
		load   float64
		cpus   int
		want   float64
	}{
		{"a quiet machine", 0.3, 2, 1},
		{"as many runnable threads as cores", 2, 2, 1},
		{"two busy loops and a run on two cores", 3, 2, 1.5},
		{"each thread a third of a core", 6, 2, 3},
		{"a machine drowned in work", 40, 2, MaxStretch},
		{"no load average readable", 0, 2, 1},
	}
	for _, tt := range tests {
		if got := stretch(tt.load, tt.cpus); got != tt.want {
			t.Errorf("%s: stretch(%v, %d) = %v, want %v", tt.reason, tt.load, tt.cpus, got, tt.want)
		}
	}
	defer func(f func() float64) { loadAverage = f }(loadAverage)
	a := allowance{ctx: context.Background(), wall: time.Now()}
	for _, load := range []float64{0, 1000} {
		loadAverage = func() float64 { return load }
		_, cancel, d := a.conclusion(context.Background())
		cancel()
		want := time.Duration(float64(ProofAllowance) * stretch(load, runtime.NumCPU()))
		if d != want {
			t.Errorf("load %v: allowance %s, want %s", load, d, want)
		}
	}
}

// cutOnRerun is wrong on the case 30 30 and ends the conclusion's
// context at its second run of exactly 1 / 30 30, the re-run of the
// shrunk input (the first is the narrowing's): a run whose context has
// ended then fails as a killed process does.
type cutOnRerun struct {
	cutAt
	seen int
}

func (c *cutOnRerun) Run(ctx context.Context, in []byte) ([]byte, error) {
	if string(in) == "1\n30 30\n" {
		if c.seen++; c.seen == 2 {
			c.cut()
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	never := 0
	c.cutAt.at, c.cutAt.runs = &never, new(int)
	return c.cutAt.Run(ctx, in)
}

// onceWrong is wrong on 1 / 30 30 the first time only.
type onceWrong struct {
	slowWrong
	seen int
}

func (o *onceWrong) Run(ctx context.Context, in []byte) ([]byte, error) {
	if string(in) == "1\n30 30\n" {
		if o.seen++; o.seen > 1 {
			return []byte("first\n"), nil
		}
	}
	return o.slowWrong.Run(ctx, in)
}

// TestRerunOutlastsTheAllowance: the re-run of a shrunk failure is owed
// (its allowance's end does not cut it): cut, it would pass for a
// failure that did not come back, Flaky. A failure that does not come
// back on its re-run is still reported Flaky.
func TestRerunOutlastsTheAllowance(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	start, _ := p.Parse([]byte("2\n5 5\n30 30\n"))
	ctx, end := context.WithCancel(context.Background())
	defer end()
	target := &cutOnRerun{cutAt: cutAt{slowWrong: slowWrong{p}, cut: end}}
	opt := Options{Name: "cut", Seed: 1, Workers: 1, NoSave: true, Scan: -1, Enumerate: -1}
	opt.allow = allowance{ctx: context.Background(), wall: time.Now()}
	first := opt.judge(p).Check(context.Background(), target, start, false)
	rep, err := ConcludeFrom(ctx, p, target, start, first, "corpus", opt)
	if err != nil {
		t.Fatal(err)
	}
	if target.seen < 2 {
		t.Fatalf("1 / 30 30 ran %d times: the test needs its re-run", target.seen)
	}
	if rep.Verdict != judge.WrongAnswer || rep.Flaky || rep.Interrupted || string(rep.Input) != "1\n30 30\n" || rep.Got == "" {
		t.Errorf("%s on %q, flaky %v, interrupted %v, got %q (%s): want a WrongAnswer on 1 / 30 30, re-run to its end",
			rep.Verdict, rep.Input, rep.Flaky, rep.Interrupted, rep.Got, rep.Detail)
	}
	flaky := &onceWrong{slowWrong: slowWrong{p}}
	first = opt.judge(p).Check(context.Background(), flaky, start, false)
	rep, err = ConcludeFrom(context.Background(), p, flaky, start, first, "corpus", opt)
	if err != nil || !rep.Flaky {
		t.Errorf("wrong on 1 / 30 30 the first time only: flaky %v (%s, %v): want flaky", rep.Flaky, rep.Detail, err)
	}
}
