package custom

import (
	"math/rand/v2"
	"testing"
)

// TestDivides32: the multiply test of divisibility agrees with % for
// every d of its table on every n < 600, on random n, on multiples of
// d and their neighbours, and at 2^32 - 1.
func TestDivides32(t *testing.T) {
	magic := divMagic()
	r := rand.New(rand.NewPCG(32, 1))
	check := func(n, d uint32) {
		if got, want := divides32(n, d, magic), n%d == 0; got != want {
			t.Fatalf("divides32(%d, %d) = %v, want %v", n, d, got, want)
		}
	}
	for d := uint32(1); d < divMagicN+3; d++ {
		for n := uint32(0); n < 600; n++ {
			check(n, d)
		}
		for range 40 {
			k := r.Uint32() / d
			check(k*d, d)
			check(k*d+1, d)
			check(k*d-1, d)
			check(r.Uint32(), d)
		}
		check(^uint32(0), d)
	}
}

// TestIsqrt32: floor(sqrt(n)) at and around every square up to 2^32.
func TestIsqrt32(t *testing.T) {
	for r := uint64(0); r < 1<<16; r++ {
		for _, n := range []uint64{r * r, r*r + r, r*r + 2*r} { // (r+1)^2 - 1
			if n < 1<<32 {
				if got := isqrt32(uint32(n)); uint64(got) != r {
					t.Fatalf("isqrt32(%d) = %d, want %d", n, got, r)
				}
			}
		}
	}
	if got := isqrt32(^uint32(0)); got != 65535 {
		t.Fatalf("isqrt32(2^32 - 1) = %d, want 65535", got)
	}
}
