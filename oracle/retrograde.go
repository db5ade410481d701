package oracle

import "context"

// retrograde resolves the outcomes (normal play) of an acyclic game whose
// states are numbered 0..size-1 with every move going to a smaller number:
// in increasing order, a state is N iff some successor is P (so a state with
// no move is P). succ appends the successors of s to dst. It is tier-1
// search done bottom-up, for dense state spaces where the DFS's memo map
// would be the cost.
func retrograde(out []bool, from int, succ func(dst []int64, s int64) []int64) {
	_ = retrogradeCtx(nil, out, from, succ)
}

// retrogradeCtx is retrograde looking at ctx (nil: never) every
// CancelEvery states: a stopped pass returns an error wrapping ctx.Err().
func retrogradeCtx(ctx context.Context, out []bool, from int, succ func(dst []int64, s int64) []int64) error {
	var buf [64]int64
	for s := from; s < len(out); s++ {
		if ctx != nil && s%CancelEvery == 0 && ctx.Err() != nil {
			return Stopped(ctx, "retrograde search", s)
		}
		win := false
		for _, t := range succ(buf[:0], int64(s)) {
			if !out[t] {
				win = true
				break
			}
		}
		out[s] = win
	}
	return nil
}
