package oracle

import "testing"

// northcottState is a whole Northcott position: piece columns per row
// (first player's piece, second player's piece) and whose turn it is.
type northcottState struct {
	rows [2][2]int8
	turn int8
}

// retrogradeNorthcott labels every position of a board of nrows rows (1 or
// 2) and the given width as a win or a loss for the player to move, or a
// draw: positions where the mover has no move are losses; a position with
// a move to a loss is a win; one whose every move leads to a win is a loss;
// whatever is never labelled is a draw (the game is loopy).
func retrogradeNorthcott(nrows int, width int8) map[northcottState]int {
	var states []northcottState
	var rec func(s northcottState, r int)
	rec = func(s northcottState, r int) {
		if r == nrows {
			for turn := int8(0); turn < 2; turn++ {
				s.turn = turn
				states = append(states, s)
			}
			return
		}
		for a := int8(1); a <= width; a++ {
			for b := int8(1); b <= width; b++ {
				if a != b {
					s.rows[r] = [2]int8{a, b}
					rec(s, r+1)
				}
			}
		}
	}
	rec(northcottState{}, 0)
	moves := func(s northcottState) []northcottState {
		var out []northcottState
		p := s.turn
		for r := range nrows {
			mine, theirs := s.rows[r][p], s.rows[r][1-p]
			lo, hi := int8(1), width
			if mine < theirs {
				hi = theirs - 1
			} else {
				lo = theirs + 1
			}
			for c := lo; c <= hi; c++ {
				if c != mine {
					t := s
					t.rows[r][p] = c
					t.turn = 1 - p
					out = append(out, t)
				}
			}
		}
		return out
	}
	const win, loss = 1, -1
	label := map[northcottState]int{}
	for changed := true; changed; {
		changed = false
		for _, s := range states {
			if label[s] != 0 {
				continue
			}
			allWin := true
			for _, t := range moves(s) {
				switch label[t] {
				case loss:
					label[s] = win
				case 0:
					allWin = false
				}
				if label[s] == win {
					break
				}
			}
			if label[s] == 0 && allWin {
				label[s] = loss
			}
			changed = changed || label[s] != 0
		}
	}
	return label
}

func TestNorthcottTheoremMatchesRetrograde(t *testing.T) {
	for nrows := 1; nrows <= 2; nrows++ {
		for width := int8(2); width <= 6; width++ {
			label := retrogradeNorthcott(nrows, width)
			for s, l := range label {
				if s.turn != 0 {
					continue
				}
				var rows [][2]int64
				for r := range nrows {
					rows = append(rows, [2]int64{int64(s.rows[r][0]), int64(s.rows[r][1])})
				}
				o, tier, err := NorthcottOutcome(int64(width), rows)
				if err != nil || tier != TierTheorem {
					t.Fatal(err)
				}
				if (o == N) != (l == 1) || l == 0 {
					t.Fatalf("%d rows width %d %v: theorem %v, retrograde %d (1 win, -1 loss, 0 draw)", nrows, width, rows, o, l)
				}
			}
			// every first-player position got a label: no draws
			want := 1
			for range nrows {
				want *= int(width) * int(width-1)
			}
			n := 0
			for s := range label {
				if s.turn == 0 && label[s] != 0 {
					n++
				}
			}
			if n != want {
				t.Fatalf("%d rows width %d: %d of %d positions decided", nrows, width, n, want)
			}
		}
	}
}
