package candidates

import (
	"slices"

	"github.com/gamestress/gamestress/problem/format"
)

// hdu1536 S-Nim: case [k s1..sk m l1 h.. l2 h.. ...]; one line of m letters
// W/L per case, one letter per position (a sum of heaps).
func hdu1536() []Candidate {
	const id = "hdu1536"
	return []Candidate{
		perCase(id, "hdu1536-correct", Correct, "sort S, mex table up to the largest heap, XOR per position", func(c format.Case, out []byte) []byte {
			s, pos := snimCase(c)
			slices.Sort(s)
			return snimAnswer(out, snimTable(s, snimMax(pos)), pos)
		}),
		perCase(id, "hdu1536-unsorted-break", Buggy, "move set not sorted, yet the mex loop breaks at the first s > x", func(c format.Case, out []byte) []byte {
			s, pos := snimCase(c)
			return snimAnswer(out, snimTable(s, snimMax(pos)), pos)
		}),
		{Problem: id, Name: "hdu1536-table-kept", Kind: Buggy,
			Bug:     "memoized Grundy table filled once and kept from the previous test case",
			Program: inputProgram(id, snimKept)},
	}
}

// snimCase splits a case into the move set and the positions (heap lists).
func snimCase(c format.Case) (s []int64, pos [][]int64) {
	k := c[0]
	s = slices.Clone(c[1 : 1+k])
	rest := c[1+k:]
	m := rest[0]
	rest = rest[1:]
	for range m {
		l := rest[0]
		pos = append(pos, rest[1:1+l])
		rest = rest[1+l:]
	}
	return s, pos
}

func snimMax(pos [][]int64) int64 {
	var hi int64
	for _, p := range pos {
		for _, h := range p {
			hi = max(hi, h)
		}
	}
	return hi
}

// snimTable fills G(0..hi) by mex, walking s in its order and stopping at
// the first move larger than the heap (right only when s is sorted).
func snimTable(s []int64, hi int64) []int64 {
	g := make([]int64, hi+1)
	seen := make([]bool, len(s)+2)
	for x := int64(1); x <= hi; x++ {
		clear(seen)
		for _, k := range s {
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

func snimAnswer(out []byte, g []int64, pos [][]int64) []byte {
	for _, p := range pos {
		var x int64
		for _, h := range p {
			x ^= g[h]
		}
		if x != 0 {
			out = append(out, 'W')
		} else {
			out = append(out, 'L')
		}
	}
	return append(out, '\n')
}

// snimMaxK is the judge's bound on the size of the move set.
const snimMaxK = 100

// snimKept is a contestant's memoized search with the table reset once per
// run instead of once per test case.
func snimKept(cases []format.Case, out []byte) []byte {
	memo := make(map[int64]int64)
	for _, c := range cases {
		s, pos := snimCase(c)
		slices.Sort(s)
		var sg func(x int64) int64
		sg = func(x int64) int64 {
			if v, ok := memo[x]; ok {
				return v
			}
			var seen [snimMaxK + 2]bool // a stale value is at most snimMaxK
			for _, k := range s {
				if k > x {
					break
				}
				seen[sg(x-k)] = true
			}
			v := int64(0)
			for seen[v] {
				v++
			}
			memo[x] = v
			return v
		}
		for _, p := range pos {
			var x int64
			for _, h := range p {
				x ^= sg(h)
			}
			if x != 0 {
				out = append(out, 'W')
			} else {
				out = append(out, 'L')
			}
		}
		out = append(out, '\n')
	}
	return out
}
