package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// hdu2149 Public Sale: reach a total >= M with raises 1..N; case [M N].
// Output: every winning first raise, ascending, or "none".
func hdu2149() []Candidate {
	const id = "hdu2149"
	return []Candidate{
		perCase(id, "hdu2149-correct", Correct, "M <= N: every raise M..N wins; else M%(N+1), or none when 0", saleCorrect),
		perCase(id, "hdu2149-only-m", Buggy, "when M <= N prints only M, not every raise M..N", func(c format.Case, out []byte) []byte {
			m, n := c[0], c[1]
			if m <= n {
				return append(appendInt(out, m), '\n')
			}
			return saleMod(out, m%(n+1))
		}),
		perCase(id, "hdu2149-no-small-branch", Buggy, "no M <= N branch: always M%(N+1), so M < N gives only M", func(c format.Case, out []byte) []byte {
			return saleMod(out, c[0]%(c[1]+1))
		}),
		perCase(id, "hdu2149-mod-n", Buggy, "M%N instead of M%(N+1) when M > N", func(c format.Case, out []byte) []byte {
			m, n := c[0], c[1]
			if m <= n {
				return saleRange(out, m, n)
			}
			return saleMod(out, m%n)
		}),
		perCase(id, "hdu2149-lt-for-le", Equivalent, "M < N instead of M <= N: for M == N the else branch prints M%(M+1) = M, the same", func(c format.Case, out []byte) []byte {
			m, n := c[0], c[1]
			if m < n {
				return saleRange(out, m, n)
			}
			return saleMod(out, m%(n+1))
		}),
	}
}

func saleCorrect(c format.Case, out []byte) []byte {
	m, n := c[0], c[1]
	if m <= n {
		return saleRange(out, m, n)
	}
	return saleMod(out, m%(n+1))
}

// saleRange prints the raises lo..hi on one line.
func saleRange(out []byte, lo, hi int64) []byte {
	for x := lo; x <= hi; x++ {
		if x > lo {
			out = append(out, ' ')
		}
		out = appendInt(out, x)
	}
	return append(out, '\n')
}

// saleMod prints the one winning raise r, or none when r is 0.
func saleMod(out []byte, r int64) []byte {
	if r == 0 {
		return append(out, "none\n"...)
	}
	return append(appendInt(out, r), '\n')
}
