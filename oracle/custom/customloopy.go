package custom

import "github.com/gamestress/gamestress/oracle"

// customGraph is the reachable move graph of a loopy custom game, kept
// between questions: nodes interned by a customSearch's table, their
// successors in lists, and the outcomes of the last retrograde analysis.
type customGraph struct {
	s        *customSearch
	expanded []bool
	succ     [][]int32
	out      []oracle.Outcome
	known    []bool
	// stale: the last retrograde analysis was stopped (its context
	// ended) before its end, so out is not to be read until one ends.
	stale bool
}

// solveLoopy answers pos by retrograde analysis: a position with no move
// is lost (normal play) or won (misère) by the player to move; a position
// with a move to a lost one is won; one whose every move goes to a won one
// is lost; what is left is a draw (D): neither player can force a win.
func (g *CustomGame) solveLoopy(pos []int64) (CustomAnswer, error) {
	if g.single == nil {
		g.single = newCustomSearch(g, false)
	}
	if g.graph == nil {
		g.graph = &customGraph{s: g.single}
	}
	gr := g.graph
	root, err := gr.s.internPos(pos)
	if err != nil {
		return CustomAnswer{}, err
	}
	grown, err := g.explore(root)
	if err != nil {
		g.graph, g.single = nil, nil // half explored: start over next time
		return CustomAnswer{}, err
	}
	if grown || gr.stale {
		if err := gr.retrograde(g.c.spec.Play, g.stopped); err != nil {
			return CustomAnswer{}, err
		}
	}
	a := CustomAnswer{Outcome: gr.out[root], Grundy: -1, Tier: oracle.TierSearch}
	if a.Outcome != oracle.N {
		return a, nil
	}
	if err := g.eval(pos); err != nil {
		return a, err
	}
	var moves []CustomMove
	for i := range g.succs {
		parts := g.succParts(i)
		id, err := gr.s.internPos(parts[0])
		if err != nil {
			return a, err
		}
		if gr.out[id] == oracle.P {
			moves = append(moves, CustomMove{To: parts, Position: parts, Gain: g.succs[i].gain})
		}
	}
	a.Winning, err = g.labelMoves(pos, moves)
	return a, err
}

// explore expands every node reachable from root; grown says whether any
// node was new.
func (g *CustomGame) explore(root int32) (bool, error) {
	gr := g.graph
	grow := func(n int) {
		for len(gr.expanded) < n {
			gr.expanded = append(gr.expanded, false)
			gr.succ = append(gr.succ, nil)
			gr.out = append(gr.out, oracle.P)
			gr.known = append(gr.known, false)
		}
	}
	size := func() int { return len(gr.s.state) } // dense: every node; else the interned ones
	grow(size())
	queue := []int32{root}
	grown := false
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		if gr.expanded[u] {
			continue
		}
		gr.expanded[u] = true
		grown = true
		if gr.s.dense {
			if gr.s.count++; gr.s.count > gr.s.max {
				return true, gr.s.tooMany()
			}
		}
		p := gr.s.posOf(u)
		if err := g.eval(p); err != nil {
			return true, err
		}
		kids := make([]int32, 0, len(g.succs))
		for _, sc := range g.succs {
			if sc.n != 1 {
				return true, g.c.moves.errAt(formatPos(p, g.c.list), "a move splits the position, which a loopy game may not do")
			}
			n := int(g.plens[sc.first])
			id, err := gr.s.internPos(g.parts[sc.off : int(sc.off)+n])
			if err != nil {
				return true, err
			}
			kids = append(kids, id)
		}
		grow(size())
		gr.succ[u] = kids
		for _, k := range kids {
			if !gr.expanded[k] {
				queue = append(queue, k)
			}
		}
	}
	return grown, nil
}

// retrograde resolves every expanded node's outcome. It looks at stop
// every retrogradeLook steps (10^7 nodes take seconds); when stop gives
// an error, the analysis ends there, stale, and returns it.
func (gr *customGraph) retrograde(play oracle.Play, stop func() error) error {
	gr.stale = true
	steps := 0
	look := func() error {
		if steps++; steps%retrogradeLook != 0 {
			return nil
		}
		return stop()
	}
	n := len(gr.succ)
	left := make([]int32, n) // successors not yet known to be won for the mover there
	preds := make([][]int32, n)
	var queue []int32
	for u := range n {
		if err := look(); err != nil {
			return err
		}
		gr.known[u] = false
		if !gr.expanded[u] {
			continue
		}
		left[u] = int32(len(gr.succ[u]))
		for _, k := range gr.succ[u] {
			preds[k] = append(preds[k], int32(u))
		}
		if len(gr.succ[u]) == 0 {
			gr.known[u] = true
			gr.out[u] = oracle.P
			if play == oracle.Misere {
				gr.out[u] = oracle.N
			}
			queue = append(queue, int32(u))
		}
	}
	for len(queue) > 0 {
		if err := look(); err != nil {
			return err
		}
		u := queue[0]
		queue = queue[1:]
		for _, w := range preds[u] {
			if gr.known[w] {
				continue
			}
			if gr.out[u] == oracle.P {
				gr.known[w], gr.out[w] = true, oracle.N
				queue = append(queue, w)
				continue
			}
			if left[w]--; left[w] == 0 {
				gr.known[w], gr.out[w] = true, oracle.P
				queue = append(queue, w)
			}
		}
	}
	for u := range n {
		if gr.expanded[u] && !gr.known[u] {
			gr.out[u] = oracle.D
		}
	}
	gr.stale = false
	return nil
}

// retrogradeLook is how many steps (nodes, or nodes taken off the queue)
// the retrograde analysis makes between two looks at the context.
const retrogradeLook = 1 << 16
