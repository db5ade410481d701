package custom

import "sync"

// Divisibility by a multiply (Lemire, Kaser and Kurz, "Faster remainder by
// direct computation: applications to compilers and software libraries",
// Software: Practice and Experience 49(6), 2019, section 4): for 32-bit n
// and 2 <= d < 2^32, with c = ceil(2^64 / d), d divides n exactly when
// n*c mod 2^64 <= c - 1. A 64-bit multiply and a compare instead of a
// division: the trial division of divisors(n) is mostly these tests.
// TestDivides32 compares it with % on every n < 600 and random n for
// every d of the table, and TestFastDivisors lists divisors both ways.

// divMagicN bounds the divisors tried with the table: d*d <= n < 2^32.
const divMagicN = 1 << 16

// divMagic is c = ceil(2^64 / d) for 2 <= d < divMagicN (made once).
var divMagic = sync.OnceValue(func() []uint64 {
	c := make([]uint64, divMagicN)
	for d := 2; d < divMagicN; d++ {
		c[d] = ^uint64(0)/uint64(d) + 1
	}
	return c
})

// divides32 says whether d divides n (d >= 1; d < divMagicN, or the
// division decides).
func divides32(n, d uint32, magic []uint64) bool {
	if d < divMagicN {
		if d == 1 {
			return true
		}
		c := magic[d]
		return uint64(n)*c <= c-1
	}
	return n%d == 0
}

// isqrt32 is floor(sqrt(n)), bit by bit (no floating point in the oracle).
func isqrt32(n uint32) uint32 {
	var r uint32
	for b := uint32(1) << 15; b > 0; b >>= 1 {
		if t := r | b; t*t <= n { // t < 2^16: t*t fits
			r = t
		}
	}
	return r
}
