package candidates

import (
	"github.com/gamestress/gamestress/problem/format"
)

// hdu1850: Nim, count the winning first moves; case [h1..hM].
func hdu1850() []Candidate {
	const id = "hdu1850"
	return []Candidate{
		perCase(id, "hdu1850-correct", Correct, "count heaps h with h^X < h, X the XOR of all heaps", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			n := int64(0)
			for _, h := range c {
				if h^x < h {
					n++
				}
			}
			return append(appendInt(out, n), '\n')
		}),
		perCase(id, "hdu1850-le-for-lt", Buggy, "counts h^X <= h: with X = 0 every heap counts", func(c format.Case, out []byte) []byte {
			x := xorAll(c)
			n := int64(0)
			for _, h := range c {
				if h^x <= h {
					n++
				}
			}
			return append(appendInt(out, n), '\n')
		}),
		perCase(id, "hdu1850-uint8", Buggy, "heaps kept in uint8: truncated above 255", func(c format.Case, out []byte) []byte {
			hs := make([]uint8, len(c))
			var x uint8
			for i, h := range c {
				hs[i] = uint8(h)
				x ^= hs[i]
			}
			n := int64(0)
			for _, h := range hs {
				if h^x < h {
					n++
				}
			}
			return append(appendInt(out, n), '\n')
		}),
		perCase(id, "hdu1850-int32", Equivalent, "heaps kept in int32: heaps are at most 10^6, so nothing is lost", func(c format.Case, out []byte) []byte {
			var x int32
			for _, h := range c {
				x ^= int32(h)
			}
			n := 0
			for _, h := range c {
				if int32(h)^x < int32(h) {
					n++
				}
			}
			return append(appendInt(out, int64(n)), '\n')
		}),
	}
}
