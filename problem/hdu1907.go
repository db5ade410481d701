package problem

import "github.com/gamestress/gamestress/oracle"

// hdu1907 John: misère Nim. Case [h1..hN].
func hdu1907() *Problem {
	return &Problem{
		ID:          "hdu1907",
		Title:       "John",
		Constraints: "1 ≤ N ≤ 47, 1 ≤ h ≤ 4747",
		Format:      "T, then per test `N` and N heaps; per case `John` (first wins) or `Brother`",
		SampleIn:    "2\n3\n3 5 1\n1\n1\n",
		SampleOut:   "John\nBrother\n",
		spec: spec{
			layout: layout{framing: counted, count: countField("T"), list: &list{
				length: field{name: "N", lo: 1, hi: 47}, item: field{name: "h", lo: 1, hi: 4747}}},
			answer: func(c Case) (string, error) {
				o, _ := oracle.NimOutcome(c, oracle.Misere)
				return word(o, "John", "Brother"), nil
			},
			boundaries: func() []Case { return nimBoundaries(1, 47, 1, 4747) },
			gen:        nimGen(1, 47, 1, 4747),
			drops:      dropItems(1),
			maxCases:   1000,
		},
	}
}
