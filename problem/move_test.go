package problem

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
	"github.com/gamestress/gamestress/problem/judge"
)

// TestMoveAnswerVerdicts: the special judge accepts any winning move and
// says what is wrong with the others in game terms.
func TestMoveAnswerVerdicts(t *testing.T) {
	p, err := Lookup("nim-move")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		reason string
		cases  []format.Case
		got    string
		want   judge.Verdict
		detail string // a part of Mismatch.Detail
	}{
		{"the first winning move", []format.Case{{1, 2, 4}}, "3 1\n", judge.OK, ""},
		{"another winning move of 3 5 7 (all three heaps win)", []format.Case{{3, 5, 7}}, "2 1\n", judge.OK, ""},
		{"a lost position answered -1", []format.Case{{1, 2, 3}}, "-1\n", judge.OK, ""},
		{"a legal move that loses", []format.Case{{1, 2, 4}}, "3 2\n", judge.WrongAnswer, "taking 2 from heap 3 is legal but leaves Grundy value 1: the opponent wins"},
		{"more stones than the heap has", []format.Case{{1, 2, 4}}, "2 3\n", judge.WrongAnswer, "heap 2 has only 2 stones"},
		{"no such heap", []format.Case{{1, 2, 4}}, "4 1\n", judge.WrongAnswer, "there is no heap 4 (heaps 1..3)"},
		{"-1 for a won position", []format.Case{{5}}, "-1\n", judge.WrongAnswer, "answered -1 (a lost position), but taking 5 from heap 1 wins"},
		{"a move from a lost position", []format.Case{{2, 2}}, "1 1\n", judge.WrongAnswer, "the position is lost for the mover (heaps 2 2, Grundy value 0)"},
		{"the second case wrong", []format.Case{{1}, {1, 1}}, "1 1\n1 1\n", judge.WrongAnswer, "the position is lost"},
		{"not a number", []format.Case{{1}}, "one\n", judge.WrongAnswer, "want a move of 2 numbers"},
		{"missing output", []format.Case{{1}}, "", judge.WrongAnswer, "missing output"},
		{"extra output", []format.Case{{1}}, "1 1\n2 2\n", judge.WrongAnswer, "extra output after the last case"},
	}
	for _, tc := range tests {
		r := p.Compare(tc.cases, []byte(tc.got), false)
		if r.Verdict != tc.want {
			t.Errorf("%s: verdict %v, want %v (%+v)", tc.reason, r.Verdict, tc.want, r.Mismatch)
			continue
		}
		if tc.detail != "" && (r.Mismatch == nil || !strings.Contains(r.Mismatch.Detail, tc.detail)) {
			t.Errorf("%s: detail %+v, want it to hold %q", tc.reason, r.Mismatch, tc.detail)
		}
	}
}

// TestCountAndMove: "the number of winning moves and one of them".
func TestCountAndMove(t *testing.T) {
	a := &judge.MoveAnswer{Game: judge.NimGame, Count: true}
	p := &Problem{ID: "count-move", spec: spec{Cases: gen.Cases{Layout: format.Layout{Framing: format.ToEOF, List: &format.List{SameLine: true,
		Length: format.Field{Name: "M", Lo: 1, Hi: 20}, Item: format.Field{Name: "h", Lo: 1, Hi: 100}}}}, answer: a.Example, Checker: judge.Checker{Moves: a}}}
	p.spec.Format = &p.spec.Layout
	for _, tc := range []struct {
		reason, got string
		want        judge.Verdict
	}{
		{"three winning moves, the second given", "3\n2 1\n", judge.OK},
		{"a wrong count", "2\n2 1\n", judge.WrongAnswer},
		{"the right count, a losing move", "3\n1 2\n", judge.WrongAnswer},
	} {
		if r := p.Compare([]format.Case{{3, 5, 7}}, []byte(tc.got), false); r.Verdict != tc.want {
			t.Errorf("%s: %v, want %v (%+v)", tc.reason, r.Verdict, tc.want, r.Mismatch)
		}
	}
	if r := p.Compare([]format.Case{{3, 3}}, []byte("0\n"), false); r.Verdict != judge.OK {
		t.Errorf("a lost position answered 0: %v %+v", r.Verdict, r.Mismatch)
	}
}

// TestCardRowAgainstSearch: the octal tables behind CardRow agree with a
// plain search over card sets on every row of up to 9 cards.
func TestCardRowAgainstSearch(t *testing.T) {
	for n := int64(1); n <= 9; n++ {
		for l := int64(1); l <= n; l++ {
			for r := l; r <= n; r++ {
				g, err := judge.NewCardRow(l, r)
				if err != nil {
					t.Fatal(err)
				}
				memo := map[uint32]bool{}
				var wins func(set uint32) bool
				wins = func(set uint32) bool {
					if v, ok := memo[set]; ok {
						return v
					}
					w := false
					for y := l; y <= r && !w; y++ {
						for x := int64(0); x+y <= n && !w; x++ {
							mask := uint32((1<<y)-1) << x
							if set&mask == mask && !wins(set&^mask) {
								w = true
							}
						}
					}
					memo[set] = w
					return w
				}
				pos := judge.FullRow(n)
				v, err := g.Grundy(pos)
				if err != nil {
					t.Fatal(err)
				}
				if (v != 0) != wins(1<<n-1) {
					t.Errorf("N=%d L=%d R=%d: Grundy %d, search says win=%v", n, l, r, v, wins(1<<n-1))
				}
				ws, _ := g.Winning(pos)
				for _, mv := range ws {
					after, err := g.Apply(pos, mv)
					if err != nil {
						t.Fatalf("N=%d L=%d R=%d: winning move %v illegal: %v", n, l, r, mv, err)
					}
					var set uint32
					for i, f := range after {
						if f != 0 {
							set |= 1 << i
						}
					}
					if wins(set) {
						t.Errorf("N=%d L=%d R=%d: move %v leaves a won position", n, l, r, mv)
					}
				}
			}
		}
	}
}

// TestSampleInteraction: the statement's sample interaction of a904 plays
// through the protocol, and a misread protocol is refused.
func TestSampleInteraction(t *testing.T) {
	p, err := Lookup("a904")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckSample(); err != nil {
		t.Fatal(err)
	}
	bad := *p
	bad.SampleOut = strings.Replace(p.SampleOut, "> 2 4\n", "> 2 3\n", 1)
	if err := bad.CheckSample(); err == nil || !strings.Contains(err.Error(), "leaves Grundy value") {
		t.Errorf("a losing sample move: %v", err)
	}
	proto := *p.spec.Interact
	proto.JuryNoMove = "0 0"
	bad = *p
	bad.spec.Interact = &proto
	if err := bad.CheckSample(); err == nil || !strings.Contains(err.Error(), "the jury wrote") {
		t.Errorf("a wrong end-of-game line: %v", err)
	}
}

// TestSampleInteractions: every interactive problem's sample interaction
// plays through its protocol.
func TestSampleInteractions(t *testing.T) {
	for _, p := range All() {
		if err := p.CheckSample(); err != nil {
			t.Error(err)
		}
	}
}

// TestPerfectPlayerWins: against the jury, the oracle's winning moves win
// every game of a904 and abc278g from the generators' small positions.
func TestPerfectPlayerWins(t *testing.T) {
	for _, id := range []string{"a904", "abc278g"} {
		p, _ := Lookup(id)
		n := 0
		for c := range p.Small() {
			if n++; n > 300 {
				break
			}
			if _, err := p.GameMoves(c); err != nil {
				t.Errorf("%s %v: %v", id, c, err)
			}
		}
	}
}

// TestJuryKeepsAWonPositionWon: from a position it wins, the jury's move
// always leaves Grundy value 0, for every jury seed; from a lost one it
// makes a legal move.
func TestJuryKeepsAWonPositionWon(t *testing.T) {
	row, _ := judge.NewCardRow(1, 2)
	for _, tc := range []struct {
		g   judge.MoveGame
		pos []int64
	}{
		{judge.HeapMoves{Base: 1}, []int64{3, 5, 7}},
		{judge.HeapMoves{Base: 1}, []int64{9}},
		{row, judge.FullRow(7)},
	} {
		for seed := uint64(0); seed < 20; seed++ {
			rng := rand.New(rand.NewPCG(seed, 1))
			mv, err := judge.JuryMove(tc.g, tc.pos, rng)
			if err != nil || mv == nil {
				t.Fatalf("%s: %v %v", tc.g.Show(tc.pos), mv, err)
			}
			after, err := tc.g.Apply(tc.pos, mv)
			if err != nil {
				t.Fatalf("%s: the jury's move %v is illegal: %v", tc.g.Show(tc.pos), mv, err)
			}
			if v, _ := tc.g.Grundy(after); v != 0 {
				t.Errorf("%s: the jury's move %v leaves Grundy value %d", tc.g.Show(tc.pos), mv, v)
			}
		}
	}
	lost := []int64{2, 2}
	mv, err := judge.JuryMove(judge.HeapMoves{Base: 1}, lost, rand.New(rand.NewPCG(1, 1)))
	if err != nil || mv == nil {
		t.Fatalf("from heaps 2 2: %v %v", mv, err)
	}
	if _, err := (judge.HeapMoves{Base: 1}).Apply(lost, mv); err != nil {
		t.Errorf("from heaps 2 2 the jury's move %v is illegal: %v", mv, err)
	}
}
