package problem

import (
	"math/rand"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/gen"
)

// PromiseRate is how often one promise holds in random draws before any
// repair: a promise that under 1% of draws keep is hard to satisfy, and a
// generator without a repair for it mostly draws again.
type PromiseRate struct {
	Promise  string  // as written in require
	Kept     float64 // the share of draws (within the bounds) that keep it, 0..1
	Repaired bool    // the generator repairs a draw that breaks it (its form is known)
}

// HardPromise is the share of draws below which a promise is hard to
// satisfy (gamestress check warns).
const HardPromise = 0.01

// PromiseRates measures each promise of the file on draws random cases
// (sizes 1..100, seeded), nil when the file makes none.
func (p *Problem) PromiseRates(draws int, seed int64) []PromiseRate {
	f := p.file
	if f == nil || f.promises == nil {
		return nil
	}
	gp := gopter.DefaultGenParameters()
	gp.Rng = rand.New(rand.NewSource(seed))
	kept := make([]int, len(f.promises.List))
	n := 0
	for i := range draws {
		gp.MaxSize = 1 + i%gen.FullSize
		c := gen.DrawCase(f.schema, gp, f.lone)
		if f.layout.ValidShape(c) != nil {
			continue
		}
		n++
		r := f.schema.DecodeRecord(c, f.lone)
		env := f.schema.ExprEnv(r)
		for j, pr := range f.promises.List {
			if pr.Kept(r, env) {
				kept[j]++
			}
		}
	}
	out := make([]PromiseRate, len(kept))
	for j, pr := range f.promises.List {
		out[j] = PromiseRate{Promise: pr.Src, Kept: float64(kept[j]) / float64(max(n, 1)), Repaired: pr.Fix != nil}
	}
	return out
}
