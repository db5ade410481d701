package shrink

import (
	"iter"

	"github.com/gamestress/gamestress/problem/format"
)

// Order is what the shrinker needs to know about a problem: its size order on
// inputs (lists of cases), smaller variants of one case, and every single
// case in size order. *problem.Problem satisfies it.
//
// Proofs of minimality for inputs of two or more cases assume that Less is
// monotone: replacing one case of a list by a smaller case (in the order on
// one-case lists) gives a smaller list, and lists with fewer cases are
// smaller. problem.Less (fewer cases, fewer numbers, smaller sum, then
// lexicographic) is.
type Order interface {
	Less(a, b []format.Case) bool
	Shrinks(c format.Case) iter.Seq[format.Case]
	Small() iter.Seq[format.Case]
}
