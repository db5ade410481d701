package problem

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// oracleOutput is the exact expected output, built from Answer.
func oracleOutput(t *testing.T, p *Problem, cases []format.Case) string {
	t.Helper()
	var b strings.Builder
	for _, c := range cases {
		a, err := p.Answer(c)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(a + "\n")
	}
	return b.String()
}

func TestCompare(t *testing.T) {
	type edit func(out string) string
	tests := []struct {
		id      string
		cases   []format.Case
		edit    edit
		strict  bool
		verdict judge.Verdict
		caseAt  int
		detail  string
		reason  string
	}{
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, nil, true, judge.OK, 0, "", "the oracle's own output"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return strings.Replace(s, "first", "First", 1) },
			false, judge.WrongAnswer, 0, `case 1 (input line 2): want "first", got "First"`, "words are case-sensitive"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return "first\nfirst\n" },
			false, judge.WrongAnswer, 1, `case 2 (input line 3): want "second", got "first"`, "second case wrong"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return "first\n" },
			false, judge.WrongAnswer, 1, `case 2 (input line 3): want "second", got nothing (missing output)`, "only the first case answered"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return s + "debug\n" },
			false, judge.WrongAnswer, -1, "extra output after the last case", "debug output at the end"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return "first second\n" },
			false, judge.WrongAnswer, 0, `case 1 (input line 2): want "first", got "first second"`, "two answers on one line"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return "  first \n\n second" },
			false, judge.OK, 0, "", "whitespace does not matter by default"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return "first\n\nsecond\n" },
			true, judge.PresentationError, 1, "case 2 (input line 3): whitespace differs at output line 2", "a blank line, strict"},
		{"hdu1846", []format.Case{{23, 2}, {4, 3}}, func(s string) string { return "first\nsecond" },
			true, judge.OK, 0, "", "a missing final newline is fine even when strict"},
		{"hdu1527", []format.Case{{8, 4}, {2, 1}}, func(s string) string { return "01\n-0\n" },
			true, judge.PresentationError, 0, "whitespace differs", "integers as integers; strict still wants the bytes"},
		{"hdu1527", []format.Case{{8, 4}, {2, 1}}, func(s string) string { return "01\n-0\n" },
			false, judge.OK, 0, "", "integers compare as integers"},
		{"hdu2176", []format.Case{{45, 45}, {3, 6, 9}, {5, 7, 8, 9, 10}}, func(s string) string {
			return strings.Replace(s, "9 0\n", "", 1)
		}, false, judge.WrongAnswer, 2, `case 3 (input line 5): line 3 of its answer: want "9 0", got "10 3"`, "a multi-line answer loses a line"},
		{"hdu2176", []format.Case{{45, 45}, {3, 6, 9}, {5, 7, 8, 9, 10}}, func(s string) string {
			return strings.Replace(s, "9 5", "9 05", 1)
		}, false, judge.OK, 0, "", "a multi-line answer, leading zero"},
		{"hdu1527", []format.Case{{8, 4}, {2, 1}}, func(s string) string { return "-1\n0\n" },
			false, judge.WrongAnswer, 0, `case 1 (input line 1): want "1", got "-1"`, "the sign of an integer counts: -1 is not 1"},
		{"hdu2149", []format.Case{{3, 5}, {4, 2}}, func(s string) string { return "3 -4 5\n1\n" },
			false, judge.WrongAnswer, 0, `case 1 (input line 1): want "3 4 5", got "3 -4 5"`, "a negative raise among right ones"},
		{"hdu2149", []format.Case{{3, 100}}, func(s string) string { return strings.Replace(s, " 50 ", " 51 ", 1) },
			false, judge.WrongAnswer, 0, `case 1 (input line 1): token 48 of its answer: want "50", got "51"`, "a long line is quoted by its token"},
		{"hdu2149", []format.Case{{3, 5}, {4, 2}}, func(s string) string { return "3 4\n1\n" },
			false, judge.WrongAnswer, 0, `case 1 (input line 1): want "3 4 5", got "3 4"`, "a raise left out"},
	}
	for _, tt := range tests {
		p, _ := Lookup(tt.id)
		out := oracleOutput(t, p, tt.cases)
		if tt.edit != nil {
			out = tt.edit(out)
		}
		r := p.Compare(tt.cases, []byte(out), tt.strict)
		if r.Verdict != tt.verdict {
			t.Errorf("%s (%s): verdict %v, want %v (%+v)", tt.id, tt.reason, r.Verdict, tt.verdict, r.Mismatch)
			continue
		}
		if tt.verdict == judge.OK {
			continue
		}
		m := r.Mismatch
		if m == nil || m.Case != tt.caseAt || !strings.Contains(m.Detail, tt.detail) {
			t.Errorf("%s (%s): mismatch %+v, want case %d and detail %q", tt.id, tt.reason, m, tt.caseAt, tt.detail)
			continue
		}
		wantIn := p.Encode(tt.cases)
		if m.Case >= 0 {
			wantIn = p.Encode(tt.cases[m.Case : m.Case+1])
			if want, _ := p.Answer(tt.cases[m.Case]); m.Want != want {
				t.Errorf("%s (%s): Want %q, want the oracle's %q", tt.id, tt.reason, m.Want, want)
			}
		}
		if string(m.Input) != string(wantIn) {
			t.Errorf("%s (%s): Input %q, want %q", tt.id, tt.reason, m.Input, wantIn)
		}
	}
}

func TestCheck(t *testing.T) {
	p, _ := Lookup("hdu1846")
	cases := []format.Case{{23, 2}, {4, 3}}
	correct := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
		return p.Program(func(c format.Case, out []byte) []byte {
			a, _ := p.Answer(c)
			return append(append(out, a...), '\n')
		})(in)
	})
	if r := p.Check(context.Background(), correct, cases, true); r.Verdict != judge.OK {
		t.Errorf("correct target: %v %+v", r.Verdict, r.Mismatch)
	}
	tests := []struct {
		err  error
		want judge.Verdict
	}{
		{&judge.RunError{Verdict: judge.TimeLimit, Detail: "exceeded 1s"}, judge.TimeLimit},
		{fmt.Errorf("wrapped: %w", &judge.RunError{Verdict: judge.MemoryLimit}), judge.MemoryLimit},
		{context.DeadlineExceeded, judge.TimeLimit},
		{errors.New("exit status 3"), judge.RuntimeError},
	}
	for _, tt := range tests {
		failing := judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) { return nil, tt.err })
		r := p.Check(context.Background(), failing, cases, false)
		if r.Verdict != tt.want || !errors.Is(r.Err, tt.err) {
			t.Errorf("target error %v: verdict %v (err %v), want %v", tt.err, r.Verdict, r.Err, tt.want)
		}
	}
}

// Program plus an oracle-backed solve agrees with Compare on every problem,
// strictly, for generated batches.
func TestProgramAgrees(t *testing.T) {
	for _, p := range All() {
		cases := draw(p, 11, min(drawCount(p)/4, p.MaxCases()))
		i := 0 // the case's number, for problems whose answers name it (lightoj1253)
		prog := p.Program(func(c format.Case, out []byte) []byte {
			a, err := p.AnswerAt(c, i)
			i++
			if err != nil {
				t.Fatal(err)
			}
			return append(append(out, a...), '\n')
		})
		out, err := prog(p.Encode(cases))
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		if r := p.Compare(cases, out, true); r.Verdict != judge.OK {
			t.Errorf("%s: %v %+v", p.ID, r.Verdict, r.Mismatch)
		}
		// "?" is neither a number nor in any shipped word's alphabet (an "x" could be a word)
		if _, err := prog([]byte("?")); err == nil {
			t.Errorf("%s: Program accepted the input \"?\"", p.ID)
		}
	}
}

func TestCompareOracleError(t *testing.T) {
	p, _ := Lookup("hdu1846")
	r := p.Compare([]format.Case{{0, 5}}, []byte("first\n"), false)
	if r.Verdict != judge.OracleError || r.Err == nil {
		t.Errorf("an invalid case: %v %v, want OracleError", r.Verdict, r.Err)
	}
}

// TestSameToken pins the integer rule of the token comparison: leading
// zeros and a plus sign do not matter, the minus sign does (but for zero).
func TestSameToken(t *testing.T) {
	tests := []struct {
		want, got string
		same      bool
		reason    string
	}{
		{"1", "1", true, "identical"},
		{"1", "-1", false, "the sign is not dropped"},
		{"-1", "1", false, "nor the other way"},
		{"12", "-12", false, "several digits"},
		{"1", "01", true, "a leading zero"},
		{"1", "+1", true, "an explicit plus"},
		{"0", "-0", true, "minus zero is zero"},
		{"0", "-00", true, "minus zero with a leading zero"},
		{"10", "1", false, "digits differ"},
		{"1", "1.0", false, "not an integer token"},
		{"1", "-", false, "a sign alone"},
		{"first", "First", false, "words are exact"},
	}
	for _, tt := range tests {
		if got := judge.SameToken(tt.want, []byte(tt.got)); got != tt.same {
			t.Errorf("%s: sameToken(%q, %q) = %v, want %v", tt.reason, tt.want, tt.got, got, tt.same)
		}
	}
}
