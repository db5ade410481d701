package diagnose

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/problem/format"
)

// stateAcrossCases runs the failing case alone when the failing input
// holds several: when it then passes, something was kept from the cases
// before it (a table not cleared, a flag not reset), or, for the first
// case, taken from the cases after it.
func (b *bench) stateAcrossCases(ctx context.Context) []Finding {
	if len(b.cases) < 2 {
		return nil
	}
	if !passes(b.check(ctx, []format.Case{b.cases[b.fail]})) {
		return nil
	}
	if b.fail == 0 {
		return []Finding{{Kind: StateAcrossCases, Text: fmt.Sprintf(
			"wrong only beside the other cases: case 1 fails in this input of %d cases and passes alone, so its answer depends on the cases after it (the whole input read first, and something kept from it)",
			len(b.cases))}}
	}
	before := caseName(0)
	if b.fail > 1 {
		before = fmt.Sprintf("cases 1 to %d", b.fail)
	}
	return []Finding{{Kind: StateAcrossCases, Text: fmt.Sprintf(
		"wrong only after another case: something is kept between test cases (%s then %s: %s fails; alone it passes)",
		before, caseName(b.fail), caseName(b.fail))}}
}
