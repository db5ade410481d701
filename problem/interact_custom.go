package problem

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// customMoves is a custom game ([game] name = "custom", impartial) as a
// MoveGame for [interact]: a move is the numbers the file's write
// expression gives for it (the position after, a heap and an amount, ...),
// matched against every legal move of the position; the oracle's search
// judges each. A position is its components, flattened (see flatComps).
type customMoves struct {
	f      *fileProblem
	x      *caseCtx
	g      *custom.CustomGame
	write  *judge.WrittenAnswer // its write expression
	width  int
	misere bool

	mu     sync.Mutex
	labels map[string]string // a move's numbers → its label, as last listed
}

var _ judge.MoveGame = (*customMoves)(nil)

// customMoveGame is the MoveGame of case c and its starting position.
func (f *fileProblem) customMoveGame(w *judge.WrittenAnswer, c format.Case) (judge.MoveGame, []int64, error) {
	x := &caseCtx{f: f, c: c}
	fields := x.fieldEnv()
	comps, _, err := f.custom.Position(fields)
	if err != nil {
		return nil, nil, err
	}
	g, err := f.custom.Game(fields)
	if err != nil {
		return nil, nil, err
	}
	if k := g.Custom().Spec().Kind; k != custom.Impartial {
		return nil, nil, fmt.Errorf("[interact] with a custom game needs kind = \"impartial\", not %s", k)
	}
	m := &customMoves{f: f, x: x, g: g, write: w, misere: g.Custom().Spec().Play == oracle.Misere, labels: map[string]string{}}
	pos := flatComps(comps)
	ms, err := m.legal(pos)
	if err != nil {
		return nil, nil, err
	}
	m.width = 1
	if len(ms) > 0 {
		m.width = len(ms[0].mv)
	}
	return m, pos, nil
}

// flatComps writes components as one list: the count, then each one's
// length and numbers.
func flatComps(comps [][]int64) []int64 {
	out := []int64{int64(len(comps))}
	for _, q := range comps {
		out = append(out, int64(len(q)))
		out = append(out, q...)
	}
	return out
}

func unflatComps(pos []int64) [][]int64 {
	n := int(pos[0])
	out := make([][]int64, 0, n)
	at := 1
	for range n {
		k := int(pos[at])
		out = append(out, pos[at+1:at+1+k])
		at += 1 + k
	}
	return out
}

// aMove is a legal move: its numbers as written, and the position after.
type aMove struct {
	mv    []int64
	after []int64
	label string
}

// moves writes the oracle's moves (their records) as numbers.
func (m *customMoves) moves(comps [][]int64, ms []custom.CustomMove) ([]aMove, error) {
	if len(ms) == 0 {
		return nil, nil
	}
	recs := moveRecords(m.f.custom.OutputValues(custom.CustomAnswer{Winning: ms}, comps, len(comps) > 1)["moves"])
	j := &judge.Judged{Env: withFields(map[string]any{}, m.x.fieldEnv())}
	out := make([]aMove, len(ms))
	for i, r := range recs {
		text, err := m.write.Text(j, r)
		if err != nil {
			return nil, err
		}
		for _, tok := range strings.Fields(text) {
			v, err := strconv.ParseInt(tok, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("[interact] write gave %q for a move: an interactive move is numbers", text)
			}
			out[i].mv = append(out[i].mv, v)
		}
		if len(out[i].mv) != len(out[0].mv) {
			return nil, fmt.Errorf("[interact] write gave %q and %q: every move must be as many numbers", format.JoinInts(out[0].mv), text)
		}
		out[i].after, out[i].label = flatComps(ms[i].Position), ms[i].Label
	}
	return out, nil
}

// legal is every legal move from pos.
func (m *customMoves) legal(pos []int64) ([]aMove, error) {
	comps := unflatComps(pos)
	ms, err := m.g.Moves(comps)
	if err != nil {
		return nil, err
	}
	out, err := m.moves(comps, ms)
	m.mu.Lock()
	for _, a := range out {
		m.labels[format.JoinInts(a.mv)] = a.label
	}
	m.mu.Unlock()
	return out, err
}

func (m *customMoves) solve(pos []int64) (custom.CustomAnswer, [][]int64, error) {
	comps := unflatComps(pos)
	a, err := m.g.SolveSum(comps)
	return a, comps, err
}

func (m *customMoves) Width() int { return m.width }

func (m *customMoves) Apply(pos, mv []int64) ([]int64, error) {
	ms, err := m.legal(pos)
	if err != nil {
		return nil, err
	}
	for _, a := range ms {
		if format.JoinInts(a.mv) == format.JoinInts(mv) {
			return a.after, nil
		}
	}
	return nil, judge.Illegal(mv, "%s is not a move from %s (%d legal moves)", format.JoinInts(mv), m.Show(pos), len(ms))
}

// Grundy is the oracle's Grundy value; under misere play 0 for a lost
// position and 1 for a won one (the jury needs only which).
func (m *customMoves) Grundy(pos []int64) (int, error) {
	a, _, err := m.solve(pos)
	if err != nil {
		return 0, err
	}
	if m.misere || a.Grundy < 0 {
		if a.Outcome == oracle.N {
			return 1, nil
		}
		return 0, nil
	}
	return a.Grundy, nil
}

func (m *customMoves) Winning(pos []int64) ([][]int64, error) {
	a, comps, err := m.solve(pos)
	if err != nil {
		return nil, err
	}
	ws, err := m.moves(comps, a.Winning)
	if err != nil {
		return nil, err
	}
	out := make([][]int64, len(ws))
	for i, w := range ws {
		out[i] = w.mv
	}
	return out, nil
}

// Some: the first legal move (in the order of the moves expression), then
// random ones.
func (m *customMoves) Some(pos []int64, rng *rand.Rand, n int) [][]int64 {
	ms, err := m.legal(pos)
	if err != nil || len(ms) == 0 {
		return nil
	}
	out := [][]int64{ms[0].mv}
	for len(out) < n {
		out = append(out, ms[rng.IntN(len(ms))].mv)
	}
	return out
}

func (m *customMoves) Describe(mv []int64) string {
	m.mu.Lock()
	l := m.labels[format.JoinInts(mv)]
	m.mu.Unlock()
	if l == "" {
		return "the move " + format.JoinInts(mv)
	}
	return fmt.Sprintf("the move %s (%s)", format.JoinInts(mv), l)
}

func (m *customMoves) Show(pos []int64) string {
	comps := unflatComps(pos)
	parts := make([]string, len(comps))
	for i, q := range comps {
		parts[i] = m.g.Custom().FormatPosition(q)
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " + ")
}

func (*customMoves) Size(mv []int64) int64 { return 0 }
