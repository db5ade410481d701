package oracle

import (
	"encoding/binary"
	"slices"
	"strconv"
	"strings"
)

// HeapSet is the canonical key of a multiset of heaps: sizes sorted
// ascending, zero heaps dropped, packed 8 bytes a heap into a string so that
// it is comparable (two positions that differ only in heap order or empty
// heaps have the same key).
type HeapSet string

// NewHeapSet returns the canonical key of heaps (not modified).
func NewHeapSet(heaps ...int64) HeapSet {
	var buf [16]int64
	hs := buf[:0]
	for _, h := range heaps {
		if h != 0 {
			hs = append(hs, h)
		}
	}
	slices.Sort(hs)
	b := make([]byte, 8*len(hs))
	for i, h := range hs {
		binary.BigEndian.PutUint64(b[8*i:], uint64(h))
	}
	return HeapSet(b)
}

// Len is the number of non-empty heaps.
func (h HeapSet) Len() int { return len(h) / 8 }

// At is the i-th smallest heap.
func (h HeapSet) At(i int) int64 { return int64(binary.BigEndian.Uint64([]byte(h[8*i : 8*i+8]))) }

// Heaps lists the heaps ascending.
func (h HeapSet) Heaps() []int64 {
	out := make([]int64, h.Len())
	for i := range out {
		out[i] = h.At(i)
	}
	return out
}

// Sum is the total of the heaps.
func (h HeapSet) Sum() int64 {
	var s int64
	for i := range h.Len() {
		s += h.At(i)
	}
	return s
}

// String prints the heaps as "(a, b, c)".
func (h HeapSet) String() string {
	parts := make([]string, h.Len())
	for i := range parts {
		parts[i] = strconv.FormatInt(h.At(i), 10)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// replace returns h with its i-th heap replaced by the heaps in with.
func (h HeapSet) replace(i int, with ...int64) HeapSet {
	hs := h.Heaps()
	hs = append(hs[:i], hs[i+1:]...)
	return NewHeapSet(append(hs, with...)...)
}
