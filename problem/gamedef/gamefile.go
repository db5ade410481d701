package gamedef

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
	"github.com/pelletier/go-toml/v2"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
)

// GameFile is a custom game ([game] name = "custom") decoded from a TOML
// file: a problem file or a game-only file holding just a [game] table.
// See docs/problem-files.md, "Custom games". Safe for concurrent use.
type GameFile struct {
	File string // the file's name, for messages
	Line int    // the line of its [game] table
	// Spec is the oracle's game without the per-case values (Bounds and
	// MaxTake are evaluated per case from BoundExprs and MaxTake).
	Spec custom.CustomSpec
	// Start is the expression over the case's fields giving the position
	// (a list of the state's integers, or an int for a one-variable
	// state); Components, instead, a list of positions (a sum). Either
	// may be empty in a game-only file (positions from the command line).
	Start, Components string
	// BoundExprs are the declared bounds: LO <= VAR <= HI, LO and HI
	// expressions over the case's fields.
	BoundExprs []GameBound
	// MaxTake is the max_take expression over the case's fields ("" none).
	MaxTake string
	// Data are the [game.data] values: fields every case sees (a case's
	// own field of the same name wins).
	Data map[string]any

	used     []string // the fields the moves and label expressions read
	lines    map[string]int
	mu       sync.Mutex
	compiled map[string]*custom.Custom
	games    map[string]*custom.CustomGame
	progs    map[string]*vm.Program
}

// GameBound is one declared bound LO <= VAR <= HI of a state variable.
type GameBound struct {
	Var, Lo, Hi string
}

// gameTable is the [game] table of a custom game, decoded strictly.
type gameTable struct {
	Name       string         `toml:"name"`
	Kind       string         `toml:"kind"`
	Play       string         `toml:"play"`
	State      []string       `toml:"state"`
	Start      string         `toml:"start"`
	Position   string         `toml:"position"` // the problem file's general name for start
	Components string         `toml:"components"`
	Moves      string         `toml:"moves"`
	Label      string         `toml:"label"`
	Bounds     []string       `toml:"bounds"`
	MaxStates  int64          `toml:"max_states"`
	MaxTake    any            `toml:"max_take"`
	Sorted     bool           `toml:"sorted"`
	Data       map[string]any `toml:"data"`
	Boundaries *bool          `toml:"boundaries"` // the problem file's option (read by its owner)
	TestRange  []string       `toml:"test_range"` // the problem file's option (read by its owner)
}

type gameDoc struct {
	Game *gameTable `toml:"game"`
}

// GameFileError is a fault of a game file: File:Line, the key, the message.
type GameFileError struct {
	File string
	Line int
	Key  string // "game.moves", or "" for the file as a whole
	Msg  string
	Err  error // the oracle's error, if any (wraps oracle.ErrBadGame)
}

func (e *GameFileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Key != "" {
		b.WriteString(e.Key + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

func (e *GameFileError) Unwrap() error { return e.Err }

// LoadGameFile reads and decodes a custom game from path.
func LoadGameFile(path string) (*GameFile, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return DecodeGameFile(path, src)
}

// IsCustomGameFile says whether src's [game] table declares name = "custom"
// (false for a file that is no TOML or has no such table).
func IsCustomGameFile(src []byte) bool {
	var doc struct {
		Game struct {
			Name string `toml:"name"`
		} `toml:"game"`
	}
	return toml.Unmarshal(src, &doc) == nil && doc.Game.Name == "custom"
}

// DecodeGameFile decodes the [game] table of src (a problem file or a
// game-only file; file names it in errors), which must declare name =
// "custom". Unknown keys in [game], wrong types, missing keys and bad
// expressions are errors naming file:line and the key; the other tables
// of a problem file are not looked at.
func DecodeGameFile(file string, src []byte) (*GameFile, error) {
	var doc gameDoc
	dec := toml.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	err := dec.Decode(&doc)
	var strict *toml.StrictMissingError
	var de *toml.DecodeError
	switch {
	case errors.As(err, &strict):
		for _, e := range strict.Errors {
			if k := e.Key(); len(k) > 1 && k[0] == "game" {
				row, _ := e.Position()
				return nil, &GameFileError{File: file, Line: row, Key: strings.Join(k, "."), Msg: "unknown key (a custom game has: " + strings.Join(gameKeys(), ", ") + ")"}
			}
		}
	case errors.As(err, &de):
		row, _ := de.Position()
		return nil, &GameFileError{File: file, Line: row, Key: strings.Join(de.Key(), "."), Msg: strings.TrimPrefix(de.Error(), "toml: ")}
	case err != nil:
		return nil, &GameFileError{File: file, Msg: err.Error()}
	}
	f := &GameFile{File: file, lines: keyLines(src)}
	f.Line = f.lines["game"]
	if doc.Game == nil {
		return nil, &GameFileError{File: file, Msg: "no [game] table"}
	}
	if err := f.fill(doc.Game); err != nil {
		return nil, err
	}
	return f, nil
}

// gameKeys are the keys of a custom [game] table.
func gameKeys() []string {
	var out []string
	t := reflect.TypeFor[gameTable]()
	for i := range t.NumField() {
		out = append(out, t.Field(i).Tag.Get("toml"))
	}
	return out
}

// keyLines finds the line of [game] and of each key of it ("game.moves"),
// by a scan of the text (TOML keys start a line).
func keyLines(src []byte) map[string]int {
	out := map[string]int{}
	table := ""
	key := regexp.MustCompile(`^\s*([A-Za-z0-9_-]+)\s*=`)
	header := regexp.MustCompile(`^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]`)
	inMulti := ""
	for i, line := range strings.Split(string(src), "\n") {
		if inMulti != "" {
			if strings.Count(line, inMulti)%2 == 1 {
				inMulti = ""
			}
			continue
		}
		if m := header.FindStringSubmatch(line); m != nil {
			table = m[1]
			if _, ok := out[table]; !ok {
				out[table] = i + 1
			}
			continue
		}
		if m := key.FindStringSubmatch(line); m != nil && table != "" {
			out[table+"."+m[1]] = i + 1
		}
		for _, q := range []string{`'''`, `"""`} {
			if strings.Count(line, q)%2 == 1 {
				inMulti = q
			}
		}
	}
	return out
}

func (f *GameFile) errf(key, format string, a ...any) error {
	line := f.lines["game."+key]
	if line == 0 {
		line = f.Line
	}
	k := "game"
	if key != "" {
		k += "." + key
	}
	return &GameFileError{File: f.File, Line: line, Key: k, Msg: fmt.Sprintf(format, a...)}
}

// oracleErr turns an oracle error about key into a GameFileError.
func (f *GameFile) oracleErr(key string, err error) error {
	var ge *GameFileError
	if errors.As(err, &ge) {
		return err
	}
	e := f.errf(key, "%s", strings.TrimPrefix(err.Error(), oracle.ErrBadGame.Error()+": ")).(*GameFileError)
	e.Err = err
	return e
}

// fill checks the table and builds the spec.
func (f *GameFile) fill(t *gameTable) error {
	if t.Name != "custom" {
		return f.errf("name", "%q is not a custom game (name = \"custom\")", t.Name)
	}
	s := &f.Spec
	s.Name = f.File
	switch t.Kind {
	case "":
		s.Kind = custom.Impartial
	default:
		k, ok := custom.ParseCustomKind(t.Kind)
		if !ok {
			return f.errf("kind", "%q: want impartial, partisan, score or loopy", t.Kind)
		}
		s.Kind = k
	}
	switch t.Play {
	case "", "normal":
		s.Play = oracle.Normal
	case "misere", "misère":
		s.Play = oracle.Misere
	default:
		return f.errf("play", "%q: want normal or misere", t.Play)
	}
	if len(t.State) == 0 {
		return f.errf("state", "missing: name the position's integers, e.g. state = [\"n\"]")
	}
	s.State = t.State
	if t.Sorted && (len(t.State) != 1 || !strings.HasSuffix(t.State[0], "[]")) {
		return f.errf("sorted", "needs a list state (state = [\"h[]\"])")
	}
	if strings.TrimSpace(t.Moves) == "" {
		return f.errf("moves", "missing: an expression giving the successors, e.g. moves = 'map(1..min(n, m), n - #)'")
	}
	s.Moves, s.Label, s.Sorted = t.Moves, t.Label, t.Sorted
	if t.MaxStates < 0 || t.MaxStates > 1<<31-1 {
		return f.errf("max_states", "%d: want 1..2^31-1", t.MaxStates)
	}
	s.MaxStates = int(t.MaxStates)
	if t.Position != "" {
		if t.Start != "" {
			return f.errf("position", "give start or position (the same key), not both")
		}
		t.Start = t.Position
		f.lines["game.start"] = f.lines["game.position"]
	}
	if t.Start != "" && t.Components != "" {
		return f.errf("components", "give start (one position) or components (a sum), not both")
	}
	f.Start, f.Components = t.Start, t.Components
	for _, b := range t.Bounds {
		gb, ok := ParseGameBound(b)
		if !ok {
			return f.errf("bounds", "%q: want LO <= VAR <= HI (VAR a state variable)", b)
		}
		f.BoundExprs = append(f.BoundExprs, gb)
	}
	switch v := t.MaxTake.(type) {
	case nil:
	case string:
		f.MaxTake = v
	case int64:
		f.MaxTake = strconv.FormatInt(v, 10)
	default:
		return f.errf("max_take", "%v: want an integer or an expression over the case's fields", v)
	}
	f.Data = map[string]any{}
	for k, v := range t.Data {
		f.Data[k] = v
	}
	used, err := identifiers(t.Moves)
	if err != nil {
		return f.errf("moves", "%q: %v", t.Moves, format.OneLine(err))
	}
	if t.Label != "" {
		more, err := identifiers(t.Label)
		if err != nil {
			return f.errf("label", "%q: %v", t.Label, format.OneLine(err))
		}
		used = append(used, more...)
	}
	slices.Sort(used)
	f.used = slices.Compact(used)
	// check the state names and, with data alone, the expressions
	if _, err := custom.CompileCustom(custom.CustomSpec{Name: s.Name, State: s.State, Moves: "[]", Kind: s.Kind, Play: s.Play, Sorted: s.Sorted}, nil); err != nil {
		return f.oracleErr("state", err)
	}
	if f.Start == "" && f.Components == "" || f.coversUsed(f.Data) {
		if _, err := f.compile(f.gameData(f.Data)); err != nil {
			return err
		}
	}
	return nil
}

// coversUsed says whether fields hold every non-state name the
// expressions read.
func (f *GameFile) coversUsed(fields map[string]any) bool {
	for _, n := range f.used {
		if _, ok := fields[n]; !ok && !f.isState(n) {
			return false
		}
	}
	return true
}

func (f *GameFile) isState(name string) bool {
	for _, s := range f.Spec.State {
		if strings.TrimSuffix(s, "[]") == name {
			return true
		}
	}
	return false
}

var boundRe = regexp.MustCompile(`^(.+?)<=\s*([A-Za-z_][A-Za-z0-9_]*)\s*<=(.+)$`)

func ParseGameBound(s string) (GameBound, bool) {
	m := boundRe.FindStringSubmatch(s)
	if m == nil {
		return GameBound{}, false
	}
	return GameBound{Var: m[2], Lo: strings.TrimSpace(m[1]), Hi: strings.TrimSpace(m[3])}, true
}

// identifiers lists the names an expression reads (closure variables and
// builtins aside: those are not fields anyway).
func identifiers(src string) ([]string, error) {
	tree, err := parser.Parse(src)
	if err != nil {
		return nil, err
	}
	v := identVisitor{calls: map[*ast.IdentifierNode]bool{}}
	ast.Walk(&tree.Node, &v)
	return v.names, nil
}

type identVisitor struct {
	names []string
	calls map[*ast.IdentifierNode]bool // callees: functions, not fields
}

func (v *identVisitor) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.CallNode:
		if id, ok := n.Callee.(*ast.IdentifierNode); ok {
			v.calls[id] = true
			v.names = slices.DeleteFunc(v.names, func(s string) bool { return s == id.Value })
		}
	case *ast.IdentifierNode:
		if !v.calls[n] {
			v.names = append(v.names, n.Value)
		}
	}
}

// fieldsOf is the data the game sees: [game.data], then the case's fields.
func (f *GameFile) FieldsOf(fields map[string]any) map[string]any {
	out := make(map[string]any, len(f.Data)+len(fields))
	for k, v := range f.Data {
		out[k] = v
	}
	for k, v := range fields {
		out[k] = v
	}
	return out
}

// gameData is the part of the fields the moves and label read.
func (f *GameFile) gameData(all map[string]any) map[string]any {
	out := map[string]any{}
	for _, n := range f.used {
		if v, ok := all[n]; ok && !f.isState(n) {
			out[n] = v
		}
	}
	return out
}

// compile returns the game compiled for the types of data (cached).
func (f *GameFile) compile(data map[string]any) (*custom.Custom, error) {
	sig := typeSignature(data)
	f.mu.Lock()
	c := f.compiled[sig]
	f.mu.Unlock()
	if c != nil {
		return c, nil
	}
	c, err := custom.CompileCustom(f.Spec, data)
	if err != nil {
		key := "moves"
		if strings.Contains(err.Error(), "label = ") {
			key = "label"
		}
		return nil, f.oracleErr(key, err)
	}
	f.mu.Lock()
	if f.compiled == nil {
		f.compiled = map[string]*custom.Custom{}
	}
	f.compiled[sig] = c
	f.mu.Unlock()
	return c, nil
}

// typeSignature keys a map by its names and their Go types (what an
// expression is compiled against).
func typeSignature(data map[string]any) string { return mapKey(data, "%s:%T;") }

// mapKey writes each entry of m with format (a name verb, then a value
// verb), in the order of the names.
func mapKey(m map[string]any, format string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, format, k, m[k])
	}
	return b.String()
}

// maxBoundGames bounds the games (each with its memo) kept per file.
const maxBoundGames = 256

// Game is the custom game bound to one case's fields (cached by the
// values the moves read, the bounds and max_take): the same game, and its
// memo, for every case that differs only in its position.
func (f *GameFile) Game(fields map[string]any) (*custom.CustomGame, error) {
	all := f.FieldsOf(fields)
	data := f.gameData(all)
	cs := custom.CustomCase{Data: data, Bounds: []custom.CustomBound{}}
	for _, b := range f.BoundExprs {
		lo, err := f.EvalInt("bounds", b.Lo, all)
		if err != nil {
			return nil, err
		}
		hi, err := f.EvalInt("bounds", b.Hi, all)
		if err != nil {
			return nil, err
		}
		cs.Bounds = append(cs.Bounds, custom.CustomBound{Var: b.Var, Lo: lo, Hi: hi})
	}
	if f.MaxTake != "" {
		t, err := f.EvalInt("max_take", f.MaxTake, all)
		if err != nil {
			return nil, err
		}
		if t < 1 {
			return nil, f.errf("max_take", "%s = %d: want at least 1", f.MaxTake, t)
		}
		cs.MaxTake = t
	}
	key := fmt.Sprintf("%s|%v|%d", valuesKey(data), cs.Bounds, cs.MaxTake)
	f.mu.Lock()
	g := f.games[key]
	f.mu.Unlock()
	if g != nil {
		return g, nil
	}
	c, err := f.compile(data)
	if err != nil {
		return nil, err
	}
	g, err = c.Bind(cs)
	if err != nil {
		return nil, f.oracleErr("bounds", err)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.games == nil || len(f.games) >= maxBoundGames {
		f.games = map[string]*custom.CustomGame{}
	}
	if old := f.games[key]; old != nil {
		return old, nil
	}
	f.games[key] = g
	return g, nil
}

// Position is the case's position: its components (one unless the file
// gives components) and whether it is a sum.
func (f *GameFile) Position(fields map[string]any) ([][]int64, bool, error) {
	all := f.FieldsOf(fields)
	switch {
	case f.Start != "":
		v, err := f.eval("start", f.Start, all)
		if err != nil {
			return nil, false, err
		}
		p, err := f.positionOf("start", f.Start, v)
		return [][]int64{p}, false, err
	case f.Components != "":
		v, err := f.eval("components", f.Components, all)
		if err != nil {
			return nil, false, err
		}
		l, ok := custom.AsList(v)
		if !ok {
			return nil, false, f.errf("components", "%s gave %v, not a list of positions", f.Components, v)
		}
		out := make([][]int64, len(l))
		for i, e := range l {
			if out[i], err = f.positionOf("components", f.Components, e); err != nil {
				return nil, false, err
			}
		}
		return out, true, nil
	}
	return nil, false, f.errf("start", "missing: the case's position (start = \"[n]\", or components = \"h\" for a sum)")
}

// positionOf reads one position value.
func (f *GameFile) positionOf(key, src string, v any) ([]int64, error) {
	if n, ok := intOf(v); ok {
		return []int64{n}, nil
	}
	l, ok := custom.AsList(v)
	if !ok {
		return nil, f.errf(key, "%s gave %v, not a position (a list of integers)", src, v)
	}
	out := make([]int64, len(l))
	for i, e := range l {
		n, ok := intOf(e)
		if !ok {
			return nil, f.errf(key, "%s gave %v: %v is not an integer", src, v, e)
		}
		out[i] = n
	}
	return out, nil
}

// Answer is the oracle's answer for the case's position (a sum: by
// components).
func (f *GameFile) Answer(fields map[string]any) (custom.CustomAnswer, error) {
	return f.AnswerContext(nil, fields)
}

// AnswerContext is Answer stopped when ctx is done (nil: never): the error
// then wraps ctx.Err() (the oracle's cancellation contract).
func (f *GameFile) AnswerContext(ctx context.Context, fields map[string]any) (custom.CustomAnswer, error) {
	comps, sum, err := f.Position(fields)
	if err != nil {
		return custom.CustomAnswer{}, err
	}
	g, err := f.Game(fields)
	if err != nil {
		return custom.CustomAnswer{}, err
	}
	if sum {
		return g.SolveSumContext(ctx, comps)
	}
	return g.SolveContext(ctx, comps[0])
}

// eval evaluates a field expression (start, components, bounds, max_take)
// over the fields; ^ is power here, as in the problem file's bounds.
func (f *GameFile) eval(key, src string, fields map[string]any) (any, error) {
	env := make(map[string]any, len(fields))
	for k, v := range fields {
		env[k] = normalizeField(v)
	}
	f.mu.Lock()
	prog := f.progs[src+"\x00"+typeSignature(env)]
	f.mu.Unlock()
	if prog == nil {
		var err error
		prog, err = expr.Compile(src, expr.Env(env))
		if err != nil {
			return nil, f.errf(key, "%q: %v", src, format.OneLine(err))
		}
		f.mu.Lock()
		if f.progs == nil {
			f.progs = map[string]*vm.Program{}
		}
		f.progs[src+"\x00"+typeSignature(env)] = prog
		f.mu.Unlock()
	}
	out, err := expr.Run(prog, env)
	if err != nil {
		return nil, f.errf(key, "%q: %v", src, format.OneLine(err))
	}
	return out, nil
}

func (f *GameFile) EvalInt(key, src string, fields map[string]any) (int64, error) {
	v, err := f.eval(key, src, fields)
	if err != nil {
		return 0, err
	}
	n, ok := intOf(v)
	if !ok {
		return 0, f.errf(key, "%q gave %v, not an integer", src, v)
	}
	return n, nil
}

func intOf(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int64:
		return x, true
	case float64:
		if x == float64(int64(x)) {
			return int64(x), true
		}
	}
	return 0, false
}

// normalizeField gives expressions ints and lists of ints.
func normalizeField(v any) any {
	switch x := v.(type) {
	case int64:
		return int(x)
	case []int64:
		out := make([]int, len(x))
		for i, e := range x {
			out[i] = int(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		ints := make([]int, len(x))
		allInts := true
		for i, e := range x {
			out[i] = normalizeField(e)
			n, ok := out[i].(int)
			ints[i] = n
			allInts = allInts && ok
		}
		if allInts {
			return ints
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = normalizeField(e)
		}
		return out
	}
	return v
}

// OutputValues are the names [output] expressions see for a custom game's
// answer (docs/problem-files.md, Output): win, lose, draw, outcome
// ("N", "P", "D"), grundy (-1 where undefined), value (score games),
// moves and count. A move is a record {label, heap, from, to, take, pos}:
// heap is the component moved, from 1; from and to its value before and
// after (an int for a one-variable state, else a list; to is a list of
// parts after a split); take = from - to for a one-variable state (else
// 0); pos the whole position after (one position: that position; a sum:
// the list of components).
func (f *GameFile) OutputValues(a custom.CustomAnswer, comps [][]int64, sum bool) map[string]any {
	one := len(f.Spec.State) == 1 && !strings.HasSuffix(f.Spec.State[0], "[]")
	val := func(p []int64) any {
		if one {
			return int(p[0])
		}
		return IntsOf(p)
	}
	moves := make([]any, 0, len(a.Winning))
	for _, m := range a.Winning {
		rec := map[string]any{"label": m.Label, "heap": m.Component + 1, "take": 0}
		from := comps[m.Component]
		rec["from"] = val(from)
		if len(m.To) == 1 {
			rec["to"] = val(m.To[0])
			if one {
				rec["take"] = int(from[0] - m.To[0][0])
			}
		} else {
			parts := make([]any, len(m.To))
			for i, q := range m.To {
				parts[i] = val(q)
			}
			rec["to"] = parts
		}
		if !sum && len(m.Position) == 1 {
			rec["pos"] = IntsOf(m.Position[0])
		} else {
			pos := make([]any, len(m.Position))
			for i, q := range m.Position {
				pos[i] = val(q)
			}
			rec["pos"] = pos
		}
		moves = append(moves, rec)
	}
	return map[string]any{
		"win": a.Outcome == oracle.N, "lose": a.Outcome == oracle.P, "draw": a.Outcome == oracle.D,
		"outcome": a.Outcome.String(), "grundy": a.Grundy, "value": int(a.Value),
		"moves": moves, "count": len(moves),
	}
}

func IntsOf(p []int64) []int {
	out := make([]int, len(p))
	for i, v := range p {
		out[i] = int(v)
	}
	return out
}
