package oracle

import (
	"context"
	"fmt"
	"math"
	"math/bits"
)

// Result is the solver's answer for one position.
type Result[S comparable] struct {
	Outcome Outcome
	Grundy  int       // normal play only; -1 under misère play
	Winning []Move[S] // every winning move (empty for P positions)
	Tier    Tier
}

// memo entries: 0 (unknown: the zero value, so a fresh dense memo needs no
// initialising pass and pages never touched are never faulted in), onStack,
// or a value v (a Grundy value under normal play, an Outcome under misère
// play) stored as v + valueBase.
const (
	unknown   int32 = 0
	onStack   int32 = 1
	valueBase int32 = 2
)

// Solver is a memoized, iterative DFS over a game. Not safe for concurrent use.
//
// The stack is explicit (8 bytes a state plus its list of successors, in
// chunks that never move and are pooled between queries), so the depth is
// bounded by memory, not by the goroutine stack.
type Solver[S comparable] struct {
	// MaxStates bounds the number of states the solver may memoize; zero
	// means no bound. Exceeding it is an error wrapping ErrTooLarge.
	MaxStates int
	// Ctx, if not nil, stops a search when it is done: the search then
	// returns an error wrapping Ctx.Err() (looked at every few thousand
	// states; the memo keeps only finished states).
	Ctx context.Context

	pushes int
	g      Game[S]
	app    MoveAppender[S]
	idx    Indexer[S]
	play   Play
	memo   map[S]int32
	dense  []uint8       // entries below bigEntry; bigEntry: see big
	big    map[int]int32 // the dense entries of bigEntry or more
	nDense int
	st     dfsStack[S]
	pool   *kidPool
	marks  []uint64
}

// NewSolver returns a solver for g under the given play.
func NewSolver[S comparable](g Game[S], play Play) *Solver[S] {
	s := &Solver[S]{g: g, play: play, memo: make(map[S]int32), pool: kidPoolOf[S]()}
	s.app, _ = g.(MoveAppender[S])
	if ix, ok := g.(Indexer[S]); ok {
		s.idx = ix
		s.dense = make([]uint8, ix.IndexSize())
		s.big = make(map[int]int32)
	}
	return s
}

// States is the number of states memoized so far.
func (s *Solver[S]) States() int { return len(s.memo) + s.nDense }

// bigEntry marks a dense memo entry kept in Solver.big: one byte a state
// holds every entry of small values (Grundy values up to 252, outcomes),
// so a deep search touches a quarter of the memory an int32 memo would.
const bigEntry = 255

// slot is x's place in the dense memo, or -1 when x's entry is in the map.
func (s *Solver[S]) slot(x S) int {
	if s.idx != nil {
		if i, ok := s.idx.Index(x); ok {
			return i
		}
	}
	return -1
}

// at is the memo entry of x, whose slot is i.
func (s *Solver[S]) at(x S, i int) int32 {
	if i >= 0 {
		if e := s.dense[i]; e != bigEntry {
			return int32(e)
		}
		return s.big[i]
	}
	return s.memo[x]
}

// put stores the memo entry (not unknown: see forget) of x, whose slot is i.
func (s *Solver[S]) put(x S, i int, v int32) {
	if i >= 0 {
		switch e := s.dense[i]; {
		case e == uint8(unknown):
			s.nDense++
		case e == bigEntry:
			delete(s.big, i)
		}
		if v < bigEntry {
			s.dense[i] = uint8(v)
		} else {
			s.dense[i] = bigEntry
			s.big[i] = v
		}
		return
	}
	s.memo[x] = v
}

// get is x's memo entry.
func (s *Solver[S]) get(x S) int32 { return s.at(x, s.slot(x)) }

// set stores x's memo entry (not unknown: see forget).
func (s *Solver[S]) set(x S, v int32) { s.put(x, s.slot(x), v) }

func (s *Solver[S]) forget(x S) {
	if i := s.slot(x); i >= 0 {
		switch s.dense[i] {
		case uint8(unknown):
			return
		case bigEntry:
			delete(s.big, i)
		}
		s.nDense--
		s.dense[i] = uint8(unknown)
		return
	}
	delete(s.memo, x)
}

// Solve returns the outcome, Grundy value (normal play) and every winning
// move of x. A loop in the move graph is an error (errors.Is(err, ErrLoop)).
func (s *Solver[S]) Solve(x S) (Result[S], error) {
	v, err := s.value(x)
	if err != nil {
		return Result[S]{}, err
	}
	r := Result[S]{Outcome: s.outcomeOf(v), Grundy: -1, Tier: TierSearch}
	if s.play == Normal {
		r.Grundy = int(v)
	}
	if r.Outcome == N {
		for m := range s.g.Moves(x) {
			if s.outcomeOf(s.get(m.To)-valueBase) == P {
				r.Winning = append(r.Winning, m)
			}
		}
	}
	return r, nil
}

// Outcome is Solve without the winning moves.
func (s *Solver[S]) Outcome(x S) (Outcome, error) {
	v, err := s.value(x)
	if err != nil {
		return P, err
	}
	return s.outcomeOf(v), nil
}

// Grundy is the Grundy value of x (normal play; an error under misère play).
func (s *Solver[S]) Grundy(x S) (int, error) {
	if s.play != Normal {
		return -1, fmt.Errorf("oracle: Grundy values are defined for normal play only")
	}
	v, err := s.value(x)
	return int(v), err
}

func (s *Solver[S]) outcomeOf(v int32) Outcome {
	if s.play == Normal {
		if v == 0 {
			return P
		}
		return N
	}
	return Outcome(v)
}

// value runs the DFS from x and returns its value.
//
// The loop keeps the top frame f and its successors kids in locals. When a
// state is resolved, its value also goes to its parent as a hint (the
// position of that successor and its value), so the parent's resolve
// does not look the memo up again for the successor it last searched: on a
// chain that is one memo lookup a state saved.
func (s *Solver[S]) value(x S) (int32, error) {
	switch v := s.get(x); v {
	case unknown:
	case onStack:
		return 0, fmt.Errorf("oracle: state %v: %w", x, ErrLoop)
	default:
		return v - valueBase, nil
	}
	st := &s.st
	st.begin(s.pool, x)
	defer st.release()
	if err := s.push(x, s.slot(x)); err != nil {
		return 0, err
	}
	f, kids := st.top(), st.topKids()
	hint, hintVal := -1, int32(0) // kids[hint] is resolved with value hintVal
	for {
		if int(f.next) < len(kids) {
			c := kids[f.next]
			i := s.slot(c)
			switch s.at(c, i) {
			case unknown:
				if err := s.push(c, i); err != nil {
					return 0, err
				}
				f, kids = st.top(), st.topKids()
				hint = -1
			case onStack:
				s.abort()
				return 0, fmt.Errorf("oracle: state %v is reachable from itself: %w", c, ErrLoop)
			default:
				f.next++
			}
			continue
		}
		v := s.resolve(kids[f.start:], hint-int(f.start), hintVal)
		st.pop()
		if st.n == 0 {
			s.set(x, v+valueBase)
			return v, nil
		}
		f, kids = st.top(), st.topKids()
		s.set(kids[f.next], v+valueBase)
		hint, hintVal = int(f.next), v
		f.next++
	}
}

// push marks x (whose slot is i) as on the stack and lists its successors.
func (s *Solver[S]) push(x S, i int) error {
	if s.MaxStates > 0 && s.States() >= s.MaxStates {
		return s.tooMany()
	}
	if s.pushes++; s.pushes%CancelEvery == 0 && s.Ctx != nil && s.Ctx.Err() != nil {
		s.abort()
		return Stopped(s.Ctx, "search", s.States())
	}
	s.put(x, i, onStack)
	var kids []S
	if s.app != nil {
		kids = s.app.AppendMoves(s.st.room(), x)
	} else {
		kids = s.appendMoves(s.st.room(), x)
	}
	if len(kids) > math.MaxUint32 {
		return s.tooWide(x)
	}
	s.st.push(kids)
	return nil
}

func (s *Solver[S]) tooMany() error {
	s.abort()
	return fmt.Errorf("oracle: more than %d states to search: %w", s.MaxStates, ErrTooLarge)
}

func (s *Solver[S]) tooWide(x S) error {
	s.abort()
	s.forget(x)
	return fmt.Errorf("oracle: state %v has over %d moves: %w", x, uint32(math.MaxUint32), ErrTooLarge)
}

// appendMoves appends x's successors through the move iterator (kept out
// of push, whose variables the iterator's closure would move to the heap).
func (s *Solver[S]) appendMoves(dst []S, x S) []S {
	for m := range s.g.Moves(x) {
		dst = append(dst, m.To)
	}
	return dst
}

// abort forgets the states on the stack after an error.
func (s *Solver[S]) abort() {
	for s.st.n > 0 {
		s.forget(s.st.state())
		s.st.pop()
	}
}

// resolve computes a state's value from its (all known) successors: the mex
// of their Grundy values under normal play; under misère play N (1) when
// there is no move or some successor is P (0), else P. If 0 <= hint <
// len(kids), kids[hint]'s value is hintVal (not looked up).
func (s *Solver[S]) resolve(kids []S, hint int, hintVal int32) int32 {
	if s.play == Misere {
		if len(kids) == 0 {
			return int32(N)
		}
		for j, c := range kids {
			v := hintVal
			if j != hint {
				v = s.get(c) - valueBase
			}
			if v == int32(P) {
				return int32(N)
			}
		}
		return int32(P)
	}
	if len(kids) < 64 {
		var m uint64
		for j, c := range kids {
			v := hintVal
			if j != hint {
				v = s.get(c) - valueBase
			}
			if v < 64 {
				m |= 1 << uint(v)
			}
		}
		return int32(bits.TrailingZeros64(^m))
	}
	words := len(kids)/64 + 1
	if cap(s.marks) < words {
		s.marks = make([]uint64, words)
	}
	marks := s.marks[:words]
	clear(marks)
	for j, c := range kids {
		v := int(hintVal)
		if j != hint {
			v = int(s.get(c) - valueBase)
		}
		if v < words*64 {
			marks[v/64] |= 1 << uint(v%64)
		}
	}
	return int32(MexWords(marks))
}

// MexWords is the least value whose bit is clear in marks (a bitset of
// the values seen among a position's options: its mex).
func MexWords(marks []uint64) int {
	for i, w := range marks {
		if w != ^uint64(0) {
			return i*64 + bits.TrailingZeros64(^w)
		}
	}
	return len(marks) * 64
}
