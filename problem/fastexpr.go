package problem

import (
	"errors"
	"strconv"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
)

// A tree-walking evaluator of the common subset of [output] expressions
// (literals, the answer's names, fields, + - * == != < <= > >= && || !,
// ?:, string(), len(), join(), map() over moves and lists, member access,
// solve()). expr-lang's VM reaches struct fields and functions through
// reflection, which costs microseconds per case; the minimality proof
// answers millions of small cases. An expression with anything else runs
// on the VM. The two are compared on the samples when a file loads
// (checkFast), and the VM wins any disagreement.

// fastExpr is a parsed expression the evaluator handles.
type fastExpr struct{ root ast.Node }

// errUnsupported: the expression leaves the subset.
var errUnsupported = errors.New("unsupported")

// compileFast parses src and returns nil when a node is outside the subset.
func compileFast(src string) *fastExpr {
	tree, err := parser.Parse(src)
	if err != nil || !supported(tree.Node) {
		return nil
	}
	return &fastExpr{root: tree.Node}
}

func supported(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.StringNode, *ast.IntegerNode, *ast.BoolNode, *ast.IdentifierNode, *ast.PointerNode:
		return true
	case *ast.MemberNode:
		_, ok := n.Property.(*ast.StringNode)
		return ok && !n.Optional && !n.Method && supported(n.Node)
	case *ast.BinaryNode:
		switch n.Operator {
		case "+", "-", "*", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "and", "or":
			return supported(n.Left) && supported(n.Right)
		}
	case *ast.UnaryNode:
		return (n.Operator == "!" || n.Operator == "not" || n.Operator == "-") && supported(n.Node)
	case *ast.ConditionalNode:
		return supported(n.Cond) && supported(n.Exp1) && supported(n.Exp2)
	case *ast.PredicateNode:
		return supported(n.Node)
	case *ast.CallNode:
		id, ok := n.Callee.(*ast.IdentifierNode)
		return ok && (id.Value == "string" || id.Value == "solve") && len(n.Arguments) == 1 && supported(n.Arguments[0])
	case *ast.BuiltinNode:
		switch n.Name {
		case "len", "join", "map", "string":
			for _, a := range n.Arguments {
				if !supported(a) {
					return false
				}
			}
			return len(n.Arguments) >= 1 && len(n.Arguments) <= 2
		}
	}
	return false
}

// fastEnv is what names resolve to.
type fastEnv struct {
	s      answerEnv
	x      *caseCtx
	solve  func(any) answerEnv
	ptr    any // # inside map
	fields func() map[string]any
}

func (e *fastEnv) eval(n ast.Node) (any, error) {
	switch n := n.(type) {
	case *ast.StringNode:
		return n.Value, nil
	case *ast.IntegerNode:
		return n.Value, nil
	case *ast.BoolNode:
		return n.Value, nil
	case *ast.PointerNode:
		if n.Name != "" {
			return nil, errUnsupported
		}
		return e.ptr, nil
	case *ast.IdentifierNode:
		return e.ident(n.Value)
	case *ast.MemberNode:
		v, err := e.eval(n.Node)
		if err != nil {
			return nil, err
		}
		return member(v, n.Property.(*ast.StringNode).Value)
	case *ast.UnaryNode:
		v, err := e.eval(n.Node)
		if err != nil {
			return nil, err
		}
		switch v := v.(type) {
		case bool:
			if n.Operator != "-" {
				return !v, nil
			}
		case int:
			if n.Operator == "-" {
				return -v, nil
			}
		}
		return nil, errUnsupported
	case *ast.ConditionalNode:
		c, err := e.eval(n.Cond)
		if err != nil {
			return nil, err
		}
		b, ok := c.(bool)
		if !ok {
			return nil, errUnsupported
		}
		if b {
			return e.eval(n.Exp1)
		}
		return e.eval(n.Exp2)
	case *ast.BinaryNode:
		return e.binary(n)
	case *ast.CallNode:
		v, err := e.eval(n.Arguments[0])
		if err != nil {
			return nil, err
		}
		if n.Callee.(*ast.IdentifierNode).Value == "solve" {
			return e.solve(v), nil
		}
		return stringFunc(v)
	case *ast.BuiltinNode:
		return e.builtin(n)
	}
	return nil, errUnsupported
}

func (e *fastEnv) ident(name string) (any, error) {
	switch name {
	case "win":
		return e.s.Win, nil
	case "lose":
		return e.s.Lose, nil
	case "draw":
		return e.s.Draw, nil
	case "outcome":
		return e.s.Outcome, nil
	case "grundy":
		return e.s.Grundy, nil
	case "value":
		return e.s.Value, nil
	case "count":
		return e.s.Count, nil
	case "moves":
		return e.s.Moves, nil
	}
	if v, ok := e.fields()[name]; ok {
		return v, nil
	}
	return nil, errUnsupported
}

func member(v any, prop string) (any, error) {
	if m, ok := v.(*moveEnv); ok { // # of a streamed join (joinMap)
		v = *m
	}
	switch v := v.(type) {
	case moveEnv:
		switch prop {
		case "label":
			return v.Label, nil
		case "heap":
			return v.Heap, nil
		case "from":
			return v.From, nil
		case "to":
			return v.To, nil
		case "take":
			return v.Take, nil
		}
	case answerEnv:
		e := fastEnv{s: v}
		return e.ident(prop)
	case map[string]any:
		if x, ok := v[prop]; ok {
			return x, nil
		}
	}
	return nil, errUnsupported
}

func (e *fastEnv) binary(n *ast.BinaryNode) (any, error) {
	l, err := e.eval(n.Left)
	if err != nil {
		return nil, err
	}
	switch n.Operator {
	case "&&", "and", "||", "or":
		lb, ok := l.(bool)
		if !ok {
			return nil, errUnsupported
		}
		if lb == (n.Operator == "||" || n.Operator == "or") {
			return lb, nil
		}
		r, err := e.eval(n.Right)
		if err != nil {
			return nil, err
		}
		if _, ok := r.(bool); !ok {
			return nil, errUnsupported
		}
		return r, nil
	}
	r, err := e.eval(n.Right)
	if err != nil {
		return nil, err
	}
	switch a := l.(type) {
	case int:
		b, ok := r.(int)
		if !ok {
			return nil, errUnsupported
		}
		switch n.Operator {
		case "+":
			return a + b, nil
		case "-":
			return a - b, nil
		case "*":
			return a * b, nil
		case "==":
			return a == b, nil
		case "!=":
			return a != b, nil
		case "<":
			return a < b, nil
		case "<=":
			return a <= b, nil
		case ">":
			return a > b, nil
		case ">=":
			return a >= b, nil
		}
	case string:
		b, ok := r.(string)
		if !ok {
			return nil, errUnsupported
		}
		switch n.Operator {
		case "+":
			return a + b, nil
		case "==":
			return a == b, nil
		case "!=":
			return a != b, nil
		}
	case bool:
		b, ok := r.(bool)
		if !ok {
			return nil, errUnsupported
		}
		switch n.Operator {
		case "==":
			return a == b, nil
		case "!=":
			return a != b, nil
		}
	}
	return nil, errUnsupported
}

func (e *fastEnv) builtin(n *ast.BuiltinNode) (any, error) {
	if n.Name == "join" {
		if s, ok, err := e.joinMap(n); ok || err != nil {
			return s, err
		}
	}
	v, err := e.eval(n.Arguments[0])
	if err != nil {
		return nil, err
	}
	switch n.Name {
	case "string":
		return stringFunc(v)
	case "len":
		switch v := v.(type) {
		case []moveEnv:
			return len(v), nil
		case []int:
			return len(v), nil
		case []any:
			return len(v), nil
		case string:
			return len(v), nil
		}
	case "join":
		sep := ""
		if len(n.Arguments) == 2 {
			s, err := e.eval(n.Arguments[1])
			if err != nil {
				return nil, err
			}
			var ok bool
			if sep, ok = s.(string); !ok {
				return nil, errUnsupported
			}
		}
		l, ok := v.([]any)
		if !ok {
			return nil, errUnsupported
		}
		var b strings.Builder
		for i, x := range l {
			s, ok := x.(string)
			if !ok {
				return nil, errUnsupported
			}
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(s)
		}
		return b.String(), nil
	case "map":
		if len(n.Arguments) != 2 {
			return nil, errUnsupported
		}
		c, ok := n.Arguments[1].(*ast.PredicateNode)
		if !ok {
			return nil, errUnsupported
		}
		var items []any
		switch v := v.(type) {
		case []moveEnv:
			items = make([]any, len(v))
			for i, m := range v {
				items[i] = m
			}
		case []int:
			items = make([]any, len(v))
			for i, x := range v {
				items[i] = x
			}
		case []any:
			items = v
		default:
			return nil, errUnsupported
		}
		out := make([]any, len(items))
		inner := *e
		for i, it := range items {
			inner.ptr = it
			if out[i], err = inner.eval(c.Node); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return nil, errUnsupported
}

// joinMap is join(map(L, E), sep) written straight into one buffer, E's
// pieces appended where it is a concatenation of strings and string() of
// integers (appendStr): no string a move (hdu2176 writes 10^5 winning
// moves a case, `string(.from) + " " + string(.to)`). ok is false when n
// is not of that form (or L is not a list of moves or numbers): eval's
// general path then answers.
func (e *fastEnv) joinMap(n *ast.BuiltinNode) (any, bool, error) {
	m, ok := n.Arguments[0].(*ast.BuiltinNode)
	if !ok || m.Name != "map" || len(m.Arguments) != 2 {
		return nil, false, nil
	}
	c, ok := m.Arguments[1].(*ast.PredicateNode)
	if !ok {
		return nil, false, nil
	}
	sep := ""
	if len(n.Arguments) == 2 {
		s, ok := n.Arguments[1].(*ast.StringNode)
		if !ok {
			return nil, false, nil
		}
		sep = s.Value
	}
	l, err := e.eval(m.Arguments[0])
	if err != nil {
		return nil, false, err
	}
	inner := *e
	var b []byte
	item := func(i int) (bool, error) {
		if i > 0 {
			b = append(b, sep...)
		}
		var ok bool
		var err error
		b, ok, err = inner.appendStr(b, c.Node)
		return ok, err
	}
	switch l := l.(type) {
	case []moveEnv:
		b = make([]byte, 0, 24*len(l)) // two numbers, a separator
		for i := range l {
			inner.ptr = &l[i]
			if ok, err := item(i); !ok || err != nil {
				return nil, false, err
			}
		}
	case []int:
		for i, x := range l {
			inner.ptr = x
			if ok, err := item(i); !ok || err != nil {
				return nil, false, err
			}
		}
	default:
		return nil, false, nil
	}
	return string(b), true, nil
}

// appendStr appends the value of n to b when it is a string: literals,
// string() (integers written in place), concatenations of them, and any
// other node whose value is a string; ok is false (b unchanged) when the
// value is not a string.
func (e *fastEnv) appendStr(b []byte, n ast.Node) ([]byte, bool, error) {
	switch n := n.(type) {
	case *ast.StringNode:
		return append(b, n.Value...), true, nil
	case *ast.BinaryNode:
		if n.Operator == "+" {
			mark := len(b)
			l, ok, err := e.appendStr(b, n.Left)
			if err != nil {
				return b[:mark], false, err
			}
			if ok {
				r, ok, err := e.appendStr(l, n.Right)
				if err != nil || !ok {
					return b[:mark], false, err
				}
				return r, true, nil
			}
		}
	case *ast.CallNode, *ast.BuiltinNode:
		var arg ast.Node
		if c, ok := n.(*ast.CallNode); ok && c.Callee.(*ast.IdentifierNode).Value == "string" {
			arg = c.Arguments[0]
		} else if bn, ok := n.(*ast.BuiltinNode); ok && bn.Name == "string" && len(bn.Arguments) == 1 {
			arg = bn.Arguments[0]
		}
		if arg != nil {
			if x, ok := e.moveInt(arg); ok {
				return strconv.AppendInt(b, int64(x), 10), true, nil
			}
			v, err := e.eval(arg)
			if err != nil {
				return b, false, err
			}
			if x, ok := v.(int); ok {
				return strconv.AppendInt(b, int64(x), 10), true, nil
			}
			s, err := stringFunc(v)
			if err != nil {
				return b, false, err
			}
			return append(b, s.(string)...), true, nil
		}
	}
	v, err := e.eval(n)
	if err != nil {
		return b, false, err
	}
	s, ok := v.(string)
	if !ok {
		return b, false, nil
	}
	return append(b, s...), true, nil
}

// moveInt is the value of `.from` (`.to`, `.take`, `.heap`) of the move
// a streamed join is at, read in place (eval would box it); ok is false for
// any other node.
func (e *fastEnv) moveInt(n ast.Node) (int, bool) {
	m, ok := n.(*ast.MemberNode)
	if !ok {
		return 0, false
	}
	if p, ok := m.Node.(*ast.PointerNode); !ok || p.Name != "" {
		return 0, false
	}
	mv, ok := e.ptr.(*moveEnv)
	if !ok {
		return 0, false
	}
	switch m.Property.(*ast.StringNode).Value {
	case "from":
		return mv.From, true
	case "to":
		return mv.To, true
	case "take":
		return mv.Take, true
	case "heap":
		return mv.Heap, true
	}
	return 0, false
}

// runFast evaluates the subset; ok is false when the value left it (the
// caller runs the VM instead).
func (f *fileProblem) runFast(x *caseCtx, a answerEnv, solve func(any) answerEnv) (string, bool, error) {
	e := fastEnv{s: a, x: x, solve: solve, fields: x.fieldEnv}
	v, err := e.eval(f.out.quick.root)
	if errors.Is(err, errUnsupported) {
		return "", false, nil
	}
	if err != nil {
		return "", true, err
	}
	s, err := outputText(v)
	return s, err == nil, err
}
