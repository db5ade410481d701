package problem

import (
	"fmt"
	"strings"

	"github.com/expr-lang/expr/vm"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gamedef"
	"github.com/gamestress/gamestress/problem/judge"
)

// maxListedMoves bounds the legal moves listed for a catalogue heap game
// (Nim heaps of 10^7), shared by the heaps (each lists at least its 1000
// least takes): a wrong move past them is "not a winning move".
const maxListedMoves = 20_000

// compileWrittenAnswer binds an [answer] with write or accept to the
// file's [game]: a custom game through its moves, a catalogue heap game
// through HeapMoves.
func (f *fileProblem) compileWrittenAnswer(p *Problem, t *judge.AnswerTable, fail func(table, key, format string, a ...any) error) error {
	switch {
	case t.Move != "":
		return fail("answer", "move", "move %q and write/accept: give one (move for the notations %s, write for any game)", t.Move, strings.Join(judge.MoveNotations(), ", "))
	case t.Count:
		return fail("answer", "count", "count is for move = \"heap take\" / \"cards x y\"")
	case t.Accept == "" && t.Lose == "":
		return fail("answer", "lose", "missing key answer.lose: the answer of a lost position (e.g. lose = \"-1\")")
	case t.Accept == "" && (t.Reason != "" || t.Lines != 0):
		return fail("answer", "accept", "reason and lines are for accept")
	case t.Lines < 0:
		return fail("answer", "lines", "lines = %d: want at least 1", t.Lines)
	}
	w := &judge.WrittenAnswer{Win: strings.Fields(t.Win), Lose: strings.Fields(t.Lose), Stuck: strings.Fields(t.Stuck), Lines: max(t.Lines, 1)}
	for _, k := range []struct {
		key, src string
		prog     **vm.Program
	}{{"write", t.Write, &w.Write}, {"accept", t.Accept, &w.Accept}, {"reason", t.Reason, &w.Reason}} {
		if k.src == "" {
			continue
		}
		prog, err := judge.CompileWritten(k.src)
		if err != nil {
			return fail("answer", k.key, "%s = %q: %v", k.key, k.src, format.OneLine(err))
		}
		*k.prog = prog
	}
	w.NeedLegal = strings.Contains(t.Accept, "legal") || strings.Contains(t.Reason, "legal")
	if f.custom != nil {
		w.Judge = f.customJudged
	} else {
		if f.bind == nil || f.bind.position == nil {
			return fail("game", "", "missing key game.position: a move is judged on the case's position")
		}
		if !isHeapGame(f.bind.name) && f.bind.name != "nim" {
			return fail("answer", "write", "write needs the moves of the game: a catalogue heap game (nim, bash, subtraction, ...) or a custom game, not %q (declare it with name = \"custom\")", f.bind.name)
		}
		w.Judge = f.heapJudged
	}
	p.spec.Written, p.spec.answer = w, w.Example
	return nil
}

// customJudged answers a case of a custom game: its outcome, its winning
// moves and (when asked) every legal move, as [output]'s move records.
func (f *fileProblem) customJudged(c format.Case) (*judge.Judged, error) {
	x := &caseCtx{f: f, c: c}
	fields := x.fieldEnv()
	comps, sum, err := f.custom.Position(fields)
	if err != nil {
		return nil, err
	}
	g, err := f.custom.Game(fields)
	if err != nil {
		return nil, err
	}
	var a custom.CustomAnswer
	if sum {
		a, err = g.SolveSum(comps)
	} else {
		a, err = g.Solve(comps[0])
	}
	if err != nil {
		return nil, err
	}
	env := f.custom.OutputValues(a, comps, sum)
	j := &judge.Judged{Env: withFields(env, fields), Won: a.Outcome == oracle.N, Winning: moveRecords(env["moves"])}
	parts := make([]string, len(comps))
	for i, q := range comps {
		parts[i] = g.Custom().FormatPosition(q)
	}
	j.Show = strings.Join(parts, " + ")
	j.Legal = func() ([]map[string]any, error) {
		ms, err := g.Moves(comps)
		if err != nil {
			return nil, err
		}
		return moveRecords(f.custom.OutputValues(custom.CustomAnswer{Winning: ms}, comps, sum)["moves"]), nil
	}
	return j, nil
}

// heapJudged answers a case of a catalogue heap game under normal play.
func (f *fileProblem) heapJudged(c format.Case) (*judge.Judged, error) {
	x := &caseCtx{f: f, c: c}
	b := f.bind
	if b.play != oracle.Normal || b.name == "misere-bash" {
		return nil, fmt.Errorf("write with a catalogue game is for normal play (declare a misère game as custom)")
	}
	params, err := b.paramsOf(x)
	if err != nil {
		return nil, err
	}
	pos, err := b.position.ints(x)
	if err != nil {
		return nil, err
	}
	mg, pos, err := judge.MoveGameOf("heap take", 1, b.name, params, pos)
	if err != nil {
		return nil, err
	}
	hm := mg.(judge.HeapMoves)
	gr, err := hm.Grundy(pos)
	if err != nil {
		return nil, err
	}
	wins, err := hm.Winning(pos)
	if err != nil {
		return nil, err
	}
	j := &judge.Judged{Won: gr != 0, Show: hm.Show(pos)}
	for _, mv := range wins {
		j.Winning = append(j.Winning, heapRecord(hm, pos, mv))
	}
	env := map[string]any{"win": gr != 0, "lose": gr == 0, "draw": false, "outcome": outcomeWord(gr != 0),
		"grundy": gr, "value": 0, "moves": judge.ToAnyList(j.Winning), "count": len(j.Winning)}
	j.Env = withFields(env, x.fieldEnv())
	j.Legal = func() ([]map[string]any, error) {
		var out []map[string]any
		per := max(1000, maxListedMoves/max(len(pos), 1)) // every heap's least takes
		for i, v := range pos {
			takes := heapTakes(hm, v)
			if len(takes) > per {
				takes, j.Capped = takes[:per], true
			}
			for _, k := range takes {
				out = append(out, heapRecord(hm, pos, []int64{int64(i) + 1, k}))
			}
		}
		return out, nil
	}
	return j, nil
}

// heapTakes lists the legal amounts from a heap of v, least first.
func heapTakes(h judge.HeapMoves, v int64) []int64 {
	if h.Rule != nil {
		return h.Takes(v)
	}
	out := make([]int64, 0, min(v, maxListedMoves))
	for k := int64(1); k <= v && k <= maxListedMoves; k++ {
		out = append(out, k)
	}
	return out
}

func heapRecord(h judge.HeapMoves, pos, mv []int64) map[string]any {
	i := mv[0] - 1
	after := append([]int64(nil), pos...)
	after[i] -= mv[1]
	return map[string]any{"label": h.Describe(mv), "heap": int(mv[0]), "from": int(pos[i]), "to": int(after[i]),
		"take": int(mv[1]), "pos": gamedef.IntsOf(after)}
}

func outcomeWord(win bool) string {
	if win {
		return "N"
	}
	return "P"
}

// withFields adds the case's fields to env (the oracle's names win).
func withFields(env, fields map[string]any) map[string]any {
	for k, v := range fields {
		if _, ok := env[k]; !ok {
			env[k] = v
		}
	}
	return env
}

func moveRecords(v any) []map[string]any {
	l, _ := v.([]any)
	out := make([]map[string]any, 0, len(l))
	for _, e := range l {
		if r, ok := e.(map[string]any); ok {
			out = append(out, r)
		}
	}
	return out
}

// compileCustomInteract binds an [interact] to a custom game: the oracle
// is the jury, a move is written by write (numbers).
func (f *fileProblem) compileCustomInteract(p *Problem, spec *fileSpec, fail func(table, key, format string, a ...any) error) error {
	t := spec.Interact
	switch {
	case f.custom == nil:
		return fail("interact", "write", "write is for a custom game ([game] name = \"custom\"); a catalogue game takes move = %q", judge.MoveNotations()[0])
	case t.Move != "":
		return fail("interact", "move", "move %q: a custom game's moves are written by write (e.g. write = \"to\")", t.Move)
	case t.Write == "":
		return fail("interact", "", "missing key interact.write: how a move is written, an expression over the move (to, take, heap, label, pos), e.g. write = \"to\"")
	}
	prog, err := judge.CompileWritten(t.Write)
	if err != nil {
		return fail("interact", "write", "write = %q: %v", t.Write, format.OneLine(err))
	}
	proto, err := (&judge.InteractTable{Move: judge.MoveNotations()[0], First: t.First, Second: t.Second,
		JuryNoMove: t.JuryNoMove, ProgramNoMove: t.ProgramNoMove}).Protocol(nil)
	if err != nil {
		return fail("interact", "", "%v", err)
	}
	w := &judge.WrittenAnswer{Write: prog}
	proto.Game = func(c format.Case) (judge.MoveGame, []int64, error) { return f.customMoveGame(w, c) }
	p.spec.Interact, p.spec.answer, p.spec.proofTries = proto, judge.SideAnswer(proto), judge.InteractProofTries
	p.SampleOut = t.Sample
	if len(spec.Sample) > 0 {
		p.SampleIn = spec.Sample[0].In
	}
	if err := p.CheckSample(); err != nil {
		return fail("interact", "sample", "%v", err)
	}
	return nil
}
