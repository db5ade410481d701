package stress

import (
	"context"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem/format"
)

// TestReplayCommittedCorpus replays every committed corpus file: its answer
// is the oracle's, correct and equivalent candidates pass every file of their
// problem, and every buggy candidate still fails on at least one.
func TestReplayCommittedCorpus(t *testing.T) {
	saved := map[string][][]format.Case{}
	ids, err := corpus.ProblemsFS(corpus.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		p := mustProblem(t, id)
		es, err := corpus.LoadFS(corpus.Builtin(), id)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			cs := mustParse(t, p, e.Input)
			if r := p.Compare(cs, e.Answer, false); r.Failed() {
				t.Errorf("%s: the saved answer is not the oracle's: %s", e.Path, r.Mismatch.Detail)
			}
			saved[id] = append(saved[id], cs)
		}
	}
	for _, c := range candidates.All() {
		p := mustProblem(t, c.Problem)
		failed := 0
		for _, cs := range saved[c.Problem] {
			r := p.Check(context.Background(), target(c), cs, false)
			if r.Failed() {
				failed++
				if c.Kind != candidates.Buggy {
					t.Errorf("%s (%s) fails on committed input %q: %s", c.Name, c.Kind, p.Encode(cs), r.Verdict)
				}
			}
		}
		if c.Kind == candidates.Buggy && failed == 0 {
			t.Errorf("%s passes all %d committed inputs of %s: commit its counterexample (make stress)",
				c.Name, len(saved[c.Problem]), c.Problem)
		}
	}
}
