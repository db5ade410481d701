package problem

import "github.com/gamestress/gamestress/oracle"

// hdu1527 取石子游戏: Wythoff's game. Case [a b].
func hdu1527() *Problem {
	return &Problem{
		ID:          "hdu1527",
		Title:       "取石子游戏 (Wythoff)",
		Constraints: "0 ≤ a, b ≤ 10^9",
		Format:      "lines `a b` until EOF; per case `1` (first wins) or `0`",
		SampleIn:    "2 1\n8 4\n4 7\n",
		SampleOut:   "0\n1\n0\n",
		spec: spec{
			layout: layout{framing: toEOF, tuple: []field{
				field{name: "a", lo: 0, hi: 1_000_000_000}, field{name: "b", lo: 0, hi: 1_000_000_000}}},
			answer: func(c Case) (string, error) {
				o, _ := oracle.WythoffOutcome(c[0], c[1])
				return word(o, "1", "0"), nil
			},
			boundaries: wythoffBoundaries,
			gen:        wythoffGen,
			maxCases:   1000,
		},
	}
}
