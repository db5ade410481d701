package oracle

import "fmt"

// genericLimit bounds the states a Solver may visit for a HeapGame that is
// not one of this package's own (those have tables and certificates).
const genericLimit = 1 << 20

// HeapOutcome is the outcome of one heap of n under play, for any n up to
// 10^18 when a period is certified, else by search (error when too large).
func HeapOutcome(g HeapGame, play Play, n int64) (Outcome, Tier, error) {
	if sg, ok := g.(*subGame); ok {
		v, tier, err := sg.value(play, n)
		if err != nil {
			return P, tier, err
		}
		if play == Normal {
			return OutcomeOfGrundy(v), tier, nil
		}
		return Outcome(v), tier, nil
	}
	if err := GameErr(g); err != nil {
		return P, TierSearch, err
	}
	if n < 0 {
		return P, TierSearch, fmt.Errorf("%w: negative heap %d", ErrBadGame, n)
	}
	s := NewSolver[int64](g, play)
	s.MaxStates = genericLimit
	o, err := s.Outcome(n)
	return o, TierSearch, err
}

// HeapGrundy is the Grundy value of one heap of n (normal play), as HeapOutcome.
func HeapGrundy(g HeapGame, n int64) (int, Tier, error) {
	if sg, ok := g.(*subGame); ok {
		v, tier, err := sg.value(Normal, n)
		return int(v), tier, err
	}
	if err := GameErr(g); err != nil {
		return 0, TierSearch, err
	}
	if n < 0 {
		return 0, TierSearch, fmt.Errorf("%w: negative heap %d", ErrBadGame, n)
	}
	s := NewSolver[int64](g, Normal)
	s.MaxStates = genericLimit
	v, err := s.Grundy(n)
	return v, TierSearch, err
}

// HeapPeriod is the certified period of g's values under play (Grundy values
// for normal play, outcomes for misère play). ok is false when no period is
// certified within the search limits; an infinite move set never has one.
func HeapPeriod(g HeapGame, play Play) (p Period, ok bool) {
	if sg, isSub := g.(*subGame); isSub && sg.finite {
		return sg.Certificate(play)
	}
	return Period{}, false
}

// OutcomeOfGrundy is P for a Grundy value of 0, N for any other (normal
// play).
func OutcomeOfGrundy[T int | int32 | int64](v T) Outcome {
	if v == 0 {
		return P
	}
	return N
}

// SumOutcome is the normal-play outcome of a sum of heaps of g (SG composition).
func SumOutcome(g HeapGame, heaps []int64) (Outcome, Tier, error) {
	x := 0
	for _, h := range heaps {
		v, _, err := HeapGrundy(g, h)
		if err != nil {
			return P, TierSum, err
		}
		x ^= v
	}
	return OutcomeOfGrundy(x), TierSum, nil
}
