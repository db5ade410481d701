package explore

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gamestress/gamestress/oracle"
)

// View is what `gamestress table` shows: a catalogue game at parameters
// Params for n = From..To, and optionally one integer parameter Span
// ("m", "a" or "b") over SpanRange, which makes a grid (n against it).
type View struct {
	Game      string
	Params    oracle.Params
	Play      oracle.Play
	From, To  int64
	Span      string // "" for none
	SpanRange Range
}

// MaxCells bounds a picture or grid (columns × rows).
const MaxCells = 1 << 18

// outcome classes of the grids
func outcomeClasses() []Class {
	return []Class{{"N: the mover wins", ColorN}, {"P: the mover loses", ColorP}}
}

func outcomeClass(o oracle.Outcome) int {
	if o == oracle.P {
		return 1
	}
	return 0
}

// Describe names the view's game with its fixed parameters, e.g.
// "bash (m=3)" or "subtraction (moves=1,3,4, misère play)".
func (v View) Describe() string {
	var parts []string
	switch {
	case v.Span != "":
		parts = append(parts, v.Span+"="+v.SpanRange.String())
	}
	info, _ := oracle.LookupGame(v.Game)
	parts = append(parts, v.Params.Parts(slices.DeleteFunc(slices.Clone(info.Params), func(n string) bool { return n == v.Span })...)...)
	if v.Play == oracle.Misere && v.Game != "misere-bash" {
		parts = append(parts, "misère play")
	}
	if len(parts) == 0 {
		return v.Game
	}
	return v.Game + " (" + strings.Join(parts, ", ") + ")"
}

// WithParam is p with the integer parameter name set to x.
func WithParam(p oracle.Params, name string, x int64) oracle.Params {
	switch name {
	case "m":
		p.M = x
	case "a":
		p.A = x
	case "b":
		p.B = x
	}
	return p
}

// Grid is the outcome over two variables: Cells[y][x] for the variable
// X = XRange.Lo+x and Y = YRange.Lo+y; Blank marks cells that are no
// position (take-range with a > b).
type Grid struct {
	XName, YName   string
	XRange, YRange Range
	Cells          [][]oracle.Outcome
	Blank          [][]bool
}

// GridOf is the view's grid: n against the span parameter, wythoff's (a, b)
// for 0 <= a, b <= To, board's n×m sides From..To, or nim's two heaps
// 0..To. ok is false for a view with no grid (one-parameter games).
func GridOf(v View) (g Grid, ok bool, err error) {
	switch {
	case v.Span != "":
		g = Grid{XName: "n", YName: v.Span, XRange: Span(v.From, v.To), YRange: v.SpanRange}
	case v.Game == "wythoff":
		g = Grid{XName: "a", YName: "b", XRange: Span(0, v.To), YRange: Span(0, v.To)}
	case v.Game == "board":
		g = Grid{XName: "m", YName: "n", XRange: Span(v.From, v.To), YRange: Span(v.From, v.To)}
	case v.Game == "nim":
		g = Grid{XName: "heap 1", YName: "heap 2", XRange: Span(0, v.To), YRange: Span(0, v.To)}
	default:
		return Grid{}, false, nil
	}
	if g.XRange.Len()*g.YRange.Len() > MaxCells {
		return Grid{}, true, fmt.Errorf("%w: a grid of %d×%d cells is more than %d", oracle.ErrBadGame, g.XRange.Len(), g.YRange.Len(), MaxCells)
	}
	for y := g.YRange.Lo; y <= g.YRange.Hi; y++ {
		row := make([]oracle.Outcome, 0, g.XRange.Len())
		blank := make([]bool, g.XRange.Len())
		for x := g.XRange.Lo; x <= g.XRange.Hi; x++ {
			p, pos := v.Params, []int64{x, y}
			switch {
			case v.Span != "":
				p, pos = WithParam(v.Params, v.Span, y), []int64{x}
			case v.Game == "board":
				pos = []int64{y, x}
			}
			if v.Game == "take-range" && p.A > p.B {
				blank[x-g.XRange.Lo] = true
				row = append(row, oracle.N)
				continue
			}
			o, err := Outcome(v.Game, p, v.Play, pos)
			if err != nil {
				return Grid{}, true, err
			}
			row = append(row, o)
		}
		g.Cells = append(g.Cells, row)
		g.Blank = append(g.Blank, blank)
	}
	return g, true, nil
}

// PictureOf draws the view: a grid (see GridOf) with its P positions
// marked, or for one-parameter games a strip per Grundy value (per outcome
// under misère play, and for reach) with the certified period marked.
func PictureOf(v View) (*Picture, error) {
	g, isGrid, err := GridOf(v)
	if err != nil {
		return nil, err
	}
	if isGrid {
		return gridPicture(v, g), nil
	}
	if v.To-v.From+1 > MaxCells/4 {
		return nil, fmt.Errorf("%w: at most %d columns in a picture, got %d", oracle.ErrBadGame, MaxCells/4, v.To-v.From+1)
	}
	t, err := oracle.Tabulate(v.Game, v.Params, v.Play, v.From, v.To)
	if err != nil {
		return nil, err
	}
	return stripPicture(v, t), nil
}

func gridPicture(v View, g Grid) *Picture {
	pic := &Picture{
		Title:   v.Describe() + ": P positions",
		XLabel:  g.XName,
		YLabel:  g.YName,
		X0:      g.XRange.Lo,
		Y0:      g.YRange.Lo,
		Classes: outcomeClasses(),
	}
	for y, row := range g.Cells {
		cells := make([]int, len(row))
		for x, o := range row {
			cells[x] = outcomeClass(o)
			if g.Blank[y][x] {
				cells[x] = -1
			}
		}
		pic.Cells = append(pic.Cells, cells)
	}
	return pic
}

func stripPicture(v View, t oracle.Table) *Picture {
	pic := &Picture{Title: v.Describe(), XLabel: "n", X0: t.From}
	if t.Grundy != nil {
		top := 0
		for _, g := range t.Grundy {
			top = max(top, g)
		}
		pic.Title += ": Grundy value of a heap of n"
		pic.YLabel = "Grundy value"
		pic.Classes = []Class{{"G = 0 (P)", ColorP}, {"G > 0 (N)", ColorGrundy}}
		for y := 0; y <= top; y++ {
			row := make([]int, len(t.Grundy))
			for x, g := range t.Grundy {
				row[x] = -1
				if g == y {
					row[x] = min(g, 1)
				}
			}
			pic.Cells = append(pic.Cells, row)
		}
	} else {
		pic.Title += ": outcome"
		pic.YLabel = "outcome"
		pic.YNames = []string{"P", "N"}
		pic.Classes = []Class{{"P: the mover loses", ColorP}, {"N: the mover wins", ColorGrundy}}
		for y, want := range []oracle.Outcome{oracle.P, oracle.N} {
			row := make([]int, len(t.Outcome))
			for x, o := range t.Outcome {
				row[x] = -1
				if o == want {
					row[x] = y
				}
			}
			pic.Cells = append(pic.Cells, row)
		}
	}
	if per := t.Period; per != nil {
		pic.MarkLabel = fmt.Sprintf("period %d from n = %d", per.Period, per.Preperiod)
		if per.Preperiod > t.To {
			pic.MarkLabel += " (beyond n = " + strconv.FormatInt(t.To, 10) + ")"
		}
		step := per.Period * max(1, (t.To-t.From+1)/per.Period/40) // at most about 40 marks
		for x := per.Preperiod; x <= t.To+1; x += step {
			if x >= t.From && x <= t.To+1 {
				pic.Marks = append(pic.Marks, x)
			}
		}
	}
	return pic
}
