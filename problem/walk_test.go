package problem

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

const distinctFile = `id = "distinct-test"
title = "a set of up to 10^5 numbers"
[input]
framing = "eof"
lines   = ["n", "a[n]"]
bounds  = ["1 <= n <= 100000", "1 <= a <= 1000000000", "distinct a"]
`

// TestDistinctAtScale: a set of 10^5 numbers is accepted and a repeat
// anywhere is refused with the same message, by Valid and by Parse (the
// check keeps a set: a pairwise check took 3 s here).
func TestDistinctAtScale(t *testing.T) {
	p, err := loadText(t, distinctFile)
	if err != nil {
		t.Fatal(err)
	}
	const n = 100_000
	c := format.Case{n}
	for i := range int64(n) {
		c = append(c, 1+(i*7919)%n*3) // distinct: 7919 is prime to n
	}
	if err := p.Valid(c); err != nil {
		t.Fatalf("a set of %d numbers refused: %v", n, err)
	}
	if _, err := p.Parse(p.Encode([]format.Case{c})); err != nil {
		t.Fatalf("parse of a set of %d numbers: %v", n, err)
	}
	for _, at := range []int{2, n / 2, n} {
		d := append(format.Case(nil), c...)
		d[at] = d[at-1]
		want := "repeats an earlier a (a set has no duplicates)"
		if err := p.Valid(d); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a repeat at item %d: Valid says %v, want %q", at, err, want)
		}
		if _, err := p.Parse(p.Encode([]format.Case{d})); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a repeat at item %d: Parse says %v, want %q", at, err, want)
		}
	}
}

// TestWalkAgreesWithPrefixes cross-checks the one-pass walk of a case's
// fields (validShape, readCase) against the grammar asked at every prefix
// (the walk's reference): the same verdict and message on drawn cases of
// every shipped problem and of treeFile, and on those cases broken
// (a number moved out of range or onto its neighbour, a number dropped or
// added).
func TestWalkAgreesWithPrefixes(t *testing.T) {
	ps := All()
	for _, text := range []string{treeFile} {
		p, err := loadText(t, text)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	walked := 0
	for _, p := range ps {
		if p.spec.Layout.Walk == nil {
			continue
		}
		walked++
		fast := &p.spec.Layout
		slow := *fast
		slow.Walk = nil
		rng := rand.New(rand.NewSource(1))
		for _, c := range draw(p, 1, 60) {
			if len(c) > 3000 {
				continue
			}
			variants := []format.Case{c}
			for range 6 {
				d := append(format.Case(nil), c...)
				i := rng.Intn(len(d))
				switch rng.Intn(4) {
				case 0:
					d[i] = -1 - d[i]
				case 1:
					d[i] = d[max(i-1, 0)]
				case 2:
					d = d[:i]
				case 3:
					d = append(d, d[i])
				}
				variants = append(variants, d)
			}
			for _, d := range variants {
				a, b := fast.ValidShape(d), slow.ValidShape(d)
				if (a == nil) != (b == nil) || (a != nil && a.Error() != b.Error()) {
					t.Fatalf("%s %v: validShape says %v in one pass, %v by prefixes", p.ID, d, a, b)
				}
				in := fast.EncodeAll([]format.Case{d})
				x, errA := fast.ParseAll(in)
				y, errB := slow.ParseAll(in)
				if (errA == nil) != (errB == nil) || (errA != nil && errA.Error() != errB.Error()) {
					t.Fatalf("%s %q: parse says %v in one pass, %v by prefixes", p.ID, in, errA, errB)
				}
				if errA == nil && !equalCases(x, y) {
					t.Fatalf("%s %q: parse reads %v in one pass, %v by prefixes", p.ID, in, x, y)
				}
			}
		}
	}
	if walked < 3 {
		t.Fatalf("only %d problems have a one-pass walk", walked)
	}
}

func equalCases(a, b []format.Case) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				return false
			}
		}
	}
	return true
}

// TestFlatRowsAssembleAsRecords: rows given flat (northcott's generator)
// make the same case as the same rows given a record each.
func TestFlatRowsAssembleAsRecords(t *testing.T) {
	p, _ := Lookup("hdu1730")
	s := p.file.schema
	rows, m := s.ByName["rows"], s.ByName["m"]
	for seed := range int64(50) {
		c := gen.NorthcottGen(params(seed, 200), 1, 1000, 2, 100)
		var rs []format.Record
		for i := 2; i+1 < len(c); i += 2 {
			rs = append(rs, format.Record{"t": c[i], "j": c[i+1]})
		}
		a := s.Assemble(format.Record{m.Name: c[1], rows.Name: rs}, false)
		b := s.Assemble(format.Record{m.Name: c[1], rows.Name: format.FlatRows(c[2:])}, false)
		if !equalCases([]format.Case{a}, []format.Case{b}) || !equalCases([]format.Case{a}, []format.Case{c}) {
			t.Fatalf("seed %d: rows as records make %v, flat %v, drawn %v", seed, a, b, c)
		}
	}
}

// TestDistinctWalkIsTheNaiveWalk: the generator's distinct walk (skips with
// path compression) gives what walking value by value gives, on small
// ranges with many repeats, wrap-arounds and full ranges; and a draw of
// distinctFile at large sizes is a set (the pairwise walk took minutes).
func TestDistinctWalkIsTheNaiveWalk(t *testing.T) {
	naive := func(out []int64, lo, hi int64) {
		for i := range out {
			for tries := int64(0); slices.Contains(out[:i], out[i]) && tries <= hi-lo; tries++ {
				if out[i]++; out[i] > hi {
					out[i] = lo
				}
			}
		}
	}
	rng := rand.New(rand.NewSource(1))
	for range 3000 {
		lo := int64(rng.Intn(5)) - 2
		hi := lo + int64(rng.Intn(12))
		out := make([]int64, rng.Intn(16))
		for i := range out {
			out[i] = lo + rng.Int63n(hi-lo+1)
		}
		a, b := slices.Clone(out), slices.Clone(out)
		naive(a, lo, hi)
		gen.DistinctWalk(b, lo, hi)
		if !slices.Equal(a, b) {
			t.Fatalf("%v in %d..%d: walked value by value %v, with skips %v", out, lo, hi, a, b)
		}
	}
	p, err := loadText(t, distinctFile)
	if err != nil {
		t.Fatal(err)
	}
	g := p.Gen()
	for i := range 12 {
		v, _ := g(params(int64(i), 100+i*9)).Retrieve()
		c := v.(format.Case)
		if err := p.Valid(c); err != nil {
			t.Fatalf("draw %d: %v", i, err)
		}
	}
}
