package problem

import "github.com/gamestress/gamestress/oracle"

// takeRange: take a..b stones (fewer than a left: no move). Case [n a b].
func takeRange() *Problem {
	var cache memo[[3]int64]
	return &Problem{
		ID:          "take-range",
		Title:       "Take a..b (no judge)",
		Constraints: "1 ≤ n ≤ 1000, 1 ≤ a ≤ b ≤ 1000",
		Format:      "C, then C lines `n a b`; per case `first` or `second`",
		SampleIn:    "3\n1 2 3\n2 2 3\n7 2 3\n",
		SampleOut:   "second\nfirst\nfirst\n",
		spec: spec{
			layout: layout{framing: counted, count: countField("C"), fields: func(p Case) (field, int) {
				switch len(p) {
				case 0:
					return field{name: "n", lo: 1, hi: 1000}, 1
				case 1:
					return field{name: "a", lo: 1, hi: 1000}, 1
				case 2:
					return field{name: "b", lo: p[1], hi: 1000}, 1
				}
				return field{}, 0
			}},
			answer: func(c Case) (string, error) {
				return cache.get([3]int64{c[0], c[1], c[2]}, func() (string, error) {
					o, _, err := oracle.HeapOutcome(oracle.TakeRange(c[1], c[2]), oracle.Normal, c[0])
					return word(o, "first", "second"), err
				})
			},
			boundaries: takeRangeBoundaries,
			gen:        takeRangeGen,
			maxCases:   1000,
		},
	}
}
