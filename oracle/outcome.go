package oracle

import (
	"errors"
	"strconv"
)

// Outcome of a position for the player about to move.
type Outcome uint8

const (
	P Outcome = iota // previous player wins: the mover loses
	N                // next player (the mover) wins
)

// D is the outcome of a loopy game's position that neither player can win
// (a draw: best play goes on for ever), and of a score game's position of
// value 0.
const D Outcome = 2

func (o Outcome) String() string {
	switch o {
	case P:
		return "P"
	case N:
		return "N"
	case D:
		return "D"
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}

// Play is the winning convention.
type Play uint8

const (
	Normal Play = iota // the player who cannot move loses
	Misere             // the player who makes the last move loses
)

func (p Play) String() string {
	switch p {
	case Normal:
		return "normal"
	case Misere:
		return "misere"
	}
	return "Play(" + strconv.Itoa(int(p)) + ")"
}

// Tier says how an answer was obtained.
type Tier uint8

const (
	TierSearch  Tier = iota // memoized search of the game graph
	TierPeriod              // certified period (window theorem / Guy–Smith) over a searched table
	TierSum                 // Sprague–Grundy composition of searched or certified components
	TierTheorem             // a classical theorem about the game, checked against search in tests
)

func (t Tier) String() string {
	switch t {
	case TierSearch:
		return "search"
	case TierPeriod:
		return "certified period"
	case TierSum:
		return "Sprague-Grundy sum"
	case TierTheorem:
		return "theorem"
	}
	return "Tier(" + strconv.Itoa(int(t)) + ")"
}

// ErrLoop is wrapped by the error a Solver returns when the move graph has a
// cycle reachable from the position asked about.
var ErrLoop = errors.New("loop in the move graph")

// ErrTooLarge is wrapped by the error returned for a position too large to
// search when no certificate (period or theorem) covers it.
var ErrTooLarge = errors.New("position too large to search and no certificate")

// ErrBadGame is wrapped by the error returned for invalid game parameters or
// positions (m < 1, a > b, an empty move set, a negative heap, ...).
var ErrBadGame = errors.New("invalid game or position")
