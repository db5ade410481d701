// Package gen draws, orders and shrinks the cases of one layout: Cases
// holds a problem's layout and the steps its file picked (boundaries, a
// drawing function, structure drops, lowerings) and gives the size order
// (SizeLess, Small, SmallByDepth), the shrink steps (Shrinks) and the
// generators (Gen, BoundaryCases). The helpers the features compose live
// here too: value scales (Between, Scaled, LogScaled, NearTop), nasty
// values and runs, the generic draw of a schema and its corners, the
// generators of the catalogue games' layouts, word and grid patterns, and
// the file's promises (`[input] require`, shapes) with their repairs. It
// imports format; never judge or the oracle's answers.
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
// # Files, bottom up
//
// Each file uses only files named before it (go run ./scripts/layers
// ./problem/gen): cases.go (Cases), drops.go; gen.go (value scales),
// order_joint.go; nasty.go, order.go (the size order, Small), shape.go,
// the catalogue games' generators (gen_heap.go, gen_nim.go,
// gen_northcott.go, gen_snim.go); items.go (a value, a list of items),
// order_depth.go (SmallByDepth); gen_words.go, require.go; generic.go (the
// generic draw, corners and structure drops of a schema).
package gen
