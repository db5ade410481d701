package problem

import "github.com/gamestress/gamestress/oracle"

// poj2234 Matches Game: Nim. Case [a1..aM]. The judge bounds M; we choose
// 1 ≤ a ≤ 10^7.
func poj2234() *Problem {
	return &Problem{
		ID:          "poj2234",
		Title:       "Matches Game",
		Constraints: "1 ≤ M ≤ 20, 1 ≤ a ≤ 10^7 (heap bound ours)",
		Format:      "lines `M a1 .. aM` until EOF; per case `Yes` (first wins) or `No`",
		SampleIn:    "2 45 45\n3 3 6 9\n",
		SampleOut:   "No\nYes\n",
		spec: spec{
			layout: layout{framing: toEOF, list: &list{sameLine: true,
				length: field{name: "M", lo: 1, hi: 20}, item: field{name: "a", lo: 1, hi: 10_000_000}}},
			answer: func(c Case) (string, error) {
				o, _ := oracle.NimOutcome(c, oracle.Normal)
				return word(o, "Yes", "No"), nil
			},
			boundaries: func() []Case { return nimBoundaries(1, 20, 1, 10_000_000) },
			gen:        nimGen(1, 20, 1, 10_000_000),
			drops:      dropItems(1),
			maxCases:   1000,
		},
	}
}
