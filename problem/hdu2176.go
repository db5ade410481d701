package problem

import (
	"strconv"

	"github.com/gamestress/gamestress/oracle"
)

// hdu2176 取(m堆)石子游戏: Nim, list every winning first move. Case [h1..hm].
// The judge bounds m but not the heaps; we choose 1 ≤ h ≤ 10^9.
func hdu2176() *Problem {
	return &Problem{
		ID:          "hdu2176",
		Title:       "取(m堆)石子游戏",
		Constraints: "1 ≤ m ≤ 200000, 1 ≤ h ≤ 10^9 (heap bound ours)",
		Format:      "`m` then m heaps, m = 0 ends; per case `No`, or `Yes` then a line `a b` per winning move (heap a → b), in input order",
		SampleIn:    "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n",
		SampleOut:   "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n",
		spec: spec{
			layout: layout{framing: terminated, term: 1, list: &list{
				length: field{name: "m", lo: 1, hi: 200_000}, item: field{name: "h", lo: 1, hi: 1_000_000_000}}},
			answer: func(c Case) (string, error) {
				moves := oracle.NimWinning(c)
				if len(moves) == 0 {
					return "No", nil
				}
				out := append(make([]byte, 0, 4+22*len(moves)), "Yes"...)
				for _, m := range moves {
					out = append(out, '\n')
					out = strconv.AppendInt(out, m.From, 10)
					out = append(out, ' ')
					out = strconv.AppendInt(out, m.To, 10)
				}
				return string(out), nil
			},
			boundaries: func() []Case { return nimBoundaries(1, 200_000, 1, 1_000_000_000) },
			gen:        nimGen(1, 200_000, 1, 1_000_000_000),
			drops:      dropItems(1),
			maxCases:   20,
		},
	}
}
