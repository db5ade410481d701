package candidates

import (
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// poj1704 Georgia and Bob: staircase Nim on chessmen in a row; case
// [n p1..pn], the cells not given sorted.
func poj1704() []Candidate {
	const id = "poj1704"
	return []Candidate{
		perCase(id, "poj1704-correct", Correct, "sort; pair the chessmen from the right (the first with the edge 0 when n is odd); XOR the gaps", func(c format.Case, out []byte) []byte {
			p := slices.Clone(c[1:])
			slices.Sort(p)
			return word(out, staircaseXor(p) != 0, "Georgia will win", "Bob will win")
		}),
		perCase(id, "poj1704-unsorted", Buggy, "pairs the cells in input order: never sorts them", func(c format.Case, out []byte) []byte {
			return word(out, staircaseXor(c[1:]) != 0, "Georgia will win", "Bob will win")
		}),
	}
}

// staircaseXor XORs the gaps p[i]-p[i-1]-1 of every second chessman from
// the right, with p[-1] = 0.
func staircaseXor(p []int64) int64 {
	var x int64
	for i := len(p) - 1; i >= 0; i -= 2 {
		prev := int64(0)
		if i > 0 {
			prev = p[i-1]
		}
		x ^= p[i] - prev - 1
	}
	return x
}
