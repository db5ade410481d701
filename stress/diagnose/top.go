package diagnose

import (
	"context"
	"fmt"
	"slices"
)

// onlyAtTop tries the failing case with a number that stands at the
// statement's largest value one below it: when that passes, the failure
// is the top's alone (an array one short, a loop bound off by one).
func (b *bench) onlyAtTop(ctx context.Context) []Finding {
	c := b.cases[b.fail]
	for _, bd := range b.p.Bounds() {
		i, lone, ok := b.p.FieldAt(bd.Name)
		if !ok || lone || i >= len(c) || c[i] != bd.Max {
			continue
		}
		below := slices.Clone(c)
		below[i]--
		if b.p.Valid(below) != nil || !passes(b.check(ctx, b.withCase(below))) {
			continue
		}
		return []Finding{{Kind: OnlyAtTop, Text: fmt.Sprintf(
			"only at the top: %s = %d, the statement's largest, fails and %s = %d passes%s: an array one short, or a bound off by one?",
			bd.Name, bd.Max, bd.Name, bd.Max-1, b.others(c, i))}}
	}
	return nil
}
