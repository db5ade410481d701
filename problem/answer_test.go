package problem

import (
	"strings"
	"testing"
)

// The oracle's answers reproduce every sample output.
func TestSampleAnswers(t *testing.T) {
	for _, p := range All() {
		cases, err := p.Parse([]byte(p.SampleIn))
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		var b strings.Builder
		for i, c := range cases {
			ans, err := p.Answer(c)
			if err != nil {
				t.Errorf("%s: case %d: %v", p.ID, i, err)
			}
			b.WriteString(ans + "\n")
		}
		if b.String() != p.SampleOut {
			t.Errorf("%s: answers\n%s\nwant the sample output\n%s", p.ID, b.String(), p.SampleOut)
		}
		if r := p.Compare(cases, []byte(p.SampleOut), true); r.Failed() {
			t.Errorf("%s: Compare(sample output) = %v %+v %v", p.ID, r.Verdict, r.Mismatch, r.Err)
		}
	}
}
