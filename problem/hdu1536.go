package problem

import (
	"strconv"
	"sync"

	"github.com/gamestress/gamestress/oracle"
)

// hdu1536 S-Nim: sums of subtraction games with move set S. One case is one
// whole test: [k s1..sk m l1 h.. l2 h.. ...]. The judge calls S a set; we
// keep its members distinct (in any order).
func hdu1536() *Problem {
	var games gameMemo
	return &Problem{
		ID:          "hdu1536",
		Title:       "S-Nim",
		Constraints: "1 ≤ k ≤ 100, 1 ≤ s ≤ 10000 distinct, 1 ≤ m ≤ 100, 1 ≤ l ≤ 100, 0 ≤ h ≤ 10000",
		Format:      "`k s1..sk`, `m`, then m lines `l h1..hl`; k = 0 ends; per test one line of m letters `W`/`L`",
		SampleIn:    "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n",
		SampleOut:   "LWW\n",
		spec: spec{
			layout: layout{framing: terminated, term: 1, fields: sNimGrammar, encode: sNimEncode,
				need: sNimNeed, maxLen: 2 + 100 + 100*101},
			answer: func(c Case) (string, error) {
				k := c[0]
				g := games.get(c[1 : 1+k])
				out := make([]byte, 0, c[1+k])
				for _, heaps := range sNimPositions(c) {
					o, _, err := oracle.SumOutcome(g, heaps)
					if err != nil {
						return "", err
					}
					out = append(out, word(o, "W", "L")[0])
				}
				return string(out), nil
			},
			boundaries: sNimBoundaries,
			proofTries: sNimProofTries,
			gen:        sNimGen,
			drops:      sNimDrops,
			equalDrops: sNimEqualDrops,
			maxCases:   20,
		},
	}
}

var (
	sNimK = field{name: "k", lo: 1, hi: 100}
	sNimS = field{name: "s", lo: 1, hi: 10000, distinct: true}
	sNimM = field{name: "m", lo: 1, hi: 100}
	sNimL = field{name: "l", lo: 1, hi: 100}
	sNimH = field{name: "h", lo: 0, hi: 10000}
)

// sNimGrammar: k, k distinct moves, m, then m groups `l h1..hl`.
func sNimGrammar(p Case) (field, int) {
	switch {
	case len(p) == 0:
		return sNimK, 1
	case len(p) < 1+int(p[0]):
		f := sNimS
		f.differ = p[1:]
		return f, 1 + int(p[0]) - len(p)
	case len(p) == 1+int(p[0]):
		return sNimM, 1
	}
	m := int(p[1+p[0]])
	pos := 2 + int(p[0])
	for g := 0; g < m; g++ {
		if pos == len(p) {
			return sNimL, 1
		}
		end := pos + 1 + int(p[pos])
		if end > len(p) {
			return sNimH, end - len(p)
		}
		pos = end
	}
	return field{}, 0
}

// sNimNeed: a missing group has 2 to 101 numbers `l h1..hl`.
func sNimNeed(p Case) (lo, hi int) {
	if len(p) == 0 {
		return 5, 2 + 100 + 100*101
	}
	k := int(p[0])
	if len(p) < 2+k {
		return k + 4, 2 + k + 100*101
	}
	m := int(p[1+k])
	lo, hi = 2+k, 2+k
	pos := 2 + k
	for g := 0; g < m; g++ {
		if pos < len(p) {
			lo, hi = lo+1+int(p[pos]), hi+1+int(p[pos])
			pos += 1 + int(p[pos])
		} else {
			lo, hi = lo+2, hi+101
		}
	}
	return lo, hi
}

// sNimPositions splits a valid case into its m positions (heaps of each).
func sNimPositions(c Case) []Case {
	k := int(c[0])
	m := int(c[1+k])
	out := make([]Case, 0, m)
	for pos := 2 + k; pos < len(c); pos += 1 + int(c[pos]) {
		out = append(out, c[pos+1:pos+1+int(c[pos])])
	}
	return out
}

func sNimEncode(out []byte, c Case) []byte {
	k := int(c[0])
	out = append(appendNums(out, c[:1+k]), '\n')
	out = append(strconv.AppendInt(out, c[1+k], 10), '\n')
	for pos := 2 + k; pos < len(c); pos += 1 + int(c[pos]) {
		out = append(appendNums(out, c[pos:pos+1+int(c[pos])]), '\n')
	}
	return out
}

// gameMemo keeps the subtraction games of recent move sets, so the oracle's
// tables for one S serve every case that repeats it.
type gameMemo struct {
	mu sync.Mutex
	g  map[string]oracle.HeapGame
}

func (gm *gameMemo) get(moves []int64) oracle.HeapGame {
	key := string(appendNums(nil, moves))
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if g, ok := gm.g[key]; ok {
		return g
	}
	if gm.g == nil || len(gm.g) >= 1024 {
		gm.g = make(map[string]oracle.HeapGame)
	}
	g := oracle.Subtraction(append([]int64(nil), moves...))
	gm.g[key] = g
	return g
}
