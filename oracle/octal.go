package oracle

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// SplitGame is a heap game whose moves may leave two heaps: an octal game
// (code d0.d1d2...dk: removing i counters is allowed leaving no heap when
// d_i has bit 1, one non-empty heap when it has bit 2, two non-empty heaps
// when it has bit 4), or Grundy's game (split one heap into two unequal
// non-empty heaps). Its Grundy values come from a table; the outcome of a
// position of several heaps under misère play only from searching the
// whole position.
type SplitGame struct {
	name    string
	code    []uint8 // octal digits d0..dk, nil for Grundy's game
	unequal bool    // Grundy's game
	tables  heapTables
}

// splitSearchLimit bounds the heaps of a searched split-game table, the
// limit included (each heap costs O(n) options); certificates are sought up to splitCertLimit.
const (
	splitSearchLimit = 1 << 13
	splitCertLimit   = 1 << 14
)

var splitGames sync.Map // name → *SplitGame

// Octal parses an octal code such as "0.77" (Kayles), "0.07" (Dawson's
// Kayles), "4.0" or "4" (split a heap in two): digits 0..7, at most one
// point, at least one non-zero digit.
func Octal(code string) (*SplitGame, error) {
	digits, err := parseOctal(code)
	if err != nil {
		return nil, err
	}
	name := "octal(" + code + ")"
	if g, ok := splitGames.Load(name); ok {
		return g.(*SplitGame), nil
	}
	g, _ := splitGames.LoadOrStore(name, &SplitGame{name: name, code: digits})
	return g.(*SplitGame), nil
}

func parseOctal(code string) ([]uint8, error) {
	whole, frac, _ := strings.Cut(code, ".")
	if whole == "" {
		whole = "0"
	}
	if len(whole) != 1 || strings.Contains(frac, ".") {
		return nil, fmt.Errorf("%w: octal code %q: want d0.d1d2... with one digit before the point", ErrBadGame, code)
	}
	var digits []uint8
	nonzero := false
	for _, c := range whole + frac {
		if c < '0' || c > '7' {
			return nil, fmt.Errorf("%w: octal code %q: %q is not an octal digit", ErrBadGame, code, c)
		}
		digits = append(digits, uint8(c-'0'))
		nonzero = nonzero || c != '0'
	}
	if !nonzero {
		return nil, fmt.Errorf("%w: octal code %q has no move", ErrBadGame, code)
	}
	if digits[0]&3 != 0 {
		return nil, fmt.Errorf("%w: octal code %q: d0 may only be 0 or 4 (removing nothing must split)", ErrBadGame, code)
	}
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return digits, nil
}

// Kayles is octal 0.77; DawsonKayles is octal 0.07; Split is octal 4 (split
// one heap into two non-empty heaps).
func Kayles() *SplitGame       { g, _ := Octal("0.77"); return g }
func DawsonKayles() *SplitGame { g, _ := Octal("0.07"); return g }
func Split() *SplitGame {
	g, _ := splitGames.LoadOrStore("split", &SplitGame{name: "split", code: []uint8{4}})
	return g.(*SplitGame)
}

// GrundyGame is Grundy's game: split one heap into two unequal non-empty heaps.
func GrundyGame() *SplitGame {
	g, _ := splitGames.LoadOrStore("grundy-game", &SplitGame{name: "grundy-game", unequal: true})
	return g.(*SplitGame)
}

// Name is the game's name.
func (g *SplitGame) Name() string { return g.name }

// Code is the octal code's digits d0..dk (nil for Grundy's game).
func (g *SplitGame) Code() []uint8 { return g.code }

func (g *SplitGame) String() string {
	if g.code == nil {
		return g.name
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(int(g.code[0])))
	b.WriteByte('.')
	for _, d := range g.code[1:] {
		b.WriteByte('0' + d)
	}
	return b.String()
}

// eachOption calls f for every move from a heap of n: take counters are
// removed and the heaps a, b (0 = none) are left, a <= b.
func (g *SplitGame) eachOption(n int64, f func(take, a, b int64) bool) {
	if g.unequal {
		for a := int64(1); 2*a < n; a++ {
			if !f(0, a, n-a) {
				return
			}
		}
		return
	}
	for i, d := range g.code {
		take := int64(i)
		if take > n {
			return
		}
		r := n - take
		if d&1 != 0 && r == 0 && take > 0 && !f(take, 0, 0) {
			return
		}
		if d&2 != 0 && r > 0 && take > 0 && !f(take, 0, r) {
			return
		}
		if d&4 != 0 {
			for a := int64(1); 2*a <= r; a++ {
				if !f(take, a, r-a) {
					return
				}
			}
		}
	}
}

// Grundy is the Grundy value of one heap of n: from the searched table for
// n below 2^13, else from a Guy–Smith certified period (octal games only).
func (g *SplitGame) Grundy(n int64) (int, Tier, error) {
	return g.grundyCtx(nil, n)
}

// grundyCtx is Grundy stopped when ctx is done (nil: never): a table
// being extended looks at ctx every 64 heaps and is not published.
func (g *SplitGame) grundyCtx(ctx context.Context, n int64) (int, Tier, error) {
	if n < 0 {
		return 0, 0, fmt.Errorf("%w: negative heap %d", ErrBadGame, n)
	}
	ht := &g.tables
	if v, tier, ok := ht.cur.Load().at(n); ok {
		return int(v), tier, nil
	}
	ht.mu.Lock()
	defer ht.mu.Unlock()
	t := ht.cur.Load()
	if v, tier, ok := t.at(n); ok {
		return int(v), tier, nil
	}
	t, err := g.extend(ctx, t, n)
	if err != nil {
		return 0, 0, err
	}
	ht.cur.Store(t)
	v, tier, _ := t.at(n)
	return int(v), tier, nil
}

func (g *SplitGame) extend(ctx context.Context, t *heapTable, n int64) (*heapTable, error) {
	var old []int32
	if t != nil {
		old = t.vals
	}
	if n <= splitSearchLimit {
		size := min(max(n+1, 2*int64(len(old)), 64), splitSearchLimit+1)
		vals, err := g.build(ctx, old, int(size))
		return &heapTable{vals: vals}, err
	}
	if g.code == nil {
		return nil, fmt.Errorf("%s: heap %d is beyond the search limit %d and the game has no known period: %w",
			g.name, n, splitSearchLimit, ErrTooLarge)
	}
	vals := old
	for size := max(int64(len(old)), 256); size <= splitCertLimit; size *= 2 {
		var err error
		if vals, err = g.build(ctx, vals, int(size)); err != nil {
			return nil, err
		}
		if p, ok := g.certify(vals); ok {
			return &heapTable{vals: vals, per: &p}, nil
		}
	}
	return nil, fmt.Errorf("%s: no period certified within %d values, heap %d is too large to search: %w",
		g.name, splitCertLimit, n, ErrTooLarge)
}

// certify applies the Guy–Smith periodicity theorem (Guy and Smith, "The
// G-values of various games", 1956; Winning Ways ch. 4): for an octal game
// whose last non-zero digit is d_k, if G(n+p) = G(n) for all n0 <= n <
// 2·n0 + p + k, then for all n >= n0.
func (g *SplitGame) certify(vals []int32) (Period, bool) {
	k := int64(len(g.code) - 1)
	p, ok := certify(vals, func(n0, p int64) int64 { return n0 + p + k })
	p.Theorem = "Guy–Smith"
	return p, ok
}

// Period is the certified period of the Grundy values (octal games only).
func (g *SplitGame) Period() (Period, bool) {
	if g.code == nil {
		return Period{}, false
	}
	if _, _, err := g.Grundy(splitSearchLimit + 1); err != nil { // past the searched table: the period's
		return Period{}, false
	}
	return *g.tables.cur.Load().per, true
}

// build extends vals to size: G(n) = mex over the options of G(a) ^ G(b)
// (a new slice; old is not modified). It looks at ctx (nil: never) every
// 64 heaps: a stopped build's error wraps ctx.Err().
func (g *SplitGame) build(ctx context.Context, old []int32, size int) ([]int32, error) {
	vals := make([]int32, len(old), size)
	copy(vals, old)
	var marks []uint64
	for n := int64(len(vals)); n < int64(size); n++ {
		if ctx != nil && n%64 == 0 && ctx.Err() != nil {
			return nil, Stopped(ctx, g.name+": table", int(n))
		}
		bound := int64(len(g.code))*(n/2+1) + n + 2 // more than the number of options
		words := int(bound/64 + 1)
		if cap(marks) < words {
			marks = make([]uint64, words)
		}
		marks = marks[:words]
		clear(marks)
		g.eachOption(n, func(_, a, b int64) bool {
			if v := int64(vals[a] ^ vals[b]); v < bound {
				marks[v>>6] |= 1 << uint(v&63)
			}
			return true
		})
		vals = append(vals, int32(MexWords(marks)))
	}
	return vals, nil
}
