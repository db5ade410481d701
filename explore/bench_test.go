package explore

import (
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// BenchmarkCheckBash is one claim over 20020 positions (n = 0..1000, m =
// 1..20): formula evaluation plus an oracle lookup per position.
func BenchmarkCheckBash(b *testing.B) {
	c := Claim{Game: "bash", Formula: "n % (m+1) != 0", Ranges: map[string]Range{"m": Span(1, 20)}, To: 1000}
	for b.Loop() {
		rep, err := Check(c)
		if err != nil || !rep.Holds() {
			b.Fatal(rep, err)
		}
		b.ReportMetric(float64(rep.Checked), "positions/op")
	}
}

// BenchmarkCheckMisereNim is the misère Nim rule over 1..4 heaps of 1..10.
func BenchmarkCheckMisereNim(b *testing.B) {
	c := Claim{Game: "nim", Play: oracle.Misere, Formula: "max(heaps) >= 2 ? xor(heaps) != 0 : count(heaps, # == 1) % 2 == 0", Heaps: Span(1, 4), To: 10}
	for b.Loop() {
		if rep, err := Check(c); err != nil || !rep.Holds() {
			b.Fatal(rep, err)
		}
	}
}

// BenchmarkPictureBashPNG draws the 61×12 grid of bash over m = 1..12 as PNG.
func BenchmarkPictureBashPNG(b *testing.B) {
	v := View{Game: "bash", To: 60, Span: "m", SpanRange: Span(1, 12)}
	for b.Loop() {
		pic, err := PictureOf(v)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := pic.Encode(discard{}, PNG); err != nil {
			b.Fatal(err)
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
