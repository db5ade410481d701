package oracle

import (
	"context"
	"errors"
)

// Cancellation of the catalogue's tables (AnalyzeContext,
// TabulateContext). The tables are shared by every caller and extended
// under a lock, so a question first builds, with ctx, every table it will
// read: the heap table up to its largest heap (and, for a table, up to the
// search limit where the period is sought), Grundy's and octal games'
// tables, the board's retrograde table. A build looks at ctx as it goes
// (every chunk of about 2^22 steps, every 64 split heaps, every 4096
// board cells) and a stopped build publishes nothing; the answer then
// reads finished tables. Whole-position searches (misère sums) run a
// Solver with ctx. Nim, Wythoff and Northcott are closed forms (no search);
// reach fills O(1) a distance (10^7 distances in a few milliseconds) and
// is not stopped.

// warmHeap builds the tables a question on heaps up to n reads. Errors
// other than a stopped context are left to the question (it reports them
// itself).
func warmHeap(ctx context.Context, r heapRules, play Play, n int64) error {
	if ctx == nil {
		return nil
	}
	var err error
	switch g := r.(type) {
	case *subGame:
		_, _, err = g.valueCtx(ctx, play, n)
	case *SplitGame:
		_, _, err = g.grundyCtx(ctx, n)
	}
	return ctxOnly(ctx, err)
}

// warmTable builds the tables a Tabulate up to n reads, its period's
// included.
func warmTable(ctx context.Context, r heapRules, play Play, n int64) error {
	if err := warmHeap(ctx, r, play, n); err != nil || ctx == nil {
		return err
	}
	switch g := r.(type) {
	case *subGame:
		return warmHeap(ctx, r, play, searchLimit+1) // the period's table
	case *SplitGame:
		if g.code != nil {
			return warmHeap(ctx, r, play, splitSearchLimit+1)
		}
	}
	return nil
}

// warmBoard builds the board's table.
func warmBoard(ctx context.Context) error {
	if ctx == nil {
		return nil
	}
	_, err := boardTable(ctx)
	return ctxOnly(ctx, err)
}

// ctxOnly keeps err when it is ctx's stop.
func ctxOnly(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return err
	}
	return nil
}

// WarmContext builds, with ctx, the tables that answering pos of the
// catalogue game name reads (a heap game: its table up to the largest
// heap, or the certified period past it; board: its retrograde table), so
// that the answer afterwards, by Analyze or the heap functions, reads
// finished tables. A build that ctx stops publishes nothing and returns
// an error wrapping ctx.Err(); nil for the games without tables (nim,
// wythoff, northcott, reach), for a nil ctx, and for faults of the
// position, which the answer itself reports.
func WarmContext(ctx context.Context, name string, p Params, play Play, pos []int64) error {
	if ctx == nil || len(pos) == 0 {
		return nil
	}
	switch name {
	case "board":
		return warmBoard(ctx)
	case "nim", "wythoff", "northcott", "reach":
		return nil
	case "misere-bash":
		play = Misere
	}
	r, err := heapGameOf(name, p)
	if err != nil {
		return nil
	}
	top := pos[0]
	for _, v := range pos {
		top = max(top, v)
	}
	if top < 0 {
		return nil
	}
	return warmHeap(ctx, r, play, top)
}
