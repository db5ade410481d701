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
func (h HeapSet) At(i int) int64 {
	s := h[8*i : 8*i+8]
	return int64(uint64(s[0])<<56 | uint64(s[1])<<48 | uint64(s[2])<<40 | uint64(s[3])<<32 |
		uint64(s[4])<<24 | uint64(s[5])<<16 | uint64(s[6])<<8 | uint64(s[7]))
}

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

// replace returns h with its i-th heap replaced by the heaps in with (at
// most two; zeros dropped), built in one allocation.
func (h HeapSet) replace(i int, with ...int64) HeapSet {
	var ins [2]int64
	k := 0
	for _, w := range with {
		if w != 0 {
			ins[k] = w
			k++
		}
	}
	if k == 2 && ins[0] > ins[1] {
		ins[0], ins[1] = ins[1], ins[0]
	}
	var b strings.Builder
	b.Grow(len(h) - 8 + 8*k)
	var word [8]byte
	put := func(v int64) {
		binary.BigEndian.PutUint64(word[:], uint64(v))
		b.Write(word[:])
	}
	next := 0
	for j := range h.Len() {
		if j == i {
			continue
		}
		v := h.At(j)
		for next < k && ins[next] <= v {
			put(ins[next])
			next++
		}
		put(v)
	}
	for ; next < k; next++ {
		put(ins[next])
	}
	return HeapSet(b.String())
}
