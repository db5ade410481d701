// Package oracle is the trusted oracle of gamestress: it answers positions of
// impartial games by searching them, so that contest solutions (formulas)
// can be checked against it.
//
// # Games
//
// A game is a state type S and a move function: Game[S].Moves(s) yields every
// move from s, each a label and the resulting state. S is a canonical,
// comparable key: two positions that are the same game have the same key
// (a multiset of heaps is a HeapSet, sorted with zero heaps dropped; a
// Wythoff position is its two heaps, smaller first). Both players have the
// same moves (impartial); the exception, Northcott's game, is answered by a
// theorem checked against a partizan retrograde analysis.
//
// # Winning
//
// Under normal play the player who cannot move loses; under misère play the
// player who makes the last move loses (so a player with no move wins). A
// position is P when the player to move loses with best play, N when the
// player to move wins. The Grundy value G(x) = mex of the values one move
// away is defined for normal play only: x is P iff G(x) = 0. A winning move
// is a move to a P position.
//
// # Tiers
//
// Every answer carries the Tier that produced it, each checked against tier
// 1 in this package's tests:
//
//  1. TierSearch: the Solver, a memoized DFS with an explicit stack (no Go
//     recursion: depth 10^7 is fine), which reports a loop in the move graph
//     as an error wrapping ErrLoop; or the same recurrence evaluated bottom-up
//     in a table (heap games, boards, reach) for speed.
//  2. TierPeriod: heap games with a finite move set have eventually periodic
//     values; a period is accepted only when the window theorem proves it
//     (values repeat over a window as long as the largest move), and octal
//     games by the Guy–Smith bound. A certified period answers any heap up to
//     10^18 exactly. Without one the answer is an error wrapping ErrTooLarge.
//  3. TierSum: the Sprague–Grundy theorem: the value of a sum of games is the
//     XOR of the values (normal play only; misère sums are searched whole).
//  4. TierTheorem: classical theorems where no search or period reaches:
//     Bouton's Nim and misère Nim rules, Wythoff's P positions (exact integer
//     arithmetic, no floating point anywhere), Northcott's game as Nim on the
//     gaps. Each names its source in its doc comment.
//
// The oracle never uses a formula derived for a judge problem.
//
// # Limits
//
// Heap tables are searched up to 2^22 heaps (2^13 for splitting games, whose
// every heap has O(n) moves); beyond that only a certified period answers.
// Boards are searched up to 2000×2000, Public Sale targets up to 2^20,
// misère Nim positions of at most 24 counters (Bouton's rule above), Wythoff
// positions below 128×128 (the theorem above). Whole-position searches stop
// at 2^17 states. Past a limit the error wraps ErrTooLarge; bad parameters
// or positions wrap ErrBadGame.
//
// # Custom games
//
// Games a user describes in a file (a position of named integers, moves as
// an expression) are the package oracle/custom, which imports this one (its
// outcomes, tiers, errors, the window theorem, cancellation); this package
// never imports it. D, the outcome of a draw, is declared here for both.
//
// # Cancellation
//
// Every search that can run long honours a context.Context: Solver.Ctx,
// AnalyzeContext and TabulateContext for the catalogue's tables
// (cataloguectx.go) (nil: never stopped); oracle/custom's searches do the
// same with CancelEvery and Stopped. The search looks at it every
// CancelEvery (4096) states (cancel.go), and, once it is done,
// returns an error wrapping ctx.Err() (errors.Is(err,
// context.DeadlineExceeded) works); what was searched to the end stays
// memoized, the rest is forgotten, so the next question is answered right.
//
// # Concurrency
//
// A Solver is for one goroutine. Every package-level function (HeapOutcome,
// SumOutcome, NimOutcome, WythoffOutcome, ReachWinning, BoardOutcome, ...)
// is safe for concurrent use: tables are built once per game and parameter,
// published atomically and shared, so answers after warm-up cost a table
// lookup and no allocation.
package oracle
