package problem

import "github.com/gamestress/gamestress/oracle"

// hdu2188: reach a total ≥ n giving 1..m at a time; reaching it wins. Case [n m].
func hdu2188() *Problem {
	t := &outcomeTable{size: 10001 * 11}
	return &Problem{
		ID:          "hdu2188",
		Title:       "悼念512汶川大地震遇难同胞——选拔志愿者",
		Constraints: "1 ≤ n ≤ 10000, 1 ≤ m ≤ 10",
		Format:      "C, then C lines `n m`; per case `Grass` (first wins) or `Rabbit`",
		SampleIn:    "2\n8 10\n11 10\n",
		SampleOut:   "Grass\nRabbit\n",
		spec: spec{
			layout: layout{framing: counted, count: countField("C"),
				tuple: []field{field{name: "n", lo: 1, hi: 10000}, field{name: "m", lo: 1, hi: 10}}},
			answer: func(c Case) (string, error) {
				o, err := t.get(int(c[0]*11+c[1]), func() (oracle.Outcome, error) {
					o, _, _, err := oracle.ReachWinning(c[0], c[1])
					return o, err
				})
				return word(o, "Grass", "Rabbit"), err
			},
			boundaries: func() []Case { return bashBoundaries(10000, 10, 0) },
			gen:        bashGen(10000, 10, 0),
			maxCases:   1000,
		},
	}
}
