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
// A custom game (CustomSpec, custom*.go) is a game a user describes: a
// position is a tuple of named integers (or one list of any length), the
// moves an expr-lang expression compiled once per game (CompileCustom) and
// run per position by one reused VM, returning the successors, each with an
// optional label, a gain (score games), or a split into independent
// positions. A Custom is bound to one case's read-only data (Bind) into a
// CustomGame that keeps its memo; its answer (CustomAnswer) is the outcome
// (N, P, or D for a draw), the Grundy value, every winning move (label,
// the component moved, the position after) and a score game's value, with
// its tier:
//
//   - impartial, normal play: Grundy values by the memoized iterative DFS
//     (a split is worth the XOR of its parts); misère play: outcomes, and a
//     position that splits is searched as a whole multiset of components
//     (components without a move dropped; equal ones never cancel);
//   - partisan (the turn is a state variable): outcomes only;
//   - score: negamax, value = max over moves of gain - value(next);
//   - loopy: the reachable graph by retrograde analysis, Draw where
//     neither player can force a win. A loop in a game not declared loopy
//     is an error (ErrLoop) naming the position;
//   - sums of components: Sprague–Grundy over the components' values under
//     normal play (TierSum), the whole multiset under misère play;
//   - a one-heap game declared a subtraction game (MaxTake t: every move
//     takes 1..t, the same amounts from every heap >= t, checked on every
//     heap searched) gets a period certified by the window theorem over its
//     table (TierPeriod); past the searched range without one, ErrTooLarge.
//
// Search is bounded by MaxStates (default 10^7); a dense memo when every
// variable has declared bounds. A dense memo is filled bottom-up where the
// moves go down in its order (customfill.go: every variable moves one way
// from the position asked; checked position by position as the table is
// filled, the depth-first search answering wherever it fails), with no
// stack; answers, errors and loops are the search's. Bad expressions (syntax, a result that is
// no list of successors, a successor of the wrong shape or outside the
// declared bounds, a runtime fault, a range past expr-lang's memory
// budget) are errors wrapping ErrBadGame that name the expression and the
// position; a panic inside expr-lang is recovered. The catalogue's games
// written as custom games agree with the catalogue in this package's tests.
//
// Speed: the moves expression is also compiled into typed Go closures
// (customfast.go) for the common subset of integer games (arithmetic,
// comparisons, ranges, list fields indexed in place, map/filter/concat,
// positions, move, split, set/add): no boxing, no environment per
// position, no allocation; expr-lang evaluates the rest, and any position
// the closures bail on (an index out of range, a division by zero, a
// successor of the wrong shape), so its results and errors are the
// answer. Successors' own labels come from expr-lang, for the winning
// moves only. SetFastCheck (on in this package's and problem's tests)
// compares every evaluation with expr-lang. One run of `go test ./oracle
// -run '^$' -bench CustomMoveEval -benchtime 1x` (CPU time, shared 2-core
// VM, load ~20): the grid example's moves 2.2·10^7 evaluations a second,
// 1.7·10^6 by expr-lang alone.
//
// # Cancellation
//
// Every search that can run long honours a context.Context: Solver.Ctx,
// CustomGame.SolveContext and SolveSumContext, AnalyzeContext and
// TabulateContext for the catalogue's tables (cataloguectx.go) (nil: never
// stopped). The
// search looks at it every 4096 states (cancel.go), a custom game's also
// once 2^16 successors and range elements were made since the last look
// (positions of thousands of moves), and, once it is done,
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
