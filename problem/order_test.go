package problem

import (
	"fmt"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

func TestLess(t *testing.T) {
	tests := []struct {
		a, b   []format.Case
		want   bool
		reason string
	}{
		{[]format.Case{{9, 9}}, []format.Case{{1, 1}, {1, 1}}, true, "fewer cases first"},
		{[]format.Case{{1, 1}, {1, 1}}, []format.Case{{9, 9}}, false, "more cases is larger"},
		{[]format.Case{{9, 9}}, []format.Case{{1, 1, 1}}, true, "then fewer numbers"},
		{[]format.Case{{1, 3}}, []format.Case{{2, 3}}, true, "then smaller sum"},
		{[]format.Case{{1, 3}}, []format.Case{{2, 2}}, true, "then lexicographic"},
		{[]format.Case{{2, 2}}, []format.Case{{1, 3}}, false, "lexicographic, larger"},
		{[]format.Case{{2, 2}}, []format.Case{{2, 2}}, false, "equal is not less"},
		{[]format.Case{{1}, {2, 3}}, []format.Case{{1, 2}, {3}}, false, "flattened sequences equal"},
		{[]format.Case{{1}, {2, 3}}, []format.Case{{1, 3}, {2}}, true, "lexicographic across case borders"},
	}
	p, _ := Lookup("hdu1846")
	for _, tt := range tests {
		if got := p.Less(tt.a, tt.b); got != tt.want {
			t.Errorf("Less(%v, %v) = %v, want %v (%s)", tt.a, tt.b, got, tt.want, tt.reason)
		}
	}
}

// Small is sorted by the size order, valid, and without repeats.
func TestSmallSortedValid(t *testing.T) {
	for _, p := range All() {
		var prev format.Case
		n := 0
		for c := range p.Small() {
			if err := p.Valid(c); err != nil {
				t.Fatalf("%s: Small yielded invalid %v: %v", p.ID, c, err)
			}
			if prev != nil && !gen.LessCase(prev, c) {
				t.Fatalf("%s: Small yielded %v after %v", p.ID, c, prev)
			}
			prev = c
			if n++; n == 3000 {
				break
			}
		}
		if n < 1000 && !p.SmallCut() { // a Small cut short by a promise says so
			smallHoldsAll(t, p, n)
		}
	}
}

// Small holds every valid case below a size: checked against brute force
// over the ranges, for each shape of layout. (Only lengths that Small
// reaches in a test: hdu1536 has 10^8 cases of 5 numbers before any of 6.)
func TestSmallExhaustive(t *testing.T) {
	tests := []struct {
		id     string
		n      int   // numbers in a case
		maxSum int64 // brute force every case of n numbers up to this sum
	}{
		{"hdu1846", 2, 40},
		{"take-range", 3, 20},
		{"hdu1527", 2, 30},
		{"hdu1850", 2, 30},
		{"poj2234", 1, 15},
		{"hdu2509", 2, 15},
		{"hdu2509", 3, 12},
		{"hdu1730", 4, 14},
		{"hdu1730", 6, 16},
		{"hdu1536", 5, 14},
	}
	for _, tt := range tests {
		p, _ := Lookup(tt.id)
		var want []string
		brute(tt.n, tt.maxSum, func(c format.Case) {
			if p.Valid(c) == nil {
				want = append(want, fmt.Sprint(c))
			}
		})
		var got []string
		for c := range p.Small() {
			if len(c) > tt.n || (len(c) == tt.n && sum(c) > tt.maxSum) {
				break
			}
			if len(c) == tt.n {
				got = append(got, fmt.Sprint(c))
			}
		}
		slices.Sort(want)
		slices.Sort(got)
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: Small has %d cases of %d numbers with sum ≤ %d; brute force finds %d",
				tt.id, len(got), tt.n, tt.maxSum, len(want))
		}
	}
}

// brute calls f on every sequence of n numbers ≥ 0 with sum ≤ maxSum.
func brute(n int, maxSum int64, f func(format.Case)) {
	c := make(format.Case, n)
	var rec func(i int, left int64)
	rec = func(i int, left int64) {
		if i == n {
			f(slices.Clone(c))
			return
		}
		for v := int64(0); v <= left; v++ {
			c[i] = v
			rec(i+1, left-v)
		}
	}
	rec(0, maxSum)
}

func sum(c format.Case) (s int64) {
	for _, v := range c {
		s += v
	}
	return s
}

func TestSmallFirst(t *testing.T) {
	want := map[string]format.Case{
		"hdu1846": {1, 1}, "hdu1527": {0, 0}, "hdu1850": {1, 1}, "hdu1536": {1, 1, 1, 1, 0},
		"hdu1730": {1, 2, 1, 2}, "take-range": {1, 1, 1}, "hdu1847": {1},
	}
	for id, w := range want {
		p, _ := Lookup(id)
		for c := range p.Small() {
			if !slices.Equal(c, w) {
				t.Errorf("%s: Small starts with %v, want %v", id, c, w)
			}
			break
		}
	}
}

// Shrinks yields only valid, strictly smaller cases, and finds one for
// every case but the smallest.
func TestShrinks(t *testing.T) {
	for _, p := range All() {
		var first format.Case
		for c := range p.Small() {
			first = c
			break
		}
		for _, c := range append(draw(p, 7, drawCount(p)/4), p.Boundaries()...) {
			n := 0
			for d := range p.Shrinks(c) {
				if err := p.Valid(d); err != nil {
					t.Fatalf("%s: Shrinks(%v) yielded invalid %v: %v", p.ID, c, d, err)
				}
				if !gen.LessCase(d, c) {
					t.Fatalf("%s: Shrinks(%v) yielded %v, not smaller", p.ID, trim(c), trim(d))
				}
				if n++; n == 50 || len(c) > 1000 && n == 5 {
					break
				}
			}
			if n == 0 && !slices.Equal(c, first) {
				t.Errorf("%s: no shrink of %v", p.ID, trim(c))
			}
		}
	}
}

// Greedy shrinking reaches the known minimum of a simple property.
func TestShrinksReachMinimum(t *testing.T) {
	tests := []struct {
		id     string
		start  format.Case
		fails  func(format.Case) bool
		want   format.Case
		reason string
	}{
		{"hdu1846", format.Case{1000, 999}, func(c format.Case) bool { return c[0] > c[1] }, format.Case{2, 1}, "n > m"},
		{"hdu1850", format.Case{7, 100, 3, 9, 6}, func(c format.Case) bool { return slices.Max(c) >= 5 }, format.Case{1, 5}, "a heap ≥ 5"},
		{"hdu1730", format.Case{3, 50, 1, 50, 7, 3, 20, 9}, func(c format.Case) bool { return c[1] >= 20 }, format.Case{1, 20, 1, 2}, "a wide board"},
		{"hdu1536", format.Case{2, 7, 3, 2, 2, 9, 0, 1, 40}, func(c format.Case) bool { return slices.Contains(c[1:1+c[0]], 3) },
			format.Case{1, 3, 1, 1, 0}, "3 in the move set"},
	}
	for _, tt := range tests {
		p, _ := Lookup(tt.id)
		c := tt.start
		for progress := true; progress; {
			progress = false
			for d := range p.Shrinks(c) {
				if tt.fails(d) {
					c, progress = d, true
					break
				}
			}
		}
		if !slices.Equal(c, tt.want) {
			t.Errorf("%s (%s): shrunk %v to %v, want %v", tt.id, tt.reason, tt.start, c, tt.want)
		}
	}
}

func trim(c format.Case) string {
	if len(c) > 12 {
		return fmt.Sprint(c[:12]) + "..."
	}
	return fmt.Sprint(c)
}

// smallHoldsAll checks a Small that ended early (hackerrank-chessboard has
// 225 cases in all): it must then hold every valid case, so every
// generated case is among those it yielded.
func smallHoldsAll(t *testing.T, p *Problem, n int) {
	t.Helper()
	all := map[string]bool{}
	for c := range p.Small() {
		all[fmt.Sprint(c)] = true
	}
	for _, c := range draw(p, 7, 300) {
		if !all[fmt.Sprint(c)] {
			t.Errorf("%s: Small ended after %d cases without the valid case %v", p.ID, n, c)
			return
		}
	}
}
