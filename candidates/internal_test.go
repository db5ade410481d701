package candidates

import (
	"slices"
	"testing"
)

// TestFibTo610Equivalent proves hdu1848-fib-to-610 equivalent: its Grundy
// table equals the full one on every heap 0..1000, and the answer of a case
// depends only on the table.
func TestFibTo610Equivalent(t *testing.T) {
	if !slices.Equal(fibTo610(), fibFull()) {
		t.Error("Grundy tables differ without the move 987")
	}
	if slices.Equal(fibBelow100(), fibFull()) {
		t.Error("the short Fibonacci list of hdu1848-fib-below-100 changes nothing")
	}
}

// TestPowersTo256Equivalent: the win tables with and without the move 512
// agree on every n in 0..1000.
func TestPowersTo256Equivalent(t *testing.T) {
	if !slices.Equal(powerWins256(), powerWinsFull()) {
		t.Error("win tables differ without the move 512")
	}
}

// TestNoMemoIsExponential: the plain recursion of hdu1846-no-memo visits a
// number of positions that grows geometrically with n (here m = 2: 3x
// every 3 steps), so a valid case such as n = 1000 never finishes.
func TestNoMemoIsExponential(t *testing.T) {
	calls := func(n int64) int64 {
		s := noMemo{m: 2}
		s.wins(n)
		return s.calls
	}
	a, b := calls(15), calls(30)
	if b < 200*a {
		t.Errorf("calls(15) = %d, calls(30) = %d: want growth of at least 200x over 15 steps", a, b)
	}
	s := noMemo{m: 2}
	for n := int64(0); n <= 24; n++ {
		if s.wins(n) != (n%3 != 0) {
			t.Fatalf("no-memo search says %v for n = %d, m = 2", s.wins(n), n)
		}
	}
}
