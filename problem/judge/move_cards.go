package judge

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/oracle"
)

// CardRow is a row of cards numbered from 1 where a move removes y
// consecutive cards still on the table, L ≤ y ≤ R, written `x y` (cards x ..
// x+y-1). A position is one flag per card (1: on the table). The runs of
// cards are independent heaps of the octal game whose digits d_L..d_R are 7
// (removing y cards from a run leaves nothing, one run or two), so the
// oracle's octal tables give their values and the XOR the position's
// (Sprague–Grundy).
type CardRow struct {
	L, R int64
	game *oracle.SplitGame
}

var _ MoveGame = (*CardRow)(nil)

// NewCardRow is the row game for L..R consecutive cards (1 ≤ L ≤ R).
func NewCardRow(l, r int64) (*CardRow, error) {
	if l < 1 || r < l {
		return nil, fmt.Errorf("card row needs 1 <= L <= R, got L=%d R=%d", l, r)
	}
	code := make([]byte, 0, r+2)
	code = append(code, '0', '.')
	for y := int64(1); y <= r; y++ {
		if y >= l {
			code = append(code, '7')
		} else {
			code = append(code, '0')
		}
	}
	g, err := oracle.Octal(string(code))
	if err != nil {
		return nil, err
	}
	return &CardRow{L: l, R: r, game: g}, nil
}

// FullRow is the starting position of n cards.
func FullRow(n int64) []int64 {
	pos := make([]int64, n)
	for i := range pos {
		pos[i] = 1
	}
	return pos
}

func (*CardRow) Width() int { return 2 }

func (g *CardRow) Apply(pos, mv []int64) ([]int64, error) {
	if len(mv) != 2 {
		return nil, Illegal(mv, "a move is two numbers `x y`, got %d", len(mv))
	}
	x, y, n := mv[0], mv[1], int64(len(pos))
	switch {
	case y < g.L || y > g.R:
		return nil, Illegal(mv, "removing %d cards is not allowed (L..R = %d..%d)", y, g.L, g.R)
	case x < 1 || x > n:
		return nil, Illegal(mv, "there is no card %d (cards 1..%d)", x, n)
	case x+y-1 > n:
		return nil, Illegal(mv, "cards %d..%d run past the last card %d", x, x+y-1, n)
	}
	for c := x; c < x+y; c++ {
		if pos[c-1] == 0 {
			return nil, Illegal(mv, "card %d was already removed", c)
		}
	}
	after := append([]int64(nil), pos...)
	for c := x; c < x+y; c++ {
		after[c-1] = 0
	}
	return after, nil
}

// runs calls f with the start (index from 0) and length of every run.
func runs(pos []int64, f func(start, n int64)) {
	for i := 0; i < len(pos); {
		if pos[i] == 0 {
			i++
			continue
		}
		j := i
		for j < len(pos) && pos[j] != 0 {
			j++
		}
		f(int64(i), int64(j-i))
		i = j
	}
}

func (g *CardRow) value(n int64) (int, error) {
	v, _, err := g.game.Grundy(n)
	return v, err
}

func (g *CardRow) Grundy(pos []int64) (int, error) {
	x := 0
	var err error
	runs(pos, func(_, n int64) {
		v, e := g.value(n)
		if e != nil && err == nil {
			err = e
		}
		x ^= v
	})
	return x, err
}

// Winning: in each run, every removal whose two leftovers' values XOR to the
// run's value XOR the position's.
func (g *CardRow) Winning(pos []int64) ([][]int64, error) {
	x, err := g.Grundy(pos)
	if err != nil || x == 0 {
		return nil, err
	}
	var out [][]int64
	runs(pos, func(s, n int64) {
		gn, e := g.value(n)
		if e != nil {
			err = e
			return
		}
		want := gn ^ x
		for y := g.L; y <= min(g.R, n); y++ {
			for off := int64(0); off+y <= n; off++ {
				a, e1 := g.value(off)
				b, e2 := g.value(n - off - y)
				if e1 != nil || e2 != nil {
					err = fmt.Errorf("card row values: %v %v", e1, e2)
					return
				}
				if a^b == want {
					out = append(out, []int64{s + off + 1, y})
				}
			}
		}
	})
	return out, err
}

// Some: L cards from a random run long enough, then random removals.
func (g *CardRow) Some(pos []int64, rng *rand.Rand, k int) [][]int64 {
	var open [][2]int64
	runs(pos, func(s, n int64) {
		if n >= g.L {
			open = append(open, [2]int64{s, n})
		}
	})
	if len(open) == 0 {
		return nil
	}
	r := open[rng.IntN(len(open))]
	out := [][]int64{{r[0] + 1 + rng.Int64N(r[1]-g.L+1), g.L}}
	for len(out) < k {
		r := open[rng.IntN(len(open))]
		y := g.L + rng.Int64N(min(g.R, r[1])-g.L+1)
		out = append(out, []int64{r[0] + 1 + rng.Int64N(r[1]-y+1), y})
	}
	return out
}

func (*CardRow) Describe(mv []int64) string {
	if len(mv) != 2 {
		return fmt.Sprint(mv)
	}
	if mv[1] == 1 {
		return fmt.Sprintf("removing card %d", mv[0])
	}
	return fmt.Sprintf("removing cards %d..%d", mv[0], mv[0]+mv[1]-1)
}

// Show lists the cards on the table as runs: "cards 1-3 5 7-9".
func (*CardRow) Show(pos []int64) string {
	var parts []string
	runs(pos, func(s, n int64) {
		if n == 1 {
			parts = append(parts, strconv.FormatInt(s+1, 10))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", s+1, s+n))
		}
	})
	if len(parts) == 0 {
		return "no cards"
	}
	return "cards " + strings.Join(parts, " ")
}

func (*CardRow) Size(mv []int64) int64 { return mv[1] }
