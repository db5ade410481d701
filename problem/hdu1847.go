package problem

import (
	"sync"

	"github.com/gamestress/gamestress/oracle"
)

// hdu1847 Good Luck in CET-4 Everybody!: take a power of two. Case [n].
func hdu1847() *Problem {
	t := &outcomeTable{size: 1001}
	game := sync.OnceValue(oracle.PowersOfTwo)
	return &Problem{
		ID:          "hdu1847",
		Title:       "Good Luck in CET-4 Everybody!",
		Constraints: "1 ≤ n ≤ 1000",
		Format:      "lines `n` until EOF; per case `Kiki` (first wins) or `Cici`",
		SampleIn:    "1\n3\n",
		SampleOut:   "Kiki\nCici\n",
		spec: spec{
			layout: layout{framing: toEOF, tuple: []field{field{name: "n", lo: 1, hi: 1000}}},
			answer: func(c Case) (string, error) {
				o, err := t.get(int(c[0]), func() (oracle.Outcome, error) {
					o, _, err := oracle.HeapOutcome(game(), oracle.Normal, c[0])
					return o, err
				})
				return word(o, "Kiki", "Cici"), err
			},
			boundaries: powersBoundaries,
			gen:        powersGen,
			maxCases:   1000,
		},
	}
}
