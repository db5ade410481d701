package stress

import (
	"context"
	"math/bits"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// deletingDivisors is the winner of cf1537d for n, by the known rule (the
// fakes answer with it beyond the oracle's test range).
func deletingDivisors(c format.Case) string {
	n := uint64(c[0])
	switch {
	case n%2 == 1:
		return "Bob"
	case n&(n-1) != 0:
		return "Alice"
	case bits.TrailingZeros64(n)%2 == 0:
		return "Alice"
	}
	return "Bob"
}

// The worst case runs the statement's bounds, not the test range: cf1537d
// answers n <= 2000 (its test_range) but the judge gives n up to 10^9. A
// solution too slow there is caught, though the answers there cannot be
// checked; one that is fast passes, and the report says what was checked
// where. An output there whose form differs from the small cases' answers
// (two tokens a case, not one) is a note, not a verdict: the problem file
// does not declare the form to the engine, and a form learnt from small
// cases is a guess (hdu2176's answers take one line or many: issue 28's
// false WrongAnswer on its right programs).
func TestWorstCaseAtJudgeScale(t *testing.T) {
	p := mustProblem(t, "cf1537d")
	if p.JudgeScale() == p {
		t.Fatal("cf1537d has a test_range: its judge scale is another problem")
	}
	beyond := func(c format.Case) bool { return c[0] > 2000 }
	for _, tc := range []struct {
		reason string
		tweak  func(f *fakeProgram)
		want   judge.Verdict
		detail string
		note   string // in Report.FormNote
	}{
		{"right and fast at every n", func(*fakeProgram) {}, judge.OK, "", ""},
		{"O(n) past the test range", func(f *fakeProgram) {
			f.cost = func(c format.Case) time.Duration { return time.Duration(c[0]) * time.Microsecond }
		}, judge.TimeLimit, "neither shrunk nor saved", ""},
		{"two tokens a case past the test range", func(f *fakeProgram) {
			ans := f.answer
			f.answer = func(c format.Case) string {
				if beyond(c) {
					return ans(c) + " " + ans(c)
				}
				return ans(c)
			}
		}, judge.OK, "", "case 1, line 1: 2 tokens, want 1: \"Alice Alice\"; not a verdict"},
	} {
		f := newFake(p, 2*time.Second)
		f.answer = deletingDivisors
		tc.tweak(f)
		opt := huntOptions(t)
		opt.Cases = 300
		rep, err := Hunt(context.Background(), p, f, opt)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if rep.Verdict != tc.want || !strings.Contains(rep.Detail, tc.detail) {
			t.Errorf("%s: %s (%s), want %s with %q", tc.reason, rep.Verdict, rep.Detail, tc.want, tc.detail)
		}
		if want := tc.note; (want == "") != (rep.FormNote == "") || !strings.Contains(rep.FormNote, want) {
			t.Errorf("%s: form note %q, want %q in it", tc.reason, rep.FormNote, want)
		}
		if rep.Failed() && (rep.Phase != "worst" || rep.Corpus != "") {
			t.Errorf("%s: found in phase %q, saved %q; want the worst phase, not saved", tc.reason, rep.Phase, rep.Corpus)
		}
		const scale = "answers checked for n <= 2000 (test_range); the statement's bounds (1 <= n <= 10^9) run for limits and form only"
		if !rep.Failed() && rep.Scale != scale {
			t.Errorf("%s: scale note %q, want %q", tc.reason, rep.Scale, scale)
		}
	}
}
