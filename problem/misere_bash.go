package problem

import "github.com/gamestress/gamestress/oracle"

// misereBash: hdu1846's format, but whoever takes the last stone loses.
func misereBash() *Problem {
	t := &outcomeTable{size: 1001 * 1001}
	return &Problem{
		ID:          "misere-bash",
		Title:       "Brave Game, misère (no judge)",
		Constraints: "1 ≤ n, m ≤ 1000",
		Format:      "C, then C lines `n m`; per case `first` or `second` (the last taker loses)",
		SampleIn:    "3\n1 5\n5 3\n6 3\n",
		SampleOut:   "second\nsecond\nfirst\n",
		spec: spec{
			layout: layout{framing: counted, count: countField("C"),
				tuple: []field{field{name: "n", lo: 1, hi: 1000}, field{name: "m", lo: 1, hi: 1000}}},
			answer: func(c Case) (string, error) {
				o, err := t.get(int(c[0]*1001+c[1]), func() (oracle.Outcome, error) {
					o, _, err := oracle.HeapOutcome(oracle.Bash(c[1]), oracle.Misere, c[0])
					return o, err
				})
				return word(o, "first", "second"), err
			},
			boundaries: func() []Case { return bashBoundaries(1000, 1000, 1) },
			gen:        bashGen(1000, 1000, 1),
			maxCases:   1000,
		},
	}
}
