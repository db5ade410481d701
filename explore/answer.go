package explore

import (
	"fmt"

	"github.com/gamestress/gamestress/oracle"
)

// Outcome asks the oracle about one position of a catalogue game: pos is
// the heaps (one or several), the two heaps (wythoff), the board's sides
// (board) or the target (reach), as for oracle.Analyze. It takes the
// cheapest trusted route (a table lookup or a theorem checked against
// search in the oracle's tests) and does not list winning moves.
func Outcome(game string, p oracle.Params, play oracle.Play, pos []int64) (oracle.Outcome, error) {
	if game == "misere-bash" {
		play = oracle.Misere
	}
	switch game {
	case "nim":
		o, _ := oracle.NimOutcome(pos, play)
		return o, nil
	case "wythoff":
		if len(pos) != 2 || pos[0] < 0 || pos[1] < 0 {
			return oracle.P, fmt.Errorf("%w: wythoff needs two heaps >= 0, got %v", oracle.ErrBadGame, pos)
		}
		o, _ := oracle.WythoffOutcome(pos[0], pos[1])
		return o, nil
	case "board":
		if len(pos) != 2 {
			return oracle.P, fmt.Errorf("%w: board needs N M, got %v", oracle.ErrBadGame, pos)
		}
		o, _, err := oracle.BoardOutcome(pos[0], pos[1])
		return o, err
	case "reach":
		if len(pos) != 1 {
			return oracle.P, fmt.Errorf("%w: reach needs one target, got %v", oracle.ErrBadGame, pos)
		}
		o, _, _, err := oracle.ReachWinning(pos[0], p.M)
		return o, err
	}
	if g := subtractionGame(game, p); g != nil && (len(pos) == 1 || play == oracle.Normal) {
		if len(pos) == 1 {
			o, _, err := oracle.HeapOutcome(g, play, pos[0])
			return o, err
		}
		o, _, err := oracle.SumOutcome(g, pos)
		return o, err
	}
	a, err := oracle.Analyze(game, p, play, pos)
	return a.Outcome, err
}

// Grundy is the normal-play Grundy value of one heap of n (heap games), or
// of the position (wythoff, nim), as Outcome; -1 when the oracle has none.
func Grundy(game string, p oracle.Params, pos []int64) (int, error) {
	if g := subtractionGame(game, p); g != nil && len(pos) == 1 {
		v, _, err := oracle.HeapGrundy(g, pos[0])
		return v, err
	}
	a, err := oracle.Analyze(game, p, oracle.Normal, pos)
	return a.Grundy, err
}

// subtractionGame is the oracle's HeapGame for the subtraction games of the
// catalogue (nil for others: splitting games, nim, ...).
func subtractionGame(game string, p oracle.Params) oracle.HeapGame {
	var g oracle.HeapGame
	switch game {
	case "bash", "misere-bash":
		g = oracle.Bash(p.M)
	case "take-range":
		g = oracle.TakeRange(p.A, p.B)
	case "subtraction":
		g = oracle.Subtraction(p.Moves)
	case "powers-of-two":
		g = oracle.PowersOfTwo()
	case "fibonacci":
		g = oracle.Fibonacci()
	default:
		return nil
	}
	if oracle.GameErr(g) != nil {
		return nil // Analyze reports it
	}
	return g
}
