package gen

import (
	"iter"
	"sync/atomic"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// cases is what drawing, ordering and shrinking the cases of a problem
// needs of its compiled file: the layout, and the steps the file's shape
// picked (features.go). Problem's Gen, Boundaries, Small, SmallByDepth
// and Shrinks are its methods.
type Cases struct {
	Layout format.Layout
	// boundaries are hand-picked cases where contest bugs live.
	Boundaries func() []format.Case
	// draw draws one valid case; p.MaxSize scales it.
	Draw func(p *gopter.GenParameters) format.Case
	// drops yields the case with part of its structure removed (an element
	// of a list, a row, a group), most aggressive first; nil for tuples.
	Drops func(c format.Case) iter.Seq[format.Case]
	// equalDrops yields the case with equal numbers of one group dropped
	// in even numbers (hdu1536's equal heaps of a position), tried after
	// the single-number steps; nil when none (lists have it built in).
	EqualDrops func(c format.Case) iter.Seq[format.Case]
	// lowers yields smaller replacements for number i of c beyond the
	// generic ones (range minimum, half, minus one); may be nil.
	Lowers func(c format.Case, i int) []int64
	// smallCut: an enumeration of Small ended early (SmallCut); shared by
	// copies of the problem, as the file is
	SmallCut *atomic.Bool
}
