package fuzz

import (
	"math/rand"

	"github.com/leanovate/gopter"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// The first byte of a fuzz input says how the rest is read.
const (
	// ModeRaw: the rest is a judge input, read with the problem's parser.
	// Seeds use it, so that a seed replays exactly the cases it was made of.
	ModeRaw byte = 0
	// Any other first byte: the rest drives the problem's gopter generator
	// (see Decode), and the byte itself is the generator's MaxSize.
)

// Decode turns fuzz bytes into valid cases of p. It never fails: bytes that
// give no valid case give nil, and the caller skips them.
//
// With a first byte of ModeRaw, the rest is a judge input (Raw makes one);
// it gives its cases if it parses, holds at least one case and no more than
// p.MaxCases(), and every case is valid.
//
// Any other first byte b is read as generator bytes: MaxSize is b (1..255),
// the next two bytes give the number of cases, 1 + v mod p.MaxCases(), and
// the rest feed a Source under p.Gen(), the generator the stress engine
// uses, one case after another. Generation stops early when the bytes run
// out (the case that ran out is kept: missing bytes are zeros), so a short
// input gives few cases. A draw the generator rejects or an invalid case is
// skipped.
func Decode(p *problem.Problem, data []byte) []format.Case {
	if len(data) == 0 {
		return nil
	}
	if data[0] == ModeRaw {
		return decodeRaw(p, data[1:])
	}
	return decodeGen(p, int(data[0]), data[1:])
}

// Raw is the fuzz input that Decode reads back as exactly cases: ModeRaw
// followed by the judge input.
func Raw(p *problem.Problem, cases []format.Case) []byte {
	return RawInput(p.Encode(cases))
}

// RawInput is the fuzz input for a judge input as it is (a corpus file).
func RawInput(judgeInput []byte) []byte {
	return append([]byte{ModeRaw}, judgeInput...)
}

func decodeRaw(p *problem.Problem, in []byte) []format.Case {
	cases, err := p.Parse(in)
	if err != nil || len(cases) == 0 || len(cases) > p.MaxCases() {
		return nil
	}
	for _, c := range cases {
		if p.Valid(c) != nil {
			return nil
		}
	}
	return cases
}

func decodeGen(p *problem.Problem, maxSize int, data []byte) []format.Case {
	src := NewSource(data)
	n := 1 + int(count(src))%max(p.MaxCases(), 1)
	params := &gopter.GenParameters{MinSize: 0, MaxSize: maxSize, MaxShrinkCount: 0, Rng: rand.New(src)}
	gen := p.Gen()
	var cases []format.Case
	for range n {
		if c, ok := draw(p, gen, params); ok {
			cases = append(cases, c)
		}
		if src.Exhausted() {
			break
		}
	}
	return cases
}

// count reads two bytes for the number of cases, without going through the
// 8-byte numbers of the Source.
func count(src *Source) uint16 {
	var v uint16
	for range 2 {
		v <<= 8
		if len(src.data) > 0 {
			v |= uint16(src.data[0])
			src.data = src.data[1:]
		}
	}
	return v
}

// draw asks gen for one case and keeps it if it is a valid Case.
func draw(p *problem.Problem, gen gopter.Gen, params *gopter.GenParameters) (format.Case, bool) {
	v, ok := gen(params).Retrieve()
	if !ok {
		return nil, false
	}
	c, ok := v.(format.Case)
	if !ok || p.Valid(c) != nil {
		return nil, false
	}
	return c, true
}
