package custom

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/expr-lang/expr/vm"
	"github.com/gamestress/gamestress/oracle"
)

// cancelWork is how many successors (and elements of ranges) a custom
// game's search makes between two looks at most, where its positions have
// many moves.
const cancelWork = 1 << 16

// exprWorkUnit is the time of expr-lang's evaluation that counts as one
// unit of work (about one step of its VM): cancelWork of them are about a
// millisecond.
const exprWorkUnit = 16 * time.Nanosecond

// CustomCase is what one case brings to a compiled custom game.
type CustomCase struct {
	// Data are the case's read-only fields (the same names and types as
	// at CompileCustom).
	Data map[string]any
	// Bounds, if not nil, replace the spec's bounds (evaluated for this case).
	Bounds []CustomBound
	// MaxTake, if positive, replaces the spec's MaxTake.
	MaxTake int64
}

// CustomGame is a custom game bound to one case's data, with the memo of
// its search. Its methods are safe for concurrent use (one search at a
// time: a mutex).
type CustomGame struct {
	mu       sync.Mutex
	c        *Custom
	bounds   []bound // per state variable (a list state: one, for every element)
	maxTake  int64
	env      map[string]any
	m        vm.VM
	fast     *fastEnv        // the moves' fast path (nil: expr-lang only)
	ctx      context.Context // the running call's (nil: never stopped)
	evals    int             // positions evaluated (for the look at ctx)
	work     int64           // successors and range elements made since the last look
	nMoves   int64           // successors evaluated by the fast path
	allMoves int64           // successors evaluated, either way (Cost)
	last     []int64         // the position g.succs are of, from the fast path
	lastOK   bool            // last is valid

	// successors of the last evaluation (see eval)
	succs []customSucc
	parts []int64 // the components' integers, concatenated
	plens []int32 // each component's length

	single *customSearch // memo of single positions
	whole  *customSearch // memo of multisets (misère sums and splits)
	table  *customTable  // max_take: the heap table and its period
	graph  *customGraph  // loopy: the reachable graph

	noGuess bool // a search left the guessed box: no box is guessed again
}

type bound struct {
	lo, hi int64
	set    bool
	guess  bool // guessed, not declared (customguess.go): a position outside it is no error
}

// customSucc is one successor: components parts[first:first+n] (by
// plens), a gain, a label value (nil: none given).
type customSucc struct {
	first, n int32 // component indices into plens
	off      int32 // offset of the first component into parts
	gain     int64
	label    any
	split    bool
}

// Bind binds c to one case's data.
func (c *Custom) Bind(cs CustomCase) (*CustomGame, error) {
	g := &CustomGame{c: c, maxTake: c.spec.MaxTake, env: c.env()}
	if cs.MaxTake > 0 {
		g.maxTake = cs.MaxTake
	}
	for k, v := range normalizeData(cs.Data) {
		if _, isState := g.env[k]; isState && !c.isData(k) {
			continue
		}
		g.env[k] = v
	}
	g.bounds = make([]bound, len(c.names))
	bs := c.spec.Bounds
	if cs.Bounds != nil {
		bs = cs.Bounds
	}
	for _, b := range bs {
		i := c.varIndex(b.Var)
		if i < 0 {
			return nil, c.badf("bound on %q, which is not a state variable", b.Var)
		}
		if b.Lo > b.Hi {
			return nil, c.badf("bound %d <= %s <= %d is empty", b.Lo, b.Var, b.Hi)
		}
		g.bounds[i] = bound{lo: b.Lo, hi: b.Hi, set: true}
	}
	if c.fast != nil && !c.spec.Interpret {
		g.fast = c.fast.newEnv(g, g.env)
	}
	return g, nil
}

func (c *Custom) isData(name string) bool { _, ok := c.dataEnv[name]; return ok }

func (c *Custom) varIndex(name string) int {
	for i, n := range c.names {
		if n == name {
			return i
		}
	}
	return -1
}

// Custom is the compiled game g is bound from.
func (g *CustomGame) Custom() *Custom { return g.c }

// setPos puts position p's variables into the environment.
func (g *CustomGame) setPos(p []int64) {
	if g.c.list {
		l := make([]int, len(p))
		for i, v := range p {
			l[i] = int(v)
		}
		g.env[g.c.names[0]] = l
		return
	}
	for i, n := range g.c.names {
		g.env[n] = int(p[i])
	}
}

// checkPos checks a position's shape and bounds (what = "position" or
// "start").
func (g *CustomGame) checkPos(p []int64) error {
	if !g.c.list && len(p) != len(g.c.names) {
		return fmt.Errorf("%w: custom game %s: position %s has %d numbers, the state has %d (%v)",
			oracle.ErrBadGame, g.c.spec.Name, formatPos(p, g.c.list), len(p), len(g.c.names), g.c.names)
	}
	for i, v := range p {
		b := g.bounds[min(i, len(g.bounds)-1)]
		if b.set && !b.guess && (v < b.lo || v > b.hi) {
			name := g.c.names[min(i, len(g.c.names)-1)]
			return fmt.Errorf("%w: custom game %s: position %s: %s = %d is outside its bounds %d..%d",
				oracle.ErrBadGame, g.c.spec.Name, formatPos(p, g.c.list), name, v, b.lo, b.hi)
		}
	}
	return nil
}

// eval evaluates the moves of p into g.succs, g.parts, g.plens.
func (g *CustomGame) eval(p []int64) error {
	g.succs, g.parts, g.plens = g.succs[:0], g.parts[:0], g.plens[:0]
	if err := g.tick(); err != nil {
		return err
	}
	g.lastOK = false
	if g.fast != nil && g.fast.run(p) {
		g.nMoves += int64(len(g.succs))
		g.allMoves += int64(len(g.succs))
		g.work += int64(len(g.succs)) + g.fast.mem
		g.last, g.lastOK = append(g.last[:0], p...), true
		if fastCheck.Load() {
			if err := g.checkFast(p); err != nil {
				return err
			}
		}
		return g.checkSuccs(p)
	}
	err := g.evalExpr(p)
	g.allMoves += int64(len(g.succs))
	return err
}

// evalExpr evaluates the moves of p by expr-lang (labels included).
func (g *CustomGame) evalExpr(p []int64) error {
	g.lastOK = false
	g.succs, g.parts, g.plens = g.succs[:0], g.parts[:0], g.plens[:0]
	g.setPos(p)
	prog := g.c.moves
	t0 := time.Now()
	out, err := prog.run(&g.m, g.env)
	// expr-lang does not say how many range elements it made: its time
	// stands for them (a position scanning 10^5 numbers to make a few
	// moves is as costly as 10^5 successors)
	g.work += int64(listLen(out)) + int64(time.Since(t0)/exprWorkUnit)
	if err != nil {
		return prog.errAt(formatPos(p, g.c.list), "%v", err)
	}
	if out == nil {
		return nil
	}
	if l, ok := out.([]int); ok && len(g.c.names) == 1 && !g.c.list {
		for _, v := range l { // one-variable positions as ints: the fast path
			g.succs = append(g.succs, customSucc{first: int32(len(g.plens)), n: 1, off: int32(len(g.parts))})
			g.parts = append(g.parts, int64(v))
			g.plens = append(g.plens, 1)
		}
		return g.checkSuccs(p)
	}
	if l, ok := out.([]any); ok && len(g.c.names) == 1 && !g.c.list && len(l) <= maxCustomMoves {
		for _, v := range l { // one-variable positions as ints: the fast path
			n, isInt := v.(int)
			if !isInt {
				g.succs, g.parts, g.plens = g.succs[:0], g.parts[:0], g.plens[:0]
				return g.evalList(p, l)
			}
			g.succs = append(g.succs, customSucc{first: int32(len(g.plens)), n: 1, off: int32(len(g.parts))})
			g.parts = append(g.parts, int64(n))
			g.plens = append(g.plens, 1)
		}
		return g.checkSuccs(p)
	}
	list, ok := AsList(out)
	if !ok {
		return prog.errAt(formatPos(p, g.c.list), "gave %v (%T), not a list of successors", out, out)
	}
	if len(list) > maxCustomMoves {
		return prog.errAt(formatPos(p, g.c.list), "more than %d successors", maxCustomMoves)
	}
	return g.evalList(p, list)
}

// evalList reads a list of successors.
func (g *CustomGame) evalList(p []int64, list []any) error {
	for _, s := range list {
		if err := g.addSucc(p, s); err != nil {
			return err
		}
	}
	return g.checkSuccs(p)
}

// addSucc reads one successor value.
func (g *CustomGame) addSucc(p []int64, s any) error {
	prog := g.c.moves
	sc := customSucc{first: int32(len(g.plens)), off: int32(len(g.parts))}
	rec, isRec := s.(map[string]any)
	if !isRec {
		if err := g.addPart(p, s); err != nil {
			return err
		}
		sc.n = 1
		g.succs = append(g.succs, sc)
		return nil
	}
	at := formatPos(p, g.c.list)
	for k := range rec {
		switch k {
		case "to", "split", "label", "gain":
		default:
			return prog.errAt(at, "successor %v has an unknown key %q (want to, split, label, gain)", s, k)
		}
	}
	to, hasTo := rec["to"]
	split, hasSplit := rec["split"]
	switch {
	case hasTo && hasSplit:
		return prog.errAt(at, "successor %v has both to and split", s)
	case hasTo:
		if err := g.addPart(p, to); err != nil {
			return err
		}
		sc.n = 1
	case hasSplit:
		parts, ok := AsList(split)
		if !ok {
			return prog.errAt(at, "successor %v: split is not a list of positions", s)
		}
		for _, part := range parts {
			if err := g.addPart(p, part); err != nil {
				return err
			}
		}
		sc.n, sc.split = int32(len(parts)), true
	default:
		return prog.errAt(at, "successor %v has neither to nor split", s)
	}
	if gv, ok := rec["gain"]; ok {
		n, ok := toInt(gv)
		if !ok {
			return prog.errAt(at, "successor %v: gain %v is not an integer", s, gv)
		}
		sc.gain = n
	}
	sc.label = rec["label"]
	g.succs = append(g.succs, sc)
	return nil
}

// addPart reads one position value into g.parts.
func (g *CustomGame) addPart(p []int64, v any) error {
	prog := g.c.moves
	if n, ok := toInt(v); ok {
		if len(g.c.names) != 1 || g.c.list {
			return prog.errAt(formatPos(p, g.c.list), "successor %v is one number, the state has %d variables %v", v, len(g.c.names), g.c.names)
		}
		g.parts = append(g.parts, n)
		g.plens = append(g.plens, 1)
		return nil
	}
	l, ok := AsList(v)
	if !ok {
		return prog.errAt(formatPos(p, g.c.list), "successor %v (%T) is not a position", v, v)
	}
	if !g.c.list && len(l) != len(g.c.names) {
		return prog.errAt(formatPos(p, g.c.list), "successor %v has %d numbers, the state has %d %v", v, len(l), len(g.c.names), g.c.names)
	}
	for _, e := range l {
		n, ok := toInt(e)
		if !ok {
			return prog.errAt(formatPos(p, g.c.list), "successor %v: %v is not an integer", v, e)
		}
		g.parts = append(g.parts, n)
	}
	g.plens = append(g.plens, int32(len(l)))
	return nil
}

// checkSuccs checks every successor component against the bounds.
func (g *CustomGame) checkSuccs(p []int64) error {
	off := 0
	for _, n := range g.plens {
		q := g.parts[off : off+int(n)]
		off += int(n)
		for i, v := range q {
			b := g.bounds[min(i, len(g.bounds)-1)]
			if b.set && !b.guess && (v < b.lo || v > b.hi) {
				name := g.c.names[min(i, len(g.c.names)-1)]
				return g.c.moves.errAt(formatPos(p, g.c.list), "a move leads to %s, where %s = %d is outside its bounds %d..%d",
					formatPos(q, g.c.list), name, v, b.lo, b.hi)
			}
		}
	}
	return nil
}

// succParts lists the components of g.succs[i] (valid until the next eval).
func (g *CustomGame) succParts(i int) [][]int64 {
	s := g.succs[i]
	out := make([][]int64, s.n)
	off := int(s.off)
	for j := range out {
		n := int(g.plens[int(s.first)+j])
		out[j] = append([]int64(nil), g.parts[off:off+n]...)
		off += n
	}
	return out
}

// Bound is the declared range of state variable i (ok false: none).
func (g *CustomGame) Bound(i int) (lo, hi int64, ok bool) {
	if i < 0 || i >= len(g.bounds) || !g.bounds[i].set || g.bounds[i].guess {
		return 0, 0, false
	}
	return g.bounds[i].lo, g.bounds[i].hi, true
}

// MaxTake is the bound game's max_take (0: none).
func (g *CustomGame) MaxTake() int64 { return g.maxTake }

// tick counts one position expanded and looks at the running call's
// context every CancelEvery positions, or sooner where positions are
// costly: once cancelWork successors and range elements were made since
// the last look (a position of 10^4 moves is a look every few positions).
func (g *CustomGame) tick() error {
	if g.evals++; g.evals%oracle.CancelEvery != 0 && g.work < cancelWork {
		return nil
	}
	g.work = 0
	return g.stopped()
}

// stopped is the running call's stop: an error wrapping ctx.Err() once
// its context is done, else nil.
func (g *CustomGame) stopped() error {
	if g.ctx != nil && g.ctx.Err() != nil {
		return oracle.Stopped(g.ctx, "custom game "+g.c.spec.Name+": search", g.evals)
	}
	return nil
}

// listLen is the length of an expression's list result (0 for others).
func listLen(v any) int {
	switch l := v.(type) {
	case []any:
		return len(l)
	case []int:
		return len(l)
	}
	return 0
}

// Stats are the positions and successors (moves) evaluated so far; the
// moves count those of the fast path only (benchmarks: move evaluations
// per second).
func (g *CustomGame) Stats() (positions int, moves int64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.evals, g.nMoves
}
