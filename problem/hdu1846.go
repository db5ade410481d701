package problem

import "github.com/gamestress/gamestress/oracle"

// hdu1846 Brave Game: Bash, take 1..m from n. Case [n m].
func hdu1846() *Problem {
	t := &outcomeTable{size: 1001 * 1001}
	return &Problem{
		ID:          "hdu1846",
		Title:       "Brave Game",
		Constraints: "1 ≤ n, m ≤ 1000",
		Format:      "C, then C lines `n m`; per case `first` or `second`",
		SampleIn:    "2\n23 2\n4 3\n",
		SampleOut:   "first\nsecond\n",
		spec: spec{
			layout: layout{framing: counted, count: countField("C"),
				tuple: []field{field{name: "n", lo: 1, hi: 1000}, field{name: "m", lo: 1, hi: 1000}}},
			answer: func(c Case) (string, error) {
				o, err := t.get(int(c[0]*1001+c[1]), func() (oracle.Outcome, error) {
					o, _, err := oracle.HeapOutcome(oracle.Bash(c[1]), oracle.Normal, c[0])
					return o, err
				})
				return word(o, "first", "second"), err
			},
			boundaries: func() []Case { return bashBoundaries(1000, 1000, 0) },
			gen:        bashGen(1000, 1000, 0),
			maxCases:   1000,
		},
	}
}
