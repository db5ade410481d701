package oracle

import (
	"context"
	"fmt"
)

// tableLimit bounds the rows of one tabulation (and boardTableLimit the
// side of a board grid).
const (
	tableLimit      = 1 << 20
	boardTableLimit = 200
)

// Tabulate lists a catalogue game's outcomes (and Grundy values under normal
// play) for n = from..to: one heap of n for heap games, a target of n for
// reach, n×m boards for from <= n, m <= to for board; for wythoff the P
// positions (a, b) with a <= b <= to. The period is the certified one, if any.
func Tabulate(name string, p Params, play Play, from, to int64) (Table, error) {
	return TabulateContext(nil, name, p, play, from, to)
}

// TabulateContext is Tabulate stopped when ctx is done (nil: never): a
// table being built or a search under way then returns an error wrapping
// ctx.Err() (cataloguectx.go).
func TabulateContext(ctx context.Context, name string, p Params, play Play, from, to int64) (Table, error) {
	info, ok := LookupGame(name)
	if !ok {
		return Table{}, fmt.Errorf("%w: unknown game %q", ErrBadGame, name)
	}
	if name == "misere-bash" {
		play = Misere
	}
	if play == Misere && !info.Misere {
		return Table{}, fmt.Errorf("%w: %s has no misère version here", ErrBadGame, name)
	}
	if from < 0 || to < from {
		return Table{}, fmt.Errorf("%w: want 0 <= from <= to, got from=%d to=%d", ErrBadGame, from, to)
	}
	if to-from >= tableLimit {
		return Table{}, fmt.Errorf("%w: at most %d rows, got %d", ErrBadGame, tableLimit, to-from+1)
	}
	t := Table{From: from, To: to}
	switch name {
	case "wythoff":
		t.PPositions = WythoffPPositions(to)
		t.Tier = TierTheorem
		if to < wythoffSearch {
			t.Tier = TierSearch
		}
		return t, nil
	case "board":
		if err := warmBoard(ctx); err != nil {
			return Table{}, err
		}
		return tabulateBoard(t)
	case "reach":
		return tabulateReach(t, p.M)
	case "nim":
		return tabulateNim(t, play), nil
	}
	r, err := heapGameOf(name, p)
	if err != nil {
		return Table{}, err
	}
	if err := warmTable(ctx, r, play, to); err != nil {
		return Table{}, err
	}
	if play == Normal {
		return tabulateGrundy(t, r)
	}
	return tabulateMisere(ctx, t, r)
}

func tabulateGrundy(t Table, r heapRules) (Table, error) {
	for n := t.From; n <= t.To; n++ {
		g, tier, err := r.grundyOf(n)
		if err != nil {
			return Table{}, err
		}
		t.Grundy = append(t.Grundy, int(g))
		t.Outcome = append(t.Outcome, OutcomeOfGrundy(g))
		t.Tier = max(t.Tier, tier)
	}
	switch g := r.(type) {
	case *subGame:
		if per, ok := HeapPeriod(g, Normal); ok {
			t.Period = &per
		}
	case *SplitGame:
		if per, ok := g.Period(); ok {
			t.Period = &per
		}
	}
	return t, nil
}

func tabulateMisere(ctx context.Context, t Table, r heapRules) (Table, error) {
	sg, isSub := r.(*subGame)
	for n := t.From; n <= t.To; n++ {
		var o Outcome
		var tier Tier
		if isSub {
			v, tr, err := sg.value(Misere, n)
			if err != nil {
				return Table{}, err
			}
			o, tier = Outcome(v), tr
		} else {
			a, err := analyzeMisere(ctx, r, []int64{n})
			if err != nil {
				return Table{}, err
			}
			o, tier = a.Outcome, a.Tier
		}
		t.Outcome = append(t.Outcome, o)
		t.Tier = max(t.Tier, tier)
	}
	if isSub {
		if per, ok := HeapPeriod(sg, Misere); ok {
			t.Period = &per
		}
	}
	return t, nil
}

func tabulateNim(t Table, play Play) Table {
	for n := t.From; n <= t.To; n++ {
		o, tier := NimOutcome([]int64{n}, play)
		t.Outcome = append(t.Outcome, o)
		t.Tier = max(t.Tier, tier)
		if play == Normal {
			t.Grundy = append(t.Grundy, int(n))
		}
	}
	return t
}

func tabulateReach(t Table, m int64) (Table, error) {
	if t.From < 1 {
		return Table{}, fmt.Errorf("%w: reach targets start at 1, got from=%d", ErrBadGame, t.From)
	}
	for n := t.From; n <= t.To; n++ {
		o, _, tier, err := ReachWinning(n, m)
		if err != nil {
			return Table{}, err
		}
		t.Outcome = append(t.Outcome, o)
		t.Tier = max(t.Tier, tier)
	}
	return t, nil
}

func tabulateBoard(t Table) (Table, error) {
	if t.From < 1 {
		return Table{}, fmt.Errorf("%w: board sides start at 1, got from=%d", ErrBadGame, t.From)
	}
	if t.To-t.From >= boardTableLimit {
		return Table{}, fmt.Errorf("%w: a board grid has at most %d rows, got %d", ErrBadGame, boardTableLimit, t.To-t.From+1)
	}
	for n := t.From; n <= t.To; n++ {
		var row []Outcome
		for m := t.From; m <= t.To; m++ {
			o, _, err := BoardOutcome(n, m)
			if err != nil {
				return Table{}, err
			}
			row = append(row, o)
		}
		t.Rows = append(t.Rows, row)
	}
	return t, nil
}
