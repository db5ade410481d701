package oracle

import (
	"context"
	"fmt"
	"iter"
	"sync"
	"sync/atomic"
)

// BoardGame is hdu2147's game: the state (r, c) is a coin with r rows below
// it and c columns to its left; a move goes one cell left, down, or
// down-left. (0, 0) has no move.
type BoardGame struct{}

// Moves yields "left", "down" and "down-left" where the board allows.
func (BoardGame) Moves(s [2]int64) iter.Seq[Move[[2]int64]] {
	return func(yield func(Move[[2]int64]) bool) {
		r, c := s[0], s[1]
		if c > 0 && !yield(Move[[2]int64]{Label: "left", To: [2]int64{r, c - 1}}) {
			return
		}
		if r > 0 && !yield(Move[[2]int64]{Label: "down", To: [2]int64{r - 1, c}}) {
			return
		}
		if r > 0 && c > 0 {
			yield(Move[[2]int64]{Label: "down-left", To: [2]int64{r - 1, c - 1}})
		}
	}
}

// AppendMoves is the solver's fast path.
func (BoardGame) AppendMoves(dst [][2]int64, s [2]int64) [][2]int64 {
	r, c := s[0], s[1]
	if c > 0 {
		dst = append(dst, [2]int64{r, c - 1})
	}
	if r > 0 {
		dst = append(dst, [2]int64{r - 1, c})
	}
	if r > 0 && c > 0 {
		dst = append(dst, [2]int64{r - 1, c - 1})
	}
	return dst
}

// BoardLimit is the largest side answered (hdu2147 has n, m <= 2000).
const BoardLimit = 2000

// boardWin is win[r*BoardLimit+c], resolved once, bottom-up, by the
// game's own moves (retrograde search of the whole 2000×2000 graph), and
// published when complete.
var boardWin struct {
	sync.Mutex
	win atomic.Pointer[[]bool]
}

// boardTable is boardWin's table, built first if it is not (a build
// stopped by ctx, nil: never, publishes nothing and wraps ctx.Err()).
func boardTable(ctx context.Context) ([]bool, error) {
	if w := boardWin.win.Load(); w != nil {
		return *w, nil
	}
	boardWin.Lock()
	defer boardWin.Unlock()
	if w := boardWin.win.Load(); w != nil {
		return *w, nil
	}
	const w = BoardLimit
	win := make([]bool, w*w)
	g := BoardGame{}
	var kids [][2]int64
	err := retrogradeCtx(ctx, win, 0, func(dst []int64, i int64) []int64 {
		kids = g.AppendMoves(kids[:0], [2]int64{i / w, i % w})
		for _, k := range kids {
			dst = append(dst, k[0]*w+k[1])
		}
		return dst
	})
	if err != nil {
		return nil, fmt.Errorf("board: %w", err)
	}
	boardWin.win.Store(&win)
	return win, nil
}

// BoardOutcome is hdu2147: a coin at the top-right corner of an n×m board
// moves one cell left, down, or down-left; a player who cannot move loses.
func BoardOutcome(n, m int64) (Outcome, Tier, error) {
	return boardOutcome(nil, n, m)
}

// boardOutcome is BoardOutcome stopped when ctx is done (nil: never).
func boardOutcome(ctx context.Context, n, m int64) (Outcome, Tier, error) {
	if n < 1 || m < 1 {
		return P, TierSearch, fmt.Errorf("%w: board needs n, m >= 1, got %d×%d", ErrBadGame, n, m)
	}
	if n > BoardLimit || m > BoardLimit {
		return P, TierSearch, fmt.Errorf("board %d×%d beyond the searched %d×%d: %w", n, m, BoardLimit, BoardLimit, ErrTooLarge)
	}
	win, err := boardTable(ctx)
	if err != nil {
		return P, TierSearch, err
	}
	if win[(n-1)*BoardLimit+(m-1)] {
		return N, TierSearch, nil
	}
	return P, TierSearch, nil
}
