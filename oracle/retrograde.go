package oracle

// retrograde resolves the outcomes (normal play) of an acyclic game whose
// states are numbered 0..size-1 with every move going to a smaller number:
// in increasing order, a state is N iff some successor is P (so a state with
// no move is P). succ appends the successors of s to dst. It is tier-1
// search done bottom-up, for dense state spaces where the DFS's memo map
// would be the cost.
func retrograde(out []bool, from int, succ func(dst []int64, s int64) []int64) {
	var buf [64]int64
	for s := from; s < len(out); s++ {
		win := false
		for _, t := range succ(buf[:0], int64(s)) {
			if !out[t] {
				win = true
				break
			}
		}
		out[s] = win
	}
}
