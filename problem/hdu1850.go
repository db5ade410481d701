package problem

import (
	"strconv"

	"github.com/gamestress/gamestress/oracle"
)

// hdu1850 Being a Good Boy in Spring Festival: Nim, count the winning first
// moves. Case [h1..hM].
func hdu1850() *Problem {
	return &Problem{
		ID:          "hdu1850",
		Title:       "Being a Good Boy in Spring Festival",
		Constraints: "2 ≤ M ≤ 100, 1 ≤ h ≤ 10^6",
		Format:      "`M` then M heaps, M = 0 ends; per case the number of winning first moves",
		SampleIn:    "3\n5 7 9\n0\n",
		SampleOut:   "1\n",
		spec: spec{
			layout: layout{framing: terminated, term: 1, list: &list{
				length: field{name: "M", lo: 2, hi: 100}, item: field{name: "h", lo: 1, hi: 1_000_000}}},
			answer: func(c Case) (string, error) {
				return strconv.Itoa(len(oracle.NimWinning(c))), nil
			},
			boundaries: func() []Case { return nimBoundaries(2, 100, 1, 1_000_000) },
			gen:        nimGen(2, 100, 1, 1_000_000),
			drops:      dropItems(2),
			maxCases:   500,
		},
	}
}
