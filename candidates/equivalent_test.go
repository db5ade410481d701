package candidates_test

import (
	"bytes"
	"context"
	"iter"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// wholeRange yields, in inputs of at most size cases, every tuple of numbers
// with number i in lo[i]..hi[i].
func wholeRange(lo, hi []int64, size int) iter.Seq[[]format.Case] {
	return func(yield func([]format.Case) bool) {
		k := len(lo)
		batch := make([]format.Case, 0, size)
		buf := make([]int64, 0, size*k) // one backing array per batch
		cur := append([]int64(nil), lo...)
		for {
			buf = append(buf, cur...)
			batch = append(batch, format.Case(buf[len(buf)-k:len(buf):len(buf)]))
			if len(batch) == size {
				if !yield(batch) {
					return
				}
				batch = make([]format.Case, 0, size)
				buf = make([]int64, 0, size*k)
			}
			i := len(cur) - 1
			for i >= 0 && cur[i] == hi[i] {
				cur[i] = lo[i]
				i--
			}
			if i < 0 {
				break
			}
			cur[i]++
		}
		if len(batch) > 0 {
			yield(batch)
		}
	}
}

// TestEquivalentOnWholeRange: where the valid range is small enough to list,
// an equivalent mutant prints exactly what the problem's correct candidate
// prints on all of it, and agrees with the oracle on the region where its
// code differs from the correct one (oracle answers for millions of cases
// would take minutes; the correct candidate is checked against the oracle in
// TestCorrectAgreesWithOracle).
func TestEquivalentOnWholeRange(t *testing.T) {
	for _, tc := range []struct {
		name, correct string
		lo, hi        []int64
		keep          func(c format.Case) bool // the part of the range to list (nil: all)
		differs       func(c format.Case) bool // where the mutated code path runs
	}{
		{"hdu1847-powers-to-256", "hdu1847-correct", []int64{1}, []int64{1000}, nil,
			func(format.Case) bool { return true }},
		// M < N runs the same statement in both programs (and its output,
		// up to 1100 numbers a case, would be a gigabyte): list M >= N.
		{"hdu2149-lt-for-le", "hdu2149-correct", []int64{1, 1}, []int64{1100, 1100},
			func(c format.Case) bool { return c[0] >= c[1] },
			func(c format.Case) bool { return c[0] == c[1] && (c[0] <= 50 || c[0] >= 1090) }},
		{"hdu2147-product-parity", "hdu2147-correct", []int64{1, 1}, []int64{2000, 2000}, nil,
			func(c format.Case) bool { return c[0] <= 30 && c[1] <= 30 || c[0] >= 1990 && c[1] >= 1990 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mut, err := candidates.Lookup(tc.name)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := candidates.Lookup(tc.correct)
			if err != nil {
				t.Fatal(err)
			}
			if mut.Kind != candidates.Equivalent || ref.Kind != candidates.Correct {
				t.Fatalf("kinds: %s is %v, %s is %v", mut.Name, mut.Kind, ref.Name, ref.Kind)
			}
			p, err := problem.Lookup(mut.Problem)
			if err != nil {
				t.Fatal(err)
			}
			var region []format.Case
			n := 0
			for b := range wholeRange(tc.lo, tc.hi, 4096) {
				if tc.keep != nil {
					b = slices.DeleteFunc(b, func(c format.Case) bool { return !tc.keep(c) })
					if len(b) == 0 {
						continue
					}
				}
				n += len(b)
				in := p.Encode(b)
				want, err1 := ref.Run(context.Background(), in)
				got, err2 := mut.Run(context.Background(), in)
				if err1 != nil || err2 != nil || !bytes.Equal(got, want) {
					t.Fatalf("outputs differ on cases %v..%v (errors %v, %v)", b[0], b[len(b)-1], err1, err2)
				}
				for _, c := range b {
					if tc.differs(c) {
						region = append(region, c)
					}
				}
			}
			t.Logf("%d cases, %d checked against the oracle", n, len(region))
			if len(region) == 0 {
				t.Fatal("empty oracle region")
			}
			if r, failed := firstFailure(p, mut, region); failed {
				t.Fatalf("%s", describe(r))
			}
		})
	}
}
