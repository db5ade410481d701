package problem

// a904 取石子游戏2 (Stone game 2, problem A904 of the online judge at
// http://43.138.190.70:8888/p/A904): interactive Nim, T games in one run.
// Per game the jury sends `n` and a line of n heaps; the program prints 0
// to move first or 1 to move second; a move is `k x` (take x stones from
// heap k, heaps from 1); the jury answers with its move, or `-1 -1` when it
// has none (the program has won; the next game follows). Case [h1..hn].
// The statement's limits are garbled (a Bash variant's "n, x" is pasted
// in); we take 1 ≤ n ≤ 100 and 1 ≤ h ≤ 10^4 from it.
func a904() *Problem {
	proto := &Protocol{Game: nimGame, First: "0", Second: "1", JuryNoMove: "-1 -1"}
	return &Problem{
		ID:          "a904",
		Title:       "取石子游戏2 (interactive Nim)",
		Constraints: "1 ≤ T ≤ 1000, 1 ≤ n ≤ 100, 1 ≤ h ≤ 10^4",
		Format:      "interactive: T; per game `n`, heaps; program `0`/`1` (first/second), moves `k x`; jury `-1 -1` when it has no move",
		SampleIn:    "3\n1\n10\n2\n6 6\n3\n2 2 3\n",
		SampleOut: "< 3\n< 1\n< 10\n> 0\n> 1 10\n< -1 -1\n" +
			"< 2\n< 6 6\n> 1\n< 1 4\n> 2 4\n< 2 2\n> 1 2\n< -1 -1\n" +
			"< 3\n< 2 2 3\n> 0\n> 1 1\n< 3 1\n> 1 1\n< 2 2\n> 3 2\n< -1 -1\n",
		spec: spec{
			layout: layout{framing: counted, count: field{name: "T", lo: 1, hi: 1000}, list: &list{
				length: field{name: "n", lo: 1, hi: 100}, item: field{name: "h", lo: 1, hi: 10_000}}},
			answer:     sideAnswer(proto),
			interact:   proto,
			boundaries: func() []Case { return nimBoundaries(1, 100, 1, 10_000) },
			gen:        nimGen(1, 100, 1, 10_000),
			drops:      dropItems(1),
			maxCases:   100,
			proofTries: interactProofTries,
		},
	}
}

// sideAnswer is the answer of an interactive case: the side that wins.
func sideAnswer(proto *Protocol) func(c Case) (string, error) {
	return func(c Case) (string, error) {
		g, pos, err := proto.Game(c)
		if err != nil {
			return "", err
		}
		v, err := g.Grundy(pos)
		if err != nil {
			return "", err
		}
		if v == 0 {
			return proto.Second, nil
		}
		return proto.First, nil
	}
}
