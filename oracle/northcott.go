package oracle

import "fmt"

// NorthcottOutcome is hdu1730: one row per pair, two pieces at columns t and j
// of a board of the given width; each player slides his piece along its row
// towards or away from the other without jumping; equal to Nim on the gaps.
//
// Theorem (Berlekamp, Conway, Guy, Winning Ways, vol. 1, ch. 2, "Northcott's
// Game"): moving towards the other piece shrinks the gap like a Nim move;
// moving away is a reversible move the opponent undoes by following, so it
// cannot change the outcome. The game, partizan and loopy as it is, is won
// by the first player iff the XOR of the gaps |t-j|-1 is non-zero. Checked
// against a retrograde analysis with draws in northcott_test.go.
func NorthcottOutcome(width int64, rows [][2]int64) (Outcome, Tier, error) {
	var x int64
	for i, r := range rows {
		t, j := r[0], r[1]
		if t < 1 || j < 1 || t > width || j > width || t == j {
			return P, TierTheorem, fmt.Errorf("%w: northcott row %d: pieces at %d and %d on a width of %d", ErrBadGame, i+1, t, j, width)
		}
		g := t - j
		if g < 0 {
			g = -g
		}
		x ^= g - 1
	}
	return OutcomeOfGrundy(x), TierTheorem, nil
}
