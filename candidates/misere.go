package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// misereNim is Bouton's misère rule: the mover wins iff some heap is >= 2
// and the XOR is not 0, or every heap is <= 1 and the 1-heaps are even.
func misereNim(hs []int64) bool {
	big, ones := false, 0
	for _, h := range hs {
		if h >= 2 {
			big = true
		}
		if h == 1 {
			ones++
		}
	}
	if big {
		return xorAll(hs) != 0
	}
	return ones%2 == 0
}

// hdu1907 John: misère Nim; case [h1..hN].
func hdu1907() []Candidate {
	const id = "hdu1907"
	return []Candidate{
		perCase(id, "hdu1907-correct", Correct, "misère Nim: XOR != 0 if a heap is >= 2, else an even number of 1-heaps", func(c format.Case, out []byte) []byte {
			return word(out, misereNim(c), "John", "Brother")
		}),
		perCase(id, "hdu1907-no-all-ones-rule", Buggy, "misère Nim without the all-ones rule: John iff XOR != 0", func(c format.Case, out []byte) []byte {
			return word(out, xorAll(c) != 0, "John", "Brother")
		}),
		perCase(id, "hdu1907-all-ones-odd", Buggy, "all-ones rule with the parity flipped: John iff the 1-heaps are odd", func(c format.Case, out []byte) []byte {
			win := misereNim(c)
			if allAtMostOne(c) {
				win = !win
			}
			return word(out, win, "John", "Brother")
		}),
	}
}

func allAtMostOne(hs []int64) bool {
	for _, h := range hs {
		if h > 1 {
			return false
		}
	}
	return true
}

// hdu2509 Be the Winner: misère Nim; case [h1..hn].
func hdu2509() []Candidate {
	const id = "hdu2509"
	return []Candidate{
		perCase(id, "hdu2509-correct", Correct, "misère Nim (Bouton's rule with the all-ones case)", func(c format.Case, out []byte) []byte {
			return word(out, misereNim(c), "Yes", "No")
		}),
		perCase(id, "hdu2509-normal-rule", Buggy, "normal-play Nim rule in a misère game: Yes iff XOR != 0", func(c format.Case, out []byte) []byte {
			return word(out, xorAll(c) != 0, "Yes", "No")
		}),
		perCase(id, "hdu2509-upper", Buggy, "prints YES/NO instead of Yes/No", func(c format.Case, out []byte) []byte {
			return word(out, misereNim(c), "YES", "NO")
		}),
	}
}

// misere-bash: take 1..m from n, the last taker loses; case [n m].
func misereBash() []Candidate {
	const id = "misere-bash"
	return []Candidate{
		perCase(id, "misere-bash-correct", Correct, "first iff n%(m+1) != 1", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) != 1, "first", "second")
		}),
		perCase(id, "misere-bash-normal-rule", Buggy, "normal-play Bash rule in a misère game: first iff n%(m+1) != 0", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) != 0, "first", "second")
		}),
	}
}
