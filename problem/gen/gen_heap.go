package gen

import (
	"slices"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/leanovate/gopter"
)

// Generators and boundaries of the one- and two-number problems. Each
// favours where contest bugs live: multiples of the period and their
// neighbours, equal values, and the top of the constraints.

// bashGen draws [n m] for take-1..m games; shift is where P positions sit
// modulo m+1 (0 normal play, 1 misère), so n = k(m+1)+shift±1 is favoured.
func BashGen(nMax, mMax, shift int64) func(*gopter.GenParameters) format.Case {
	return func(p *gopter.GenParameters) format.Case {
		m := LogScaled(p, 1, mMax)
		var n int64
		switch Choose(p, 2, 4, 2, 1, 1) {
		case 0:
			n = Scaled(p, 1, nMax)
		case 1: // around a multiple of m+1
			k := Between(p, 0, top(p, 0, nMax/(m+1)))
			n = k*(m+1) + shift + Between(p, -1, 1)
		case 2: // n next to m: one move takes all
			n = m + Between(p, -1, 2)
		case 3: // the top of the constraints
			n, m = NearTop(p, 1, nMax), max(1, []int64{m, NearTop(p, 1, mMax)}[p.Rng.Intn(2)])
		case 4: // the largest multiple that fits
			n = (nMax-shift)/(m+1)*(m+1) + shift + Between(p, -1, 1)
		}
		return format.Case{Clamp(n, 1, nMax), m}
	}
}

func BashBoundaries(nMax, mMax, shift int64) []format.Case {
	var out []format.Case
	for _, m := range []int64{1, 2, 3, 10, mMax / 2, mMax - 1, mMax} {
		for _, k := range []int64{0, 1, 2, (nMax - shift) / (m + 1)} {
			for d := int64(-1); d <= 1; d++ {
				out = append(out, format.Case{k*(m+1) + shift + d, m})
			}
		}
		out = append(out, format.Case{m, m}, format.Case{nMax, m})
	}
	return out
}

// takeRangeGen draws [n a b], favouring n mod (a+b) near a, a = b, a = 1.
func TakeRangeGen(p *gopter.GenParameters, nMax, abMax int64) format.Case {
	a := LogScaled(p, 1, abMax)
	b := a
	switch Choose(p, 3, 1, 1) {
	case 0:
		b = Between(p, a, top(p, a, abMax))
	case 1:
		a, b = 1, LogScaled(p, 1, abMax)
	}
	var n int64
	switch Choose(p, 2, 4, 1) {
	case 0:
		n = Scaled(p, 1, nMax)
	case 1: // the edge between losing and winning remainders
		k := Between(p, 0, top(p, 0, nMax/(a+b)))
		n = k*(a+b) + []int64{0, a - 1, a, b, b + 1, a + b - 1}[p.Rng.Intn(6)]
	case 2:
		n = NearTop(p, 1, nMax)
	}
	return format.Case{Clamp(n, 1, nMax), a, b}
}

func TakeRangeBoundaries(nMax, abMax int64) []format.Case {
	var out []format.Case
	h := abMax / 2
	for _, ab := range [][2]int64{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 7}, {1, abMax}, {h, h}, {abMax - 1, abMax}, {abMax, abMax}} {
		a, b := ab[0], ab[1]
		for _, n := range []int64{1, a - 1, a, a + 1, b, b + 1, a + b - 1, a + b, a + b + a - 1, a + b + a, nMax} {
			out = append(out, format.Case{n, a, b})
		}
	}
	return out
}

// fibonacci lists the Fibonacci moves 1, 2, 3, 5, ... up to limit.
func fibonacci(limit int64) []int64 {
	out := []int64{1, 2}
	for {
		n := out[len(out)-1] + out[len(out)-2]
		if n > limit {
			return out
		}
		out = append(out, n)
	}
}

// sideGen draws one side of a board: random, small, or at the top.
func SideGen(p *gopter.GenParameters, lo, hi int64) int64 {
	switch Choose(p, 3, 1, 1) {
	case 0:
		return Scaled(p, lo, hi)
	case 1:
		return Between(p, lo, min(hi, lo+2))
	}
	return NearTop(p, lo, hi)
}

// publicSaleGen draws [M N] for hdu2149, favouring M ≤ N (several winning
// raises) and M around multiples of N+1.
func PublicSaleGen(p *gopter.GenParameters, tMax, nMax int64) format.Case {
	n := LogScaled(p, 1, nMax)
	var m int64
	switch Choose(p, 3, 3, 2, 1) {
	case 0:
		m = Between(p, 1, n)
	case 1:
		k := Between(p, 0, top(p, 0, tMax/(n+1)))
		m = k*(n+1) + Between(p, -1, 1)
	case 2:
		m = n + Between(p, -1, 2)
	case 3:
		m, n = NearTop(p, 1, tMax), []int64{n, NearTop(p, 1, nMax)}[p.Rng.Intn(2)]
	}
	return format.Case{Clamp(m, 1, tMax), n}
}

func PublicSaleBoundaries(tMax, nMax int64) []format.Case {
	var out []format.Case
	for _, n := range []int64{1, 2, 5, 10, nMax - 1, nMax} {
		for _, m := range []int64{1, n - 1, n, n + 1, n + 2, 2*n + 1, 2*n + 2, 2*n + 3, tMax} {
			out = append(out, format.Case{m, n})
		}
	}
	return out
}

// wythoffGen draws [a b] for hdu1527: P positions (a_k, a_k+k) computed
// exactly by the oracle, their neighbours and mirrors, at any scale.
func WythoffGen(p *gopter.GenParameters, hi, wythoffMaxK int64) format.Case {
	var a, b int64
	switch Choose(p, 2, 4, 1, 1) {
	case 0:
		a, b = Scaled(p, 0, hi), Scaled(p, 0, hi)
	case 1:
		// k up to hi/φ² keeps b = a_k + k = floor(k·φ²) ≤ 10^9.
		k := Scaled(p, 0, wythoffMaxK)
		if p.NextBool() {
			k = fibonacciNear(p, top(p, 0, wythoffMaxK))
		}
		a = int64(oracle.WythoffA(uint64(k)))
		b = a + k + Between(p, -1, 1)
		a += Between(p, -1, 1)
	case 2:
		a = Scaled(p, 0, hi)
		b = a
	case 3:
		a, b = NearTop(p, 0, hi), Scaled(p, 0, hi)
	}
	a, b = Clamp(a, 0, hi), Clamp(b, 0, hi)
	if p.NextBool() {
		a, b = b, a
	}
	return format.Case{a, b}
}

// fibonacciNear is a Fibonacci number up to limit, sometimes plus a smaller
// one, give or take 2: k·φ is closest to an integer there, so that is where
// floating-point φ rounds the wrong way.
func fibonacciNear(p *gopter.GenParameters, limit int64) int64 {
	fib := fibonacci(max(limit, 2))
	k := fib[p.Rng.Intn(len(fib))]
	if p.NextBool() {
		k += fib[p.Rng.Intn(len(fib))]
	}
	return Clamp(k+Between(p, -2, 2), 0, limit)
}

// wythoffBoundaries are the P positions (a_k, a_k+k) of every Fibonacci k
// whose b fits the range, and of a few other k (small ones, the largest,
// round numbers), with their mirrors (b, a) and ±1 neighbours of both. a_k
// is exact (oracle.WythoffA, integer square root); k·φ is closest to an
// integer at Fibonacci k, so that is where a floating-point φ first rounds
// the wrong way (float64: k = 102334155). Then the corners of the range.
func WythoffBoundaries(hi, wythoffMaxK int64) []format.Case {
	out := []format.Case{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 1}, {0, hi}, {hi, hi}}
	ks := []int64{1, 2, 3, 1000, 200_000_000, wythoffMaxK - 1, wythoffMaxK}
	ks = slices.DeleteFunc(ks, func(k int64) bool { return k > wythoffMaxK })
	for _, k := range append(fibonacci(wythoffMaxK), ks...) {
		a := int64(oracle.WythoffA(uint64(k)))
		b := a + k
		for _, c := range []format.Case{{a, b}, {b, a}} {
			out = append(out, c)
			for i := range c {
				for _, d := range []int64{-1, 1} {
					n := slices.Clone(c)
					n[i] += d
					out = append(out, n)
				}
			}
		}
	}
	return out
}
