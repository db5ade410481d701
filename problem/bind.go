package problem

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"unsafe"

	"github.com/gamestress/gamestress/oracle"
)

// The [game] table binds a case to a game the oracle solves: a catalogue
// game (oracle.Games) or northcott, its parameters and its position given
// by expressions over the case's fields.

// needs is what an output expression reads of the oracle's answer.
type needs struct {
	grundy, moves, labels bool
	count                 bool // only how many winning moves there are: the list need not be built
}

// solved is the oracle's answer for one position.
type solved struct {
	outcome oracle.Outcome
	grundy  int   // -1 where undefined
	value   int64 // score games: the mover's best margin
	moves   []moveEnv
	// counted: moves was not built, count is how many there are (needs.count)
	counted bool
	count   int
}

// moveEnv is one winning move, as expressions see it: heap from 1 (0 when
// the game has no heaps), from and to the heap's size before and after,
// take what the move takes (a raise for reach).
type moveEnv struct {
	Label string `expr:"label"`
	Heap  int    `expr:"heap"`
	From  int    `expr:"from"`
	To    int    `expr:"to"`
	Take  int    `expr:"take"`
}

// gameNames are the games a file may name.
func gameNames() []string {
	var out []string
	for _, g := range oracle.Games() {
		out = append(out, g.Name)
	}
	return append(out, "northcott")
}

// gameParams are the parameter keys a game needs.
func gameParams(name string) []string {
	switch name {
	case "northcott":
		return []string{"m"}
	case "cards": // [answer]/[interact] move "cards x y": remove a..b consecutive cards
		return []string{"a", "b"}
	}
	info, _ := oracle.LookupGame(name)
	return info.Params
}

// heapGames are the games whose positions are heaps solved through an
// oracle.HeapGame (tables, certified periods, SG sums).
func isHeapGame(name string) bool {
	switch name {
	case "bash", "misere-bash", "take-range", "subtraction", "powers-of-two", "fibonacci":
		return true
	}
	return false
}

// heapGameMemo keeps the heap games of recent parameters, so the oracle's
// tables for one move set serve every case that repeats it.
type heapGameMemo struct {
	mu sync.Mutex
	g  map[heapGameKey]oracle.HeapGame
}

// heapGameKey names a heap game and its parameters (the move list as
// text, formatted only when there is one: a key is made for every answer).
type heapGameKey struct {
	name    string
	m, a, b int64
	moves   string
}

func (gm *heapGameMemo) get(name string, p oracle.Params) (oracle.HeapGame, error) {
	key := heapGameKey{name: name, m: p.M, a: p.A, b: p.B}
	if len(p.Moves) > 0 {
		key.moves = fmt.Sprint(p.Moves)
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if g, ok := gm.g[key]; ok {
		return g, nil
	}
	var g oracle.HeapGame
	switch name {
	case "bash", "misere-bash":
		g = oracle.Bash(p.M)
	case "take-range":
		g = oracle.TakeRange(p.A, p.B)
	case "subtraction":
		g = oracle.Subtraction(slices.Clone(p.Moves))
	case "powers-of-two":
		g = oracle.PowersOfTwo()
	case "fibonacci":
		g = oracle.Fibonacci()
	}
	if err := oracle.GameErr(g); err != nil {
		return nil, err
	}
	if gm.g == nil || len(gm.g) >= 1024 {
		gm.g = make(map[heapGameKey]oracle.HeapGame)
	}
	gm.g[key] = g
	return g, nil
}

// cheap reports an answer the oracle gives in one pass over the position
// and [output] writes without an expression (a word, a count, a Grundy
// value): northcott (the XOR of the gaps) and nim, but for misère nim's
// moves (a search). It costs less than a lookup in the answer cache (a
// hash of the case and a load that misses): its answers are not kept.
func (b *binding) cheap(o *outputProg) bool {
	quick := o.fast || o.number != ""
	return quick && (b.name == "northcott" || b.name == "nim" && (b.play == oracle.Normal || !o.nd.moves))
}

// pairs is pos, of even length, read as pairs in place (the layout of
// [2]int64 is two int64s): northcott's rows without a copy a case. The
// oracle only reads them.
func pairs(pos []int64) [][2]int64 {
	if len(pos) < 2 {
		return nil
	}
	return unsafe.Slice((*[2]int64)(unsafe.Pointer(&pos[0])), len(pos)/2)
}

// solve asks the oracle about one position.
func (b *binding) solve(p oracle.Params, pos []int64, nd needs) (solved, error) {
	play := b.play
	if b.name == "misere-bash" {
		play = oracle.Misere
	}
	s := solved{grundy: -1}
	var err error
	switch {
	case b.name == "nim":
		s.outcome, _ = oracle.NimOutcome(pos, play)
		if play == oracle.Normal {
			var x int64
			for _, h := range pos {
				x ^= h
			}
			s.grundy = int(x)
			if nd.moves && nd.count {
				s.counted, s.count = true, oracle.NimWinningCount(pos)
			} else if nd.moves {
				ms := oracle.NimWinning(pos)
				s.moves = make([]moveEnv, len(ms))
				for i, m := range ms {
					s.moves[i] = moveEnv{Heap: m.Index + 1, From: int(m.From), To: int(m.To), Take: int(m.From - m.To)}
					if nd.labels {
						s.moves[i].Label = fmt.Sprintf("heap %d: %d → %d", m.Index+1, m.From, m.To)
					}
				}
			}
			return s, nil
		}
		if !nd.moves {
			return s, nil
		}
	case b.name == "reach":
		if len(pos) != 1 {
			return s, fmt.Errorf("%w: reach needs one target, got %d numbers", oracle.ErrBadGame, len(pos))
		}
		var raises []int64
		s.outcome, raises, _, err = oracle.ReachWinning(pos[0], p.M)
		for _, r := range raises {
			s.moves = append(s.moves, moveEnv{Label: "raise " + strconv.FormatInt(r, 10), To: int(r), Take: int(r)})
		}
		if err != nil || !nd.grundy {
			return s, err
		}
	case b.name == "wythoff" && len(pos) == 2:
		s.outcome, _ = oracle.WythoffOutcome(pos[0], pos[1])
		if !nd.grundy && !nd.moves {
			return s, nil
		}
	case b.name == "board" && len(pos) == 2:
		s.outcome, _, err = oracle.BoardOutcome(pos[0], pos[1])
		if err != nil || !nd.grundy && !nd.moves {
			return s, err
		}
	case b.name == "northcott":
		if len(pos)%2 != 0 {
			return s, fmt.Errorf("%w: northcott needs rows of two pieces", oracle.ErrBadGame)
		}
		s.outcome, _, err = oracle.NorthcottOutcome(p.M, pairs(pos))
		return s, err
	case isHeapGame(b.name):
		g, err := b.heaps.get(b.name, p)
		if err != nil {
			return s, err
		}
		if len(pos) == 0 {
			return s, fmt.Errorf("%w: %s needs at least one heap", oracle.ErrBadGame, b.name)
		}
		if play == oracle.Normal || len(pos) == 1 {
			if err := b.heapAnswer(g, play, pos, nd, &s); err != nil || !nd.moves {
				return s, err
			}
		}
	}
	return b.analyze(p, play, pos, nd, s)
}

// heapAnswer fills s for a heap game under normal play or a single heap.
func (b *binding) heapAnswer(g oracle.HeapGame, play oracle.Play, pos []int64, nd needs, s *solved) error {
	var err error
	if len(pos) == 1 {
		s.outcome, _, err = oracle.HeapOutcome(g, play, pos[0])
	} else {
		s.outcome, _, err = oracle.SumOutcome(g, pos)
	}
	if err != nil || !nd.grundy || play != oracle.Normal {
		return err
	}
	x := 0
	for _, h := range pos {
		v, _, err := oracle.HeapGrundy(g, h)
		if err != nil {
			return err
		}
		x ^= v
	}
	s.grundy = x
	return nil
}

// analyze is the general path: oracle.Analyze, moves read from its labels.
func (b *binding) analyze(p oracle.Params, play oracle.Play, pos []int64, nd needs, s solved) (solved, error) {
	a, err := oracle.Analyze(b.name, p, play, pos)
	if err != nil {
		return s, err
	}
	s.outcome, s.grundy = a.Outcome, a.Grundy
	if nd.moves && s.moves == nil {
		for _, l := range a.Winning {
			s.moves = append(s.moves, parseMove(l, pos))
		}
	}
	return s, nil
}

var reHeapMove = regexp.MustCompile(`^(?:heap #(\d+) \((\d+)\): )?take (\d+) → (\d+)$`)

// parseMove reads the oracle's label of a heap move.
func parseMove(label string, pos []int64) moveEnv {
	m := moveEnv{Label: label}
	g := reHeapMove.FindStringSubmatch(label)
	if g == nil {
		return m
	}
	m.Heap = 1
	if g[1] != "" {
		m.Heap, _ = strconv.Atoi(g[1])
	}
	m.Take, _ = strconv.Atoi(g[3])
	m.To, _ = strconv.Atoi(g[4])
	m.From = m.Take + m.To
	return m
}

// errOracle marks an answer the oracle could not give.
var errOracle = errors.New("the oracle cannot answer")
