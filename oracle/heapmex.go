package oracle

import "math/bits"

// ringSize is the number of recent heaps whose values onehotGrundy keeps as
// one-hot words (1 << value); moves up to ringSize-1 fit.
const (
	ringSize = 1 << 12
	ringMask = ringSize - 1
)

// onehotGrundy extends vals[n0:] in place for a move set of fewer than 64
// amounts, all below ringSize (ms ascending, each at most len(vals)-1 or
// not needed). With fewer than 64 options a value is below 64, so a value
// is a one-hot word and a mex is one word: m = OR of the options' words,
// mex word = ^m & (m+1) (the lowest clear bit). The loop keeps the last
// ringSize words in a fixed array (no bounds checks) and, when 1 is a move,
// the previous heap's word in a register, so the chain from one heap to the
// next is an OR, an ADD and an AND-NOT; no allocation per heap.
func onehotGrundy(vals []int32, n0 int, ms []int) {
	var ring [ringSize]uint64
	for i := max(0, n0-ringSize); i < n0; i++ {
		ring[i&ringMask] = 1 << uint(vals[i]&63)
	}
	t := 0
	if len(ms) > 0 {
		t = ms[len(ms)-1]
	}
	// heaps below the largest move: some moves are not legal yet
	n := n0
	for ; n < min(t, len(vals)); n++ {
		var m uint64
		for _, s := range ms {
			if s > n {
				break
			}
			m |= ring[(n-s)&ringMask]
		}
		w := ^m & (m + 1)
		ring[n&ringMask] = w
		vals[n] = int32(bits.TrailingZeros64(w))
	}
	if n >= len(vals) {
		return
	}
	if len(ms) == 0 { // no move fits: every heap is 0
		clear(vals[n:])
		return
	}
	// every move legal from here on
	out := vals[n:]
	if ms[0] != 1 {
		for i := range out {
			var m uint64
			for _, s := range ms {
				m |= ring[(n+i-s)&ringMask]
			}
			w := ^m & (m + 1)
			ring[(n+i)&ringMask] = w
			out[i] = int32(bits.TrailingZeros64(w))
		}
		return
	}
	prev := ring[(n-1)&ringMask]
	rest := ms[1:]
	switch len(rest) {
	case 0:
		for i := range out {
			w := ^prev & (prev + 1)
			prev = w
			out[i] = int32(bits.TrailingZeros64(w))
		}
	case 1:
		s1 := rest[0]
		for i := range out {
			m := prev | ring[(n+i-s1)&ringMask]
			w := ^m & (m + 1)
			ring[(n+i)&ringMask] = w
			prev = w
			out[i] = int32(bits.TrailingZeros64(w))
		}
	case 2:
		s1, s2 := rest[0], rest[1]
		for i := range out {
			m := prev | ring[(n+i-s1)&ringMask] | ring[(n+i-s2)&ringMask]
			w := ^m & (m + 1)
			ring[(n+i)&ringMask] = w
			prev = w
			out[i] = int32(bits.TrailingZeros64(w))
		}
	default:
		for i := range out {
			m := prev
			for _, s := range rest {
				m |= ring[(n+i-s)&ringMask]
			}
			w := ^m & (m + 1)
			ring[(n+i)&ringMask] = w
			prev = w
			out[i] = int32(bits.TrailingZeros64(w))
		}
	}
}
