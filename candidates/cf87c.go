package candidates

import (
	"strconv"

	"github.com/gamestress/gamestress/problem/format"
)

// cf87c Interesting Game: split a pile into k >= 2 piles of consecutive
// sizes; the answer is the least k of a winning split, or -1; case [n].
func cf87c() []Candidate {
	const id = "cf87c"
	return []Candidate{
		perCase(id, "cf87c-correct", Correct, "Grundy values by mex over every split (prefix XORs of the values); the least k leaving XOR 0", func(c format.Case, out []byte) []byte {
			return splitAnswer(out, int(c[0]), false)
		}),
		perCase(id, "cf87c-least-split", Buggy, "when the first player wins, prints the least legal k, winning or not", func(c format.Case, out []byte) []byte {
			return splitAnswer(out, int(c[0]), true)
		}),
	}
}

// splitAnswer computes the Grundy values of 1..n; any: answer the least
// legal split of a won n instead of the least winning one.
func splitAnswer(out []byte, n int, any bool) []byte {
	g, px := make([]int, n+1), make([]int, n+1)
	mark := make([]int, 64)
	ans, first := -1, -1
	for m := 1; m <= n; m++ {
		for k := 2; k*(k+1)/2 <= m; k++ {
			t := m - k*(k-1)/2
			if t%k != 0 {
				continue
			}
			s := t / k
			x := px[s+k-1] ^ px[s-1]
			mark[x] = m
			if m == n && first < 0 {
				first = k
			}
			if m == n && x == 0 && ans < 0 {
				ans = k
			}
		}
		for mark[g[m]] == m {
			g[m]++
		}
		px[m] = px[m-1] ^ g[m]
	}
	if any && g[n] != 0 {
		ans = first
	}
	return append(strconv.AppendInt(out, int64(ans), 10), '\n')
}
