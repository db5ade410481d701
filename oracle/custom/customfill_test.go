package custom

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// The bottom-up fill (customfill.go) against plain recursion and against
// the depth-first search alone (CustomSpec.DepthFirst), on games whose
// moves go down in the fill's order, games where they do not (everywhere,
// or only deep in the box), positions the question does not reach that
// fail, loops, and a context stopped in the middle of a fill.

// dequeSpec is take-from-the-ends over a row of n numbers, bounded.
func dequeSpec(n int, moves string) CustomSpec {
	return CustomSpec{State: []string{"i", "j"}, Moves: moves, Kind: Score,
		Bounds: []CustomBound{{"i", 0, int64(n)}, {"j", -1, int64(n - 1)}}}
}

// TestFillAgreesWithPlainRecursion: the deque score game (i only up, j
// only down) and the Grundy values of cutting a sheet (splits) are filled
// bottom-up from the top position, and every position then agrees with
// the contestant's table (deque; itself checked against plain negamax
// below) and plain recursion (cut).
func TestFillAgreesWithPlainRecursion(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 18))
	for range 50 {
		a := make([]int, 1+r.IntN(12))
		for i := range a {
			a[i] = r.IntN(30) - 10
		}
		if got, want := dequeTable(a), int64(dequeBest(a, 0, len(a)-1)); got != want {
			t.Fatalf("%v: table %d, plain negamax %d", a, got, want)
		}
	}
	for range 4 {
		n := 30 + r.IntN(40)
		a := make([]int, n)
		for i := range a {
			a[i] = r.IntN(50) - 10
		}
		g := customGame(t, dequeSpec(n, dequeMoves), map[string]any{"a": a})
		if _, err := g.Solve([]int64{0, int64(n - 1)}); err != nil {
			t.Fatal(err)
		}
		if g.Filled() < n*n/4 {
			t.Fatalf("n = %d: %d positions filled bottom-up, want most of the %d reached", n, g.Filled(), n*n/2)
		}
		for i := range n {
			for j := i - 1; j < n; j++ {
				got, err := g.Solve([]int64{int64(i), int64(j)})
				if err != nil {
					t.Fatal(err)
				}
				want := int64(0)
				if j >= i {
					want = dequeTable(a[i : j+1])
				}
				if got.Value != want {
					t.Fatalf("%v [%d, %d]: value %d, the O(n^2) table %d", a, i, j, got.Value, want)
				}
			}
		}
	}
	const w, h = 7, 6
	cut := CustomSpec{State: []string{"w", "h"}, Bounds: []CustomBound{{"w", 1, w}, {"h", 1, h}},
		Moves: "concat(map(1..w-1, split([#, h], [w - #, h])), map(1..h-1, split([w, #], [w, h - #])))"}
	g := customGame(t, cut, nil)
	if _, err := g.Solve([]int64{w, h}); err != nil {
		t.Fatal(err)
	}
	if g.Filled() == 0 {
		t.Fatal("the cut game was not filled bottom-up")
	}
	for x := 1; x <= w; x++ {
		for y := 1; y <= h; y++ {
			got, err := g.Solve([]int64{int64(x), int64(y)})
			if err != nil {
				t.Fatal(err)
			}
			if want := plainCut(x, y); got.Grundy != want {
				t.Fatalf("cut %dx%d: Grundy %d, plain recursion %d", x, y, got.Grundy, want)
			}
		}
	}
}

// plainCut is the Grundy value of a w x h sheet by plain recursion.
func plainCut(w, h int) int {
	seen := map[int]bool{}
	for k := 1; k < w; k++ {
		seen[plainCut(k, h)^plainCut(w-k, h)] = true
	}
	for k := 1; k < h; k++ {
		seen[plainCut(w, k)^plainCut(w, h-k)] = true
	}
	m := 0
	for seen[m] {
		m++
	}
	return m
}

// TestFillAgreesWithDepthFirst: games the fill cannot do, or can do only
// in part, answer exactly as the depth-first search alone (values,
// winning moves, errors), every position of the box asked, the top first.
func TestFillAgreesWithDepthFirst(t *testing.T) {
	box := func(hi ...int64) []CustomBound {
		var out []CustomBound
		for i, h := range hi {
			out = append(out, CustomBound{string(rune('x' + i)), 0, h})
		}
		return out
	}
	cases := []struct {
		name       string
		spec       CustomSpec
		data       map[string]any
		fills      bool // the fill does some of the box
		top        []int64
		errAnswers bool // some answers are errors
	}{
		// y moves both ways: the top's moves lower it, the fill stops at
		// the first position whose move raises it
		{"knight", CustomSpec{State: []string{"x", "y"}, Bounds: box(40, 7),
			Moves: "filter([[x - 2, y + 1], [x - 2, y - 1], [x + 1, y - 2], [x - 1, y - 2]], #[0] >= 0 && #[0] <= 40 && #[1] >= 0 && #[1] <= 7)"},
			nil, true, []int64{40, 7}, false},
		// the top's moves keep y; at x = 20 a move raises y (out of the box)
		{"climb", CustomSpec{State: []string{"x", "y"}, Bounds: box(60, 60),
			Moves: "x == 0 ? [] : (x == 20 ? [[x - 1, y], [x - 1, min(y + 5, 60)]] : [[x - 1, y]])"},
			nil, true, []int64{60, 3}, false},
		// misère, two heaps: take 1..3 from one, or the same from both
		{"misere", CustomSpec{State: []string{"x", "y"}, Bounds: box(30, 30), Play: oracle.Misere,
			Moves: "concat(map(1..min(x, 3), [x - #, y]), map(1..min(y, 3), [x, y - #]), map(1..min(min(x, y), 3), [x - #, y - #]))"},
			nil, true, []int64{30, 30}, false},
		// the positions i > j + 1 (never reached from [0, n-1]) fail
		{"unreached", dequeSpec(40, "i > j + 1 ? [a[100]] : "+dequeMoves),
			map[string]any{"a": make([]int, 40)}, false, []int64{0, 39}, true},
		// 50 <-> 51 is a loop under the top
		{"loop", CustomSpec{State: []string{"x"}, Bounds: box(300),
			Moves: "x == 50 ? [51] : (x > 0 ? [x - 1] : [])"},
			nil, true, []int64{300}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fill := customGame(t, tc.spec, tc.data)
			dfs := tc.spec
			dfs.DepthFirst = true
			ref := customGame(t, dfs, tc.data)
			ask := func(p []int64) (string, bool) {
				a, errA := fill.Solve(p)
				b, errB := ref.Solve(p)
				got, want := fmt.Sprint(a, errA), fmt.Sprint(b, errB)
				if got != want {
					t.Fatalf("position %v: with the fill %s; depth-first %s", p, got, want)
				}
				return got, errA != nil
			}
			ask(tc.top)
			if f := fill.Filled(); (f > 0) != tc.fills {
				t.Fatalf("%d positions filled bottom-up, want some: %v", f, tc.fills)
			}
			if ref.Filled() != 0 {
				t.Fatal("DepthFirst filled")
			}
			errs := 0
			var rec func(p []int64)
			rec = func(p []int64) {
				if len(p) == len(tc.top) {
					if _, isErr := ask(p); isErr {
						errs++
					}
					return
				}
				_, hi, _ := fill.Bound(len(p))
				lo, _, _ := fill.Bound(len(p))
				for v := hi; v >= lo; v-- {
					rec(append(p, v))
				}
			}
			rec(nil)
			if (errs > 0) != tc.errAnswers {
				t.Fatalf("%d answers are errors, want some: %v", errs, tc.errAnswers)
			}
		})
	}
}

// countingCtx is a context whose Err says Canceled from its n-th call on
// (a context that ends in the middle of a search, at a known point).
type countingCtx struct {
	context.Context
	n int
}

func (c *countingCtx) Err() error {
	if c.n--; c.n <= 0 {
		return context.Canceled
	}
	return nil
}

// TestFillCancel: a context that ends in the middle of a fill stops it
// with an error wrapping ctx.Err(), and the game answers right afterwards.
func TestFillCancel(t *testing.T) {
	const n = 300
	a := make([]int, n)
	for i := range a {
		a[i] = i * 7 % 13
	}
	g := customGame(t, dequeSpec(n, dequeMoves), map[string]any{"a": a})
	// the probe takes (n+1)^2/16 ≈ 5660 pushes (one look at the context
	// every 4096 positions), the fill the rest
	_, err := g.SolveContext(&countingCtx{context.Background(), 4}, []int64{0, n - 1})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want one wrapping context.Canceled", err)
	}
	if f := g.Filled(); f == 0 || f > n*n/2 {
		t.Fatalf("%d positions filled before the stop, want some and not all", f)
	}
	got, err := g.Solve([]int64{0, n - 1})
	if err != nil {
		t.Fatal(err)
	}
	if want := dequeTable(a); got.Value != want {
		t.Fatalf("after the stop: value %d, want %d", got.Value, want)
	}
}

// dequeTable is the value of take-from-the-ends by the O(n^2) table.
func dequeTable(a []int) int64 {
	n := len(a)
	v := make([]int64, n+1)
	for j := range n {
		for i := j; i >= 0; i-- {
			v[i] = max(int64(a[i])-v[i+1], int64(a[j])-v[i])
		}
	}
	return v[0]
}

// TestFastDivisors: the fast path's divisors (one pass, 32-bit where n
// fits) list what expr-lang's do, on squares, primes and both sides of
// 2^32 (SetFastCheck compares every evaluation; the fast path must run).
func TestFastDivisors(t *testing.T) {
	g := customGame(t, CustomSpec{State: []string{"n"}, Moves: "map(divisors(n), n - #)"}, nil)
	if !fastCheck.Load() {
		t.Fatal("SetFastCheck is off")
	}
	for _, n := range []int64{-12, -1, 0, 1, 2, 3, 4, 12, 36, 97, 65535, 1<<32 - 65536, 4294836225, 65536, 720720, 1<<32 - 1, 1 << 32, 1<<32 + 15, 65537 * 65537, 1_000_000_000_000, 999_999_999_989} {
		if err := g.eval([]int64{n}); err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		if !g.lastOK {
			t.Fatalf("n = %d: the fast path did not run", n)
		}
	}
}

// TestFillLargeGrundy: Grundy values above 63 (marked past the first
// word) in a filled table, positions whose successors' values leave gaps
// below 64 next to positions whose values fill them: every value equals
// a plain table's mex, asked from the top (one fill) and, in a fresh
// game, bottom up (each position resolved in place).
func TestFillLargeGrundy(t *testing.T) {
	const top = 400
	for _, tc := range []struct {
		moves string
		ok    func(n, m int) bool
	}{
		{"filter(0..n-1, (n + #) % 3 != 0)", func(n, m int) bool { return (n+m)%3 != 0 }},
		{"filter(0..n-1, # % 7 != 3 || n % 2 == 0)", func(n, m int) bool { return m%7 != 3 || n%2 == 0 }},
		// odd n > 150: one move, to 150 (G = 0: the word of values
		// under 64 not full, 150 marked); even n: to 0..149 (mex 150)
		{"n <= 150 ? 0..n-1 : (n % 2 == 1 ? [150] : 0..149)", func(n, m int) bool { return n <= 150 || n%2 == 1 && m == 150 || n%2 == 0 && m < 150 }},
	} {
		plain := make([]int64, top+1)
		for n := range plain {
			seen := map[int64]bool{}
			for m := 0; m < n; m++ {
				if tc.ok(n, m) {
					seen[plain[m]] = true
				}
			}
			for seen[plain[n]] {
				plain[n]++
			}
		}
		if slices.Max(plain) < 128 {
			t.Fatalf("%s: want values past 127", tc.moves)
		}
		for _, down := range []bool{true, false} {
			g := customGame(t, CustomSpec{State: []string{"n"}, Moves: tc.moves, Bounds: []CustomBound{{"n", 0, top}}}, nil)
			order := make([]int64, 0, top+1)
			for n := range int64(top + 1) {
				order = append(order, n)
			}
			if down {
				slices.Reverse(order)
			}
			for _, n := range order {
				a, err := g.Solve([]int64{n})
				if err != nil {
					t.Fatal(err)
				}
				if int64(a.Grundy) != plain[n] {
					t.Fatalf("%s (from the top: %v): G(%d) = %d, want %d", tc.moves, down, n, a.Grundy, plain[n])
				}
			}
		}
	}
}
