package custom

import (
	"errors"
	"fmt"
	"math"
	"reflect"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"
	"github.com/gamestress/gamestress/oracle"
)

// customProgram is one compiled expression of a custom game.
type customProgram struct {
	game, key, src string
	prog           *vm.Program
}

// customMemoryBudget bounds what one evaluation may allocate (expr-lang's
// budget counts elements of ranges and lists): a range 1..10^9 is an
// error, not a hang.
const customMemoryBudget = 1 << 22

// maxCustomMoves bounds the successors of one position.
const maxCustomMoves = 1 << 20

func compileCustom(game, key, src string, env map[string]any) (*customProgram, error) {
	prog, err := expr.Compile(src,
		expr.Env(env),
		expr.Patch(customPatch{}),
		expr.Function("xor", customXor, new(func(int, int) int), new(func([]int) int), new(func([]any) int)),
		expr.Function("div", customDiv, new(func(int, int) int)),
		expr.Function("split", customSplitRec),
		expr.Function("flat", customFlat),
		expr.Function("divisors", customDivisors, new(func(int) []int)),
		expr.Function("move", customMoveRec),
		expr.Function("set", customSet, new(func([]int, int, int) []int), new(func([]any, int, int) []int)),
		expr.Function("add", customAdd, new(func([]int, int, int) []int), new(func([]any, int, int) []int)),
		expr.Function("subsets", customSubsets, new(func(int, int, int) [][]int)),
		expr.Function("product", customProduct, new(func([]any) [][]int)),
	)
	if err != nil {
		return nil, fmt.Errorf("%w: custom game %s: %s = %q: %s", oracle.ErrBadGame, game, key, src, exprMessage(err))
	}
	if key == "moves" {
		switch t := prog.Node().Type(); {
		case t == nil:
		case t.Kind() == reflect.Slice, t.Kind() == reflect.Array, t.Kind() == reflect.Interface:
		default:
			return nil, fmt.Errorf("%w: custom game %s: moves = %q gives %s, not a list of successors", oracle.ErrBadGame, game, src, t)
		}
	}
	return &customProgram{game: game, key: key, src: src, prog: prog}, nil
}

// exprMessage is expr-lang's error without its snippet, with the column.
func exprMessage(err error) string {
	var fe *file.Error
	if errors.As(err, &fe) {
		if fe.Snippet != "" || fe.Column > 0 || fe.Line > 1 {
			return fmt.Sprintf("%s (line %d, column %d)", fe.Message, fe.Line, fe.Column+1)
		}
		return fe.Message
	}
	return err.Error()
}

// customPatch makes a ^ b bitwise XOR (power is **), as in claims, a / b
// integer division (floored: positions are integers), and count(list) the
// list's length.
type customPatch struct{}

func (customPatch) Visit(node *ast.Node) {
	switch b := (*node).(type) {
	case *ast.BinaryNode:
		switch b.Operator {
		case "^":
			ast.Patch(node, &ast.CallNode{Callee: &ast.IdentifierNode{Value: "xor"}, Arguments: []ast.Node{b.Left, b.Right}})
		case "/":
			ast.Patch(node, &ast.CallNode{Callee: &ast.IdentifierNode{Value: "div"}, Arguments: []ast.Node{b.Left, b.Right}})
		}
	case *ast.BuiltinNode:
		if b.Name == "count" && len(b.Arguments) == 1 {
			b.Arguments = append(b.Arguments, &ast.PredicateNode{Node: &ast.BoolNode{Value: true}})
		}
	}
}

// run evaluates p on env; a panic anywhere is an error, never a crash.
func (p *customProgram) run(m *vm.VM, env map[string]any) (out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	m.MemoryBudget = customMemoryBudget
	out, err = m.Run(p.prog, env)
	if err != nil {
		err = errors.New(exprMessage(err))
	}
	return out, err
}

// errAt is an evaluation error naming the expression and the position.
func (p *customProgram) errAt(pos string, format string, a ...any) error {
	return fmt.Errorf("%w: custom game %s: %s = %q at position %s: %s", oracle.ErrBadGame, p.game, p.key, p.src, pos, fmt.Sprintf(format, a...))
}

// toInt reads an integer value (a whole float is accepted: n/2 when n is even).
func toInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int64:
		return x, true
	case int32:
		return int64(x), true
	case uint8:
		return int64(x), true
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1<<62 {
			return int64(x), true
		}
	}
	return 0, false
}

// AsList reads a list value as []any (nil, false when it is not a list):
// what expr-lang hands back, or a slice of any type (problem/gamedef reads
// a game file's start and components with it).
func AsList(v any) ([]any, bool) {
	switch x := v.(type) {
	case []any:
		return x, true
	case []int:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = e
		}
		return out, true
	case [][]int:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = e
		}
		return out, true
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return nil, false
	}
	out := make([]any, rv.Len())
	for i := range out {
		out[i] = rv.Index(i).Interface()
	}
	return out, true
}

// normalizeData converts a case's values to expr-lang's natural types:
// integers to int, lists to []int (or [][]int), lists of words to
// []string (or [][]string, a grid), records recursively.
func normalizeData(data map[string]any) map[string]any {
	out := make(map[string]any, len(data))
	for k, v := range data {
		out[k] = normalizeValue(v)
	}
	return out
}

func normalizeValue(v any) any {
	if i, ok := toInt(v); ok {
		if _, isFloat := v.(float64); !isFloat {
			return int(i)
		}
	}
	switch x := v.(type) {
	case []int64:
		out := make([]int, len(x))
		for i, e := range x {
			out[i] = int(e)
		}
		return out
	case map[string]any:
		return normalizeData(x)
	case string, bool, []int, [][]int, []string, [][]string:
		return v // words and grids stay typed: the fast path reads them in place
	}
	l, ok := AsList(v)
	if !ok {
		return v
	}
	ints := make([]int, len(l))
	allInts := true
	for i, e := range l {
		n, ok := toInt(e)
		if !ok {
			allInts = false
			break
		}
		ints[i] = int(n)
	}
	if allInts {
		return ints
	}
	out := make([]any, len(l))
	allLists := true
	var lists [][]int
	for i, e := range l {
		out[i] = normalizeValue(e)
		if li, ok := out[i].([]int); ok {
			lists = append(lists, li)
		} else {
			allLists = false
		}
	}
	if allLists {
		return lists
	}
	if words, ok := typedWords(out); ok {
		return words
	}
	return out
}

// typedWords is a list of words as []string, a list of lists of words
// as [][]string (as a problem's words and grids come): false for any
// other list.
func typedWords(l []any) (any, bool) {
	if len(l) == 0 {
		return nil, false
	}
	if _, ok := l[0].(string); ok {
		out := make([]string, len(l))
		for i, e := range l {
			if out[i], ok = e.(string); !ok {
				return nil, false
			}
		}
		return out, true
	}
	out := make([][]string, len(l))
	for i, e := range l {
		var ok bool
		if out[i], ok = e.([]string); !ok {
			return nil, false
		}
	}
	return out, true
}

// The helper functions of custom games' expressions.

func customXor(args ...any) (any, error) {
	x := int64(0)
	for _, a := range args {
		if v, ok := toInt(a); ok {
			x ^= v
			continue
		}
		l, ok := AsList(a)
		if !ok {
			return nil, fmt.Errorf("xor: %v is not an integer or a list of integers", a)
		}
		for _, e := range l {
			v, ok := toInt(e)
			if !ok {
				return nil, fmt.Errorf("xor: %v is not an integer", e)
			}
			x ^= v
		}
	}
	return int(x), nil
}

func intsOf(name string, v any) ([]int, error) {
	if l, ok := v.([]int); ok {
		return l, nil
	}
	l, ok := AsList(v)
	if !ok {
		return nil, fmt.Errorf("%s: %v is not a list", name, v)
	}
	out := make([]int, len(l))
	for i, e := range l {
		n, ok := toInt(e)
		if !ok {
			return nil, fmt.Errorf("%s: %v is not an integer", name, e)
		}
		out[i] = int(n)
	}
	return out, nil
}

// split(p, q, ...) is the successor {split: [p, q, ...]}; move(to,
// label) and move(to, label, gain) the successor {to, label, gain} (a
// record literal inside map needs parentheses: map(1..n, ({to: n - #}))).
func customSplitRec(args ...any) (any, error) {
	return map[string]any{"split": append([]any(nil), args...)}, nil
}

func customMoveRec(args ...any) (any, error) {
	if len(args) < 2 || len(args) > 3 {
		return nil, fmt.Errorf("move(to, label) or move(to, label, gain), got %d arguments", len(args))
	}
	r := map[string]any{"to": args[0], "label": args[1]}
	if len(args) == 3 {
		r["gain"] = args[2]
	}
	return r, nil
}

// flat(lists) joins a list of lists one level deep (expr-lang's flatten
// flattens every level, positions included).
func customFlat(args ...any) (any, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("flat(list of lists), got %d arguments", len(args))
	}
	ls, ok := AsList(args[0])
	if !ok {
		return nil, fmt.Errorf("flat: %v is not a list of lists", args[0])
	}
	var out []any
	for _, l := range ls {
		xs, ok := AsList(l)
		if !ok {
			return nil, fmt.Errorf("flat: %v is not a list", l)
		}
		out = append(out, xs...)
	}
	return out, nil
}

// divisors(n) lists the positive divisors of n >= 1 ascending, in
// O(sqrt n) (take-a-divisor games: filter(divisors(n), # < n)).
func customDivisors(args ...any) (any, error) {
	n, _ := toInt(args[0])
	if n < 1 {
		return []int{}, nil
	}
	var small, large []int
	for d := int64(1); d*d <= n; d++ {
		if n%d == 0 {
			small = append(small, int(d))
			if d*d != n {
				large = append(large, int(n/d))
			}
		}
	}
	for i := len(large) - 1; i >= 0; i-- {
		small = append(small, large[i])
	}
	return small, nil
}

// customDiv is floored integer division; dividing by 0 is an error.
func customDiv(args ...any) (any, error) {
	a, _ := toInt(args[0])
	b, _ := toInt(args[1])
	if b == 0 {
		return nil, fmt.Errorf("division by zero")
	}
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return int(q), nil
}

// set(list, i, v) is a copy of list with list[i] = v; add(list, i, d) a
// copy with list[i] += d.
func customSet(args ...any) (any, error) { return customReplace("set", args, false) }
func customAdd(args ...any) (any, error) { return customReplace("add", args, true) }

func customReplace(name string, args []any, add bool) (any, error) {
	l, err := intsOf(name, args[0])
	if err != nil {
		return nil, err
	}
	i, _ := toInt(args[1])
	v, _ := toInt(args[2])
	if i < 0 || i >= int64(len(l)) {
		return nil, fmt.Errorf("%s: index %d out of range [0, %d)", name, i, len(l))
	}
	out := append([]int(nil), l...)
	if add {
		out[i] += int(v)
	} else {
		out[i] = int(v)
	}
	return out, nil
}

// subsets(n, lo, hi) lists every set of indices of 0..n-1 with lo..hi
// elements, each ascending (Moore's Nim_k: subsets(len(h), 1, k)).
func customSubsets(args ...any) (any, error) {
	n, _ := toInt(args[0])
	lo, _ := toInt(args[1])
	hi, _ := toInt(args[2])
	if n < 0 || n > 62 {
		return nil, fmt.Errorf("subsets: n = %d out of range 0..62", n)
	}
	var out [][]int
	var cur []int
	var rec func(next int) error
	rec = func(next int) error {
		if int64(len(cur)) >= lo && len(cur) > 0 || lo <= 0 && len(cur) == 0 {
			if len(out) >= maxCustomMoves {
				return fmt.Errorf("subsets: more than %d subsets", maxCustomMoves)
			}
			out = append(out, append([]int(nil), cur...))
		}
		if int64(len(cur)) >= hi {
			return nil
		}
		for i := next; i < int(n); i++ {
			cur = append(cur, i)
			if err := rec(i + 1); err != nil {
				return err
			}
			cur = cur[:len(cur)-1]
		}
		return nil
	}
	if err := rec(0); err != nil {
		return nil, err
	}
	return out, nil
}

// product(lists) is the cartesian product: every list taking one element
// of each list in turn.
func customProduct(args ...any) (any, error) {
	ls, ok := AsList(args[0])
	if !ok {
		return nil, fmt.Errorf("product: %v is not a list of lists", args[0])
	}
	out := [][]int{{}}
	for _, l := range ls {
		xs, err := intsOf("product", l)
		if err != nil {
			return nil, err
		}
		if len(out)*len(xs) > maxCustomMoves {
			return nil, fmt.Errorf("product: more than %d tuples", maxCustomMoves)
		}
		next := make([][]int, 0, len(out)*len(xs))
		for _, t := range out {
			for _, x := range xs {
				next = append(next, append(append(make([]int, 0, len(t)+1), t...), x))
			}
		}
		out = next
	}
	return out, nil
}
