package gen

import (
	"slices"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// drawValue draws one number of [lo, hi]: scaled, log-scaled, one of the
// least three, near the top, or nasty.
func drawValue(p *gopter.GenParameters, lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	switch Choose(p, 4, 2, 1, 1, 2) {
	case 0:
		return Scaled(p, lo, hi)
	case 1:
		return LogScaled(p, lo, hi)
	case 2:
		return Between(p, lo, min(hi, lo+2))
	case 3:
		return NearTop(p, lo, hi)
	}
	return Nasty(p, lo, hi)
}

// drawList draws k items of f: random, all equal, all at the minimum, near
// the top, or random with a run of nasty values (all zeros, all equal,
// alternating: fillRun); distinct lists walk to the next unused value;
// sorted are sorted.
func drawList(p *gopter.GenParameters, n *format.Node, f format.Field, k int) []int64 {
	out := make([]int64, k)
	shape := Choose(p, 4, 1, 1, 1, 2)
	v := drawValue(p, f.Lo, f.Hi)
	for i := range out {
		switch shape {
		case 0, 4:
			out[i] = drawValue(p, f.Lo, f.Hi)
		case 1:
			out[i] = v
		case 2:
			out[i] = f.Lo
		case 3:
			out[i] = NearTop(p, f.Lo, f.Hi)
		}
	}
	if shape == 4 {
		FillRun(p, out, f.Lo, f.Hi)
	}
	if n.Distinct {
		DistinctWalk(out, f.Lo, f.Hi)
	}
	if n.Sorted {
		slices.Sort(out)
	}
	return out
}

// distinctWalk moves each item that repeats an earlier one to the next
// unused value, wrapping from hi to lo (an item stays when every value is
// used). The next unused value is found through a map of skips with path
// compression, so the walk is about linear, not quadratic in len(out).
func DistinctWalk(out []int64, lo, hi int64) {
	used := make(map[int64]bool, len(out))
	skip := map[int64]int64{} // a used value: a value at or after which to look next
	succ := func(x int64) int64 {
		if x >= hi {
			return lo
		}
		return x + 1
	}
	for i, v := range out {
		if used[v] && int64(len(used)) <= hi-lo {
			x := v
			for used[x] {
				if y, ok := skip[x]; ok {
					x = y
				} else {
					x = succ(x)
				}
			}
			for y := v; y != x; { // compress the path walked
				next, ok := skip[y]
				if !ok {
					next = succ(y)
				}
				skip[y] = x
				y = next
			}
			out[i] = x
		}
		used[out[i]] = true
	}
}
