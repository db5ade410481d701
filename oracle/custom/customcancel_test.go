package custom

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/gamestress/gamestress/oracle"
)

// TestCustomCancel: every long search of a custom game (the DFS, the dense
// and map memos, a loopy game's graph, a max_take table, a misère sum
// searched whole) stops on a done context with an error wrapping
// ctx.Err(), and answers right afterwards with no context.
func TestCustomCancel(t *testing.T) {
	big := int64(5_000_000)
	cases := []struct {
		name string
		spec CustomSpec
		pos  [][]int64
		// small is answered after the stop: its Grundy value or outcome
		small []int64
		want  oracle.Outcome
	}{
		{"dense", CustomSpec{State: []string{"n"}, Moves: "n > 0 ? [n - 1] : []", Bounds: []CustomBound{{"n", 0, big}}},
			[][]int64{{big}}, []int64{1001}, oracle.N},
		{"map", CustomSpec{State: []string{"n"}, Moves: "n > 0 ? [n - 1] : []"},
			[][]int64{{big}}, []int64{1000}, oracle.P},
		{"list", CustomSpec{State: []string{"h[]"}, Moves: "h[0] > 0 ? [[h[0] - 1]] : []"},
			[][]int64{{big}}, []int64{7}, oracle.N},
		{"loopy", CustomSpec{State: []string{"n"}, Moves: "n > 0 ? [n - 1, n] : []", Kind: Loopy},
			[][]int64{{big}}, []int64{0}, oracle.P},
		{"max_take", CustomSpec{State: []string{"n"}, Moves: "n >= 1000000 ? [n - 1, n - 1000000] : n > 0 ? [n - 1] : []", MaxTake: 1_000_000, MaxStates: 1 << 30},
			[][]int64{{big * 100}}, []int64{12}, oracle.P},
		{"misère sum", CustomSpec{State: []string{"n"}, Moves: "n > 1 ? [split(n - 1, 1), n - 1] : n > 0 ? [n - 1] : []", Play: oracle.Misere},
			[][]int64{{big}, {big}}, []int64{3}, oracle.P},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := customGame(t, tc.spec, nil)
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			var err error
			if len(tc.pos) == 1 {
				_, err = g.SolveContext(ctx, tc.pos[0])
			} else {
				_, err = g.SolveSumContext(ctx, tc.pos)
			}
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("a cancelled search of %v: err = %v, want one wrapping context.Canceled", tc.pos, err)
			}
			expired, stop := context.WithTimeout(context.Background(), -time.Second)
			defer stop()
			if _, err = g.SolveContext(expired, tc.pos[0]); !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("an expired search of %v: err = %v, want one wrapping context.DeadlineExceeded", tc.pos[0], err)
			}
			a, err := g.Solve(tc.small)
			if err != nil || a.Outcome != tc.want {
				t.Fatalf("after the stop, %v: %+v, %v; want outcome %v", tc.small, a, err, tc.want)
			}
		})
	}
}

// TestCustomCancelCostlyPositions: where every position makes tens of
// thousands of numbers (a range of n + 20000), a done context stops the
// search within a few positions, not after the 4096 of a look by count.
func TestCustomCancelCostlyPositions(t *testing.T) {
	for _, bounded := range []bool{true, false} {
		spec := CustomSpec{State: []string{"n"}, Moves: "filter(0..n + 20000, # < n)"}
		if bounded {
			spec.Bounds = []CustomBound{{"n", 0, 20_000}}
		}
		g := customGame(t, spec, nil)
		_, err := g.SolveContext(&countingCtx{context.Background(), 1}, []int64{20_000})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("bounded %v: err = %v, want one wrapping context.Canceled", bounded, err)
		}
		if pos, _ := g.Stats(); pos > 16 {
			t.Fatalf("bounded %v: %d positions evaluated before the stop, want a few", bounded, pos)
		}
	}
}

// TestCustomCancelCostlyExprPositions: positions that expr-lang evaluates
// (off the fast path: int()) and that each scan 20000 numbers to make a
// few moves are costly though they make few successors: a done context
// stops the search within a few of them, not after the 4096 positions of
// a look by count (seconds: a Ctrl-C took 10 s and more to end a run).
func TestCustomCancelCostlyExprPositions(t *testing.T) {
	for _, moves := range []string{
		"map(filter(1..n, n % # == 0 && # < n && int(#) >= 1), n - #)", // expr-lang
		"map(filter(1..n, n % # == 0 && # < n), n - #)",                // the fast path
	} {
		for _, bounded := range []bool{true, false} {
			spec := CustomSpec{State: []string{"n"}, Moves: moves}
			if bounded {
				spec.Bounds = []CustomBound{{"n", 0, 20_000}}
			}
			g := customGame(t, spec, nil)
			_, err := g.SolveContext(&countingCtx{context.Background(), 1}, []int64{20_000})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("%s, bounded %v: err = %v, want one wrapping context.Canceled", moves, bounded, err)
			}
			if pos, _ := g.Stats(); pos > 16 {
				t.Errorf("%s, bounded %v: %d positions evaluated before the stop, want a few", moves, bounded, pos)
			}
		}
	}
}

// TestLoopyRetrogradeStops: the retrograde analysis of a loopy game's
// graph (seconds at 10^7 nodes, after the last position is expanded)
// looks at the context as it goes: a stop there ends it with the stop's
// error, and the graph's outcomes are not read until an analysis ends (a
// position whose answer was left half made is analysed again, not
// answered as the P its node starts with).
func TestLoopyRetrogradeStops(t *testing.T) {
	spec := CustomSpec{State: []string{"n"}, Kind: Loopy,
		Moves: "concat(n >= 2 ? [n - 1, n - 2] : n == 1 ? [0] : [], n % 5 == 0 && n > 0 ? [n] : [])"}
	const top = retrogradeLook + 4000
	g := customGame(t, spec, nil)
	if _, err := g.Solve([]int64{10}); err != nil {
		t.Fatal(err)
	}
	// Grow the graph to top without analysing it, then analyse it under a
	// context that ends at its first look.
	root, err := g.graph.s.internPos([]int64{top})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.explore(root); err != nil {
		t.Fatal(err)
	}
	looks := 0
	err = g.graph.retrograde(spec.Play, func() error {
		looks++
		return context.Canceled
	})
	if !errors.Is(err, context.Canceled) || looks != 1 {
		t.Fatalf("retrograde under a stop at its first look: err = %v after %d looks, want context.Canceled after 1", err, looks)
	}
	fresh := customGame(t, spec, nil)
	for _, n := range []int64{top, top - 1, top - 2, 10, 7} {
		got, err := g.Solve([]int64{n})
		if err != nil {
			t.Fatal(err)
		}
		want, err := fresh.Solve([]int64{n})
		if err != nil {
			t.Fatal(err)
		}
		if got.Outcome != want.Outcome {
			t.Errorf("after the stop, n = %d: %v, want %v (a fresh game's)", n, got.Outcome, want.Outcome)
		}
	}
	// And through the context: a done one stops a question whose graph
	// needs its analysis.
	g2 := customGame(t, spec, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g2.SolveContext(ctx, []int64{top}); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled loopy search: err = %v, want context.Canceled", err)
	}
}
