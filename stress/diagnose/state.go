package diagnose

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/problem"
)

// stateAcrossCases runs the failing case alone when the failing input
// holds several: when it then passes, something was kept from the cases
// before it (a table not cleared, a flag not reset).
func (b *bench) stateAcrossCases(ctx context.Context) []Finding {
	if len(b.cases) < 2 {
		return nil
	}
	if !passes(b.check(ctx, []problem.Case{b.cases[b.fail]})) {
		return nil
	}
	before := caseName(0)
	if b.fail > 1 {
		before = fmt.Sprintf("cases 1 to %d", b.fail)
	}
	return []Finding{{Kind: StateAcrossCases, Text: fmt.Sprintf(
		"wrong only after another case: something is kept between test cases (%s then %s: %s fails; alone it passes)",
		before, caseName(b.fail), caseName(b.fail))}}
}
