package problem

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/gamestress/gamestress/oracle/custom"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gamedef"
)

// OracleCost is what the oracle's search of case c has cost so far (a
// custom game's, ok false for any other game: check asks it after a case
// it did not answer in time), and a [game] bounds that holds every
// position the search memoized, written over the case's fields ("0 <= i
// <= n", "-1 <= j <= n - 1"); nil where some variable's range is not
// such an expression (or the memo is a dense table already).
func (p *Problem) OracleCost(c format.Case) (cost custom.Cost, bounds []string, ok bool) {
	f := p.file
	if f == nil || f.custom == nil {
		return cost, nil, false
	}
	x := &caseCtx{f: f, c: c}
	fields := x.fieldEnv()
	g, err := f.custom.Game(fields)
	if err != nil {
		return cost, nil, false
	}
	cost = g.Cost()
	if cost.Lo == nil {
		return cost, nil, true
	}
	for i, name := range g.Custom().StateNames() {
		lo, okLo := fieldExpr(fields, cost.Lo[i])
		hi, okHi := fieldExpr(fields, cost.Hi[i])
		if !okLo || !okHi {
			return cost, nil, true
		}
		bounds = append(bounds, fmt.Sprintf("%s <= %s <= %s", lo, name, hi))
	}
	return cost, bounds, true
}

// BoundsBox is how many positions the box of bounds ("LO <= VAR <= HI",
// over the case's fields) holds for case c: a dense table holds at most
// custom.DefaultCustomStates of them.
func (p *Problem) BoundsBox(c format.Case, bounds []string) (float64, error) {
	f := p.file
	if f == nil || f.custom == nil {
		return 0, fmt.Errorf("not a custom game")
	}
	fields := (&caseCtx{f: f, c: c}).fieldEnv()
	all := f.custom.FieldsOf(fields)
	size := 1.0
	for _, b := range bounds {
		gb, ok := gamedef.ParseGameBound(b)
		if !ok {
			return 0, fmt.Errorf("%q: want LO <= VAR <= HI", b)
		}
		lo, err := f.custom.EvalInt("bounds", gb.Lo, all)
		if err != nil {
			return 0, err
		}
		hi, err := f.custom.EvalInt("bounds", gb.Hi, all)
		if err != nil {
			return 0, err
		}
		size *= float64(max(hi-lo+1, 0))
	}
	return size, nil
}

// fieldExpr writes v over the case's fields: -1, 0 and 1 as they are,
// else a field or a list's length that equals v, or one less or more, or
// twice it (ok false: none does; another case's v would differ).
func fieldExpr(fields map[string]any, v int64) (string, bool) {
	if v >= -1 && v <= 1 {
		return strconv.FormatInt(v, 10), true
	}
	names := make([]string, 0, len(fields))
	for n := range fields {
		names = append(names, n)
	}
	slices.Sort(names)
	type term struct {
		s string
		x int64
	}
	var terms []term
	for _, n := range names {
		switch x := fields[n].(type) {
		case int:
			terms = append(terms, term{n, int64(x)})
		case int64:
			terms = append(terms, term{n, x})
		}
	}
	for _, n := range names {
		switch x := fields[n].(type) {
		case []int:
			terms = append(terms, term{"len(" + n + ")", int64(len(x))})
		case []int64:
			terms = append(terms, term{"len(" + n + ")", int64(len(x))})
		case []any:
			terms = append(terms, term{"len(" + n + ")", int64(len(x))})
		case string:
			terms = append(terms, term{"len(" + n + ")", int64(len(x))})
		}
	}
	for _, t := range terms {
		switch v {
		case t.x:
			return t.s, true
		case t.x - 1:
			return t.s + " - 1", true
		case t.x + 1:
			return t.s + " + 1", true
		case 2 * t.x:
			return "2 * " + t.s, true
		}
	}
	return "", false
}
