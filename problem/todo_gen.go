package problem

import (
	"iter"

	"github.com/leanovate/gopter"
)

// TEMPORARY: generators, boundaries and shrinking land in the next commit.

func bashBoundaries(nMax, mMax int64, _ int) []Case { return []Case{{1, 1}, {nMax, mMax}} }
func bashGen(nMax, mMax int64, _ int) func(*gopter.GenParameters) Case {
	return func(p *gopter.GenParameters) Case { return Case{1 + p.Rng.Int63n(nMax), 1 + p.Rng.Int63n(mMax)} }
}
func takeRangeBoundaries() []Case                       { return []Case{{1, 1, 1}} }
func takeRangeGen(p *gopter.GenParameters) Case         { return Case{1, 1, 1} }
func publicSaleBoundaries() []Case                      { return []Case{{1, 1}} }
func publicSaleGen(p *gopter.GenParameters) Case        { return Case{1, 1} }
func powersBoundaries() []Case                          { return []Case{{1}} }
func powersGen(p *gopter.GenParameters) Case            { return Case{1} }
func fibBoundaries() []Case                             { return []Case{{1, 1, 1}} }
func fibGen(p *gopter.GenParameters) Case               { return Case{1, 1, 1} }
func wythoffBoundaries() []Case                         { return []Case{{0, 0}} }
func wythoffGen(p *gopter.GenParameters) Case           { return Case{0, 0} }
func boardBoundaries() []Case                           { return []Case{{1, 1}} }
func boardGen(p *gopter.GenParameters) Case             { return Case{1, 1} }
func nimBoundaries(lmin, lmax int, lo, hi int64) []Case { return []Case{{1, 1}} }
func nimGen(lmin, lmax int, lo, hi int64) func(*gopter.GenParameters) Case {
	return func(p *gopter.GenParameters) Case { return Case{1, 1} }
}
func dropItems(min int) func(Case) iter.Seq[Case] { return nil }
func sNimBoundaries() []Case                      { return []Case{{1, 1, 1, 1, 0}} }
func sNimGen(p *gopter.GenParameters) Case        { return Case{1, 1, 1, 1, 0} }
func sNimDrops(c Case) iter.Seq[Case]             { return nil }
func northcottBoundaries() []Case                 { return []Case{{1, 2, 1, 2}} }
func northcottGen(p *gopter.GenParameters) Case   { return Case{1, 2, 1, 2} }
func northcottDrops(c Case) iter.Seq[Case]        { return nil }
func northcottLowers(c Case, i int) []int64       { return nil }
func lessInputs(a, b []Case) bool                 { return false }
func (p *Problem) shrinks(c Case) iter.Seq[Case]  { return func(func(Case) bool) {} }
func (p *Problem) small() iter.Seq[Case]          { return func(func(Case) bool) {} }
func (p *Problem) gen() gopter.Gen                { return nil }
