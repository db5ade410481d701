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
// A case travels through the packages under this one, each importing only
// those before it: format (the [input] grammar: Case, read, validate,
// write), gen (draw, boundaries, nasty values, promises, the size order,
// shrink steps), judge (compare an output, move answers, the interactive
// jury; Result and Verdict), gamedef (custom game files and the one game
// model). This package binds them to a game and the oracle: the loader,
// the game binding and its answers (with their cache), the features a
// file's shape picks, the judge-scale inputs and the judges' presets.
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
// # The validator
//
// ValidateInput (validate.go) reads an input as the judge would, with the
// statement's layout (JudgeScale: the bounds without test_range), and
// ValidateCases also checks that cases read back unchanged: every input
// the engine runs a program on passes it first, and one that fails is a
// *BrokenInput, a bug of gamestress and never a verdict on the program.
// JudgeInputs are the judge-scale inputs (nasty shapes at the top length
// first; JudgeInputsContext stops making them when its context ends: a
// second or more at the top); FuzzGenerators drives every generator of every shipped problem
// and example file through the validator.
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
package problem
