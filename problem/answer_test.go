package problem

import (
	"strings"
	"testing"
)

// The oracle's answers reproduce every sample output.
func TestSampleAnswers(t *testing.T) {
	for _, p := range All() {
		if p.Interactive() {
			continue // its sample is an interaction: TestSampleInteractions
		}
		cases, err := p.Parse([]byte(p.SampleIn))
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		var b strings.Builder
		for i, c := range cases {
			ans, err := p.AnswerAt(c, i)
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

// Answers are the same from several goroutines at once, the caches cold
// (run with -race to check the caches too).
func TestAnswerConcurrent(t *testing.T) {
	for _, id := range []string{"hdu1846", "hdu2149", "hdu1848", "hdu1536", "take-range"} {
		p, _ := Lookup(id)
		cases := draw(p, 9, 60)
		got := make([][]string, 4)
		done := make(chan bool)
		for g := range got {
			got[g] = make([]string, len(cases))
			go func() {
				defer func() { done <- true }()
				for k := range cases {
					i := (k + 17*g) % len(cases)
					got[g][i], _ = p.Answer(cases[i])
				}
			}()
		}
		for range got {
			<-done
		}
		for i, c := range cases {
			want, err := p.Answer(c)
			for g := range got {
				if err != nil || got[g][i] != want {
					t.Errorf("%s: case %v: goroutine %d got %q, want %q (%v)", id, c, g, got[g][i], want, err)
				}
			}
		}
	}
}
