package problem

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// nasty stays in its range and reaches every kind of special value.
func TestNastyValues(t *testing.T) {
	gp := gopter.DefaultGenParameters()
	gp.Rng = rand.New(rand.NewSource(3))
	for _, tc := range []struct {
		lo, hi int64
		want   []int64
	}{
		{-1000, 1000, []int64{0, 1, -1, -1000, -999, 1000, 999, 512, 511, 513, -512, 256}},
		{1, 1_000_000_000, []int64{1, 2, 1_000_000_000, 999_999_999, 1 << 29, 1<<29 + 1, 1<<29 - 1}},
		{-10, -3, []int64{-10, -9, -3, -4, -8, -5}},
		{7, 7, []int64{7}},
	} {
		seen := map[int64]bool{}
		for range 20000 {
			v := gen.Nasty(gp, tc.lo, tc.hi)
			if v < tc.lo || v > tc.hi {
				t.Fatalf("nasty(%d, %d) = %d: out of range", tc.lo, tc.hi, v)
			}
			seen[v] = true
		}
		for _, w := range tc.want {
			if !seen[w] {
				t.Errorf("nasty(%d, %d) never gave %d in 20000 draws", tc.lo, tc.hi, w)
			}
		}
	}
}

const nastyFile = `id = "nasty-test"
title = "a row of numbers"
[input]
framing = "count"
lines   = ["n", "a[n]"]
bounds  = ["1 <= n <= 100", "-1000 <= a <= 1000"]
`

// longestRun is the longest run of v in c.
func longestRun(c format.Case, v int64) int {
	best, cur := 0, 0
	for _, x := range c {
		if x == v {
			cur++
		} else {
			cur = 0
		}
		best = max(best, cur)
	}
	return best
}

// Generated lists hold long runs of zeros and alternating values, and the
// boundaries a row of 64 zeros, where values in -1000..1000 drawn at
// random almost never give one (before nasty values: no case of 1000 at
// full size had a run of 30 zeros).
func TestNastyRuns(t *testing.T) {
	p, err := loadText(t, nastyFile)
	if err != nil {
		t.Fatal(err)
	}
	zeros, alternating := 0, 0
	gp := gopter.DefaultGenParameters()
	gp.Rng, gp.MaxSize = rand.New(rand.NewSource(5)), 100 // the whole range
	for range 1000 {
		v, _ := p.Gen()(gp).Retrieve()
		c := v.(format.Case)[1:] // the items (n first)
		if len(c) >= 30 && longestRun(c, 0) >= 30 {
			zeros++
		}
		if len(c) >= 10 && c[0] != c[1] && slices.Equal(c[2:10], slices.Concat(c[:2], c[:2], c[:2], c[:2])) {
			alternating++
		}
	}
	if zeros < 5 || alternating < 5 {
		t.Errorf("1000 cases: %d with a run of 30 zeros, %d alternating, want 5 or more of each", zeros, alternating)
	}
	bs := p.Boundaries()
	if !slices.ContainsFunc(bs, func(c format.Case) bool { return c[0] == gen.CornerRun && longestRun(c[1:], 0) == gen.CornerRun }) {
		t.Errorf("no boundary case of %d zeros in %v", gen.CornerRun, bs)
	}
	if !slices.ContainsFunc(bs, func(c format.Case) bool {
		return c[0] == gen.CornerRun && c[1] == -1000 && c[2] == 1000 && c[3] == -1000
	}) {
		t.Errorf("no boundary case alternating -1000 1000 in %v", bs)
	}
}
