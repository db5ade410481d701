package format

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// bexpr is an integer expression of a bound: literals (10^9 allowed),
// earlier fields by name, + - * / and parentheses. It is evaluated on the
// hot path (every number parsed or enumerated), so it is a small tree, not
// an expr-lang program.
type bexpr struct {
	op   byte // 0 literal, 'v' variable, or + - * /
	Val  int64
	name string
	slot int
	l, r *bexpr
}

// eval computes e with the values of earlier fields.
func (e *bexpr) Eval(slots []int64) int64 {
	switch e.op {
	case 0:
		return e.Val
	case 'v':
		return slots[e.slot]
	}
	a, b := e.l.Eval(slots), e.r.Eval(slots)
	switch e.op {
	case 'm':
		return min(a, b)
	case 'M':
		return max(a, b)
	case '+':
		return a + b
	case '-':
		return a - b
	case '*':
		return a * b
	}
	if b == 0 {
		return math.MaxInt64
	}
	return a / b
}

// interval bounds e over the static ranges of the fields it names.
func (e *bexpr) interval(lo, hi []int64) (int64, int64) {
	switch e.op {
	case 0:
		return e.Val, e.Val
	case 'v':
		return lo[e.slot], hi[e.slot]
	}
	a1, a2 := e.l.interval(lo, hi)
	b1, b2 := e.r.interval(lo, hi)
	switch e.op {
	case 'm':
		return min(a1, b1), min(a2, b2)
	case 'M':
		return max(a1, b1), max(a2, b2)
	case '+':
		return a1 + b1, a2 + b2
	case '-':
		return a1 - b2, a2 - b1
	}
	var vs []int64
	for _, a := range []int64{a1, a2} {
		for _, b := range []int64{b1, b2} {
			if e.op == '*' {
				vs = append(vs, a*b)
			} else if b != 0 {
				vs = append(vs, a/b)
			}
		}
	}
	if len(vs) == 0 {
		return 0, 0
	}
	mn, mx := vs[0], vs[0]
	for _, v := range vs {
		mn, mx = min(mn, v), max(mx, v)
	}
	return mn, mx
}

// ident reports the field e is, when it is a bare field name.
func (e *bexpr) Ident() (string, bool) { return e.name, e.op == 'v' }

// exprParser reads one bound expression; resolve gives a field's slot.
type ExprParser struct {
	Toks    []string
	I       int
	Resolve func(name string) (int, error)
}

func Tokenize(s string) ([]string, error) {
	var out []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.ContainsRune("+-*/()^,", rune(c)):
			out = append(out, s[i:i+1])
			i++
		case c == '<' || c == '>' || c == '!' || c == '=':
			j := i + 1
			if j < len(s) && s[j] == '=' {
				j++
			}
			out = append(out, s[i:j])
			i = j
		case isWordByte(c):
			j := i
			for j < len(s) && isWordByte(s[j]) {
				j++
			}
			out = append(out, s[i:j])
			i = j
		default:
			return nil, fmt.Errorf("unexpected %q", c)
		}
	}
	return out, nil
}

func isWordByte(c byte) bool {
	return c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func (p *ExprParser) peek() string {
	if p.I < len(p.Toks) {
		return p.Toks[p.I]
	}
	return ""
}

func (p *ExprParser) Sum() (*bexpr, error) {
	l, err := p.product()
	for err == nil && (p.peek() == "+" || p.peek() == "-") {
		op := p.Toks[p.I][0]
		p.I++
		var r *bexpr
		if r, err = p.product(); err == nil {
			l = &bexpr{op: op, l: l, r: r}
		}
	}
	return l, err
}

func (p *ExprParser) product() (*bexpr, error) {
	l, err := p.power()
	for err == nil && (p.peek() == "*" || p.peek() == "/") {
		op := p.Toks[p.I][0]
		p.I++
		var r *bexpr
		if r, err = p.power(); err == nil {
			l = &bexpr{op: op, l: l, r: r}
		}
	}
	return l, err
}

// power is an atom, or a literal power such as 10^9 (folded to a literal).
func (p *ExprParser) power() (*bexpr, error) {
	a, err := p.atom()
	if err != nil || p.peek() != "^" {
		return a, err
	}
	p.I++
	b, err := p.atom()
	if err != nil {
		return nil, err
	}
	if a.op != 0 || b.op != 0 || b.Val < 0 || b.Val > 62 {
		return nil, fmt.Errorf("^ takes two literals (10^9)")
	}
	v := int64(1)
	for range b.Val {
		if v > math.MaxInt64/max(a.Val, 1) {
			return nil, fmt.Errorf("%d^%d is too large", a.Val, b.Val)
		}
		v *= a.Val
	}
	return &bexpr{Val: v}, nil
}

func (p *ExprParser) atom() (*bexpr, error) {
	t := p.peek()
	p.I++
	switch {
	case t == "":
		return nil, fmt.Errorf("expression ends early")
	case t == "(":
		e, err := p.Sum()
		if err != nil {
			return nil, err
		}
		if p.peek() != ")" {
			return nil, fmt.Errorf("missing )")
		}
		p.I++
		return e, nil
	case t == "-":
		e, err := p.atom()
		if err != nil {
			return nil, err
		}
		return &bexpr{op: '-', l: &bexpr{}, r: e}, nil
	case t[0] >= '0' && t[0] <= '9':
		v, err := strconv.ParseInt(t, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad number %q", t)
		}
		return &bexpr{Val: v}, nil
	case isWordByte(t[0]):
		slot, err := p.Resolve(t)
		if err != nil {
			return nil, err
		}
		return &bexpr{op: 'v', name: t, slot: slot}, nil
	}
	return nil, fmt.Errorf("unexpected %q", t)
}

// constraint is one parsed bound string.
type constraint struct {
	Kind  string   // "range", "distinct", "sorted", "differ"
	Names []string // the fields it constrains
	Lo    *bexpr   // range: nil when unbounded below
	Hi    *bexpr
	other string // differ: the field the names must differ from
}

// parseConstraint reads "1 <= n <= 1000", "1 <= m, n <= 10^9", "n <= 5",
// "0 < a", "distinct s", "sorted a", "t != j". resolve gives the slot of a
// field named in a bound expression.
func ParseConstraint(s string, resolve func(string) (int, error)) (constraint, error) {
	toks, err := Tokenize(s)
	if err != nil {
		return constraint{}, err
	}
	if len(toks) == 2 && (toks[0] == "distinct" || toks[0] == "sorted") {
		return constraint{Kind: toks[0], Names: toks[1:]}, nil
	}
	if len(toks) == 3 && toks[1] == "!=" {
		return constraint{Kind: "differ", Names: toks[:1], other: toks[2]}, nil
	}
	// split at comparison operators
	var parts [][]string
	var ops []string
	cur := []string{}
	for _, t := range toks {
		if t == "<=" || t == "<" || t == ">=" || t == ">" {
			parts, ops, cur = append(parts, cur), append(ops, t), []string{}
			continue
		}
		cur = append(cur, t)
	}
	parts = append(parts, cur)
	if len(ops) == 0 || len(ops) > 2 {
		return constraint{}, fmt.Errorf("expected a bound such as 1 <= n <= 1000, distinct s, sorted a or t != j")
	}
	for _, o := range ops[1:] {
		if (o[0] == '<') != (ops[0][0] == '<') {
			return constraint{}, fmt.Errorf("mixed < and > in one bound")
		}
	}
	if ops[0][0] == '>' { // a >= b >= c reads as c <= b <= a
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		for i, j := 0, len(ops)-1; i < j; i, j = i+1, j-1 {
			ops[i], ops[j] = ops[j], ops[i]
		}
	}
	parse := func(ts []string) (*bexpr, error) {
		p := &ExprParser{Toks: ts, Resolve: resolve}
		e, err := p.Sum()
		if err == nil && p.I != len(ts) {
			err = fmt.Errorf("unexpected %q", ts[p.I])
		}
		return e, err
	}
	names := func(ts []string) ([]string, bool) {
		var out []string
		for i, t := range ts {
			if (i%2 == 1) != (t == ",") || (i%2 == 0 && (t[0] < 'A' || !isWordByte(t[0]))) {
				return nil, false
			}
			if i%2 == 0 {
				out = append(out, t)
			}
		}
		return out, len(ts)%2 == 1
	}
	strict := func(o string) int64 { return map[bool]int64{true: 1, false: 0}[len(o) == 1] }
	c := constraint{Kind: "range"}
	switch len(parts) {
	case 3: // lo <= names <= hi
		ns, ok := names(parts[1])
		if !ok {
			return c, fmt.Errorf("expected field names between the bounds, got %q", strings.Join(parts[1], " "))
		}
		c.Names = ns
		if c.Lo, err = parse(parts[0]); err != nil {
			return c, err
		}
		if c.Hi, err = parse(parts[2]); err != nil {
			return c, err
		}
		c.Lo = shift(c.Lo, strict(ops[0]))
		c.Hi = shift(c.Hi, -strict(ops[1]))
	case 2:
		if ns, ok := names(parts[0]); ok { // names <= hi
			c.Names = ns
			if c.Hi, err = parse(parts[1]); err != nil {
				return c, err
			}
			c.Hi = shift(c.Hi, -strict(ops[0]))
		} else if ns, ok := names(parts[1]); ok { // lo <= names
			c.Names = ns
			if c.Lo, err = parse(parts[0]); err != nil {
				return c, err
			}
			c.Lo = shift(c.Lo, strict(ops[0]))
		} else {
			return c, fmt.Errorf("no field name on either side")
		}
	}
	return c, nil
}

// shift adds d to e (a strict < becomes <= with one less).
func shift(e *bexpr, d int64) *bexpr {
	if d == 0 {
		return e
	}
	if e.op == 0 {
		return &bexpr{Val: e.Val + d}
	}
	return &bexpr{op: '+', l: e, r: &bexpr{Val: d}}
}
