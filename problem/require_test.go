package problem

import (
	"errors"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// genCases draws n cases of sizes 1..100 with a fixed seed.
func genCases(p *Problem, n int) []format.Case {
	gp := gopter.DefaultGenParameters()
	gp.Rng = rand.New(rand.NewSource(7))
	g := p.Gen()
	var out []format.Case
	for i := range n {
		gp.MaxSize = 1 + i%100
		v, _ := g(gp).Retrieve()
		out = append(out, v.(format.Case))
	}
	return out
}

// greedyShrink takes the first shrink that still fails, to a fixpoint.
func greedyShrink(p *Problem, c format.Case, fails func(format.Case) bool) format.Case {
	for changed := true; changed; {
		changed = false
		for d := range p.Shrinks(c) {
			if fails(d) {
				c, changed = d, true
				break
			}
		}
	}
	return c
}

// "1 in s" (UVa 10404): refused on parse with the promise named, kept by
// every generated case and every shrink step.
func TestRequireIn(t *testing.T) {
	p, err := Lookup("uva10404")
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.Parse([]byte("20 3 1 3 8\n5 2 2 3\n"))
	var ie *format.InputError
	if !errors.As(err, &ie) || ie.Line != 2 || !strings.Contains(ie.Msg, `case 2 breaks the promise "1 in s"`) {
		t.Fatalf(`Parse of a set without 1 on line 2: %v, want line 2: case 2 breaks the promise "1 in s"`, err)
	}
	has1 := func(c format.Case) bool { return slices.Contains(c[2:], 1) }
	for _, c := range genCases(p, 500) {
		if !has1(c) || p.Valid(c) != nil {
			t.Fatalf("generated %v: want a valid case whose set holds 1", c)
		}
	}
	for _, c := range p.Boundaries() {
		if !has1(c) {
			t.Errorf("boundary %v breaks the promise", c)
		}
	}
	// a set with an amount of 5 or more: without the promise "1 1 5" is least.
	big := func(c format.Case) bool { return slices.ContainsFunc(c[2:], func(v int64) bool { return v >= 5 }) }
	got := greedyShrink(p, format.Case{900, 4, 77, 1, 3, 500}, big)
	if want := (format.Case{1, 2, 1, 5}); !slices.Equal(got, want) {
		t.Errorf("shrunk to %v, want %v (the least case with 1 and an amount >= 5)", got, want)
	}
	for d := range p.Shrinks(format.Case{900, 4, 77, 1, 3, 500}) {
		if !has1(d) {
			t.Fatalf("shrink step %v breaks the promise", d)
		}
	}
	if !p.SmallCut() {
		n := 0
		for range p.Small() {
			if n++; n > 5000 {
				break
			}
		}
	}
	if !p.SmallCut() {
		t.Error(`Small of uva10404 ("1 in s" keeps 1 of S cases of sum S) did not say it ended early`)
	}
}

const requireList = `id = "req-list"
title = "odd items, bounded sum"
[input]
framing = "count"
lines   = ["n", "a[n]"]
bounds  = ["1 <= n <= 50", "0 <= a <= 1000"]
require = ["sum(a) <= 100", "all(a, # % 2 == 1)"]
`

// sum and all: repaired (items halved, items drawn again), so generated
// cases vary; parse names the broken promise.
func TestRequireSumAll(t *testing.T) {
	p, err := loadText(t, requireList)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse([]byte("1\n2\n3 4\n")); err == nil || !strings.Contains(err.Error(), `breaks the promise "all(a, # % 2 == 1)"`) {
		t.Errorf("Parse of an even item: %v", err)
	}
	if _, err := p.Parse([]byte("1\n2\n99 3\n")); err == nil || !strings.Contains(err.Error(), `breaks the promise "sum(a) <= 100"`) {
		t.Errorf("Parse of a sum of 102: %v", err)
	}
	seen := map[string]bool{}
	for _, c := range genCases(p, 500) {
		var sum int64
		for _, v := range c {
			sum += v
			if v%2 != 1 {
				t.Fatalf("generated %v: an even item", c)
			}
		}
		if sum > 100 {
			t.Fatalf("generated %v: sum %d > 100", c, sum)
		}
		seen[string(p.Encode([]format.Case{c}))] = true
	}
	if len(seen) < 200 {
		t.Errorf("500 draws gave %d distinct cases: the repairs should keep the variety", len(seen))
	}
	for _, r := range p.PromiseRates(1000, 1) {
		if !r.Repaired {
			t.Errorf("%q: not repaired", r.Promise)
		}
	}
}

// A promise no repair knows and few draws keep: check's rate says so, and
// the generator still gives valid cases.
func TestRequireHard(t *testing.T) {
	p, err := loadText(t, `id = "req-hard"
title = "hard"
[input]
framing = "eof"
lines   = ["n"]
bounds  = ["1 <= n <= 1000000"]
require = ["n % 9973 == 5000"]
`)
	if err != nil {
		t.Fatal(err)
	}
	rs := p.PromiseRates(2000, 1)
	if len(rs) != 1 || rs[0].Kept >= HardPromise || rs[0].Repaired {
		t.Fatalf("rates %+v: want one promise kept by under 1%%, not repaired", rs)
	}
	for _, c := range genCases(p, 50) {
		if c[0]%9973 != 5000 {
			t.Fatalf("generated %v breaks the promise", c)
		}
	}
}

func TestRequireRefused(t *testing.T) {
	for _, tc := range []struct{ req, want string }{
		{`["n +"]`, `require[0] "n +"`},
		{`["n + 1"]`, `require[0] "n + 1"`}, // not a true/false expression
		{`["permutation n"]`, "n is not a list"},
		{`["tree n n"]`, "two single columns of the same rows"},
	} {
		_, err := loadText(t, "id = \"x\"\ntitle = \"x\"\n[input]\nframing = \"eof\"\nlines = [\"n\"]\nbounds = [\"1 <= n <= 9\"]\nrequire = "+tc.req+"\n")
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), ":7:") {
			t.Errorf("require = %s: %v, want line 7 and %q", tc.req, err, tc.want)
		}
	}
}
