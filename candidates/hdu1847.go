package candidates

import (
	"sync"

	"github.com/gamestress/gamestress/problem/format"
)

// hdu1847: take a power of two; case [n], n <= 1000.
func hdu1847() []Candidate {
	const id = "hdu1847"
	return []Candidate{
		perCase(id, "hdu1847-correct", Correct, "Kiki iff n%3 != 0", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%3 != 0, "Kiki", "Cici")
		}),
		perCase(id, "hdu1847-sg-table", Correct, "win table up to 1000 over the moves 1, 2, 4, ..., 512", func(c format.Case, out []byte) []byte {
			return word(out, powerWinsFull()[c[0]], "Kiki", "Cici")
		}),
		perCase(id, "hdu1847-powers-to-256", Equivalent, "move list stops at 256: still right, the outcome only depends on n%3 (1 and 2 are moves)", func(c format.Case, out []byte) []byte {
			return word(out, powerWins256()[c[0]], "Kiki", "Cici")
		}),
		perCase(id, "hdu1847-no-move-1", Buggy, "move list starts at 2: the move 1 is forgotten", func(c format.Case, out []byte) []byte {
			return word(out, powerWinsNo1()[c[0]], "Kiki", "Cici")
		}),
	}
}

// powerWins fills a win table for 0..1000 where a move removes any of moves.
func powerWins(moves []int) []bool {
	win := make([]bool, 1001)
	for x := 1; x <= 1000; x++ {
		for _, k := range moves {
			if k <= x && !win[x-k] {
				win[x] = true
				break
			}
		}
	}
	return win
}

var (
	powerWinsFull = sync.OnceValue(func() []bool { return powerWins([]int{1, 2, 4, 8, 16, 32, 64, 128, 256, 512}) })
	powerWins256  = sync.OnceValue(func() []bool { return powerWins([]int{1, 2, 4, 8, 16, 32, 64, 128, 256}) })
	powerWinsNo1  = sync.OnceValue(func() []bool { return powerWins([]int{2, 4, 8, 16, 32, 64, 128, 256, 512}) })
)
