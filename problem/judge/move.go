package judge

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
)

// MoveGame is a game played move by move, as an answer that is a move or an
// interactive protocol sees it: positions are named exactly as the
// statement names them (heap 2, card 5), so a move is a few numbers. Every
// verdict on a move comes from the oracle: a move is winning when the
// position after it is P (normal play: Grundy value 0).
type MoveGame interface {
	// Width is the number of numbers of one move ("heap take": 2).
	Width() int
	// Apply plays mv from pos and returns the position after it, a new
	// slice; an illegal move is an *IllegalMoveError saying why in game
	// terms ("heap 4 has only 2 stones").
	Apply(pos, mv []int64) ([]int64, error)
	// Grundy is the oracle's Grundy value of pos (0: the mover loses).
	Grundy(pos []int64) (int, error)
	// Winning lists every move from pos to a P-position (none when pos is P).
	Winning(pos []int64) ([][]int64, error)
	// Some returns legal moves from pos for a jury that cannot win: the
	// one that removes least first (the longest game), then up to n-1
	// drawn with rng. Empty when pos has no move.
	Some(pos []int64, rng *rand.Rand, n int) [][]int64
	// Describe names a move in game terms: "taking 3 from heap 2".
	Describe(mv []int64) string
	// Show names a position: "heaps 3 0 5".
	Show(pos []int64) string
	// Size is how much a move removes, for preferring long games.
	Size(mv []int64) int64
}

// IllegalMoveError is a move the rules forbid, with the reason in game terms.
type IllegalMoveError struct {
	Move   []int64
	Reason string // "heap 4 has only 2 stones"
}

func (e *IllegalMoveError) Error() string { return e.Reason }

func Illegal(mv []int64, format string, a ...any) error {
	return &IllegalMoveError{Move: append([]int64(nil), mv...), Reason: fmt.Sprintf(format, a...)}
}

// HeapMoves is a sum of heaps where a move takes some stones from one heap.
// Rule nil is Nim (take any number); otherwise the amounts the oracle's
// heap game allows (Bash, a subtraction set, ...). A move is written
// `heap take`, heaps numbered from Base (1 when 0 is not said).
type HeapMoves struct {
	Rule oracle.HeapGame // nil: Nim
	Base int64           // the number of the first heap
	Unit string          // "stones" when empty
}

var _ MoveGame = HeapMoves{}

func (HeapMoves) Width() int { return 2 }

func (h HeapMoves) unit() string {
	if h.Unit == "" {
		return "stones"
	}
	return h.Unit
}

// Apply checks the heap, the amount and the rule, then takes.
func (h HeapMoves) Apply(pos, mv []int64) ([]int64, error) {
	if len(mv) != 2 {
		return nil, Illegal(mv, "a move is two numbers `heap take`, got %d", len(mv))
	}
	i, k := mv[0]-h.Base, mv[1]
	if i < 0 || i >= int64(len(pos)) {
		return nil, Illegal(mv, "there is no heap %d (heaps %d..%d)", mv[0], h.Base, h.Base+int64(len(pos))-1)
	}
	if k < 1 {
		return nil, Illegal(mv, "taking %d %s is not a move (take at least 1)", k, h.unit())
	}
	if k > pos[i] {
		return nil, Illegal(mv, "heap %d has only %d %s", mv[0], pos[i], h.unit())
	}
	if h.Rule != nil && !h.allows(pos[i], pos[i]-k) {
		return nil, Illegal(mv, "taking %d from heap %d is not allowed by the rules (%s)", k, mv[0], h.Rule.Name())
	}
	after := append([]int64(nil), pos...)
	after[i] -= k
	return after, nil
}

// allows reports whether the rule moves a heap of n to to.
func (h HeapMoves) allows(n, to int64) bool {
	for m := range h.Rule.Moves(n) {
		if m.To == to {
			return true
		}
	}
	return false
}

// Grundy is the XOR of the heaps' values: for Nim from the oracle's Nim
// analysis (Bouton), else from the oracle's heap tables (oracle.HeapGrundy).
func (h HeapMoves) Grundy(pos []int64) (int, error) {
	if h.Rule == nil {
		if o, _ := oracle.NimOutcome(pos, oracle.Normal); o == oracle.P {
			return 0, nil // the common case, without building labels
		}
		a, err := oracle.Analyze("nim", oracle.Params{}, oracle.Normal, pos)
		return a.Grundy, err
	}
	x := 0
	for _, n := range pos {
		g, _, err := oracle.HeapGrundy(h.Rule, n)
		if err != nil {
			return 0, err
		}
		x ^= g
	}
	return x, nil
}

// Winning: Nim from oracle.NimWinning; a rule by the values of each heap's
// options (the sum's value is the XOR of the heaps', Sprague–Grundy).
func (h HeapMoves) Winning(pos []int64) ([][]int64, error) {
	var out [][]int64
	if h.Rule == nil {
		for _, m := range oracle.NimWinning(pos) {
			out = append(out, []int64{int64(m.Index) + h.Base, m.From - m.To})
		}
		return out, nil
	}
	vals := make([]int, len(pos))
	x := 0
	for i, n := range pos {
		g, _, err := oracle.HeapGrundy(h.Rule, n)
		if err != nil {
			return nil, err
		}
		vals[i], x = g, x^g
	}
	if x == 0 {
		return nil, nil
	}
	for i, n := range pos {
		want := vals[i] ^ x
		for m := range h.Rule.Moves(n) {
			g, _, err := oracle.HeapGrundy(h.Rule, m.To)
			if err != nil {
				return nil, err
			}
			if g == want {
				out = append(out, []int64{int64(i) + h.Base, n - m.To})
			}
		}
	}
	return out, nil
}

// Some: the smallest legal take from the first heap that has a move, then
// random heaps and amounts.
func (h HeapMoves) Some(pos []int64, rng *rand.Rand, n int) [][]int64 {
	var out [][]int64
	var open []int
	for i, v := range pos {
		if takes := h.Takes(v); len(takes) > 0 || (h.Rule == nil && v > 0) {
			open = append(open, i)
		}
	}
	if len(open) == 0 {
		return nil
	}
	first := open[rng.IntN(len(open))]
	out = append(out, []int64{int64(first) + h.Base, h.take(pos[first], nil)})
	for len(out) < n {
		i := open[rng.IntN(len(open))]
		out = append(out, []int64{int64(i) + h.Base, h.take(pos[i], rng)})
	}
	return out
}

// take is the least legal amount from a heap of v (rng nil), or a random one.
func (h HeapMoves) take(v int64, rng *rand.Rand) int64 {
	if h.Rule == nil {
		if rng == nil {
			return 1
		}
		return 1 + rng.Int64N(v)
	}
	takes := h.Takes(v)
	if rng == nil {
		return takes[0]
	}
	return takes[rng.IntN(len(takes))]
}

// takes lists the legal amounts from a heap of v under the rule, least first.
func (h HeapMoves) Takes(v int64) []int64 {
	if h.Rule == nil {
		return nil
	}
	var out []int64
	for m := range h.Rule.Moves(v) {
		out = append(out, v-m.To)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func (h HeapMoves) Describe(mv []int64) string {
	if len(mv) != 2 {
		return fmt.Sprint(mv)
	}
	return fmt.Sprintf("taking %d from heap %d", mv[1], mv[0])
}

func (h HeapMoves) Show(pos []int64) string {
	if len(pos) == 1 {
		return "heap " + strconv.FormatInt(pos[0], 10)
	}
	return "heaps " + format.JoinInts(pos)
}

func (HeapMoves) Size(mv []int64) int64 { return mv[1] }

// nimGame is the game of a case that is a list of Nim heaps (tests).
func NimGame(c format.Case) (MoveGame, []int64, error) {
	return HeapMoves{Base: 1}, append([]int64(nil), c...), nil
}
