package problem

import (
	"fmt"
	"iter"
	"regexp"
	"slices"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"
	"github.com/leanovate/gopter"
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
	src   string
	prog  *vm.Program                         // an expression: true when kept; nil for a shape
	shape *shape                              // a named shape; nil for an expression
	fix   func(*gopter.GenParameters, record) // repairs r in place toward keeping it; nil: redraw only
}

type promises struct {
	list []*promise
	s    *schema
	lone bool
}

var (
	reInList = regexp.MustCompile(`^\s*(-?[0-9]+|[A-Za-z_][A-Za-z0-9_]*)\s+in\s+([A-Za-z_][A-Za-z0-9_]*)\s*$`)
	reSumLE  = regexp.MustCompile(`^\s*sum\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)\s*(<=|<)\s*(.+)$`)
	reAllOf  = regexp.MustCompile(`^\s*all\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*(.+)\)\s*$`)
)

// compilePromises compiles `require`; an expression must be a boolean
// over the case's fields.
func compilePromises(s *schema, srcs []string, lone bool) (*promises, error) {
	if len(srcs) == 0 {
		return nil, nil
	}
	ps := &promises{s: s, lone: lone}
	env := fieldTypes(s)
	for i, src := range srcs {
		pr := &promise{src: src}
		sh, isShape, err := parseShape(s, src)
		switch {
		case err != nil:
			return nil, fmt.Errorf("require[%d] %q: %w", i, src, err)
		case isShape:
			pr.shape = sh
			pr.fix = sh.build
		default:
			prog, err := expr.Compile(src, expr.Env(env), expr.AsBool())
			if err != nil {
				return nil, fmt.Errorf("require[%d] %q: %v (a promise is a true/false expression over the fields, or a shape: permutation a, tree u v, graph u v)", i, src, exprError(err))
			}
			pr.prog = prog
			if pr.fix, err = repairFor(s, src, env); err != nil {
				return nil, fmt.Errorf("require[%d] %q: %w", i, src, err)
			}
		}
		ps.list = append(ps.list, pr)
	}
	return ps, nil
}

// kept reports whether the case of record r keeps pr (env is r's
// expression environment, built once for all promises).
func (pr *promise) kept(r record, env map[string]any) bool {
	if pr.shape != nil {
		return pr.shape.check(r) == ""
	}
	out, err := expr.Run(pr.prog, env)
	b, _ := out.(bool)
	return err == nil && b
}

// check is the layout's require hook: nil, or the first promise c breaks.
func (ps *promises) check(c Case) error {
	r := ps.s.decodeRecord(c, ps.lone)
	var env map[string]any
	for _, pr := range ps.list {
		if pr.shape != nil {
			if why := pr.shape.check(r); why != "" {
				return fmt.Errorf("breaks the promise %q: %s", pr.src, why)
			}
			continue
		}
		if env == nil {
			env = ps.s.exprEnv(r)
		}
		if !pr.kept(r, env) {
			return fmt.Errorf("breaks the promise %q", pr.src)
		}
	}
	return nil
}

// keep repairs a drawn case toward keeping every promise: each broken
// promise with a known form is fixed in turn (the caller checks the
// result, and draws again when it still breaks one).
func (ps *promises) keep(p *gopter.GenParameters, c Case) Case {
	r := ps.s.decodeRecord(c, ps.lone)
	changed := false
	for _, pr := range ps.list {
		if pr.fix == nil {
			continue
		}
		if pr.shape == nil && pr.kept(r, ps.s.exprEnv(r)) {
			continue
		}
		pr.fix(p, r)
		changed = true
	}
	if !changed {
		return c
	}
	return ps.s.assemble(r, ps.lone)
}

// topList is a list field outside rows, by name.
func topList(s *schema, name string) (*node, bool) {
	n, ok := s.byName[name]
	return n, ok && n.kind == listNode && !n.inRow && n.word == nil
}

// slotsOf are the values of the top-level scalars of r, for evaluating a
// list's bounds.
func slotsOf(s *schema, r record) []int64 {
	slots := s.newSlots()
	for _, n := range s.slots {
		if v, ok := r[n.name].(int64); ok && !n.inRow {
			slots[n.slot] = v
		}
	}
	return slots
}

// repairFor gives the repair of a promise whose form is known: `X in a`
// (an item of a set to X), `sum(a) <= K` (the largest items halved toward
// their minimum), `all(a, P)` (items that break P drawn again); nil for
// any other expression (the generator draws again).
func repairFor(s *schema, src string, env map[string]any) (func(*gopter.GenParameters, record), error) {
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
func repairIn(s *schema, x string, n *node) func(*gopter.GenParameters, record) {
	return func(p *gopter.GenParameters, r record) {
		items, _ := asInts(r[n.name])
		if len(items) == 0 {
			return
		}
		var v int64
		if lit, ok := parseInt([]byte(x)); ok {
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
		if n.sorted {
			slices.Sort(items)
		}
		r[n.name] = items
	}
}

// repairSum halves the largest items of n toward their minimum until the
// sum bound k holds.
func repairSum(s *schema, n *node, k *vm.Program, strict bool) func(*gopter.GenParameters, record) {
	return func(p *gopter.GenParameters, r record) {
		out, err := expr.Run(k, s.exprEnv(r))
		if err != nil {
			return
		}
		limit, ok := toFloat(out)
		if !ok {
			return
		}
		items, _ := asInts(r[n.name])
		items = slices.Clone(items)
		lo := n.lo.eval(slotsOf(s, r))
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
		if n.sorted {
			slices.Sort(items)
		}
		r[n.name] = items
	}
}

// repairAll draws again each item of n that breaks the predicate.
func repairAll(s *schema, n *node, pred *vm.Program) func(*gopter.GenParameters, record) {
	return func(p *gopter.GenParameters, r record) {
		items, _ := asInts(r[n.name])
		items = slices.Clone(items)
		slots := slotsOf(s, r)
		f := fieldOf(n, slots)
		env := maps(s.exprEnv(r), nil)
		ok := func(v int64) bool {
			env["__item"] = []int{int(v)}
			out, err := expr.Run(pred, env)
			bs, _ := out.([]any)
			return err == nil && len(bs) == 1 && bs[0] == true
		}
		for i, v := range items {
			for try := 0; try < 32 && !ok(v); try++ {
				v = drawValue(p, f.lo, f.hi)
			}
			items[i] = v
		}
		if n.sorted {
			slices.Sort(items)
		}
		r[n.name] = items
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
func (ps *promises) describe() string {
	var out []string
	for _, pr := range ps.list {
		out = append(out, pr.src)
	}
	return strings.Join(out, ", ")
}

func (ps *promises) hasShapes() bool {
	return slices.ContainsFunc(ps.list, func(pr *promise) bool { return pr.shape != nil })
}

// shapeDrops are the shapes' own drops (shape.go: a tree loses leaves, not
// any edge), then the layout's.
func (ps *promises) shapeDrops(drops func(Case) iter.Seq[Case]) func(Case) iter.Seq[Case] {
	return func(c Case) iter.Seq[Case] {
		return func(yield func(Case) bool) {
			r := ps.s.decodeRecord(c, ps.lone)
			for _, pr := range ps.list {
				if pr.shape == nil {
					continue
				}
				for d := range pr.shape.drops(r) {
					if !yield(ps.s.assemble(d, ps.lone)) {
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
