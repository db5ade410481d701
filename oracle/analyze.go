package oracle

import (
	"context"
	"fmt"
	"slices"
	"strconv"
)

// wholeSearchLimit bounds the states of a whole-position search (misère
// sums); a variable so that tests can reach it quickly.
var wholeSearchLimit = 1 << 17

// Analyze solves one position of a catalogue game (see Games): pos is the
// heaps, or the target (reach), or the two heaps (wythoff), or the board's
// sides (board). misere-bash is always misère play; reach, wythoff and board
// only normal.
func Analyze(name string, p Params, play Play, pos []int64) (Answer, error) {
	return AnalyzeContext(nil, name, p, play, pos)
}

// AnalyzeContext is Analyze stopped when ctx is done (nil: never): a
// table being built or a search under way then returns an error wrapping
// ctx.Err() (cataloguectx.go).
func AnalyzeContext(ctx context.Context, name string, p Params, play Play, pos []int64) (Answer, error) {
	info, ok := LookupGame(name)
	if !ok {
		return Answer{}, fmt.Errorf("%w: unknown game %q", ErrBadGame, name)
	}
	if name == "misere-bash" {
		play = Misere
	}
	if play == Misere && !info.Misere {
		return Answer{}, fmt.Errorf("%w: %s has no misère version here", ErrBadGame, name)
	}
	for _, v := range pos {
		if v < 0 {
			return Answer{}, fmt.Errorf("%w: negative position value %d", ErrBadGame, v)
		}
	}
	switch name {
	case "nim":
		return analyzeNim(play, pos), nil
	case "wythoff":
		if len(pos) != 2 {
			return Answer{}, fmt.Errorf("%w: wythoff needs two heaps, got %d numbers", ErrBadGame, len(pos))
		}
		return analyzeWythoff(pos[0], pos[1]), nil
	case "board":
		if len(pos) != 2 {
			return Answer{}, fmt.Errorf("%w: board needs N M, got %d numbers", ErrBadGame, len(pos))
		}
		if err := warmBoard(ctx); err != nil {
			return Answer{}, err
		}
		return analyzeBoard(pos[0], pos[1])
	case "reach":
		if len(pos) != 1 {
			return Answer{}, fmt.Errorf("%w: reach needs one target, got %d numbers", ErrBadGame, len(pos))
		}
		return analyzeReach(pos[0], p.M)
	}
	r, err := heapGameOf(name, p)
	if err != nil {
		return Answer{}, err
	}
	if len(pos) == 0 {
		return Answer{}, fmt.Errorf("%w: %s needs at least one heap", ErrBadGame, name)
	}
	if err := warmHeap(ctx, r, play, slices.Max(pos)); err != nil {
		return Answer{}, err
	}
	if play == Normal {
		return analyzeSum(r, pos)
	}
	return analyzeMisere(ctx, r, pos)
}

func analyzeSum(r heapRules, heaps []int64) (Answer, error) {
	var x int32
	tier := TierSum
	for _, n := range heaps {
		g, t, err := r.grundyOf(n)
		if err != nil {
			return Answer{}, err
		}
		x ^= g
		if len(heaps) == 1 {
			tier = t
		}
	}
	win, err := sumWinning(r, heaps, x)
	if err != nil {
		return Answer{}, err
	}
	return Answer{Outcome: OutcomeOfGrundy(x), Grundy: int(x), Winning: win, Tier: tier}, nil
}

func analyzeMisere(ctx context.Context, r heapRules, heaps []int64) (Answer, error) {
	if sg, ok := r.(*subGame); ok && len(heaps) == 1 {
		n := heaps[0]
		v, tier, err := sg.value(Misere, n)
		if err != nil {
			return Answer{}, err
		}
		a := Answer{Outcome: Outcome(v), Grundy: -1, Tier: tier}
		count := 0
		sg.each(n, func(s int64) bool {
			if count++; count > maxOptions {
				err = fmt.Errorf("%s: more than %d moves from a heap of %d: %w", sg.name, maxOptions, n, ErrTooLarge)
				return false
			}
			w, _, e := sg.value(Misere, n-s)
			if e != nil {
				err = e
				return false
			}
			if w == int32(P) {
				a.Winning = append(a.Winning, optionLabel(n, s, 0, n-s))
			}
			return true
		})
		return a, err
	}
	s := NewSolver[HeapSet](SumGame{r}, Misere)
	s.MaxStates = wholeSearchLimit
	s.Ctx = ctx
	res, err := s.Solve(NewHeapSet(heaps...))
	if err != nil {
		return Answer{}, err
	}
	return Answer{Outcome: res.Outcome, Grundy: -1, Winning: labels(res.Winning), Tier: TierSearch}, nil
}

func labels[S comparable](ms []Move[S]) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Label
	}
	return out
}

func analyzeNim(play Play, heaps []int64) Answer {
	o, tier := NimOutcome(heaps, play)
	a := Answer{Outcome: o, Grundy: -1, Tier: tier}
	var x int64
	for _, h := range heaps {
		x ^= h
	}
	if play == Normal {
		a.Grundy = int(x)
		for _, m := range NimWinning(heaps) {
			a.Winning = append(a.Winning, nimLabel(len(heaps), m))
		}
		return a
	}
	// Misère: a winning move leaves a P position. Only three targets per
	// heap can: h^X (the normal-play move) and 0 or 1 (when the result has
	// no heap >= 2); any other result keeps a heap >= 2 and a non-zero XOR.
	hs := append([]int64(nil), heaps...)
	for i, h := range heaps {
		for _, t := range []int64{h ^ x, 0, 1} {
			if t >= h {
				continue
			}
			hs[i] = t
			if o, _ := NimOutcome(hs, Misere); o == P {
				a.Winning = appendNew(a.Winning, nimLabel(len(heaps), NimMove{Index: i, From: h, To: t}))
			}
			hs[i] = h
		}
	}
	return a
}

func appendNew(s []string, v string) []string {
	for _, w := range s {
		if w == v {
			return s
		}
	}
	return append(s, v)
}

func nimLabel(count int, m NimMove) string {
	return heapLabel(count, m.Index, m.From) + "take " + strconv.FormatInt(m.From-m.To, 10) + " → " + strconv.FormatInt(m.To, 10)
}

func analyzeReach(target, m int64) (Answer, error) {
	o, raises, tier, err := ReachWinning(target, m)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Outcome: o, Grundy: -1, Tier: tier}
	for _, r := range raises {
		a.Winning = append(a.Winning, "raise "+strconv.FormatInt(r, 10))
	}
	if target*m <= 1<<22 {
		s := NewSolver[int64](ReachGame{Target: target, MaxRaise: m}, Normal)
		if g, err := s.Grundy(0); err == nil {
			a.Grundy = g
		}
	}
	return a, nil
}

func analyzeBoard(n, m int64) (Answer, error) {
	o, tier, err := BoardOutcome(n, m)
	if err != nil {
		return Answer{}, err
	}
	a := Answer{Outcome: o, Grundy: -1, Tier: tier}
	start := [2]int64{n - 1, m - 1}
	for mv := range (BoardGame{}).Moves(start) {
		if q, _, _ := BoardOutcome(mv.To[0]+1, mv.To[1]+1); q == P {
			a.Winning = append(a.Winning, mv.Label)
		}
	}
	if n*m <= 1<<16 {
		s := NewSolver[[2]int64](BoardGame{}, Normal)
		if g, err := s.Grundy(start); err == nil {
			a.Grundy = g
		}
	}
	return a, nil
}

func analyzeWythoff(a, b int64) Answer {
	o, tier := WythoffOutcome(a, b)
	ans := Answer{Outcome: o, Grundy: -1, Tier: tier}
	if a < wythoffSearch && b < wythoffSearch {
		s := NewSolver[[2]int64](WythoffGame{}, Normal)
		res, err := s.Solve(sort2(a, b))
		if err == nil {
			ans.Grundy = res.Grundy
			ans.Winning = labels(res.Winning)
		}
		return ans
	}
	ans.Winning = wythoffWinning(a, b)
	return ans
}

// wythoffWinning lists the moves from (a, b) to P positions by Wythoff's
// theorem: a P position shares a heap with (a, b) or its difference.
func wythoffWinning(a, b int64) []string {
	x, y := sort2(a, b)[0], sort2(a, b)[1]
	var out []string
	// reduce y to x's partner, or reduce x to y's partner (or x's partner if
	// it is smaller), or reduce both to the P position of difference y-x.
	add := func(label string, to [2]int64) {
		if o, _ := WythoffOutcome(to[0], to[1]); o == P {
			out = appendNew(out, label)
		}
	}
	for _, q := range wythoffPartners(x) {
		if q < y {
			add(fmt.Sprintf("take %d from %d", y-q, y), sort2(x, q))
		}
		if q < x {
			add(fmt.Sprintf("take %d from %d", x-q, x), sort2(q, y))
		}
	}
	for _, q := range wythoffPartners(y) {
		if q < x {
			add(fmt.Sprintf("take %d from %d", x-q, x), sort2(q, y))
		}
	}
	k := uint64(y - x)
	if ak := int64(WythoffA(k)); ak < x {
		add(fmt.Sprintf("take %d from both", x-ak), [2]int64{ak, ak + int64(k)})
	}
	return out
}

// wythoffPartners are the values q with (x, q) a P position (at most one
// besides x = 0's partner 0).
func wythoffPartners(x int64) []int64 {
	// x = a_k: partner a_k + k; x = a_k + k: partner a_k. a_k and a_k + k
	// increase with k, so binary search finds k.
	var out []int64
	if k, ok := searchK(x, func(k uint64) uint64 { return WythoffA(k) }); ok {
		out = append(out, x+int64(k))
	}
	if k, ok := searchK(x, func(k uint64) uint64 { return WythoffA(k) + k }); ok {
		out = append(out, x-int64(k))
	}
	return out
}

func searchK(x int64, f func(uint64) uint64) (uint64, bool) {
	lo, hi := uint64(0), uint64(x)+1
	for lo < hi {
		mid := lo + (hi-lo)/2
		if f(mid) < uint64(x) {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, lo <= uint64(x) && f(lo) == uint64(x)
}
