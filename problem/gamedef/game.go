package gamedef

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
)

// Game is a game as solve, table and claim see it: one kind of thing,
// whatever declared it. A position is one or more components (a sum), each
// a tuple of the integers named by State. A catalogue game (oracle.Games)
// is a declared game of fixed rules whose native code is its fast path and
// whose certified tiers (periods, theorems, Sprague–Grundy sums) come with
// it; a custom game is declared by a [game] table and searched (its fast
// path: oracle/custom/customfast.go; its certified tier: the period of a max_take
// game). Answers are custom.CustomAnswer for both.
type Game struct {
	// Name is the catalogue's name ("bash"), or the file's name.
	Name string
	Kind custom.CustomKind // custom.Impartial for the catalogue
	Play oracle.Play
	// State names a component's integers; "h[]" is a list of any length.
	State []string

	info   *oracle.GameInfo // a catalogue game
	params oracle.Params
	file   *GameFile          // a custom game: its file,
	custom *custom.CustomGame // bound to its [game.data]
}

// UseError is a question a game cannot answer: a position that does not
// fit it (a count of numbers, a negative heap), a table of a list state.
// The user's input is at fault, not the oracle.
type UseError struct{ Msg string }

func (e *UseError) Error() string { return e.Msg }

func positionError(format string, a ...any) error {
	return &UseError{"position: " + fmt.Sprintf(format, a...)}
}

// CatalogueGame is the catalogue's game name with its parameters (checked
// by the oracle when it answers). misere-bash is always misère play; a game
// without a misère version refuses it.
func CatalogueGame(name string, p oracle.Params, play oracle.Play) (*Game, error) {
	info, ok := oracle.LookupGame(name)
	if !ok {
		return nil, fmt.Errorf("%w: unknown game %q", oracle.ErrBadGame, name)
	}
	if name == "misere-bash" {
		play = oracle.Misere
	}
	if play == oracle.Misere && !info.Misere {
		return nil, fmt.Errorf("%w: %s has no misère version", oracle.ErrBadGame, name)
	}
	g := &Game{Name: name, Kind: custom.Impartial, Play: play, info: &info, params: p}
	switch name {
	case "wythoff":
		g.State = []string{"a", "b"}
	case "board":
		g.State = []string{"n", "m"}
	default:
		g.State = []string{"n"}
	}
	return g, nil
}

// LoadGame loads a custom game from a file (a game-only file or a problem
// file whose [game] says name = "custom") and binds it to its [game.data].
// Its faults are a *GameFileError.
func LoadGame(path string) (*Game, error) {
	f, err := LoadGameFile(path)
	if err != nil {
		return nil, err
	}
	c, err := f.Game(nil)
	if err != nil {
		return nil, err
	}
	return &Game{Name: f.File, Kind: f.Spec.Kind, Play: f.Spec.Play, State: f.Spec.State, file: f, custom: c}, nil
}

// Catalogue is the catalogue entry and parameters of a catalogue game
// (ok false for a custom game).
func (g *Game) Catalogue() (oracle.GameInfo, oracle.Params, bool) {
	if g.info == nil {
		return oracle.GameInfo{}, oracle.Params{}, false
	}
	return *g.info, g.params, true
}

// File is a custom game's file (nil for a catalogue game).
func (g *Game) File() *GameFile { return g.file }

// IsList says whether a component is a list of any length (state "h[]").
func (g *Game) IsList() bool { return g.custom != nil && g.custom.Custom().IsList() }

// Describe names the game for a report: "bash (m=3, misère play)", or
// "divisor.toml (custom impartial game, normal play; state n)".
func (g *Game) Describe() string {
	if g.info == nil {
		play := ", normal play"
		switch {
		case g.Kind == custom.Score:
			play = ""
		case g.Play == oracle.Misere:
			play = ", misère play"
		}
		return fmt.Sprintf("%s (custom %s game%s; state %s)", g.Name, g.Kind, play, strings.Join(g.State, ", "))
	}
	parts := g.params.Parts(g.info.Params...)
	if g.Play == oracle.Misere {
		parts = append(parts, "misère play")
	}
	if len(parts) == 0 {
		return g.Name
	}
	return g.Name + " (" + strings.Join(parts, ", ") + ")"
}

// Bound is the range of state variable i (ok false: unbounded). A
// catalogue game's heaps are 0 or more, a reach target and board's sides 1
// or more (board's at most 2000, its table's bound).
func (g *Game) Bound(i int) (lo, hi int64, ok bool) {
	if g.info == nil {
		return g.custom.Bound(i)
	}
	switch g.Name {
	case "reach":
		return 1, 1<<63 - 1, true
	case "board":
		return 1, 2000, true
	}
	return 0, 1<<63 - 1, true
}

// heapsSum says whether a catalogue game's position is a sum of heaps (one
// component per number); wythoff, board and reach take one position.
func (g *Game) heapsSum() bool {
	switch g.Name {
	case "wythoff", "board", "reach":
		return false
	}
	return true
}

// Position reads the position from its numbers on a command line: one
// position, or for a fixed-length state several (a sum of components).
func (g *Game) Position(nums []int64) ([][]int64, error) {
	if g.info != nil {
		return g.cataloguePosition(nums)
	}
	if len(nums) == 0 {
		if g.file.Start == "" && g.file.Components == "" {
			return nil, positionError("give the position (%s)", strings.Join(g.State, " "))
		}
		comps, _, err := g.file.Position(nil)
		return comps, err
	}
	if g.IsList() {
		return [][]int64{nums}, nil
	}
	k := len(g.State)
	if len(nums)%k != 0 {
		return nil, positionError("%d numbers, but a position is %d (%s)", len(nums), k, strings.Join(g.State, " "))
	}
	var comps [][]int64
	for i := 0; i < len(nums); i += k {
		comps = append(comps, nums[i:i+k])
	}
	return comps, nil
}

// cataloguePosition checks a catalogue game's numbers (their count and
// signs) and splits a sum of heaps into its heaps.
func (g *Game) cataloguePosition(nums []int64) ([][]int64, error) {
	for _, v := range nums {
		if v < 0 {
			return nil, positionError("negative value %d", v)
		}
	}
	want := 0
	switch g.Name {
	case "wythoff", "board":
		want = 2
	case "reach":
		want = 1
	}
	switch {
	case want > 0 && len(nums) != want:
		return nil, positionError("%s needs %s, got %d numbers", g.Name, g.info.Position, len(nums))
	case len(nums) == 0 && g.Name != "nim":
		return nil, positionError("%s needs %s", g.Name, g.info.Position)
	case g.Name == "board" && (nums[0] < 1 || nums[1] < 1):
		return nil, positionError("board sides must be at least 1, got %d×%d", nums[0], nums[1])
	case g.Name == "reach" && nums[0] < 1:
		return nil, positionError("reach target must be at least 1, got %d", nums[0])
	}
	if !g.heapsSum() {
		return [][]int64{nums}, nil
	}
	comps := make([][]int64, len(nums))
	for i, v := range nums {
		comps[i] = []int64{v}
	}
	return comps, nil
}

// flat is a position's numbers in a row, as the catalogue takes them.
func flat(comps [][]int64) []int64 {
	var out []int64
	for _, c := range comps {
		out = append(out, c...)
	}
	return out
}

// FormatPosition prints a position: "5 7 9" (catalogue), "12 + 7" or
// "(1, 2)" (custom), "(empty)"/"(nothing)" for no component.
func (g *Game) FormatPosition(comps [][]int64) string {
	if g.info != nil {
		if len(comps) == 0 {
			return "(empty)"
		}
		return format.JoinInts(flat(comps))
	}
	s := make([]string, len(comps))
	for i, p := range comps {
		s[i] = g.custom.Custom().FormatPosition(p)
	}
	if len(s) == 0 {
		return "(nothing)"
	}
	return strings.Join(s, " + ")
}

// Solve answers a position with its winning moves (a score game: its best
// moves). A catalogue game's moves carry their labels only. ctx nil: never
// stopped (a custom game's search honours it; the catalogue's answers are
// immediate or bounded by its own limits).
func (g *Game) Solve(ctx context.Context, comps [][]int64) (custom.CustomAnswer, error) {
	if g.info != nil {
		a, err := oracle.Analyze(g.Name, g.params, g.Play, flat(comps))
		if err != nil {
			return custom.CustomAnswer{}, err
		}
		out := custom.CustomAnswer{Outcome: a.Outcome, Grundy: a.Grundy, Tier: a.Tier}
		for _, m := range a.Winning {
			out.Winning = append(out.Winning, custom.CustomMove{Label: m})
		}
		return out, nil
	}
	if len(comps) == 1 {
		return g.custom.SolveContext(ctx, comps[0])
	}
	return g.custom.SolveSumContext(ctx, comps)
}

// Value answers one component without its moves.
func (g *Game) Value(ctx context.Context, pos []int64) (custom.CustomAnswer, error) {
	if g.info != nil {
		a, err := g.Solve(ctx, [][]int64{pos})
		a.Winning = nil
		return a, err
	}
	return g.custom.ValueContext(ctx, pos)
}

// IsGameError says whether err is the game's or the position's fault (a
// bad game file, a bad parameter, a position out of bounds or beyond the
// oracle's reach) rather than a failure of the oracle.
func IsGameError(err error) bool {
	var ge *GameFileError
	var ue *UseError
	return errors.As(err, &ge) || errors.As(err, &ue) || errors.Is(err, oracle.ErrBadGame) || errors.Is(err, oracle.ErrTooLarge)
}

// Table is a one-variable game's table over n = From..To: the outcomes,
// the Grundy values (impartial games under normal play), the certified
// period and the weakest tier used; a score game's values. A catalogue
// game's table may instead be wythoff's P positions or board's rows
// (oracle.Table).
type Table struct {
	oracle.Table
	Values []int64 // a score game's values, by n
}

// Table tabulates n = from..to of a game whose state is one variable
// (catalogue: oracle.Tabulate, with board's and wythoff's own forms). ctx
// nil: never stopped.
func (g *Game) Table(ctx context.Context, from, to int64) (Table, error) {
	if g.info != nil {
		t, err := oracle.Tabulate(g.Name, g.params, g.Play, from, to)
		return Table{Table: t}, err
	}
	if len(g.State) != 1 || g.IsList() {
		return Table{}, &UseError{fmt.Sprintf("%s: a table needs a state of one or two variables (this one is %s); solve its positions one by one",
			g.Name, strings.Join(g.State, ", "))}
	}
	t := Table{Table: oracle.Table{From: from, To: to, Tier: oracle.TierSearch}}
	normal := g.Kind == custom.Impartial && g.Play == oracle.Normal
	for n := from; n <= to; n++ {
		a, err := g.custom.ValueContext(ctx, []int64{n})
		if err != nil {
			return Table{}, err
		}
		t.Outcome = append(t.Outcome, a.Outcome)
		if normal {
			t.Grundy = append(t.Grundy, a.Grundy)
		}
		if g.Kind == custom.Score {
			t.Values = append(t.Values, a.Value)
		}
		t.Tier = max(t.Tier, a.Tier)
		if n == to {
			break // to = MaxInt64
		}
	}
	if g.custom.MaxTake() > 0 {
		p, ok, err := g.custom.Period()
		if err != nil {
			return Table{}, err
		}
		if ok {
			t.Period = &p
		}
	}
	return t, nil
}

// Grid is the outcome of every position (x, y) of a two-variable game, x
// in lo[0]..hi[0] (rows), y in lo[1]..hi[1] (columns).
func (g *Game) Grid(ctx context.Context, lo, hi [2]int64) ([][]oracle.Outcome, error) {
	if len(g.State) != 2 || g.IsList() {
		return nil, &UseError{g.Name + ": a grid needs a state of two variables"}
	}
	rows := make([][]oracle.Outcome, 0, hi[0]-lo[0]+1)
	for x := lo[0]; x <= hi[0]; x++ {
		row := make([]oracle.Outcome, 0, hi[1]-lo[1]+1)
		for y := lo[1]; y <= hi[1]; y++ {
			a, err := g.Value(ctx, []int64{x, y})
			if err != nil {
				return nil, err
			}
			row = append(row, a.Outcome)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// NoPeriod says why a table has no certified period: none was found within
// the limits, or none is sought (and why).
func (g *Game) NoPeriod() string {
	if g.info == nil {
		if g.custom.MaxTake() > 0 {
			return "none certified within max_states"
		}
		return "not sought (declare max_take for a subtraction game)"
	}
	switch g.Name {
	case "powers-of-two", "fibonacci":
		return "none certified (an infinite move set: no window theorem applies)"
	case "grundy-game":
		return "none certified (Grundy's game is not an octal game: no known bound)"
	case "nim", "reach", "board", "wythoff":
		return "not applicable"
	}
	return "none certified within the search limits"
}
