package problem

import "github.com/gamestress/gamestress/oracle"

// hdu2509 Be the Winner: misère Nim. Case [h1..hn]. DOMAIN.md quotes no
// sample; ours is two small tests.
func hdu2509() *Problem {
	return &Problem{
		ID:          "hdu2509",
		Title:       "Be the Winner",
		Constraints: "1 ≤ n ≤ 100, 1 ≤ h ≤ 100",
		Format:      "per test until EOF: `n`, then n heaps; per case `Yes` (first wins) or `No`",
		SampleIn:    "2\n2 2\n1\n3\n",
		SampleOut:   "No\nYes\n",
		spec: spec{
			layout: layout{framing: toEOF, list: &list{
				length: field{name: "n", lo: 1, hi: 100}, item: field{name: "h", lo: 1, hi: 100}}},
			answer: func(c Case) (string, error) {
				o, _ := oracle.NimOutcome(c, oracle.Misere)
				return word(o, "Yes", "No"), nil
			},
			boundaries: func() []Case { return nimBoundaries(1, 100, 1, 100) },
			gen:        nimGen(1, 100, 1, 100),
			drops:      dropItems(1),
			maxCases:   1000,
		},
	}
}
