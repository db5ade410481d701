package problem

import (
	"strconv"

	"github.com/gamestress/gamestress/oracle"
)

// hdu1730 Northcott Game: each row holds a black and a white piece. Case
// [n m t1 j1 .. tn jn]. DOMAIN.md quotes no sample; ours is two small tests.
func hdu1730() *Problem {
	return &Problem{
		ID:          "hdu1730",
		Title:       "Northcott Game",
		Constraints: "1 ≤ n ≤ 1000, 2 ≤ m ≤ 100, 1 ≤ t, j ≤ m, t ≠ j",
		Format:      "per test until EOF: `n m`, then n lines `t j`; per case `I WIN!` (first wins) or `BAD LUCK!`",
		SampleIn:    "2 3\n1 3\n1 2\n2 4\n1 2\n3 4\n",
		SampleOut:   "I WIN!\nBAD LUCK!\n",
		spec: spec{
			layout: layout{framing: toEOF, fields: northcottGrammar, encode: northcottEncode,
				need: northcottNeed, maxLen: 2 + 2*1000},
			answer: func(c Case) (string, error) {
				rows := make([][2]int64, c[0])
				for i := range rows {
					rows[i] = [2]int64{c[2+2*i], c[3+2*i]}
				}
				o, _, err := oracle.NorthcottOutcome(c[1], rows)
				return word(o, "I WIN!", "BAD LUCK!"), err
			},
			boundaries: northcottBoundaries,
			gen:        northcottGen,
			drops:      northcottDrops,
			lowers:     northcottLowers,
			maxCases:   100,
		},
	}
}

// northcottGrammar: n, m, then n rows `t j` with 1 ≤ t, j ≤ m and t ≠ j.
func northcottGrammar(p Case) (field, int) {
	switch {
	case len(p) == 0:
		return field{name: "n", lo: 1, hi: 1000}, 1
	case len(p) == 1:
		return field{name: "m", lo: 2, hi: 100}, 1
	case len(p) >= 2+2*int(p[0]):
		return field{}, 0
	case len(p)%2 == 0:
		return field{name: "t", lo: 1, hi: p[1]}, 1
	}
	return field{name: "j", lo: 1, hi: p[1], differ: p[len(p)-1:]}, 1
}

func northcottNeed(p Case) (lo, hi int) {
	if len(p) == 0 {
		return 4, 2 + 2*1000
	}
	return 2 + 2*int(p[0]), 2 + 2*int(p[0])
}

func northcottEncode(out []byte, c Case) []byte {
	out = append(appendNums(out, c[:2]), '\n')
	for i := 2; i+1 < len(c); i += 2 {
		out = append(strconv.AppendInt(out, c[i], 10), ' ')
		out = append(strconv.AppendInt(out, c[i+1], 10), '\n')
	}
	return out
}
