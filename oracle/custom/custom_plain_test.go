package custom

import (
	"math/rand/v2"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// Custom games cross-checked against plain recursion (Go code written
// here, no memo, no shared machinery) on tiny positions, and pinned to
// published values.

// TestCustomOctalPublished pins Kayles (OEIS A002186) and Dawson's Kayles
// (OEIS A002187: 0.07, heaps of n pins) as custom games.
func TestCustomOctalPublished(t *testing.T) {
	kayles := []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4}
	dawson := []int{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0}
	for _, tc := range []struct {
		name, moves string
		want        []int
	}{
		{"kayles", "flat(map(1..2, let k = #; map(0..(n-k)/2, split(#, n - k - #))))", kayles},
		{"dawson", "n < 2 ? [] : map(0..(n-2)/2, split(#, n - 2 - #))", dawson},
	} {
		g := customGame(t, CustomSpec{Name: tc.name, State: []string{"n"}, Moves: tc.moves}, nil)
		for n, w := range tc.want {
			a, err := g.Solve([]int64{int64(n)})
			if err != nil {
				t.Fatal(err)
			}
			if a.Grundy != w {
				t.Errorf("%s G(%d) = %d, want %d", tc.name, n, a.Grundy, w)
			}
		}
	}
}

// dequeBest is the plain negamax of take-from-the-ends.
func dequeBest(a []int, i, j int) int {
	if i > j {
		return 0
	}
	return max(a[i]-dequeBest(a, i+1, j), a[j]-dequeBest(a, i, j-1))
}

const dequeMoves = `i > j ? [] : [move([i + 1, j], "first", a[i]), move([i, j - 1], "last", a[j])]`

// TestCustomDequeScore: take-from-the-ends as a score game: known inputs
// (8 15 3 7: the first player takes 22 of 33, margin 11; 20 30 2 2 2 10:
// 42 of 66, margin 18; 2 2 2 2: margin 0) and random rows against plain
// negamax, with every optimal move.
func TestCustomDequeScore(t *testing.T) {
	known := []struct {
		a    []int
		want int64
	}{{[]int{8, 15, 3, 7}, 11}, {[]int{20, 30, 2, 2, 2, 10}, 18}, {[]int{2, 2, 2, 2}, 0}}
	r := rand.New(rand.NewPCG(5, 6))
	for range 30 {
		a := make([]int, 1+r.IntN(10))
		for i := range a {
			a[i] = r.IntN(20) - 5
		}
		known = append(known, struct {
			a    []int
			want int64
		}{a, int64(dequeBest(a, 0, len(a)-1))})
	}
	for _, k := range known {
		g := customGame(t, CustomSpec{State: []string{"i", "j"}, Moves: dequeMoves, Kind: Score}, map[string]any{"a": k.a})
		n := len(k.a)
		got, err := g.Solve([]int64{0, int64(n - 1)})
		if err != nil {
			t.Fatal(err)
		}
		if got.Value != k.want {
			t.Fatalf("%v: value %d, want %d", k.a, got.Value, k.want)
		}
		first, last := k.a[0]-dequeBest(k.a, 1, n-1), k.a[n-1]-dequeBest(k.a, 0, n-2)
		optimal := 0
		if int64(first) == k.want {
			optimal++
		}
		if int64(last) == k.want {
			optimal++
		}
		if len(got.Winning) != optimal {
			t.Fatalf("%v: %d optimal moves %+v, want %d", k.a, len(got.Winning), got.Winning, optimal)
		}
	}
}

// plainOutcome is the plain recursion of an acyclic game's outcome
// (true: the mover wins).
func plainOutcome(p []int, moves func([]int) [][]int, misere bool) bool {
	ms := moves(p)
	if len(ms) == 0 {
		return misere
	}
	for _, q := range ms {
		if !plainOutcome(q, moves, misere) {
			return true
		}
	}
	return false
}

// TestCustomAgreesWithPlainRecursion: two-variable and list games against
// plain recursion, both plays.
func TestCustomAgreesWithPlainRecursion(t *testing.T) {
	cases := []struct {
		name, moves string
		state       []string
		goMoves     func([]int) [][]int
		positions   [][]int
	}{
		{"knight", "filter([[x - 2, y + 1], [x - 2, y - 1], [x + 1, y - 2], [x - 1, y - 2]], #[0] >= 0 && #[1] >= 0 && #[1] <= 7)",
			[]string{"x", "y"},
			func(p []int) [][]int {
				var out [][]int
				for _, d := range [][2]int{{-2, 1}, {-2, -1}, {1, -2}, {-1, -2}} {
					x, y := p[0]+d[0], p[1]+d[1]
					if x >= 0 && y >= 0 && y <= 7 {
						out = append(out, []int{x, y})
					}
				}
				return out
			}, grid(8, 8)},
		{"staircase", "flat(map(0..len(h)-1, let i = #; map(1..h[i], i == 0 ? add(h, 0, -#) : add(add(h, i, -#), i - 1, #))))",
			[]string{"h[]"},
			func(p []int) [][]int {
				var out [][]int
				for i := range p {
					for k := 1; k <= p[i]; k++ {
						q := append([]int(nil), p...)
						q[i] -= k
						if i > 0 {
							q[i-1] += k
						}
						out = append(out, q)
					}
				}
				return out
			}, grid3(3)},
	}
	for _, tc := range cases {
		for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
			g := customGame(t, CustomSpec{Name: tc.name, State: tc.state, Moves: tc.moves, Play: play}, nil)
			for _, p := range tc.positions {
				pos := make([]int64, len(p))
				for i, v := range p {
					pos[i] = int64(v)
				}
				got, err := g.Solve(pos)
				if err != nil {
					t.Fatal(err)
				}
				if want := plainOutcome(p, tc.goMoves, play == oracle.Misere); (got.Outcome == oracle.N) != want {
					t.Fatalf("%s %v %v: custom %v, plain recursion wins=%v", tc.name, play, p, got.Outcome, want)
				}
			}
		}
	}
}

func grid(w, h int) [][]int {
	var out [][]int
	for x := range w {
		for y := range h {
			out = append(out, []int{x, y})
		}
	}
	return out
}

func grid3(k int) [][]int {
	var out [][]int
	for a := range k + 1 {
		for b := range k + 1 {
			for c := range k + 1 {
				out = append(out, []int{a, b, c})
			}
		}
	}
	return out
}

// TestCustomLoopyAgreesWithFixpoint: a token on random directed graphs
// (cycles allowed) by retrograde analysis against the plain fixpoint
// (repeat: a vertex with a move to a lost one is won, one whose every move
// goes to a won one is lost, until nothing changes; the rest draw).
func TestCustomLoopyAgreesWithFixpoint(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 60 {
		n := 1 + r.IntN(9)
		adj := make([][]int, n)
		for v := range adj {
			adj[v] = []int{}
			for range r.IntN(3) {
				adj[v] = append(adj[v], r.IntN(n))
			}
		}
		for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
			want := fixpoint(adj, play == oracle.Misere)
			g := customGame(t, CustomSpec{State: []string{"v"}, Moves: "adj[v]", Kind: Loopy, Play: play}, map[string]any{"adj": adj})
			for v := range n {
				got, err := g.Solve([]int64{int64(v)})
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcome != want[v] {
					t.Fatalf("%v %v vertex %d: custom %v, fixpoint %v", adj, play, v, got.Outcome, want[v])
				}
			}
		}
	}
}

func fixpoint(adj [][]int, misere bool) []oracle.Outcome {
	out := make([]oracle.Outcome, len(adj))
	for i := range out {
		out[i] = oracle.D
	}
	for changed := true; changed; {
		changed = false
		for v, next := range adj {
			if out[v] != oracle.D {
				continue
			}
			o := oracle.D
			switch {
			case len(next) == 0 && misere:
				o = oracle.N
			case len(next) == 0:
				o = oracle.P
			default:
				allWon := true
				for _, w := range next {
					if out[w] == oracle.P {
						o = oracle.N
					}
					allWon = allWon && out[w] == oracle.N
				}
				if o == oracle.D && allWon {
					o = oracle.P
				}
			}
			if o != oracle.D {
				out[v], changed = o, true
			}
		}
	}
	return out
}

// mooreMoves is Moore's Nim_k: take from 1..k heaps at once (any positive
// amount from each chosen heap).
const mooreMoves = `flat(map(subsets(len(h), 1, k), let S = #;
  map(product(map(S, 1..h[#])), let T = #; reduce(0..len(S)-1, add(#acc, S[#], -T[#]), h))))`

// TestCustomMooreNim: Moore's Nim_k (helpers subsets, product, add) against
// Moore's theorem (E. H. Moore, "A generalization of the game called Nim",
// Annals of Mathematics 11 (1910)): P iff, at every bit, the number of
// heaps having that bit is a multiple of k+1.
func TestCustomMooreNim(t *testing.T) {
	for k := 1; k <= 3; k++ {
		g := customGame(t, CustomSpec{State: []string{"h[]"}, Moves: mooreMoves}, map[string]any{"k": k})
		// sorted: the heaps are a multiset, memoized once per multiset
		sorted := customGame(t, CustomSpec{State: []string{"h[]"}, Moves: mooreMoves, Sorted: true}, map[string]any{"k": k})
		for _, p := range grid4(4) {
			pos := make([]int64, len(p))
			for i, v := range p {
				pos[i] = int64(v)
			}
			got, err := g.Solve(pos)
			if err != nil {
				t.Fatal(err)
			}
			want := oracle.P
			for bit := 0; bit < 3; bit++ {
				c := 0
				for _, v := range p {
					c += v >> bit & 1
				}
				if c%(k+1) != 0 {
					want = oracle.N
				}
			}
			if got.Outcome != want {
				t.Fatalf("k=%d %v: custom %v, Moore %v", k, p, got.Outcome, want)
			}
			s, err := sorted.Solve(pos)
			if err != nil {
				t.Fatal(err)
			}
			if s.Outcome != want || len(s.Winning) != len(got.Winning) {
				t.Fatalf("k=%d %v sorted: %v with %d winning moves, unsorted %v with %d", k, p, s.Outcome, len(s.Winning), got.Outcome, len(got.Winning))
			}
		}
		if a, b := len(sorted.single.keys), len(g.single.keys); a >= b {
			t.Errorf("k=%d: %d states sorted, %d unsorted", k, a, b)
		}
	}
}

func grid4(hi int) [][]int {
	var out [][]int
	for a := range hi + 1 {
		for b := range hi + 1 {
			for c := range hi + 1 {
				for d := range hi + 1 {
					out = append(out, []int{a, b, c, d})
				}
			}
		}
	}
	return out
}
