package diagnose

import (
	"context"
	"fmt"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/stress"
)

// slowCase is, of a batch the search timed out, the case that takes the
// longest alone, and its index; slow: it alone does not end soon. It is
// the batch's largest case when that one does not end under quick's
// limit, else the one found by descending into the half of the batch
// that does not end under a shorter limit still (bisectTarget; the first
// half when neither ends), or else took more CPU time (a batch whose
// cases each end, slow by their sum). ok is false when ctx ended.
func (b *bench) slowCase(ctx context.Context, t, quick stress.Metered, smallest format.Case) (c format.Case, i int, slow, ok bool) {
	top := 0
	for i, c := range b.cases {
		if b.sizeOf([]format.Case{c}, false) > b.sizeOf([]format.Case{b.cases[top]}, false) {
			top = i
		}
	}
	if _, ends := runCPU(ctx, quick, b.p.Encode(b.cases[top:top+1])); !ends && ctx.Err() == nil {
		return b.cases[top], top, true, true
	}
	short := b.bisectTarget(ctx, t, quick, smallest)
	cases, ends := b.cases, true
	for len(cases) > 1 && ctx.Err() == nil {
		half := len(cases) / 2
		first, firstEnds := runCPU(ctx, short, b.p.Encode(cases[:half]))
		if !firstEnds {
			cases, ends = cases[:half], false
			continue
		}
		second, secondEnds := runCPU(ctx, short, b.p.Encode(cases[half:]))
		if !secondEnds || second >= first {
			cases, i, ends = cases[half:], i+half, secondEnds
		} else {
			cases, ends = cases[:half], firstEnds
		}
	}
	return cases[0], i, !ends, ctx.Err() == nil
}

// runCPU runs t on in: its CPU time, and whether it ended within t's
// limit.
func runCPU(ctx context.Context, t stress.Metered, in []byte) (time.Duration, bool) {
	_, u, err := t.RunUsage(ctx, in)
	return u.CPU, err == nil
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
