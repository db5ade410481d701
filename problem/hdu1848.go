package problem

import (
	"sync"

	"github.com/gamestress/gamestress/oracle"
)

// hdu1848 Fibonacci again and again: three heaps, take a Fibonacci number
// from one. Case [m n p].
func hdu1848() *Problem {
	var cache memo[[3]int64]
	game := sync.OnceValue(oracle.Fibonacci)
	return &Problem{
		ID:          "hdu1848",
		Title:       "Fibonacci again and again",
		Constraints: "1 ≤ m, n, p ≤ 1000",
		Format:      "lines `m n p`, ended by `0 0 0`; per case `Fibo` (first wins) or `Nacci`",
		SampleIn:    "1 1 1\n1 4 1\n0 0 0\n",
		SampleOut:   "Fibo\nNacci\n",
		spec: spec{
			layout: layout{framing: terminated, term: 3, tuple: []field{
				field{name: "m", lo: 1, hi: 1000}, field{name: "n", lo: 1, hi: 1000}, field{name: "p", lo: 1, hi: 1000}}},
			answer: func(c Case) (string, error) {
				return cache.get([3]int64{c[0], c[1], c[2]}, func() (string, error) {
					o, _, err := oracle.SumOutcome(game(), []int64{c[0], c[1], c[2]})
					return word(o, "Fibo", "Nacci"), err
				})
			},
			boundaries: fibBoundaries,
			gen:        fibGen,
			maxCases:   1000,
		},
	}
}
