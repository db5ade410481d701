package oracle

import "iter"

// Move is one labelled move to the resulting state.
type Move[S comparable] struct {
	Label string
	To    S
}

// Game is an impartial game. S is a canonical, comparable key of a position
// (a multiset of heaps is sorted with zero heaps dropped, etc).
type Game[S comparable] interface {
	Moves(s S) iter.Seq[Move[S]]
}

// MoveAppender is an optional fast path for a Game: AppendMoves appends the
// states one move away from s to dst (the same states, in the same order, as
// Moves yields) and returns the extended slice. The solver uses it, when a
// game has it, to avoid building labels and closures per state.
type MoveAppender[S comparable] interface {
	AppendMoves(dst []S, s S) []S
}

// Indexer is an optional fast path for a Game whose states can be numbered
// densely: Index returns i in [0, size) for the states it numbers and ok =
// false for the others. The solver then keeps those states' memo in a slice
// instead of a map.
type Indexer[S comparable] interface {
	Index(s S) (i int, ok bool)
	IndexSize() int
}
