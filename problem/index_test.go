package problem

import (
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// [output] index is the case's number in the input, from 1: the same case
// answers differently at another place (LightOJ 1253: "Case 2: Alice").
func TestOutputIndex(t *testing.T) {
	p, err := Lookup("lightoj1253")
	if err != nil {
		t.Fatal(err)
	}
	cases := []format.Case{{1}, {1, 1}, {1}}
	if r := p.Compare(cases, []byte("Case 1: Bob\nCase 2: Alice\nCase 3: Bob\n"), true); r.Failed() {
		t.Fatalf("the right numbers: %v %+v", r.Verdict, r.Mismatch)
	}
	r := p.Compare(cases, []byte("Case 1: Bob\nCase 1: Alice\nCase 3: Bob\n"), false)
	if r.Verdict != judge.WrongAnswer || r.Mismatch == nil || r.Mismatch.Case != 1 || r.Mismatch.Want != "Case 2: Alice" {
		t.Fatalf("case 2 numbered 1: %v %+v, want a WrongAnswer on case 2 wanting \"Case 2: Alice\"", r.Verdict, r.Mismatch)
	}
	if a, _ := p.AnswerAt(format.Case{1, 1}, 6); a != "Case 7: Alice" {
		t.Errorf("AnswerAt(case, 6) = %q, want \"Case 7: Alice\"", a)
	}
	if a, _ := p.Answer(format.Case{1, 1}); a != "Case 1: Alice" {
		t.Errorf("Answer = %q, want case 1", a)
	}
	_, err = loadText(t, strings.Replace(good, `lines = ["n m"]`, `lines = ["n index"]`, 1))
	if err == nil || !strings.Contains(err.Error(), `"index" is taken`) {
		t.Errorf("a field named index: %v", err)
	}
	bad := strings.Replace(good, `case = 'win ? "first" : "second"'`, `case = 'string(index) + (win ? " first" : " second")'`, 1)
	bad = strings.Replace(bad, `out = "first\nsecond\n"`, `out = "1 first\n1 second\n"`, 1)
	if _, err := loadText(t, bad); err == nil || !strings.Contains(err.Error(), `the oracle says "2 second"`) {
		t.Errorf("a sample numbering both cases 1: %v", err)
	}
}
