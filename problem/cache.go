package problem

import (
	"hash/maphash"
	"sync"
	"sync/atomic"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/problem/format"
)

// answerCache keeps the oracle's answers of a problem's cases, so that a
// case asked again (the small phase, shrinking, a random case drawn twice)
// is not searched again. Two stores, both safe for concurrent use and
// bounded in memory:
//
//   - dense: where every case is a tuple of scalars with literal bounds
//     whose product is at most denseMax (hdu1846: n, m ≤ 1000), an array
//     indexed by the case, holding in 16 bits which of the answers seen
//     it has (answers are few: "first", "second"). One table on huge
//     pages (oracle.HugeTable), its pages touched as cases come: a lookup
//     is a few multiplications and one load, and the random reads of the
//     random phase do not each miss the TLB (on 4 KiB pages, that miss
//     was a tenth of gamestress's CPU on hdu1846).
//   - small: any other case of at most 8 numbers, in a direct-mapped
//     table of smallSlots entries (a new answer replaces the one in its
//     slot): no map to grow and rehash, no lock.
//
// What the cache holds is what the oracle answered; it never makes an
// answer up.
type answerCache struct {
	once  sync.Once
	dense *denseAnswers // nil: the cases are not dense tuples
	seed  maphash.Seed
	slots []atomic.Pointer[smallEntry]
}

// denseMax bounds the cases of a dense table (2 bytes each: 8 MiB at
// most; hdu1846's 10^6 cases take 2 MB).
const denseMax = 1 << 22

// smallSlots is the size of the direct-mapped table of small cases.
const smallSlots = 1 << 14

type smallKey struct {
	n int
	v [8]int64
}

// smallEntry is what a slot holds: a case and its answer, replaced whole
// (an atomic pointer: a lookup takes no lock).
type smallEntry struct {
	key smallKey
	ans string
}

// init sets up the stores for the file's layout.
func (a *answerCache) init(s *format.Schema) {
	a.seed = maphash.MakeSeed()
	a.slots = make([]atomic.Pointer[smallEntry], smallSlots)
	if s == nil || !s.IsTuple() || len(s.Nodes) == 0 || len(s.Slo) < len(s.Nodes) {
		return
	}
	d := &denseAnswers{}
	size := int64(1)
	for _, n := range s.Nodes {
		lo, hi := s.Slo[n.Slot], s.Shi[n.Slot]
		if hi < lo || hi-lo+1 > denseMax || size*(hi-lo+1) > denseMax {
			return
		}
		size *= hi - lo + 1
		d.lo = append(d.lo, lo)
		d.span = append(d.span, hi-lo+1)
	}
	d.words = oracle.HugeTable[atomic.Uint32]((size + 1) / 2)
	d.texts.Store(&[]string{})
	a.dense = d
}

// get is the cached answer of c, or ask's (then kept).
func (a *answerCache) get(s *format.Schema, c format.Case, ask func() (string, error)) (string, error) {
	a.once.Do(func() { a.init(s) })
	if a.dense != nil {
		if k := a.dense.key(c); k >= 0 {
			return a.dense.get(k, ask)
		}
	}
	k, slot := a.slot(c)
	if slot == nil {
		return ask()
	}
	if e := slot.Load(); e != nil && e.key == k {
		return e.ans, nil
	}
	ans, err := ask()
	if err != nil {
		return "", err
	}
	slot.Store(&smallEntry{key: k, ans: ans})
	return ans, nil
}

// peek is the cached answer of c, if there is one. A case is only ever
// kept once the oracle answered it, and only a valid case is asked: a
// case found here was valid.
func (a *answerCache) peek(s *format.Schema, c format.Case) (string, bool) {
	a.once.Do(func() { a.init(s) })
	if a.dense != nil {
		if k := a.dense.key(c); k >= 0 {
			return a.dense.peek(k)
		}
	}
	k, slot := a.slot(c)
	if slot == nil {
		return "", false
	}
	if e := slot.Load(); e != nil && e.key == k {
		return e.ans, true
	}
	return "", false
}

// peekAll puts in out[i] the kept answer of cases[i] where the dense store
// has one (out[i] is left alone elsewhere) and returns how many it found.
// Its reads do not depend on each other: a pass over an input overlaps
// their misses of the memory caches, which one peek a case, between the
// work on each case, cannot.
func (a *answerCache) peekAll(s *format.Schema, cases []format.Case, out []string) int {
	a.once.Do(func() { a.init(s) })
	d := a.dense
	if d == nil {
		return 0
	}
	texts, n := *d.texts.Load(), 0
	for i, c := range cases {
		k := d.key(c)
		if k < 0 {
			continue
		}
		if v := d.words[k>>1].Load() >> (k & 1 * 16) & 0xffff; v != 0 {
			if int(v) > len(texts) {
				texts = *d.texts.Load() // stored after we looked: published before its entry
			}
			out[i] = texts[v-1]
			n++
		}
	}
	return n
}

// slot is c's key in the small store and the slot it maps to; nil for a
// case longer than a key holds.
func (a *answerCache) slot(c format.Case) (smallKey, *atomic.Pointer[smallEntry]) {
	if len(c) > len(smallKey{}.v) {
		return smallKey{}, nil
	}
	k := smallKey{n: len(c)}
	copy(k.v[:], c)
	return k, &a.slots[maphash.Comparable(a.seed, k)%smallSlots]
}

func (d *denseAnswers) peek(k int64) (string, bool) {
	if v := d.words[k>>1].Load() >> (k & 1 * 16) & 0xffff; v != 0 {
		return (*d.texts.Load())[v-1], true
	}
	return "", false
}

// denseAnswers is the dense store: entry k, the 16 bits of words[k/2]
// from bit 16·(k%2), is 0 (not asked yet) or 1 + the index of its answer
// in texts.
type denseAnswers struct {
	lo, span []int64
	words    []atomic.Uint32
	mu       sync.Mutex               // guards index and the growth of texts
	index    map[string]uint16        // answer text → its index in texts
	texts    atomic.Pointer[[]string] // published after each append: readers never lock
}

// key is the index of c in the table, or -1 when c is not a tuple of it.
func (d *denseAnswers) key(c format.Case) int64 {
	if len(c) != len(d.lo) {
		return -1
	}
	k := int64(0)
	for i, v := range c {
		x := v - d.lo[i]
		if x < 0 || x >= d.span[i] {
			return -1
		}
		k = k*d.span[i] + x
	}
	return k
}

func (d *denseAnswers) get(k int64, ask func() (string, error)) (string, error) {
	if ans, ok := d.peek(k); ok {
		return ans, nil
	}
	ans, err := ask()
	if err != nil {
		return "", err
	}
	d.store(k, ans)
	return ans, nil
}

// store keeps ans as the answer of entry k, unless the answers seen are
// too many to number (then it is only not kept).
func (d *denseAnswers) store(k int64, ans string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	i, ok := d.index[ans]
	if !ok {
		texts := *d.texts.Load()
		if len(texts) >= 1<<16-1 {
			return
		}
		if d.index == nil {
			d.index = map[string]uint16{}
		}
		i = uint16(len(texts))
		d.index[ans] = i
		// Readers see only the first len(texts) of the array: writing
		// past them within its capacity touches nothing they read.
		texts = append(texts, ans)
		d.texts.Store(&texts)
	}
	w, shift := &d.words[k>>1], uint(k&1*16)
	for {
		old := w.Load()
		if w.CompareAndSwap(old, old&^(0xffff<<shift)|(uint32(i)+1)<<shift) {
			return
		}
	}
}

// word names an outcome for the player to move first.
func word(o oracle.Outcome, firstWins, firstLoses string) string {
	if o == oracle.N {
		return firstWins
	}
	return firstLoses
}
