package problem

import (
	"strconv"

	"github.com/gamestress/gamestress/oracle"
)

// hdu2149 Public Sale: reach a total ≥ M with raises 1..N. Case [M N].
func hdu2149() *Problem {
	var cache memo[[2]int64]
	return &Problem{
		ID:          "hdu2149",
		Title:       "Public Sale",
		Constraints: "1 ≤ M, N ≤ 1100",
		Format:      "lines `M N` until EOF; per case the winning first raises ascending, or `none`",
		SampleIn:    "4 2\n3 2\n3 5\n",
		SampleOut:   "1\nnone\n3 4 5\n",
		spec: spec{
			layout: layout{framing: toEOF,
				tuple: []field{field{name: "M", lo: 1, hi: 1100}, field{name: "N", lo: 1, hi: 1100}}},
			answer: func(c Case) (string, error) {
				return cache.get([2]int64{c[0], c[1]}, func() (string, error) {
					_, raises, _, err := oracle.ReachWinning(c[0], c[1])
					if err != nil {
						return "", err
					}
					if len(raises) == 0 {
						return "none", nil
					}
					out := make([]byte, 0, 5*len(raises))
					for i, r := range raises {
						if i > 0 {
							out = append(out, ' ')
						}
						out = strconv.AppendInt(out, r, 10)
					}
					return string(out), nil
				})
			},
			boundaries: publicSaleBoundaries,
			gen:        publicSaleGen,
			maxCases:   1000,
		},
	}
}
