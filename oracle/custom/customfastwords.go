package custom

import "github.com/expr-lang/expr/ast"

// Words and grids on the fast path. A problem's word field reaches the
// moves as a string (a word), a list of strings (a column of words in
// rows) or a list of lists of one-character strings (a grid `a[h][w]`,
// read `a[r][c] == "+"`): the fast path reads them in place, as Go
// strings, never copied per position:
//
//   - a word: a word field, a literal ("+"), g[r][c] of a grid, l[i] of a
//     list of words, s[i:j] (slicing clamps as expr-lang's: negative
//     ends count from the end, an empty word when from > to), ?: and let;
//   - == != < <= > >= between two words (a one-character literal compared
//     in one byte: `g[r][c] == "+"`);
//   - len(s) of a word, a list of words or a grid.
//
// expr-lang's len counts a word's characters (runes) while slicing counts
// bytes: the two agree on ASCII, so a word of other characters (a literal
// at compile time, a data word when a case is bound) leaves the fast
// path: a literal compiles the moves by expr-lang alone, a case's word
// binds the game without the fast path (newEnv gives nil). Alphabets of
// `[input] words` are printable ASCII. Concatenation (`s + t`), `in`,
// the string functions and words in map/filter sources are not in the
// subset: expr-lang runs such moves.

// wordLit is a word literal; a non-ASCII one leaves the subset.
func wordLit(v string) *fnode {
	if !isASCII(v) {
		unsupported("a word of non-ASCII characters")
	}
	return &fnode{k: fStr, s: func(*fastEnv) string { return v }}
}

// wordData is the data field in slot s of a word kind.
func wordData(k fkind, s int) *fnode {
	switch k {
	case fStr:
		return &fnode{k: fStr, s: func(e *fastEnv) string { return e.strs[s] }}
	case fStrList:
		return &fnode{k: fStrList, sl: func(e *fastEnv) []string { return e.strl[s] }}
	}
	return &fnode{k: fStrGrid, sg: func(e *fastEnv) [][]string { return e.strg[s] }}
}

// wordIndex is l[i] of a grid (a row) or of a list of words (a word).
func wordIndex(x *fnode, idx func(*fastEnv) int64) *fnode {
	if x.k == fStrGrid {
		g := x.sg
		return &fnode{k: fStrList, sl: func(e *fastEnv) []string { l := g(e); return l[at(idx(e), len(l))] }}
	}
	l := x.sl
	return &fnode{k: fStr, s: func(e *fastEnv) string { w := l(e); return w[at(idx(e), len(w))] }}
}

// gridCell compiles g[r][c] of a data grid g (not shadowed by a let or
// the state) as one read; nil for any other n.
func (fc *fastCompiler) gridCell(n *ast.MemberNode, sc *scope) *fnode {
	row, ok := n.Node.(*ast.MemberNode)
	if !ok || row.Optional || row.Method {
		return nil
	}
	if _, isName := row.Property.(*ast.StringNode); isName {
		return nil
	}
	id, ok := row.Node.(*ast.IdentifierNode)
	if !ok {
		return nil
	}
	if _, bound := sc.names[id.Value]; bound {
		return nil
	}
	if _, isState := fc.state[id.Value]; isState {
		return nil
	}
	if k, ok := dataKind(fc.c.dataEnv[id.Value]); !ok || k != fStrGrid {
		return nil
	}
	s := fc.data(id.Value, fStrGrid)
	if t, ok := fc.tupleCell(row.Property, n.Property, sc); ok { // a[#[0]][#[1]]: the position read in place
		return &fnode{k: fStr, s: func(e *fastEnv) string {
			p, g := e.tups[t], e.strg[s]
			if len(p) < 2 {
				bail() // expr-lang's index error
			}
			l := g[at(p[0], len(g))]
			return l[at(p[1], len(l))]
		}}
	}
	r, c := fc.integer(row.Property, sc), fc.integer(n.Property, sc)
	return &fnode{k: fStr, s: func(e *fastEnv) string {
		g := e.strg[s]
		l := g[at(r(e), len(g))]
		return l[at(c(e), len(l))]
	}}
}

// tupleCell says whether r and c are #[0] and #[1] (or p[0] and p[1] of
// a let p) of one position bound to a tuple, and gives its slot.
func (fc *fastCompiler) tupleCell(r, c ast.Node, sc *scope) (int, bool) {
	elem := func(n ast.Node, want int64) (int, bool) {
		m, ok := n.(*ast.MemberNode)
		if !ok || m.Optional || m.Method {
			return 0, false
		}
		if k, ok := constInt(m.Property); !ok || k != want {
			return 0, false
		}
		return fc.boundTuple(m.Node, sc)
	}
	a, okA := elem(r, 0)
	b, okB := elem(c, 1)
	return a, okA && okB && a == b
}

// wordLen is len of a word (its bytes: characters, as words are ASCII),
// of a list of words or of a grid (its rows).
func wordLen(x *fnode) *fnode {
	switch x.k {
	case fStr:
		f := x.s
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return int64(len(f(e))) }}
	case fStrList:
		f := x.sl
		return &fnode{k: fInt, i: func(e *fastEnv) int64 { return int64(len(f(e))) }}
	}
	f := x.sg
	return &fnode{k: fInt, i: func(e *fastEnv) int64 { return int64(len(f(e))) }}
}

// slice compiles s[i:j] of a word (either end may be left out).
func (fc *fastCompiler) slice(n *ast.SliceNode, sc *scope) *fnode {
	x := fc.expr(n.Node, sc)
	if x.k != fStr {
		unsupported("a slice of a list")
	}
	w := x.s
	var from, to func(*fastEnv) int64
	if n.From != nil {
		from = fc.integer(n.From, sc)
	}
	if n.To != nil {
		to = fc.integer(n.To, sc)
	}
	return &fnode{k: fStr, s: func(e *fastEnv) string {
		s := w(e)
		a, b := int64(0), int64(len(s))
		if from != nil {
			a = from(e)
		}
		if to != nil {
			b = to(e)
		}
		a, b = clampSlice(a, b, int64(len(s)))
		return s[a:b]
	}}
}

// clampSlice is expr-lang's runtime.Slice on the ends of a slice of n.
func clampSlice(a, b, n int64) (int64, int64) {
	if a < 0 {
		a = max(n+a, 0)
	}
	if b < 0 {
		b = max(n+b, 0)
	}
	b = min(b, n)
	return min(a, b), b
}

// wordCompare compiles a comparison of two words; nil when n is not one
// (its operands are then integers, compiled by binary).
func (fc *fastCompiler) wordCompare(n *ast.BinaryNode, sc *scope) *fnode {
	switch n.Operator {
	case "==", "!=", "<", "<=", ">", ">=":
	default:
		return nil
	}
	_, litL := n.Left.(*ast.StringNode)
	lit, litR := n.Right.(*ast.StringNode)
	var a *fnode
	switch {
	case litL || litR:
		a = fc.expr(n.Left, sc)
	case maybeWord(n.Left):
		if a = fc.tryExpr(n.Left, sc); a == nil || a.k != fStr {
			return nil
		}
	default:
		return nil
	}
	if a.k != fStr {
		unsupported("%s between a word and another value", n.Operator)
	}
	l := a.s
	if litR && len(lit.Value) == 1 && isASCII(lit.Value) && (n.Operator == "==" || n.Operator == "!=") {
		c, eq := lit.Value[0], n.Operator == "=="
		return &fnode{k: fBool, b: func(e *fastEnv) bool { s := l(e); return (len(s) == 1 && s[0] == c) == eq }}
	}
	b := fc.expr(n.Right, sc)
	if b.k != fStr {
		unsupported("%s between a word and another value", n.Operator)
	}
	r := b.s
	var p func(e *fastEnv) bool
	switch n.Operator {
	case "==":
		p = func(e *fastEnv) bool { return l(e) == r(e) }
	case "!=":
		p = func(e *fastEnv) bool { return l(e) != r(e) }
	case "<":
		p = func(e *fastEnv) bool { return l(e) < r(e) }
	case "<=":
		p = func(e *fastEnv) bool { return l(e) <= r(e) }
	case ">":
		p = func(e *fastEnv) bool { return l(e) > r(e) }
	default:
		p = func(e *fastEnv) bool { return l(e) >= r(e) }
	}
	return &fnode{k: fBool, b: p}
}

// maybeWord says whether n has a shape that may give a word (worth
// compiling to see).
func maybeWord(n ast.Node) bool {
	switch n.(type) {
	case *ast.IdentifierNode, *ast.MemberNode, *ast.SliceNode, *ast.ConditionalNode:
		return true
	}
	return false
}

// tryExpr compiles n, or gives nil when n leaves the subset.
func (fc *fastCompiler) tryExpr(n ast.Node, sc *scope) (x *fnode) {
	defer func() {
		if r := recover(); r != nil {
			if _, isFast := r.(errFast); !isFast {
				panic(r)
			}
			x = nil
		}
	}()
	return fc.expr(n, sc)
}

// bindWords puts a case's word, list of words or grid into its slot;
// false when one of its words is not ASCII (the game is then bound
// without the fast path).
func (e *fastEnv) bindWords(d fastData, v any) bool {
	switch d.kind {
	case fStr:
		s := v.(string)
		e.strs[d.slot] = s
		return isASCII(s)
	case fStrList:
		l := v.([]string)
		e.strl[d.slot] = l
		return allASCII(l)
	case fStrGrid:
		g := v.([][]string)
		e.strg[d.slot] = g
		for _, l := range g {
			if !allASCII(l) {
				return false
			}
		}
		return true
	}
	return false
}

func allASCII(l []string) bool {
	for _, s := range l {
		if !isASCII(s) {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
