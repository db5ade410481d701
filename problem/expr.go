package problem

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/vm"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
)

// valueExpr is a [game] parameter or position: an expr-lang expression over
// the case's fields, with fast paths for a bare field name and a literal.
type valueExpr struct {
	src   string
	ident string   // a field's name
	list  []string // [a, b]: a list of field names
	lit   []int64
	isLit bool
	prog  *vm.Program
	// at is where ident's numbers sit in a case, found once the layout is
	// known (resolve) rather than in three maps an answer; nil: not found
	at *identAt
}

// identAt is where a field's numbers sit in a case: number fixed (>= 0),
// or the span of a list or rows from start (caseCtx.span).
type identAt struct {
	lone  bool // the case is the list (a lone list's items)
	fixed int
	start int
	n     *format.Node // the list or rows
	lenAt int          // the case's number holding n's length (n.lenSlot >= 0)
}

// resolve finds where v's field sits in f's cases.
func (v *valueExpr) resolve(f *fileProblem) {
	if v.ident == "" {
		return
	}
	if f.lone && v.ident == f.schema.Nodes[1].Name {
		v.at = &identAt{lone: true}
		return
	}
	if i, ok := f.fixed[v.ident]; ok {
		v.at = &identAt{fixed: i}
		return
	}
	start, ok := f.spans[v.ident]
	if !ok {
		return
	}
	n := f.schema.ByName[v.ident]
	at := &identAt{fixed: -1, start: start, n: n}
	if n.LenSlot >= 0 {
		at.lenAt = f.fixed[f.schema.Slots[n.LenSlot].Name]
	}
	v.at = at
}

// numbers is what ints gives for a resolved ident: the case's own
// numbers, no copy; false where it must look further.
func (a *identAt) numbers(c format.Case) ([]int64, bool) {
	if a.lone {
		return c, true
	}
	if a.fixed >= 0 {
		if a.fixed < len(c) {
			return c[a.fixed : a.fixed+1 : a.fixed+1], true
		}
		return nil, false
	}
	n := a.n
	k := int(n.LenLit)
	if n.LenSlot >= 0 {
		k = int(c[a.lenAt] + n.LenOff)
	}
	if n.Kind == format.RowsNode {
		k *= n.Width
	}
	if a.start+k > len(c) {
		return nil, false
	}
	return c[a.start : a.start+k], true
}

// caseCtx is one case being answered; its record and environment are
// built only when an expression needs them.
type caseCtx struct {
	f     *fileProblem
	c     format.Case
	index int // the case's place in the input, from 0
	rec   format.Record
	env   map[string]any
}

func (x *caseCtx) record() format.Record {
	if x.rec == nil {
		x.rec = x.f.schema.DecodeRecord(x.c, x.f.lone)
	}
	return x.rec
}

func (x *caseCtx) fieldEnv() map[string]any {
	if x.env == nil {
		x.env = x.f.schema.ExprEnv(x.record())
	}
	return x.env
}

// field reads a field by name, from its fixed index when it has one.
func (x *caseCtx) field(name string) any {
	if i, ok := x.f.fixed[name]; ok {
		return x.c[i]
	}
	if x.f.lone && name == x.f.schema.Nodes[1].Name {
		return []int64(x.c)
	}
	if v, ok := x.span(name); ok {
		return v
	}
	return x.record()[name]
}

// span is the numbers of a list or of fixed-width rows read straight from
// the case, when they start at a fixed index.
func (x *caseCtx) span(name string) ([]int64, bool) {
	start, ok := x.f.spans[name]
	if !ok {
		return nil, false
	}
	n := x.f.schema.ByName[name]
	k := int(n.LenLit)
	if n.LenSlot >= 0 {
		k = int(x.c[x.f.fixed[x.f.schema.Slots[n.LenSlot].Name]] + n.LenOff)
	}
	if n.Kind == format.RowsNode {
		k *= n.Width
	}
	if start+k > len(x.c) {
		return nil, false
	}
	return x.c[start : start+k], true
}

// compileValue compiles a parameter or position expression.
func compileValue(src string, env map[string]any) (*valueExpr, error) {
	v := &valueExpr{src: src}
	t := strings.TrimSpace(src)
	if _, ok := env[t]; ok && format.ReScalar.MatchString(t) {
		v.ident = t
		return v, nil
	}
	if n, err := strconv.ParseInt(t, 10, 64); err == nil {
		v.lit, v.isLit = []int64{n}, true
		return v, nil
	}
	if strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") {
		names := strings.Split(t[1:len(t)-1], ",")
		var lit []int64
		for _, n := range names {
			if v, err := strconv.ParseInt(strings.TrimSpace(n), 10, 64); err == nil {
				lit = append(lit, v)
			}
		}
		if len(lit) == len(names) {
			v.lit, v.isLit = lit, true
			return v, nil
		}
		ok := true
		for i := range names {
			names[i] = strings.TrimSpace(names[i])
			if _, isField := env[names[i]]; !isField || !format.ReScalar.MatchString(names[i]) {
				ok = false
			}
		}
		if ok {
			v.list = names
			return v, nil
		}
	}
	prog, err := expr.Compile(src, expr.Env(env))
	if err != nil {
		return nil, format.ExprError(err)
	}
	v.prog = prog
	return v, nil
}

// ints evaluates v to numbers: one for a scalar, several for a list (rows
// give their numbers row by row).
func (v *valueExpr) ints(x *caseCtx) ([]int64, error) {
	switch {
	case v.isLit:
		return v.lit, nil
	case v.ident != "":
		if v.at != nil {
			if vs, ok := v.at.numbers(x.c); ok {
				return vs, nil
			}
		}
		if i, ok := x.f.fixed[v.ident]; ok && i < len(x.c) {
			return x.c[i : i+1 : i+1], nil // the case's own number: no copy
		}
		if vs, ok := x.span(v.ident); ok {
			return vs, nil
		}
		if n := x.f.schema.ByName[v.ident]; n.Kind == format.RowsNode {
			return rowInts(n, x.record()[v.ident].([]format.Record))
		}
		return toInts(x.field(v.ident))
	case v.list != nil:
		out := make([]int64, 0, len(v.list))
		for _, n := range v.list {
			vs, err := toInts(x.field(n))
			if err != nil {
				return nil, err
			}
			out = append(out, vs...)
		}
		return out, nil
	}
	res, err := expr.Run(v.prog, x.fieldEnv())
	if err != nil {
		return nil, format.ExprError(err)
	}
	return toInts(res)
}

// toInts flattens a value to numbers.
func toInts(v any) ([]int64, error) {
	switch v := v.(type) {
	case int64:
		return []int64{v}, nil
	case int:
		return []int64{int64(v)}, nil
	case []int64:
		return v, nil
	case []int:
		out := make([]int64, len(v))
		for i, x := range v {
			out[i] = int64(x)
		}
		return out, nil
	case []any:
		var out []int64
		for _, x := range v {
			vs, err := toInts(x)
			if err != nil {
				return nil, err
			}
			out = append(out, vs...)
		}
		return out, nil
	}
	return nil, fmt.Errorf("not a number or a list of numbers: %v (%T)", v, v)
}

// outputProg is the compiled [output] case.
type outputProg struct {
	prog    *vm.Program
	nd      needs
	fields  bool // reads a field of the case
	answers bool // reads the answer of the case's position (win, moves, ...)
	// a ternary on win (or lose) between two words, answered without the VM
	fast       bool
	onWin, not string
	// the expression is `count` or `grundy` alone
	number string
	// structEnv: the program reads no field, so its environment is an
	// answerEnv struct (no map to build per case)
	structEnv bool
	// quick is the tree-walking evaluator's form (fastexpr.go), or nil
	quick *fastExpr
	// index: the expression reads the case's number (answers depend on
	// the case's place in the input: not cached by the case alone)
	index bool
}

// stringFunc is expr's string() with integers written by strconv (the
// builtin goes through fmt, slow on outputs of 10^5 numbers).
func stringFunc(args ...any) (any, error) {
	switch v := args[0].(type) {
	case int:
		return strconv.Itoa(v), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case string:
		return v, nil
	}
	return fmt.Sprint(args[0]), nil
}

// outputEnv is the type-checking environment of [output] case.
func outputEnv(fields map[string]any) map[string]any {
	env := map[string]any{}
	for k, v := range fields {
		env[k] = v
	}
	for k, v := range solvedEnv(solved{}) {
		env[k] = v
	}
	env["solve"] = func(any) answerEnv { return answerEnv{} }
	env["index"] = 0 // the case's number in the input, from 1
	return env
}

// answerEnv is what expressions see of an answer (solve's result).
type answerEnv struct {
	Solve   func(any) answerEnv `expr:"solve"`
	Win     bool                `expr:"win"`
	Lose    bool                `expr:"lose"`
	Draw    bool                `expr:"draw"`
	Outcome string              `expr:"outcome"`
	Grundy  int                 `expr:"grundy"`
	Value   int                 `expr:"value"`
	Moves   []moveEnv           `expr:"moves"`
	Count   int                 `expr:"count"`
}

func answerOf(s solved) answerEnv {
	o := "D"
	switch s.outcome {
	case oracle.N:
		o = "N"
	case oracle.P:
		o = "P"
	}
	return answerEnv{Win: o == "N", Lose: o == "P", Draw: o == "D", Outcome: o, Grundy: s.grundy,
		Value: int(s.value), Moves: s.moves, Count: len(s.moves)}
}

// solvedEnv is the answer as names of the case's environment.
func solvedEnv(s solved) map[string]any {
	a := answerOf(s)
	if a.Moves == nil {
		a.Moves = []moveEnv{}
	}
	return map[string]any{
		"win": a.Win, "lose": a.Lose, "draw": a.Draw, "outcome": a.Outcome,
		"grundy": a.Grundy, "value": a.Value, "moves": a.Moves, "count": a.Count,
	}
}

func compileOutput(src string, fields map[string]any) (*outputProg, error) {
	opts := []expr.Option{expr.DisableBuiltin("string"), expr.Function("string", stringFunc, new(func(any) string))}
	prog, err := expr.Compile(src, append(opts, expr.Env(outputEnv(fields)))...)
	if err != nil {
		return nil, format.ExprError(err)
	}
	o := &outputProg{prog: prog, quick: compileFast(src)}
	defer func() {
		if !o.fields && !o.fast && o.number == "" {
			if sp, err := expr.Compile(src, append(opts, expr.Env(answerEnv{}))...); err == nil {
				o.prog, o.structEnv = sp, true
			}
		}
	}()
	var names []string
	_ = o
	root := prog.Node()
	ast.Walk(&root, visitor(func(n ast.Node) {
		switch n := n.(type) {
		case *ast.IdentifierNode:
			names = append(names, n.Value)
			switch n.Value {
			case "win", "lose", "draw", "outcome", "grundy", "value", "moves", "count":
				o.answers = true
			}
		case *ast.MemberNode:
			if s, ok := n.Property.(*ast.StringNode); ok {
				names = append(names, s.Value)
			}
		}
	}))
	for _, n := range names {
		switch n {
		case "index":
			o.index, o.fields = true, true // the map environment, where index is
		case "grundy":
			o.nd.grundy = true
		case "moves", "count":
			o.nd.moves = true
		case "label":
			o.nd.labels = true
		}
		if _, ok := fields[n]; ok {
			o.fields = true
		}
	}
	if o.index {
		o.quick = nil // the tree-walking evaluator knows no index
	}
	if id, ok := root.(*ast.IdentifierNode); ok && (id.Value == "count" || id.Value == "grundy") {
		o.number = id.Value
		o.nd.count = id.Value == "count"
	}
	if c, ok := root.(*ast.ConditionalNode); ok {
		id, ok1 := c.Cond.(*ast.IdentifierNode)
		a, ok2 := c.Exp1.(*ast.StringNode)
		b, ok3 := c.Exp2.(*ast.StringNode)
		if ok1 && ok2 && ok3 && (id.Value == "win" || id.Value == "lose") {
			o.fast, o.onWin, o.not = true, a.Value, b.Value
			if id.Value == "lose" {
				o.onWin, o.not = b.Value, a.Value
			}
		}
	}
	return o, nil
}

type visitor func(ast.Node)

func (v visitor) Visit(n *ast.Node) { v(*n) }

// text turns the value of [output] case into the expected text.
func outputText(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case int:
		return strconv.Itoa(v), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case bool:
		return "", fmt.Errorf("[output] case gave a bool (%v), not a text: write e.g. win ? \"first\" : \"second\"", v)
	case []string:
		return strings.Join(v, "\n"), nil
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			s, err := outputText(x)
			if err != nil {
				return "", err
			}
			parts[i] = s
		}
		return strings.Join(parts, "\n"), nil
	}
	return "", fmt.Errorf("[output] case gave %v (%T), not a text", v, v)
}

// rowInts flattens rows, their columns in order.
func rowInts(n *format.Node, rows []format.Record) ([]int64, error) {
	var out []int64
	for _, r := range rows {
		for _, c := range n.Cols {
			vs, err := toInts(r[c.Name])
			if err != nil {
				return nil, err
			}
			out = append(out, vs...)
		}
	}
	return out, nil
}
