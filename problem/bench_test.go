package problem

import (
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// startCPU starts counting CPU time; the returned func reports it per case
// (ops of cases cases each).
func startCPU(b *testing.B, cases int) func() {
	start := cpuTime()
	return func() {
		if start > 0 && b.N > 0 {
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N*cases), "cpu-ns/case")
		}
	}
}

// perCase reports wall time per case of a batch.
func perCase(b *testing.B, cases int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*cases), "ns/case")
}

// hdu1846Batch is a judge input's worth of generated hdu1846 cases.
func hdu1846Batch(b *testing.B) (*Problem, []format.Case, []byte, []byte) {
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
	defer startCPU(b, len(cases))()
	for b.Loop() {
		p.Encode(cases)
	}
	perCase(b, len(cases))
}

func BenchmarkParseHdu1846(b *testing.B) {
	p, cases, in, _ := hdu1846Batch(b)
	b.ReportAllocs()
	b.SetBytes(int64(len(in)))
	defer startCPU(b, len(cases))()
	for b.Loop() {
		if _, err := p.Parse(in); err != nil {
			b.Fatal(err)
		}
	}
	perCase(b, len(cases))
}

func BenchmarkCompareHdu1846(b *testing.B) {
	p, cases, _, out := hdu1846Batch(b)
	b.ReportAllocs()
	defer startCPU(b, len(cases))()
	for b.Loop() {
		if r := p.Compare(cases, out, false); r.Failed() {
			b.Fatal(r.Verdict)
		}
	}
	perCase(b, len(cases))
}

// The whole in-process loop the stress engine runs: Encode, a program
// (Parse, solve, output), Answer and Compare.
func BenchmarkCheckHdu1846(b *testing.B) {
	p, cases, _, _ := hdu1846Batch(b)
	prog := p.Program(func(c format.Case, out []byte) []byte {
		if c[0]%(c[1]+1) == 0 {
			return append(out, "second\n"...)
		}
		return append(out, "first\n"...)
	})
	b.ReportAllocs()
	defer startCPU(b, len(cases))()
	for b.Loop() {
		out, err := prog(p.Encode(cases))
		if err != nil {
			b.Fatal(err)
		}
		if r := p.Compare(cases, out, false); r.Failed() {
			b.Fatal(r.Verdict, r.Mismatch)
		}
	}
	perCase(b, len(cases))
}

// BenchmarkAnswer: the oracle's answer per generated case (full size),
// after a warm-up pass over the same cases.
func BenchmarkAnswer(b *testing.B) {
	for _, p := range All() {
		b.Run(p.ID, func(b *testing.B) {
			g := p.Gen()
			cases := make([]format.Case, 200)
			for i := range cases {
				v, _ := g(params(int64(i), gen.FullSize)).Retrieve()
				cases[i] = v.(format.Case)
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

// BenchmarkGen: drawing one valid case (full size) and checking it.
func BenchmarkGen(b *testing.B) {
	for _, p := range All() {
		b.Run(p.ID, func(b *testing.B) {
			g := p.Gen()
			i := int64(0)
			for b.Loop() {
				v, _ := g(params(i, gen.FullSize)).Retrieve()
				if err := p.Valid(v.(format.Case)); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}
