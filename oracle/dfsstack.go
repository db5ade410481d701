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

// kidPool is a pool of []S chunks; scrub says S may hold pointers, so a
// chunk's used part is cleared before it goes back (no state kept alive).
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
	p.New = func() any { return make([]S, 0, kidChunk) }
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

// dfsStack is the explicit stack of a Solver during one query.
type dfsStack[S comparable] struct {
	frames []*[frameChunk]frame
	n      int // frames in use

	kids  [][]S // chunks; kids[kc] is the top frame's, in use up to its len
	kc    int
	pool  *kidPool
	newAt []int // stack of the depths whose frame started a new kid chunk
	root  S
}

func newDFSStack[S comparable](root S) *dfsStack[S] {
	st := &dfsStack[S]{pool: kidPoolOf[S](), root: root}
	st.kids = append(st.kids, st.pool.Get().([]S))
	return st
}

// putChunk returns a chunk (empty: its frames were popped) to the pool.
func (st *dfsStack[S]) putChunk(k []S) {
	if cap(k) == kidChunk {
		st.pool.Put(k[:0])
	}
}

// release returns every chunk to the pools; the stack must be empty.
func (st *dfsStack[S]) release() {
	for _, f := range st.frames {
		framePool.Put(f)
	}
	for _, k := range st.kids {
		st.putChunk(k)
	}
	*st = dfsStack[S]{}
}

// top is the frame on top.
func (st *dfsStack[S]) top() *frame {
	i := st.n - 1
	return &st.frames[i/frameChunk][i%frameChunk]
}

// topKids is the kid chunk of the top frame.
func (st *dfsStack[S]) topKids() []S { return st.kids[st.kc] }

// state is the state of the top frame.
func (st *dfsStack[S]) state() S {
	if st.n == 1 {
		return st.root
	}
	c := st.kc
	if k := len(st.newAt); k > 0 && st.newAt[k-1] == st.n-1 {
		c--
	}
	i := st.n - 2
	return st.kids[c][st.frames[i/frameChunk][i%frameChunk].next]
}

// room returns the kid chunk a new frame's successors are appended to,
// starting a new chunk when the current one is nearly full.
func (st *dfsStack[S]) room() []S {
	if k := st.kids[st.kc]; cap(k)-len(k) >= kidSlack {
		return k
	}
	st.newAt = append(st.newAt, st.n)
	st.kc++
	if st.kc == len(st.kids) {
		st.kids = append(st.kids, st.pool.Get().([]S))
	}
	return st.kids[st.kc]
}

// push adds a frame whose successors were appended to the slice room
// returned. If the appends outgrew the chunk (append moved them to a new
// array), that array becomes a chunk of its own.
func (st *dfsStack[S]) push(kids []S) {
	cur := st.kids[st.kc]
	start := len(cur)
	if cap(kids) != cap(cur) || &kids[:cap(kids)][0] != &cur[:cap(cur)][0] {
		if k := len(st.newAt); start == 0 && k > 0 && st.newAt[k-1] == st.n {
			st.putChunk(cur) // room started cur for this frame: replace it
			st.kids[st.kc] = kids
		} else {
			st.newAt = append(st.newAt, st.n)
			st.kc++
			if st.kc == len(st.kids) {
				st.kids = append(st.kids, nil)
			} else {
				st.putChunk(st.kids[st.kc])
			}
			st.kids[st.kc] = kids[start:]
			start = 0
		}
	} else {
		st.kids[st.kc] = kids
	}
	if st.n/frameChunk == len(st.frames) {
		st.frames = append(st.frames, framePool.Get().(*[frameChunk]frame))
	}
	st.frames[st.n/frameChunk][st.n%frameChunk] = frame{start: uint32(start), next: uint32(start)}
	st.n++
}

// pop removes the top frame and its successors.
func (st *dfsStack[S]) pop() {
	f := st.top()
	k := st.kids[st.kc]
	if st.pool.scrub {
		clear(k[f.start:])
	}
	st.kids[st.kc] = k[:f.start]
	st.n--
	if k := len(st.newAt); k > 0 && st.newAt[k-1] == st.n {
		st.newAt = st.newAt[:k-1]
		st.kc--
	}
}
