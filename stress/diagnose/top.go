package diagnose

import (
	"context"
	"fmt"
	"slices"
)

// onlyAtTop tries the failing case with a number that stands at the
// statement's largest value one below it, and a few below that: when
// they pass, the failure is the top's alone (an array one short, a loop
// bound off by one).
// topWindow is how many values below the top are tried.
const topWindow = 8

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
		passing := fmt.Sprintf("%s = %d passes", bd.Name, bd.Max-1)
		if under, ok := b.vary(c, i, bd.Max-topWindow, bd.Max-2); ok {
			if n, ok := b.failing(ctx, under); !ok || n > 0 {
				continue
			}
			passing = fmt.Sprintf("%s = %d … %d pass", bd.Name, bd.Max-topWindow, bd.Max-1)
		}
		return []Finding{{Kind: OnlyAtTop, Text: fmt.Sprintf(
			"only at the top: %s = %d, the statement's largest, fails and %s%s: an array one short, or a bound off by one?",
			bd.Name, bd.Max, passing, b.others(c, i))}}
	}
	return nil
}
