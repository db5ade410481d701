package gen

import (
	"fmt"
	"iter"
	"regexp"
	"slices"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// Promises are `[input] require`: what a statement promises about a case
// beyond the bounds of its numbers ("the move set always contains 1"),
// written as expr-lang expressions over the case's fields, or as a named
// shape (shape.go). A case that breaks one is not a valid input: Parse
// refuses it naming the promise, Valid reports it, the generators keep
// every promise (repairing a draw where the promise's form is known, else
// drawing again), and no shrink step leaves a case that breaks one.

// promise is one compiled `require` string.
type promise struct {
	Src   string
	prog  *vm.Program                                // an expression: true when kept; nil for a shape
	shape *shape                                     // a named shape; nil for an expression
	Fix   func(*gopter.GenParameters, format.Record) // repairs r in place toward keeping it; nil: redraw only
}

type Promises struct {
	List []*promise
	s    *format.Schema
	lone bool
}

var (
	reInList = regexp.MustCompile(`^\s*(-?[0-9]+|[A-Za-z_][A-Za-z0-9_]*)\s+in\s+([A-Za-z_][A-Za-z0-9_]*)\s*$`)
	reSumLE  = regexp.MustCompile(`^\s*sum\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)\s*(<=|<)\s*(.+)$`)
	reAllOf  = regexp.MustCompile(`^\s*all\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*(.+)\)\s*$`)
)

// compilePromises compiles `require`; an expression must be a boolean
// over the case's fields.
func CompilePromises(s *format.Schema, srcs []string, lone bool) (*Promises, error) {
	if len(srcs) == 0 {
		return nil, nil
	}
	ps := &Promises{s: s, lone: lone}
	env := format.FieldTypes(s)
	for i, src := range srcs {
		pr := &promise{Src: src}
		sh, isShape, err := parseShape(s, src)
		switch {
		case err != nil:
			return nil, fmt.Errorf("require[%d] %q: %w", i, src, err)
		case isShape:
			pr.shape = sh
			pr.Fix = sh.build
		default:
			prog, err := expr.Compile(src, expr.Env(env), expr.AsBool())
			if err != nil {
				return nil, fmt.Errorf("require[%d] %q: %v (a promise is a true/false expression over the fields, or a shape: permutation a, tree u v, graph u v)", i, src, format.ExprError(err))
			}
			pr.prog = prog
			if pr.Fix, err = repairFor(s, src, env); err != nil {
				return nil, fmt.Errorf("require[%d] %q: %w", i, src, err)
			}
		}
		ps.List = append(ps.List, pr)
	}
	return ps, nil
}

// kept reports whether the case of record r keeps pr (env is r's
// expression environment, built once for all promises).
func (pr *promise) Kept(r format.Record, env map[string]any) bool {
	if pr.shape != nil {
		return pr.shape.check(r) == ""
	}
	out, err := expr.Run(pr.prog, env)
	b, _ := out.(bool)
	return err == nil && b
}

// check is the layout's require hook: nil, or the first promise c breaks.
func (ps *Promises) Check(c format.Case) error {
	r := ps.s.DecodeRecord(c, ps.lone)
	var env map[string]any
	for _, pr := range ps.List {
		if pr.shape != nil {
			if why := pr.shape.check(r); why != "" {
				return fmt.Errorf("breaks the promise %q: %s", pr.Src, why)
			}
			continue
		}
		if env == nil {
			env = ps.s.ExprEnv(r)
		}
		if !pr.Kept(r, env) {
			return fmt.Errorf("breaks the promise %q", pr.Src)
		}
	}
	return nil
}

// keep repairs a drawn case toward keeping every promise: each broken
// promise with a known form is fixed in turn (the caller checks the
// result, and draws again when it still breaks one).
func (ps *Promises) Keep(p *gopter.GenParameters, c format.Case) format.Case {
	r := ps.s.DecodeRecord(c, ps.lone)
	changed := false
	for _, pr := range ps.List {
		if pr.Fix == nil {
			continue
		}
		if pr.shape == nil && pr.Kept(r, ps.s.ExprEnv(r)) {
			continue
		}
		pr.Fix(p, r)
		changed = true
	}
	if !changed {
		return c
	}
	return ps.s.Assemble(r, ps.lone)
}

// topList is a list field outside rows, by name.
func topList(s *format.Schema, name string) (*format.Node, bool) {
	n, ok := s.ByName[name]
	return n, ok && n.Kind == format.ListNode && !n.InRow && n.Word == nil
}

// repairFor gives the repair of a promise whose form is known: `X in a`
// (an item of a set to X), `sum(a) <= K` (the largest items halved toward
// their minimum), `all(a, P)` (items that break P drawn again); nil for
// any other expression (the generator draws again).
func repairFor(s *format.Schema, src string, env map[string]any) (func(*gopter.GenParameters, format.Record), error) {
	if m := reInList.FindStringSubmatch(src); m != nil {
		if n, ok := topList(s, m[2]); ok {
			return repairIn(s, m[1], n), nil
		}
	}
	if m := reSumLE.FindStringSubmatch(src); m != nil {
		if n, ok := topList(s, m[1]); ok {
			k, err := expr.Compile(m[3], expr.Env(env))
			if err != nil {
				return nil, nil // not a plain bound: redraw
			}
			return repairSum(s, n, k, m[2] == "<"), nil
		}
	}
	if m := reAllOf.FindStringSubmatch(src); m != nil {
		if n, ok := topList(s, m[1]); ok {
			itemEnv := maps(env, map[string]any{"__item": []int{}})
			pred, err := expr.Compile("map(__item, "+m[2]+")", expr.Env(itemEnv))
			if err != nil {
				return nil, nil
			}
			return repairAll(s, n, pred), nil
		}
	}
	return nil, nil
}

func maps(a, b map[string]any) map[string]any {
	out := make(map[string]any, len(a)+len(b))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}

// repairIn puts x (a literal or a scalar field) in list n at a random place.
func repairIn(s *format.Schema, x string, n *format.Node) func(*gopter.GenParameters, format.Record) {
	return func(p *gopter.GenParameters, r format.Record) {
		items, _ := format.AsInts(r[n.Name])
		if len(items) == 0 {
			return
		}
		var v int64
		if lit, ok := format.ParseInt([]byte(x)); ok {
			v = lit
		} else if fv, ok := r[x].(int64); ok {
			v = fv
		} else {
			return
		}
		if slices.Contains(items, v) {
			return
		}
		items = slices.Clone(items)
		items[p.Rng.Intn(len(items))] = v
		if n.Sorted {
			slices.Sort(items)
		}
		r[n.Name] = items
	}
}

// repairSum halves the largest items of n toward their minimum until the
// sum bound k holds.
func repairSum(s *format.Schema, n *format.Node, k *vm.Program, strict bool) func(*gopter.GenParameters, format.Record) {
	return func(p *gopter.GenParameters, r format.Record) {
		out, err := expr.Run(k, s.ExprEnv(r))
		if err != nil {
			return
		}
		limit, ok := toFloat(out)
		if !ok {
			return
		}
		items, _ := format.AsInts(r[n.Name])
		items = slices.Clone(items)
		lo := n.Lo.Eval(SlotsOf(s, r))
		sum := func() float64 {
			t := 0.0
			for _, v := range items {
				t += float64(v)
			}
			return t
		}
		for range 64 * (len(items) + 1) {
			if t := sum(); t < limit || (!strict && t == limit) {
				break
			}
			i := 0
			for j, v := range items {
				if v > items[i] {
					i = j
				}
			}
			if items[i] <= lo {
				break
			}
			items[i] = lo + (items[i]-lo)/2
		}
		if n.Sorted {
			slices.Sort(items)
		}
		r[n.Name] = items
	}
}

// repairAll draws again each item of n that breaks the predicate.
func repairAll(s *format.Schema, n *format.Node, pred *vm.Program) func(*gopter.GenParameters, format.Record) {
	return func(p *gopter.GenParameters, r format.Record) {
		items, _ := format.AsInts(r[n.Name])
		items = slices.Clone(items)
		slots := SlotsOf(s, r)
		f := format.FieldOf(n, slots)
		env := maps(s.ExprEnv(r), nil)
		ok := func(v int64) bool {
			env["__item"] = []int{int(v)}
			out, err := expr.Run(pred, env)
			bs, _ := out.([]any)
			return err == nil && len(bs) == 1 && bs[0] == true
		}
		for i, v := range items {
			for try := 0; try < 32 && !ok(v); try++ {
				v = drawValue(p, f.Lo, f.Hi)
			}
			items[i] = v
		}
		if n.Sorted {
			slices.Sort(items)
		}
		r[n.Name] = items
	}
}

func toFloat(v any) (float64, bool) {
	switch v := v.(type) {
	case int:
		return float64(v), true
	case int64:
		return float64(v), true
	case float64:
		return v, true
	}
	return 0, false
}

// describe lists the promises for reports.
func (ps *Promises) describe() string {
	var out []string
	for _, pr := range ps.List {
		out = append(out, pr.Src)
	}
	return strings.Join(out, ", ")
}

func (ps *Promises) HasShapes() bool {
	return slices.ContainsFunc(ps.List, func(pr *promise) bool { return pr.shape != nil })
}

// shapeDrops are the shapes' own drops (shape.go: a tree loses leaves, not
// any edge), then the layout's.
func (ps *Promises) ShapeDrops(drops func(format.Case) iter.Seq[format.Case]) func(format.Case) iter.Seq[format.Case] {
	return func(c format.Case) iter.Seq[format.Case] {
		return func(yield func(format.Case) bool) {
			r := ps.s.DecodeRecord(c, ps.lone)
			for _, pr := range ps.List {
				if pr.shape == nil {
					continue
				}
				for d := range pr.shape.drops(r) {
					if !yield(ps.s.Assemble(d, ps.lone)) {
						return
					}
				}
			}
			for d := range drops(c) {
				if !yield(d) {
					return
				}
			}
		}
	}
}
