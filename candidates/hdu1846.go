package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// hdu1846 Brave Game: Bash game, take 1..m from n; case [n m].
func hdu1846() []Candidate {
	const id = "hdu1846"
	return []Candidate{
		{Problem: id, Name: "hdu1846-correct", Kind: Correct,
			Bug:     "first iff n%(m+1) != 0, with a hand-written fast reader",
			Program: braveFast},
		perCase(id, "hdu1846-sg-table", Correct, "Grundy table of take 1..m built per case by mex", braveSG),
		perCase(id, "hdu1846-m-for-m+1", Buggy, "n%m instead of n%(m+1)", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%c[1] != 0, "first", "second")
		}),
		perCase(id, "hdu1846-flipped", Buggy, "condition flipped: first iff n%(m+1) == 0", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) == 0, "first", "second")
		}),
		perCase(id, "hdu1846-misere-rule", Buggy, "misère Bash rule in a normal-play game: first iff n%(m+1) != 1", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) != 1, "first", "second")
		}),
		perCase(id, "hdu1846-capitalised", Buggy, "prints First/Second instead of first/second", func(c format.Case, out []byte) []byte {
			return word(out, c[0]%(c[1]+1) != 0, "First", "Second")
		}),
		{Problem: id, Name: "hdu1846-first-case-only", Kind: Buggy,
			Bug:     "reads the count line, then answers only the first case",
			Program: braveFirstOnly},
		perCase(id, "hdu1846-uint8", Buggy, "n kept in a uint8: wrong for n >= 256", func(c format.Case, out []byte) []byte {
			n := uint8(c[0])
			return word(out, int64(n)%(c[1]+1) != 0, "first", "second")
		}),
		{Problem: id, Name: "hdu1846-no-memo", Kind: Buggy, Slow: true,
			Bug:     "exponential game search without memo: right answers, far too slow",
			Program: caseProgram(id, braveNoMemo)},
	}
}

// braveFast is the judge program of hdu1846-correct: it reads C and C pairs
// straight from the bytes, for the in-process throughput path.
func braveFast(in []byte) ([]byte, error) {
	r := reader{b: in}
	c, err := r.next()
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, 7*max(0, min(c, int64(len(in)))))
	for ; c > 0; c-- {
		n, err := r.next()
		if err != nil {
			return out, err
		}
		m, err := r.next()
		if err != nil {
			return out, err
		}
		if n%(m+1) != 0 {
			out = append(out, "first\n"...)
		} else {
			out = append(out, "second\n"...)
		}
	}
	return out, nil
}

// braveSG fills G(0..n) of take 1..m by mex and answers G(n) != 0.
func braveSG(c format.Case, out []byte) []byte {
	n, m := c[0], c[1]
	g := make([]int64, n+1)
	seen := make([]bool, m+2)
	for x := int64(1); x <= n; x++ {
		clear(seen)
		for k := int64(1); k <= m && k <= x; k++ {
			seen[g[x-k]] = true
		}
		for seen[g[x]] {
			g[x]++
		}
	}
	return word(out, g[n] != 0, "first", "second")
}

// braveFirstOnly reads C, then one case, and stops.
func braveFirstOnly(in []byte) ([]byte, error) {
	r := reader{b: in}
	if _, err := r.next(); err != nil {
		return nil, err
	}
	n, err := r.next()
	if err != nil {
		return nil, err
	}
	m, err := r.next()
	if err != nil {
		return nil, err
	}
	return word(nil, n%(m+1) != 0, "first", "second"), nil
}

// noMemo searches the Bash game by plain recursion; calls counts the
// positions it visits (exponential in n once m >= 2).
type noMemo struct {
	m     int64
	calls int64
}

func (s *noMemo) wins(n int64) bool {
	s.calls++
	for k := int64(1); k <= s.m && k <= n; k++ {
		if !s.wins(n - k) {
			return true
		}
	}
	return false
}

func braveNoMemo(c format.Case, out []byte) []byte {
	s := noMemo{m: c[1]}
	return word(out, s.wins(c[0]), "first", "second")
}
