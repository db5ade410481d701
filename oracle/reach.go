package oracle

import (
	"fmt"
	"iter"
	"strconv"
	"sync"
	"sync/atomic"
)

// ReachGame is Public Sale: the state is the total so far (0..Target);
// each move raises it by 1..MaxRaise, and a raise that reaches or passes
// Target ends the game at once, won by the raiser (the state Target has no
// move, so its mover loses: normal play).
type ReachGame struct {
	Target, MaxRaise int64
}

// Moves yields "raise r" for r = 1..MaxRaise from a total below Target.
func (g ReachGame) Moves(t int64) iter.Seq[Move[int64]] {
	return func(yield func(Move[int64]) bool) {
		for r := int64(1); r <= g.MaxRaise && t < g.Target; r++ {
			if !yield(Move[int64]{Label: "raise " + strconv.FormatInt(r, 10), To: min(t+r, g.Target)}) {
				return
			}
		}
	}
}

// AppendMoves is the solver's fast path.
func (g ReachGame) AppendMoves(dst []int64, t int64) []int64 {
	for r := int64(1); r <= g.MaxRaise && t < g.Target; r++ {
		dst = append(dst, min(t+r, g.Target))
	}
	return dst
}

// reachLimit bounds the targets answered (the search is linear in Target·MaxRaise).
const reachLimit = 1 << 20

// reachTable holds, for one MaxRaise, win[d] = the mover wins with d still
// to go to the target. The game from total t with target T is the game from
// total 0 with target T-t, so one table serves every target.
type reachTable struct {
	mu  sync.Mutex
	win atomic.Pointer[[]bool]
}

var reachTables sync.Map // MaxRaise (int64) → *reachTable

func reachWins(maxRaise, need int64) ([]bool, error) {
	e, ok := reachTables.Load(maxRaise)
	if !ok {
		e, _ = reachTables.LoadOrStore(maxRaise, &reachTable{})
	}
	rt := e.(*reachTable)
	if w := rt.win.Load(); w != nil && int64(len(*w)) > need {
		return *w, nil
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	old := rt.win.Load()
	if old != nil && int64(len(*old)) > need {
		return *old, nil
	}
	size := max(need+1, 2048)
	if old != nil {
		size = max(size, 2*int64(len(*old)))
	}
	size = min(size, reachLimit+1)
	win := make([]bool, size)
	from := 0
	if old != nil {
		from = copy(win, *old)
	}
	reachPass(win, from, maxRaise)
	rt.win.Store(&win)
	return win, nil
}

// reachPass resolves win[from:] bottom-up (tier-1 search in increasing
// distance, outcome only): distance d is the reach game from total 0 with
// target d, whose moves lead to the distances d-r for r = 1..min(maxRaise,
// d) (a raise that reaches or passes the target leaves distance 0, which has
// no move: its mover has lost). d wins iff one of those successors is P. The
// pass keeps lastP, the largest P distance below d, so "some successor in
// [d-maxRaise, d-1] is P" is lastP >= d-maxRaise: O(1) per distance, no
// allocation, however large maxRaise is.
func reachPass(win []bool, from int, maxRaise int64) {
	lastP := int64(-1)
	for d := from - 1; d >= 0; d-- {
		if !win[d] {
			lastP = int64(d)
			break
		}
	}
	for d := int64(from); d < int64(len(win)); d++ {
		w := lastP >= 0 && lastP >= d-maxRaise
		win[d] = w
		if !w {
			lastP = d
		}
	}
}

// ReachWinning is Public Sale: from a total of 0, players raise by 1..maxRaise;
// reaching or passing target wins at once. It returns the outcome and every
// winning first raise, ascending.
func ReachWinning(target, maxRaise int64) (Outcome, []int64, Tier, error) {
	if target < 1 || maxRaise < 1 {
		return P, nil, TierSearch, fmt.Errorf("%w: reach needs target >= 1 and max raise >= 1, got %d, %d", ErrBadGame, target, maxRaise)
	}
	if target > reachLimit {
		return P, nil, TierSearch, fmt.Errorf("reach: target %d beyond the search limit %d: %w", target, reachLimit, ErrTooLarge)
	}
	win, err := reachWins(maxRaise, target)
	if err != nil {
		return P, nil, TierSearch, err
	}
	// raise r leaves distance target-r, or 0 when r >= target
	raises := make([]int64, 0, 4+max(0, min(maxRaise, reachLimit)-target+1))
	for r := int64(1); r <= min(maxRaise, target-1); r++ {
		if !win[target-r] {
			raises = append(raises, r)
		}
	}
	if maxRaise >= target && !win[0] {
		for r := target; r <= maxRaise; r++ {
			raises = append(raises, r)
		}
	}
	if len(raises) == 0 {
		return P, nil, TierSearch, nil
	}
	return N, raises, TierSearch, nil
}
