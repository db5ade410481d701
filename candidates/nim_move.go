package candidates

import (
	"strconv"

	"github.com/gamestress/gamestress/problem/format"
)

// nimMove "Find the optimal Nim move": print any winning move `i k`, or -1;
// case [h1..hM].
func nimMove() []Candidate {
	const id = "nim-move"
	move := func(out []byte, i int, k int64) []byte {
		out = strconv.AppendInt(out, int64(i+1), 10)
		out = append(out, ' ')
		return append(strconv.AppendInt(out, k, 10), '\n')
	}
	return []Candidate{
		perCase(id, "nim-move-correct", Correct, "take h - (h^X) from the first heap with h^X < h", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			for i, h := range c {
				if x != 0 && h^x < h {
					return move(out, i, h-(h^x))
				}
			}
			return append(out, "-1\n"...)
		}),
		perCase(id, "nim-move-last-heap", Equivalent, "takes from the last heap that wins instead of the first (any winning move is accepted)", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			for i := len(c) - 1; i >= 0; i-- {
				if x != 0 && c[i]^x < c[i] {
					return move(out, i, c[i]-(c[i]^x))
				}
			}
			return append(out, "-1\n"...)
		}),
		perCase(id, "nim-move-prints-target", Buggy, "prints the heap's new size h^X instead of the number taken", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			for i, h := range c {
				if x != 0 && h^x < h {
					return move(out, i, h^x)
				}
			}
			return append(out, "-1\n"...)
		}),
		perCase(id, "nim-move-largest-heap", Buggy, "always takes from the largest heap (its h^X may be larger than h)", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			if x == 0 {
				return append(out, "-1\n"...)
			}
			big := 0
			for i, h := range c {
				if h > c[big] {
					big = i
				}
			}
			return move(out, big, c[big]-(c[big]^x))
		}),
		perCase(id, "nim-move-heaps-from-0", Buggy, "numbers the heaps from 0", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			for i, h := range c {
				if x != 0 && h^x < h {
					return move(out, i-1, h-(h^x))
				}
			}
			return append(out, "-1\n"...)
		}),
	}
}
