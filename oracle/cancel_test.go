package oracle

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestSolverCancel: a cancelled or expired context stops a search of 10^7
// states with an error wrapping ctx.Err(), and the solver answers right
// afterwards (the memo keeps only finished states).
func TestSolverCancel(t *testing.T) {
	const depth = 10_000_000
	for _, g := range []Game[int64]{chain{depth + 1}, mapChain{}} {
		cancelled, cancel := context.WithCancel(context.Background())
		cancel()
		expired, stop := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
		defer stop()
		for _, ctx := range []context.Context{cancelled, expired} {
			s := NewSolver(g, Normal)
			s.Ctx = ctx
			_, err := s.Grundy(depth)
			if !errors.Is(err, ctx.Err()) {
				t.Fatalf("%T with a done context: err = %v, want one wrapping %v", g, err, ctx.Err())
			}
			if s.States() >= depth/2 {
				t.Errorf("%T: %d states memoized after the stop, want far fewer than %d", g, s.States(), depth)
			}
			s.Ctx = nil
			if v, err := s.Grundy(10_001); err != nil || v != 1 {
				t.Fatalf("%T after a stop: Grundy(10001) = %d, %v, want 1", g, v, err)
			}
			if o, err := s.Outcome(10_000); err != nil || o != P {
				t.Fatalf("%T after a stop: Outcome(10000) = %v, %v, want P", g, o, err)
			}
		}
	}
}

// TestCatalogueCancel: a context that ends in the middle of a catalogue
// table's build (a subtraction game's heap table, both plays; an octal
// game's; the board's retrograde table) stops AnalyzeContext and
// TabulateContext with an error wrapping ctx.Err(), publishes nothing
// half built, and the tables answer right afterwards with no context.
func TestCatalogueCancel(t *testing.T) {
	moves := []int64{2, 9, 31, 4000} // parameters no other test uses: no table built yet
	for _, play := range []Play{Normal, Misere} {
		_, err := AnalyzeContext(&countingCtx{context.Background(), 3}, "subtraction", Params{Moves: moves}, play, []int64{3_000_000})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("subtraction %v: err = %v, want one wrapping context.Canceled", play, err)
		}
		sg, _ := heapGameOf("subtraction", Params{Moves: moves})
		if tb := sg.(*subGame).tables[play].cur.Load(); tb != nil {
			t.Fatalf("subtraction %v: a table of %d values was published by a stopped build", play, len(tb.vals))
		}
		// its first look builds heaps 0..100, the second stops the
		// search for the period
		_, err = TabulateContext(&countingCtx{context.Background(), 2}, "subtraction", Params{Moves: moves}, play, 0, 100)
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("subtraction %v table: err = %v, want one wrapping context.Canceled", play, err)
		}
		tb, err := Tabulate("subtraction", Params{Moves: moves}, play, 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		for n, o := range tb.Outcome {
			if want := plainSubtraction(moves, n, play); o != want {
				t.Fatalf("subtraction %v after a stop: heap %d is %v, plain recursion %v", play, n, o, want)
			}
		}
	}
	oct, err := Octal("0.3771")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := AnalyzeContext(&countingCtx{context.Background(), 3}, "octal", Params{Code: "0.3771"}, Normal, []int64{6000}); !errors.Is(err, context.Canceled) {
		t.Fatalf("octal: err = %v, want one wrapping context.Canceled", err)
	}
	if tb := oct.tables.cur.Load(); tb != nil && len(tb.vals) > 6000 {
		t.Fatalf("octal: a table of %d values was published by a stopped build", len(tb.vals))
	}
	saved := boardWin.win.Swap(nil) // build it again, stopped
	defer boardWin.win.CompareAndSwap(nil, saved)
	if _, err := AnalyzeContext(&countingCtx{context.Background(), 3}, "board", Params{}, Normal, []int64{7, 9}); !errors.Is(err, context.Canceled) {
		t.Fatalf("board: err = %v, want one wrapping context.Canceled", err)
	}
	if boardWin.win.Load() != nil {
		t.Fatal("board: a stopped build published its table")
	}
}

// plainSubtraction is the outcome of a heap of n by plain recursion (the
// moves take an amount of moves).
func plainSubtraction(moves []int64, n int, play Play) Outcome {
	win := make([]bool, n+1)
	for h := 0; h <= n; h++ {
		has := false
		for _, s := range moves {
			if int(s) <= h {
				has = true
				win[h] = win[h] || !win[h-int(s)]
			}
		}
		if !has {
			win[h] = play == Misere
		}
	}
	if win[n] {
		return N
	}
	return P
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
