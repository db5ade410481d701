package custom

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/gamestress/gamestress/oracle"
)

// customSearch is the memoized, iterative DFS of a custom game: tier 1.
// Nodes are single positions, or (whole) multisets of independent
// components, searched as one position (misère sums, misère splits, and
// the cross-check of the XOR rule). Values: Grundy values (impartial,
// normal play, single positions), the outcome P = 0 / N = 1, or a score.
type customSearch struct {
	g     *CustomGame
	whole bool
	max   int

	// the node table: dense (every variable bounded, a small box) or a map
	dense      bool
	lo, stride []int64
	ids        map[string]int32
	keys       []string
	// the packed memo of single positions (customhash.go), else ids
	packed *packedMemo
	// one variable: the nodes of small non-negative positions by their
	// number (node+1; 0: none yet), before the packed memo (internSmall)
	small        []int32
	state        []uint8 // unknown, onStack, known
	vals         []int64
	count        int                   // nodes searched or on the stack (dense) / interned (map)
	*customStack                       // while a search runs
	comp         map[string][][]string // whole: a component's successors, by their components' keys
	marks        []uint64
	pos          []int64 // the position being expanded (dense: reused)

	guess  bool // dense on a guessed box: a position outside it is errOutOfBox
	probe  int  // > 0: pushes left before the DFS gives up (errProbe)
	noFill bool // a fill stopped: the moves do not go down in its order
	filled int  // positions filled bottom-up
	res    fastResolve
}

const (
	nodeUnknown uint8 = iota
	nodeOnStack
	nodeKnown
)

// customStack is the DFS stack: frames, and the successors' nodes of the
// frames, concatenated. Stacks are pooled between searches: a deep search
// grows them to many megabytes, which a fresh process pays for in page
// faults once, not per search.
type customStack struct {
	frames []customFrame
	kids   []int32 // the successors' nodes of the frames
	snk    []int32 // per successor of a frame with splits: its number of kid nodes
	sgain  []int64 // per successor (score games): its gain
}

// customStacks is a free list of stacks (not a sync.Pool: a pool is
// emptied by every other collection, and a search allocates enough to
// collect often).
var customStacks struct {
	sync.Mutex
	free []*customStack
}

// maxFreeStacks bounds the stacks kept (one per concurrent search, about).
const maxFreeStacks = 4

func getCustomStack() *customStack {
	customStacks.Lock()
	defer customStacks.Unlock()
	if n := len(customStacks.free); n > 0 {
		st := customStacks.free[n-1]
		customStacks.free = customStacks.free[:n-1]
		return st
	}
	return new(customStack)
}

func (s *customSearch) release() {
	st := s.customStack
	st.frames, st.kids, st.snk, st.sgain = st.frames[:0], st.kids[:0], st.snk[:0], st.sgain[:0]
	s.customStack = nil
	customStacks.Lock()
	defer customStacks.Unlock()
	if len(customStacks.free) < maxFreeStacks {
		customStacks.free = append(customStacks.free, st)
	}
}

type customFrame struct {
	id                 int32
	kidStart, sucStart int32 // sucStart: into snk
	gainStart          int32 // into sgain
	split              bool  // some successor has several kids (snk lists them all); else one kid a successor
	next               int32
}

// errNeedWhole: a misère impartial game split a position; the search is
// redone on multisets.
var errNeedWhole = errors.New("split under misère play")

// maxDense bounds the dense memo (entries).
const maxDense = 1 << 26

func newCustomSearch(g *CustomGame, whole bool) *customSearch {
	s := &customSearch{g: g, whole: whole, max: g.c.maxStates(), ids: map[string]int32{}, comp: map[string][][]string{}}
	if whole || g.c.list {
		return s
	}
	size := int64(1)
	for _, b := range g.bounds {
		if !b.set {
			if len(g.bounds) <= maxPackedVars && !noPacking {
				s.packed = newPackedMemo(len(g.bounds))
			}
			return s
		}
		w := b.hi - b.lo + 1
		if w <= 0 || size > int64(min(s.max, maxDense))/w {
			if len(g.bounds) <= maxPackedVars && !noPacking {
				s.packed = newPackedMemo(len(g.bounds)) // a box too large for a table
			}
			return s
		}
		s.lo = append(s.lo, b.lo)
		size *= w
	}
	s.stride = make([]int64, len(g.bounds))
	st := int64(1)
	for i := len(g.bounds) - 1; i >= 0; i-- {
		s.stride[i] = st
		st *= g.bounds[i].hi - g.bounds[i].lo + 1
	}
	s.dense = true
	s.guess = g.guessed()
	s.state = oracle.TableOf[uint8](size)
	s.vals = oracle.TableOf[int64](size)
	return s
}

// setKnown records node id's value. A zero is not written: a node's
// value is zero until it is known, so a page of the table that only
// zeros fill (positions with no move, which a fill meets by the million
// where the question never goes) is never touched, nor faulted in.
func (s *customSearch) setKnown(id int32, v int64) {
	if v != 0 {
		s.vals[id] = v
	}
	s.state[id] = nodeKnown
}

// packPos is a single position's key.
func packPos(p []int64) string {
	b := make([]byte, 8*len(p))
	for i, v := range p {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(v))
	}
	return string(b)
}

func unpackPos(k string) []int64 {
	p := make([]int64, len(k)/8)
	for i := range p {
		p[i] = int64(binary.LittleEndian.Uint64([]byte(k[8*i : 8*i+8])))
	}
	return p
}

// packWhole is a multiset's key: its components' keys, each prefixed by
// its length, sorted.
func packWhole(comps []string) string {
	slices.Sort(comps)
	var b strings.Builder
	for _, c := range comps {
		var n [4]byte
		binary.LittleEndian.PutUint32(n[:], uint32(len(c)))
		b.Write(n[:])
		b.WriteString(c)
	}
	return b.String()
}

func unpackWhole(k string) []string {
	var out []string
	for len(k) > 0 {
		n := int(binary.LittleEndian.Uint32([]byte(k[:4])))
		out = append(out, k[4:4+n])
		k = k[4+n:]
	}
	return out
}

func (s *customSearch) tooMany() error {
	return fmt.Errorf("custom game %s: more than %d states to search (max_states): %w", s.g.c.spec.Name, s.max, oracle.ErrTooLarge)
}

// internPos is the node of a single position (bounds checked already).
func (s *customSearch) internPos(p []int64) (int32, error) {
	if s.dense {
		if s.guess && !s.inBox(p) {
			return 0, errOutOfBox
		}
		i := int64(0)
		for j, v := range p {
			i += (v - s.lo[j]) * s.stride[j]
		}
		return int32(i), nil
	}
	if s.g.c.spec.Sorted && !slices.IsSorted(p) {
		p = slices.Clone(p)
		slices.Sort(p)
	}
	if s.packed != nil {
		if len(p) == 1 && s.fitsSmall(p[0]) {
			return s.internSmall(p[0])
		}
		if !s.packed.wide {
			if w, ok := s.packed.pack(p); ok {
				return s.internWord(w)
			}
			s.packed.widen()
		}
		return s.internWide(p)
	}
	return s.internKey(packPos(p))
}

// internWord is internPos for the packed position w.
func (s *customSearch) internWord(w uint64) (int32, error) {
	if id := s.packed.find(w); id >= 0 {
		return id, nil
	}
	id, err := s.newNode()
	if err == nil {
		s.packed.add(w, id)
	}
	return id, err
}

// internWide is internPos in a wide packed memo.
func (s *customSearch) internWide(p []int64) (int32, error) {
	if id := s.packed.findWide(p); id >= 0 {
		return id, nil
	}
	id, err := s.newNode()
	if err == nil {
		s.packed.addWide(p, id)
	}
	return id, err
}

// newNode adds a node (its position is recorded by the caller).
func (s *customSearch) newNode() (int32, error) {
	if len(s.state) >= s.max {
		return 0, s.tooMany()
	}
	s.state = append(s.state, nodeUnknown)
	s.vals = append(s.vals, 0)
	return int32(len(s.state) - 1), nil
}

// A one-variable game without bounds whose positions turn out to be small
// non-negative numbers (Grundy's game from n: every heap is below n) finds
// its nodes by indexing s.small, not by hashing: the slice grows as larger
// positions come, while it stays within smallSpread times the nodes (4
// bytes a cell: at most 16 bytes a node, besides the node's own); a
// position beyond that goes to the packed memo, and is found there too
// when the slice has grown over it.

const (
	smallSpread = 4
	smallMin    = 1 << 12 // cells allowed however few the nodes
)

// fitsSmall says whether position x is (or can be made) a cell of s.small,
// growing it if needed.
func (s *customSearch) fitsSmall(x int64) bool {
	if x < 0 {
		return false
	}
	if x < int64(len(s.small)) {
		return true
	}
	limit := int64(smallSpread)*int64(len(s.state)) + smallMin
	if x >= limit || x >= maxDense {
		return false
	}
	n := min(max(2*int64(len(s.small)), x+1), limit)
	s.small = slices.Grow(s.small, int(n)-len(s.small))[:n]
	return true
}

// internSmall is internPos for position x of s.small's range (the packed
// memo records it too: every node has its word).
func (s *customSearch) internSmall(x int64) (int32, error) {
	if id := s.small[x]; id > 0 {
		return id - 1, nil
	}
	id, err := s.internWord(uint64(x)) // found there if interned while beyond the slice
	if err == nil {
		s.small[x] = id + 1
	}
	return id, err
}

func (s *customSearch) internKey(k string) (int32, error) {
	if id, ok := s.ids[k]; ok {
		return id, nil
	}
	id, err := s.newNode()
	if err != nil {
		return 0, err
	}
	s.ids[k] = id
	s.keys = append(s.keys, k)
	return id, nil
}

// posOf is a single node's position.
func (s *customSearch) posOf(id int32) []int64 {
	return s.posInto(nil, id)
}

// posInto is posOf reusing buf's memory (dense nodes).
func (s *customSearch) posInto(buf []int64, id int32) []int64 {
	if s.packed != nil {
		return s.packed.node(buf, id)
	}
	if !s.dense {
		return unpackPos(s.keys[id])
	}
	p := buf[:0]
	if cap(p) < len(s.lo) {
		p = make([]int64, len(s.lo))
	}
	p = p[:len(s.lo)]
	r := int64(id)
	for j := range p {
		p[j] = s.lo[j] + r/s.stride[j]
		r %= s.stride[j]
	}
	return p
}

// value searches node id and returns its value: a dense table of single
// positions is filled bottom-up where it can be (customfill.go), the rest
// is searched depth-first.
func (s *customSearch) value(id int32) (int64, error) {
	switch s.state[id] {
	case nodeKnown:
		return s.vals[id], nil
	case nodeOnStack:
		return 0, s.loopAt(id)
	}
	if s.dense && !s.whole && !s.g.c.spec.DepthFirst {
		v, done, err := s.fillFor(id)
		if err != nil || done {
			return v, err
		}
	}
	return s.dfs(id)
}

// dfs searches node id depth-first (s.probe > 0: giving up with errProbe
// after that many positions pushed).
func (s *customSearch) dfs(id int32) (int64, error) {
	if s.state[id] == nodeKnown {
		return s.vals[id], nil
	}
	s.customStack = getCustomStack()
	defer s.release()
	if err := s.push(id); err != nil {
		s.abort()
		return 0, err
	}
	for {
		f := &s.frames[len(s.frames)-1]
		if int(f.next) < len(s.kids) {
			c := s.kids[f.next]
			switch s.state[c] {
			case nodeUnknown:
				if err := s.push(c); err != nil {
					s.abort()
					return 0, err
				}
			case nodeOnStack:
				err := s.loopAt(c)
				s.abort()
				return 0, err
			default:
				f.next++
			}
			continue
		}
		v := s.resolve(f)
		s.setKnown(f.id, v)
		s.kids, s.snk, s.sgain = s.kids[:f.kidStart], s.snk[:f.sucStart], s.sgain[:f.gainStart]
		s.frames = s.frames[:len(s.frames)-1]
		if len(s.frames) == 0 {
			return v, nil
		}
		s.frames[len(s.frames)-1].next++
	}
}

func (s *customSearch) loopAt(id int32) error {
	return fmt.Errorf("%w: custom game %s: position %s is reachable from itself, a loop in a game not declared loopy (kind = \"loopy\"): %w",
		oracle.ErrBadGame, s.g.c.spec.Name, s.describe(id), oracle.ErrLoop)
}

// describe prints a node's position(s).
func (s *customSearch) describe(id int32) string {
	if !s.whole {
		return formatPos(s.posOf(id), s.g.c.list)
	}
	var parts []string
	for _, c := range unpackWhole(s.keys[id]) {
		parts = append(parts, formatPos(unpackPos(c), s.g.c.list))
	}
	if len(parts) == 0 {
		return "(nothing left)"
	}
	return strings.Join(parts, " + ")
}

// abort forgets the nodes on the stack after an error.
func (s *customSearch) abort() {
	for _, f := range s.frames {
		s.state[f.id] = nodeUnknown
		s.count--
	}
	s.frames, s.kids, s.snk, s.sgain = s.frames[:0], s.kids[:0], s.snk[:0], s.sgain[:0]
}

// push marks id as on the stack and lists its successors' nodes.
func (s *customSearch) push(id int32) error {
	if s.dense && s.count >= s.max {
		return s.tooMany()
	}
	if s.probe > 0 {
		if s.probe--; s.probe == 0 {
			return errProbe
		}
	}
	f := customFrame{id: id, kidStart: int32(len(s.kids)), sucStart: int32(len(s.snk)), gainStart: int32(len(s.sgain)), next: int32(len(s.kids))}
	var err error
	if s.whole {
		err = s.expandWhole(id)
	} else {
		err = s.expandSingle(id)
	}
	if err != nil {
		s.kids, s.snk, s.sgain = s.kids[:f.kidStart], s.snk[:f.sucStart], s.sgain[:f.gainStart]
		return err
	}
	f.split = len(s.snk) > int(f.sucStart)
	s.state[id] = nodeOnStack
	s.count++
	s.frames = append(s.frames, f)
	return nil
}

func (s *customSearch) expandSingle(id int32) error {
	g := s.g
	s.pos = s.posInto(s.pos, id)
	p := s.pos
	if err := g.eval(p); err != nil {
		return err
	}
	xorSplits := g.c.spec.Kind == Impartial && g.c.spec.Play == oracle.Normal
	split := false
	for _, sc := range g.succs {
		if sc.n == 1 {
			continue
		}
		if !xorSplits {
			if g.c.spec.Kind == Impartial {
				return errNeedWhole
			}
			return g.c.moves.errAt(formatPos(p, g.c.list), "a move splits the position, which only an impartial game may do (this one is %s)", g.c.spec.Kind)
		}
		split = true
	}
	score := g.c.spec.Kind == Score
	off := 0
	for _, sc := range g.succs {
		for j := range sc.n {
			n := int(g.plens[sc.first+j])
			kid, err := s.internPos(g.parts[off : off+n])
			if err != nil {
				return err
			}
			off += n
			s.kids = append(s.kids, kid)
		}
		if split {
			s.snk = append(s.snk, sc.n)
		}
		if score {
			s.sgain = append(s.sgain, sc.gain)
		}
	}
	return nil
}

// compRaw lists a component's successors by their components' keys,
// evaluating once and caching.
func (s *customSearch) compRaw(c string) ([][]string, error) {
	if out, ok := s.comp[c]; ok {
		return out, nil
	}
	if len(s.comp) >= s.max {
		return nil, s.tooMany()
	}
	g := s.g
	if err := g.eval(unpackPos(c)); err != nil {
		return nil, err
	}
	out := make([][]string, 0, len(g.succs))
	off := 0
	for _, sc := range g.succs {
		parts := make([]string, 0, sc.n)
		for j := range sc.n {
			n := int(g.plens[sc.first+j])
			parts = append(parts, packPos(g.parts[off:off+n]))
			off += n
		}
		out = append(out, parts)
	}
	s.comp[c] = out
	return out, nil
}

// compSuccs lists a component's successors, each without the components
// that have no move (they change nothing in a sum).
func (s *customSearch) compSuccs(c string) ([][]string, error) {
	raw, err := s.compRaw(c)
	if err != nil {
		return nil, err
	}
	out := make([][]string, len(raw))
	for i, parts := range raw {
		kept := make([]string, 0, len(parts))
		for _, part := range parts {
			sub, err := s.compRaw(part)
			if err != nil {
				return nil, err
			}
			if len(sub) > 0 {
				kept = append(kept, part)
			}
		}
		out[i] = kept
	}
	return out, nil
}

// wholeKey is the key of the multiset of components, without those that
// have no move.
func (s *customSearch) wholeKey(comps []string) (string, error) {
	kept := make([]string, 0, len(comps))
	for _, c := range comps {
		sub, err := s.compRaw(c)
		if err != nil {
			return "", err
		}
		if len(sub) > 0 {
			kept = append(kept, c)
		}
	}
	return packWhole(kept), nil
}

func (s *customSearch) expandWhole(id int32) error {
	comps := unpackWhole(s.keys[id])
	for i, c := range comps {
		if i > 0 && comps[i-1] == c {
			continue
		}
		succs, err := s.compSuccs(c)
		if err != nil {
			return err
		}
		for _, parts := range succs {
			next := make([]string, 0, len(comps)-1+len(parts))
			next = append(append(append(next, comps[:i]...), comps[i+1:]...), parts...)
			kid, err := s.internKey(packWhole(next))
			if err != nil {
				return err
			}
			s.kids = append(s.kids, kid)
		}
	}
	return nil
}

// resolve computes a node's value from its successors' (all known).
func (s *customSearch) resolve(f *customFrame) int64 {
	spec := s.g.c.spec
	kids := s.kids[f.kidStart:]
	switch {
	case spec.Kind == Score:
		if len(kids) == 0 {
			return 0
		}
		best := int64(0)
		for j, k := range kids {
			v := s.sgain[int(f.gainStart)+j] - s.vals[k]
			if j == 0 || v > best {
				best = v
			}
		}
		return best
	case spec.Kind == Impartial && spec.Play == oracle.Normal:
		if f.split {
			return s.mexSplit(s.snk[f.sucStart:], kids)
		}
		return s.mex(kids)
	}
	if len(kids) == 0 {
		if spec.Play == oracle.Misere {
			return int64(oracle.N)
		}
		return int64(oracle.P)
	}
	for _, k := range kids {
		if s.vals[k] == int64(oracle.P) {
			return int64(oracle.N)
		}
	}
	return int64(oracle.P)
}

// mex is the least value not among the kids' (one kid a successor).
func (s *customSearch) mex(kids []int32) int64 {
	if len(kids) < 64 {
		var m uint64
		for _, c := range kids {
			if x := s.vals[c]; x < 64 {
				m |= 1 << uint(x)
			}
		}
		return int64(bits.TrailingZeros64(^m))
	}
	marks := s.marksFor(len(kids))
	for _, c := range kids {
		if x := s.vals[c]; x < int64(len(marks)*64) {
			marks[x/64] |= 1 << uint(x%64)
		}
	}
	return int64(oracle.MexWords(marks))
}

func (s *customSearch) marksFor(n int) []uint64 {
	words := n/64 + 1
	if cap(s.marks) < words {
		s.marks = make([]uint64, words)
	}
	marks := s.marks[:words]
	clear(marks)
	return marks
}

// mexSplit is the least value not among the successors' (each the XOR of
// its kids' values).
func (s *customSearch) mexSplit(snk []int32, kids []int32) int64 {
	marks := s.marksFor(len(snk))
	k := 0
	for _, n := range snk {
		x := int64(0)
		for _, c := range kids[k : k+int(n)] {
			x ^= s.vals[c]
		}
		k += int(n)
		if x < int64(len(marks)*64) {
			marks[x/64] |= 1 << uint(x%64)
		}
	}
	return int64(oracle.MexWords(marks))
}
