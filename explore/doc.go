// Package explore finds patterns in games: it lays out the oracle's answers
// so that a period or a formula shows, draws them, and checks a conjectured
// formula against the oracle. It imports only the oracle (and expr-lang
// and gonum/plot); every answer it shows is the oracle's.
//
// # Claims
//
// A Claim is a boolean expression (expr-lang syntax) that is true exactly
// when the player to move wins (N). It names the position as the game's
// variables: n (one heap, a reach target), heaps (a list of heaps: nim,
// or a sum of any heap game; the formula chooses by naming n or heaps), a
// and b (wythoff's heaps), n and m (board's sides), and the game's integer
// parameters m, a, b (moves is a list when the game has it). A claim over
// a Declared game (a custom game: cmd/gamestress builds it from a
// gamedef.Game) names the game's state variables and its data instead,
// each variable over its own range; a list state takes lists of 1..3
// numbers; a draw is "not N".
//
// Beyond expr-lang: ^ is XOR on integers (expr-lang's ^ is power; the
// operator is rewritten to xor() by an AST patch and keeps power's
// precedence, tighter than * / %, so parenthesise when in doubt; ** stays
// power); xor(a, b) and xor(list); count(list) is the list's length
// (expr-lang's count needs a predicate: count(heaps, # == 1)). Also sum,
// min, max, map, all, any, heaps[i], cond ? x : y. / gives a fraction:
// prefer %.
//
// Check evaluates every position and parameter in range in the size
// order: fewer numbers first, then a smaller sum, then lexicographically
// smaller, the position's numbers before the parameters'. It stops at the
// first disagreement, which is therefore the smallest counterexample, and
// reports it with both answers; otherwise the claim holds on every position
// checked, which is evidence, not a proof. Ranges left unset: n = 0..100
// (reach 1..100), heaps: 1..3 heaps of 1..12 (a heap of 0 is no heap),
// wythoff a, b = 0..40, board n, m = 1..40, m = 1..10, a = b = 1..6
// (take-range skips a > b). A syntax error is a *SyntaxError with the
// column; a range outside the game's is a *RangeError naming the flag.
//
// # Tables and pictures
//
// A View is what `gamestress table` shows: a game for n = From..To, or one
// integer parameter over a range, which makes it a Grid (n across, the
// parameter down); wythoff and nim have the grid of their two heaps, board
// its n×m grid. RowsOf lays a sequence out in rows of the period, aligned
// on the preperiod, so that each column is one residue and the periodic
// part is a stack of identical rows. PictureOf draws a View (gonum/plot):
// a grid with the P positions dark, or for a one-parameter game a strip per
// Grundy value (per outcome under misère play) with the certified period
// marked by dashed lines; axes, labels and a legend. Encode writes PNG
// (96 dpi) or SVG and returns the Layout that maps data coordinates to PNG
// pixels; WriteFile writes atomically (a temporary file, then a rename).
//
// # Limits
//
// A grid or picture has at most MaxCells cells (a strip at most MaxCells/4
// columns); a claim checks at most MaxPositions positions, of at most
// MaxHeaps heaps, and refuses ranges whose count or sum would overflow
// (*RangeError); Claim.Progress reports how far a long check is. The
// oracle's own limits apply to every answer.
package explore
