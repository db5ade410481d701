package problem

import (
	"sync"
	"sync/atomic"

	"github.com/gamestress/gamestress/oracle"
)

// outcomeTable caches oracle outcomes of a dense key space (e.g. n, m ≤ 1000)
// in 2 bits per key: 0 unknown, 1 P, 2 N. Safe for concurrent use; the table
// is allocated on first use.
type outcomeTable struct {
	size  int
	once  sync.Once
	words []atomic.Uint32
}

func (t *outcomeTable) lookup(i int) (oracle.Outcome, bool) {
	t.once.Do(func() { t.words = make([]atomic.Uint32, (t.size+15)/16) })
	v := t.words[i>>4].Load() >> (2 * (i & 15)) & 3
	if v == 0 {
		return 0, false
	}
	if v == 2 {
		return oracle.N, true
	}
	return oracle.P, true
}

func (t *outcomeTable) store(i int, o oracle.Outcome) {
	v := uint32(1)
	if o == oracle.N {
		v = 2
	}
	t.words[i>>4].Or(v << (2 * (i & 15)))
}

// cached answers from a dense table, asking the oracle on a miss.
func (t *outcomeTable) get(i int, ask func() (oracle.Outcome, error)) (oracle.Outcome, error) {
	if o, ok := t.lookup(i); ok {
		return o, nil
	}
	o, err := ask()
	if err != nil {
		return 0, err
	}
	t.store(i, o)
	return o, nil
}

// memo caches answers of a sparse key space; it forgets everything when it
// grows past its bound, so a long run cannot exhaust memory.
type memo[K comparable] struct {
	mu sync.Mutex
	m  map[K]string
}

const memoBound = 1 << 18

func (c *memo[K]) get(k K, ask func() (string, error)) (string, error) {
	c.mu.Lock()
	s, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return s, nil
	}
	s, err := ask()
	if err != nil {
		return "", err
	}
	c.mu.Lock()
	if c.m == nil || len(c.m) >= memoBound {
		c.m = make(map[K]string)
	}
	c.m[k] = s
	c.mu.Unlock()
	return s, nil
}

// word names an outcome for the player to move first.
func word(o oracle.Outcome, firstWins, firstLoses string) string {
	if o == oracle.N {
		return firstWins
	}
	return firstLoses
}
