package oracle

import (
	"fmt"
	"iter"
	"strconv"
)

// heapRules is a game played on each heap of a position independently: its
// moves from one heap, and the Grundy value of one heap (normal play).
type heapRules interface {
	Name() string
	eachOption(n int64, f func(take, a, b int64) bool)
	grundyOf(n int64) (int32, Tier, error)
}

// eachOption gives the subtraction game's moves as options: take s, leave n-s.
func (g *subGame) eachOption(n int64, f func(take, a, b int64) bool) {
	g.each(n, func(s int64) bool { return f(s, 0, n-s) })
}

func (g *subGame) grundyOf(n int64) (int32, Tier, error) { return g.value(Normal, n) }

func (g *SplitGame) grundyOf(n int64) (int32, Tier, error) {
	v, t, err := g.Grundy(n)
	return int32(v), t, err
}

// optionLabel names a move from a heap of n: "take 3 → 4", "take 1, split
// → 2 + 4", "split → 1 + 5", "take 3 → 0".
func optionLabel(n, take, a, b int64) string {
	s := ""
	if take > 0 {
		s = "take " + strconv.FormatInt(take, 10)
	}
	switch {
	case a > 0 && take > 0:
		s += ", split"
	case a > 0:
		s = "split"
	}
	s += " → "
	if a > 0 {
		s += strconv.FormatInt(a, 10) + " + "
	}
	return s + strconv.FormatInt(b, 10)
}

// SumGame is the game on a whole position of several heaps of one heap game
// (a subtraction game, an octal game, Grundy's game): a move replaces one
// heap by its option. Searching it is tier 1 for sums, and the only way to
// answer misère sums (equal heaps never cancel).
type SumGame struct{ r heapRules }

// Moves yields "heap n: <option>" for every distinct heap n and option.
func (g SumGame) Moves(s HeapSet) iter.Seq[Move[HeapSet]] {
	return func(yield func(Move[HeapSet]) bool) {
		for i := range s.Len() {
			n := s.At(i)
			if i > 0 && s.At(i-1) == n {
				continue
			}
			stop := false
			g.r.eachOption(n, func(take, a, b int64) bool {
				stop = !yield(Move[HeapSet]{Label: "heap " + strconv.FormatInt(n, 10) + ": " + optionLabel(n, take, a, b), To: s.replace(i, a, b)})
				return !stop
			})
			if stop {
				return
			}
		}
	}
}

// AppendMoves is the solver's fast path.
func (g SumGame) AppendMoves(dst []HeapSet, s HeapSet) []HeapSet {
	for i := range s.Len() {
		n := s.At(i)
		if i > 0 && s.At(i-1) == n {
			continue
		}
		g.r.eachOption(n, func(_, a, b int64) bool {
			dst = append(dst, s.replace(i, a, b))
			return true
		})
	}
	return dst
}

// maxOptions bounds the moves listed from one heap (Bash with a huge m).
const maxOptions = 1 << 20

// sumWinning lists the winning moves of a normal-play sum by
// Sprague–Grundy: with X the XOR of the heaps' values (X != 0), every move of
// a heap of value g to an option of value g^X. (One exists where g^X < g;
// options of larger value can win too: in S = {1,3,4}, (1, 2) → (1, 1).)
// Labels are "heap #i (n): ...".
func sumWinning(r heapRules, heaps []int64, x int32) ([]string, error) {
	var out []string
	for i, n := range heaps {
		g, _, err := r.grundyOf(n)
		if err != nil {
			return nil, err
		}
		want := g ^ x
		if x == 0 {
			return nil, nil
		}
		count := 0
		r.eachOption(n, func(take, a, b int64) bool {
			if count++; count > maxOptions {
				err = fmt.Errorf("%s: more than %d moves from a heap of %d: %w", r.Name(), maxOptions, n, ErrTooLarge)
				return false
			}
			ga, _, e1 := r.grundyOf(a)
			gb, _, e2 := r.grundyOf(b)
			if e1 != nil || e2 != nil {
				err = fmt.Errorf("%s: %w", r.Name(), ErrTooLarge)
				return false
			}
			if ga^gb == want {
				out = append(out, heapLabel(len(heaps), i, n)+optionLabel(n, take, a, b))
			}
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

func heapLabel(count, i int, n int64) string {
	if count == 1 {
		return ""
	}
	return "heap #" + strconv.Itoa(i+1) + " (" + strconv.FormatInt(n, 10) + "): "
}
