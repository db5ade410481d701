package problem

import (
	"errors"
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
