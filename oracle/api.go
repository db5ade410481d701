package oracle

// CONTRACT (written first so that problem/ can be built in parallel). The
// oracle work implements these and may add to them, keeping the signatures.
// Delete this comment and split the bodies into files named after their
// concern (solve.go, period.go, sum.go, wythoff.go, ...).

import "iter"

// Outcome of a position for the player about to move.
type Outcome uint8

const (
	P Outcome = iota // previous player wins: the mover loses
	N                // next player (the mover) wins
)

// Play is the winning convention.
type Play uint8

const (
	Normal Play = iota // the player who cannot move loses
	Misere             // the player who makes the last move loses
)

// Tier says how an answer was obtained.
type Tier uint8

const (
	TierSearch  Tier = iota // memoized search of the game graph
	TierPeriod              // certified period (window theorem / Guy–Smith) over a searched table
	TierSum                 // Sprague–Grundy composition of searched or certified components
	TierTheorem             // a classical theorem about the game, checked against search in tests
)

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

// Result is the solver's answer for one position.
type Result[S comparable] struct {
	Outcome Outcome
	Grundy  int       // normal play only; -1 under misère play
	Winning []Move[S] // every winning move (empty for P positions)
	Tier    Tier
}

// Solver is a memoized, iterative DFS over a game. Not safe for concurrent use.
type Solver[S comparable] struct{}

// NewSolver returns a solver for g under the given play.
func NewSolver[S comparable](g Game[S], play Play) *Solver[S] { panic("TODO") }

// Solve returns the outcome, Grundy value (normal play) and every winning
// move of x. A loop in the move graph is an error (errors.Is(err, ErrLoop)).
func (s *Solver[S]) Solve(x S) (Result[S], error) { panic("TODO") }

// Outcome is Solve without the winning moves.
func (s *Solver[S]) Outcome(x S) (Outcome, error) { panic("TODO") }

// --- answers the judge problems need (each built on the generic machinery) ---

// HeapGame is a game on one heap of n, with its name and move rule.
type HeapGame interface {
	Game[int64]
	Name() string
}

// Bash: take 1..m. Subtraction: take any of moves. TakeRange: take a..b (fewer
// than a left: no move). PowersOfTwo: take 1, 2, 4, ... Fibonacci: take 1, 2, 3, 5, 8, ...
func Bash(m int64) HeapGame              { panic("TODO") }
func Subtraction(moves []int64) HeapGame { panic("TODO") }
func TakeRange(a, b int64) HeapGame      { panic("TODO") }
func PowersOfTwo() HeapGame              { panic("TODO") }
func Fibonacci() HeapGame                { panic("TODO") }

// HeapOutcome is the outcome of one heap of n under play, for any n up to
// 10^18 when a period is certified, else by search (error when too large).
func HeapOutcome(g HeapGame, play Play, n int64) (Outcome, Tier, error) { panic("TODO") }

// HeapGrundy is the Grundy value of one heap of n (normal play), as HeapOutcome.
func HeapGrundy(g HeapGame, n int64) (int, Tier, error) { panic("TODO") }

// SumOutcome is the normal-play outcome of a sum of heaps of g (SG composition).
func SumOutcome(g HeapGame, heaps []int64) (Outcome, Tier, error) { panic("TODO") }

// NimMove is one winning move in Nim: heap Index (from 0) goes From → To.
type NimMove struct {
	Index    int
	From, To int64
}

// NimWinning lists every winning move of a Nim position in heap order
// (normal play; empty when the position is P).
func NimWinning(heaps []int64) []NimMove { panic("TODO") }

// NimOutcome is the outcome of a Nim position under play (misère: never
// cancel pairs; search for small positions, Bouton's misère rule otherwise).
func NimOutcome(heaps []int64, play Play) (Outcome, Tier) { panic("TODO") }

// WythoffOutcome: two heaps, take any number from one heap or the same number
// from both. Exact for a, b up to 10^18 (integer arithmetic only).
func WythoffOutcome(a, b int64) (Outcome, Tier) { panic("TODO") }

// ReachWinning is Public Sale: from a total of 0, players raise by 1..maxRaise;
// reaching or passing target wins at once. It returns the outcome and every
// winning first raise, ascending.
func ReachWinning(target, maxRaise int64) (Outcome, []int64, Tier, error) { panic("TODO") }

// BoardOutcome is hdu2147: a coin at the top-right corner of an n×m board
// moves one cell left, down, or down-left; a player who cannot move loses.
func BoardOutcome(n, m int64) (Outcome, Tier, error) { panic("TODO") }

// NorthcottOutcome is hdu1730: one row per pair, two pieces at columns t and j
// of a board of the given width; each player slides his piece along its row
// towards or away from the other without jumping; equal to Nim on the gaps.
func NorthcottOutcome(width int64, rows [][2]int64) (Outcome, Tier, error) { panic("TODO") }
