// Package shrink is gamestress's shrinker: a pure function from a failing
// input (a list of cases) and a predicate fails to the smallest input it
// can find, in a problem's size order, on which fails still holds. It runs
// no program and knows no verdict: the stress engine calls it with
// "Check gives the same verdict" as fails, and the tests here call it with
// plain functions and known minima.
//
// # Contract
//
// [Shrinker.Shrink] (and [Shrink], its zero value's) needs an [Order]
// (*problem.Problem is one): Less, the size order on inputs; Shrinks, the
// smaller variants of one case; Small, every single case in size order.
// The input given must fail and fails must be deterministic; fails is
// never called on an empty list. The result ([Shrunk]) fails, and is
//
//   - Minimal (proven) when every smaller input was tried and passed, or
//     when one of the first Shrinker.Enumerate smaller inputs in size
//     order failed (it is the minimum: all before it were tried and
//     passed); runs that start from different failures meet there;
//   - locally minimal otherwise: no single pass below makes it smaller;
//   - Interrupted, never Minimal, when Shrinker.Done closed first: the
//     least failing input found so far, with no more calls to fails.
//
// Proofs over inputs of two or more cases assume the order is monotone
// (a smaller case in a list gives a smaller list; fewer cases are
// smaller), as problem.Less is.
//
// # Passes, file by file (each uses only the files above it)
//
//   - order.go: [Order].
//   - reduce.go: one shrink in progress (the current failing input) and
//     its passes: delta debugging over the list of cases (ddmin), each
//     case through o.Shrinks to a fixpoint (a step down by one followed by
//     a gallop), two neighbouring cases of one length in lockstep.
//   - enumerate.go: trying lists in order, batched (Shrinker.Batch, when
//     fails is monotone under concatenation) or on Shrinker.Workers
//     goroutines, with the same result and step count.
//   - enumerate_budget.go: the proof of minimality: the inputs smaller than
//     the current one, fewer cases first, walked in size order (a heap over
//     the product of Small), at most Shrinker.Enumerate of them; when
//     more than that come first (counted without running), the proof
//     cannot end and tries only the first 20,000 (a failure among them is
//     still the proven minimum).
//   - shrink.go: [Shrinker], [Shrink], [Shrunk]: the passes repeated until
//     none changes the input, then the proof.
package shrink
