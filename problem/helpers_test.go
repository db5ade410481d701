package problem

import (
	"math/rand"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
)

// params are seeded generator parameters at a given size.
func params(seed int64, size int) *gopter.GenParameters {
	return &gopter.GenParameters{MaxSize: size, Rng: rand.New(rand.NewSource(seed))}
}

// draw generates n cases of p at sizes cycling through 0..200, seeded.
func draw(p *Problem, seed int64, n int) []format.Case {
	g := p.Gen()
	out := make([]format.Case, 0, n)
	for i := range n {
		v, ok := g(params(seed+int64(i), i*7%201)).Retrieve()
		if !ok {
			panic("generator gave no value")
		}
		out = append(out, v.(format.Case))
	}
	return out
}

// light says whether a problem's generated cases are cheap enough to draw
// by the hundreds in a test.
func drawCount(p *Problem) int {
	switch p.ID {
	case "hdu2176", "hdu1536":
		return 40
	}
	return 400
}
