// Package format is the [input] grammar of a problem file: the fields of
// one case (lines, lists, rows, words, grids), their bounds and the
// framing of many cases in one judge input (a count, a terminator, EOF).
// A Layout encodes cases as the exact text a judge feeds (EncodeAll),
// reads an input back (ParseAll: an *InputError naming the line and the
// token at fault, never a panic) and checks one case (Valid); a Schema
// is the compiled `lines` with its bounds, a Record a case as named values
// for expressions. Case, the numbers one test case contributes to the
// input, is defined here. It imports nothing of gamestress.
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
// Word fields (`[input] words`; words.go, tokens.go) are read as one token over
// their alphabet (a string; `a[h][w]` a grid of h lines of w characters)
// and held in the Case as numbers like every field: each character as its
// index in the alphabet (0 the first), after the word's length where no
// field gives it. Encode writes them back without spaces; a character
// outside the alphabet or a row of the wrong length is an InputError
// naming the field, the row and the column. Expressions see a word as a
// string and a grid as rows of one-character strings.
//
// # Files, bottom up
//
// Each file uses only files named before it (go run ./scripts/layers
// ./problem/format): bound.go (bound expressions), case.go (Case, a
// number's text), words.go (word fields); input.go (the reader, Field,
// InputError), totals.go; schema.go (Node, Schema: the compiled lines);
// tokens.go (words and grids in `lines`), walk_bufs.go, walk_rows.go (flat
// rows); flat.go (flat layouts), walk.go (the walk that finds each
// number's field); then compile.go (ParseLines, ApplyBounds, statics),
// encode.go, layout.go and record.go.
package format
