package candidates_test

import (
	"context"
	"fmt"
	"iter"
	"math"
	"math/rand"

	"github.com/gamestress/gamestress/candidates"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/leanovate/gopter"
)

// seed fixes every random draw of these tests.
const seed = 1846

// batchSize is how many cases go in one input: enough for bugs that need
// several cases in one run (first case only, state kept across cases).
func batchSize(p *problem.Problem) int { return max(1, min(p.MaxCases(), 64)) }

// smallCases is the first n cases of p.Small(), fewer if it ends.
func smallCases(p *problem.Problem, n int) []format.Case {
	return take(p.Small(), n)
}

func take(seq iter.Seq[format.Case], n int) []format.Case {
	var out []format.Case
	for c := range seq {
		if len(out) == n {
			break
		}
		out = append(out, c)
	}
	return out
}

// genCases draws n random cases from p.Gen() with a fixed seed, MaxSize
// growing up to maxSize, stopping early once the cases hold maxNums numbers.
func genCases(p *problem.Problem, n, maxSize, maxNums int) []format.Case {
	gen := p.Gen()
	params := gopter.DefaultGenParameters()
	params.Rng = rand.New(rand.NewSource(seed))
	var out []format.Case
	nums := 0
	for i := 0; i < n && nums < maxNums; i++ {
		params.MaxSize = 1 + maxSize*(i+1)/n
		v, ok := gen(params).Retrieve()
		if !ok {
			continue
		}
		c := v.(format.Case)
		out = append(out, c)
		nums += len(c)
	}
	return out
}

// batches cuts cases into inputs of at most size cases.
func batches(cases []format.Case, size int) iter.Seq[[]format.Case] {
	return func(yield func([]format.Case) bool) {
		for len(cases) > 0 {
			k := min(size, len(cases))
			if !yield(cases[:k]) {
				return
			}
			cases = cases[k:]
		}
	}
}

// firstFailure runs c on cases in batches and returns the first failing result.
func firstFailure(p *problem.Problem, c candidates.Candidate, cases []format.Case) (judge.Result, bool) {
	for b := range batches(cases, batchSize(p)) {
		if r := p.Check(context.Background(), c, b, false); r.Failed() {
			return r, true
		}
	}
	return judge.Result{}, false
}

// source is one place the mutant search draws cases from.
type source struct {
	name  string
	cases func(p *problem.Problem) []format.Case
}

// searchSources are walked in order: exhaustive small cases, the problem's
// boundaries, random cases of growing size, then structured cases a
// problem's generators do not reach.
// nRandom bounds the random stage.
func searchSources(nRandom int) []source {
	return []source{
		{"small", func(p *problem.Problem) []format.Case { return smallCases(p, 20000) }},
		{"boundaries", func(p *problem.Problem) []format.Case { return p.Boundaries() }},
		{"random", func(p *problem.Problem) []format.Case { return genCases(p, nRandom, 1_000_000, 3_000_000) }},
		{"structured", func(p *problem.Problem) []format.Case {
			if f := structured[p.ID]; f != nil {
				return f()
			}
			return nil
		}},
	}
}

// structured holds, for some problems, cases built from the game's structure.
var structured = map[string]func() []format.Case{
	"hdu1527": wythoffFibonacci,
}

// wythoffFibonacci lists the Wythoff P-positions (a_k, a_k + k) and their
// mirrors for Fibonacci k: k·φ comes closest to an integer there, which is
// where an approximate φ first rounds the wrong way. a_k is computed with
// exact integers; the expected answers still come from the oracle.
func wythoffFibonacci() []format.Case {
	var out []format.Case
	for f0, f1 := int64(1), int64(2); ; f0, f1 = f1, f0+f1 {
		k := f0
		r := int64(math.Sqrt(float64(5 * k * k)))
		for r*r > 5*k*k {
			r--
		}
		for (r+1)*(r+1) <= 5*k*k {
			r++
		}
		a := (k + r) / 2
		if a+k > 1_000_000_000 {
			return out
		}
		out = append(out, format.Case{a, a + k}, format.Case{a + k, a})
	}
}

// describe prints a failed result on one line, long inputs and answers cut.
func describe(r judge.Result) string {
	if r.Mismatch == nil {
		return fmt.Sprintf("%v: %v", r.Verdict, r.Err)
	}
	m := r.Mismatch
	return fmt.Sprintf("%v on case %d, input %s: want %s, got %s (%s)",
		r.Verdict, m.Case, cut(string(m.Input)), cut(m.Want), cut(m.Got), m.Detail)
}

func cut(s string) string {
	if len(s) > 80 {
		s = s[:80] + "..."
	}
	return fmt.Sprintf("%q", s)
}
