package explore

import (
	"errors"
	"fmt"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"
)

// Formula is a compiled claim: a boolean expression (expr-lang syntax)
// over named integers and integer lists, with `^` meaning XOR.
type Formula struct {
	Source  string
	program *vm.Program
	machine vm.VM
}

// SyntaxError is an expression that does not compile: Column (1-based)
// points at the fault in Expr.
type SyntaxError struct {
	Expr   string
	Line   int // 1-based
	Column int // 1-based; 0 when the fault has no position (e.g. not a boolean)
	Msg    string
}

func (e *SyntaxError) Error() string {
	if e.Column == 0 {
		return e.Msg
	}
	return fmt.Sprintf("column %d: %s", e.Column, e.Msg)
}

// Caret is the expression's faulty line with a caret under the column,
// each line indented by two spaces ("" when there is no column).
func (e *SyntaxError) Caret() string {
	if e.Column == 0 {
		return ""
	}
	lines := strings.Split(e.Expr, "\n")
	if e.Line < 1 || e.Line > len(lines) {
		return ""
	}
	line := strings.ReplaceAll(lines[e.Line-1], "\t", " ")
	pad := strings.Repeat(" ", e.Column-1)
	return "  " + line + "\n  " + pad + "^"
}

// Compile compiles src with the variables of env (names to int or []int
// values; their types are what the expression may assume). Functions:
// xor(a, b), xor(list) and the operator a ^ b (XOR, see xorPatch); sum,
// min, max, count (expr-lang builtins; count(list) is its length).
func Compile(src string, env map[string]any) (*Formula, error) {
	full := map[string]any{}
	for k, v := range env {
		full[k] = v
	}
	prog, err := expr.Compile(src,
		expr.Env(full),
		expr.AsBool(),
		expr.Patch(xorPatch{}),
		expr.Function("xor", xorFunc,
			new(func(int, int) int),
			new(func([]int) int),
			new(func([]any) int),
		),
	)
	if err != nil {
		return nil, syntaxError(src, err)
	}
	return &Formula{Source: src, program: prog}, nil
}

func syntaxError(src string, err error) error {
	var fe *file.Error
	if !errors.As(err, &fe) {
		return &SyntaxError{Expr: src, Msg: err.Error()}
	}
	se := &SyntaxError{Expr: src, Msg: fe.Message}
	if fe.Snippet != "" {
		se.Line, se.Column = fe.Line, fe.Column+1
	}
	return se
}

// Eval evaluates the formula on env (the same names and types as at
// Compile). A Formula is for one goroutine.
func (f *Formula) Eval(env map[string]any) (bool, error) {
	out, err := f.machine.Run(f.program, env)
	var fe *file.Error
	if errors.As(err, &fe) {
		return false, fmt.Errorf("%s at column %d", fe.Message, fe.Column+1)
	}
	if err != nil {
		return false, err
	}
	b, ok := out.(bool)
	if !ok {
		return false, fmt.Errorf("the formula gave %v, not true or false", out)
	}
	return b, nil
}

// xorPatch rewrites the binary operator ^ (power in expr-lang) into a call
// of xor, so that `a ^ b` is bitwise XOR. Its precedence stays expr-lang's
// power precedence: tighter than * / %, so `a ^ b % 3` is `(a ^ b) % 3`;
// use parentheses when in doubt. `**` remains power. It also gives count a
// one-argument form: count(list) is the list's length (expr-lang's own
// count(list) counts true booleans).
type xorPatch struct{}

func (xorPatch) Visit(node *ast.Node) {
	switch b := (*node).(type) {
	case *ast.BinaryNode:
		if b.Operator == "^" {
			ast.Patch(node, &ast.CallNode{
				Callee:    &ast.IdentifierNode{Value: "xor"},
				Arguments: []ast.Node{b.Left, b.Right},
			})
		}
	case *ast.BuiltinNode:
		if b.Name == "count" && len(b.Arguments) == 1 {
			b.Arguments = append(b.Arguments, &ast.PredicateNode{Node: &ast.BoolNode{Value: true}})
		}
	}
}

// xorFunc is xor(a, b) for integers or xor(list) over a list of integers.
func xorFunc(args ...any) (any, error) {
	x := 0
	for _, a := range args {
		switch v := a.(type) {
		case int:
			x ^= v
		case []int:
			for _, e := range v {
				x ^= e
			}
		case []any:
			for _, e := range v {
				i, ok := e.(int)
				if !ok {
					return nil, fmt.Errorf("xor: %v is not an integer", e)
				}
				x ^= i
			}
		default:
			return nil, fmt.Errorf("xor: %v is not an integer or a list of integers", a)
		}
	}
	return x, nil
}
