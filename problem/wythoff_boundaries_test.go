package problem

import (
	"slices"
	"testing"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
)

// TestWythoffBoundariesFibonacci: hdu1527's boundaries hold the P position
// (a_k, a_k+k) of every Fibonacci k whose b fits 10^9, its mirror, and the
// ±1 neighbours of both, so a float64 φ (first wrong at k = 102334155) is
// caught without luck.
func TestWythoffBoundariesFibonacci(t *testing.T) {
	p, err := Lookup("hdu1527")
	if err != nil {
		t.Fatal(err)
	}
	bs := p.Boundaries()
	has := func(c format.Case) bool {
		return slices.ContainsFunc(bs, func(d format.Case) bool { return slices.Equal(c, d) })
	}
	const hi = 1_000_000_000
	checked, largest := 0, uint64(0)
	for f0, f1 := uint64(1), uint64(2); ; f0, f1 = f1, f0+f1 {
		a := int64(oracle.WythoffA(f0))
		b := a + int64(f0)
		if b > hi {
			break
		}
		if o, _ := oracle.WythoffOutcome(a, b); o != oracle.P {
			t.Fatalf("k=%d: (%d, %d) is not a P position by the oracle", f0, a, b)
		}
		for _, c := range []format.Case{{a, b}, {b, a}, {a - 1, b}, {a + 1, b}, {a, b - 1}, {a, b + 1},
			{b - 1, a}, {b + 1, a}, {b, a - 1}, {b, a + 1}} {
			if p.Valid(c) == nil && !has(c) {
				t.Errorf("k=%d: boundary %v missing", f0, c)
			}
		}
		checked, largest = checked+1, f0
	}
	if largest != 267_914_296 || checked < 40 {
		t.Errorf("checked %d Fibonacci k up to %d; want every one up to 267914296", checked, largest)
	}
	if !has(format.Case{int64(oracle.WythoffA(102_334_155)), int64(oracle.WythoffA(102_334_155)) + 102_334_155}) {
		t.Errorf("the P position of k = 102334155 is missing")
	}
}

// TestWythoffMaxK: wythoffMaxKFor(10^9) is the largest k with a_k + k <= 10^9.
func TestWythoffMaxK(t *testing.T) {
	const hi = 1_000_000_000
	wythoffMaxK := uint64(wythoffMaxKFor(hi))
	if wythoffMaxK != 381_966_011 {
		t.Errorf("wythoffMaxKFor(10^9) = %d, want 381966011", wythoffMaxK)
	}
	if b := oracle.WythoffA(wythoffMaxK) + wythoffMaxK; b > hi {
		t.Errorf("b of k = wythoffMaxK is %d > 10^9", b)
	}
	if b := oracle.WythoffA(wythoffMaxK+1) + wythoffMaxK + 1; b <= hi {
		t.Errorf("b of k = wythoffMaxK+1 is %d <= 10^9: wythoffMaxK is not the largest", b)
	}
}
