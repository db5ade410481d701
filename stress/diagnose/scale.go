package diagnose

import (
	"math"
	"slices"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// scaling is one way to make the failing input smaller: by factors, all
// of a case's numbers (or its list's length), or only its largest number.
type scaling struct {
	factors []float64
	onlyTop bool // the largest number alone, the others kept
	// below: the factors are of the ceiling the halvings found (the
	// first size that took half the limit, or did not end), not of the
	// failing input: an exponential search is measurable over a few
	// sizes only, below that one.
	below bool
}

var (
	halvings = []float64{1. / 1024, 1. / 512, 1. / 256, 1. / 128, 1. / 64, 1. / 32, 1. / 16, 1. / 8, 1. / 4, 1. / 2}
	steps    = []float64{0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95}
	// scalings in the order they are tried: halvings find a power law,
	// small steps below the halvings' ceiling an exponential one
	// (halving n of an exponential search leaves nothing measurable).
	scalings = []scaling{{halvings, false, false}, {halvings, true, false}, {steps, true, true}, {steps, false, true}}
)

// scaled is the failing input with each case made f times as large.
func (b *bench) scaled(f float64, onlyTop bool) ([]format.Case, bool) {
	out := slices.Clone(b.cases)
	for i, c := range out {
		d, ok := b.scaleCase(c, f, onlyTop)
		if !ok {
			return nil, false
		}
		out[i] = d
	}
	return out, true
}

// scaleCase is c with its list cut to f of its length (a case that is one
// list, or a count and its list), or its numbers (onlyTop: its largest)
// times f; ok is false when that is no valid case or not smaller, and
// for onlyTop when c is one number (as all of it).
func (b *bench) scaleCase(c format.Case, f float64, onlyTop bool) (format.Case, bool) {
	var d format.Case
	h := b.counted(c)
	switch {
	case onlyTop && (isList(b.p, c) || h > 0 || len(c) == 1):
		return nil, false
	case isList(b.p, c):
		d = slices.Clone(c[:int(math.Ceil(f*float64(len(c))))])
	case h > 0:
		n := int(math.Ceil(f * float64(c[0])))
		d = append(slices.Clone(c[:h]), c[h:h+n]...)
		d[0] = int64(n)
	default:
		d = slices.Clone(c)
		top := topIndex(c)
		for i, v := range c {
			if !onlyTop || i == top {
				d[i] = int64(math.Round(f * float64(v)))
			}
		}
	}
	if b.p.Valid(d) != nil || (f < 1 && slices.Equal(d, c)) {
		return nil, false
	}
	return d, true
}

// topIndex is the index of c's largest number.
func topIndex(c format.Case) int {
	j := 0
	for i, v := range c {
		if v > c[j] {
			j = i
		}
	}
	return j
}

// isList: the problem's case is one list (its length is the case's
// count), so a case is scaled by its length, not its numbers.
func isList(p *problem.Problem, c format.Case) bool {
	for _, bd := range p.Bounds() {
		if _, lone, ok := p.FieldAt(bd.Name); ok && lone {
			return true
		}
	}
	return false
}

// counted is the length of the head of a case that is a count, its
// other numbers, then a list of that many (a head of 1 to 3 numbers: "n",
// then "a[n]"), or 0: cutting the list by one with the count is a valid
// case (of a case of fixed length, no other length is).
func (b *bench) counted(c format.Case) int {
	if isList(b.p, c) {
		return 0
	}
	for h := 1; h <= 3 && h < len(c); h++ {
		if c[0] != int64(len(c)-h) || c[0] < 2 {
			continue
		}
		d := slices.Clone(c[:len(c)-1])
		d[0]--
		if b.p.Valid(d) == nil {
			return h
		}
	}
	return 0
}

// sizeOf is an input's size for the fit: its lists' lengths when its
// cases are lists (or counted lists), else its largest number.
func (b *bench) sizeOf(cases []format.Case, onlyTop bool) int64 {
	var n, top int64
	short := true // every case a few numbers, no list
	for _, c := range cases {
		if h := b.counted(c); h > 0 {
			n += c[0]
			short = false
		} else {
			n += int64(len(c))
			short = short && len(c) <= 4 && len(c) == len(cases[0])
		}
		for _, v := range c {
			top = max(top, v)
		}
	}
	if onlyTop || short {
		return top
	}
	return n
}
