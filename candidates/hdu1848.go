package candidates

import (
	"sync"

	"github.com/gamestress/gamestress/problem/format"
)

// hdu1848: three heaps, take a Fibonacci number; case [m n p], each 1..1000.
func hdu1848() []Candidate {
	const id = "hdu1848"
	return []Candidate{
		perCase(id, "hdu1848-correct", Correct, "Fibo iff G(m)^G(n)^G(p) != 0, G by mex over Fibonacci moves up to 987", fibSolver(fibFull)),
		perCase(id, "hdu1848-fib-below-100", Buggy, "Fibonacci list generated while f < 100: moves 144..987 missing", fibSolver(fibBelow100)),
		perCase(id, "hdu1848-fib-to-610", Equivalent, "Fibonacci list stops at 610: 987 never changes a Grundy value up to 1000", fibSolver(fibTo610)),
		perCase(id, "hdu1848-marks-not-cleared", Buggy, "mex marks are not cleared between positions", fibSolver(fibDirty)),
	}
}

var fibMoves = []int{1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987}

var (
	fibFull     = sync.OnceValue(func() []int { return fibGrundy(fibMoves, true) })
	fibBelow100 = sync.OnceValue(func() []int { return fibGrundy(fibMoves[:10], true) })
	fibTo610    = sync.OnceValue(func() []int { return fibGrundy(fibMoves[:14], true) })
	fibDirty    = sync.OnceValue(func() []int { return fibGrundy(fibMoves, false) })
)

// fibGrundy fills G(0..1000) by mex over the moves (ascending); with clean
// false the mex marks of one position stay set for the next ones.
func fibGrundy(moves []int, clean bool) []int {
	g := make([]int, 1001)
	seen := make([]bool, 1002)
	for x := 1; x <= 1000; x++ {
		if clean {
			clear(seen)
		}
		for _, k := range moves {
			if k > x {
				break
			}
			seen[g[x-k]] = true
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return g
}

func fibSolver(table func() []int) solveFunc {
	return func(c format.Case, out []byte) []byte {
		g := table()
		return word(out, g[c[0]]^g[c[1]]^g[c[2]] != 0, "Fibo", "Nacci")
	}
}
