// Package problem is the interpreter of problem files (docs/problem-files.md):
// a TOML file declares a judge problem's layout, bounds, game and output,
// and Load compiles it into a Problem: its multi-case input format (Encode,
// Parse), constraints (Valid), the oracle's expected answer (Answer), the
// checker (Compare, Check), the size order (Less, Shrinks, Small) and the
// generators (Gen, Boundaries, MaxCases). The shipped problems are the
// embedded files of package problems, loaded the same way (All, Lookup);
// Open takes an id or a path. No problem has Go code of its own: where a
// problem needs more than the generic derivations, the file's shape picks
// a named feature (features.go, feature_games.go). Bad files are
// *FileError: `file:line: what is wrong`.
//
// # What a problem is
//
// A Problem is one judge problem. A Case is the numbers one test case
// contributes to the judge input, in input order, without the count line,
// the length header of a list, or the terminator: the format adds those.
// Encode writes cases as one judge input; Parse reads one back, and fails
// with an *InputError (line, token, what is wrong: "not a number", the
// constraint that is broken, "truncated input", input after the terminator
// or after the last counted case). Parse(Encode(cs)) == cs for valid cases,
// and Parse never panics (FuzzParse). Tokens are whitespace-separated; lines
// matter only in error messages.
//
// Answers come from the oracle only (search, certified periods, SG sums,
// the game theorems the oracle checks against search), never from a formula
// written for a problem. Answers are cached per case where the key space is
// dense (n, m ≤ 1000: 2 bits a key) or in a bounded memo otherwise; every
// method is safe for concurrent use.
//
// # Layouts of the shipped files
//
//	id           Case                       input                                   answer per case
//	hdu1846      [n m]                      C, then C lines `n m`                   first / second
//	hdu2188      [n m]                      C, then C lines `n m`                   Grass / Rabbit
//	hdu2149      [M N]                      lines `M N` until EOF                   winning raises ascending / none
//	hdu1847      [n]                        lines `n` until EOF                     Kiki / Cici
//	hdu1848      [m n p]                    lines `m n p`, then `0 0 0`             Fibo / Nacci
//	hdu1850      [h1..hM]                   `M` line, heaps line; `0` ends          number of winning moves
//	hdu1527      [a b]                      lines `a b` until EOF                   1 / 0
//	hdu1536      [k s1..sk m l h.. l h..]   `k s..`, `m`, m lines `l h..`; `0` ends one line of m letters W / L
//	hdu1907      [h1..hN]                   T, then per test `N` line, heaps line   John / Brother
//	hdu2509      [h1..hn]                   per test until EOF: `n`, heaps          Yes / No
//	hdu2176      [h1..hm]                   `m` line, heaps line; `0` ends          No, or Yes and lines `a b`
//	poj2234      [a1..aM]                   lines `M a1..aM` until EOF              Yes / No
//	hdu2147      [n m]                      lines `n m`, then `0 0`                 Wonderful! / What a pity!
//	hdu1730      [n m t1 j1 .. tn jn]       per test until EOF: `n m`, n lines `t j` I WIN! / BAD LUCK!
//	misere-bash  [n m]                      as hdu1846                              first / second (last taker loses)
//	take-range   [n a b]                    C, then C lines `n a b`                 first / second
//
// One hdu1536 case is one whole test (a move set and its m positions).
//
// # Constraints
//
// From the judges, except where they are silent and we chose (Constraints
// says so): hdu2176 heaps 1 ≤ h ≤ 10^9; poj2234 heaps 1 ≤ a ≤ 10^7;
// hdu1536's move set has distinct members (it is a set; any order); hdu1730
// has 2 ≤ m ≤ 100 and t ≠ j (two pieces never share a cell); count lines (C,
// T) are at most 10^7. Generated cases always satisfy the constraints, so a
// generated case is never a terminator (hdu1848 has no 0).
//
// A file's promises (`[input] require`: expr-lang expressions over the
// case, and the shapes permutation, tree, graph; require.go, shape.go) are
// constraints too: Parse refuses a case that breaks one naming it, Valid
// reports it, every generator keeps them (repairing the forms it knows,
// drawing again otherwise), every shrink step keeps them, and Small skips
// the cases that break them (SmallCut when it had to stop early).
// Promises over a whole input (`[input] total`, "sum(n) <= 2*10^5";
// total.go) bound every case alone the same way, and Parse refuses an
// input whose cases add up past one; Budget and Fit make inputs that keep
// them.
//
// # The validator
//
// ValidateInput (validate.go) reads an input as the judge would, with the
// statement's layout (JudgeScale: the bounds without test_range), and
// ValidateCases also checks that cases read back unchanged: every input
// the engine runs a program on passes it first, and one that fails is a
// *BrokenInput, a bug of gamestress and never a verdict on the program.
// JudgeInputs are the judge-scale inputs (nasty shapes at the top length
// first); FuzzGenerators drives every generator of every shipped problem
// and example file through the validator.
//
// Word fields (`[input] words`, tokens.go) are read as one token over
// their alphabet (a string; `a[h][w]` a grid of h lines of w characters)
// and held in the Case as numbers like every field: each character as its
// index in the alphabet (0 the first), after the word's length where no
// field gives it. Encode writes them back without spaces; a character
// outside the alphabet or a row of the wrong length is an InputError
// naming the field, the row and the column. Expressions see a word as a
// string and a grid as rows of one-character strings.
//
// # Checker
//
// Compare walks the output line by line, skipping blank lines; case i takes
// as many lines as its expected answer has (hdu2176's answer spans several)
// and is compared token by token: words exactly, integers as integers ("007"
// is 7). The first difference is a WrongAnswer Mismatch with the case index
// (from 0), that case's own input, want, got and the first differing token;
// "missing output" and "extra output after the last case" are their own
// findings. With strict, an output whose tokens all match but whose bytes
// differ from the exact expected output (a missing final newline aside) is a
// PresentationError. Check runs a Target on Encode(cases): a *RunError gives
// its verdict, a context deadline of the target's own TimeLimit, any other
// error RuntimeError, and an oracle failure OracleError. A run that ctx cut
// short (ctx ended before or during it, e.g. Ctrl-C) is no verdict on the
// target: Result.Interrupted() reports it, its Err wraps ErrInterrupted and
// ctx.Err(), and its verdict is OracleError, whatever error the run gave (a
// killed process would look like a crash); so a shrinker never accepts it.
//
// # Size order
//
// An input is smaller when it has fewer cases, then fewer numbers, then a
// smaller sum of numbers, then the lexicographically smaller sequence of
// numbers. Shrinks(c) yields valid cases strictly smaller than c, most
// aggressive first: structure dropped (list items by halves down to single
// items; hdu1536 positions, moves and heaps; hdu1730 rows, and pieces
// swapped), then every number to its range minimum, halved, halfway to the
// minimum, minus one, then joint steps for local minima that one number at a
// time cannot leave: every copy of a repeated list item lowered together and
// equal items (hdu1536's equal heaps of a position) dropped in even numbers,
// and, in cases of at most 8 numbers, two numbers lowered together (to their
// minimums, halved, by the same amount) or swapped when out of order. Small() yields every valid single case in the size
// order; it ends for tuples and is endless in practice for lists (hdu1850
// has 2·10^12 cases of two heaps), so callers stop it. ProofTries bounds
// the shrinker's proof by enumeration where a try is costly (hdu1536).
//
// # Generators
//
// Gen draws valid cases with GenParameters.Rng; values grow geometrically
// with MaxSize (the whole range at 100 and above) and favour boundaries:
// n = k(m+1) and its neighbours (shifted by one for misère), n next to m,
// M ≤ N for Public Sale, Wythoff P positions (a_k, a_k+k) from
// oracle.WythoffA and their neighbours at any k, Fibonacci heaps, all-ones
// and one-big-heap lists, XOR-zero lists, repeated halves, Nim lists with
// several winning moves out of sorted order, unsorted move sets, short S-Nim
// tests drawn from one 64-bit number (so a fuzzer's few bytes give several
// tests with different move sets over the same small heaps), adjacent and
// edge pieces, and the top of every range; in every generator, nasty
// values (nasty.go: 0, ±1, the ends, ±2^k±1; runs of zeros, of one value,
// alternating values in lists). Boundaries is
// a short hand-picked list of such cases (the stress engine's boundaries
// phase, fuzz seeds); hdu1527's holds the exact P position of every
// Fibonacci k up to the range (k·φ is nearest an integer there, where a
// float φ goes wrong: float64 at k = 102334155), with mirrors and ±1
// neighbours. MaxCases is the batch
// per judge input: 1000 for tuples, 500 for hdu1850, 100 for hdu1730, 20 for
// hdu2176 and hdu1536 (200000 heaps, or 100 positions of 100 heaps, each).
//
// # Custom games
//
// A file's [game] with name = "custom" is decoded by DecodeGameFile (or
// LoadGameFile) into a GameFile: the oracle's CustomSpec, the expressions
// over a case's fields that give its position (start, or components for a
// sum), the declared bounds and max_take, and [game.data]. Decoding is
// strict (unknown keys, wrong types, bad expressions: a GameFileError
// naming file:line and the key) and reads only [game]. GameFile.Game binds
// the game to one case's fields (cached by the values its moves read, so
// cases that differ only in their position share one memo) and
// GameFile.Answer answers a case. The keys and the Go API are in
// docs/problem-files.md, "Custom games".
//
// # One game model
//
// A Game is a game as the commands solve, tabulate and claim it, whatever
// declared it: CatalogueGame (a catalogue name with its parameters: a
// declared game whose native code in the oracle is its fast path, with its
// certified tiers) or LoadGame (a custom game from a file, bound to its
// [game.data]). Both give positions as components of named integers
// (Position), answers as custom.CustomAnswer (Solve, Value), tables and
// grids (Table, Grid) and why a table has no period (NoPeriod). A question
// a game cannot answer (a position of the wrong shape, a table of a list
// state) is a *UseError; IsGameError tells the user's faults from the
// oracle's.
//
// # Limits
//
// Problem.Limits are the judge's time, memory and stack limits, each with
// where it came from. Preset(judge) gives a judge's usual ones (judge.go
// names the source of every value: codeforces, atcoder, hdu, poj, spoj,
// uva, lightoj, cses, default; 8 MiB of stack, the Linux default, where a
// judge documents none); a statement's own values override them. The
// built-in problems carry their judge's preset (BuiltinLimits). Runners of
// external programs use them unless the user overrides them.
//
// # Answers that are moves, and interactive problems
//
// A problem whose answer is a move (MoveAnswer, a special judge) accepts
// any legal move to a P-position, judged by the oracle through a MoveGame
// (HeapMoves, CardRow); Compare explains a wrong one in game terms. An
// interactive problem (Protocol) is played by Check: the target must be
// Interactive; the jury sends each case's position, judges the side and
// every move, answers with its own moves (seeded by the position; CheckJury
// picks another variant), and reports the first mistake with the whole
// dialog in Mismatch.Transcript. CheckSample plays the statement's sample
// interaction through the protocol. AnswerTable and InteractTable are the
// problem file's [answer] and [interact] tables. For any other game (a
// custom one, a catalogue heap game) [answer] write says how a move is
// written: the answer's tokens are matched against the texts of the
// position's moves (custom.CustomGame.Moves lists them all), any winning
// one accepted, a losing one and a non-move told apart; accept is the
// whole check as an expression over the output's tokens and the oracle's
// answer (move_written.go). [interact] write plays a custom impartial
// game with the oracle as the jury (customMoves, interact_custom.go).
package problem
