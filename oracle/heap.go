package oracle

import (
	"fmt"
	"iter"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// HeapGame is a game on one heap of n, with its name and move rule.
type HeapGame interface {
	Game[int64]
	Name() string
}

// subGame is a subtraction game: from a heap of n, take any s in the move
// set with s <= n. The move set is either one interval [lo, hi] (Bash, take
// a..b) or a sorted list of amounts (a finite set, or the first terms of an
// infinite one that matter below 2^62).
type subGame struct {
	name     string
	interval bool
	lo, hi   int64   // the interval, when interval
	moves    []int64 // sorted, distinct, positive, when !interval
	finite   bool    // the move set is finite: the window theorem applies
	tables   [2]heapTables
}

// heapTables holds one play's table: an immutable snapshot readers load
// atomically; writers extend it under mu.
type heapTables struct {
	mu  sync.Mutex
	cur atomic.Pointer[heapTable]
}

func (g *subGame) Name() string { return g.name }

// window is t = the largest move (finite move sets only).
func (g *subGame) window() int64 {
	if g.interval {
		return g.hi
	}
	return g.moves[len(g.moves)-1]
}

// Moves yields "take s" for every legal s, ascending.
func (g *subGame) Moves(n int64) iter.Seq[Move[int64]] {
	return func(yield func(Move[int64]) bool) {
		g.each(n, func(s int64) bool {
			return yield(Move[int64]{Label: "take " + strconv.FormatInt(s, 10), To: n - s})
		})
	}
}

// AppendMoves is the solver's fast path.
func (g *subGame) AppendMoves(dst []int64, n int64) []int64 {
	g.each(n, func(s int64) bool { dst = append(dst, n-s); return true })
	return dst
}

func (g *subGame) each(n int64, f func(s int64) bool) {
	if g.interval {
		for s := g.lo; s <= g.hi && s <= n; s++ {
			if !f(s) {
				return
			}
		}
		return
	}
	for _, s := range g.moves {
		if s > n || !f(s) {
			return
		}
	}
}

// gameKey identifies a cached game; set is the move list for subtraction games.
type gameKey struct {
	kind   uint8
	lo, hi int64
	set    string
}

const maxCachedGames = 4096

const (
	kindBash uint8 = iota
	kindRange
	kindSet
	kindPowers
	kindFib
)

// heapGames caches one *subGame (with its tables) per game, so repeated
// constructors in a stress loop return the same warmed-up value. It holds at
// most maxCachedGames games and is emptied when full (random move sets in a
// stress loop would otherwise grow it without bound); a game already handed
// out keeps its tables.
var heapGames = struct {
	sync.RWMutex
	m map[gameKey]*subGame
}{m: map[gameKey]*subGame{}}

func cachedGame(k gameKey, build func() *subGame) *subGame {
	heapGames.RLock()
	g := heapGames.m[k]
	heapGames.RUnlock()
	if g != nil {
		return g
	}
	heapGames.Lock()
	defer heapGames.Unlock()
	if g = heapGames.m[k]; g == nil {
		if len(heapGames.m) >= maxCachedGames {
			clear(heapGames.m)
		}
		g = build()
		heapGames.m[k] = g
	}
	return g
}

// badGame is the HeapGame returned for invalid parameters: every answer is
// an error wrapping ErrBadGame.
type badGame struct{ err error }

func (b badGame) Name() string                      { return "invalid: " + b.err.Error() }
func (b badGame) Moves(int64) iter.Seq[Move[int64]] { return func(func(Move[int64]) bool) {} }
func (b badGame) Err() error                        { return b.err }
func badGamef(format string, a ...any) HeapGame {
	return badGame{fmt.Errorf("%w: "+format, append([]any{ErrBadGame}, a...)...)}
}

// GameErr reports why g is invalid (a constructor got bad parameters), or nil.
func GameErr(g HeapGame) error {
	if b, ok := g.(badGame); ok {
		return b.err
	}
	return nil
}

// Bash: take 1..m. Subtraction: take any of moves. TakeRange: take a..b (fewer
// than a left: no move). PowersOfTwo: take 1, 2, 4, ... Fibonacci: take 1, 2, 3, 5, 8, ...
//
// Invalid parameters (m < 1, a < 1, a > b, an empty or non-positive move
// set) give a game whose every answer is an error wrapping ErrBadGame; see GameErr.
func Bash(m int64) HeapGame {
	if m < 1 {
		return badGamef("bash needs m >= 1, got %d", m)
	}
	return cachedGame(gameKey{kind: kindBash, hi: m}, func() *subGame {
		return &subGame{name: "bash(m=" + strconv.FormatInt(m, 10) + ")", interval: true, lo: 1, hi: m, finite: true}
	})
}

// Subtraction is the game of taking any amount in moves (duplicates ignored).
func Subtraction(moves []int64) HeapGame {
	if len(moves) == 0 {
		return badGamef("subtraction needs a non-empty move set")
	}
	var key [128]byte
	k := key[:0]
	sorted := true
	for i, s := range moves {
		if s < 1 {
			return badGamef("subtraction moves must be positive, got %d", s)
		}
		if i > 0 && s <= moves[i-1] {
			sorted = false
		}
		k = strconv.AppendInt(k, s, 10)
		k = append(k, ',')
	}
	if !sorted {
		return Subtraction(sortedSet(moves))
	}
	heapGames.RLock()
	g := heapGames.m[gameKey{kind: kindSet, set: string(k)}]
	heapGames.RUnlock()
	if g != nil {
		return g
	}
	set := append([]int64(nil), moves...)
	return cachedGame(gameKey{kind: kindSet, set: string(k)}, func() *subGame {
		return &subGame{name: "subtraction(" + strings.TrimSuffix(string(k), ",") + ")", moves: set, finite: true}
	})
}

func sortedSet(moves []int64) []int64 {
	s := append([]int64(nil), moves...)
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// TakeRange is the game of taking a..b (a heap of fewer than a has no move).
func TakeRange(a, b int64) HeapGame {
	if a < 1 || a > b {
		return badGamef("take-range needs 1 <= a <= b, got a=%d b=%d", a, b)
	}
	return cachedGame(gameKey{kind: kindRange, lo: a, hi: b}, func() *subGame {
		return &subGame{name: fmt.Sprintf("take-range(a=%d,b=%d)", a, b), interval: true, lo: a, hi: b, finite: true}
	})
}

// PowersOfTwo is the game of taking 1, 2, 4, 8, ... (an infinite move set).
func PowersOfTwo() HeapGame {
	return cachedGame(gameKey{kind: kindPowers}, func() *subGame {
		var s []int64
		for p := int64(1); p > 0 && p <= 1<<62; p *= 2 {
			s = append(s, p)
		}
		return &subGame{name: "powers-of-two", moves: s}
	})
}

// Fibonacci is the game of taking a Fibonacci number 1, 2, 3, 5, 8, ...
// (an infinite move set).
func Fibonacci() HeapGame {
	return cachedGame(gameKey{kind: kindFib}, func() *subGame {
		s := []int64{1, 2}
		for {
			x := s[len(s)-1] + s[len(s)-2]
			if x < 0 || x > 1<<62 {
				break
			}
			s = append(s, x)
		}
		return &subGame{name: "fibonacci", moves: s}
	})
}
