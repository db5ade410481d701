package oracle

import (
	"fmt"
	"iter"
	"sync"
)

// NimGame is Nim on a multiset of heaps: take any positive number from one
// heap. Equal heaps give the same successors, so only the first of each size
// is moved.
type NimGame struct{}

// Moves yields "heap h → k" for each distinct heap size h and each k < h.
func (NimGame) Moves(s HeapSet) iter.Seq[Move[HeapSet]] {
	return func(yield func(Move[HeapSet]) bool) {
		for i := range s.Len() {
			h := s.At(i)
			if i > 0 && s.At(i-1) == h {
				continue
			}
			for k := h - 1; k >= 0; k-- {
				if !yield(Move[HeapSet]{Label: fmt.Sprintf("heap %d → %d", h, k), To: s.replace(i, k)}) {
					return
				}
			}
		}
	}
}

// NimMove is one winning move in Nim: heap Index (from 0) goes From → To.
type NimMove struct {
	Index    int
	From, To int64
}

// NimWinning lists every winning move of a Nim position in heap order
// (normal play; empty when the position is P). Tier: theorem (Bouton: the
// value of a Nim heap is its size, so the sum's value is the XOR).
func NimWinning(heaps []int64) []NimMove {
	var x int64
	for _, h := range heaps {
		x ^= h
	}
	if x == 0 {
		return nil
	}
	out := make([]NimMove, 0, NimWinningCount(heaps)) // one allocation: 10^5 moves of 2·10^5 heaps
	for i, h := range heaps {
		if t := h ^ x; t < h {
			out = append(out, NimMove{Index: i, From: h, To: t})
		}
	}
	return out
}

// NimWinningCount is len(NimWinning(heaps)), without the list.
func NimWinningCount(heaps []int64) int {
	var x int64
	for _, h := range heaps {
		x ^= h
	}
	if x == 0 {
		return 0
	}
	n := 0
	for _, h := range heaps {
		if h^x < h {
			n++
		}
	}
	return n
}

// nimSearchSum bounds the misère Nim positions answered by search: every
// position with at most this many counters in all is searched (a shared,
// memoized solver); larger ones use Bouton's misère rule.
const nimSearchSum = 24

var misereNim = struct {
	sync.Mutex
	s *Solver[HeapSet]
}{s: NewSolver[HeapSet](NimGame{}, Misere)}

// NimOutcome is the outcome of a Nim position under play (misère: never
// cancel pairs; search for small positions, Bouton's misère rule otherwise).
//
// Normal play: Bouton (1901), "Nim, a game with a complete mathematical
// theory": P iff the XOR of the heaps is 0 (the value of a heap is its size;
// checked against search in nim_test.go).
// Misère play: Bouton's misère rule (Bouton 1901; Berlekamp, Conway, Guy,
// Winning Ways, ch. 13): when some heap is at least 2 the outcome is the
// normal-play one; when all heaps are 0 or 1 the mover wins iff the number
// of 1-heaps is even. Checked against search on every position of up to 5
// heaps of up to 7 in nim_test.go.
func NimOutcome(heaps []int64, play Play) (Outcome, Tier) {
	var x, sum int64
	for _, h := range heaps {
		x ^= h
		sum += h
	}
	if play == Normal {
		return OutcomeOfGrundy(x), TierTheorem
	}
	if sum <= nimSearchSum && sum >= 0 {
		misereNim.Lock()
		o, err := misereNim.s.Outcome(NewHeapSet(heaps...))
		misereNim.Unlock()
		if err == nil {
			return o, TierSearch
		}
	}
	return misereNimRule(heaps), TierTheorem
}

// misereNimRule is Bouton's misère rule (see NimOutcome).
func misereNimRule(heaps []int64) Outcome {
	var x, ones int64
	big := false
	for _, h := range heaps {
		x ^= h
		big = big || h >= 2
		if h == 1 {
			ones++
		}
	}
	if big {
		return OutcomeOfGrundy(x)
	}
	if ones%2 == 0 {
		return N
	}
	return P
}

// AppendMoves is the solver's fast path.
func (NimGame) AppendMoves(dst []HeapSet, s HeapSet) []HeapSet {
	for i := range s.Len() {
		h := s.At(i)
		if i > 0 && s.At(i-1) == h {
			continue
		}
		for k := h - 1; k >= 0; k-- {
			dst = append(dst, s.replace(i, k))
		}
	}
	return dst
}
