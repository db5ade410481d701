package custom

import (
	"math/rand/v2"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

// memoWays solves pos of spec with data in every memo the search has:
// bounds declared (dense), none declared with the box guessed (dense),
// none and no guess (the packed hash memo), none and no packing (the map
// of byte strings). It returns the answers, in that order, and the games.
func memoWays(t *testing.T, spec CustomSpec, bounds []CustomBound, data map[string]any, pos []int64) ([]CustomAnswer, []*CustomGame) {
	t.Helper()
	var out []CustomAnswer
	var games []*CustomGame
	for way := range 4 {
		sp := spec
		if way == 0 {
			sp.Bounds = bounds
		}
		noPacking = way == 3
		g := customGame(t, sp, data)
		g.noGuess = way >= 2
		a, err := g.Solve(pos)
		noPacking = false
		if err != nil {
			t.Fatalf("way %d: %v", way, err)
		}
		out = append(out, a)
		games = append(games, g)
	}
	return out, games
}

// TestGuessedBoxAgreesWithEveryMemo: take-from-the-ends (score) on random
// rows, and an impartial two-variable game (take 1 or 2 from either
// of two heaps, or move one from the first to the second): without
// declared bounds the box is guessed from the position and the case (a
// dense memo, filled bottom-up), and every answer equals the declared
// box's, the packed memo's, the map's and plain negamax.
func TestGuessedBoxAgreesWithEveryMemo(t *testing.T) {
	r := rand.New(rand.NewPCG(30, 2))
	for range 20 {
		a := make([]int, 1+r.IntN(40))
		for i := range a {
			a[i] = r.IntN(30) - 10
		}
		n := int64(len(a))
		spec := CustomSpec{State: []string{"i", "j"}, Moves: dequeMoves, Kind: Score}
		bounds := []CustomBound{{Var: "i", Lo: 0, Hi: n}, {Var: "j", Lo: -1, Hi: n - 1}}
		got, games := memoWays(t, spec, bounds, map[string]any{"a": a}, []int64{0, n - 1})
		want := int64(0)
		if len(a) <= 16 {
			want = int64(dequeBest(a, 0, len(a)-1))
		} else {
			want = got[0].Value
		}
		for way, ans := range got {
			if ans.Value != want || len(ans.Winning) != len(got[0].Winning) {
				t.Fatalf("%v, way %d: value %d (%d optimal moves), want %d (%d)", a, way, ans.Value, len(ans.Winning), want, len(got[0].Winning))
			}
		}
		if s := games[1].single; !s.dense || !s.guess {
			t.Fatalf("%v: no bounds declared: dense %v, guessed %v; want a guessed dense box", a, s.dense, s.guess)
		}
		if s := games[2].single; s.dense || s.packed == nil {
			t.Fatalf("%v: no guess: dense %v, packed %v; want the packed memo", a, s.dense, s.packed != nil)
		}
	}
	heaps := CustomSpec{State: []string{"x", "y"}, Moves: "filter([[x - 1, y], [x - 2, y], [x, y - 1], [x, y - 2], [x - 1, y + 1]], #[0] >= 0 && #[1] >= 0 && #[1] <= k)"}
	for _, play := range []oracle.Play{oracle.Normal, oracle.Misere} {
		for x := int64(0); x <= 12; x += 3 {
			for y := int64(0); y <= 12; y += 4 {
				spec := heaps
				spec.Play = play
				bounds := []CustomBound{{Var: "x", Lo: 0, Hi: 12}, {Var: "y", Lo: 0, Hi: 12}}
				got, _ := memoWays(t, spec, bounds, map[string]any{"k": 12}, []int64{x, y})
				for way, ans := range got {
					if ans.Outcome != got[0].Outcome || ans.Grundy != got[0].Grundy || len(ans.Winning) != len(got[0].Winning) {
						t.Fatalf("%v (%d, %d), way %d: %+v, want %+v", play, x, y, way, ans, got[0])
					}
				}
			}
		}
	}
}

// TestGuessedBoxLeft: a game whose positions go past the box guessed from
// the position and the case (y climbs to 3n, the case says n) is searched
// again without it, for good: the answers are plain recursion's, and a
// later question is not guessed again.
func TestGuessedBoxLeft(t *testing.T) {
	spec := CustomSpec{State: []string{"x", "y"}, Moves: "x + y >= 3 * n ? [] : [[x + 1, y], [x, y + 2], [x + 2, y + 1]]"}
	const n = 7
	moves := func(p []int) [][]int {
		if p[0]+p[1] >= 3*n {
			return nil
		}
		return [][]int{{p[0] + 1, p[1]}, {p[0], p[1] + 2}, {p[0] + 2, p[1] + 1}}
	}
	g := customGame(t, spec, map[string]any{"n": n})
	for _, p := range [][]int{{0, 0}, {1, 3}, {5, 2}, {0, 0}} {
		a, err := g.Solve([]int64{int64(p[0]), int64(p[1])})
		if err != nil {
			t.Fatal(err)
		}
		if want := plainOutcome(p, moves, false); (a.Outcome == oracle.N) != want {
			t.Fatalf("%v: %v, plain recursion wins=%v", p, a.Outcome, want)
		}
	}
	if !g.noGuess || g.single.dense || g.guessed() {
		t.Errorf("after leaving the box: noGuess %v, dense %v, guessed %v; want the box dropped for good", g.noGuess, g.single.dense, g.guessed())
	}
	if _, _, ok := g.Bound(0); ok {
		t.Error("Bound reports a guessed bound as declared")
	}
}

// TestPackedMemoWidens: positions past 32 bits a variable (two
// variables) do not fit in a word: the packed memo gives each variable a
// word of its own, every node kept, and goes on; the answers are the
// map's alone.
func TestPackedMemoWidens(t *testing.T) {
	spec := CustomSpec{State: []string{"x", "y"}, Moves: "x <= 0 ? [] : [[x - 1, y], [x - 1, y + 1000000000], [x - 2, y * 3]]"}
	ask := [][]int64{{4, 1}, {9, 5}, {12, 1 << 20}, {15, 3}}
	var want []CustomAnswer
	noPacking = true
	ref := customGame(t, spec, nil)
	for _, p := range ask {
		a, err := ref.Solve(p)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, a)
	}
	noPacking = false
	g := customGame(t, spec, nil)
	g.noGuess = true
	for i, p := range ask {
		a, err := g.Solve(p)
		if err != nil {
			t.Fatal(err)
		}
		if a.Grundy != want[i].Grundy || len(a.Winning) != len(want[i].Winning) {
			t.Fatalf("%v: %+v, the map says %+v", p, a, want[i])
		}
	}
	if m := g.single.packed; m == nil || !m.wide || len(m.words) != m.k*len(g.single.state) || len(g.single.keys) != 0 {
		t.Errorf("packed %+v, %d keys for %d nodes: want every node in the wide packed memo", m, len(g.single.keys), len(g.single.state))
	}
}

// TestPackedWords: packing and unpacking a position is the identity on
// every width, and a value past its bits is refused.
func TestPackedWords(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 9))
	for k := 1; k <= maxPackedVars; k++ {
		m := newPackedMemo(k)
		lim := int64(1) << (m.width - 2)
		if k == 1 {
			lim = 1 << 61
		}
		for range 200 {
			p := make([]int64, k)
			for i := range p {
				p[i] = r.Int64N(2*lim) - lim
			}
			w, ok := m.pack(p)
			if !ok {
				t.Fatalf("k = %d: %v refused", k, p)
			}
			if q := m.unpack(nil, w); len(q) != k || !equalInts(q, p) {
				t.Fatalf("k = %d: %v packed and unpacked is %v", k, p, q)
			}
		}
		if k > 1 {
			if _, ok := m.pack(append(make([]int64, k-1), 1<<m.width)); ok {
				t.Fatalf("k = %d: a value of %d bits packed into %d", k, m.width+1, m.width)
			}
		}
	}
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCostNamesTheMemo: Cost says which memo each way of TestGuessedBox...
// used, whether bounds were declared, and, for a hash memo, the range of
// every variable over the positions searched (take from the ends of 7:
// i in 0..7, j in -1..6).
func TestCostNamesTheMemo(t *testing.T) {
	a := []int{3, 1, 4, 1, 5, 9, 2}
	spec := CustomSpec{State: []string{"i", "j"}, Moves: dequeMoves, Kind: Score}
	bounds := []CustomBound{{Var: "i", Lo: 0, Hi: 7}, {Var: "j", Lo: -1, Hi: 6}}
	_, games := memoWays(t, spec, bounds, map[string]any{"a": a}, []int64{0, 6})
	for way, want := range []Memo{MemoDense, MemoGuessed, MemoPacked, MemoMap} {
		c := games[way].Cost()
		if c.Memo != want || c.Declared != (way == 0) || !c.FastPath || c.Positions == 0 || c.Moves == 0 {
			t.Errorf("way %d: %+v, want memo %v, declared %v, the fast path and some work", way, c, want, way == 0)
		}
		if way >= 2 && (!equalInts(c.Lo, []int64{0, -1}) || !equalInts(c.Hi, []int64{7, 6})) {
			t.Errorf("way %d: ranges %v..%v, want [0 -1]..[7 6]", way, c.Lo, c.Hi)
		}
	}
}
