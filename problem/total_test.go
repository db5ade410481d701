package problem

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

func loadCSES1730(t *testing.T) *Problem {
	t.Helper()
	p, err := Load("../examples/promises/cses1730.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// ones is an input of the given lists of heaps of 1 (CSES 1730's format).
func ones(ns ...int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", len(ns))
	for _, n := range ns {
		fmt.Fprintf(&b, "%d\n%s\n", n, strings.TrimSpace(strings.Repeat("1 ", n)))
	}
	return b.String()
}

// TestTotalParse: an input whose cases add up to the promise is read; one
// past it is refused naming the promise and the case that passed it.
func TestTotalParse(t *testing.T) {
	p := loadCSES1730(t)
	if cs, err := p.Parse([]byte(ones(100000, 99999, 1))); err != nil || len(cs) != 3 {
		t.Errorf("sum(n) = 200000: got %d cases, %v; want 3, nil", len(cs), err)
	}
	_, err := p.Parse([]byte(ones(100000, 99999, 1, 1)))
	if err == nil || !strings.Contains(err.Error(), `case 4 takes the input past the promise "sum(n) <= 2*10^5"`) {
		t.Errorf("sum(n) = 200001: got %v, want case 4 past the promise", err)
	}
	if err := p.ValidateInput([]byte(ones(200000, 1))); !IsBrokenInput(err) {
		t.Errorf("the validator: got %v, want a BrokenInput", err)
	}
}

// TestTotalKeptByGeneration: a total below a bound keeps every drawn case
// within it (the generator does not give up on large cases: some come
// near it), and Fit, Budget and the judge-scale inputs keep the sum.
func TestTotalKeptByGeneration(t *testing.T) {
	src := `id = "t"
title = "t"
[input]
framing = "count"
lines   = ["n", "a[n]"]
bounds  = ["1 <= n <= 1000", "0 <= a <= 9"]
total   = ["sum(n) <= 50"]
`
	p, err := parseFile("t.toml", []byte(src), true)
	if err != nil {
		t.Fatal(err)
	}
	cases := draw(p, 1, 400)
	largest := 0
	for _, c := range cases {
		if len(c) > 50 {
			t.Fatalf("a drawn case of n = %d, past the promise's 50", len(c))
		}
		largest = max(largest, len(c))
	}
	if largest < 25 {
		t.Errorf("the largest drawn case has n = %d: the generator keeps far below the promise", largest)
	}
	fit := p.Fit(cases)
	sum := 0
	for _, c := range fit {
		sum += len(c)
	}
	if sum > 50 || len(fit) == 0 {
		t.Errorf("Fit: %d cases of sum(n) = %d, want some, at most 50", len(fit), sum)
	}
	if err := p.ValidateCases(cases); !IsBrokenInput(err) {
		t.Errorf("the 400 cases together: got %v, want a BrokenInput", err)
	}
	if err := p.ValidateCases(fit); err != nil {
		t.Errorf("Fit's cases: %v", err)
	}
	b := p.Budget()
	if !b.Take(make(format.Case, 30)) || b.Take(make(format.Case, 21)) || !b.Take(make(format.Case, 20)) || b.Take(make(format.Case, 1)) {
		t.Errorf("Budget: 30 then 21 (refused) then 20 then 1 (refused)")
	}
	for _, c := range cases[:50] {
		for d := range p.Shrinks(c) {
			if p.Valid(d) != nil {
				t.Fatalf("shrink of %v: %v", c, p.Valid(d))
			}
		}
	}
	ins := p.JudgeInputs(1, 0)
	if len(ins) == 0 {
		t.Fatal("no judge input")
	}
	for i, in := range ins {
		if err := p.ValidateCases(in); err != nil {
			t.Errorf("judge input %d: %v", i+1, err)
		}
	}
}

// TestTotalJudgeInputs: CSES 1730's judge-scale inputs are the largest the
// statement allows (one test of 200000 heaps), never more numbers, and
// include its many small tests.
func TestTotalJudgeInputs(t *testing.T) {
	p := loadCSES1730(t)
	ins := p.JudgeInputs(1, 0)
	many := false
	for i, in := range ins {
		if err := p.ValidateCases(in); err != nil {
			t.Errorf("judge input %d: %v", i+1, err)
		}
		many = many || len(in) == p.MaxCases()
	}
	if first := ins[0]; len(first) != 1 || len(first[0]) != 200000 {
		t.Errorf("the first judge input: %d cases, the first of n = %d; want one of n = 200000", len(first), len(first[0]))
	}
	if !many || p.MaxCases() < 1000 {
		t.Errorf("no judge input of the most cases (%d): the statement's many small tests", p.MaxCases())
	}
}

// TestTotalDeclaration: a total is sum(W) <= K, W over one case's fields
// (any expression: the weight of a tuple), K a number.
func TestTotalDeclaration(t *testing.T) {
	file := func(total string) string {
		return `id = "t"
title = "t"
[input]
framing = "count"
lines   = ["n m"]
bounds  = ["1 <= n, m <= 100"]
total   = [` + total + `]
`
	}
	p, err := parseFile("t.toml", []byte(file(`"sum(n * m) <= 100"`)), true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse([]byte("2\n9 10\n10 1\n")); err != nil {
		t.Errorf("sum(n*m) = 100: %v", err)
	}
	if _, err := p.Parse([]byte("2\n10 10\n1 1\n")); err == nil || !strings.Contains(err.Error(), "sum(n * m) <= 100") {
		t.Errorf("sum(n*m) = 101: got %v, want the promise named", err)
	}
	if err := p.Valid(format.Case{11, 10}); err == nil || !strings.Contains(err.Error(), "alone") {
		t.Errorf("a case of n*m = 110 alone: got %v, want it refused", err)
	}
	gp := &gopter.GenParameters{MaxSize: gen.FullSize, Rng: rand.New(rand.NewSource(1))}
	for range 200 {
		if c := p.Draw()(gp); c[0]*c[1] > 100 {
			t.Fatalf("drew %v: n*m past 100", c)
		}
	}
	for _, tc := range []struct{ total, want string }{
		{`"n <= 5"`, "sum(W) <= K"},
		{`"sum(n) <= m"`, "a number, not a field"},
		{`"sum(k) <= 5"`, "unknown name k"},
		{`"sum(n) < 0"`, "below 0"},
	} {
		_, err := parseFile("t.toml", []byte(file(tc.total)), true)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "t.toml:7:") {
			t.Errorf("total = [%s]: got %v, want t.toml:7: ... %s", tc.total, err, tc.want)
		}
	}
}

// TestJudgeShapesFirst: the worst case's first inputs are the lists at
// their top length made of one nasty value, zeros first (a memo that
// means "not computed" by 0 is exponential on them), in shapeValue's order.
func TestJudgeShapesFirst(t *testing.T) {
	p, err := Load("../examples/nasty/uva10891.toml")
	if err != nil {
		t.Fatal(err)
	}
	ins := p.JudgeInputs(1, 0)
	want := []func(i int) int64{
		func(int) int64 { return 0 },
		func(int) int64 { return 1000 },
		func(i int) int64 { return []int64{-1000, 1000}[i%2] },
		func(int) int64 { return 1 },
		func(int) int64 { return -1 },
	}
	if len(ins) < len(want)+1 {
		t.Fatalf("%d judge inputs, want the %d shapes and more", len(ins), len(want))
	}
	for k, w := range want {
		c := ins[k][0] // n, then a[n]
		if c[0] != 100 {
			t.Errorf("shape %d: n = %d, want 100", k, c[0])
		}
		c = c[1:]
		if len(c) != 100 || len(ins[k]) != p.JudgeScale().MaxCases() {
			t.Errorf("shape %d: %d cases of %d numbers, want %d of 100", k, len(ins[k]), len(c), p.JudgeScale().MaxCases())
		}
		for i, v := range c {
			if v != w(i) {
				t.Errorf("shape %d: item %d is %d, want %d", k, i, v, w(i))
				break
			}
		}
	}
	if slices.EqualFunc(ins[len(want)], ins[0], func(a, b format.Case) bool { return slices.Equal(a, b) }) {
		t.Errorf("the input after the shapes repeats the first shape")
	}
}
