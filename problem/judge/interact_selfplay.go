package judge

import (
	"fmt"
	"math/rand/v2"

	"github.com/gamestress/gamestress/problem/format"
)

// GameMoves plays the game of case c of an interactive problem between the
// jury (variant 0, as Check) and a perfect player that always makes the
// oracle's first winning move, and returns the number of moves (both
// sides'). The perfect player must win: a loss is an error (the jury or the
// oracle would be wrong). For benchmarks and self-checks.
func (ck *Checker) GameMoves(c format.Case) (int, error) {
	proto := ck.Interact
	if proto == nil {
		return 0, fmt.Errorf("%s is not interactive", ck.ID)
	}
	g, pos, err := proto.Game(c)
	if err != nil {
		return 0, err
	}
	gr, err := g.Grundy(pos)
	if err != nil {
		return 0, err
	}
	mine := gr != 0
	rng := rand.New(rand.NewPCG(caseSeed(c), 0))
	for n := 0; ; n++ {
		var mv []int64
		if mine {
			wins, err := g.Winning(pos)
			if err != nil {
				return n, err
			}
			if len(wins) == 0 {
				return n, fmt.Errorf("case %v: the perfect player has no winning move from %s after %d moves", c, g.Show(pos), n)
			}
			mv = wins[0]
		} else if mv, err = JuryMove(g, pos, rng); err != nil {
			return n, err
		} else if mv == nil {
			return n, nil // the jury has no move: the player has won
		}
		if pos, err = g.Apply(pos, mv); err != nil {
			return n, err
		}
		mine = !mine
	}
}
