package custom

import "fmt"

// Moves lists every legal move from a position made of comps (one
// component: a single position), in the order the moves expression gives
// them, component by component, each labelled as in Winning (Component,
// To, Position, Gain, Label). It evaluates the moves only: no search. A
// special judge uses it to tell a losing move from something that is no
// move at all.
func (g *CustomGame) Moves(comps [][]int64) ([]CustomMove, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []CustomMove
	for i, p := range comps {
		if err := g.checkPos(p); err != nil {
			return nil, err
		}
		if err := g.evalLabelled(p); err != nil {
			return nil, err
		}
		first := len(out)
		for j := range g.succs {
			parts := g.succParts(j)
			out = append(out, CustomMove{Component: i, To: parts, Position: replaceComp(comps, i, parts), Gain: g.succs[j].gain})
		}
		for j := first; j < len(out); j++ {
			l, err := g.labelOf(p, j-first, out[j].To)
			if err != nil {
				return nil, fmt.Errorf("label: %w", err)
			}
			out[j].Label = l
		}
	}
	return out, nil
}
