package problem

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/expr-lang/expr"
	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gamedef"
	"github.com/gamestress/gamestress/problem/gen"
	"github.com/gamestress/gamestress/problem/judge"
)

// fileProblem is the compiled file behind a Problem.
type fileProblem struct {
	layout *format.Layout
	schema *format.Schema
	lone   bool           // the case is one list: its Case holds the items only
	fixed  map[string]int // top-level scalars at a fixed index of the Case
	spans  map[string]int // the list or fixed-width rows right after them: its start
	bind   *binding       // nil: a layout-only problem
	out    *outputProg
	cache  answerCache
	cached bool // spec.answer is answer: through cache
	feats  features
	custom *gamedef.GameFile // [game] name = "custom"
	// customMoves: a custom game's [output] may read winning moves
	customMoves bool
	// promises are `[input] require` (require.go); nil when none
	promises *gen.Promises
	// totals are `[input] total` (total.go); nil when none
	totals []*format.Total
	// prob is the problem this file compiles to (the generator's last
	// resort: the first valid case of Small)
	prob     *Problem
	fallback struct {
		once sync.Once
		c    format.Case
	}
}

// binding is a compiled [game] table.
type binding struct {
	name     string
	play     oracle.Play
	params   map[string]*valueExpr
	keys     []string // params' keys, in the order they are evaluated
	code     string
	position *valueExpr
	heaps    heapGameMemo
	// tables: the game's answers read tables the oracle builds as they
	// are asked (heap games, board): AnswerAtCtx builds them with its
	// context first (warm)
	tables bool
}

// Load reads a problem file: the layout, the game, the output and the
// samples, which the oracle must answer as the file says. Every fault is
// a *FileError naming the file and, where it has one, the line.
func Load(path string) (*Problem, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &FileError{File: path, Msg: unwrapPath(err)}
	}
	p, err := parseFile(path, data, true)
	if err != nil {
		return nil, err
	}
	p.Path = path
	return p, nil
}

// LoadFS is Load from a file system.
func LoadFS(fsys fs.FS, name string) (*Problem, error) {
	return loadFS(fsys, name, true)
}

// loadFS reads a file of fsys; samples false skips answering the samples
// (the shipped problems: their samples are checked by the tests and by
// `gamestress check`, not by every process that starts).
func loadFS(fsys fs.FS, name string, samples bool) (*Problem, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, &FileError{File: name, Msg: unwrapPath(err)}
	}
	p, err := parseFile(name, data, samples)
	if err != nil {
		return nil, err
	}
	p.Path = name
	return p, nil
}

func unwrapPath(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// IsPath reports whether a problem argument names a file rather than an id.
func IsPath(arg string) bool {
	return strings.HasSuffix(arg, ".toml") || strings.ContainsRune(arg, filepath.Separator) || strings.ContainsRune(arg, '/')
}

// Open finds a problem by id (the shipped ones) or loads it from a path.
func Open(arg string) (*Problem, error) {
	if IsPath(arg) {
		return Load(arg)
	}
	return Lookup(arg)
}

var reID = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// parseFile compiles a file's text into a Problem.
func parseFile(name string, data []byte, samples bool) (*Problem, error) {
	return parseFileRange(name, data, samples, true)
}

// parseFileRange is parseFile; withRange false drops [game] test_range
// (JudgeScale).
func parseFileRange(name string, data []byte, samples, withRange bool) (*Problem, error) {
	return parseFileEdit(name, data, samples, func(spec *fileSpec) {
		if !withRange && spec.Game != nil {
			spec.Game.TestRange = nil
		}
	})
}

// parseFileEdit is parseFile with the decoded file edited before it is
// compiled (a test_range dropped or replaced).
func parseFileEdit(name string, data []byte, samples bool, edit func(*fileSpec)) (*Problem, error) {
	spec, err := decodeFile(name, data)
	if err != nil {
		return nil, err
	}
	edit(spec)
	fail := func(table, key, format string, a ...any) error {
		return &FileError{File: name, Line: keyLine(data, table, key), Msg: fmt.Sprintf(format, a...)}
	}
	switch {
	case spec.ID == "":
		return nil, fail("", "", "missing key id (the problem's id, [a-z0-9-]+)")
	case !reID.MatchString(spec.ID):
		return nil, fail("", "id", "id %q: use lower-case letters, digits and - only", spec.ID)
	case spec.Title == "":
		return nil, fail("", "", "missing key title")
	case spec.Input == nil:
		return nil, fail("", "", "missing table [input]")
	case spec.Output == nil && spec.Answer == nil && spec.Interact == nil && spec.Game != nil:
		return nil, fail("", "", "missing table [output] (the text of one case's answer; or [answer], [interact])")
	case btoi(spec.Output != nil)+btoi(spec.Answer != nil)+btoi(spec.Interact != nil) > 1:
		return nil, fail("", "", "a file has one of [output], [answer], [interact]")
	case (spec.Answer != nil || spec.Interact != nil) && spec.Game == nil:
		return nil, fail("", "", "[answer] and [interact] need a [game]")
	}
	if err := checkLimits(spec, fail); err != nil {
		return nil, err
	}
	p := &Problem{ID: spec.ID, Title: spec.Title, Source: spec.Source, Judge: spec.Judge}
	p.Limits = fileLimits(spec)
	f := &fileProblem{layout: &p.spec.Layout, prob: p}
	p.spec.SmallCut = new(atomic.Bool)
	p.spec.Format, p.spec.ID, p.spec.AnswerAt = &p.spec.Layout, p.ID, p.AnswerAt
	p.file = f
	var testRange []string
	if spec.Game != nil {
		testRange = spec.Game.TestRange
	}
	if err := f.compileInput(p, spec.Input, testRange, fail); err != nil {
		return nil, err
	}
	if testRange != nil {
		p.judgeScale = &judgeScale{name: name, data: data, testRange: testRange, bounds: spec.Input.Bounds}
	}
	f.custom = spec.custom
	if spec.Game != nil {
		out := spec.Output
		if spec.Answer != nil || spec.Interact != nil {
			out = &outputSpec{Case: `""`} // the answer is a move: no text
		}
		if err := f.compileGame(p, spec.Game, out, fail); err != nil {
			return nil, err
		}
		if err := f.compileMoves(p, spec, fail); err != nil {
			return nil, err
		}
	}
	if err := f.compileFeatures(p, spec, fail); err != nil {
		return nil, err
	}
	if err := f.checkSamples(p, spec, data, name, samples); err != nil {
		return nil, err
	}
	return p, nil
}

var (
	reDuration = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?(ms|s)$`)
	reSize     = regexp.MustCompile(`^([0-9]+)([KMG])$`)
)

// fileLimits are the judge's preset (the shipped problems without a judge
// key get BuiltinLimits) with the statement's own values over it.
func fileLimits(spec *fileSpec) Limits {
	l, err := Preset(spec.Judge)
	if err != nil {
		l = BuiltinLimits(spec.ID)
	}
	if d, err := time.ParseDuration(spec.Time); err == nil {
		l.Time, l.TimeFrom = d, "statement"
	}
	if n, ok := parseSize(spec.Memory); ok {
		l.Memory, l.MemoryFrom = n, "statement"
	}
	if n, ok := parseSize(spec.Stack); ok {
		l.Stack, l.StackFrom = n, "statement"
	}
	return l
}

func parseSize(s string) (int64, bool) {
	m := reSize.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, _ := strconv.ParseInt(m[1], 10, 64)
	return n << map[string]int{"K": 10, "M": 20, "G": 30}[m[2]], true
}

func checkLimits(spec *fileSpec, fail func(table, key, format string, a ...any) error) error {
	if spec.Judge != "" {
		if _, err := Preset(spec.Judge); err != nil {
			return fail("", "judge", "judge %q: known judges are %s", spec.Judge, strings.Join(Judges(), ", "))
		}
	}
	if spec.Time != "" && !reDuration.MatchString(spec.Time) {
		return fail("", "time", "time %q: write e.g. \"1s\" or \"500ms\"", spec.Time)
	}
	for _, kv := range [][2]string{{"memory", spec.Memory}, {"stack", spec.Stack}} {
		if kv[1] != "" && !reSize.MatchString(kv[1]) {
			return fail("", kv[0], "%s %q: write e.g. \"256M\", \"65536K\" or \"1G\"", kv[0], kv[1])
		}
	}
	return nil
}

// compileInput builds the layout from [input].
func (f *fileProblem) compileInput(p *Problem, in *inputSpec, testRange []string, fail func(table, key, format string, a ...any) error) error {
	if len(in.Lines) == 0 {
		return fail("input", "", "missing key input.lines (the lines of one case, e.g. [\"n m\"])")
	}
	s, err := format.ParseLines(in.Lines, in.Words)
	if err != nil {
		return fail("input", "lines", "%v", err)
	}
	if err := s.ApplyBounds(in.Bounds); err != nil {
		return fail("input", "bounds", "%v", err)
	}
	if testRange != nil {
		untested, err := s.ApplyTestRange(testRange)
		if err != nil {
			return fail("game", "test_range", "%v", err)
		}
		p.Untested = untested
	}
	f.schema = s
	l := &p.spec.Layout
	switch in.Framing {
	case "count":
		l.Framing, l.Count = format.Counted, format.CountField("C")
		if in.Count != "" {
			c, err := format.ParseConstraint(in.Count, func(n string) (int, error) { return 0, fmt.Errorf("%s: the count's bound is literal", n) })
			if err != nil || c.Kind != "range" || c.Lo == nil || c.Hi == nil || len(c.Names) != 1 {
				return fail("input", "count", "count %q: write e.g. \"1 <= C <= 1000\"", in.Count)
			}
			l.Count = format.Field{Name: c.Names[0], Lo: c.Lo.Eval(nil), Hi: c.Hi.Eval(nil)}
		}
	case "eof":
		l.Framing = format.ToEOF
	case "terminator":
		l.Framing = format.Terminated
		for _, t := range strings.Fields(in.Terminator) {
			v, ok := format.ParseInt([]byte(t))
			if !ok {
				return fail("input", "terminator", "terminator %q: numbers only, e.g. \"0 0\"", in.Terminator)
			}
			l.Term = append(l.Term, v)
		}
		if len(l.Term) == 0 {
			return fail("input", "framing", "framing = \"terminator\" needs terminator = \"0\" (the line that ends the input)")
		}
	case "":
		return fail("input", "", "missing key input.framing (\"count\", \"eof\" or \"terminator\")")
	default:
		return fail("input", "framing", "framing %q: use \"count\", \"eof\" or \"terminator\"", in.Framing)
	}
	if in.Framing != "count" && in.Count != "" {
		return fail("input", "count", "count is for framing = \"count\"")
	}
	if in.Framing != "terminator" && in.Terminator != "" {
		return fail("input", "terminator", "terminator is for framing = \"terminator\"")
	}
	switch {
	case s.IsLoneList() && !in.notLone:
		f.lone = true
		n0, n1 := s.Nodes[0], s.Nodes[1]
		l.List = &format.List{Length: format.Field{Name: n0.Name, Lo: s.Slo[0], Hi: s.Shi[0]},
			Item: format.Field{Name: n1.Name, Lo: n1.Lo.Val, Hi: n1.Hi.Val}, SameLine: !n0.Eol}
	case s.IsTuple():
		for _, n := range s.Nodes {
			l.Tuple = append(l.Tuple, format.Field{Name: n.Name, Lo: n.Lo.Val, Hi: n.Hi.Val})
		}
		l.Fields = format.Tuple(l.Tuple...)
	default:
		l.Fields, l.Walk, l.Encode, l.Need = s.Fields, s, s.Encode, s.Need
		_, l.MaxLen = s.Need(nil)
	}
	l.NumWidth = s.NumWidth()
	ps, err := gen.CompilePromises(s, in.Require, f.lone)
	if err != nil {
		return fail("input", "require", "%v", err)
	}
	if ps != nil {
		f.promises, l.Require = ps, ps.Check
	}
	f.fixed, f.spans = map[string]int{}, map[string]int{}
	if !f.lone {
		for i, n := range s.Nodes {
			if n.Kind != format.ScalarNode {
				if n.Kind == format.ListNode || n.Width > 0 {
					f.spans[n.Name] = i // starts right after the leading scalars
				}
				break
			}
			f.fixed[n.Name] = i
		}
	}
	if f.totals, err = f.compileTotals(in.Total); err != nil {
		return fail("input", "total", "%v", err)
	}
	if len(f.totals) > 0 {
		l.Totals = f.totals
		promised := l.Require
		l.Require = func(c format.Case) error {
			if err := format.CaseTotals(f.totals, c); err != nil || promised == nil {
				return err
			}
			return promised(c)
		}
	}
	if l.Framing == format.Terminated {
		if err := f.checkTerminator(l); err != nil {
			return fail("input", "terminator", "%v", err)
		}
	}
	p.Constraints = strings.Join(slices.Concat(in.Bounds, in.Require, in.Total, s.WordsText()), ", ")
	p.Format = formatLine(in, l)
	return nil
}

// checkTerminator refuses a terminator that a valid case could start with.
func (f *fileProblem) checkTerminator(l *format.Layout) error {
	s := f.schema
	for i, v := range l.Term {
		if i >= len(s.Nodes) || s.Nodes[i].Kind != format.ScalarNode {
			return nil // a list or rows comes first: its length decides
		}
		if lo, hi := s.Slo[i], s.Shi[i]; v < lo || v > hi {
			return nil
		}
	}
	return fmt.Errorf("a valid case can start with the terminator %q: tighten a bound so that it cannot", l.Terminator())
}

// formatLine is the one-line description of the input format.
func formatLine(in *inputSpec, l *format.Layout) string {
	var b strings.Builder
	switch l.Framing {
	case format.Counted:
		fmt.Fprintf(&b, "%s, then %s cases, each", l.Count.Name, l.Count.Name)
	case format.ToEOF:
		b.WriteString("cases until EOF, each")
	case format.Terminated:
		fmt.Fprintf(&b, "cases until a line %q, each", l.Terminator())
	}
	for i, line := range in.Lines {
		if i > 0 {
			b.WriteString(" /")
		}
		fmt.Fprintf(&b, " `%s`", line)
	}
	return b.String()
}

// compileGame binds [game] and compiles [output].
func (f *fileProblem) compileGame(p *Problem, g *gameSpec, out *outputSpec, fail func(table, key, format string, a ...any) error) error {
	if g.Name == "" {
		return fail("game", "", "missing key game.name (a game of `gamestress table --list`, northcott, or custom)")
	}
	if g.Name == "custom" {
		return f.compileCustom(p, out, fail)
	}
	if !slices.Contains(gameNames(), g.Name) && g.Name != "cards" {
		return fail("game", "name", "unknown game %q (known: %s)", g.Name, strings.Join(gameNames(), ", "))
	}
	b := &binding{name: g.Name, params: map[string]*valueExpr{}}
	switch g.Name {
	case "nim", "wythoff", "northcott", "reach", "cards":
	default:
		b.tables = true
	}
	switch g.Play {
	case "", "normal":
	case "misere":
		b.play = oracle.Misere
		if info, ok := oracle.LookupGame(g.Name); !ok || !info.Misere {
			return fail("game", "play", "%s has no misère version in the oracle", g.Name)
		}
	default:
		return fail("game", "play", "play %q: \"normal\" or \"misere\"", g.Play)
	}
	env := format.FieldTypes(f.schema)
	given := map[string]string{"m": g.M, "a": g.A, "b": g.B, "moves": g.Moves, "code": g.Code}
	need := gameParams(g.Name)
	for _, k := range []string{"m", "a", "b", "moves", "code"} {
		v := given[k]
		switch {
		case v == "" && slices.Contains(need, k):
			return fail("game", "name", "game %s needs %s = \"...\" (an expression over the fields)", g.Name, k)
		case v != "" && !slices.Contains(need, k):
			return fail("game", k, "game %s takes no parameter %s", g.Name, k)
		case v == "":
			continue
		case k == "code":
			b.code = v
			continue
		}
		e, err := compileValue(v, env)
		if err != nil {
			return fail("game", k, "%s = %q: %v", k, v, err)
		}
		e.resolve(f)
		b.params[k] = e
		b.keys = append(b.keys, k)
	}
	if g.Position != "" {
		e, err := compileValue(g.Position, env)
		if err != nil {
			return fail("game", "position", "position = %q: %v", g.Position, err)
		}
		e.resolve(f)
		b.position = e
	}
	f.bind = b
	if out == nil || out.Case == "" {
		return fail("output", "", "missing key output.case (an expression giving one case's answer)")
	}
	o, err := compileOutput(out.Case, env)
	if err != nil {
		return fail("output", "case", "case = %q: %v", out.Case, err)
	}
	if b.position == nil && o.answers {
		return fail("game", "", "missing key game.position: [output] case reads the answer of the case's position (win, moves, ...); without a position, use solve(p)")
	}
	f.out = o
	p.spec.answer, f.cached = f.answer, true
	if b.cheap(o) {
		p.spec.answer, f.cached = f.compute, false
	}
	return nil
}

// params evaluates the game's parameters for a case.
func (b *binding) paramsOf(x *caseCtx) (oracle.Params, error) {
	p := oracle.Params{Code: b.code}
	for _, k := range b.keys {
		vs, err := b.params[k].ints(x)
		if err != nil {
			return p, fmt.Errorf("game.%s: %w", k, err)
		}
		if k != "moves" && len(vs) != 1 {
			return p, fmt.Errorf("game.%s: %d numbers, want one", k, len(vs))
		}
		switch k {
		case "m":
			p.M = vs[0]
		case "a":
			p.A = vs[0]
		case "b":
			p.B = vs[0]
		case "moves":
			p.Moves = vs
		}
	}
	return p, nil
}

// answer is the oracle's answer for one valid case, as [output] case
// writes it, cached (answerCache).
func (f *fileProblem) answer(c format.Case) (string, error) {
	return f.cache.get(f.schema, c, func() (string, error) { return f.compute(c) })
}

// answerAt is the answer of c as case i of an input (from 0): the same as
// answer unless [output] reads index.
func (f *fileProblem) answerAt(c format.Case, i int) (string, error) {
	switch {
	case f.out == nil || !f.out.index:
		return f.prob.spec.answer(c)
	case f.custom != nil:
		return f.customAnswerAt(c, i, f.customMoves)
	}
	return f.computeAt(c, i)
}

// cachedAt is answerAt's answer when the cache holds it (see
// answerCache.peek: c was valid then).
func (f *fileProblem) cachedAt(c format.Case) (string, bool) {
	if !f.cached || (f.out != nil && f.out.index) || f.prob.spec.Interact != nil {
		return "", false
	}
	return f.cache.peek(f.schema, c)
}

// cachedAll is cachedAt for every case of cases at once (answerCache.peekAll).
func (f *fileProblem) cachedAll(cases []format.Case, out []string) int {
	if !f.cached || (f.out != nil && f.out.index) || f.prob.spec.Interact != nil {
		return 0
	}
	return f.cache.peekAll(f.schema, cases, out)
}

func (f *fileProblem) compute(c format.Case) (string, error) { return f.computeAt(c, 0) }

func (f *fileProblem) computeAt(c format.Case, i int) (string, error) {
	// x stays on the stack unless the output needs expressions (render
	// keeps it): an answer that is a word, a count or a Grundy value
	// allocates no context.
	x := caseCtx{f: f, c: c, index: i}
	params, err := f.bind.paramsOf(&x)
	if err != nil {
		return "", err
	}
	var s solved
	if f.bind.position != nil {
		pos, err := f.bind.position.ints(&x)
		if err != nil {
			return "", fmt.Errorf("game.position: %w", err)
		}
		if s, err = f.bind.solve(params, pos, f.out.nd); err != nil {
			return "", err
		}
	}
	if a, ok := f.quick(s); ok {
		return a, nil
	}
	xh := x
	return f.render(&xh, s, func(pos []int64) (solved, error) { return f.bind.solve(params, pos, f.out.nd) })
}

// quick is [output] case for an answer that is a word of the outcome, the
// count of winning moves or the Grundy value: no expression to evaluate.
func (f *fileProblem) quick(s solved) (string, bool) {
	switch {
	case f.out.fast:
		return word(s.outcome, f.out.onWin, f.out.not), true
	case f.out.number == "count" && s.counted:
		return strconv.Itoa(s.count), true
	case f.out.number == "count":
		return strconv.Itoa(len(s.moves)), true
	case f.out.number == "grundy":
		return strconv.Itoa(s.grundy), true
	}
	return "", false
}

// render evaluates [output] case for one case: s is the answer of its
// position, solveFn answers solve(p).
func (f *fileProblem) render(x *caseCtx, s solved, solveFn func([]int64) (solved, error)) (string, error) {
	if a, ok := f.quick(s); ok {
		return a, nil
	}
	var solveErr error
	solve := func(q any) answerEnv {
		vs, err := toInts(q)
		if err == nil {
			var t solved
			if t, err = solveFn(vs); err == nil {
				return answerOf(t)
			}
		}
		if solveErr == nil {
			solveErr = err
		}
		return answerEnv{}
	}
	if f.out.quick != nil {
		if text, ok, err := f.runFast(x, answerOf(s), solve); ok {
			if solveErr != nil {
				return "", solveErr
			}
			return text, err
		}
	}
	var env any
	if f.out.structEnv {
		a := answerOf(s)
		a.Solve = solve
		env = a
	} else {
		m := solvedEnv(s)
		if f.out.fields {
			for k, v := range x.fieldEnv() {
				m[k] = v
			}
		}
		m["solve"] = solve
		if f.out.index {
			m["index"] = x.index + 1
		}
		env = m
	}
	res, err := runExpr(f.out, env)
	if solveErr != nil {
		return "", solveErr
	}
	if err != nil {
		return "", err
	}
	return outputText(res)
}

func runExpr(o *outputProg, env any) (any, error) {
	res, err := expr.Run(o.prog, env)
	if err != nil {
		return nil, format.ExprError(err)
	}
	return res, nil
}

// checkSamples answers the statement's samples with the oracle: a file
// whose sample disagrees is refused, with the first differing case and
// both answers. A sample is read at the statement's bounds: one outside
// [game] test_range (the oracle's declared reach) is answered all the
// same, by the problem at the statement's scale, and refused only if the
// oracle answers otherwise; where that oracle cannot answer it (too large
// to search), it is not checked.
func (f *fileProblem) checkSamples(p *Problem, spec *fileSpec, data []byte, name string, answer bool) error {
	for i, sm := range spec.Sample {
		table := fmt.Sprintf("sample#%d", i+1)
		line := keyLine(data, table, "in")
		q := p // the problem that answers the sample
		cases, err := p.Parse([]byte(sm.In))
		if err != nil && p.judgeScale != nil {
			if js := p.JudgeScale(); js != p {
				if cs, jerr := js.Parse([]byte(sm.In)); jerr == nil {
					cases, err, q = cs, nil, js
				}
			}
		}
		if err != nil {
			return &FileError{name, line, fmt.Sprintf("sample %d: the input does not fit [input]: %v", i+1, err)}
		}
		if f.bind == nil || !answer || p.spec.Interact != nil {
			continue // a layout-only problem (the reference answers it), or an interactive one (CheckSample)
		}
		f.checkFast(cases)
		r := q.Compare(cases, []byte(sm.Out), false)
		switch {
		case r.Verdict == judge.OracleError && q != p && errors.Is(r.Err, oracle.ErrTooLarge):
			continue // beyond the oracle's reach, as test_range says
		case r.Verdict == judge.OracleError:
			return &FileError{name, line, fmt.Sprintf("sample %d: %v", i+1, r.Err)}
		case r.Mismatch != nil && r.Mismatch.Case < 0:
			return &FileError{name, keyLine(data, table, "out"), fmt.Sprintf("sample %d: the output has more lines than the oracle's answers: %q", i+1, firstLine(r.Mismatch.Got))}
		case r.Mismatch != nil:
			m := r.Mismatch
			got := m.Got
			if got == "" {
				got = "(nothing)"
			}
			why := ""
			if p.spec.Written != nil {
				why = " (" + m.Detail + ")"
			}
			return &FileError{name, keyLine(data, table, "out"), fmt.Sprintf("sample %d disagrees with the oracle on case %d (input %q): the oracle says %q, the sample says %q%s",
				i+1, m.Case+1, strings.TrimSpace(string(p.spec.Layout.EncodeCaseOnly(cases[m.Case]))), m.Want, got, why)}
		}
	}
	if len(spec.Sample) > 0 && p.spec.Interact == nil {
		p.SampleIn, p.SampleOut = spec.Sample[0].In, spec.Sample[0].Out
	}
	p.Samples = p.Samples[:0]
	for _, sm := range spec.Sample {
		p.Samples = append(p.Samples, Sample{In: sm.In, Out: sm.Out})
	}
	return nil
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// checkFast runs the sample's cases through the tree-walking evaluator and
// the VM; on any difference the VM alone is used from then on.
func (f *fileProblem) checkFast(cases []format.Case) {
	if f.out == nil || f.out.quick == nil {
		return
	}
	for _, c := range cases {
		quick, err1 := f.compute(c)
		q := f.out.quick
		f.out.quick = nil
		slow, err2 := f.compute(c)
		f.out.quick = q
		if quick != slow || (err1 == nil) != (err2 == nil) {
			f.out.quick = nil
			return
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// compileMoves binds [answer] (the answer is any winning move) and
// [interact] (gamestress is the jury) to the file's [game] (move_file.go).
func (f *fileProblem) compileMoves(p *Problem, spec *fileSpec, fail func(table, key, format string, a ...any) error) error {
	if spec.Answer == nil && spec.Interact == nil {
		return nil
	}
	if t := spec.Answer; t != nil && (t.Write != "" || t.Accept != "") {
		return f.compileWrittenAnswer(p, t, fail)
	}
	if t := spec.Interact; t != nil && (t.Write != "" || f.custom != nil) {
		return f.compileCustomInteract(p, spec, fail)
	}
	b := f.bind
	if b.position == nil {
		return fail("game", "", "missing key game.position: a move is judged on the case's position")
	}
	bind := func(c format.Case) (string, oracle.Params, []int64, error) {
		x := &caseCtx{f: f, c: c}
		params, err := b.paramsOf(x)
		if err != nil {
			return "", params, nil, err
		}
		pos, err := b.position.ints(x)
		return b.name, params, pos, err
	}
	if t := spec.Answer; t != nil {
		ma, err := t.MoveAnswer(bind)
		if err != nil {
			return fail("answer", "", "%v", err)
		}
		p.spec.Moves, p.spec.answer = ma, ma.Example
		return nil
	}
	proto, err := spec.Interact.Protocol(bind)
	if err != nil {
		return fail("interact", "", "%v", err)
	}
	p.spec.Interact, p.spec.answer, p.spec.proofTries = proto, judge.SideAnswer(proto), judge.InteractProofTries
	p.SampleOut = spec.Interact.Sample
	if len(spec.Sample) > 0 {
		p.SampleIn = spec.Sample[0].In
	}
	if err := p.CheckSample(); err != nil {
		return fail("interact", "sample", "%v", err)
	}
	return nil
}
