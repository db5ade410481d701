package candidates

import (
	"sync"

	"github.com/gamestress/gamestress/problem/format"
)

// hackerrankChessboard A Chessboard Game: a coin on a 15x15 board moves to
// (x-2, y±1) or (x±1, y-2); case [x y].
func hackerrankChessboard() []Candidate {
	const id = "hackerrank-chessboard"
	return []Candidate{
		perCase(id, "hackerrank-chessboard-correct", Correct, "win table of the board filled by increasing x+y (every move lowers x+y)", func(c format.Case, out []byte) []byte {
			return word(out, boardBySum()[c[0]][c[1]], "First", "Second")
		}),
		perCase(id, "hackerrank-chessboard-row-order", Buggy, "table filled row by row: a move to (x+1, y-2) reads a cell not yet computed", func(c format.Case, out []byte) []byte {
			return word(out, boardByRow()[c[0]][c[1]], "First", "Second")
		}),
	}
}

// chessSide is the side of the board; cells are 1..chessSide.
const chessSide = 15

var chessDX, chessDY = [4]int{-2, -2, 1, -1}, [4]int{1, -1, -2, -2}

type chessTable [chessSide + 2][chessSide + 2]bool

func onChessboard(x, y int) bool { return x >= 1 && x <= chessSide && y >= 1 && y <= chessSide }

// boardBySum is the right table: every move lowers x+y by one, so cells
// are filled by increasing x+y.
var boardBySum = sync.OnceValue(func() *chessTable {
	var w chessTable
	for s := 2; s <= 2*chessSide; s++ {
		for x := 1; x <= chessSide; x++ {
			y := s - x
			if !onChessboard(x, y) {
				continue
			}
			for d := range chessDX {
				a, b := x+chessDX[d], y+chessDY[d]
				if onChessboard(a, b) && !w[a][b] {
					w[x][y] = true
				}
			}
		}
	}
	return &w
})

// boardByRow is the contestant's table filled by x, then y: row x+1 is
// still all false when row x reads it.
var boardByRow = sync.OnceValue(func() *chessTable {
	var w chessTable
	for x := 1; x <= chessSide; x++ {
		for y := 1; y <= chessSide; y++ {
			for d := range chessDX {
				a, b := x+chessDX[d], y+chessDY[d]
				if onChessboard(a, b) && !w[a][b] {
					w[x][y] = true
				}
			}
		}
	}
	return &w
})
