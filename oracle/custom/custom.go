package custom

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/oracle"
)

// CustomKind is what a custom game's positions are worth and how they are
// searched.
type CustomKind uint8

const (
	// Impartial: both players have the same moves; outcome N/P and, under
	// normal play, Grundy values (a split move is worth the XOR of its
	// parts).
	Impartial CustomKind = iota
	// Partisan: the position says whose turn it is (a state variable the
	// moves read and flip); outcome N/P for the player to move, no Grundy
	// value.
	Partisan
	// Score: zero-sum, every move has a gain for the mover; the value is
	// max over moves of gain - value(next), 0 with no move (negamax).
	Score
	// Loopy: positions may repeat; outcomes Win/Lose/Draw by retrograde
	// analysis of the whole reachable graph (impartial or partisan).
	Loopy
)

func (k CustomKind) String() string {
	switch k {
	case Impartial:
		return "impartial"
	case Partisan:
		return "partisan"
	case Score:
		return "score"
	case Loopy:
		return "loopy"
	}
	return "CustomKind(" + strconv.Itoa(int(k)) + ")"
}

// ParseCustomKind reads "impartial", "partisan", "score" or "loopy".
func ParseCustomKind(s string) (CustomKind, bool) {
	for k := Impartial; k <= Loopy; k++ {
		if k.String() == s {
			return k, true
		}
	}
	return 0, false
}

// DefaultCustomStates is the default bound of the states a custom game's
// search may visit (CustomSpec.MaxStates).
const DefaultCustomStates = 10_000_000

// CustomSpec describes a custom game: positions are tuples of named
// integers, moves an expr-lang expression returning the successors.
//
// The moves expression sees every state variable by name (an int; a list
// variable "h[]" is a []int named h), every data field by name, and the
// helper functions of the custom games (see the package doc). It returns a
// list of successors, each one of:
//
//   - a position: a list of len(State) ints (an int alone when the state
//     is one variable; any list of ints for a list state);
//   - a record {to: POSITION, label: STRING, gain: INT}, label and gain
//     optional (gain: score games);
//   - a record {split: [POSITION, ...], label: ...}: the move leaves several
//     independent positions (impartial games only; an empty split leaves
//     nothing).
type CustomSpec struct {
	// Name names the game in errors (a file, a problem id).
	Name string
	// State names the position's integers, in order: ["n"], ["r", "c"];
	// or one list variable written "h[]" (positions of any length).
	State []string
	// Moves is the expression returning the successors of a position.
	Moves string
	// Label, if set, is an expression printing a move (a string or an
	// int): it sees the state variables of the position moved from, the
	// data, and `to` (the position after, a list) or `split` (a list of
	// positions). Zero: the successor's own label, else "→ position".
	Label string
	// Kind is impartial (zero), partisan, score or loopy.
	Kind CustomKind
	// Play is normal (zero: no move, you lose) or misère (no move, you
	// win). Score games are normal play only.
	Play oracle.Play
	// Bounds declare the range of each state variable: a successor outside
	// them is an error naming the expression and the position. A state
	// variable without bounds is unchecked. With bounds on every variable
	// of a fixed-length state the memo is a dense array.
	Bounds []CustomBound
	// MaxStates bounds the states searched; zero means DefaultCustomStates.
	MaxStates int
	// MaxTake, when positive, declares a one-heap subtraction game: from
	// heap n every move goes to n - s with 1 <= s <= MaxTake, and the set of
	// amounts s is the same for every n >= MaxTake. Heaps past the searched
	// range are then answered by a period certified by the window theorem
	// (the declaration is checked on every heap of the searched table).
	MaxTake int64
	// Sorted declares a list state a multiset: the order of its numbers
	// does not matter (heaps of Nim), so positions are sorted before they
	// are memoized (fewer states). Moves still see and return lists in
	// any order.
	Sorted bool
	// Interpret evaluates the moves by expr-lang alone, never by the
	// compiled fast path (customfast.go): the plain interpreter the fast
	// path is checked against in tests.
	Interpret bool
	// DepthFirst searches depth-first only, never filling a dense table
	// bottom-up (customfill.go): what the fill is checked against in tests.
	DepthFirst bool
}

// CustomBound is the declared range Lo <= Var <= Hi of one state variable
// (for a list state, of every element).
type CustomBound struct {
	Var    string
	Lo, Hi int64
}

// Custom is a compiled custom game: the spec checked and its expressions
// compiled once for one set of data types. Bind it to a case's data to
// search it. Safe for concurrent use (Bind returns a game per goroutine).
type Custom struct {
	spec    CustomSpec
	names   []string // state variable names
	list    bool     // the state is one list variable
	moves   *customProgram
	fast    *fastProgram // the moves' fast path (nil: outside its subset)
	label   *customProgram
	dataEnv map[string]any // the data's types (example values) at compile time
}

// CompileCustom checks spec and compiles its expressions against the data
// (names to values: int, []int, [][]int, records as map[string]any; only
// their types matter here). An error wraps ErrBadGame and names the
// expression.
func CompileCustom(spec CustomSpec, data map[string]any) (*Custom, error) {
	c := &Custom{spec: spec, dataEnv: normalizeData(data)}
	if err := c.checkSpec(); err != nil {
		return nil, err
	}
	env := c.env()
	var err error
	if c.moves, err = compileCustom(spec.Name, "moves", spec.Moves, env); err != nil {
		return nil, err
	}
	c.fast = compileFast(c)
	if spec.Label != "" {
		lenv := c.env()
		lenv["to"] = []int{}
		lenv["split"] = [][]int{}
		if c.label, err = compileCustom(spec.Name, "label", spec.Label, lenv); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Spec is the game's description.
func (c *Custom) Spec() CustomSpec { return c.spec }

// StateNames are the names of the position's integers ("h" for a list state).
func (c *Custom) StateNames() []string { return c.names }

// IsList says whether a position is a list of any length (state "h[]").
func (c *Custom) IsList() bool { return c.list }

func (c *Custom) badf(format string, a ...any) error {
	return fmt.Errorf("%w: custom game %s: %s", oracle.ErrBadGame, c.spec.Name, fmt.Sprintf(format, a...))
}

func (c *Custom) checkSpec() error {
	s := c.spec
	if len(s.State) == 0 {
		return c.badf("state names no variable")
	}
	seen := map[string]bool{}
	for _, v := range s.State {
		name, isList := strings.CutSuffix(v, "[]")
		if !validIdent(name) {
			return c.badf("state variable %q is not a name", v)
		}
		if seen[name] {
			return c.badf("state variable %q twice", name)
		}
		seen[name] = true
		if isList {
			if len(s.State) != 1 {
				return c.badf("a list state %q must be the only state variable", v)
			}
			c.list = true
		}
		c.names = append(c.names, name)
	}
	if strings.TrimSpace(s.Moves) == "" {
		return c.badf("moves is empty")
	}
	if s.Kind > Loopy {
		return c.badf("unknown kind %d", s.Kind)
	}
	if s.Play > oracle.Misere {
		return c.badf("unknown play %d", s.Play)
	}
	if s.Kind == Score && s.Play != oracle.Normal {
		return c.badf("a score game has no misère play")
	}
	if s.MaxStates < 0 {
		return c.badf("max_states %d is negative", s.MaxStates)
	}
	for _, b := range s.Bounds {
		if !seen[b.Var] {
			return c.badf("bound on %q, which is not a state variable", b.Var)
		}
		if b.Lo > b.Hi {
			return c.badf("bound %d <= %s <= %d is empty", b.Lo, b.Var, b.Hi)
		}
	}
	if s.Sorted && !c.list {
		return c.badf("sorted needs a list state (\"h[]\")")
	}
	if s.MaxTake != 0 {
		switch {
		case s.MaxTake < 0:
			return c.badf("max_take %d is negative", s.MaxTake)
		case len(c.names) != 1 || c.list:
			return c.badf("max_take needs a one-heap game (one state variable)")
		case s.Kind != Impartial:
			return c.badf("max_take needs an impartial game, not %s", s.Kind)
		}
	}
	for name := range c.dataEnv {
		if seen[name] {
			delete(c.dataEnv, name) // the state variable shadows the field
		}
	}
	return nil
}

func validIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		ok := r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (i > 0 && r >= '0' && r <= '9')
		if !ok {
			return false
		}
	}
	return true
}

// maxStates is the effective state bound.
func (c *Custom) maxStates() int {
	if c.spec.MaxStates > 0 {
		return c.spec.MaxStates
	}
	return DefaultCustomStates
}

// env is a fresh environment with the state variables and the data types.
func (c *Custom) env() map[string]any {
	env := make(map[string]any, len(c.dataEnv)+len(c.names)+2)
	for k, v := range c.dataEnv {
		env[k] = v
	}
	for _, n := range c.names {
		if c.list {
			env[n] = []int{}
		} else {
			env[n] = 0
		}
	}
	return env
}

// formatPos prints a position: "7", "(3, 4)", "[1, 0, 2]" (list state).
func formatPos(p []int64, list bool) string {
	parts := make([]string, len(p))
	for i, v := range p {
		parts[i] = strconv.FormatInt(v, 10)
	}
	switch {
	case list:
		return "[" + strings.Join(parts, ", ") + "]"
	case len(p) == 1:
		return parts[0]
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// FormatPosition prints a position of this game as errors and labels do.
func (c *Custom) FormatPosition(p []int64) string { return formatPos(p, c.list) }
