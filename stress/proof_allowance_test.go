package stress

import (
	"context"
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
