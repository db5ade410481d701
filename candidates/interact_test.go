package candidates_test

import (
	"context"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// TestInteractiveSamples: every correct interactive candidate wins the
// sample's games, against the jury's own moves.
func TestInteractiveSamples(t *testing.T) {
	for _, p := range problem.All() {
		if !p.Interactive() {
			continue
		}
		cases, err := p.Parse([]byte(p.SampleIn))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range candidates.ForProblem(p.ID) {
			if c.Kind != candidates.Correct {
				continue
			}
			if r := p.Check(context.Background(), c, cases, false); r.Failed() {
				t.Errorf("%s on the sample: %v %v %+v", c.Name, r.Verdict, r.Err, r.Mismatch)
			}
		}
	}
}

// TestInteractiveVerdicts: each planted interactive bug gets its verdict on
// a small game, with the transcript and the reason in game terms.
func TestInteractiveVerdicts(t *testing.T) {
	tests := []struct {
		cand   string
		cases  []format.Case
		want   judge.Verdict
		detail string
		reason string
	}{
		{"a904-correct", []format.Case{{1, 2}, {3, 3}, {4, 1, 7}}, judge.OK, "", "wins three games in one run"},
		{"a904-wrong-side", []format.Case{{1}}, judge.WrongAnswer, "chose 1, but the player to move wins", "the wrong side"},
		{"a904-take-xor", []format.Case{{1, 2}}, judge.WrongAnswer, "taking 1 from heap 1 is legal but leaves Grundy value 2", "a legal move that loses"},
		{"a904-swapped-reply", []format.Case{{1, 2}}, judge.WrongAnswer, "is illegal", "the jury's move read wrongly"},
		{"a904-no-flush", []format.Case{{1}}, judge.TimeLimit, "the jury waited for output", "no flush"},
		{"a904-xor-kept", []format.Case{{1}, {1}}, judge.WrongAnswer, "chose 1", "state kept from the first game"},
		{"abc278g-mirror-always", []format.Case{{2, 1, 1}}, judge.WrongAnswer, "chose First, but the player to move loses cards 1-2", "mirror where it fails"},
		{"abc278g-reply-as-range", []format.Case{{3, 1, 1}}, judge.WrongAnswer, "card 2 was already removed", "the jury's move read as a range"},
	}
	for _, tc := range tests {
		c, err := candidates.Lookup(tc.cand)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := problem.Lookup(c.Problem)
		r := p.Check(context.Background(), c, tc.cases, false)
		if r.Verdict != tc.want {
			t.Errorf("%s (%s): %v %v, want %v", tc.cand, tc.reason, r.Verdict, r.Err, tc.want)
			continue
		}
		if tc.want == judge.OK {
			continue
		}
		if r.Mismatch == nil || !strings.Contains(r.Mismatch.Detail, tc.detail) || r.Mismatch.Transcript == "" {
			t.Errorf("%s (%s): mismatch %+v, want a transcript and %q", tc.cand, tc.reason, r.Mismatch, tc.detail)
		}
	}
}
