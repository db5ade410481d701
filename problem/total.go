package problem

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/vm"

	"github.com/gamestress/gamestress/problem/format"
)

var reTotal = regexp.MustCompile(`^\s*sum\((.*)\)\s*(<=|<)\s*(.+?)\s*$`)

// compileTotals compiles `total` over the layout's fields.
func (f *fileProblem) compileTotals(srcs []string) ([]*format.Total, error) {
	var out []*format.Total
	for i, src := range srcs {
		t, err := f.compileTotal(src)
		if err != nil {
			return nil, fmt.Errorf("total[%d] %q: %w", i, src, err)
		}
		out = append(out, t)
	}
	return out, nil
}

func (f *fileProblem) compileTotal(src string) (*format.Total, error) {
	m := reTotal.FindStringSubmatch(src)
	if m == nil {
		return nil, fmt.Errorf("write a promise over the whole input as sum(W) <= K, e.g. \"sum(n) <= 2*10^5\" (W over one case's fields, K a number)")
	}
	k, err := literal(m[3])
	if err != nil {
		return nil, fmt.Errorf("the limit %q: %w (write a number such as 2*10^5)", m[3], err)
	}
	if m[2] == "<" {
		k--
	}
	if k < 0 {
		return nil, fmt.Errorf("no input keeps it: the limit is below 0")
	}
	w, length, err := f.weightOf(strings.TrimSpace(m[1]))
	if err != nil {
		return nil, err
	}
	return &format.Total{Src: strings.TrimSpace(src), Weight: w, Limit: k, Length: length}, nil
}

// literal is the value of a bound expression without fields (2*10^5).
func literal(s string) (int64, error) {
	toks, err := format.Tokenize(s)
	if err != nil {
		return 0, err
	}
	p := &format.ExprParser{Toks: toks, Resolve: func(name string) (int, error) {
		return 0, fmt.Errorf("%s: a number, not a field", name)
	}}
	e, err := p.Sum()
	if err == nil && p.I != len(toks) {
		err = fmt.Errorf("unexpected %q", toks[p.I])
	}
	if err != nil {
		return 0, err
	}
	return e.Eval(nil), nil
}

var reWeightLen = regexp.MustCompile(`^(?:len|count)\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)$`)

// weightOf compiles W: a field read in place where W is a scalar at a
// fixed place of the case or a lone list's length (the common `sum(n)`,
// cheap enough for every case of the small phase), else an expression
// over the case's record; length reports a W that is the length of a list
// or rows.
func (f *fileProblem) weightOf(w string) (weight func(format.Case) int64, length bool, err error) {
	s := f.schema
	if f.lone {
		name := w
		if m := reWeightLen.FindStringSubmatch(w); m != nil && m[1] == s.Nodes[1].Name {
			name = s.Nodes[0].Name
		}
		if name == s.Nodes[0].Name {
			return func(c format.Case) int64 { return int64(len(c)) }, true, nil
		}
	} else if i, ok := f.fixed[w]; ok {
		return func(c format.Case) int64 { return c[i] }, s.ByName[w].IsLength, nil
	}
	prog, err := expr.Compile(w, expr.Env(format.FieldTypes(s)))
	if err != nil {
		return nil, false, fmt.Errorf("%v (W is an expression over one case's fields, e.g. n or n * m)", format.ExprError(err))
	}
	lone := f.lone
	return func(c format.Case) int64 { return runWeight(prog, s.ExprEnv(s.DecodeRecord(c, lone))) }, false, nil
}

// runWeight is W on one case's fields; a W that is not a whole number
// weighs more than any limit (no case keeps its promise).
func runWeight(prog *vm.Program, env map[string]any) int64 {
	out, err := expr.Run(prog, env)
	if err != nil {
		return 1<<63 - 1
	}
	switch v := out.(type) {
	case int:
		return int64(v)
	case int64:
		return v
	case float64:
		if v == float64(int64(v)) {
			return int64(v)
		}
	}
	return 1<<63 - 1
}

// Budget is what the whole-input promises (`[input] total`) leave for
// more cases of one judge input, as cases are added to it (Take). Its
// zero value is not used: Problem.Budget makes one.
type Budget struct {
	totals []*format.Total
	used   []int64
	cases  int
	most   int // the count line's bound (counted framing), else no bound
}

// Budget is an empty input's budget: every total at 0, no case yet.
func (p *Problem) Budget() *Budget {
	b := &Budget{most: -1}
	if f := p.file; f != nil {
		b.totals = f.totals
		b.used = make([]int64, len(f.totals))
	}
	if l := &p.spec.Layout; l.Framing == format.Counted {
		b.most = int(min(l.Count.Hi, 1<<31-1))
	}
	return b
}

// Take adds c to the input when the input still keeps every promise with
// it (and the count line allows one more case), and reports whether it
// did; a case that does not fit leaves the budget as it was.
func (b *Budget) Take(c format.Case) bool {
	if b.most >= 0 && b.cases >= b.most {
		return false
	}
	if len(b.totals) > 0 {
		var ws [4]int64
		w := ws[:0]
		for i, t := range b.totals {
			x := t.Weight(c)
			if x > t.Limit-b.used[i] {
				return false
			}
			w = append(w, x)
		}
		for i := range b.totals {
			b.used[i] += w[i]
		}
	}
	b.cases++
	return true
}

// Fit is the cases of cs that one judge input holds: in order, each kept
// when the input still keeps every whole-input promise with it, skipped
// otherwise (a later, smaller case may still fit). It is cs itself when
// the file makes no such promise and the count line allows them all.
func (p *Problem) Fit(cs []format.Case) []format.Case {
	b := p.Budget()
	if len(b.totals) == 0 && (b.most < 0 || len(cs) <= b.most) {
		return cs
	}
	out := make([]format.Case, 0, len(cs))
	for _, c := range cs {
		if b.Take(c) {
			out = append(out, c)
		}
	}
	return out
}

// Totals are the file's whole-input promises as written (`[input]
// total`), for reports; nil when it makes none.
func (p *Problem) Totals() []string {
	if p.file == nil {
		return nil
	}
	var out []string
	for _, t := range p.file.totals {
		out = append(out, t.Src)
	}
	return out
}
