package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// abc201d Game in Momotetsu World: a piece moves right or down on an H x W
// board of + and -; the mover gains 1 on +, loses 1 on -. One case per
// input, case [h w a...]: the board row by row, each cell its index in the
// alphabet "+-" (0 is +).
func abc201d() []Candidate {
	const id = "abc201d"
	verdict := func(out []byte, v int64) []byte {
		switch {
		case v > 0:
			return append(out, "Takahashi"...)
		case v < 0:
			return append(out, "Aoki"...)
		}
		return append(out, "Draw"...)
	}
	return []Candidate{
		perCase(id, "abc201d-correct", Correct, "dp from the bottom right: the mover's best margin, the gain of the square moved to minus the opponent's margin from there", func(c format.Case, out []byte) []byte {
			return verdict(out, momotetsu(c, false))
		}),
		perCase(id, "abc201d-forced-move", Buggy, "a move off the board counts as a move onto a red square (-1), so a forced move seems to have a choice", func(c format.Case, out []byte) []byte {
			return verdict(out, momotetsu(c, true))
		}),
	}
}

// momotetsu is the margin of the first mover at the top left; offBoard
// plants the bug of abc201d-forced-move.
func momotetsu(c format.Case, offBoard bool) int64 {
	h, w := int(c[0]), int(c[1])
	gain := func(i, j int) int64 {
		if i >= h || j >= w || c[2+i*w+j] != 0 {
			return -1
		}
		return 1
	}
	dp := make([][]int64, h+1)
	for i := range dp {
		dp[i] = make([]int64, w+1)
	}
	for i := h - 1; i >= 0; i-- {
		for j := w - 1; j >= 0; j-- {
			if i == h-1 && j == w-1 {
				continue
			}
			best := int64(-1 << 40)
			if i+1 < h || offBoard {
				best = max(best, gain(i+1, j)-dp[i+1][j])
			}
			if j+1 < w || offBoard {
				best = max(best, gain(i, j+1)-dp[i][j+1])
			}
			dp[i][j] = best
		}
	}
	return dp[0][0]
}
