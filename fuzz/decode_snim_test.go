package fuzz

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// Short fuzz inputs, as the native fuzzer makes them without seeds, often
// decode to several hdu1536 tests with different move sets: enough for
// hdu1536-table-kept (a Grundy table kept from the previous test) to fail.
func TestDecodeShortInputsGiveSeveralSNimTests(t *testing.T) {
	p, _ := problem.Lookup("hdu1536")
	c, _ := candidates.Lookup("hdu1536-table-kept")
	rng := rand.New(rand.NewSource(1))
	const n = 200
	several, fails := 0, 0
	for range n {
		data := make([]byte, 40)
		rng.Read(data)
		data[0] |= 1
		cs := Decode(p, data)
		if len(cs) >= 2 && !slices.Equal(moveSet(cs[0]), moveSet(cs[1])) {
			several++
		}
		if len(cs) > 0 && p.Check(context.Background(), c, cs, false).Failed() {
			fails++
		}
	}
	if several < n/5 || fails < n/10 {
		t.Errorf("of %d inputs of 40 bytes: %d give two tests with different move sets (want >= %d), %d fail table-kept (want >= %d)",
			n, several, n/5, fails, n/10)
	}
}

func moveSet(c format.Case) []int64 {
	s := slices.Clone(c[1 : 1+c[0]])
	slices.Sort(s)
	return s
}
