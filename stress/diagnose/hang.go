package diagnose

import (
	"context"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/stress"
)

// slowCase is, of a batch the search timed out, the case that alone does
// not end soon, and its index: its largest case when that one does not
// end under quick's limit, else one found by halving the batch under a
// shorter limit still (bisectTarget); ok is false when none is found.
func (b *bench) slowCase(ctx context.Context, t, quick stress.Metered, smallest format.Case) (format.Case, int, bool) {
	top := 0
	for i, c := range b.cases {
		if b.sizeOf([]format.Case{c}, false) > b.sizeOf([]format.Case{b.cases[top]}, false) {
			top = i
		}
	}
	if c := b.cases[top]; !endsWithin(ctx, quick, b.p.Encode([]format.Case{c})) && ctx.Err() == nil {
		return c, top, true
	}
	short := b.bisectTarget(ctx, t, quick, smallest)
	return b.oneBad(ctx, b.cases, func(ctx context.Context, cases []format.Case) bool {
		return !endsWithin(ctx, short, b.p.Encode(cases))
	})
}

// endsWithin: a run of t on in ends within t's limit.
func endsWithin(ctx context.Context, t stress.Metered, in []byte) bool {
	_, _, err := t.RunUsage(ctx, in)
	return err == nil
}

// bisectTarget is t under a shorter limit still (50 ms at most), for the
// halvings of a batch that look for a case that does not end: up to ten
// of them, most cut at that limit. When the problem's smallest case does
// not end well within it (a Java program: a run that ends near its limit
// is run again in a fresh JVM, whose start-up alone takes about 50 ms),
// quick's limit is used instead.
func (b *bench) bisectTarget(ctx context.Context, t, quick stress.Metered, smallest format.Case) stress.Metered {
	q, ok := t.WithLimit(min(t.Limit()/20, 50*time.Millisecond)).(stress.Metered)
	if !ok {
		return quick
	}
	_, u, err := q.RunUsage(ctx, b.p.Encode([]format.Case{smallest}))
	if err != nil || 4*u.CPU > q.Limit() {
		return quick
	}
	return q
}

// hang probes a TimeLimit whose size explains nothing (a case c of small
// numbers that alone does not end): for each number of the case, an input
// of its smallest values with the others kept, under a short limit. When
// one such input does not end and another ends at once, and the number
// the first kept is at an edge (its least value, or next to it), that
// value is said.
func (b *bench) hang(ctx context.Context, quick stress.Metered, c format.Case) []Finding {
	if isList(b.p, c) {
		return nil
	}
	stuck, ends, ok := b.edgeValue(ctx, c, func(ctx context.Context, cases []format.Case) (bool, bool, time.Duration) {
		_, u, err := quick.RunUsage(ctx, b.p.Encode(cases))
		return err != nil, err == nil, u.CPU
	})
	if !ok {
		return nil
	}
	// stuck varied its number and kept the others: the one ends varies
	// is kept in stuck at the failing case's value.
	kept := b.numberName(ends.j)
	return []Finding{{Kind: Growth, Text: fmt.Sprintf(
		"not the size: with %s = %d, an input of %s = %d … %d does not end within %s, while with %s = %d … %d (%s = %d) it ends in %.2f s: a loop that never ends when %s = %d?",
		kept, c[ends.j], b.numberName(stuck.j), stuck.lo, stuck.hi, seconds(quick.Limit()),
		kept, ends.lo, ends.hi, b.numberName(stuck.j), c[stuck.j], ends.cpu.Seconds(), kept, c[ends.j])}}
}
