package custom

import (
	"errors"
	"fmt"
	"slices"

	"github.com/gamestress/gamestress/oracle"
)

// customTable is the table of a one-heap custom game declared a
// subtraction game (max_take t): values of heaps 0..len(vals)-1 (Grundy
// values under normal play, outcomes under misère play), the amounts
// every heap >= t may take, and the period once certified.
type customTable struct {
	vals  []int32
	ref   []int64 // the amounts of heap t, ascending
	stamp []int64 // stamp[s] = the last heap that took s (+1)
	marks []uint64
	per   *oracle.Period
}

// heapValue is heap n's value, from the table (extended as needed) or its
// certified period.
func (g *CustomGame) heapValue(n int64) (int32, oracle.Tier, error) {
	if n < 0 {
		return 0, oracle.TierSearch, fmt.Errorf("%w: custom game %s: negative heap %d", oracle.ErrBadGame, g.c.spec.Name, n)
	}
	if g.table == nil {
		g.table = &customTable{stamp: make([]int64, g.maxTake+1)}
	}
	t := g.table
	if n < int64(len(t.vals)) {
		return t.vals[n], oracle.TierSearch, nil
	}
	if t.per != nil {
		return t.vals[t.per.Reduce(n)], oracle.TierPeriod, nil
	}
	limit := int64(g.c.maxStates())
	if n < limit && n < 4*g.maxTake+1024 {
		if err := g.extendTable(max(n+1, 2*int64(len(t.vals)))); err != nil {
			return 0, oracle.TierSearch, err
		}
		return t.vals[n], oracle.TierSearch, nil
	}
	for size := max(int64(len(t.vals)), 4*g.maxTake+64, 1024); ; size *= 2 {
		size = min(size, limit)
		if err := g.extendTable(size); err != nil {
			return 0, oracle.TierSearch, err
		}
		if n < int64(len(t.vals)) {
			return t.vals[n], oracle.TierSearch, nil
		}
		if p, ok := oracle.CertifyWindow(t.vals, g.maxTake); ok {
			t.per = &p
			return t.vals[p.Reduce(n)], oracle.TierPeriod, nil
		}
		if size >= limit {
			return 0, oracle.TierSearch, fmt.Errorf("custom game %s: heap %d is beyond the searched range (%d heaps, max_states) and no period was certified by the window theorem (max_take %d) within it: %w",
				g.c.spec.Name, n, len(t.vals), g.maxTake, oracle.ErrTooLarge)
		}
	}
}

// Period is the certified period of a one-heap subtraction game (max_take),
// searching heaps up to max_states; ok is false when none was certified.
func (g *CustomGame) Period() (oracle.Period, bool, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.maxTake <= 0 {
		return oracle.Period{}, false, fmt.Errorf("%w: custom game %s: a period needs max_take", oracle.ErrBadGame, g.c.spec.Name)
	}
	_, _, err := g.heapValue(int64(g.c.maxStates()) + 1)
	if errors.Is(err, oracle.ErrTooLarge) {
		return oracle.Period{}, false, nil
	}
	if err != nil {
		return oracle.Period{}, false, err
	}
	return *g.table.per, true, nil
}

// extendTable computes heaps up to size-1, checking the declaration: every
// move takes 1..t, and every heap >= t takes the same amounts.
func (g *CustomGame) extendTable(size int64) error {
	t := g.table
	mt := g.maxTake
	for h := int64(len(t.vals)); h < size; h++ {
		if err := g.eval([]int64{h}); err != nil {
			return err
		}
		marks := t.marks[:0]
		anyP := false
		count := 0
		for _, sc := range g.succs {
			if sc.n != 1 {
				return g.c.moves.errAt(fmt.Sprint(h), "max_take declares a subtraction game, but a move splits the heap")
			}
			s := h - g.parts[sc.off]
			if s < 1 || s > mt {
				return g.c.moves.errAt(fmt.Sprint(h), "max_take %d declares moves taking 1..%d, but a move takes %d (to %d)", mt, mt, s, h-s)
			}
			if t.stamp[s] != h+1 {
				t.stamp[s] = h + 1
				count++
			}
			if h == mt {
				t.ref = append(t.ref, s)
			}
			v := t.vals[h-s]
			anyP = anyP || v == 0
			for int(v/64) >= len(marks) {
				marks = append(marks, 0)
			}
			marks[v/64] |= 1 << uint(v%64)
		}
		t.marks = marks
		if h == mt {
			slices.Sort(t.ref)
			t.ref = slices.Compact(t.ref)
		}
		if h > mt && (count != len(t.ref) || !t.sameAsRef(h)) {
			return g.c.moves.errAt(fmt.Sprint(h), "max_take %d declares the same moves from every heap >= %d, but heap %d takes %s and heap %d takes %s",
				mt, mt, mt, amounts(t.ref), h, amounts(g.amountsOf(h)))
		}
		var v int32
		switch {
		case g.c.spec.Play == oracle.Misere && (len(g.succs) == 0 || anyP):
			v = int32(oracle.N)
		case g.c.spec.Play == oracle.Misere:
			v = int32(oracle.P)
		default:
			v = int32(oracle.MexWords(marks))
		}
		clear(marks)
		t.vals = append(t.vals, v)
	}
	return nil
}

func (t *customTable) sameAsRef(h int64) bool {
	for _, s := range t.ref {
		if t.stamp[s] != h+1 {
			return false
		}
	}
	return true
}

func (g *CustomGame) amountsOf(h int64) []int64 {
	var out []int64
	for _, sc := range g.succs {
		out = append(out, h-g.parts[sc.off])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func amounts(s []int64) string {
	if len(s) > 12 {
		return fmt.Sprintf("%v...", s[:12])
	}
	return fmt.Sprint(s)
}

// solveHeap answers heap n of a max_take game.
func (g *CustomGame) solveHeap(n int64) (CustomAnswer, error) {
	v, tier, err := g.heapValue(n)
	if err != nil {
		return CustomAnswer{}, err
	}
	a := g.answerOf(int64(v), tier)
	if a.Outcome != oracle.N {
		return a, nil
	}
	if err := g.eval([]int64{n}); err != nil {
		return a, err
	}
	var moves []CustomMove
	for i := range g.succs {
		moves = append(moves, CustomMove{To: g.succParts(i)})
	}
	for _, m := range moves {
		w, _, err := g.heapValue(m.To[0][0])
		if err != nil {
			return a, err
		}
		if w == 0 { // Grundy 0 and outcome P are both 0
			m.Position = m.To
			a.Winning = append(a.Winning, m)
		}
	}
	a.Winning, err = g.labelMoves([]int64{n}, a.Winning)
	return a, err
}
