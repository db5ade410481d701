package oracle

import (
	"context"
	"fmt"
	"math/bits"
)

// Limits of the heap tables: positions up to searchLimit are answered from
// a searched table (the limit included: a test_range "n <= 4194304" is
// answered); beyond it only a certified period answers, and a
// certificate is sought in tables of up to certLimit values.
const (
	searchLimit = 1 << 22
	certLimit   = 1 << 23
)

// heapTable is an immutable snapshot of one play's values for heaps
// 0..len(vals)-1: Grundy values (normal play) or outcomes (misère play, P=0,
// N=1); per is the certified period, if found.
type heapTable struct {
	vals []int32
	per  *Period
}

// Period is an eventual period of a heap game's values: v(n+Period) = v(n)
// for all n >= Preperiod. Certified says it was proved (window theorem or
// Guy–Smith bound) over a searched table, not guessed.
type Period struct {
	Preperiod int64
	Period    int64
	Certified bool
	// Theorem names the certificate ("window theorem", "Guy–Smith") and
	// Checked is the number of values from Preperiod it needed to see
	// repeat (the window: the largest move; n0 + p + k for Guy–Smith).
	Theorem string
	Checked int64
}

// at answers heap n from the snapshot, if it can.
func (t *heapTable) at(n int64) (int32, Tier, bool) {
	if t == nil {
		return 0, 0, false
	}
	if n < int64(len(t.vals)) {
		return t.vals[n], TierSearch, true
	}
	if t.per != nil {
		return t.vals[t.per.Reduce(n)], TierPeriod, true
	}
	return 0, 0, false
}

// Reduce maps n >= Preperiod to its representative in [Preperiod, Preperiod+Period).
func (p *Period) Reduce(n int64) int64 {
	if n < p.Preperiod {
		return n
	}
	return p.Preperiod + (n-p.Preperiod)%p.Period
}

// value is one heap's value under play, extending the table when needed.
func (g *subGame) value(play Play, n int64) (int32, Tier, error) {
	return g.valueCtx(nil, play, n)
}

// valueCtx is value stopped when ctx is done (nil: never): a table being
// extended looks at ctx between chunks (buildCtx) and is not published.
func (g *subGame) valueCtx(ctx context.Context, play Play, n int64) (int32, Tier, error) {
	if n < 0 {
		return 0, 0, fmt.Errorf("%w: negative heap %d", ErrBadGame, n)
	}
	ht := &g.tables[play]
	if v, tier, ok := ht.cur.Load().at(n); ok {
		return v, tier, nil
	}
	ht.mu.Lock()
	defer ht.mu.Unlock()
	t := ht.cur.Load()
	if v, tier, ok := t.at(n); ok {
		return v, tier, nil
	}
	t, err := g.extend(ctx, play, t, n)
	if err != nil {
		return 0, 0, err
	}
	ht.cur.Store(t)
	v, tier, _ := t.at(n)
	return v, tier, nil
}

// extend returns a table answering n: a longer searched table when n <
// searchLimit, else one with a certified period (finite move sets only).
func (g *subGame) extend(ctx context.Context, play Play, t *heapTable, n int64) (*heapTable, error) {
	var old []int32
	if t != nil {
		old = t.vals
	}
	if n <= searchLimit {
		size := max(n+1, 2*int64(len(old)), 64)
		size = min(size, searchLimit+1)
		vals, err := g.buildCtx(ctx, play, old, int(size))
		return &heapTable{vals: vals}, err
	}
	if !g.finite {
		return nil, fmt.Errorf("%s: heap %d is beyond the search limit %d and an infinite move set has no period certificate: %w",
			g.name, n, searchLimit, ErrTooLarge)
	}
	vals := old
	for size := max(int64(len(old)), 4*g.window()+64, 1024); ; size *= 2 {
		if size > certLimit {
			return nil, fmt.Errorf("%s: no period certified within %d values, heap %d is too large to search: %w",
				g.name, certLimit, n, ErrTooLarge)
		}
		var err error
		if vals, err = g.buildCtx(ctx, play, vals, int(size)); err != nil {
			return nil, err
		}
		if p, ok := CertifyWindow(vals, g.window()); ok {
			return &heapTable{vals: vals, per: &p}, nil
		}
	}
}

// Certificate returns the certified period of g under play, searching
// tables of up to 2^23 values; ok is false when none was certified (an
// infinite move set never is).
func (g *subGame) Certificate(play Play) (Period, bool) {
	_, _, err := g.value(play, searchLimit+1) // past the searched table: the period's
	if err != nil {
		return Period{}, false
	}
	return *g.tables[play].cur.Load().per, true
}

// buildCtx is build looking at ctx (nil: never stopped) between chunks
// of heaps, each about 2^22 steps of work; a stopped build's error wraps
// ctx.Err().
func (g *subGame) buildCtx(ctx context.Context, play Play, old []int32, size int) ([]int32, error) {
	if ctx == nil {
		return g.build(play, old, size), nil
	}
	chunk := max(1<<22/max(len(g.moves), 1), 1024)
	if g.interval {
		chunk = max(1<<16, int(min(g.hi-g.lo+1, 1<<30))) // each chunk adds the window again
	}
	vals := make([]int32, len(old), size)
	copy(vals, old)
	for len(vals) < size {
		if ctx.Err() != nil {
			return nil, Stopped(ctx, g.name+": table", len(vals))
		}
		vals = g.grow(play, vals, min(size, len(vals)+chunk))
	}
	return vals, nil
}

// build returns old extended to size values (a new slice; old is not modified).
func (g *subGame) build(play Play, old []int32, size int) []int32 {
	vals := make([]int32, len(old), size)
	copy(vals, old)
	return g.grow(play, vals, size)
}

// grow extends vals (of capacity >= size) to size values in place.
func (g *subGame) grow(play Play, vals []int32, size int) []int32 {
	switch {
	case g.interval && play == Normal:
		return intervalGrundy(vals, size, g.lo, g.hi)
	case g.interval:
		return intervalMisere(vals, size, g.lo, g.hi)
	case play == Normal:
		return setGrundy(vals, size, g.moves)
	default:
		return setMisere(vals, size, g.moves)
	}
}

// setGrundy extends vals to size by v(n) = mex{v(n-s) : s in moves, s <= n},
// marking the successors' values in a bitset (one machine word when there
// are fewer than 64 moves: a mex never exceeds the number of options).
func setGrundy(vals []int32, size int, moves []int64) []int32 {
	n0 := len(vals)
	vals = vals[:size]
	if len(moves) < 64 {
		// only the moves below size matter here
		var buf [64]int
		ms := buf[:0]
		for _, s := range moves {
			if s >= int64(size) {
				break
			}
			ms = append(ms, int(s))
		}
		if len(ms) == 0 || ms[len(ms)-1] < ringSize {
			onehotGrundy(vals, n0, ms)
			return vals
		}
		for n := n0; n < size; n++ {
			var m uint64
			for _, s := range ms {
				if s > n {
					break
				}
				m |= 1 << uint(vals[n-s]&63)
			}
			vals[n] = int32(bits.TrailingZeros64(^m))
		}
		return vals
	}
	marks := make([]uint64, len(moves)/64+1)
	for n := n0; n < size; n++ {
		for _, s := range moves {
			if s > int64(n) {
				break
			}
			v := vals[int64(n)-s]
			marks[v>>6] |= 1 << uint(v&63)
		}
		vals[n] = int32(MexWords(marks))
		clear(marks)
	}
	return vals
}

// setMisere extends misère outcomes: N (1) with no move or a move to P (0).
func setMisere(vals []int32, size int, moves []int64) []int32 {
	for n := len(vals); n < size; n++ {
		v := int32(N)
		if moves[0] <= int64(n) {
			v = int32(P)
			for _, s := range moves {
				if s > int64(n) {
					break
				}
				if vals[int64(n)-s] == int32(P) {
					v = int32(N)
					break
				}
			}
		}
		vals = append(vals, v)
	}
	return vals
}

// intervalGrundy extends vals for the move set [lo, hi]: the successors of n
// are the heaps in the window [n-hi, n-lo]; it slides the window keeping a
// count per value and a bitset of the values present, so each heap costs
// O(1) updates plus a word scan for the mex.
func intervalGrundy(vals []int32, size int, lo, hi int64) []int32 {
	width := hi - lo + 1
	bound := min(width, int64(size)) + 1 // values never exceed the number of options
	cnt := make([]int32, bound+1)
	present := make([]uint64, bound/64+1)
	add := func(v int32) {
		if cnt[v] == 0 {
			present[v>>6] |= 1 << uint(v&63)
		}
		cnt[v]++
	}
	del := func(v int32) {
		cnt[v]--
		if cnt[v] == 0 {
			present[v>>6] &^= 1 << uint(v&63)
		}
	}
	n0 := int64(len(vals))
	// the window of n0: indices max(0, n0-hi) .. n0-lo
	for i := max(0, n0-hi); i <= n0-lo; i++ {
		add(vals[i])
	}
	for n := n0; n < int64(size); n++ {
		vals = append(vals, int32(MexWords(present)))
		// slide to n+1: index n+1-lo enters, index n-hi leaves
		if in := n + 1 - lo; in >= 0 {
			add(vals[in])
		}
		if out := n - hi; out >= 0 {
			del(vals[out])
		}
	}
	return vals
}

// intervalMisere extends misère outcomes for the move set [lo, hi], sliding
// a count of P positions in the window.
func intervalMisere(vals []int32, size int, lo, hi int64) []int32 {
	n0 := int64(len(vals))
	zeros := 0
	for i := max(0, n0-hi); i <= n0-lo; i++ {
		if vals[i] == int32(P) {
			zeros++
		}
	}
	for n := n0; n < int64(size); n++ {
		v := int32(P)
		if n < lo || zeros > 0 {
			v = int32(N)
		}
		vals = append(vals, v)
		if in := n + 1 - lo; in >= 0 && vals[in] == int32(P) {
			zeros++
		}
		if out := n - hi; out >= 0 && vals[out] == int32(P) {
			zeros--
		}
	}
	return vals
}

// CertifyWindow looks for the least period p, with its least preperiod n0,
// that the window theorem proves from vals: v(n+p) = v(n) for all n0 <= n <
// n0 + t (t = the largest move) implies it for all n >= n0, because every
// heap n >= t has all its moves and v(n) depends only on v(n-t..n-1).
func CertifyWindow(vals []int32, t int64) (Period, bool) {
	p, ok := certify(vals, func(n0, p int64) int64 { return t })
	p.Theorem = "window theorem"
	return p, ok
}

// certify finds the least p (and for it the least n0) such that vals agree
// with their shift by p on [n0, len-p) and that stretch covers the window
// the theorem needs (window(n0, p) values from n0).
func certify(vals []int32, window func(n0, p int64) int64) (Period, bool) {
	L := int64(len(vals))
	for p := int64(1); p < L; p++ {
		n0 := L - p
		for n0 > 0 && vals[n0-1] == vals[n0-1+p] {
			n0--
		}
		if w := window(n0, p); L-p-n0 >= w {
			return Period{Preperiod: n0, Period: p, Certified: true, Checked: w}, true
		}
	}
	return Period{}, false
}
