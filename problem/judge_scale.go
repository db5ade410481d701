package problem

import (
	"context"
	"math/rand"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// judgeScale is what JudgeScale needs: the file, to compile it again
// without its test_range.
type judgeScale struct {
	name      string
	data      []byte
	testRange []string // [game] test_range
	bounds    []string // [input] bounds: the statement's
	once      sync.Once
	p         *Problem
}

// JudgeScale is the problem at the statement's bounds: the same file
// without [game] test_range, so that its boundary cases and generator
// reach the judge's largest inputs. Its oracle is not to be asked beyond
// the test range (it is out of reach there: that is why the range was
// declared); the worst case runs a solution on these inputs for its limits
// and the form of its output. It is p itself when p has no test_range.
func (p *Problem) JudgeScale() *Problem {
	js := p.judgeScale
	if js == nil {
		return p
	}
	js.once.Do(func() {
		// The same Case at both scales: a case drawn here is encoded,
		// shrunk and answered by p too.
		q, err := parseFileEdit(js.name, js.data, false, func(spec *fileSpec) {
			if spec.Game != nil {
				spec.Game.TestRange = nil
			}
			spec.Input.notLone = !p.file.lone
		})
		if err != nil {
			q = p // it compiled with the range; without it, it cannot fail more
		}
		q.Path = p.Path
		js.p = q
	})
	return js.p
}

// TestRange is the problem's [game] test_range (nil when it has none), and
// the statement's [input] bounds on the fields it narrows, for reports:
// "answers checked for n <= 1000 (test_range); 1 <= n <= 100000 run for
// limits and form only".
func (p *Problem) TestRange() (narrowed, statement []string) {
	js := p.judgeScale
	if js == nil {
		return nil, nil
	}
	var names []string
	for _, b := range js.testRange {
		names = append(names, reName.FindAllString(b, -1)...)
	}
	for _, b := range js.bounds {
		for _, n := range reName.FindAllString(b, -1) {
			if slices.Contains(names, n) && !slices.Contains(statement, b) {
				statement = append(statement, strings.TrimSpace(b))
			}
		}
	}
	return slices.Clone(js.testRange), statement
}

var reName = regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9]*`)

// The judge-scale inputs: what the worst-case phase runs a solution on.

// Shapes of the judge-scale lists (shapeValue), in the order they run:
// a memo that means "not computed" by 0 is exponential on all zeros; a
// table sized by the largest value overflows on all at the top.
const (
	shapeZero = iota
	shapeTop
	shapeAlternate
	shapeOne
	shapeMinusOne
	shapeCount
)

// shapeValue is item i of a list of the given shape within lo..hi: one
// value (clamped into the range), or the two ends alternating.
func shapeValue(shape, i int, lo, hi int64) int64 {
	switch shape {
	case shapeZero:
		return gen.Clamp(0, lo, hi)
	case shapeTop:
		return hi
	case shapeAlternate:
		if i%2 == 0 {
			return lo
		}
		return hi
	case shapeOne:
		return gen.Clamp(1, lo, hi)
	}
	return gen.Clamp(-1, lo, hi)
}

// shapeNumbers bounds the numbers of one shape case (a list of lists, each
// at its top length, could ask for 10^10): past it, the lengths are
// halved.
const shapeNumbers = 1 << 22

// shapeCase is the case of the file whose lengths are all at their top
// (at most longest), whose lists and columns of rows are made of one
// shape, and whose other scalars are at their top; nil when it would hold
// more than shapeNumbers numbers.
func (f *fileProblem) shapeCase(shape int, longest int64) format.Case {
	s := f.schema
	slots := s.NewSlots()
	_, most := f.layout.Lengths()
	c := make(format.Case, 0, min(max(most, 0)+1, shapeNumbers+1)) // one allocation: a board is 4·10^6 numbers
	ok := true
	var seq func(nodes []*format.Node, row int)
	seq = func(nodes []*format.Node, row int) {
		for _, n := range nodes {
			if !ok {
				return
			}
			switch n.Kind {
			case format.ScalarNode:
				fl := format.FieldOf(n, slots)
				v := fl.Hi
				switch {
				case n.IsLength:
					v = gen.Clamp(min(fl.Hi, longest), fl.Lo, fl.Hi)
				case n.InRow:
					v = shapeValue(shape, row, fl.Lo, fl.Hi)
				}
				for slices.Contains(fl.Differ, v) && v < fl.Hi {
					v++
				}
				for slices.Contains(fl.Differ, v) && v > fl.Lo {
					v--
				}
				slots[n.Slot] = v
				c = append(c, v)
			case format.ListNode:
				fl := format.FieldOf(n, slots)
				k := gen.LenOf(n, slots)
				if len(c)+k > shapeNumbers {
					ok = false
					return
				}
				start := len(c)
				for i := range k {
					v := shapeValue(shape, i, fl.Lo, fl.Hi)
					if n.Distinct {
						v = fl.Lo + int64(i)
					}
					c = append(c, v)
				}
				if n.Sorted {
					slices.Sort(c[start:])
				}
			case format.RowsNode:
				for i := range gen.LenOf(n, slots) {
					seq(n.Cols, i)
				}
			}
		}
	}
	seq(s.Nodes, 0)
	if !ok {
		return nil
	}
	if f.lone {
		return c[1:]
	}
	return c
}

// judgeShapes are the valid shape cases, each at the longest lengths that
// keep it valid (the top, else halved: a promise over the whole input may
// allow less than a bound), without repeats (a shape the range makes
// equal to an earlier one, such as all 1 and all at the top of 0..1, is
// not checked again); nil once ctx is done.
func (f *fileProblem) judgeShapes(ctx context.Context, p *Problem) []format.Case {
	gp := gopter.DefaultGenParameters()
	gp.Rng = rand.New(rand.NewSource(1))
	var out []format.Case
	for shape := range shapeCount {
		for longest := int64(1) << 62; longest >= 1; longest /= 2 {
			if ctx.Err() != nil {
				return nil
			}
			c := f.shapeCase(shape, longest)
			if c == nil {
				continue
			}
			if f.promises != nil {
				if k, ok := f.kept(gp, c); ok {
					c = k
				}
			}
			if slices.ContainsFunc(out, func(d format.Case) bool { return slices.Equal(c, d) }) {
				break // valid: it is there already
			}
			if p.Valid(c) == nil {
				out = append(out, c)
				break
			}
			if lo, hi := p.spec.Layout.Lengths(); int64(len(c)) <= int64(lo) || hi == lo {
				break // no shorter case to try
			}
		}
	}
	return out
}

// JudgeInputs are the judge's largest inputs, at the statement's bounds
// (JudgeScale: a test_range does not narrow them), in the order the
// worst-case phase runs them, each of at most most cases (0: the
// statement's MaxCases) and each keeping the count line and the
// whole-input promises (Fit):
//
//  1. the shapes: every list at its top length made of one value, the
//     first a nasty one where its range holds it: all 0, all at the top,
//     the two ends alternating, all 1, all -1; the case repeated;
//  2. the largest case in the size order among the boundary cases and
//     draws of the generator at full size (seeded with seed), repeated;
//  3. all of those, largest first;
//  4. with a promise over the whole input (`total`), the most cases,
//     each small enough that all of them fit: the statement's many small
//     tests, where a solution that clears a table of the largest size for
//     every test is too slow.
func (p *Problem) JudgeInputs(seed int64, most int) [][]format.Case {
	return p.JudgeInputsContext(context.Background(), seed, most)
}

// JudgeInputsContext is JudgeInputs stopped when ctx is done: nil then.
// Making them is costly at the top (abc201d's boards, 4·10^6 squares
// each: about a second of shapes and draws, several on a loaded machine),
// so ctx is looked at between two cases made.
func (p *Problem) JudgeInputsContext(ctx context.Context, seed int64, most int) [][]format.Case {
	js := p.JudgeScale()
	if most <= 0 {
		most = max(js.MaxCases(), 1)
	}
	var inputs [][]format.Case
	add := func(cs []format.Case) {
		if cs = js.Fit(cs); len(cs) > 0 {
			inputs = append(inputs, cs)
		}
	}
	if f := js.file; f != nil && js.Gen() != nil {
		for _, c := range f.judgeShapes(ctx, js) {
			add(fillTo([]format.Case{c}, most))
		}
	}
	cands := slices.Clone(js.Boundaries())
	var draws []format.Case
	if draw := js.Draw(); draw != nil {
		gp := &gopter.GenParameters{MaxSize: gen.FullSize, Rng: rand.New(rand.NewSource(seed))}
		for i, n := 0, 0; i < judgeDraws && n < judgeDrawNumbers; i++ {
			if ctx.Err() != nil {
				return nil
			}
			c := draw(gp)
			draws, n = append(draws, c), n+len(c)
		}
	}
	cands = append(cands, draws...)
	one := func(c format.Case) []format.Case { return []format.Case{c} }
	slices.SortStableFunc(cands, func(a, b format.Case) int {
		switch {
		case gen.SizeLess(one(b), one(a)):
			return -1
		case gen.SizeLess(one(a), one(b)):
			return 1
		}
		return 0
	})
	cands = slices.CompactFunc(cands, func(a, b format.Case) bool { return slices.Equal(a, b) })
	if len(cands) > 0 {
		add(fillTo(cands[:1], most))
		add(fillTo(cands, most))
	}
	if f := js.file; f != nil && len(f.totals) > 0 {
		add(js.manySmall(ctx, seed, most))
	}
	if ctx.Err() != nil {
		return nil
	}
	return inputs
}

// judgeDraws is how many cases of the generator at full size join the
// boundary cases as candidates for the largest case, as long as they hold
// judgeDrawNumbers numbers in all (a 2000 × 2000 board is 4·10^6: a few of
// them are enough candidates).
const (
	judgeDraws       = 64
	judgeDrawNumbers = 1 << 23
)

// manySmall is up to most cases of the generator, each within its share
// of every whole-input promise, so that all of them fit one input (as many
// as the least case's weight allows); drawn at full size where a share
// allows (values at the top), smaller where it does not, and from Small
// last; nil once ctx is done.
func (p *Problem) manySmall(ctx context.Context, seed int64, most int) []format.Case {
	f := p.file
	var least format.Case
	for c := range p.Small() {
		least = c
		break
	}
	if least == nil {
		return nil
	}
	for _, t := range f.totals {
		if w := t.Weight(least); w > 0 {
			most = int(min(int64(most), t.Limit/w))
		}
	}
	if most < 1 {
		return nil
	}
	fits := func(c format.Case) bool {
		for _, t := range f.totals {
			if t.Weight(c) > t.Limit/int64(most) {
				return false
			}
		}
		return true
	}
	draw := p.Draw()
	gp := &gopter.GenParameters{Rng: rand.New(rand.NewSource(seed ^ 0x5eed))}
	var out []format.Case
	for size := gen.FullSize; size >= 1 && len(out) < most; size = size * 2 / 3 {
		gp.MaxSize = size
		// A size whose first draws all miss is left soon (each draw at
		// the top is the statement's whole input: 2·10^5 numbers).
		for miss, hit := 0, 0; len(out) < most && (miss < sizeMisses || hit > 0 && miss < max(most/4, 16)); {
			if ctx.Err() != nil {
				return nil
			}
			if c := draw(gp); fits(c) {
				out, hit = append(out, c), hit+1
			} else {
				miss++
			}
		}
	}
	tries := 0
	for c := range p.Small() {
		if len(out) >= most || tries >= smallTries {
			break
		}
		tries++
		if fits(c) {
			out = append(out, c)
		}
	}
	return out
}

// sizeMisses is how many draws of one size manySmall makes that miss
// their share before it tries a smaller size, when none fitted yet.
const sizeMisses = 4

// fillTo is the first n of cs, repeated in turn when there are fewer.
func fillTo(cs []format.Case, n int) []format.Case {
	out := make([]format.Case, 0, n)
	for len(out) < n {
		out = append(out, cs[:min(len(cs), n-len(out))]...)
	}
	return out
}
