package draw

import (
	"math/rand"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/leanovate/gopter"
)

// Derive is the seed of job i of a run with seed seed (SplitMix64), so that
// every job has its own stream, independent of which worker runs it.
func Derive(seed int64, i int) int64 {
	z := uint64(seed) + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return int64(z ^ (z >> 31))
}

// MaxSize is the largest gopter MaxSize a run reaches.
const MaxSize = 100

// SizeFor is the generator's MaxSize for job i: it grows by one per job up
// to MaxSize, then varies, half the time at the top.
func SizeFor(i int, rng *rand.Rand) int {
	if i < MaxSize {
		return i + 1
	}
	if rng.Intn(2) == 0 {
		return MaxSize
	}
	return 1 + rng.Intn(MaxSize)
}

// CountFor is how many cases job holds: seven times in eight the most
// that fits (every run is a process start: a short input costs as much
// as a full one), else anything from 1, so that both long runs of cases
// (state left over) and short inputs occur.
func CountFor(rng *rand.Rand, most int) int {
	if rng.Intn(8) != 0 {
		return most
	}
	return 1 + rng.Intn(most)
}

// Generate draws n cases of gen with MaxSize size from rng. A draw that the
// generator rejects is retried a few times, then left out.
func Generate(gen gopter.Gen, rng *rand.Rand, size, n int) []format.Case {
	return generateWithin(gen, rng, size, n, nil)
}

// generateWithin is Generate keeping only the draws that keep accepts
// (nil: all), so that a draw beyond the oracle's reach is drawn again.
func generateWithin(gen gopter.Gen, rng *rand.Rand, size, n int, keep func(format.Case) bool) []format.Case {
	return drawWithin(func(p *gopter.GenParameters) format.Case {
		v, ok := gen(p).Retrieve()
		if c, isCase := v.(format.Case); ok && isCase {
			return c
		}
		return nil
	}, rng, size, n, keep)
}

// drawWithin is generateWithin of a drawing function: the problem's own
// (problem.Draw: what its Gen wraps, so the same cases) takes no gopter
// result a case. A nil draw is rejected, as a failed gopter draw is.
func drawWithin(draw func(*gopter.GenParameters) format.Case, rng *rand.Rand, size, n int, keep func(format.Case) bool) []format.Case {
	params := &gopter.GenParameters{MaxSize: size, Rng: rng}
	cs := make([]format.Case, 0, n)
	for range n {
		for try := 0; try < 10; try++ {
			if c := draw(params); c != nil && (keep == nil || keep(c)) {
				cs = append(cs, c)
				break
			}
		}
	}
	return cs
}

// Input is drawWithin for one judge input of p that keeps the file's
// promises over the whole input (`[input] total`, problem.Budget): a case
// drawn is kept only while the input still keeps them, and the drawing
// ends at the first of the n cases whose tries all fail. Without such a
// promise it is drawWithin.
func Input(p *problem.Problem, draw func(*gopter.GenParameters) format.Case, rng *rand.Rand, size, n int, keep func(format.Case) bool) []format.Case {
	if len(p.Totals()) == 0 {
		return drawWithin(draw, rng, size, n, keep)
	}
	b := p.Budget()
	params := &gopter.GenParameters{MaxSize: size, Rng: rng}
	cs := make([]format.Case, 0, min(n, 64))
	for range n {
		kept := false
		for try := 0; try < 10 && !kept; try++ {
			c := draw(params)
			if kept = c != nil && (keep == nil || keep(c)) && b.Take(c); kept {
				cs = append(cs, c)
			}
		}
		if !kept {
			break
		}
	}
	return cs
}
