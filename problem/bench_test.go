package problem

import "testing"

// hdu1846Batch is a judge input's worth of generated hdu1846 cases.
func hdu1846Batch(b *testing.B) (*Problem, []Case, []byte, []byte) {
	p, _ := Lookup("hdu1846")
	cases := draw(p, 42, 1000)
	in := p.Encode(cases)
	var out []byte
	for _, c := range cases {
		a, err := p.Answer(c)
		if err != nil {
			b.Fatal(err)
		}
		out = append(append(out, a...), '\n')
	}
	return p, cases, in, out
}

func BenchmarkEncodeHdu1846(b *testing.B) {
	p, cases, _, _ := hdu1846Batch(b)
	b.ReportAllocs()
	for b.Loop() {
		p.Encode(cases)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cases)), "ns/case")
}

func BenchmarkParseHdu1846(b *testing.B) {
	p, cases, in, _ := hdu1846Batch(b)
	b.ReportAllocs()
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, err := p.Parse(in); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cases)), "ns/case")
}

func BenchmarkCompareHdu1846(b *testing.B) {
	p, cases, _, out := hdu1846Batch(b)
	b.ReportAllocs()
	for b.Loop() {
		if r := p.Compare(cases, out, false); r.Failed() {
			b.Fatal(r.Verdict)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cases)), "ns/case")
}

// The whole in-process loop the stress engine runs: Encode, a program
// (Parse, solve, output), Answer and Compare.
func BenchmarkCheckHdu1846(b *testing.B) {
	p, cases, _, _ := hdu1846Batch(b)
	prog := p.Program(func(c Case, out []byte) []byte {
		if c[0]%(c[1]+1) == 0 {
			return append(out, "second\n"...)
		}
		return append(out, "first\n"...)
	})
	b.ReportAllocs()
	for b.Loop() {
		out, err := prog(p.Encode(cases))
		if err != nil {
			b.Fatal(err)
		}
		if r := p.Compare(cases, out, false); r.Failed() {
			b.Fatal(r.Verdict, r.Mismatch)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(cases)), "ns/case")
}

// BenchmarkAnswer: the oracle's answer per generated case (full size),
// after a warm-up pass over the same cases.
func BenchmarkAnswer(b *testing.B) {
	for _, p := range All() {
		b.Run(p.ID, func(b *testing.B) {
			g := p.Gen()
			cases := make([]Case, 200)
			for i := range cases {
				v, _ := g(params(int64(i), fullSize)).Retrieve()
				cases[i] = v.(Case)
			}
			for _, c := range cases {
				if _, err := p.Answer(c); err != nil {
					b.Fatal(err)
				}
			}
			i := 0
			for b.Loop() {
				if _, err := p.Answer(cases[i%len(cases)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}
