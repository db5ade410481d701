package problem

import "github.com/gamestress/gamestress/oracle"

// hdu2147 kiki's game: a coin moves left, down or down-left on an n×m board.
// Case [n m].
func hdu2147() *Problem {
	t := &outcomeTable{size: 2001 * 2001}
	return &Problem{
		ID:          "hdu2147",
		Title:       "kiki's game",
		Constraints: "1 ≤ n, m ≤ 2000",
		Format:      "lines `n m`, ended by `0 0`; per case `Wonderful!` (first wins) or `What a pity!`",
		SampleIn:    "5 3\n5 4\n6 6\n0 0\n",
		SampleOut:   "What a pity!\nWonderful!\nWonderful!\n",
		spec: spec{
			layout: layout{framing: terminated, term: 2, tuple: []field{
				field{name: "n", lo: 1, hi: 2000}, field{name: "m", lo: 1, hi: 2000}}},
			answer: func(c Case) (string, error) {
				o, err := t.get(int(c[0]*2001+c[1]), func() (oracle.Outcome, error) {
					o, _, err := oracle.BoardOutcome(c[0], c[1])
					return o, err
				})
				return word(o, "Wonderful!", "What a pity!"), err
			},
			boundaries: boardBoundaries,
			gen:        boardGen,
			maxCases:   1000,
		},
	}
}
