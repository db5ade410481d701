package problem

// nimMove "Find the optimal Nim move" (Code Golf Stack Exchange, question
// 52356): given a Nim board, print a winning move; any winning move is
// accepted (a special judge). Case [h1..hM]. The challenge reads one board
// and leaves the format free; the judge format here is ours: lines `M
// h1..hM` until EOF, per board `i k` (take k from heap i, heaps from 1) or
// `-1` when no move wins.
func nimMove() *Problem {
	ans := &MoveAnswer{Game: nimGame, Lose: "-1"}
	return &Problem{
		ID:          "nim-move",
		Title:       "Find the optimal Nim move",
		Constraints: "1 ≤ M ≤ 20, 1 ≤ h ≤ 10^7 (bounds ours)",
		Format:      "lines `M h1 .. hM` until EOF; per board a winning move `i k` (any), or `-1`",
		SampleIn:    "5 1 2 3 4 5\n3 1 2 3\n",
		SampleOut:   "1 1\n-1\n",
		spec: spec{
			layout: layout{framing: toEOF, list: &list{sameLine: true,
				length: field{name: "M", lo: 1, hi: 20}, item: field{name: "h", lo: 1, hi: 10_000_000}}},
			answer:     ans.example,
			moves:      ans,
			boundaries: nimMoveBoundaries,
			gen:        nimGen(1, 20, 1, 10_000_000),
			drops:      dropItems(1),
			maxCases:   1000,
		},
	}
}

// nimGame is the game of a case that is a list of Nim heaps.
func nimGame(c Case) (MoveGame, []int64, error) {
	return HeapMoves{Base: 1}, append([]int64(nil), c...), nil
}

// nimMoveBoundaries: the Nim boundaries, and boards whose largest heap has
// no winning move (X's top bit is not set in it: 5 4 2 has X = 3, 5^3 = 6).
func nimMoveBoundaries() []Case {
	return append(nimBoundaries(1, 20, 1, 10_000_000), Case{5, 4, 2}, Case{9, 8, 3}, Case{2, 9_999_999, 9_999_998, 1})
}
