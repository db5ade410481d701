package oracle

import (
	"fmt"
	"iter"
	"math/bits"
	"sync"
)

// WythoffGame is Wythoff's game on two heaps (state [2]int64, smaller
// first): take any number from one heap, or the same number from both.
type WythoffGame struct{}

// Moves yields the moves of (a, b), a <= b, to canonical (sorted) states.
func (WythoffGame) Moves(s [2]int64) iter.Seq[Move[[2]int64]] {
	return func(yield func(Move[[2]int64]) bool) {
		a, b := s[0], s[1]
		for k := int64(1); k <= b; k++ {
			if k <= a && !yield(Move[[2]int64]{Label: fmt.Sprintf("take %d from %d", k, a), To: sort2(a-k, b)}) {
				return
			}
			if (a != b || k > a) && !yield(Move[[2]int64]{Label: fmt.Sprintf("take %d from %d", k, b), To: sort2(a, b-k)}) {
				return
			}
			if k <= a && !yield(Move[[2]int64]{Label: fmt.Sprintf("take %d from both", k), To: sort2(a-k, b-k)}) {
				return
			}
		}
	}
}

func sort2(a, b int64) [2]int64 {
	if a > b {
		a, b = b, a
	}
	return [2]int64{a, b}
}

// wythoffSearch is the side of the square of positions answered by search.
const wythoffSearch = 128

var wythoffTable = sync.OnceValue(func() [][]bool {
	// p[a][b]: (a, b) is P. Positions in increasing a+b order are resolved
	// from the P positions already found, by the game's moves.
	s := NewSolver[[2]int64](WythoffGame{}, Normal)
	p := make([][]bool, wythoffSearch)
	for a := range p {
		p[a] = make([]bool, wythoffSearch)
	}
	for a := int64(0); a < wythoffSearch; a++ {
		for b := a; b < wythoffSearch; b++ {
			o, err := s.Outcome([2]int64{a, b})
			if err != nil {
				panic(err) // the Wythoff graph is acyclic
			}
			p[a][b], p[b][a] = o == P, o == P
		}
	}
	return p
})

// WythoffOutcome: two heaps, take any number from one heap or the same number
// from both. Exact for a, b up to 10^18 (integer arithmetic only).
//
// Small positions are searched; larger ones use Wythoff's theorem (W. A.
// Wythoff, "A modification of the game of Nim", 1907): the P positions are
// (a_k, a_k + k) and their mirrors, a_k = floor(k·φ) = (k + isqrt(5k²)) / 2.
// Checked against search in wythoff_test.go.
func WythoffOutcome(a, b int64) (Outcome, Tier) {
	if a < 0 || b < 0 {
		return P, TierTheorem // not a position; callers validate
	}
	if a < wythoffSearch && b < wythoffSearch {
		if wythoffTable()[a][b] {
			return P, TierSearch
		}
		return N, TierSearch
	}
	if a > b {
		a, b = b, a
	}
	if uint64(a) == WythoffA(uint64(b-a)) {
		return P, TierTheorem
	}
	return N, TierTheorem
}

// WythoffA is a_k = floor(k·φ) = (k + isqrt(5k²)) / 2, exact for every
// k < 2^62 (128-bit intermediate, no floating point).
func WythoffA(k uint64) uint64 {
	hi, lo := bits.Mul64(k, k)
	// 5k² = 4k² + k²
	lo4, hi4 := lo<<2, hi<<2|lo>>62
	lo5, c := bits.Add64(lo4, lo, 0)
	hi5, _ := bits.Add64(hi4, hi, c)
	return (k + isqrt128(hi5, lo5)) / 2
}

// isqrt128 is floor(sqrt(hi·2^64 + lo)).
func isqrt128(hi, lo uint64) uint64 {
	var r uint64
	for bit := uint64(1) << 63; bit != 0; bit >>= 1 {
		c := r | bit
		sh, sl := bits.Mul64(c, c)
		if sh < hi || (sh == hi && sl <= lo) {
			r = c
		}
	}
	return r
}

// WythoffPPositions lists the P positions (a, b), a <= b <= limit, ascending.
func WythoffPPositions(limit int64) [][2]int64 {
	var out [][2]int64
	for k := uint64(0); ; k++ {
		a := WythoffA(k)
		if int64(a+k) > limit || a+k < a {
			return out
		}
		out = append(out, [2]int64{int64(a), int64(a + k)})
	}
}

// AppendMoves is the solver's fast path.
func (WythoffGame) AppendMoves(dst [][2]int64, s [2]int64) [][2]int64 {
	a, b := s[0], s[1]
	for k := int64(1); k <= b; k++ {
		if k <= a {
			dst = append(dst, sort2(a-k, b), sort2(a-k, b-k))
		}
		if a != b || k > a {
			dst = append(dst, sort2(a, b-k))
		}
	}
	return dst
}

// WythoffGrid resolves every position (a, b) with a, b < side by a
// retrograde pass in increasing a, then b: (a, b) is N iff one move reaches
// a P position, and Wythoff's moves from (a, b) reach exactly the positions
// earlier in its row, its column or its diagonal, so three flags per line
// ("this line already holds a P position") answer each cell in O(1).
// p[a][b] reports that (a, b) is P. It is tier-1 search, bottom-up.
func WythoffGrid(side int) [][]bool {
	p := make([][]bool, side)
	rowP := make([]bool, side)    // row a (first heap a) has a P cell so far
	colP := make([]bool, side)    // column b has a P cell so far
	diagP := make([]bool, 2*side) // diagonal b-a+side has a P cell so far
	for a := range side {
		p[a] = make([]bool, side)
		for b := range side {
			d := b - a + side
			if !rowP[a] && !colP[b] && !diagP[d] {
				p[a][b] = true
				rowP[a], colP[b], diagP[d] = true, true, true
			}
		}
	}
	return p
}
