package custom

// Cost is what a custom game's search has cost so far, and why: for check
// to name what keeps the oracle from the statement's top (cmd/gamestress/
// internal/problemfile, reach.go).
type Cost struct {
	// Memo is how single positions are memoized: MemoDense (declared
	// bounds), MemoGuessed (a guessed box), MemoPacked (the packed hash
	// memo), MemoMap (a map of byte strings), or MemoNone (no search yet).
	Memo Memo
	// FastPath: the moves run as compiled closures, not by expr-lang.
	FastPath bool
	// Declared: every state variable has declared bounds.
	Declared bool
	// Positions evaluated, and the successors their moves made.
	Positions int
	Moves     int64
	// Lo and Hi are the least and greatest value of each state variable
	// over the positions memoized (a hash or map memo; nil otherwise).
	Lo, Hi []int64
}

// Memo is a kind of memo of single positions.
type Memo uint8

const (
	MemoNone Memo = iota
	MemoDense
	MemoGuessed
	MemoPacked
	MemoMap
)

func (m Memo) String() string {
	return [...]string{"none", "a dense table", "a dense table on a guessed box", "a packed hash table", "a map of byte strings"}[m]
}

// Cost is the game's cost so far (safe while no search runs; it waits
// for a running one).
func (g *CustomGame) Cost() Cost {
	g.mu.Lock()
	defer g.mu.Unlock()
	c := Cost{FastPath: g.fast != nil, Positions: g.evals, Moves: g.allMoves, Declared: true}
	for _, b := range g.bounds {
		c.Declared = c.Declared && b.set && !b.guess
	}
	s := g.single
	switch {
	case s == nil:
		return c
	case s.dense && s.guess:
		c.Memo = MemoGuessed
	case s.dense:
		c.Memo = MemoDense
	case s.packed != nil:
		c.Memo = MemoPacked
	default:
		c.Memo = MemoMap
	}
	if s.dense || g.c.list {
		return c
	}
	var buf []int64
	for id := range s.state {
		buf = s.posInto(buf, int32(id))
		if c.Lo == nil {
			c.Lo, c.Hi = append([]int64(nil), buf...), append([]int64(nil), buf...)
			continue
		}
		for i, v := range buf {
			c.Lo[i], c.Hi[i] = min(c.Lo[i], v), max(c.Hi[i], v)
		}
	}
	return c
}
