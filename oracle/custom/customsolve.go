package custom

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/oracle"
)

// CustomMove is one move of a custom game's answer.
type CustomMove struct {
	Label string
	// Component is the index of the component moved (0 for one position).
	Component int
	// To is what the moved component became: one position, several (a
	// split), or none (a split into nothing).
	To [][]int64
	// Position is the whole position after the move: the other components
	// in their order, the moved one replaced by To.
	Position [][]int64
	// Gain is the move's gain (score games).
	Gain int64
}

// CustomAnswer is the oracle's answer for a position of a custom game.
type CustomAnswer struct {
	// Outcome for the player to move: N (wins), P (loses), D (a loopy
	// game's draw). Score games: N when Value > 0, P when < 0, D when 0.
	Outcome oracle.Outcome
	// Grundy value: impartial games under normal play; -1 otherwise.
	Grundy int
	// Value is a score game's value: the mover's best margin (gains minus
	// the opponent's gains) under best play.
	Value int64
	// Winning lists every winning move (to a P position; in a sum, by the
	// Sprague–Grundy rule); for a score game every move achieving Value.
	Winning []CustomMove
	Tier    oracle.Tier
}

// Solve answers one position.
func (g *CustomGame) Solve(pos []int64) (CustomAnswer, error) {
	return g.SolveContext(nil, pos)
}

// SolveContext is Solve stopped when ctx is done (nil: never): the error
// then wraps ctx.Err(), and what was searched to the end stays memoized.
func (g *CustomGame) SolveContext(ctx context.Context, pos []int64) (CustomAnswer, error) {
	return g.solve(ctx, pos, true)
}

// ValueContext is SolveContext without the winning moves (Winning is
// nil): the outcome, Grundy value and value of pos, when the moves are
// not wanted (listing and labelling them costs a position's evaluation).
func (g *CustomGame) ValueContext(ctx context.Context, pos []int64) (CustomAnswer, error) {
	a, err := g.solve(ctx, pos, false)
	a.Winning = nil
	return a, err
}

func (g *CustomGame) solve(ctx context.Context, pos []int64, moves bool) (CustomAnswer, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.ctx = ctx
	defer func() { g.ctx = nil }()
	if err := g.checkPos(pos); err != nil {
		return CustomAnswer{}, err
	}
	spec := g.c.spec
	switch {
	case spec.Kind == Loopy:
		return g.solveLoopy(pos)
	case g.maxTake > 0:
		return g.solveHeap(pos[0])
	}
	v, err := g.singleValue(pos)
	if errors.Is(err, errNeedWhole) {
		return g.solveWhole([][]int64{pos}, moves)
	}
	if err != nil {
		return CustomAnswer{}, err
	}
	a := g.answerOf(v, oracle.TierSearch)
	if moves && (a.Outcome == oracle.N || spec.Kind == Score) {
		a.Winning, err = g.singleWinning(pos, v)
	}
	return a, err
}

// answerOf is the answer for a value of the single search.
func (g *CustomGame) answerOf(v int64, tier oracle.Tier) CustomAnswer {
	spec := g.c.spec
	a := CustomAnswer{Grundy: -1, Tier: tier}
	switch {
	case spec.Kind == Score:
		a.Value = v
		switch {
		case v > 0:
			a.Outcome = oracle.N
		case v < 0:
			a.Outcome = oracle.P
		default:
			a.Outcome = oracle.D
		}
	case spec.Kind == Impartial && spec.Play == oracle.Normal:
		a.Grundy = int(v)
		a.Outcome = oracle.OutcomeOfGrundy(int32(min(v, 1)))
	default:
		a.Outcome = oracle.Outcome(v)
	}
	return a
}

// singleWinning lists the winning (score: optimal) moves from pos, whose
// successors are all searched.
func (g *CustomGame) singleWinning(pos []int64, v int64) ([]CustomMove, error) {
	if err := g.eval(pos); err != nil {
		return nil, err
	}
	var out []CustomMove
	for i, sc := range g.succs {
		x := int64(0)
		off := int(sc.off)
		for j := range int(sc.n) {
			n := int(g.plens[int(sc.first)+j])
			id, err := g.single.internPos(g.parts[off : off+n])
			if err != nil {
				return nil, err
			}
			off += n
			x ^= g.single.vals[id]
		}
		spec := g.c.spec
		win := false
		switch {
		case spec.Kind == Score:
			win = sc.gain-x == v
		case spec.Kind == Impartial && spec.Play == oracle.Normal:
			win = x == 0
		default:
			win = x == int64(oracle.P)
		}
		if win {
			parts := g.succParts(i)
			out = append(out, CustomMove{Component: 0, To: parts, Position: parts, Gain: sc.gain})
		}
	}
	return g.labelMoves(pos, out)
}

// labelMoves labels moves from pos (re-evaluating its successors, whose
// labels are in g.succs in the same order as the moves were found).
func (g *CustomGame) labelMoves(pos []int64, moves []CustomMove) ([]CustomMove, error) {
	if len(moves) == 0 {
		return nil, nil
	}
	if err := g.evalLabelled(pos); err != nil {
		return nil, err
	}
	// match moves to successors by their parts, in order
	j := 0
	for i := range g.succs {
		if j == len(moves) {
			break
		}
		if !g.succIs(i, moves[j].To) || g.succs[i].gain != moves[j].Gain {
			continue
		}
		l, err := g.labelOf(pos, i, moves[j].To)
		if err != nil {
			return nil, err
		}
		moves[j].Label = l
		j++
	}
	return moves, nil
}

// evalLabelled evaluates the successors of pos with their own labels:
// by expr-lang when the moves give labels (the fast path computes none),
// else as the search does (not again when g.succs are pos's already).
func (g *CustomGame) evalLabelled(pos []int64) error {
	switch {
	case g.fast == nil || g.fast.p.labels:
		return g.evalExpr(pos)
	case g.lastOK && slices.Equal(g.last, pos):
		return nil
	}
	return g.eval(pos)
}

// succIs says whether successor i's components are parts (no copy).
func (g *CustomGame) succIs(i int, parts [][]int64) bool {
	sc := g.succs[i]
	if int(sc.n) != len(parts) {
		return false
	}
	off := int(sc.off)
	for j, q := range parts {
		n := int(g.plens[int(sc.first)+j])
		if n != len(q) {
			return false
		}
		for k, v := range g.parts[off : off+n] {
			if q[k] != v {
				return false
			}
		}
		off += n
	}
	return true
}

// labelOf prints successor i of pos: its own label, else the label
// expression, else "→ position".
func (g *CustomGame) labelOf(pos []int64, i int, parts [][]int64) (string, error) {
	sc := g.succs[i]
	if sc.label != nil {
		return fmt.Sprint(sc.label), nil
	}
	if g.c.label == nil {
		return "→ " + g.formatParts(parts, sc.split), nil
	}
	g.setPos(pos)
	to := []int{}
	if len(parts) == 1 {
		to = intList(parts[0])
	}
	split := make([][]int, len(parts))
	for k, q := range parts {
		split[k] = intList(q)
	}
	oldTo, hadTo := g.env["to"]
	oldSplit, hadSplit := g.env["split"]
	g.env["to"], g.env["split"] = to, split
	out, err := g.c.label.run(&g.m, g.env)
	delete(g.env, "to")
	delete(g.env, "split")
	if hadTo { // a field of the same name, hidden while labelling
		g.env["to"] = oldTo
	}
	if hadSplit {
		g.env["split"] = oldSplit
	}
	if err != nil {
		return "", g.c.label.errAt(formatPos(pos, g.c.list), "%v", err)
	}
	return fmt.Sprint(out), nil
}

func intList(p []int64) []int {
	out := make([]int, len(p))
	for i, v := range p {
		out[i] = int(v)
	}
	return out
}

// formatParts prints a successor's components: "7", "3 + 4", "nothing".
func (g *CustomGame) formatParts(parts [][]int64, split bool) string {
	if len(parts) == 0 {
		return "nothing"
	}
	s := make([]string, len(parts))
	for i, q := range parts {
		s[i] = formatPos(q, g.c.list)
	}
	return strings.Join(s, " + ")
}

// SolveSum answers a position made of independent components: under
// normal play (impartial) by the Sprague–Grundy theorem over the
// components' Grundy values; under misère play by searching the whole
// position (equal components never cancel). Partisan, score and loopy
// games have no sums here.
func (g *CustomGame) SolveSum(comps [][]int64) (CustomAnswer, error) {
	return g.SolveSumContext(nil, comps)
}

// SolveSumContext is SolveSum stopped when ctx is done (nil: never): the
// error then wraps ctx.Err().
func (g *CustomGame) SolveSumContext(ctx context.Context, comps [][]int64) (CustomAnswer, error) {
	return g.solveSum(ctx, comps, true)
}

// ValueSumContext is SolveSumContext without the winning moves (Winning
// is nil): the outcome and Grundy value of the sum, when the moves are
// not wanted (each winning move of a sum carries the whole position
// after it: of 10^6 components, 10^6 numbers a move).
func (g *CustomGame) ValueSumContext(ctx context.Context, comps [][]int64) (CustomAnswer, error) {
	a, err := g.solveSum(ctx, comps, false)
	a.Winning = nil
	return a, err
}

func (g *CustomGame) solveSum(ctx context.Context, comps [][]int64, moves bool) (CustomAnswer, error) {
	spec := g.c.spec
	if spec.Kind != Impartial {
		return CustomAnswer{}, fmt.Errorf("%w: custom game %s: sums of %s games are not supported (only impartial)", oracle.ErrBadGame, spec.Name, spec.Kind)
	}
	if len(comps) == 1 {
		return g.solve(ctx, comps[0], moves)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.ctx = ctx
	defer func() { g.ctx = nil }()
	for _, p := range comps {
		if err := g.checkPos(p); err != nil {
			return CustomAnswer{}, err
		}
	}
	if spec.Play == oracle.Misere {
		return g.solveWhole(comps, moves)
	}
	return g.solveSG(comps, moves)
}

// grundyOf is one component's Grundy value and tier (normal play).
func (g *CustomGame) grundyOf(p []int64) (int64, oracle.Tier, error) {
	if g.maxTake > 0 {
		v, tier, err := g.heapValue(p[0])
		return int64(v), tier, err
	}
	v, err := g.singleValue(p)
	return v, oracle.TierSearch, err
}

// solveSG answers a sum under normal play by the Sprague–Grundy theorem.
// Equal components share their work: each distinct component is valued
// once, and its winning moves (to the value that makes the XOR zero: the
// same for every copy) listed, valued and labelled once, however many
// times it occurs (Codeforces 768E: 10^6 piles of at most 60 sizes cost
// 60 searches and 60 lookups of a value, not 10^6).
func (g *CustomGame) solveSG(comps [][]int64, moves bool) (CustomAnswer, error) {
	of, distinct := groupComps(comps)
	vals := make([]int64, len(distinct))
	for d, p := range distinct {
		v, _, err := g.grundyOf(p)
		if err != nil {
			return CustomAnswer{}, err
		}
		vals[d] = v
	}
	x := int64(0)
	for _, d := range of {
		x ^= vals[d]
	}
	a := CustomAnswer{Outcome: oracle.OutcomeOfGrundy(int32(min(x, 1))), Grundy: int(x), Tier: oracle.TierSum}
	if x == 0 || !moves {
		return a, nil
	}
	wins := make([][]CustomMove, len(distinct)) // a distinct component's winning moves, labelled
	done := make([]bool, len(distinct))
	for i, d := range of {
		if !done[d] {
			ms, err := g.componentWinning(distinct[d], vals[d]^x)
			if err != nil {
				return a, err
			}
			wins[d], done[d] = ms, true
		}
		for _, m := range wins[d] {
			m.Component = i
			m.Position = replaceComp(comps, i, m.To)
			m.Label = "#" + strconv.Itoa(i+1) + " " + formatPos(comps[i], g.c.list) + ": " + m.Label
			a.Winning = append(a.Winning, m)
		}
	}
	return a, nil
}

// componentWinning lists the moves of component p to a value of want
// (its parts' XOR), labelled as moves of p alone.
func (g *CustomGame) componentWinning(p []int64, want int64) ([]CustomMove, error) {
	if err := g.eval(p); err != nil {
		return nil, err
	}
	var found []CustomMove
	for j := range g.succs {
		found = append(found, CustomMove{To: g.succParts(j), Gain: g.succs[j].gain})
	}
	var out []CustomMove
	for _, m := range found {
		y := int64(0)
		for _, q := range m.To {
			v, _, err := g.grundyOf(q)
			if err != nil {
				return nil, err
			}
			y ^= v
		}
		if y == want {
			out = append(out, m)
		}
	}
	return g.labelMoves(p, out)
}

// groupComps numbers the distinct components of comps in order of first
// appearance: of[i] is comps[i]'s number, distinct[d] the component d.
func groupComps(comps [][]int64) (of []int32, distinct [][]int64) {
	type key struct {
		n    int
		a    [3]int64
		rest string // more than 3 numbers: all of them
	}
	seen := make(map[key]int32)
	of = make([]int32, len(comps))
	for i, p := range comps {
		k := key{n: len(p)}
		if len(p) <= len(k.a) {
			copy(k.a[:], p)
		} else {
			k.rest = packPos(p)
		}
		d, ok := seen[k]
		if !ok {
			d = int32(len(distinct))
			seen[k] = d
			distinct = append(distinct, p)
		}
		of[i] = d
	}
	return of, distinct
}

// labelSumMoves labels the winning moves of a sum, component by component
// (the moves come in the order of their components).
func (g *CustomGame) labelSumMoves(comps [][]int64, a CustomAnswer) (CustomAnswer, error) {
	for lo := 0; lo < len(a.Winning); {
		i := a.Winning[lo].Component
		hi := lo + 1
		for hi < len(a.Winning) && a.Winning[hi].Component == i {
			hi++
		}
		ms, err := g.labelMoves(comps[i], slices.Clone(a.Winning[lo:hi]))
		if err != nil {
			return a, err
		}
		for k, m := range ms {
			a.Winning[lo+k].Label = m.Label
			if len(comps) > 1 {
				a.Winning[lo+k].Label = "#" + strconv.Itoa(i+1) + " " + formatPos(comps[i], g.c.list) + ": " + m.Label
			}
		}
		lo = hi
	}
	return a, nil
}

func replaceComp(comps [][]int64, i int, with [][]int64) [][]int64 {
	out := make([][]int64, 0, len(comps)-1+len(with))
	out = append(out, comps[:i]...)
	out = append(out, with...)
	return append(out, comps[i+1:]...)
}

// solveWhole searches the multiset of comps as one position.
func (g *CustomGame) solveWhole(comps [][]int64, moves bool) (CustomAnswer, error) {
	if g.whole == nil {
		g.whole = newCustomSearch(g, true)
	}
	s := g.whole
	keys := make([]string, len(comps))
	for i, p := range comps {
		keys[i] = packPos(p)
	}
	k, err := s.wholeKey(keys)
	if err != nil {
		return CustomAnswer{}, err
	}
	id, err := s.internKey(k)
	if err != nil {
		return CustomAnswer{}, err
	}
	v, err := s.value(id)
	if err != nil {
		return CustomAnswer{}, err
	}
	a := g.answerOf(v, oracle.TierSearch)
	if g.c.spec.Play == oracle.Normal {
		a.Grundy, a.Outcome = int(v), oracle.OutcomeOfGrundy(int32(min(v, 1)))
	}
	if a.Outcome != oracle.N || !moves {
		return a, nil
	}
	for i, p := range comps {
		if err := g.eval(p); err != nil {
			return a, err
		}
		var found []CustomMove
		for j := range g.succs {
			found = append(found, CustomMove{Component: i, To: g.succParts(j)})
		}
		for _, m := range found {
			rest := make([]string, 0, len(keys)-1+len(m.To))
			rest = append(append(rest, keys[:i]...), keys[i+1:]...)
			for _, q := range m.To {
				rest = append(rest, packPos(q))
			}
			ck, err := s.wholeKey(rest)
			if err != nil {
				return a, err
			}
			cid, err := s.internKey(ck)
			if err != nil {
				return a, err
			}
			cv := s.vals[cid]
			if (g.c.spec.Play == oracle.Normal && cv == 0) || (g.c.spec.Play == oracle.Misere && cv == int64(oracle.P)) {
				m.Position = replaceComp(comps, i, m.To)
				a.Winning = append(a.Winning, m)
			}
		}
	}
	return g.labelSumMoves(comps, a)
}
