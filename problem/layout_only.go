package problem

import "errors"

// ErrNoGame is the error of Answer on a problem without a game (a
// layout-only problem file): its answers come from a user's reference
// program (gamestress run --reference), never from the oracle.
var ErrNoGame = errors.New("the problem has no game for the oracle to answer: its answers come from a reference program (--reference)")

// HasGame reports whether the oracle answers the problem's cases. A
// layout-only problem file (no [game]) has a layout, so its inputs are
// parsed, generated, ordered and shrunk like any other, but no answers.
func (p *Problem) HasGame() bool { return p.spec.answer != nil }
