package oracle

import (
	"errors"
	"testing"
)

// Analyze's Sprague–Grundy winning moves (tier 3) against whole-position
// search (tier 1), on every position of up to 3 distinct heaps (with equal
// heaps the search lists a move once per heap size, Analyze once per heap).
func TestAnalyzeSumsMatchWholeSearch(t *testing.T) {
	games := []struct {
		name string
		p    Params
		r    heapRules
	}{
		{"subtraction", Params{Moves: []int64{1, 3, 4}}, Subtraction([]int64{1, 3, 4}).(heapRules)},
		{"take-range", Params{A: 2, B: 3}, TakeRange(2, 3).(heapRules)},
		{"octal", Params{Code: "0.77"}, Kayles()},
		{"grundy-game", Params{}, GrundyGame()},
		{"split", Params{}, Split()},
	}
	for _, g := range games {
		for _, play := range []Play{Normal, Misere} {
			s := NewSolver[HeapSet](SumGame{g.r}, play)
			for _, hs := range allHeapSets(3, 7) {
				heaps := hs.Heaps()
				distinct := true
				for i := 1; i < len(heaps); i++ {
					distinct = distinct && heaps[i] != heaps[i-1]
				}
				if len(heaps) == 0 {
					continue
				}
				want, err := s.Solve(hs)
				if err != nil {
					t.Fatal(err)
				}
				got, err := Analyze(g.name, g.p, play, heaps)
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcome != want.Outcome || (play == Normal && got.Grundy != want.Grundy) {
					t.Fatalf("%s %v %v: Analyze %v G=%d, search %v G=%d", g.name, play, hs, got.Outcome, got.Grundy, want.Outcome, want.Grundy)
				}
				if distinct && len(got.Winning) != len(want.Winning) {
					t.Fatalf("%s %v %v: Analyze moves %q, search %q", g.name, play, hs, got.Winning, labels(want.Winning))
				}
			}
		}
	}
}

func TestAnalyzeRejects(t *testing.T) {
	cases := []struct {
		name string
		p    Params
		play Play
		pos  []int64
		want error
	}{
		{"nope", Params{}, Normal, []int64{1}, ErrBadGame},
		{"bash", Params{M: 0}, Normal, []int64{1}, ErrBadGame},
		{"bash", Params{M: 2}, Normal, []int64{-1}, ErrBadGame},
		{"wythoff", Params{}, Misere, []int64{1, 2}, ErrBadGame},
		{"octal", Params{Code: "0.9"}, Normal, []int64{1}, ErrBadGame},
		{"fibonacci", Params{}, Normal, []int64{1 << 40}, ErrTooLarge},
		{"grundy-game", Params{}, Misere, []int64{60, 60}, ErrTooLarge},
	}
	defer func(n int) { wholeSearchLimit = n }(wholeSearchLimit)
	wholeSearchLimit = 1000
	for _, c := range cases {
		if _, err := Analyze(c.name, c.p, c.play, c.pos); !errors.Is(err, c.want) {
			t.Errorf("%s %+v %v %v: got %v, want %v", c.name, c.p, c.play, c.pos, err, c.want)
		}
	}
}
