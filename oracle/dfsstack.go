package oracle

import (
	"reflect"
	"sync"
)

// The DFS stack keeps, per state on it, one 8-byte frame and its list of
// successors, both in fixed-size chunks that never move (no copying when a
// chain is 10^7 deep) and go back to a pool when a query ends, so the next
// query (of any Solver over the same state type) reuses memory the process
// has already touched instead of asking the OS for fresh pages.

// frame is one state on the DFS stack: its successors are kids[start:] of
// its kid chunk (the top frame's successors are always that chunk's tail);
// kids[start:next] are resolved and kids[next] is the one being searched
// (the state of the frame above). The state itself is not stored: it is its
// parent's kids[next] (the root's is dfsStack.root).
type frame struct{ start, next uint32 }

const (
	frameChunk = 1 << 15 // frames per chunk
	kidChunk   = 1 << 15 // successors per chunk (more for a state with more moves)
	kidSlack   = 1 << 8  // start a new kid chunk when fewer than this remain
)

var framePool = sync.Pool{New: func() any { return new([frameChunk]frame) }}

// kidPools holds one kidPool per state type S.
var kidPools sync.Map // reflect.Type → *kidPool

// kidPool is a pool of *[]S chunks (boxed once, so Put allocates nothing);
// scrub says S may hold pointers, so the stack clears the successors it
// pops (a pooled chunk keeps no state alive).
type kidPool struct {
	sync.Pool
	scrub bool
}

func kidPoolOf[S comparable]() *kidPool {
	t := reflect.TypeFor[S]()
	if p, ok := kidPools.Load(t); ok {
		return p.(*kidPool)
	}
	p := &kidPool{scrub: mayPoint(t)}
	p.New = func() any { k := make([]S, 0, kidChunk); return &k }
	q, _ := kidPools.LoadOrStore(t, p)
	return q.(*kidPool)
}

// mayPoint reports whether values of t may hold pointers.
func mayPoint(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return false
	case reflect.Array:
		return mayPoint(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if mayPoint(t.Field(i).Type) {
				return true
			}
		}
		return false
	}
	return true
}

// dfsStack is the explicit stack of a Solver. Between queries it is empty
// and holds no chunk (they are back in the pools); its small slices are
// kept for the next query.
type dfsStack[S comparable] struct {
	frames []*[frameChunk]frame
	fc     *[frameChunk]frame // frames[fci], holding the top frame
	fci    int
	fi     int // frames in use in fc (1..frameChunk while n > 0)
	n      int // frames in use

	kids  []*[]S // chunks; *kids[kc] is stale while it is cur
	cur   []S    // the top frame's chunk, in use up to its len
	kc    int
	pool  *kidPool
	newAt []int // stack of the depths whose frame started a new kid chunk
	root  S
}

// begin readies the stack for a query from root.
func (st *dfsStack[S]) begin(pool *kidPool, root S) {
	st.pool, st.root = pool, root
	k := pool.Get().(*[]S)
	st.kids = append(st.kids[:0], k)
	st.cur, st.kc = (*k)[:0], 0
	st.fc = framePool.Get().(*[frameChunk]frame)
	st.frames = append(st.frames[:0], st.fc)
	st.fci, st.fi, st.n = 0, 0, 0
	st.newAt = st.newAt[:0]
}

// putChunk returns a chunk (empty: its frames were popped) to the pool.
func (st *dfsStack[S]) putChunk(k *[]S) {
	if cap(*k) == kidChunk {
		*k = (*k)[:0]
		st.pool.Put(k)
	}
}

// release returns every chunk to the pools; the stack must be empty.
func (st *dfsStack[S]) release() {
	for i, f := range st.frames {
		framePool.Put(f)
		st.frames[i] = nil
	}
	*st.kids[st.kc] = st.cur
	for i, k := range st.kids {
		st.putChunk(k)
		st.kids[i] = nil
	}
	var zero S
	st.root, st.cur, st.fc = zero, nil, nil
}

// top is the frame on top.
func (st *dfsStack[S]) top() *frame { return &st.fc[(st.fi-1)&(frameChunk-1)] }

// topKids is the kid chunk of the top frame.
func (st *dfsStack[S]) topKids() []S { return st.cur }

// state is the state of the top frame.
func (st *dfsStack[S]) state() S {
	if st.n == 1 {
		return st.root
	}
	k := st.cur
	if j := len(st.newAt); j > 0 && st.newAt[j-1] == st.n-1 {
		k = *st.kids[st.kc-1]
	}
	parent := &st.fc[(st.fi-2)&(frameChunk-1)]
	if st.fi < 2 {
		parent = &st.frames[st.fci-1][frameChunk-1]
	}
	return k[parent.next]
}

// up makes the kid chunk above the current one current, for the frame
// about to be pushed at depth n, and returns it.
func (st *dfsStack[S]) up() []S {
	st.newAt = append(st.newAt, st.n)
	*st.kids[st.kc] = st.cur
	st.kc++
	if st.kc == len(st.kids) {
		st.kids = append(st.kids, st.pool.Get().(*[]S))
	}
	st.cur = *st.kids[st.kc]
	return st.cur
}

// room returns the kid chunk a new frame's successors are appended to,
// starting a new chunk when the current one is nearly full.
func (st *dfsStack[S]) room() []S {
	if cap(st.cur)-len(st.cur) >= kidSlack {
		return st.cur
	}
	return st.up()
}

// push adds a frame whose successors were appended to the slice room
// returned. If the appends outgrew the chunk (append moved them to a new
// array, of a larger capacity), that array becomes a chunk of its own.
func (st *dfsStack[S]) push(kids []S) {
	start := len(st.cur)
	if cap(kids) != cap(st.cur) {
		st.adopt(kids[start:])
		start = 0
	} else {
		st.cur = kids
	}
	if st.fi == frameChunk {
		st.nextFrames()
	}
	st.fc[st.fi&(frameChunk-1)] = frame{start: uint32(start), next: uint32(start)}
	st.fi++
	st.n++
}

// adopt makes fresh (a new array append made) the chunk of the frame about
// to be pushed.
func (st *dfsStack[S]) adopt(fresh []S) {
	if j := len(st.newAt); len(st.cur) > 0 || j == 0 || st.newAt[j-1] != st.n {
		st.up() // unless room just started cur for this frame
	}
	// the chunk at kc (empty, started for this frame) gives way to fresh
	st.putChunk(st.kids[st.kc])
	st.kids[st.kc] = &fresh
	st.cur = fresh
}

// nextFrames moves the top of the frames to the next chunk.
func (st *dfsStack[S]) nextFrames() {
	st.fci++
	if st.fci == len(st.frames) {
		st.frames = append(st.frames, framePool.Get().(*[frameChunk]frame))
	}
	st.fc, st.fi = st.frames[st.fci], 0
}

// pop removes the top frame and its successors.
func (st *dfsStack[S]) pop() {
	start := st.top().start
	if st.pool.scrub {
		clear(st.cur[start:])
	}
	st.cur = st.cur[:start]
	st.n--
	st.fi--
	if st.fi == 0 || (len(st.newAt) > 0 && st.newAt[len(st.newAt)-1] == st.n) {
		st.down()
	}
}

// down moves back to the previous frame chunk and kid chunk, where the
// frame just popped was the first of its chunk.
func (st *dfsStack[S]) down() {
	if st.fi == 0 && st.fci > 0 {
		st.fci--
		st.fc, st.fi = st.frames[st.fci], frameChunk
	}
	if j := len(st.newAt); j > 0 && st.newAt[j-1] == st.n {
		st.newAt = st.newAt[:j-1]
		*st.kids[st.kc] = st.cur
		st.kc--
		st.cur = *st.kids[st.kc]
	}
}
