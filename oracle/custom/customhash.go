package custom

import (
	"math/bits"
	"unsafe"
)

// The packed memo: single positions of a game without a dense box are
// found by hashing, each position packed into one machine word (one
// variable: itself; k variables: 64/k bits each, zigzag-coded), in an
// open-addressing table of node numbers (linear probing, at most 3/4
// full), the words kept once per node. No allocation per position, no Go
// map: a node costs its word (8 bytes), its value and state (9) and its
// share of the table (5 to 11). A position that does not fit (a variable
// past its share of bits: a set of used moves as one integer, Codeforces
// 768E) widens the memo, every node kept, for good: each variable then
// has a word of its own (widen; still no map and no allocation per
// position, 8 bytes a variable a node).

// packedMemo is the hash table of a packed memo.
type packedMemo struct {
	width uint     // bits per variable (64 for one variable)
	k     int      // variables
	wide  bool     // a word a variable (widen), not packed into one
	words []uint64 // per node: its position, packed (wide: k words)
	slots []int32  // node+1; 0: empty
	shift uint     // 64 - log2(len(slots))
}

// noPacking, set by tests, keeps single positions in the map of byte
// strings (the memo before the packed one), to compare the two.
var noPacking bool

// maxPackedVars is the most variables packed into a word (8 bits each).
const maxPackedVars = 8

func newPackedMemo(k int) *packedMemo {
	m := &packedMemo{width: 64 / uint(k), k: k}
	m.alloc(1 << 10)
	return m
}

func (m *packedMemo) alloc(n int) {
	m.slots = make([]int32, n)
	m.shift = 64 - uint(bits.TrailingZeros(uint(n)))
}

// pack is p's word, or ok false when some variable does not fit its bits.
func (m *packedMemo) pack(p []int64) (w uint64, ok bool) {
	if m.k == 1 {
		return uint64(p[0]), true
	}
	for i, v := range p {
		z := uint64(v<<1) ^ uint64(v>>63)
		if z>>m.width != 0 {
			return 0, false
		}
		w |= z << (uint(i) * m.width)
	}
	return w, true
}

// node appends node id's position to buf[:0].
func (m *packedMemo) node(buf []int64, id int32) []int64 {
	if !m.wide {
		return m.unpack(buf, m.words[id])
	}
	buf = buf[:0]
	for _, w := range m.words[int(id)*m.k : int(id+1)*m.k] {
		buf = append(buf, int64(w))
	}
	return buf
}

// unpack appends the position of word w to buf[:0].
func (m *packedMemo) unpack(buf []int64, w uint64) []int64 {
	buf = buf[:0]
	if m.k == 1 {
		return append(buf, int64(w))
	}
	mask := uint64(1)<<m.width - 1
	for i := range m.k {
		z := w >> (uint(i) * m.width) & mask
		buf = append(buf, int64(z>>1)^-int64(z&1))
	}
	return buf
}

func (m *packedMemo) home(w uint64) int {
	return int((w * 0x9E3779B97F4A7C15) >> m.shift)
}

// find is the node of word w, or -1.
func (m *packedMemo) find(w uint64) int32 {
	mask := len(m.slots) - 1
	for i := m.home(w); ; i = (i + 1) & mask {
		id := m.slots[i] - 1
		if id < 0 || m.words[id] == w {
			return id
		}
	}
}

// add records word w as node id (the next node: id == len(m.words)),
// w not present.
func (m *packedMemo) add(w uint64, id int32) {
	m.words = append(m.words, w)
	if 4*len(m.words) > 3*len(m.slots) {
		m.alloc(2 * len(m.slots))
		for j, x := range m.words {
			m.put(x, int32(j))
		}
		return
	}
	m.put(w, id)
}

// widen gives every variable a word of its own, for good (a position
// does not fit in one word), every node kept under its number.
func (m *packedMemo) widen() {
	words := make([]uint64, 0, len(m.words)*m.k)
	var buf []int64
	for _, w := range m.words {
		for _, v := range m.unpack(buf, w) {
			words = append(words, uint64(v))
		}
	}
	m.wide, m.words = true, words
	m.rehash()
}

// rehash puts every node in a fresh table of slots (wide).
func (m *packedMemo) rehash() {
	n := len(m.words) / m.k
	size := len(m.slots)
	for 4*n > 3*size {
		size *= 2
	}
	m.alloc(size)
	for id := range n {
		m.putWide(m.words[id*m.k:(id+1)*m.k], int32(id))
	}
}

// homeWide is the home slot of a wide position (its words, or p's).
func (m *packedMemo) homeWide(p []uint64) int {
	h := uint64(0)
	for _, w := range p {
		h = (h ^ w) * 0x9E3779B97F4A7C15
		h ^= h >> 29
	}
	return int((h * 0x9E3779B97F4A7C15) >> m.shift)
}

// findWide is the node of position p in a wide memo, or -1.
func (m *packedMemo) findWide(p []int64) int32 {
	q := asWords(p)
	mask := len(m.slots) - 1
	for i := m.homeWide(q); ; i = (i + 1) & mask {
		id := m.slots[i] - 1
		if id < 0 || m.equal(id, q) {
			return id
		}
	}
}

// equal says whether node id's words are q (wide).
func (m *packedMemo) equal(id int32, q []uint64) bool {
	w := m.words[int(id)*m.k:]
	for j, x := range q {
		if w[j] != x {
			return false
		}
	}
	return true
}

// addWide records p as node id (the next node), p not present.
func (m *packedMemo) addWide(p []int64, id int32) {
	m.words = append(m.words, asWords(p)...)
	if 4*(int(id)+1) > 3*len(m.slots) {
		m.rehash()
		return
	}
	m.putWide(asWords(p), id)
}

func (m *packedMemo) putWide(q []uint64, id int32) {
	mask := len(m.slots) - 1
	i := m.homeWide(q)
	for m.slots[i] != 0 {
		i = (i + 1) & mask
	}
	m.slots[i] = id + 1
}

// asWords is p's numbers as words (the same memory).
func asWords(p []int64) []uint64 {
	return unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(p))), len(p))
}

func (m *packedMemo) put(w uint64, id int32) {
	mask := len(m.slots) - 1
	i := m.home(w)
	for m.slots[i] != 0 {
		i = (i + 1) & mask
	}
	m.slots[i] = id + 1
}
