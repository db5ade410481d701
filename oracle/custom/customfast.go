package custom

import (
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/gamestress/gamestress/oracle"
)

// The fast path of a custom game's moves: the expression compiled once
// into typed Go closures over expr-lang's syntax tree, for the common
// subset of integer games:
//
//   - integers: literals, state variables, integer data fields, let
//     variables and # (the element of map/filter); + - * / (floored) %
//     ^ (XOR) and unary -; a ? b : c; min, max, abs, len, count(list),
//     xor(a, b), div(a, b); list[i] of a data list, a list state, a list
//     of lists' row, a tuple (negative i counts from the end, as
//     expr-lang does);
//   - booleans: == != < <= > >= on integers, && || ! and or not, ?:;
//   - lists: a..b, data lists (of ints, or of lists: adj[v]), the list
//     state, [e, ...] literals, map, filter, concat, flat(map(...)),
//     divisors(n), ?: and let;
//   - words (customfastwords.go): a word, a list of words or a grid of
//     the data read in place, "literals", g[r][c], s[i:j], len, == != <
//     <= > >= between words, ?: and let;
//   - successors: an integer (one-variable state), a position [e, ...]
//     (or a list state's list), move(pos, label[, gain]), {to, gain,
//     label}, split(p, q, ...), set(h, i, v) and add(h, i, d).
//
// Nothing is boxed and no environment is built per position: the state
// and the case's data are read from slots of fastEnv, filled once per
// case (data) and once per position (state). Anything else is compiled by
// expr-lang alone (customProgram), and a position where the fast path
// meets what it does not handle at run time (an index out of range, a
// division by zero, a successor of the wrong shape, a range past the
// memory budget) is evaluated again by expr-lang, whose result or error
// is the answer: the fast path never decides an error. Labels are never
// evaluated on the fast path (the search needs none; the winning moves
// are labelled through expr-lang). Tests compare the two on every
// position of every example, catalogue game and shipped problem file.

// fastProgram is a compiled moves expression.
type fastProgram struct {
	emit    func(e *fastEnv) // appends the successors of the position
	nInts   int              // data int slots
	nLists  int              // data list slots
	nLL     int              // data list-of-lists slots
	nLet    int              // let/element int slots
	nTup    int              // let/element tuple slots
	nBuf    int              // scratch tuple buffers
	nStr    int              // data word slots (customfastwords.go)
	nStrL   int              // data slots of lists of words
	nStrG   int              // data grid slots
	nLetS   int              // let slots of a word
	nLetSL  int              // let slots of a list of words
	data    []fastData       // what each data slot reads
	list    bool             // the state is one list
	nState  int              // state variables
	oneVar  bool             // positions are single ints
	labels  bool             // some successor carries its own label
	sinksI  []func(e *fastEnv) func(int64)
	sinksT  []func(e *fastEnv) func([]int64)
	nYI     int
	nYT     int
	maxSucc int
}

// fastData names the data field a slot holds and its kind.
type fastData struct {
	name string
	kind fkind
	slot int
}

// fastEnv is a fast program's per-game state: the slots and the output.
type fastEnv struct {
	regs  []int64   // vars then lets, one slice (a leaf operand is an index)
	vars  []int64   // scalar state
	state []int64   // list state
	ints  []int64   // data ints
	lists [][]int   // data lists
	ll    [][][]int // data lists of lists
	lets  []int64
	tups  [][]int64
	bufs  [][]int64
	strs  []string     // data words
	strl  [][]string   // data lists of words
	strg  [][][]string // data grids
	letS  []string     // let words
	letSL [][]string   // let lists of words (a grid's row)
	one1  [1]int64     // an int successor as a position, while resolving
	g     *CustomGame
	p     *fastProgram
	moves int
	mem   int64 // range elements made in this evaluation
	// posFn and oneFn are e.pos and e.one, made once (a method value
	// made per evaluation is an allocation)
	posFn func([]int64)
	oneFn func(int64)
	sI    []func(int64)   // the sinks (fastProgram.sinksI), made once
	sT    []func([]int64) // (sinksT)
	yI    []func(int64)   // where each map/filter yields to, while it runs
	yT    []func([]int64)
	res   *fastResolve // where successors are resolved as made (customfill.go), while resolving
	// resolving: successors are folded into res as made, not listed
	resolving bool
}

// fastBail stops the fast path at a position: expr-lang evaluates it.
type fastBail struct{}

func bail() { panic(fastBail{}) }

type fkind uint8

const (
	fInt fkind = iota
	fBool
	fList     // a list of ints (a sequence)
	fListList // a data list of lists (indexable only)
	fSuccs    // a list of successors
	fStr      // a word (string): customfastwords.go
	fStrList  // a list of words (a grid's row: one-character words)
	fStrGrid  // a list of lists of words (a grid)
)

// fnode is a compiled expression: one of its functions is set, by kind.
type fnode struct {
	k    fkind
	i    func(e *fastEnv) int64
	b    func(e *fastEnv) bool
	gen  func(e *fastEnv, yield func(int64)) // fList: the elements
	dir  func(e *fastEnv) []int              // fList: direct access, when a data list
	tup  func(e *fastEnv) []int64            // fList: direct access, when a tuple
	ll   func(e *fastEnv) [][]int            // fListList
	emit func(e *fastEnv)                    // fSuccs
	// elem: the element kind of a fList built of tuples (a list of
	// positions): tgen yields each tuple (valid during the call)
	tgen func(e *fastEnv, yield func([]int64))
	n    int                         // a literal list's length (0: unknown)
	s    func(e *fastEnv) string     // fStr
	sl   func(e *fastEnv) []string   // fStrList
	sg   func(e *fastEnv) [][]string // fStrGrid
}

// scope is what a name or # means while compiling.
type scope struct {
	names map[string]binding
	ptr   []binding // # at each closure depth
}

type binding struct {
	k    fkind // fInt, or fList for a tuple (tups slot)
	slot int
}

type fastCompiler struct {
	p     *fastProgram
	c     *Custom
	state map[string]int
}

// errFast: the expression leaves the subset (compile time).
type errFast struct{ what string }

func (e errFast) Error() string { return "not in the fast subset: " + e.what }

// compileFast compiles c's moves, or returns nil when they leave the subset.
func compileFast(c *Custom) *fastProgram {
	tree, err := parser.Parse(c.spec.Moves)
	if err != nil {
		return nil
	}
	p := &fastProgram{list: c.list, nState: len(c.names), oneVar: len(c.names) == 1 && !c.list, maxSucc: maxCustomMoves}
	fc := &fastCompiler{p: p, c: c, state: map[string]int{}}
	for i, n := range c.names {
		fc.state[n] = i
	}
	var out *fnode
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(errFast); !ok {
					panic(r)
				}
				out = nil
			}
		}()
		out = fc.succs(tree.Node, &scope{names: map[string]binding{}})
	}()
	if out == nil {
		return nil
	}
	p.emit = out.emit
	return p
}

func unsupported(format string, a ...any) { panic(errFast{fmt.Sprintf(format, a...)}) }

// dataKind is the kind of a data field's value.
func dataKind(v any) (fkind, bool) {
	switch v.(type) {
	case int:
		return fInt, true
	case []int:
		return fList, true
	case [][]int:
		return fListList, true
	case string:
		return fStr, true
	case []string:
		return fStrList, true
	case [][]string:
		return fStrGrid, true
	}
	return 0, false
}

// data returns the slot of data field name (of kind k), adding it.
func (fc *fastCompiler) data(name string, k fkind) int {
	for _, d := range fc.p.data {
		if d.name == name {
			return d.slot
		}
	}
	var slot int
	switch k {
	case fInt:
		slot, fc.p.nInts = fc.p.nInts, fc.p.nInts+1
	case fList:
		slot, fc.p.nLists = fc.p.nLists, fc.p.nLists+1
	case fListList:
		slot, fc.p.nLL = fc.p.nLL, fc.p.nLL+1
	case fStr:
		slot, fc.p.nStr = fc.p.nStr, fc.p.nStr+1
	case fStrList:
		slot, fc.p.nStrL = fc.p.nStrL, fc.p.nStrL+1
	case fStrGrid:
		slot, fc.p.nStrG = fc.p.nStrG, fc.p.nStrG+1
	}
	fc.p.data = append(fc.p.data, fastData{name, k, slot})
	return slot
}

func (fc *fastCompiler) buf() int { fc.p.nBuf++; return fc.p.nBuf - 1 }

// sinkI and sinkT add a closure made once per game (newEnv) by build.
func (fc *fastCompiler) sinkI(build func(e *fastEnv) func(int64)) int {
	fc.p.sinksI = append(fc.p.sinksI, build)
	return len(fc.p.sinksI) - 1
}

func (fc *fastCompiler) sinkT(build func(e *fastEnv) func([]int64)) int {
	fc.p.sinksT = append(fc.p.sinksT, build)
	return len(fc.p.sinksT) - 1
}

// yieldI and yieldT add a slot for where a map or filter yields to.
func (fc *fastCompiler) yieldI() int { fc.p.nYI++; return fc.p.nYI - 1 }
func (fc *fastCompiler) yieldT() int { fc.p.nYT++; return fc.p.nYT - 1 }

// expr compiles n to an int, a bool, a list or a list of lists.
func (fc *fastCompiler) expr(n ast.Node, sc *scope) *fnode {
	switch n := n.(type) {
	case *ast.IntegerNode:
		v := int64(n.Value)
		return &fnode{k: fInt, i: func(*fastEnv) int64 { return v }}
	case *ast.BoolNode:
		v := n.Value
		return &fnode{k: fBool, b: func(*fastEnv) bool { return v }}
	case *ast.StringNode:
		return wordLit(n.Value)
	case *ast.SliceNode:
		return fc.slice(n, sc)
	case *ast.IdentifierNode:
		return fc.ident(n.Value, sc)
	case *ast.PointerNode:
		if n.Name != "" || len(sc.ptr) == 0 {
			unsupported("#%s", n.Name)
		}
		return fc.bound(sc.ptr[len(sc.ptr)-1])
	case *ast.UnaryNode:
		x := fc.expr(n.Node, sc)
		switch {
		case n.Operator == "-" && x.k == fInt:
			f := x.i
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return -f(e) }}
		case n.Operator == "+" && x.k == fInt:
			return x
		case (n.Operator == "!" || n.Operator == "not") && x.k == fBool:
			f := x.b
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return !f(e) }}
		}
		unsupported("unary %s", n.Operator)
	case *ast.BinaryNode:
		return fc.binary(n, sc)
	case *ast.ConditionalNode:
		cond := fc.boolean(n.Cond, sc)
		a, b := fc.expr(n.Exp1, sc), fc.expr(n.Exp2, sc)
		if a.k != b.k {
			unsupported("?: of two kinds")
		}
		switch a.k {
		case fInt:
			if x, ok := constInt(n.Exp1); ok {
				if y, ok := constInt(n.Exp2); ok { // c ? 1 : -1: no call for either
					return &fnode{k: fInt, i: func(e *fastEnv) int64 {
						if cond(e) {
							return x
						}
						return y
					}}
				}
			}
			fa, fb := a.i, b.i
			return &fnode{k: fInt, i: func(e *fastEnv) int64 {
				if cond(e) {
					return fa(e)
				}
				return fb(e)
			}}
		case fBool:
			fa, fb := a.b, b.b
			return &fnode{k: fBool, b: func(e *fastEnv) bool {
				if cond(e) {
					return fa(e)
				}
				return fb(e)
			}}
		case fStr:
			fa, fb := a.s, b.s
			return &fnode{k: fStr, s: func(e *fastEnv) string {
				if cond(e) {
					return fa(e)
				}
				return fb(e)
			}}
		case fList:
			if a.tup != nil && b.tup != nil {
				ta, tb := a.tup, b.tup
				return tupleNode(func(e *fastEnv) []int64 {
					if cond(e) {
						return ta(e)
					}
					return tb(e)
				}, 0)
			}
			if a.tgen != nil || b.tgen != nil {
				unsupported("?: of lists of positions")
			}
			ga, gb := a.gen, b.gen
			return &fnode{k: fList, gen: func(e *fastEnv, y func(int64)) {
				if cond(e) {
					ga(e, y)
				} else {
					gb(e, y)
				}
			}}
		}
		unsupported("?: of lists of lists")
	case *ast.MemberNode:
		return fc.index(n, sc)
	case *ast.ArrayNode:
		return fc.array(n, sc)
	case *ast.BuiltinNode:
		return fc.builtin(n, sc)
	case *ast.CallNode:
		return fc.call(n, sc)
	case *ast.VariableDeclaratorNode:
		return fc.let(n, sc, fc.expr)
	}
	unsupported("%T", n)
	return nil
}

func (fc *fastCompiler) integer(n ast.Node, sc *scope) func(*fastEnv) int64 {
	x := fc.expr(n, sc)
	if x.k != fInt {
		unsupported("not an integer")
	}
	return x.i
}

func (fc *fastCompiler) boolean(n ast.Node, sc *scope) func(*fastEnv) bool {
	x := fc.expr(n, sc)
	if x.k != fBool {
		unsupported("not a boolean")
	}
	return x.b
}

func (fc *fastCompiler) list(n ast.Node, sc *scope) *fnode {
	x := fc.expr(n, sc)
	if x.k != fList || x.gen == nil {
		unsupported("not a list of integers")
	}
	return x
}

func (fc *fastCompiler) bound(b binding) *fnode {
	s := b.slot
	switch b.k {
	case fInt:
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.lets[s] }}
	case fStr:
		return &fnode{k: fStr, s: func(e *fastEnv) string { return e.letS[s] }}
	case fStrList:
		return &fnode{k: fStrList, sl: func(e *fastEnv) []string { return e.letSL[s] }}
	}
	return tupleNode(func(e *fastEnv) []int64 { return e.tups[s] }, 0)
}

// tupleNode is a list node over a tuple.
func tupleNode(t func(e *fastEnv) []int64, n int) *fnode {
	return &fnode{k: fList, tup: t, n: n, gen: func(e *fastEnv, y func(int64)) {
		for _, v := range t(e) {
			y(v)
		}
	}}
}

func (fc *fastCompiler) ident(name string, sc *scope) *fnode {
	if b, ok := sc.names[name]; ok {
		return fc.bound(b)
	}
	if i, ok := fc.state[name]; ok {
		if fc.c.list {
			return tupleNode(func(e *fastEnv) []int64 { return e.state }, 0)
		}
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.vars[i] }}
	}
	v, ok := fc.c.dataEnv[name]
	if !ok {
		unsupported("name %s", name)
	}
	k, ok := dataKind(v)
	if !ok {
		unsupported("data %s of type %T", name, v)
	}
	s := fc.data(name, k)
	switch k {
	case fInt:
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.ints[s] }}
	case fList:
		dir := func(e *fastEnv) []int { return e.lists[s] }
		return &fnode{k: fList, dir: dir, gen: func(e *fastEnv, y func(int64)) {
			for _, v := range e.lists[s] {
				y(int64(v))
			}
		}}
	case fStr, fStrList, fStrGrid:
		return wordData(k, s)
	}
	return &fnode{k: fListList, ll: func(e *fastEnv) [][]int { return e.ll[s] }}
}

// at is list[i] with expr-lang's negative indices; out of range bails.
func at(i int64, n int) int {
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		bail()
	}
	return int(i)
}

func (fc *fastCompiler) index(n *ast.MemberNode, sc *scope) *fnode {
	if n.Optional || n.Method {
		unsupported("member")
	}
	if _, isName := n.Property.(*ast.StringNode); isName {
		unsupported("field access")
	}
	x := fc.expr(n.Node, sc)
	if c, ok := constInt(n.Property); ok && x.k == fList && x.tup != nil && x.dir == nil {
		if b, bound := fc.boundTuple(n.Node, sc); bound { // #[0]: the element's slot read in place
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { l := e.tups[b]; return l[at(c, len(l))] }}
		}
		t := x.tup
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { l := t(e); return l[at(c, len(l))] }}
	}
	if x := fc.gridCell(n, sc); x != nil { // g[r][c] of a data grid: one read
		return x
	}
	if s, ok := fc.dataList(n.Node, sc); ok {
		if k, ok := fc.reg(n.Property, sc); ok { // a[i]: the list and i read in place
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { l := e.lists[s]; return int64(l[at(e.regs[k], len(l))]) }}
		}
	}
	idx := fc.integer(n.Property, sc)
	switch {
	case x.k == fListList:
		ll := x.ll
		dir := func(e *fastEnv) []int { l := ll(e); return l[at(idx(e), len(l))] }
		return &fnode{k: fList, dir: dir, gen: func(e *fastEnv, y func(int64)) {
			for _, v := range dir(e) {
				y(int64(v))
			}
		}}
	case x.k == fList && x.dir != nil:
		dir := x.dir
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { l := dir(e); return int64(l[at(idx(e), len(l))]) }}
	case x.k == fList && x.tup != nil:
		t := x.tup
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { l := t(e); return l[at(idx(e), len(l))] }}
	case x.k == fStrGrid || x.k == fStrList:
		return wordIndex(x, idx)
	}
	unsupported("index of a computed list")
	return nil
}

// dataList is the lists slot of a data field named by n that is a list
// of integers (not shadowed by a let or the state).
func (fc *fastCompiler) dataList(n ast.Node, sc *scope) (int, bool) {
	id, ok := n.(*ast.IdentifierNode)
	if !ok {
		return 0, false
	}
	if _, bound := sc.names[id.Value]; bound {
		return 0, false
	}
	if _, isState := fc.state[id.Value]; isState {
		return 0, false
	}
	if k, ok := dataKind(fc.c.dataEnv[id.Value]); !ok || k != fList {
		return 0, false
	}
	return fc.data(id.Value, fList), true
}

// bindingOf is what # (the innermost) or a let name n is bound to in sc;
// ident is the name when n is an identifier that sc does not bind.
func (sc *scope) bindingOf(n ast.Node) (b binding, ok bool, ident string) {
	switch n := n.(type) {
	case *ast.PointerNode:
		if n.Name != "" || len(sc.ptr) == 0 {
			return b, false, ""
		}
		return sc.ptr[len(sc.ptr)-1], true, ""
	case *ast.IdentifierNode:
		b, ok = sc.names[n.Value]
		return b, ok, n.Value
	}
	return b, false, ""
}

// boundTuple is the tups slot of # or a let name bound to a tuple.
func (fc *fastCompiler) boundTuple(n ast.Node, sc *scope) (int, bool) {
	b, ok, _ := sc.bindingOf(n)
	return b.slot, ok && b.k == fList
}

func (fc *fastCompiler) binary(n *ast.BinaryNode, sc *scope) *fnode {
	switch n.Operator {
	case "&&", "and", "||", "or":
		a, b := fc.boolean(n.Left, sc), fc.boolean(n.Right, sc)
		if n.Operator == "&&" || n.Operator == "and" {
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) && b(e) }}
		}
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) || b(e) }}
	case "..":
		lo, hi := fc.integer(n.Left, sc), fc.integer(n.Right, sc)
		return &fnode{k: fList, gen: func(e *fastEnv, y func(int64)) {
			a, b := lo(e), hi(e)
			if b >= a {
				if e.mem += b - a + 1; b-a >= customMemoryBudget/4 || e.mem > customMemoryBudget/4 {
					bail()
				}
			}
			for v := a; v <= b; v++ {
				y(v)
			}
		}}
	}
	if x := fc.wordCompare(n, sc); x != nil {
		return x
	}
	if x := fc.elemCompare(n, sc); x != nil {
		return x
	}
	if c, ok := constInt(n.Right); ok {
		if x := fc.binaryConst(n.Operator, n.Left, c, sc); x != nil {
			return x
		}
	}
	if a, ok := fc.reg(n.Left, sc); ok {
		if b, ok := fc.reg(n.Right, sc); ok {
			if x := binaryRegs(n.Operator, a, b); x != nil {
				return x
			}
		}
	}
	a, b := fc.integer(n.Left, sc), fc.integer(n.Right, sc)
	var f func(e *fastEnv) int64
	var p func(e *fastEnv) bool
	switch n.Operator {
	case "+":
		f = func(e *fastEnv) int64 { return int64(int(a(e)) + int(b(e))) }
	case "-":
		f = func(e *fastEnv) int64 { return a(e) - b(e) }
	case "*":
		f = func(e *fastEnv) int64 { return a(e) * b(e) }
	case "/":
		f = func(e *fastEnv) int64 { return floorDiv(a(e), b(e)) }
	case "%":
		f = func(e *fastEnv) int64 {
			d := b(e)
			if d == 0 {
				bail()
			}
			return a(e) % d
		}
	case "^":
		f = func(e *fastEnv) int64 { return a(e) ^ b(e) }
	case "==":
		p = func(e *fastEnv) bool { return a(e) == b(e) }
	case "!=":
		p = func(e *fastEnv) bool { return a(e) != b(e) }
	case "<":
		p = func(e *fastEnv) bool { return a(e) < b(e) }
	case "<=":
		p = func(e *fastEnv) bool { return a(e) <= b(e) }
	case ">":
		p = func(e *fastEnv) bool { return a(e) > b(e) }
	case ">=":
		p = func(e *fastEnv) bool { return a(e) >= b(e) }
	default:
		unsupported("operator %s", n.Operator)
	}
	if p != nil {
		return &fnode{k: fBool, b: p}
	}
	return &fnode{k: fInt, i: f}
}

// constInt is the value of an integer literal (-5 included).
func constInt(n ast.Node) (int64, bool) {
	switch n := n.(type) {
	case *ast.IntegerNode:
		return int64(n.Value), true
	case *ast.UnaryNode:
		if x, ok := n.Node.(*ast.IntegerNode); ok && n.Operator == "-" {
			return -int64(x.Value), true
		}
	}
	return 0, false
}

// reg is the index into fastEnv.regs of an integer read in place: a
// state variable (not of a list state), a let or # bound to an integer.
func (fc *fastCompiler) reg(n ast.Node, sc *scope) (int, bool) {
	b, ok, ident := sc.bindingOf(n)
	if !ok {
		if ident == "" {
			return 0, false
		}
		i, isState := fc.state[ident]
		return i, isState && !fc.c.list
	}
	return fc.p.nState + b.slot, b.k == fInt
}

// leaf is an integer read in place: a register (reg), an int of the
// data, or a literal.
type leaf struct {
	kind uint8 // leafReg, leafData, leafConst
	slot int
	c    int64
}

const (
	leafReg uint8 = iota
	leafData
	leafConst
)

func (e *fastEnv) read(l leaf) int64 {
	switch l.kind {
	case leafReg:
		return e.regs[l.slot]
	case leafData:
		return e.ints[l.slot]
	}
	return l.c
}

// leafOf is n as a leaf, if it is one.
func (fc *fastCompiler) leafOf(n ast.Node, sc *scope) (leaf, bool) {
	if c, ok := constInt(n); ok {
		return leaf{kind: leafConst, c: c}, true
	}
	if r, ok := fc.reg(n, sc); ok {
		return leaf{kind: leafReg, slot: r}, true
	}
	id, ok := n.(*ast.IdentifierNode)
	if !ok {
		return leaf{}, false
	}
	if _, bound := sc.names[id.Value]; bound {
		return leaf{}, false
	}
	if _, isState := fc.state[id.Value]; isState {
		return leaf{}, false
	}
	if k, ok := dataKind(fc.c.dataEnv[id.Value]); !ok || k != fInt {
		return leaf{}, false
	}
	return leaf{kind: leafData, slot: fc.data(id.Value, fInt)}, true
}

// elemCompare compiles `#[k] op x` (# or a let bound to a position, k a
// literal, x a leaf: `#[0] < h`, `#[0] > i`) as one read of each; nil
// for any other comparison.
func (fc *fastCompiler) elemCompare(n *ast.BinaryNode, sc *scope) *fnode {
	m, ok := n.Left.(*ast.MemberNode)
	if !ok || m.Optional || m.Method {
		return nil
	}
	k, ok := constInt(m.Property)
	if !ok {
		return nil
	}
	t, ok := fc.boundTuple(m.Node, sc)
	if !ok {
		return nil
	}
	r, ok := fc.leafOf(n.Right, sc)
	if !ok {
		return nil
	}
	var p func(e *fastEnv) bool
	switch n.Operator {
	case "<":
		p = func(e *fastEnv) bool { l := e.tups[t]; return l[at(k, len(l))] < e.read(r) }
	case "<=":
		p = func(e *fastEnv) bool { l := e.tups[t]; return l[at(k, len(l))] <= e.read(r) }
	case ">":
		p = func(e *fastEnv) bool { l := e.tups[t]; return l[at(k, len(l))] > e.read(r) }
	case ">=":
		p = func(e *fastEnv) bool { l := e.tups[t]; return l[at(k, len(l))] >= e.read(r) }
	case "==":
		p = func(e *fastEnv) bool { l := e.tups[t]; return l[at(k, len(l))] == e.read(r) }
	case "!=":
		p = func(e *fastEnv) bool { l := e.tups[t]; return l[at(k, len(l))] != e.read(r) }
	default:
		return nil
	}
	return &fnode{k: fBool, b: p}
}

// binaryRegs compiles `left op right` of two registers (reg) for the
// commonest operators; nil for the others.
func binaryRegs(op string, a, b int) *fnode {
	switch op {
	case "+":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.regs[a] + e.regs[b] }}
	case "-":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.regs[a] - e.regs[b] }}
	case "*":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.regs[a] * e.regs[b] }}
	case "==":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[a] == e.regs[b] }}
	case "!=":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[a] != e.regs[b] }}
	case "<":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[a] < e.regs[b] }}
	case "<=":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[a] <= e.regs[b] }}
	case ">":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[a] > e.regs[b] }}
	case ">=":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[a] >= e.regs[b] }}
	}
	return nil
}

// binaryConst compiles `left op c` for the commonest operators with one
// call fewer (none when left is a state variable); nil for the others
// and for a division by a literal zero (compiled the general way).
func (fc *fastCompiler) binaryConst(op string, left ast.Node, c int64, sc *scope) *fnode {
	if i, ok := fc.reg(left, sc); ok {
		switch op {
		case "+":
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.regs[i] + c }}
		case "-":
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return e.regs[i] - c }}
		case "==":
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[i] == c }}
		case "!=":
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[i] != c }}
		case "<":
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[i] < c }}
		case "<=":
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[i] <= c }}
		case ">":
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[i] > c }}
		case ">=":
			return &fnode{k: fBool, b: func(e *fastEnv) bool { return e.regs[i] >= c }}
		}
	}
	switch op {
	case "+", "-", "*", "^", "==", "!=", "<", "<=", ">", ">=":
	case "/", "%":
		if c == 0 {
			return nil // expr-lang says what a division by zero is
		}
	default:
		return nil
	}
	a := fc.integer(left, sc)
	switch op {
	case "/":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return floorDiv(a(e), c) }}
	case "%":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return a(e) % c }}
	case "+":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return a(e) + c }}
	case "-":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return a(e) - c }}
	case "*":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return a(e) * c }}
	case "^":
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return a(e) ^ c }}
	case "==":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) == c }}
	case "!=":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) != c }}
	case "<":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) < c }}
	case "<=":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) <= c }}
	case ">":
		return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) > c }}
	}
	return &fnode{k: fBool, b: func(e *fastEnv) bool { return a(e) >= c }}
}

// floorDiv is customDiv's floored division; by zero bails (expr-lang
// reports it).
// bitOp is expr-lang's integer bit function name (bitand, bitshl, ...)
// on a and b; a negative shift bails (expr-lang's error).
func bitOp(name string, a, b func(*fastEnv) int64) func(*fastEnv) int64 {
	switch name {
	case "bitand":
		return func(e *fastEnv) int64 { return a(e) & b(e) }
	case "bitor":
		return func(e *fastEnv) int64 { return a(e) | b(e) }
	case "bitxor":
		return func(e *fastEnv) int64 { return a(e) ^ b(e) }
	case "bitnand":
		return func(e *fastEnv) int64 { return a(e) &^ b(e) }
	}
	shift := func(e *fastEnv) uint64 {
		s := b(e)
		if s < 0 {
			bail()
		}
		return uint64(s)
	}
	switch name {
	case "bitshl":
		return func(e *fastEnv) int64 { x := a(e); return x << shift(e) }
	case "bitshr":
		return func(e *fastEnv) int64 { x := a(e); return x >> shift(e) }
	}
	return func(e *fastEnv) int64 { x := a(e); return int64(uint64(x) >> shift(e)) }
}

func floorDiv(a, b int64) int64 {
	if b == 0 {
		bail()
	}
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// array compiles [e, ...] of integers (a list, also a position).
func (fc *fastCompiler) array(n *ast.ArrayNode, sc *scope) *fnode {
	if len(n.Nodes) > 0 && !fc.isIntList(n, sc) {
		ts := make([]func(*fastEnv) []int64, len(n.Nodes))
		for i, x := range n.Nodes {
			t := fc.expr(x, sc)
			if t.k != fList || t.tup == nil {
				unsupported("a list of lists that are not tuples")
			}
			ts[i] = t.tup
		}
		return &fnode{k: fList, gen: noIntGen, tgen: func(e *fastEnv, y func([]int64)) {
			for _, t := range ts {
				y(t(e))
			}
		}}
	}
	fs := make([]func(*fastEnv) int64, len(n.Nodes))
	for i, x := range n.Nodes {
		fs[i] = fc.integer(x, sc)
	}
	b := fc.buf()
	k := len(fs)
	t := func(e *fastEnv) []int64 {
		out := e.bufs[b]
		if len(out) != k {
			out = make([]int64, k)
			e.bufs[b] = out
		}
		for i, f := range fs {
			out[i] = f(e)
		}
		return out
	}
	if k == 2 { // a position of two variables
		f0, f1 := fs[0], fs[1]
		t = func(e *fastEnv) []int64 {
			out := e.bufs[b]
			if len(out) != 2 {
				out = make([]int64, 2)
				e.bufs[b] = out
			}
			out[0], out[1] = f0(e), f1(e)
			return out
		}
	}
	nd := tupleNode(t, len(fs))
	nd.gen = func(e *fastEnv, y func(int64)) {
		for _, f := range fs {
			y(f(e))
		}
	}
	return nd
}

// let compiles `let x = v; body` (v an integer or a tuple).
func (fc *fastCompiler) let(n *ast.VariableDeclaratorNode, sc *scope, body func(ast.Node, *scope) *fnode) *fnode {
	v := fc.expr(n.Value, sc)
	inner := &scope{names: map[string]binding{}, ptr: sc.ptr}
	for k, b := range sc.names {
		inner.names[k] = b
	}
	var set func(e *fastEnv)
	switch {
	case v.k == fInt:
		s := fc.p.nLet
		fc.p.nLet++
		inner.names[n.Name] = binding{fInt, s}
		f := v.i
		set = func(e *fastEnv) { e.lets[s] = f(e) }
	case v.k == fList && v.tup != nil:
		s := fc.p.nTup
		fc.p.nTup++
		inner.names[n.Name] = binding{fList, s}
		t := v.tup
		set = func(e *fastEnv) { e.tups[s] = t(e) }
	case v.k == fStr:
		s := fc.p.nLetS
		fc.p.nLetS++
		inner.names[n.Name] = binding{fStr, s}
		f := v.s
		set = func(e *fastEnv) { e.letS[s] = f(e) }
	case v.k == fStrList:
		s := fc.p.nLetSL
		fc.p.nLetSL++
		inner.names[n.Name] = binding{fStrList, s}
		f := v.sl
		set = func(e *fastEnv) { e.letSL[s] = f(e) }
	default:
		unsupported("let of a computed list")
	}
	x := body(n.Expr, inner)
	out := *x
	switch x.k {
	case fInt:
		f := x.i
		out.i = func(e *fastEnv) int64 { set(e); return f(e) }
	case fBool:
		f := x.b
		out.b = func(e *fastEnv) bool { set(e); return f(e) }
	case fStr:
		f := x.s
		out.s = func(e *fastEnv) string { set(e); return f(e) }
	case fSuccs:
		f := x.emit
		out.emit = func(e *fastEnv) { set(e); f(e) }
	case fList:
		if x.tgen != nil {
			f := x.tgen
			out.tgen = func(e *fastEnv, y func([]int64)) { set(e); f(e, y) }
		}
		f := x.gen
		out.gen = func(e *fastEnv, y func(int64)) { set(e); f(e, y) }
		out.dir = nil
		if x.tup != nil {
			t := x.tup
			out.tup = func(e *fastEnv) []int64 { set(e); return t(e) }
		}
	default:
		unsupported("let of a list of lists")
	}
	return &out
}

// closure compiles the body of map/filter over a source with # bound to
// an int (tuple false) or a tuple.
func (fc *fastCompiler) closure(n ast.Node, sc *scope, tuple bool) (*scope, int) {
	if _, ok := n.(*ast.PredicateNode); !ok {
		unsupported("closure")
	}
	inner := &scope{names: sc.names, ptr: append(append([]binding(nil), sc.ptr...), binding{})}
	b := &inner.ptr[len(inner.ptr)-1]
	if tuple {
		b.k, b.slot = fList, fc.p.nTup
		fc.p.nTup++
	} else {
		b.k, b.slot = fInt, fc.p.nLet
		fc.p.nLet++
	}
	return inner, b.slot
}

// source is a map/filter source: ints (gen) or tuples (tgen).
func (fc *fastCompiler) source(n ast.Node, sc *scope) *fnode {
	x := fc.expr(n, sc)
	if x.k != fList {
		unsupported("map/filter over a non-list")
	}
	return x
}

func (fc *fastCompiler) builtin(n *ast.BuiltinNode, sc *scope) *fnode {
	args := n.Arguments
	switch n.Name {
	case "len", "count":
		if len(args) != 1 {
			unsupported("%s with a predicate", n.Name)
		}
		x := fc.expr(args[0], sc)
		switch {
		case x.k == fList && x.dir != nil:
			d := x.dir
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return int64(len(d(e))) }}
		case x.k == fList && x.tup != nil:
			t := x.tup
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return int64(len(t(e))) }}
		case x.k == fListList:
			ll := x.ll
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return int64(len(ll(e))) }}
		case n.Name == "len" && (x.k == fStr || x.k == fStrList || x.k == fStrGrid):
			return wordLen(x)
		}
		unsupported("len of a computed list")
	case "bitand", "bitor", "bitxor", "bitnand", "bitshl", "bitshr", "bitushr":
		if len(args) != 2 {
			unsupported("%s arity", n.Name)
		}
		return &fnode{k: fInt, i: bitOp(n.Name, fc.integer(args[0], sc), fc.integer(args[1], sc))}
	case "bitnot":
		if len(args) != 1 {
			unsupported("bitnot arity")
		}
		a := fc.integer(args[0], sc)
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return ^a(e) }}
	case "min", "max", "abs":
		fs := make([]func(*fastEnv) int64, len(args))
		for i, a := range args {
			fs[i] = fc.integer(a, sc)
		}
		if n.Name == "abs" {
			if len(fs) != 1 {
				unsupported("abs arity")
			}
			f := fs[0]
			return &fnode{k: fInt, i: func(e *fastEnv) int64 {
				if v := f(e); v < 0 {
					return -v
				} else {
					return v
				}
			}}
		}
		if len(fs) != 2 {
			unsupported("%s arity", n.Name)
		}
		a, b := fs[0], fs[1]
		if n.Name == "min" {
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return min(a(e), b(e)) }}
		}
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return max(a(e), b(e)) }}
	case "map", "filter":
		if len(args) != 2 {
			unsupported("%s arity", n.Name)
		}
		src := fc.source(args[0], sc)
		tuple := src.tgen != nil
		inner, slot := fc.closure(args[1], sc, tuple)
		body := args[1].(*ast.PredicateNode).Node
		// The closures handed to the source are made once per game
		// (sinks), and find where to yield in a slot: a closure made per
		// evaluation would be an allocation.
		var run func(e *fastEnv) // iterates the source, each element bound
		var each func(e *fastEnv)
		if tuple {
			tg := src.tgen
			sk := fc.sinkT(func(e *fastEnv) func([]int64) {
				return func(t []int64) { e.tups[slot] = t; each(e) }
			})
			run = func(e *fastEnv) { tg(e, e.sT[sk]) }
		} else {
			g := src.gen
			sk := fc.sinkI(func(e *fastEnv) func(int64) {
				return func(v int64) { e.lets[slot] = v; each(e) }
			})
			run = func(e *fastEnv) { g(e, e.sI[sk]) }
		}
		if n.Name == "filter" {
			pred := fc.boolean(body, inner)
			if tuple {
				yk := fc.yieldT()
				each = func(e *fastEnv) {
					if pred(e) {
						e.yT[yk](e.tups[slot])
					}
				}
				return &fnode{k: fList, gen: noIntGen, tgen: func(e *fastEnv, y func([]int64)) {
					old := e.yT[yk]
					e.yT[yk] = y
					run(e)
					e.yT[yk] = old
				}}
			}
			yk := fc.yieldI()
			each = func(e *fastEnv) {
				if pred(e) {
					e.yI[yk](e.lets[slot])
				}
			}
			return &fnode{k: fList, gen: func(e *fastEnv, y func(int64)) {
				old := e.yI[yk]
				e.yI[yk] = y
				run(e)
				e.yI[yk] = old
			}}
		}
		x := fc.mapBody(body, inner)
		switch {
		case x.k == fInt:
			f := x.i
			yk := fc.yieldI()
			each = func(e *fastEnv) { e.yI[yk](f(e)) }
			return &fnode{k: fList, gen: func(e *fastEnv, y func(int64)) {
				old := e.yI[yk]
				e.yI[yk] = y
				run(e)
				e.yI[yk] = old
			}}
		case x.k == fList && x.tup != nil:
			t := x.tup
			yk := fc.yieldT()
			each = func(e *fastEnv) { e.yT[yk](t(e)) }
			return &fnode{k: fList, gen: noIntGen, tgen: func(e *fastEnv, y func([]int64)) {
				old := e.yT[yk]
				e.yT[yk] = y
				run(e)
				e.yT[yk] = old
			}}
		case x.k == fList && x.tgen != nil:
			// a list of positions a element: successors, for flat
			tg := x.tgen
			each = func(e *fastEnv) { tg(e, e.posFn) }
			return &fnode{k: fSuccs, emit: run, n: -2}
		case x.k == fList && fc.p.oneVar:
			// a list of ints a element: successors, for flat
			g := x.gen
			each = func(e *fastEnv) { g(e, e.oneFn) }
			return &fnode{k: fSuccs, emit: run, n: -2}
		case x.k == fSuccs && x.n == -3: // one successor a element
			each = x.emit
			return &fnode{k: fSuccs, emit: run}
		case x.k == fSuccs: // a list of successors a element, for flat
			each = x.emit
			return &fnode{k: fSuccs, emit: run, n: -2}
		}
		unsupported("map to this")
	case "concat":
		parts := make([]*fnode, len(args))
		allInts := true
		for i, a := range args {
			parts[i] = fc.expr(a, sc)
			if parts[i].k != fList || parts[i].tgen != nil {
				allInts = false
			}
		}
		if allInts {
			return &fnode{k: fList, gen: func(e *fastEnv, y func(int64)) {
				for _, p := range parts {
					p.gen(e, y)
				}
			}}
		}
		ems := make([]func(*fastEnv), len(args))
		for i, a := range args {
			ems[i] = fc.succs(a, sc).emit
		}
		return &fnode{k: fSuccs, emit: func(e *fastEnv) {
			for _, f := range ems {
				f(e)
			}
		}}
	}
	unsupported("builtin %s", n.Name)
	return nil
}

// noIntGen is the int view of a list of positions (never used as ints).
func noIntGen(*fastEnv, func(int64)) { bail() }

// mapBody compiles the body of a map: a value, or successors.
func (fc *fastCompiler) mapBody(n ast.Node, sc *scope) *fnode {
	switch m := n.(type) {
	case *ast.CallNode:
		if id, ok := m.Callee.(*ast.IdentifierNode); ok && (id.Value == "move" || id.Value == "split") {
			return &fnode{k: fSuccs, emit: fc.succ(n, sc), n: -3}
		}
	case *ast.MapNode:
		return &fnode{k: fSuccs, emit: fc.succ(n, sc), n: -3}
	case *ast.BuiltinNode:
		if m.Name == "split" { // the custom games' split, not expr-lang's
			return &fnode{k: fSuccs, emit: fc.succ(n, sc), n: -3}
		}
	case *ast.VariableDeclaratorNode:
		return fc.let(m, sc, fc.mapBody)
	}
	return fc.expr(n, sc)
}

func (fc *fastCompiler) call(n *ast.CallNode, sc *scope) *fnode {
	id, ok := n.Callee.(*ast.IdentifierNode)
	if !ok {
		unsupported("call")
	}
	args := n.Arguments
	switch id.Value {
	case "xor", "div":
		if len(args) != 2 {
			unsupported("%s arity", id.Value)
		}
		a, b := fc.integer(args[0], sc), fc.integer(args[1], sc)
		if id.Value == "xor" {
			return &fnode{k: fInt, i: func(e *fastEnv) int64 { return a(e) ^ b(e) }}
		}
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return floorDiv(a(e), b(e)) }}
	case "divisors":
		if len(args) != 1 {
			unsupported("divisors arity")
		}
		f := fc.integer(args[0], sc)
		b := fc.buf()
		return &fnode{k: fList, gen: func(e *fastEnv, y func(int64)) {
			// one pass of trial division (where n < 2^32, by a multiply
			// a divisor tried: divides32), the divisors above sqrt(n)
			// kept and given last
			n := f(e)
			large := e.bufs[b][:0]
			switch {
			case n < 1: // none, as expr-lang's
			case n < 1<<32:
				m := uint32(n)
				y(1)
				if m > 1 {
					large = append(large, int64(m))
				}
				r := max(isqrt32(m), 1) // < divMagicN
				for i, c := range divMagic()[2 : r+1] {
					if uint64(m)*c <= c-1 { // divides32
						d := uint32(i + 2)
						y(int64(d))
						if q := m / d; q != d {
							large = append(large, int64(q))
						}
					}
				}
			default:
				for d := int64(1); d*d <= n; d++ {
					if n%d == 0 {
						y(d)
						if q := n / d; q != d {
							large = append(large, q)
						}
					}
				}
			}
			for i := len(large) - 1; i >= 0; i-- {
				y(large[i])
			}
			e.bufs[b] = large
		}}
	case "set", "add":
		if len(args) != 3 {
			unsupported("%s arity", id.Value)
		}
		l := fc.expr(args[0], sc)
		if l.k != fList || l.tup == nil {
			unsupported("%s of a computed list", id.Value)
		}
		src := l.tup
		i, v := fc.integer(args[1], sc), fc.integer(args[2], sc)
		add := id.Value == "add"
		b := fc.buf()
		return tupleNode(func(e *fastEnv) []int64 {
			s := src(e)
			k := i(e)
			if k < 0 || k >= int64(len(s)) {
				bail()
			}
			x := v(e)
			out := append(e.bufs[b][:0], s...)
			if add {
				out[k] = int64(int(out[k]) + int(x))
			} else {
				out[k] = x
			}
			e.bufs[b] = out
			return out
		}, 0)
	case "flat":
		if len(args) != 1 {
			unsupported("flat arity")
		}
		x := fc.expr(args[0], sc)
		switch {
		case x.k == fSuccs && x.n == -2: // flat(map(S, successors))
			return x
		case x.k == fList && x.tgen != nil && fc.p.oneVar: // flat(map(S, [a, b]))
			tg := x.tgen
			return &fnode{k: fSuccs, emit: func(e *fastEnv) {
				tg(e, func(t []int64) {
					for _, v := range t {
						e.one(v)
					}
				})
			}}
		}
		unsupported("flat of this")
	}
	unsupported("function %s", id.Value)
	return nil
}

// succs compiles n as the list of successors of the position.
func (fc *fastCompiler) succs(n ast.Node, sc *scope) *fnode {
	switch m := n.(type) {
	case *ast.ConditionalNode:
		cond := fc.boolean(m.Cond, sc)
		a, b := fc.succs(m.Exp1, sc).emit, fc.succs(m.Exp2, sc).emit
		return &fnode{k: fSuccs, emit: func(e *fastEnv) {
			if cond(e) {
				a(e)
			} else {
				b(e)
			}
		}}
	case *ast.VariableDeclaratorNode:
		return fc.let(m, sc, fc.succs)
	case *ast.ArrayNode:
		// [] or a literal list of successors (when not a list of ints
		// that is itself one position)
		if !fc.isIntList(m, sc) || fc.p.oneVar {
			ems := make([]func(*fastEnv), len(m.Nodes))
			for i, x := range m.Nodes {
				ems[i] = fc.succ(x, sc)
			}
			return &fnode{k: fSuccs, emit: func(e *fastEnv) {
				for _, f := range ems {
					f(e)
				}
			}}
		}
	}
	x := fc.expr(n, sc)
	switch {
	case x.k == fSuccs && x.emit != nil:
		return x
	case x.k == fList && x.tgen != nil:
		tg := x.tgen
		return &fnode{k: fSuccs, emit: func(e *fastEnv) { tg(e, e.posFn) }}
	case x.k == fList && fc.p.oneVar:
		g := x.gen
		return &fnode{k: fSuccs, emit: func(e *fastEnv) { g(e, e.oneFn) }}
	}
	unsupported("successors of this kind")
	return nil
}

// isIntList says whether an array literal compiles as a list of ints.
func (fc *fastCompiler) isIntList(m *ast.ArrayNode, sc *scope) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isFast := r.(errFast); !isFast {
				panic(r)
			}
			ok = false
		}
	}()
	for _, x := range m.Nodes {
		fc.integer(x, sc)
	}
	return len(m.Nodes) > 0
}

// succ compiles one successor.
func (fc *fastCompiler) succ(n ast.Node, sc *scope) func(*fastEnv) {
	if b, ok := n.(*ast.BuiltinNode); ok && b.Name == "split" {
		n = &ast.CallNode{Callee: &ast.IdentifierNode{Value: "split"}, Arguments: b.Arguments}
	}
	switch m := n.(type) {
	case *ast.CallNode:
		id, ok := m.Callee.(*ast.IdentifierNode)
		if !ok {
			break
		}
		switch id.Value {
		case "move":
			if len(m.Arguments) < 2 || len(m.Arguments) > 3 {
				unsupported("move arity")
			}
			fc.p.labels = true
			var gain func(*fastEnv) int64
			if len(m.Arguments) == 3 {
				gain = fc.integer(m.Arguments[2], sc)
			}
			return fc.moveTo(m.Arguments[0], gain, sc)
		case "split":
			return fc.split(m.Arguments, sc)
		}
	case *ast.MapNode:
		var to func(*fastEnv)
		var gain func(*fastEnv) int64
		var split func(*fastEnv) int32 // the parts of a split, appended; their number
		for _, pr := range m.Pairs {
			pair := pr.(*ast.PairNode)
			key, ok := pair.Key.(*ast.StringNode)
			if !ok {
				unsupported("record key")
			}
			switch key.Value {
			case "to":
				to = fc.position(pair.Value, sc)
			case "gain":
				gain = fc.integer(pair.Value, sc)
			case "split":
				split = fc.parts(pair.Value, sc)
			case "label":
				fc.p.labels = true
			default:
				unsupported("record key %s", key.Value)
			}
		}
		if split != nil {
			if to != nil || gain != nil {
				unsupported("a split record with to or gain")
			}
			return func(e *fastEnv) { e.endSucc(split(e), 0, true) }
		}
		if to == nil {
			unsupported("record without to")
		}
		if gain == nil {
			return func(e *fastEnv) { to(e); e.endSucc(1, 0, false) }
		}
		return func(e *fastEnv) { to(e); e.endSucc(1, gain(e), false) }
	}
	return fc.moveTo(n, nil, sc)
}

// moveTo compiles the successor that is position n with a gain (nil: 0).
// A position that is an int or a tuple is folded straight from where it
// was made while resolving (fastEnv.succTo); another is appended as a part.
func (fc *fastCompiler) moveTo(n ast.Node, gain func(*fastEnv) int64, sc *scope) func(*fastEnv) {
	x := fc.expr(n, sc)
	switch {
	case x.k == fInt && fc.p.oneVar && gain == nil:
		f := x.i
		return func(e *fastEnv) { e.one(f(e)) }
	case x.k == fInt && fc.p.oneVar:
		f := x.i
		return func(e *fastEnv) { v := f(e); e.oneGain(v, gain(e)) }
	case x.k == fList && x.tup != nil && gain == nil:
		t := x.tup
		return func(e *fastEnv) { e.pos(t(e)) }
	case x.k == fList && x.tup != nil:
		t := x.tup
		return func(e *fastEnv) { p := t(e); e.succTo(p, gain(e)) }
	}
	to := fc.positionOf(x)
	if gain == nil {
		return func(e *fastEnv) { to(e); e.endSucc(1, 0, false) }
	}
	return func(e *fastEnv) { to(e); e.endSucc(1, gain(e), false) }
}

// split compiles split(p, q, ...). Where every part is a tuple (or an
// int of a one-variable state), a split is folded while resolving from
// the parts as they are made (fastResolve.foldSplit), none appended.
func (fc *fastCompiler) split(args []ast.Node, sc *scope) func(*fastEnv) {
	xs := make([]*fnode, len(args))
	parts := make([]func(*fastEnv), len(args))
	direct := true
	for i, a := range args {
		xs[i] = fc.expr(a, sc)
		parts[i] = fc.positionOf(xs[i])
		direct = direct && (xs[i].k == fList && xs[i].tup != nil || xs[i].k == fInt && fc.p.oneVar)
	}
	k := int32(len(parts))
	listed := func(e *fastEnv) {
		for _, p := range parts {
			p(e)
		}
		e.endSucc(k, 0, true)
	}
	if !direct {
		return listed
	}
	tups := make([]func(*fastEnv) []int64, len(xs))
	for i, x := range xs {
		if x.k == fInt {
			f := x.i
			tups[i] = func(e *fastEnv) []int64 { e.one1[0] = f(e); return e.one1[:] }
		} else {
			tups[i] = x.tup
		}
	}
	return func(e *fastEnv) {
		if !e.resolving {
			listed(e)
			return
		}
		r := e.res
		x := int64(0)
		for _, t := range tups {
			p := t(e)
			if !e.p.list && len(p) != e.p.nState { // endPart's check
				bail()
			}
			if r.ok {
				if id, ok := r.s.cell(p); ok {
					x ^= r.s.vals[id]
				} else {
					r.ok = false
				}
			}
		}
		if e.moves++; e.moves > maxCustomMoves { // endSucc's
			bail()
		}
		if r.ok && !r.grundy && k != 1 {
			r.ok = false
		}
		if r.ok {
			r.add(x, 0)
		}
	}
}

// parts compiles a list of positions (a split's), appending each as a
// part and returning their number.
func (fc *fastCompiler) parts(n ast.Node, sc *scope) func(*fastEnv) int32 {
	x := fc.expr(n, sc)
	switch {
	case x.k == fList && x.tgen != nil:
		tg := x.tgen
		return func(e *fastEnv) int32 {
			k := int32(0)
			tg(e, func(t []int64) { e.part(t); k++ })
			return k
		}
	case x.k == fList && fc.p.oneVar:
		g := x.gen
		return func(e *fastEnv) int32 {
			k := int32(0)
			g(e, func(v int64) { e.part1(v); k++ })
			return k
		}
	}
	unsupported("split of this kind")
	return nil
}

// position compiles a position value, appending it as one part.
func (fc *fastCompiler) position(n ast.Node, sc *scope) func(*fastEnv) {
	return fc.positionOf(fc.expr(n, sc))
}

// positionOf is position of a compiled value.
func (fc *fastCompiler) positionOf(x *fnode) func(*fastEnv) {
	switch {
	case x.k == fInt:
		if !fc.p.oneVar {
			unsupported("an int position of a state of several variables")
		}
		f := x.i
		return func(e *fastEnv) { e.part1(f(e)) }
	case x.k == fList && x.tup != nil:
		t := x.tup
		return func(e *fastEnv) { e.part(t(e)) }
	case x.k == fList && x.gen != nil && x.tgen == nil:
		g := x.gen
		return func(e *fastEnv) {
			g0 := e.g
			start := len(g0.parts)
			g(e, func(v int64) { g0.parts = append(g0.parts, v) })
			e.endPart(start)
		}
	}
	unsupported("position of this kind")
	return nil
}

// The output: parts appended to the game's succs/parts/plens.

func (e *fastEnv) part1(v int64) {
	g := e.g
	if !e.p.oneVar {
		bail()
	}
	g.parts = append(g.parts, v)
	g.plens = append(g.plens, 1)
}

func (e *fastEnv) part(t []int64) {
	g := e.g
	start := len(g.parts)
	g.parts = append(g.parts, t...)
	e.endPart(start)
}

func (e *fastEnv) endPart(start int) {
	g := e.g
	n := len(g.parts) - start
	if !e.p.list && n != e.p.nState {
		bail()
	}
	g.plens = append(g.plens, int32(n))
}

// endSucc closes a successor of k parts (the last k plens).
func (e *fastEnv) endSucc(k int32, gain int64, split bool) {
	g := e.g
	if e.moves++; e.moves > maxCustomMoves {
		bail()
	}
	if e.resolving {
		e.res.succ(k, gain)
		return
	}
	first := int32(len(g.plens)) - k
	off := int32(len(g.parts))
	for _, n := range g.plens[first:] {
		off -= n
	}
	g.succs = append(g.succs, customSucc{first: first, n: k, off: off, gain: gain, split: split})
}

// one emits an int successor; pos a tuple successor.
func (e *fastEnv) one(v int64)   { e.oneGain(v, 0) }
func (e *fastEnv) pos(t []int64) { e.succTo(t, 0) }

// oneGain is an int successor with a gain.
func (e *fastEnv) oneGain(v, gain int64) {
	if !e.resolving {
		e.part1(v)
		e.endSucc(1, gain, false)
		return
	}
	if !e.p.oneVar {
		bail()
	}
	e.one1[0] = v
	e.succTo(e.one1[:], gain)
}

// succTo is the successor that is position t with a gain: folded at once
// while resolving (no part appended), else listed.
func (e *fastEnv) succTo(t []int64, gain int64) {
	if !e.resolving {
		e.part(t)
		e.endSucc(1, gain, false)
		return
	}
	if !e.p.list && len(t) != e.p.nState { // endPart's check
		bail()
	}
	if e.moves++; e.moves > maxCustomMoves { // endSucc's
		bail()
	}
	e.res.fold1(t, gain)
}

// newFastEnv binds a fast program to one case's data (nil when a field's
// type differs from the compiled one).
func (p *fastProgram) newEnv(g *CustomGame, data map[string]any) *fastEnv {
	regs := make([]int64, p.nState+p.nLet)
	e := &fastEnv{g: g, p: p, regs: regs, vars: regs[:p.nState:p.nState], ints: make([]int64, p.nInts),
		lists: make([][]int, p.nLists), ll: make([][][]int, p.nLL),
		lets: regs[p.nState:], tups: make([][]int64, p.nTup), bufs: make([][]int64, max(p.nBuf, 1)),
		strs: make([]string, p.nStr), strl: make([][]string, p.nStrL), strg: make([][][]string, p.nStrG),
		letS: make([]string, p.nLetS), letSL: make([][]string, p.nLetSL)}
	e.posFn, e.oneFn = e.pos, e.one
	e.yI, e.yT = make([]func(int64), p.nYI), make([]func([]int64), p.nYT)
	for _, b := range p.sinksI {
		e.sI = append(e.sI, b(e))
	}
	for _, b := range p.sinksT {
		e.sT = append(e.sT, b(e))
	}
	for _, d := range p.data {
		v := data[d.name]
		if k, ok := dataKind(v); !ok || k != d.kind {
			return nil
		}
		switch d.kind {
		case fInt:
			e.ints[d.slot] = int64(v.(int))
		case fList:
			e.lists[d.slot] = v.([]int)
		case fListList:
			e.ll[d.slot] = v.([][]int)
		default:
			if !e.bindWords(d, v) {
				return nil
			}
		}
	}
	return e
}

// run evaluates the successors of p into g.succs/parts/plens; false when
// the fast path bailed (the output is then reset).
func (e *fastEnv) run(p []int64) (ok bool) {
	g := e.g
	if e.p.list {
		e.state = p
	} else {
		copy(e.vars, p)
	}
	e.moves, e.mem = 0, 0
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(fastBail); !isBail && fastCheck.Load() {
				panic(r) // a fault of the fast path itself: tests see it
			}
			// else expr-lang evaluates the position (as after any fault
			// of the fast path outside tests: it never crashes a run)
			g.succs, g.parts, g.plens = g.succs[:0], g.parts[:0], g.plens[:0]
			ok = false
		}
	}()
	e.p.emit(e)
	return true
}

// fastCheck, when set, compares every evaluation of the fast path with
// expr-lang's (SetFastCheck).
var fastCheck atomic.Bool

// SetFastCheck makes every custom game compare each position's
// successors from the compiled fast path with expr-lang's, a difference
// being an error wrapping ErrBadGame (tests turn it on: the fast path is
// trusted because it agrees with the interpreter everywhere it is used).
func SetFastCheck(on bool) { fastCheck.Store(on) }

// checkFast evaluates p again by expr-lang and compares.
func (g *CustomGame) checkFast(p []int64) error {
	type succ struct {
		parts [][]int64
		gain  int64
		split bool
	}
	read := func() []succ {
		out := make([]succ, len(g.succs))
		for i, sc := range g.succs {
			out[i] = succ{g.succParts(i), sc.gain, sc.split}
		}
		return out
	}
	fast := read()
	succs, parts, plens := slices.Clone(g.succs), slices.Clone(g.parts), slices.Clone(g.plens)
	work := g.work // expr-lang's time here is the check's, not the search's work
	defer func() { // the search goes on with what the fast path gave, as without the check
		g.work = work
		g.succs, g.parts, g.plens = append(g.succs[:0], succs...), append(g.parts[:0], parts...), append(g.plens[:0], plens...)
		g.last, g.lastOK = append(g.last[:0], p...), true
	}()
	if err := g.evalExpr(p); err != nil {
		return fmt.Errorf("%w: custom game %s: the fast path gave %v at position %s, expr-lang: %v", oracle.ErrBadGame, g.c.spec.Name, fast, formatPos(p, g.c.list), err)
	}
	slow := read()
	if fmt.Sprint(fast) != fmt.Sprint(slow) {
		return fmt.Errorf("%w: custom game %s: moves = %q at position %s: the fast path gave %v, expr-lang %v", oracle.ErrBadGame, g.c.spec.Name, g.c.spec.Moves, formatPos(p, g.c.list), fast, slow)
	}
	return nil
}

// FastPath says whether the game's moves run on the compiled fast path.
func (c *Custom) FastPath() bool { return c.fast != nil && !c.spec.Interpret }
