package problem

import (
	"fmt"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// depthOf is how far c's largest number (or a list's length) is above its
// field's least value.
func depthOf(p *Problem, c format.Case) int64 {
	l := &p.spec.Layout
	var d int64
	if l.List != nil {
		d = int64(len(c)) - l.List.Length.Lo
	}
	for i, v := range c {
		d = max(d, v-l.FieldAt(c, i).Lo)
	}
	return d
}

// SmallByDepth yields valid cases, each once, in rounds of depth 0, 1, 3,
// 7, ..., each round in the size order.
func TestSmallByDepthRounds(t *testing.T) {
	for _, p := range All() {
		seen := map[string]bool{}
		var prev format.Case
		round := int64(0)
		n := 0
		for c := range p.SmallByDepth() {
			if err := p.Valid(c); err != nil {
				t.Fatalf("%s: invalid %v: %v", p.ID, c, err)
			}
			if k := fmt.Sprint(c); seen[k] {
				t.Fatalf("%s: %v twice", p.ID, c)
			} else {
				seen[k] = true
			}
			d := depthOf(p, c)
			for d > round {
				round, prev = 2*round+1, nil
			}
			if prev != nil && !gen.LessCase(prev, c) {
				t.Fatalf("%s: %v after %v in the round of depth %d", p.ID, c, prev, round)
			}
			if prev == nil && round > 0 && d <= (round-1)/2 {
				t.Fatalf("%s: %v (depth %d) in the round of depth %d", p.ID, c, d, round)
			}
			prev = c
			if n++; n == 3000 {
				break
			}
		}
	}
}

// The rounds up to depth 3 hold exactly the valid cases of that depth:
// checked against brute force for each shape of layout.
func TestSmallByDepthExhaustive(t *testing.T) {
	for _, tt := range []struct {
		id string
		n  int // numbers in a case
	}{
		{"hdu1846", 2}, {"take-range", 3}, {"hdu1527", 2}, {"poj2234", 1}, {"poj2234", 3},
		{"hdu2509", 2}, {"hdu2509", 3}, {"hdu1730", 4}, {"hdu1536", 5}, {"hdu1850", 2},
	} {
		p, _ := Lookup(tt.id)
		var want, got []string
		brute(tt.n, int64(tt.n)*8, func(c format.Case) { // (least values up to 4)
			if p.Valid(c) == nil && depthOf(p, c) <= 3 {
				want = append(want, fmt.Sprint(c))
			}
		})
		round := int64(0)
		for c := range p.SmallByDepth() {
			d := depthOf(p, c)
			if d > 3 || round == 3 && len(c) > tt.n {
				break // a round of depth 3 may be endless past n numbers (hdu1536: 4^15 cases of 15)
			}
			for d > round {
				round = 2*round + 1
			}
			if len(c) == tt.n {
				got = append(got, fmt.Sprint(c))
			}
		}
		slices.Sort(want)
		slices.Sort(got)
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: SmallByDepth has %d cases of %d numbers up to depth 3; brute force finds %d", tt.id, len(got), tt.n, len(want))
		}
	}
}

// Where Small yields every single pile before the first two piles (a
// count of piles, then the piles: `n p[n]`, piles up to 10^9), two piles
// of one stone come among the first cases by depth.
func TestSmallByDepthTwoPilesEarly(t *testing.T) {
	p, err := Open("../cmd/gamestress/testdata/samples/split.toml")
	if err != nil {
		t.Fatal(err)
	}
	k := 0
	for c := range p.SmallByDepth() {
		k++
		if slices.Equal(c, format.Case{1, 1}) {
			break
		}
	}
	if k > 3 {
		t.Errorf("two piles of one stone come %dth by depth; want among the first 3 ([1], [2], [1 1])", k)
	}
	k = 0
	for c := range p.Small() {
		if len(c) > 1 {
			t.Errorf("Small reached %v after %d cases: it was meant to yield every single pile first", c, k)
		}
		if k++; k == 100000 {
			break
		}
	}
}
