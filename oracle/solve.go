package oracle

import (
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

// memo values: a Grundy value (normal play) or an Outcome (misère play) when
// >= 0; these two mark states not yet known and states on the DFS stack.
const (
	unknown int32 = -2
	onStack int32 = -1
)

// frame is one state on the explicit DFS stack. Its successors are
// kids[start:] (the top frame's successors are always the tail of kids);
// kids[start:next] are already resolved.
type frame[S comparable] struct {
	s           S
	start, next int32
}

// frameChunk is the number of frames per chunk of the stack: the stack
// grows by whole chunks and never moves (no copying at depth 10^7).
const frameChunk = 1 << 15

// stack is the explicit DFS stack, in chunks.
type stack[S comparable] struct {
	chunks [][]frame[S]
	n      int
}

func (st *stack[S]) push(f frame[S]) {
	c := st.n / frameChunk
	if c == len(st.chunks) {
		st.chunks = append(st.chunks, make([]frame[S], frameChunk))
	}
	st.chunks[c][st.n%frameChunk] = f
	st.n++
}

func (st *stack[S]) top() *frame[S] {
	i := st.n - 1
	return &st.chunks[i/frameChunk][i%frameChunk]
}

func (st *stack[S]) pop() { st.n-- }

// grow makes room for at least extra more elements, doubling (append
// grows large slices by 1.25, which costs repeated copies at depth 10^7).
func grow[T any](s []T, extra int) []T {
	if cap(s)-len(s) >= extra {
		return s
	}
	t := make([]T, len(s), max(2*cap(s), len(s)+extra, 64))
	copy(t, s)
	return t
}

// Solver is a memoized, iterative DFS over a game. Not safe for concurrent use.
//
// The stack is explicit (a slice of frames plus one arena of successor
// states), so the depth is bounded by memory, not by the goroutine stack.
type Solver[S comparable] struct {
	// MaxStates bounds the number of states the solver may memoize; zero
	// means no bound. Exceeding it is an error wrapping ErrTooLarge.
	MaxStates int

	g      Game[S]
	app    MoveAppender[S]
	idx    Indexer[S]
	play   Play
	memo   map[S]int32
	dense  []int32
	nDense int
	frames stack[S]
	kids   []S
	marks  []uint64
}

// NewSolver returns a solver for g under the given play.
func NewSolver[S comparable](g Game[S], play Play) *Solver[S] {
	s := &Solver[S]{g: g, play: play, memo: make(map[S]int32)}
	s.app, _ = g.(MoveAppender[S])
	if ix, ok := g.(Indexer[S]); ok {
		s.idx = ix
		s.dense = make([]int32, ix.IndexSize())
		for i := range s.dense {
			s.dense[i] = unknown
		}
	}
	return s
}

// States is the number of states memoized so far.
func (s *Solver[S]) States() int { return len(s.memo) + s.nDense }

func (s *Solver[S]) get(x S) int32 {
	if s.idx != nil {
		if i, ok := s.idx.Index(x); ok {
			return s.dense[i]
		}
	}
	if v, ok := s.memo[x]; ok {
		return v
	}
	return unknown
}

func (s *Solver[S]) set(x S, v int32) {
	if s.idx != nil {
		if i, ok := s.idx.Index(x); ok {
			if s.dense[i] == unknown {
				s.nDense++
			}
			s.dense[i] = v
			return
		}
	}
	s.memo[x] = v
}

func (s *Solver[S]) forget(x S) {
	if s.idx != nil {
		if i, ok := s.idx.Index(x); ok {
			if s.dense[i] != unknown {
				s.nDense--
			}
			s.dense[i] = unknown
			return
		}
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
			if s.outcomeOf(s.get(m.To)) == P {
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

// value runs the DFS from x and returns its memo value.
func (s *Solver[S]) value(x S) (int32, error) {
	switch v := s.get(x); v {
	case unknown:
	case onStack:
		return 0, fmt.Errorf("oracle: state %v: %w", x, ErrLoop)
	default:
		return v, nil
	}
	if err := s.push(x); err != nil {
		return 0, err
	}
	for s.frames.n > 0 {
		f := s.frames.top()
		descended := false
		for int(f.next) < len(s.kids) {
			c := s.kids[f.next]
			v := s.get(c)
			if v == unknown {
				if err := s.push(c); err != nil {
					return 0, err
				}
				descended = true
				break
			}
			if v == onStack {
				s.abort()
				return 0, fmt.Errorf("oracle: state %v is reachable from itself: %w", c, ErrLoop)
			}
			f.next++
		}
		if descended {
			continue
		}
		s.set(f.s, s.resolve(s.kids[f.start:]))
		s.kids = s.kids[:f.start]
		s.frames.pop()
	}
	return s.get(x), nil
}

// push marks x as on the stack and lists its successors.
func (s *Solver[S]) push(x S) error {
	if s.MaxStates > 0 && s.States() >= s.MaxStates {
		s.abort()
		return fmt.Errorf("oracle: more than %d states to search: %w", s.MaxStates, ErrTooLarge)
	}
	s.set(x, onStack)
	if len(s.kids) >= math.MaxInt32-1<<20 {
		s.abort()
		return fmt.Errorf("oracle: search stack over %d states: %w", math.MaxInt32, ErrTooLarge)
	}
	start := int32(len(s.kids))
	s.kids = grow(s.kids, 64)
	if s.app != nil {
		s.kids = s.app.AppendMoves(s.kids, x)
	} else {
		for m := range s.g.Moves(x) {
			s.kids = append(s.kids, m.To)
		}
	}
	s.frames.push(frame[S]{s: x, start: start, next: start})
	return nil
}

// abort forgets the states on the stack after an error.
func (s *Solver[S]) abort() {
	for s.frames.n > 0 {
		s.forget(s.frames.top().s)
		s.frames.pop()
	}
	s.kids = s.kids[:0]
}

// resolve computes a state's value from its (all known) successors: the mex
// of their Grundy values under normal play; under misère play N (1) when
// there is no move or some successor is P (0), else P.
func (s *Solver[S]) resolve(kids []S) int32 {
	if s.play == Misere {
		if len(kids) == 0 {
			return int32(N)
		}
		for _, c := range kids {
			if s.get(c) == int32(P) {
				return int32(N)
			}
		}
		return int32(P)
	}
	if len(kids) < 64 {
		var m uint64
		for _, c := range kids {
			if v := s.get(c); v < 64 {
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
	for _, c := range kids {
		if v := int(s.get(c)); v < words*64 {
			marks[v/64] |= 1 << uint(v%64)
		}
	}
	return int32(mexWords(marks))
}

// mexWords is the least value whose bit is clear.
func mexWords(marks []uint64) int {
	for i, w := range marks {
		if w != ^uint64(0) {
			return i*64 + bits.TrailingZeros64(^w)
		}
	}
	return len(marks) * 64
}
