// Package custom is the oracle of games a user describes instead of picks
// from the catalogue: a position is a tuple of named integers (or one list
// of any length), the moves an expr-lang expression. It imports package
// oracle for what both share (Outcome, Play, Tier and their constants, the
// errors ErrBadGame, ErrLoop and ErrTooLarge, the window theorem
// CertifyWindow, the mex MexWords, the dense TableOf, cancellation by
// CancelEvery and Stopped); oracle never imports it, so the catalogue does
// not depend on the interpreter of expressions. problem/ binds a [game]
// table of a problem file to it (docs/problem-files.md).
//
// # Games
//
// A custom game (CustomSpec, custom.go) is a game a user describes: a
// position is a tuple of named integers (or one list of any length), the
// moves an expr-lang expression compiled once per game (CompileCustom,
// customexpr.go) and run per position by one reused VM, returning the
// successors, each with an optional label, a gain (score games), or a
// split into independent positions. A Custom is bound to one case's
// read-only data (Bind) into a CustomGame that keeps its memo
// (customgame.go); its answer (CustomAnswer, customsolve.go) is the outcome
// (N, P, or oracle.D for a draw), the Grundy value, every winning move
// (label, the component moved, the position after) and a score game's
// value, with its tier:
//
//   - impartial, normal play: Grundy values by the memoized iterative DFS
//     (customsearch.go; a split is worth the XOR of its parts); misère
//     play: outcomes, and a position that splits is searched as a whole
//     multiset of components (components without a move dropped; equal
//     ones never cancel);
//   - partisan (the turn is a state variable): outcomes only;
//   - score: negamax, value = max over moves of gain - value(next);
//   - loopy: the reachable graph by retrograde analysis (customloopy.go),
//     Draw where neither player can force a win. A loop in a game not
//     declared loopy is an error (ErrLoop) naming the position;
//   - sums of components: Sprague–Grundy over the components' values under
//     normal play (TierSum), the whole multiset under misère play; equal
//     components share their work (one value and one list of winning
//     moves a distinct component: 10^6 piles of 60 sizes cost 60
//     searches), and ValueSumContext answers without the winning moves;
//   - a one-heap game declared a subtraction game (MaxTake t: every move
//     takes 1..t, the same amounts from every heap >= t, checked on every
//     heap searched) gets a period certified by the window theorem over its
//     table (TierPeriod, customperiod.go); past the searched range without
//     one, ErrTooLarge.
//
// CustomGame.Moves (custommoves.go) lists the successors of a position
// without searching (a special judge telling a losing move from no move).
//
// # Limits
//
// Search is bounded by MaxStates (default DefaultCustomStates, 10^7); a
// dense memo when every variable has declared bounds, or a box guessed
// from the position asked and the case's numbers (customguess.go: checked
// as the search goes, dropped for good when a position leaves it); else
// the packed memo, each position one machine word in an open-addressing
// table (customhash.go; a word a variable once a position does not fit in
// one: a set of used moves as one integer), or a map of byte strings
// (list states). A dense memo is
// filled bottom-up where the moves go down in its order (customfill.go:
// every variable moves one way from the position asked; checked position
// by position as the table is filled, the depth-first search answering
// wherever it fails), with no stack; answers, errors and loops are the
// search's. Bad expressions (syntax, a result that is no list of
// successors, a successor of the wrong shape or outside the declared
// bounds, a runtime fault, a range past expr-lang's memory budget) are
// errors wrapping ErrBadGame that name the expression and the position; a
// panic inside expr-lang is recovered.
//
// # Speed
//
// The moves expression is also compiled into typed Go closures
// (customfast.go) for the common subset of integer games (arithmetic,
// expr-lang's integer bit functions bitand, bitor, bitshl and the others,
// comparisons, ranges, list fields indexed in place, map/filter/concat,
// positions, move, split, set/add; divisors by a multiply, divides.go): no
// boxing, no environment per position, no allocation; expr-lang evaluates
// the rest, and any position the closures bail on (an index out of range,
// a division by zero, a successor of the wrong shape), so its results and
// errors are the answer. Successors' own labels come from expr-lang, for
// the winning moves only. One run of `go test ./oracle/custom -run '^$'
// -bench CustomMoveEval -benchtime 1x` (CPU time, shared 2-core VM, load
// ~20): the grid example's moves 2.2·10^7 evaluations a second, 1.7·10^6
// by expr-lang alone.
//
// # How it is checked
//
// Every answer path is checked against a slower one it must agree with:
//
//   - the fast path against expr-lang: SetFastCheck (on in this package's
//     and problem's tests, TestMain) compares the successors of every
//     position any test evaluates, a difference being an error;
//     CustomSpec.Interpret runs expr-lang alone;
//   - every memo against the others: declared bounds, a guessed box, the
//     packed memo and the map give the same answers
//     (TestGuessedBoxAgreesWithEveryMemo), a search that leaves its
//     guessed box answers as plain recursion (TestGuessedBoxLeft), the
//     packed memo that widens as the map (TestPackedMemoWidens); a sum of
//     equal components against plain recursion, one evaluation a distinct
//     component (TestSumSharesEqualComponents);
//   - the search against plain recursion: two-variable and list games of
//     both plays (TestCustomAgreesWithPlainRecursion), score games against
//     plain negamax (TestCustomDequeScore), loopy games against the plain
//     fixpoint on random graphs with cycles
//     (TestCustomLoopyAgreesWithFixpoint);
//   - the bottom-up fill against plain recursion and the depth-first search
//     alone (CustomSpec.DepthFirst; TestFillAgreesWithPlainRecursion,
//     TestFillAgreesWithDepthFirst);
//   - the XOR of a sum against searching the sum whole
//     (TestCustomXorRuleMatchesWholeSearch);
//   - the catalogue's games (Bash, subtraction, take-range, octal, Nim,
//     Wythoff, the board, Northcott, their sums and certified periods)
//     written as custom games against package oracle
//     (custom_catalogue_test.go, custom_period_test.go), and published
//     sequences (Kayles, Dawson's Kayles, Grundy's game, Moore's Nim_k).
//
// # Cancellation
//
// CustomGame.SolveContext, ValueContext and SolveSumContext stop when the
// context is done (nil: never): the search looks at it every
// oracle.CancelEvery positions, and also once cancelWork (2^16)
// successors and range elements were made since the last look (positions
// of thousands of moves; where expr-lang evaluates the moves, which does
// not count its range elements, its time stands for them: about a
// millisecond of it, exprWorkUnit); a loopy game's retrograde analysis
// (seconds at 10^7 nodes) looks at it every 2^16 steps, and a stopped one
// is made again by the next question. The error wraps ctx.Err(), and
// what was searched to the end stays memoized.
//
// # Concurrency
//
// A Custom is safe for concurrent use (Bind returns a game per
// goroutine); a CustomGame's methods are too, one search at a time (a
// mutex).
package custom
