package problem

import "github.com/leanovate/gopter"

// abc278g Generalized Subtraction Game (AtCoder ABC278 G,
// https://atcoder.jp/contests/abc278/tasks/abc278_g): interactive, one game
// per run. Cards 1..N; a move removes y consecutive cards still on the
// table, L ≤ y ≤ R, written `x y` (cards x..x+y-1). The jury sends `N L R`;
// the program prints First or Second; the jury answers `0 0` when it has no
// move (the program has won). The program prints `0 0` when it has none.
// Case [N L R]. No sample interaction is recorded (we had no copy of the
// statement's). The statement allows N ≤ 2000; the oracle's octal table of
// one (L, R) costs about N²·R, so we test N ≤ 300.
func abc278g() *Problem {
	proto := &Protocol{Game: cardGame, First: "First", Second: "Second", JuryNoMove: "0 0", ProgramNoMove: "0 0"}
	return &Problem{
		ID:          "abc278g",
		Title:       "Generalized Subtraction Game",
		Constraints: "1 ≤ L ≤ R ≤ N ≤ 300 (the statement: N ≤ 2000)",
		Format:      "interactive: `N L R`; program First/Second, moves `x y`; jury `0 0` when it has no move",
		SampleIn:    "6 1 2\n",
		SampleOut:   "",
		spec: spec{
			layout: layout{framing: toEOF, fields: func(p Case) (field, int) {
				switch len(p) {
				case 0:
					return field{name: "N", lo: 1, hi: 300}, 1
				case 1:
					return field{name: "L", lo: 1, hi: p[0]}, 1
				case 2:
					return field{name: "R", lo: p[1], hi: p[0]}, 1
				}
				return field{}, 0
			}},
			answer:     sideAnswer(proto),
			interact:   proto,
			boundaries: abc278gBoundaries,
			gen:        abc278gGen,
			maxCases:   1,
			proofTries: interactProofTries,
		},
	}
}

// cardGame is the row of N cards of case [N L R].
func cardGame(c Case) (MoveGame, []int64, error) {
	g, err := NewCardRow(c[1], c[2])
	if err != nil {
		return nil, nil, err
	}
	return g, FullRow(c[0]), nil
}

func abc278gGen(p *gopter.GenParameters) Case {
	n := logScaled(p, 1, 300)
	l := between(p, 1, min(n, 1+between(p, 0, 3)))
	r := l
	switch choose(p, 2, 2, 1) {
	case 0:
		r = between(p, l, min(n, l+3))
	case 1:
		r = between(p, l, n)
	}
	return Case{n, l, r}
}

// abc278gBoundaries: L = R with N and L of different parity (no mirror
// strategy: the Grundy values decide), tiny rows, and the top of N.
func abc278gBoundaries() []Case {
	var out []Case
	for _, c := range [][3]int64{{1, 1, 1}, {2, 1, 1}, {2, 2, 2}, {3, 2, 2}, {5, 2, 2}, {7, 2, 2}, {8, 3, 3},
		{9, 2, 3}, {10, 3, 3}, {13, 4, 4}, {20, 3, 3}, {30, 4, 4}, {300, 1, 300}, {300, 7, 7}, {299, 2, 2}} {
		out = append(out, Case{c[0], c[1], c[2]})
	}
	return out
}
