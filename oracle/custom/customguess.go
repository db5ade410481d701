package custom

import (
	"errors"
	"unicode/utf8"
)

// A guessed box: a game whose state variables have no declared bounds (as
// a contestant writes it from the statement) still gets a dense memo and
// the bottom-up fill where the positions stay in a box that can be told
// from the question: every variable from min(0, the position asked) - 1
// to the largest of the position asked, the case's integer fields and
// the lengths of its lists, plus 1 (take from the ends: i in 0..n, j in
// -1..n-1; cut a sheet: w in 1..W). The guess is checked as the search
// goes, never assumed: a position outside it (interned by the search, met
// by the fill or the fast path's resolve) stops the search with
// errOutOfBox, and the question is searched again from scratch with the
// box dropped (the packed hash memo, customhash.go), for good. A guessed
// bound is no declared one: a successor outside it is no error, and Bound
// does not report it.

// errOutOfBox: a position of the search lies outside the guessed box.
var errOutOfBox = errors.New("a position outside the guessed box")

// guessBox sets guessed bounds on the variables without declared ones,
// from pos (the position asked) and the case's data; nothing when the
// game cannot take a box (lists, multisets, loopy games), or the guess was
// dropped once.
func (g *CustomGame) guessBox(pos []int64) {
	if g.noGuess || g.c.list || g.c.spec.Sorted || g.c.spec.Kind == Loopy || len(pos) != len(g.bounds) {
		return
	}
	free := false
	for _, b := range g.bounds {
		free = free || !b.set
	}
	if !free {
		return
	}
	lo, hi := int64(0), int64(0)
	for _, v := range pos {
		lo, hi = min(lo, v), max(hi, v)
	}
	for name, v := range g.env {
		if !g.c.isData(name) {
			continue
		}
		hi = max(hi, dataExtent(v))
	}
	if hi >= maxDense || lo <= -maxDense {
		return
	}
	size, w := int64(1), hi-lo+3
	for _, b := range g.bounds {
		if b.set {
			w = b.hi - b.lo + 1
		}
		if size > int64(min(g.c.maxStates(), maxDense))/w {
			return // too large a box for a dense memo
		}
		size *= w
		w = hi - lo + 3
	}
	for i, b := range g.bounds {
		if !b.set {
			g.bounds[i] = bound{lo: lo - 1, hi: hi + 1, set: true, guess: true}
		}
	}
}

// dataExtent is the largest number a field of the case brings: an
// integer's value, a list's or a word's length (and a grid's side).
func dataExtent(v any) int64 {
	switch x := v.(type) {
	case int:
		return int64(x)
	case []int:
		return int64(len(x))
	case [][]int:
		m := int64(len(x))
		for _, r := range x {
			m = max(m, int64(len(r)))
		}
		return m
	case string:
		return int64(utf8.RuneCountInString(x))
	case []any:
		return int64(len(x))
	}
	return 0
}

// unguess drops the guessed bounds and the memo searched within them, for
// good.
func (g *CustomGame) unguess() {
	for i, b := range g.bounds {
		if b.guess {
			g.bounds[i] = bound{}
		}
	}
	g.noGuess = true
	g.single = nil
}

// guessed reports whether some bound is guessed.
func (g *CustomGame) guessed() bool {
	for _, b := range g.bounds {
		if b.guess {
			return true
		}
	}
	return false
}

// singleValue is the value of single position pos (interned and searched
// by g.single, made on first use with a guessed box where one can be
// guessed); a search that leaves the guessed box is done again without
// it.
func (g *CustomGame) singleValue(pos []int64) (int64, error) {
	for {
		if g.single == nil {
			g.guessBox(pos)
			g.single = newCustomSearch(g, false)
		}
		id, err := g.single.internPos(pos)
		v := int64(0)
		if err == nil {
			v, err = g.single.value(id)
		}
		if !errors.Is(err, errOutOfBox) {
			return v, err
		}
		g.unguess()
	}
}

// inBox reports whether p lies in the dense memo's box (guessed bounds
// included).
func (s *customSearch) inBox(p []int64) bool {
	for j, v := range p {
		if b := s.g.bounds[j]; v < b.lo || v > b.hi {
			return false
		}
	}
	return true
}
