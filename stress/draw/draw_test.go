package draw

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// The random phase draws through problem.Draw, not the gopter.Gen that
// wraps it: the same cases from the same seed, with or without a keep.
func TestDrawIsGen(t *testing.T) {
	for _, id := range []string{"hdu1846", "hdu1850", "hdu1730", "hdu2509", "poj2975"} {
		p, err := problem.Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		keep := func(c format.Case) bool { return len(c) == 0 || c[0]%3 != 0 }
		for _, k := range []func(format.Case) bool{nil, keep} {
			for _, size := range []int{5, 40, 100} {
				a := generateWithin(p.Gen(), rand.New(rand.NewSource(int64(size))), size, 200, k)
				b := drawWithin(p.Draw(), rand.New(rand.NewSource(int64(size))), size, 200, k)
				if !slices.EqualFunc(a, b, func(x, y format.Case) bool { return slices.Equal(x, y) }) {
					t.Fatalf("%s, size %d: Draw gave other cases than Gen", id, size)
				}
			}
		}
	}
}
