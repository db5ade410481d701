package oracle

import (
	"errors"
	"iter"
	"testing"
)

// plainGrundy is the definition, by plain recursion without memo: the
// reference the memoized iterative solver must agree with.
func plainGrundy[S comparable](g Game[S], s S) int {
	seen := map[int]bool{}
	for m := range g.Moves(s) {
		seen[plainGrundy(g, m.To)] = true
	}
	v := 0
	for seen[v] {
		v++
	}
	return v
}

// plainMisere is the misère outcome by plain recursion: N with no move or
// a move to P.
func plainMisere[S comparable](g Game[S], s S) Outcome {
	any := false
	for m := range g.Moves(s) {
		any = true
		if plainMisere(g, m.To) == P {
			return N
		}
	}
	if !any {
		return N
	}
	return P
}

func checkAgainstPlain[S comparable](t *testing.T, name string, g Game[S], states []S) {
	t.Helper()
	norm := NewSolver(g, Normal)
	mis := NewSolver(g, Misere)
	ref := map[S]int{} // plain-recursion values of the states checked so far
	plain := func(s S) int {
		if v, ok := ref[s]; ok {
			return v
		}
		return plainGrundy(g, s)
	}
	for _, s := range states {
		want := plainGrundy(g, s)
		ref[s] = want
		r, err := norm.Solve(s)
		if err != nil || r.Grundy != want || (r.Outcome == P) != (want == 0) {
			t.Fatalf("%s %v normal: solver %+v, %v; plain recursion G=%d", name, s, r, err, want)
		}
		for _, m := range r.Winning {
			if plain(m.To) != 0 {
				t.Fatalf("%s %v: winning move %q leads to an N position", name, s, m.Label)
			}
		}
		nwin := 0
		for m := range g.Moves(s) {
			if plain(m.To) == 0 {
				nwin++
			}
		}
		if nwin != len(r.Winning) {
			t.Fatalf("%s %v: %d winning moves listed, plain recursion finds %d", name, s, len(r.Winning), nwin)
		}
		wantM := plainMisere(g, s)
		rm, err := mis.Solve(s)
		if err != nil || rm.Outcome != wantM || rm.Grundy != -1 {
			t.Fatalf("%s %v misère: solver %+v, %v; plain recursion %v", name, s, rm, err, wantM)
		}
	}
}

func heapsUpTo(n int64) []int64 {
	var s []int64
	for i := int64(0); i <= n; i++ {
		s = append(s, i)
	}
	return s
}

// allHeapSets lists every multiset of at most k heaps of at most h.
func allHeapSets(k int, h int64) []HeapSet {
	var out []HeapSet
	var rec func(prefix []int64, lo int64)
	rec = func(prefix []int64, lo int64) {
		out = append(out, NewHeapSet(prefix...))
		if len(prefix) == k {
			return
		}
		for v := lo; v <= h; v++ {
			rec(append(prefix, v), v)
		}
	}
	rec(nil, 1)
	return out
}

func TestSolverMatchesPlainRecursion(t *testing.T) {
	for _, g := range []HeapGame{Bash(3), TakeRange(2, 5), Subtraction([]int64{1, 3, 4}), Subtraction([]int64{2, 5, 7}), PowersOfTwo(), Fibonacci()} {
		checkAgainstPlain(t, g.Name(), Game[int64](g), heapsUpTo(14))
	}
	checkAgainstPlain(t, "nim", Game[HeapSet](NimGame{}), allHeapSets(3, 4))
	kayles := allHeapSets(2, 4)
	for n := int64(5); n <= 8; n++ {
		kayles = append(kayles, NewHeapSet(n))
	}
	checkAgainstPlain(t, "kayles sums", Game[HeapSet](SumGame{Kayles()}), kayles)
	checkAgainstPlain(t, "grundy-game sums", Game[HeapSet](SumGame{GrundyGame()}), allHeapSets(2, 7))
	var ws [][2]int64
	for a := int64(0); a <= 4; a++ {
		for b := a; b <= 4; b++ {
			ws = append(ws, [2]int64{a, b})
		}
	}
	checkAgainstPlain(t, "wythoff", Game[[2]int64](WythoffGame{}), ws)
}

// cycle is a game with a loop: 0 → 1 → 2 → 0, and 3 → 0.
type cycle struct{}

func (cycle) Moves(s int) iter.Seq[Move[int]] {
	return func(yield func(Move[int]) bool) {
		if s == 3 {
			yield(Move[int]{To: 0})
			return
		}
		yield(Move[int]{To: (s + 1) % 3})
	}
}

func TestSolverReportsLoops(t *testing.T) {
	for _, play := range []Play{Normal, Misere} {
		s := NewSolver[int](cycle{}, play)
		_, err := s.Solve(3)
		if !errors.Is(err, ErrLoop) {
			t.Fatalf("%v: got %v, want an error wrapping ErrLoop", play, err)
		}
		// the solver stays usable and reports the loop again, not a stale value
		if _, err := s.Outcome(0); !errors.Is(err, ErrLoop) {
			t.Fatalf("%v: second query: got %v, want ErrLoop", play, err)
		}
	}
}

// chain is a single path n → n-1 → ... → 0 with a dense index.
type chain struct{ size int }

func (c chain) Moves(s int64) iter.Seq[Move[int64]] {
	return func(yield func(Move[int64]) bool) {
		if s > 0 {
			yield(Move[int64]{To: s - 1})
		}
	}
}

func (c chain) AppendMoves(dst []int64, s int64) []int64 {
	if s > 0 {
		dst = append(dst, s-1)
	}
	return dst
}
func (c chain) Index(s int64) (int, bool) { return int(s), s >= 0 && int(s) < c.size }
func (c chain) IndexSize() int            { return c.size }

// mapChain is chain without the fast paths (map memo, iterator moves).
type mapChain struct{}

func (mapChain) Moves(s int64) iter.Seq[Move[int64]] { return chain{}.Moves(s) }

func TestSolverDeepChainDoesNotRecurse(t *testing.T) {
	for name, g := range map[string]Game[int64]{"dense": chain{1_000_001}, "map": mapChain{}} {
		depth := int64(1_000_000)
		if name == "map" {
			depth = 100_000
		}
		s := NewSolver(g, Normal)
		v, err := s.Grundy(depth)
		if err != nil || v != int(depth%2) {
			t.Fatalf("%s: Grundy(%d) = %d, %v; want %d", name, depth, v, err, depth%2)
		}
		if int64(s.States()) != depth+1 {
			t.Fatalf("%s: %d states memoized, want %d", name, s.States(), depth+1)
		}
	}
}

func TestSolverMaxStates(t *testing.T) {
	s := NewSolver[int64](mapChain{}, Normal)
	s.MaxStates = 100
	if _, err := s.Outcome(1000); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("got %v, want ErrTooLarge", err)
	}
	if v, err := s.Grundy(50); err != nil || v != 0 {
		t.Fatalf("after the limit, Grundy(50) = %d, %v", v, err)
	}
}

// bushy is an acyclic game on 0..size-1 that strains the DFS stack: n → n-1;
// n → n-1, n-2, n-3 when 3 | n; and when 5000 | n a fan of 70000 moves,
// farthest first (more successors than a chunk holds, sitting under a deep
// chain).
type bushy struct{ size int64 }

func (b bushy) AppendMoves(dst []int64, n int64) []int64 {
	switch {
	case n > 0 && n%5000 == 0:
		for t := max(0, n-70000); t < n; t++ {
			dst = append(dst, t)
		}
	case n > 0 && n%3 == 0:
		for t := n - 1; t >= max(0, n-3); t-- {
			dst = append(dst, t)
		}
	case n > 0:
		dst = append(dst, n-1)
	}
	return dst
}

func (b bushy) Moves(n int64) iter.Seq[Move[int64]] {
	return func(yield func(Move[int64]) bool) {
		for _, t := range b.AppendMoves(nil, n) {
			if !yield(Move[int64]{To: t}) {
				return
			}
		}
	}
}

// bushyDense adds a dense index; bushyIter hides the fast paths.
type bushyDense struct{ bushy }

func (b bushyDense) Index(s int64) (int, bool) { return int(s), s >= 0 && s < b.size }
func (b bushyDense) IndexSize() int            { return int(b.size) }

type bushyIter struct{ b bushy }

func (b bushyIter) Moves(n int64) iter.Seq[Move[int64]] { return b.b.Moves(n) }

// The solver's stack (chunks, a state with more moves than a chunk, a fan
// under a deep chain) agrees with the definitions evaluated bottom-up over
// every state, through each of the fast paths and without them.
func TestSolverStackChunksMatchBottomUp(t *testing.T) {
	const size = 80_001
	g := bushy{size}
	grundy := make([]int, size)
	misere := make([]Outcome, size)
	for n := range int64(size) {
		seen := map[int]bool{}
		misere[n] = P
		kids := g.AppendMoves(nil, n)
		if len(kids) == 0 {
			misere[n] = N
		}
		for _, k := range kids {
			seen[grundy[k]] = true
			if misere[k] == P {
				misere[n] = N
			}
		}
		for seen[grundy[n]] {
			grundy[n]++
		}
	}
	for name, game := range map[string]Game[int64]{"appender": g, "dense": bushyDense{g}, "iterator": bushyIter{g}} {
		norm, mis := NewSolver(game, Normal), NewSolver(game, Misere)
		if v, err := norm.Grundy(size - 1); err != nil || v != grundy[size-1] {
			t.Fatalf("%s: Grundy(%d) = %d, %v; bottom-up %d", name, size-1, v, err, grundy[size-1])
		}
		for n := int64(size - 1); n >= 0; n -= 997 {
			if v, _ := norm.Grundy(n); v != grundy[n] {
				t.Fatalf("%s: Grundy(%d) = %d; bottom-up %d", name, n, v, grundy[n])
			}
			if o, err := mis.Outcome(n); err != nil || o != misere[n] {
				t.Fatalf("%s: misère %d: %v, %v; bottom-up %v", name, n, o, err, misere[n])
			}
		}
		if norm.States() != size {
			t.Fatalf("%s: %d states memoized, want %d", name, norm.States(), size)
		}
		r, err := norm.Solve(size - 1 - (size-1)%5000)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range r.Winning {
			if grundy[m.To] != 0 {
				t.Fatalf("%s: winning move to %d, which is not P", name, m.To)
			}
		}
	}
}

// denseNim is one Nim heap (n → 0..n-1, G(n) = n) with a dense index, so
// that memo entries pass the one-byte range; a state 'loopAt' moves to
// itself too when set.
type denseNim struct{ size, loopAt int64 }

func (d denseNim) AppendMoves(dst []int64, n int64) []int64 {
	for k := n - 1; k >= 0; k-- {
		dst = append(dst, k)
	}
	if n == d.loopAt {
		dst = append(dst, n)
	}
	return dst
}

func (d denseNim) Moves(n int64) iter.Seq[Move[int64]] {
	return func(yield func(Move[int64]) bool) {
		for _, k := range d.AppendMoves(nil, n) {
			if !yield(Move[int64]{To: k}) {
				return
			}
		}
	}
}

func (d denseNim) Index(s int64) (int, bool) { return int(s), s >= 0 && s < d.size }
func (d denseNim) IndexSize() int            { return int(d.size) }

// Large values in the dense memo (past its one-byte entries), a loop found
// among them, and the memo left consistent after it.
func TestSolverDenseLargeValues(t *testing.T) {
	s := NewSolver[int64](denseNim{size: 700, loopAt: -1}, Normal)
	for _, n := range []int64{699, 252, 253, 254, 300, 0} {
		if v, err := s.Grundy(n); err != nil || v != int(n) {
			t.Fatalf("Grundy(%d) = %d, %v", n, v, err)
		}
	}
	if s.States() != 700 {
		t.Fatalf("%d states, want 700", s.States())
	}
	l := NewSolver[int64](denseNim{size: 700, loopAt: 400}, Normal)
	if v, err := l.Grundy(399); err != nil || v != 399 {
		t.Fatalf("below the loop: Grundy(399) = %d, %v", v, err)
	}
	if _, err := l.Grundy(600); !errors.Is(err, ErrLoop) {
		t.Fatalf("got %v, want ErrLoop", err)
	}
	if l.States() != 400 {
		t.Fatalf("after the loop, %d states memoized, want the 400 below it", l.States())
	}
	if _, err := l.Grundy(401); !errors.Is(err, ErrLoop) {
		t.Fatalf("again: got %v, want ErrLoop", err)
	}
}
