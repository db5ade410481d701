package oracle

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

var heapGamesUnderTest = []HeapGame{
	Bash(1), Bash(2), Bash(5), Bash(13),
	TakeRange(1, 1), TakeRange(2, 3), TakeRange(3, 7), TakeRange(5, 5),
	Subtraction([]int64{1, 3, 4}), Subtraction([]int64{2, 3}), Subtraction([]int64{1, 5, 6}),
	Subtraction([]int64{1, 4}), Subtraction([]int64{4, 1, 4}), Subtraction([]int64{3, 7, 11, 12}),
	PowersOfTwo(), Fibonacci(),
}

// Tier 1 against tier 1: the bitset/sliding-window tables agree with the
// memoized DFS on every heap up to 2000, under both plays.
func TestHeapTablesMatchSearch(t *testing.T) {
	for _, g := range heapGamesUnderTest {
		for _, play := range []Play{Normal, Misere} {
			s := NewSolver[int64](g, play)
			for n := int64(0); n <= 2000; n++ {
				want, err := s.Solve(n)
				if err != nil {
					t.Fatal(err)
				}
				got, tier, err := HeapOutcome(g, play, n)
				if err != nil || got != want.Outcome || tier != TierSearch {
					t.Fatalf("%s %v heap %d: table %v (%v, %v), search %v", g.Name(), play, n, got, tier, err, want.Outcome)
				}
				if play == Normal {
					v, _, _ := HeapGrundy(g, n)
					if v != want.Grundy {
						t.Fatalf("%s heap %d: table G=%d, search G=%d", g.Name(), n, v, want.Grundy)
					}
				}
			}
		}
	}
}

// Tier 2 against tier 1: a certified period answers heaps far beyond the
// window exactly as search does (search runs to 30 windows past the period).
func TestCertifiedPeriodsMatchSearchFarBeyond(t *testing.T) {
	for _, g := range heapGamesUnderTest {
		sg := g.(*subGame)
		if !sg.finite {
			if _, ok := HeapPeriod(g, Normal); ok {
				t.Fatalf("%s: an infinite move set got a period certificate", g.Name())
			}
			continue
		}
		for _, play := range []Play{Normal, Misere} {
			p, ok := HeapPeriod(g, play)
			if !ok || !p.Certified {
				t.Fatalf("%s %v: no certified period", g.Name(), play)
			}
			far := p.Preperiod + p.Period + 30*sg.window() + 500
			vals := sg.build(play, nil, int(far))
			for n := int64(0); n < far; n++ {
				if got := vals[p.Reduce(n)]; got != vals[n] {
					t.Fatalf("%s %v: period %+v says v(%d) = %d, search says %d", g.Name(), play, p, n, got, vals[n])
				}
			}
		}
	}
}

// The window theorem only: S = {1,4} starts 0,1,0,1 (looks like period 2)
// but the certified period is 5; take-range and Bash periods are a+b and m+1.
func TestCertifiedPeriodValues(t *testing.T) {
	cases := []struct {
		g        HeapGame
		play     Play
		pre, per int64
		reason   string
	}{
		{Subtraction([]int64{1, 4}), Normal, 0, 5, "0,1,0,1,2 repeating: not the apparent period 2"},
		{Subtraction([]int64{1, 3, 4}), Normal, 0, 7, "DOMAIN.md reference"},
		{Subtraction([]int64{2, 3}), Normal, 0, 5, "DOMAIN.md reference"},
		{Subtraction([]int64{1, 5, 6}), Normal, 0, 11, "DOMAIN.md reference"},
		{Bash(1000), Normal, 0, 1001, "G(n) = n mod (m+1)"},
		{Bash(7), Misere, 0, 8, "misère Bash: P iff n mod (m+1) = 1"},
		{TakeRange(3, 7), Normal, 0, 10, "P iff n mod (a+b) < a"},
	}
	for _, c := range cases {
		p, ok := HeapPeriod(c.g, c.play)
		if !ok || p.Preperiod != c.pre || p.Period != c.per {
			t.Errorf("%s %v: period %+v %v, want preperiod %d period %d (%s)", c.g.Name(), c.play, p, ok, c.pre, c.per, c.reason)
		}
	}
}

func TestDomainReferenceTables(t *testing.T) {
	cases := []struct {
		g    HeapGame
		want []int
	}{
		{Subtraction([]int64{1, 3, 4}), []int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2}},
		{Subtraction([]int64{2, 3}), []int{0, 0, 1, 1, 2, 0, 0, 1, 1, 2}},
		{Fibonacci(), []int{0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5}},
	}
	for _, c := range cases {
		for n, w := range c.want {
			if v, _, err := HeapGrundy(c.g, int64(n)); err != nil || v != w {
				t.Fatalf("%s: G(%d) = %d, %v; DOMAIN.md says %d", c.g.Name(), n, v, err, w)
			}
		}
	}
}

// The textbook facts about the shipped games, checked on the oracle's tables.
func TestHeapGameFacts(t *testing.T) {
	for m := int64(1); m <= 30; m++ {
		for n := int64(0); n <= 300; n++ {
			if v, _, _ := HeapGrundy(Bash(m), n); int64(v) != n%(m+1) {
				t.Fatalf("bash m=%d: G(%d) = %d", m, n, v)
			}
			if o, _, _ := HeapOutcome(Bash(m), Misere, n); (o == P) != (n%(m+1) == 1) {
				t.Fatalf("misère bash m=%d: heap %d is %v", m, n, o)
			}
		}
	}
	for a := int64(1); a <= 8; a++ {
		for b := a; b <= 12; b++ {
			for n := int64(0); n <= 200; n++ {
				if o, _, _ := HeapOutcome(TakeRange(a, b), Normal, n); (o == P) != (n%(a+b) < a) {
					t.Fatalf("take %d..%d: heap %d is %v", a, b, n, o)
				}
			}
		}
	}
}

func TestHeapLargeValues(t *testing.T) {
	const big = 1_000_000_000_000_000_000
	o, tier, err := HeapOutcome(Bash(1000), Normal, big)
	if err != nil || tier != TierPeriod || (o == P) != (big%1001 == 0) {
		t.Fatalf("bash(1000) at 10^18: %v %v %v", o, tier, err)
	}
	v, tier, err := HeapGrundy(Subtraction([]int64{1, 4}), big-1)
	if err != nil || tier != TierPeriod || int64(v) != []int64{0, 1, 0, 1, 2}[(big-1)%5] {
		t.Fatalf("S={1,4} at 10^18-1: %d %v %v", v, tier, err)
	}
	if _, _, err := HeapOutcome(PowersOfTwo(), Normal, big); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("powers of two at 10^18: want ErrTooLarge (no certificate for an infinite move set), got %v", err)
	}
	if _, _, err := HeapOutcome(Bash(3), Normal, -1); !errors.Is(err, ErrBadGame) {
		t.Fatalf("negative heap: got %v", err)
	}
}

func TestBadHeapGames(t *testing.T) {
	for _, g := range []HeapGame{Bash(0), TakeRange(3, 2), TakeRange(0, 2), Subtraction(nil), Subtraction([]int64{1, 0})} {
		if _, _, err := HeapOutcome(g, Normal, 3); !errors.Is(err, ErrBadGame) {
			t.Errorf("%s: got %v, want ErrBadGame", g.Name(), err)
		}
	}
}

func TestSumOutcomeMatchesWholeSearch(t *testing.T) {
	for _, g := range []HeapGame{Subtraction([]int64{2, 5}), Bash(3), Fibonacci()} {
		s := NewSolver[HeapSet](SumGame{g.(heapRules)}, Normal)
		for _, hs := range allHeapSets(3, 12) {
			want, err := s.Outcome(hs)
			if err != nil {
				t.Fatal(err)
			}
			got, tier, err := SumOutcome(g, hs.Heaps())
			if err != nil || got != want || tier != TierSum {
				t.Fatalf("%s %v: XOR rule %v (%v), whole search %v", g.Name(), hs, got, err, want)
			}
		}
	}
}

// Concurrent first use from several goroutines gives the same answers (run with -race).
func TestHeapTablesConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	got := make([][]int, 4)
	for w := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := Subtraction([]int64{3, 5, 8, 13, int64(100 + w%2)})
			for n := int64(0); n < 5000; n += 7 {
				v, _, _ := HeapGrundy(g, n)
				got[w] = append(got[w], v)
			}
		}()
	}
	wg.Wait()
	if !slices.Equal(got[0], got[2]) || !slices.Equal(got[1], got[3]) {
		t.Fatal("concurrent tables disagree")
	}
}

func ExampleHeapPeriod() {
	p, ok := HeapPeriod(Subtraction([]int64{1, 4}), Normal)
	fmt.Println(p.Preperiod, p.Period, p.Certified, ok)
	// Output: 0 5 true true
}

// naiveGrundy is the recurrence v(n) = mex{v(n-s) : s in moves, s <= n}
// written plainly, the reference for the table kernels.
func naiveGrundy(moves []int64, size int) []int32 {
	vals := make([]int32, size)
	for n := range vals {
		seen := map[int32]bool{}
		for _, s := range moves {
			if s <= int64(n) {
				seen[vals[int64(n)-s]] = true
			}
		}
		for seen[vals[n]] {
			vals[n]++
		}
	}
	return vals
}

// The table kernels (one-hot ring, word bitset, multi-word bitset) agree
// with the plain recurrence, built in one go or extended piece by piece
// from arbitrary lengths, for move sets with and without 1, with moves past
// the table, beyond the ring, and of 64 or more amounts.
func TestSetGrundyMatchesRecurrence(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	sets := [][]int64{
		{1}, {2}, {1, 2}, {1, 3, 4}, {2, 5}, {1, 4, 9, 16}, {3, 7, 11, 12}, {5, 6, 9, 11, 20},
		{500}, {1, 5000}, {3, 4095}, {1, 4096}, {2, 4097, 6000},
		randomSet(r, 10, 100), randomSet(r, 63, 200), randomSet(r, 64, 300), randomSet(r, 100, 3000),
	}
	for _, moves := range sets {
		moves = sortedSet(moves)
		const size = 9000
		want := naiveGrundy(moves, size)
		if got := setGrundy(make([]int32, 0, size), size, moves); !slices.Equal(got, want) {
			t.Fatalf("moves %v: one pass differs from the recurrence", moves)
		}
		var vals []int32
		for _, cut := range []int{0, 1, 3, 63, 64, 700, 4096, 4100, 8191, size} {
			if cut <= len(vals) {
				continue
			}
			next := make([]int32, len(vals), cut)
			copy(next, vals)
			vals = setGrundy(next, cut, moves)
		}
		if !slices.Equal(vals, want) {
			t.Fatalf("moves %v: piecewise extension differs from the recurrence", moves)
		}
	}
}
