package explore

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/gamestress/gamestress/oracle"
)

// Claim is a conjectured formula for a game's outcome: Formula is true
// exactly when the player to move wins (N). The zero values of Ranges, To
// and Heaps select the defaults (DefaultRange, DefaultTo, 1..3 heaps).
type Claim struct {
	Game    string
	Formula string
	Play    oracle.Play
	// Fixed holds the parameters that are not integers (Moves, Code); the
	// integer ones (M, A, B) come from Ranges.
	Fixed oracle.Params
	// Ranges are the integer parameters' ranges by name ("m", "a", "b").
	Ranges map[string]Range
	// To is the largest position value (a heap, a side, a target); 0 means
	// DefaultTo for the game and the formula's variables.
	To int64
	// Heaps is the number of heaps when the formula names `heaps` (a list
	// position); unset means 1..3.
	Heaps Range
	// Declared, if set, is the game instead of Game (whose Play, Fixed,
	// Ranges, To and Heaps are then unused): a game known by its positions
	// and their outcomes, such as a custom game.
	Declared *Declared
	// Progress, if set, is called every ProgressEvery positions with the
	// positions checked so far and the total to check (an upper bound:
	// take-range skips a > b).
	Progress func(checked, total int64)
}

// Declared is a game known by its positions (a custom game): the formula
// names its state variables and its data; no parameter varies.
type Declared struct {
	// State names a position's variables; a list state has one name,
	// bound to a list of any length.
	State []string
	List  bool
	// Ranges are each variable's values (a list state: one range, every
	// element's); Count a list's lengths (unset: 1..3).
	Ranges []Range
	Count  Range
	// Data are the other names the formula may read (ints, lists of ints).
	Data map[string]any
	// Outcome is the oracle's outcome of a position: N, P, or D (a draw; a
	// score game's tie). The claim says N where the formula is true, not N
	// (P or D) where it is false.
	Outcome func(pos []int64) (oracle.Outcome, error)
}

// MaxPositions bounds the positions (with parameters) a claim may check:
// about ten minutes at the oracle's usual speed. Ranges beyond it (or so
// large that their count or sum overflows) are a *RangeError.
const MaxPositions = 1_000_000_000

// MaxHeaps bounds the number of heaps of a list position (--heaps).
const MaxHeaps = 100

// ProgressEvery is how often Claim.Progress is called, in positions.
const ProgressEvery = 1 << 16

// ErrBadClaim is wrapped by errors about the claim itself (unknown game,
// variables of both kinds); a *SyntaxError or *RangeError is returned as is.
var ErrBadClaim = errors.New("bad claim")

// Report is the result of checking a claim.
type Report struct {
	Checked        int             // positions (with parameters) checked
	Total          int64           // positions in range (an upper bound: take-range skips a > b)
	Counterexample *Counterexample // the smallest disagreement, or nil: the claim holds on all checked
	Vars           []VarRange      // what was checked, in the size order's order
}

// Holds reports that no checked position disagreed (not a proof).
func (r Report) Holds() bool { return r.Counterexample == nil }

// VarRange is the range a variable took: heaps (Count heaps of Values), or
// a single integer over Values.
type VarRange struct {
	Name   string
	Values Range
	Count  Range // for heaps only: the number of heaps
}

// Counterexample is a position (with parameters) where the claim and the
// oracle disagree.
type Counterexample struct {
	Names   []string // as in the formula, position first, then parameters
	Values  []any    // int64, or []int64 for heaps
	Claimed oracle.Outcome
	Oracle  oracle.Outcome
}

// MarshalJSON writes the variables as one object in order: {"n":1,"m":1}.
func (c Counterexample) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, n := range c.Names {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(n)
		v, err := json.Marshal(c.Values[i])
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// String is the JSON object of MarshalJSON.
func (c Counterexample) String() string {
	b, _ := c.MarshalJSON()
	return string(b)
}

// Defaults when a Claim leaves a range unset.
const (
	DefaultTo      = 100 // one heap (n) or a reach target
	DefaultToHeaps = 12  // each heap of a list position (heaps)
	DefaultToPair  = 40  // wythoff's heaps a, b and board's sides n, m
)

// DefaultRange is the range checked for an integer parameter the claim
// leaves unset: m = 1..10, a = b = 1..6 (take-range skips a > b).
func DefaultRange(name string) Range {
	if name == "m" {
		return Span(1, 10)
	}
	return Span(1, 6)
}

// Check compiles the claim and compares it with the oracle on every
// position and parameter in range, in the size order (fewer numbers, then a
// smaller sum, then lexicographically smaller; position before
// parameters), stopping at the first disagreement, which is therefore the
// smallest.
func Check(c Claim) (Report, error) {
	lay, err := layoutOf(c)
	if err != nil {
		return Report{}, err
	}
	f, err := Compile(c.Formula, lay.env)
	if err != nil {
		return Report{}, err
	}
	rep := Report{Vars: lay.vars, Total: lay.total}
	var runErr error
	lay.each(func(names []string, vals []any, pos []int64, p oracle.Params) bool {
		if c.Progress != nil && rep.Checked%ProgressEvery == 0 && rep.Checked > 0 {
			c.Progress(int64(rep.Checked), rep.Total)
		}
		lay.fill(vals)
		claim, err := f.Eval(lay.env)
		if err != nil {
			runErr = fmt.Errorf("the formula fails at %s: %w", Counterexample{Names: names, Values: vals}, err)
			return false
		}
		o, err := lay.outcome(pos, p)
		if err != nil {
			runErr = fmt.Errorf("the oracle fails at %s: %w", Counterexample{Names: names, Values: vals}, err)
			return false
		}
		rep.Checked++
		if claimed := outcomeOf(claim); claim != (o == oracle.N) {
			rep.Counterexample = &Counterexample{Names: names, Values: slices.Clone(vals), Claimed: claimed, Oracle: o}
			return false
		}
		return true
	})
	return rep, runErr
}

func outcomeOf(win bool) oracle.Outcome {
	if win {
		return oracle.N
	}
	return oracle.P
}

// layout is how one claim's positions are named and enumerated.
type layout struct {
	game   string
	fixed  oracle.Params
	pos    []string // position variables ("n"; "a", "b"; "n", "m"; or "heaps")
	list   bool     // the position is the list heaps
	posLo  int64    // smallest position value
	to     int64
	boxes  []Range  // each position variable's values (the last one's for the rest; a list: one)
	count  Range    // number of heaps, when list
	params []string // integer parameters, in the catalogue's order
	ranges []Range
	env    map[string]any
	vars   []VarRange
	total  int64 // tuples to check (take-range's a > b included)
	// outcome is the oracle's outcome of a position (and parameters).
	outcome func(pos []int64, p oracle.Params) (oracle.Outcome, error)
}

// box is the values of position variable i.
func (l *layout) box(i int) Range { return l.boxes[min(i, len(l.boxes)-1)] }

// declaredLayout is the layout of a claim over a declared game.
func declaredLayout(d *Declared) (*layout, error) {
	l := &layout{pos: d.State, list: d.List, boxes: d.Ranges, env: map[string]any{}}
	l.outcome = func(pos []int64, _ oracle.Params) (oracle.Outcome, error) { return d.Outcome(pos) }
	if len(d.State) == 0 || len(d.Ranges) == 0 || d.List && len(d.State) != 1 {
		return nil, fmt.Errorf("%w: a declared game needs its state's names and ranges", ErrBadClaim)
	}
	for k, v := range d.Data {
		l.env[k] = v
	}
	if l.list {
		l.count = Span(1, 3)
		if d.Count.Given {
			l.count = d.Count
		}
		l.env[d.State[0]] = []int{}
		l.vars = append(l.vars, VarRange{Name: d.State[0], Values: l.box(0), Count: l.count})
	} else {
		for i, n := range d.State {
			l.env[n] = 0
			l.vars = append(l.vars, VarRange{Name: n, Values: l.box(i)})
		}
	}
	for _, b := range l.boxes {
		l.to = max(l.to, b.Hi) // what a RangeError names
	}
	for i, v := range l.vars {
		if v.Values.Hi < v.Values.Lo {
			return nil, &RangeError{Name: "to", Range: Single(v.Values.Hi),
				Msg: fmt.Sprintf("%s = %d..%d holds no value (want --from <= --to, within the bounds)", l.pos[min(i, len(l.pos)-1)], v.Values.Lo, v.Values.Hi)}
		}
	}
	if err := l.bound(); err != nil {
		return nil, err
	}
	return l, nil
}

func layoutOf(c Claim) (*layout, error) {
	if c.Declared != nil {
		return declaredLayout(c.Declared)
	}
	info, ok := oracle.LookupGame(c.Game)
	if !ok {
		return nil, fmt.Errorf("%w: unknown game %q", ErrBadClaim, c.Game)
	}
	l := &layout{game: c.Game, fixed: c.Fixed, to: c.To, env: map[string]any{}}
	if err := l.position(info, c.Formula); err != nil {
		return nil, err
	}
	l.boxes = []Range{Span(l.posLo, l.to)}
	l.outcome = func(pos []int64, p oracle.Params) (oracle.Outcome, error) { return Outcome(c.Game, p, c.Play, pos) }
	if err := l.parameters(info, c); err != nil {
		return nil, err
	}
	for _, n := range l.pos {
		if l.list {
			l.env[n] = []int{}
		} else {
			l.env[n] = 0
		}
	}
	for _, n := range l.params {
		l.env[n] = 0
	}
	if slices.Contains(info.Params, "moves") {
		l.env["moves"] = ints(c.Fixed.Moves)
	}
	if c.Heaps.Given && !l.list {
		return nil, &RangeError{Name: "heaps", Range: c.Heaps, Msg: "applies only to a formula over heaps (a list position)"}
	}
	if l.list {
		l.count = Span(1, 3)
		if c.Heaps.Given {
			l.count = c.Heaps
		}
		if l.count.Lo < 1 {
			return nil, &RangeError{Name: "heaps", Range: l.count, Msg: "the number of heaps must be at least 1"}
		}
		l.vars = append(l.vars, VarRange{Name: "heaps", Values: Span(l.posLo, l.to), Count: l.count})
	} else {
		for _, n := range l.pos {
			l.vars = append(l.vars, VarRange{Name: n, Values: Span(l.posLo, l.to)})
		}
	}
	for i, n := range l.params {
		l.vars = append(l.vars, VarRange{Name: n, Values: l.ranges[i]})
	}
	if err := l.bound(); err != nil {
		return nil, err
	}
	return l, nil
}

// bound counts the tuples to check and refuses more than MaxPositions, or
// values whose sum overflows (the size order enumerates by sum).
func (l *layout) bound() error {
	counts := Single(int64(len(l.pos)))
	if l.list {
		counts = l.count
	}
	r := Report{Vars: l.vars}
	tooMany := &RangeError{Name: "to", Range: Single(l.to),
		Msg: fmt.Sprintf("%s is more than %d positions to check: narrow the ranges", r.Describe(), MaxPositions)}
	overflow := &RangeError{Name: "to", Range: Single(l.to),
		Msg: fmt.Sprintf("%s: values too large to enumerate (their sum overflows)", r.Describe())}
	if counts.Hi > MaxHeaps {
		return &RangeError{Name: "heaps", Range: counts, Msg: fmt.Sprintf("at most %d heaps", MaxHeaps)}
	}
	params := int64(1)
	for _, b := range l.ranges {
		size := rangeLen(b)
		if size <= 0 || params > MaxPositions/size {
			return tooMany
		}
		params *= size
	}
	for k := counts.Lo; k <= counts.Hi; k++ {
		n := params
		for i := range int(k) {
			size := rangeLen(l.box(i))
			if size <= 0 || n > MaxPositions/size {
				return tooMany
			}
			n *= size
		}
		if l.total += n; l.total > MaxPositions {
			return tooMany
		}
	}
	// The size order enumerates by the sum of the values: it must not
	// overflow, at either end.
	lo, hi := int64(0), int64(0)
	add := func(b Range) bool {
		if hi > 0 && b.Hi > math.MaxInt64-hi || lo < 0 && b.Lo < math.MinInt64-lo {
			return false
		}
		lo, hi = lo+b.Lo, hi+b.Hi
		return true
	}
	for i := range int(counts.Hi) {
		if !add(l.box(i)) {
			return overflow
		}
	}
	for _, b := range l.ranges {
		if !add(b) {
			return overflow
		}
	}
	return nil
}

// rangeLen is r.Len(), or 0 or less when it overflows.
func rangeLen(r Range) int64 {
	return r.Hi - r.Lo + 1 // a wrapped difference gives <= 0
}

// position picks the position's variables: wythoff a, b; board n, m; reach
// n; heap games n (one heap) or heaps (a list) as the formula names them.
func (l *layout) position(info oracle.GameInfo, formula string) error {
	def := int64(DefaultTo)
	switch info.Name {
	case "wythoff":
		l.pos, def = []string{"a", "b"}, DefaultToPair
	case "board":
		l.pos, l.posLo, def = []string{"n", "m"}, 1, DefaultToPair
	case "reach":
		l.pos, l.posLo = []string{"n"}, 1
	default:
		names := identifiers(formula)
		switch {
		case names["heaps"] && names["n"]:
			return fmt.Errorf("%w: name the position as n (one heap) or heaps (a list), not both", ErrBadClaim)
		case names["heaps"] || (info.Name == "nim" && !names["n"]):
			l.pos, l.list, l.posLo, def = []string{"heaps"}, true, 1, DefaultToHeaps
		default:
			l.pos = []string{"n"}
		}
	}
	if l.to == 0 {
		l.to = def
	}
	if l.to < l.posLo {
		return &RangeError{Name: "to", Range: Single(l.to), Msg: fmt.Sprintf("must be at least %d", l.posLo)}
	}
	return nil
}

// identifiers are the names a formula mentions (nil when it does not
// parse: Compile then reports the syntax error).
func identifiers(src string) map[string]bool {
	tree, err := parser.Parse(src)
	if err != nil {
		return nil
	}
	v := identVisitor{}
	ast.Walk(&tree.Node, v)
	return v
}

type identVisitor map[string]bool

func (v identVisitor) Visit(node *ast.Node) {
	if id, ok := (*node).(*ast.IdentifierNode); ok {
		v[id.Value] = true
	}
}

// parameters resolves the integer parameters' ranges and checks them.
func (l *layout) parameters(info oracle.GameInfo, c Claim) error {
	for name := range c.Ranges {
		if c.Ranges[name].Given && !slices.Contains(info.Params, name) {
			return &RangeError{Name: name, Range: c.Ranges[name], Msg: fmt.Sprintf("%s has no parameter %s", info.Name, name)}
		}
	}
	for _, name := range info.Params {
		if name != "m" && name != "a" && name != "b" {
			continue
		}
		r := c.Ranges[name]
		if !r.Given {
			r = DefaultRange(name)
		}
		if r.Lo < 1 {
			return &RangeError{Name: name, Range: r, Msg: name + " must be at least 1"}
		}
		l.params = append(l.params, name)
		l.ranges = append(l.ranges, r)
	}
	if len(l.params) == 2 && l.ranges[0].Lo > l.ranges[1].Hi {
		return &RangeError{Name: "a", Range: l.ranges[0], Msg: "every a exceeds every b (take-range needs a <= b)"}
	}
	return nil
}

// each calls f on every position and parameter tuple in the size order.
func (l *layout) each(f func(names []string, vals []any, pos []int64, p oracle.Params) bool) {
	counts := Single(int64(len(l.pos)))
	if l.list {
		counts = l.count
	}
	for k := counts.Lo; k <= counts.Hi; k++ {
		boxes := make([]Range, 0, int(k)+len(l.ranges))
		for i := range int(k) {
			boxes = append(boxes, l.box(i))
		}
		boxes = append(boxes, l.ranges...)
		names := append(slices.Clone(l.pos), l.params...)
		vals := make([]any, len(names))
		ok := eachBySize(boxes, func(t []int64) bool {
			pos, p := t[:k], l.fixed
			for i, name := range l.params {
				v := t[int(k)+i]
				switch name {
				case "m":
					p.M = v
				case "a":
					p.A = v
				case "b":
					p.B = v
				}
				vals[len(l.pos)+i] = v
			}
			if l.game == "take-range" && p.A > p.B {
				return true
			}
			if l.list {
				vals[0] = slices.Clone(pos)
			} else {
				for i := range pos {
					vals[i] = pos[i]
				}
			}
			return f(names, vals, pos, p)
		})
		if !ok {
			return
		}
	}
}

// fill sets the environment's variables from one tuple's values.
func (l *layout) fill(vals []any) {
	names := append(l.pos[:len(l.pos):len(l.pos)], l.params...)
	for i, n := range names {
		switch v := vals[i].(type) {
		case int64:
			l.env[n] = int(v)
		case []int64:
			l.env[n] = ints(v)
		}
	}
}

func ints(v []int64) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x)
	}
	return out
}

// Describe is the checked ranges, e.g. "n = 0..100, m = 1..20" or
// "heaps: 1..3 heaps of 1..12".
func (r Report) Describe() string {
	var parts []string
	for _, v := range r.Vars {
		switch {
		case v.Name == "heaps":
			parts = append(parts, "heaps: "+v.Count.String()+" heaps of "+v.Values.String())
			continue
		case v.Count.Given:
			parts = append(parts, v.Name+": lists of "+v.Count.String()+" numbers of "+v.Values.String())
			continue
		}
		parts = append(parts, v.Name+" = "+v.Values.String())
	}
	return strings.Join(parts, ", ")
}
