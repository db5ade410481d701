package problem

import (
	"slices"

	"github.com/gamestress/gamestress/oracle"
	"github.com/leanovate/gopter"
)

// Generators and boundaries of the one- and two-number problems. Each
// favours where contest bugs live: multiples of the period and their
// neighbours, equal values, and the top of the constraints.

// bashGen draws [n m] for take-1..m games; shift is where P positions sit
// modulo m+1 (0 normal play, 1 misère), so n = k(m+1)+shift±1 is favoured.
func bashGen(nMax, mMax, shift int64) func(*gopter.GenParameters) Case {
	return func(p *gopter.GenParameters) Case {
		m := logScaled(p, 1, mMax)
		var n int64
		switch choose(p, 2, 4, 2, 1, 1) {
		case 0:
			n = scaled(p, 1, nMax)
		case 1: // around a multiple of m+1
			k := between(p, 0, top(p, 0, nMax/(m+1)))
			n = k*(m+1) + shift + between(p, -1, 1)
		case 2: // n next to m: one move takes all
			n = m + between(p, -1, 2)
		case 3: // the top of the constraints
			n, m = nearTop(p, 1, nMax), max(1, []int64{m, nearTop(p, 1, mMax)}[p.Rng.Intn(2)])
		case 4: // the largest multiple that fits
			n = (nMax-shift)/(m+1)*(m+1) + shift + between(p, -1, 1)
		}
		return Case{clamp(n, 1, nMax), m}
	}
}

func bashBoundaries(nMax, mMax, shift int64) []Case {
	var out []Case
	for _, m := range []int64{1, 2, 3, 10, mMax / 2, mMax - 1, mMax} {
		for _, k := range []int64{0, 1, 2, (nMax - shift) / (m + 1)} {
			for d := int64(-1); d <= 1; d++ {
				out = append(out, Case{k*(m+1) + shift + d, m})
			}
		}
		out = append(out, Case{m, m}, Case{nMax, m})
	}
	return out
}

// takeRangeGen draws [n a b], favouring n mod (a+b) near a, a = b, a = 1.
func takeRangeGen(p *gopter.GenParameters) Case {
	a := logScaled(p, 1, 1000)
	b := a
	switch choose(p, 3, 1, 1) {
	case 0:
		b = between(p, a, top(p, a, 1000))
	case 1:
		a, b = 1, logScaled(p, 1, 1000)
	}
	var n int64
	switch choose(p, 2, 4, 1) {
	case 0:
		n = scaled(p, 1, 1000)
	case 1: // the edge between losing and winning remainders
		k := between(p, 0, top(p, 0, 1000/(a+b)))
		n = k*(a+b) + []int64{0, a - 1, a, b, b + 1, a + b - 1}[p.Rng.Intn(6)]
	case 2:
		n = nearTop(p, 1, 1000)
	}
	return Case{clamp(n, 1, 1000), a, b}
}

func takeRangeBoundaries() []Case {
	var out []Case
	for _, ab := range [][2]int64{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 7}, {1, 1000}, {500, 500}, {999, 1000}, {1000, 1000}} {
		a, b := ab[0], ab[1]
		for _, n := range []int64{1, a - 1, a, a + 1, b, b + 1, a + b - 1, a + b, a + b + a - 1, a + b + a, 1000} {
			out = append(out, Case{n, a, b})
		}
	}
	return out
}

// powersGen draws [n] for hdu1847: multiples of 3 and their neighbours, powers of two.
func powersGen(p *gopter.GenParameters) Case {
	switch choose(p, 2, 2, 1, 1) {
	case 0:
		return Case{scaled(p, 1, 1000)}
	case 1:
		return Case{clamp(3*between(p, 0, top(p, 0, 333))+between(p, -1, 1), 1, 1000)}
	case 2:
		return Case{clamp(int64(1)<<p.Rng.Intn(10)+between(p, -1, 1), 1, 1000)}
	}
	return Case{nearTop(p, 1, 1000)}
}

func powersBoundaries() []Case {
	out := []Case{{1}, {2}, {3}, {4}, {5}, {6}, {998}, {999}, {1000}}
	for e := 1; e < 10; e++ {
		out = append(out, Case{1<<e - 1}, Case{1 << e}, Case{1<<e + 1})
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

// fibGen draws [m n p] for hdu1848: Fibonacci numbers and their neighbours,
// equal heaps, the top.
func fibGen(p *gopter.GenParameters) Case {
	fib := fibonacci(1000)
	heap := func() int64 {
		switch choose(p, 3, 2, 1) {
		case 0:
			return scaled(p, 1, 1000)
		case 1:
			return clamp(fib[p.Rng.Intn(len(fib))]+between(p, -1, 1), 1, 1000)
		}
		return nearTop(p, 1, 1000)
	}
	c := Case{heap(), heap(), heap()}
	if choose(p, 3, 1) == 1 { // two equal heaps cancel
		c[1] = c[0]
	}
	return c
}

func fibBoundaries() []Case {
	out := []Case{{1, 1, 1}, {1000, 1000, 1000}, {1, 1, 1000}, {987, 987, 1}, {988, 1, 1}, {986, 1, 1}}
	for _, f := range fibonacci(1000) {
		out = append(out, Case{f, f, f}, Case{f + 1, 1, 1}, Case{f, 1, 1})
	}
	return out
}

// boardGen draws [n m] for hdu2147: parities, 1, 2000.
func boardGen(p *gopter.GenParameters) Case {
	side := func() int64 {
		switch choose(p, 3, 1, 1) {
		case 0:
			return scaled(p, 1, 2000)
		case 1:
			return between(p, 1, 3)
		}
		return nearTop(p, 1, 2000)
	}
	return Case{side(), side()}
}

func boardBoundaries() []Case {
	return []Case{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {1, 2000}, {2000, 1}, {2000, 2000}, {1999, 1999}, {1999, 2000}, {3, 3}}
}

// publicSaleGen draws [M N] for hdu2149, favouring M ≤ N (several winning
// raises) and M around multiples of N+1.
func publicSaleGen(p *gopter.GenParameters) Case {
	n := logScaled(p, 1, 1100)
	var m int64
	switch choose(p, 3, 3, 2, 1) {
	case 0:
		m = between(p, 1, n)
	case 1:
		k := between(p, 0, top(p, 0, 1100/(n+1)))
		m = k*(n+1) + between(p, -1, 1)
	case 2:
		m = n + between(p, -1, 2)
	case 3:
		m, n = nearTop(p, 1, 1100), []int64{n, nearTop(p, 1, 1100)}[p.Rng.Intn(2)]
	}
	return Case{clamp(m, 1, 1100), n}
}

func publicSaleBoundaries() []Case {
	var out []Case
	for _, n := range []int64{1, 2, 5, 10, 1099, 1100} {
		for _, m := range []int64{1, n - 1, n, n + 1, n + 2, 2*n + 1, 2*n + 2, 2*n + 3, 1100} {
			out = append(out, Case{m, n})
		}
	}
	return out
}

// wythoffGen draws [a b] for hdu1527: P positions (a_k, a_k+k) computed
// exactly by the oracle, their neighbours and mirrors, at any scale.
func wythoffGen(p *gopter.GenParameters) Case {
	const hi = 1_000_000_000
	var a, b int64
	switch choose(p, 2, 4, 1, 1) {
	case 0:
		a, b = scaled(p, 0, hi), scaled(p, 0, hi)
	case 1:
		// k up to hi/φ² keeps b = a_k + k = floor(k·φ²) ≤ 10^9.
		k := scaled(p, 0, wythoffMaxK)
		if p.NextBool() {
			k = fibonacciNear(p, top(p, 0, wythoffMaxK))
		}
		a = int64(oracle.WythoffA(uint64(k)))
		b = a + k + between(p, -1, 1)
		a += between(p, -1, 1)
	case 2:
		a = scaled(p, 0, hi)
		b = a
	case 3:
		a, b = nearTop(p, 0, hi), scaled(p, 0, hi)
	}
	a, b = clamp(a, 0, hi), clamp(b, 0, hi)
	if p.NextBool() {
		a, b = b, a
	}
	return Case{a, b}
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
	return clamp(k+between(p, -2, 2), 0, limit)
}

// wythoffBoundaries are the P positions (a_k, a_k+k) of every Fibonacci k
// whose b fits the range, and of a few other k (small ones, the largest,
// round numbers), with their mirrors (b, a) and ±1 neighbours of both. a_k
// is exact (oracle.WythoffA, integer square root); k·φ is closest to an
// integer at Fibonacci k, so that is where a floating-point φ first rounds
// the wrong way (float64: k = 102334155). Then the corners of the range.
func wythoffBoundaries() []Case {
	const hi = 1_000_000_000
	out := []Case{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 1}, {0, hi}, {hi, hi}}
	ks := []int64{1, 2, 3, 1000, 200_000_000, wythoffMaxK - 1, wythoffMaxK}
	for _, k := range append(fibonacci(wythoffMaxK), ks...) {
		a := int64(oracle.WythoffA(uint64(k)))
		b := a + k
		for _, c := range []Case{{a, b}, {b, a}} {
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

// wythoffMaxK is the largest k whose P position (a_k, a_k+k) fits 10^9:
// a_k + k = floor(k·φ²).
const wythoffMaxK = 381_966_011
