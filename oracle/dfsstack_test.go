package oracle

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The chunked stack against a plain model (a slice of successor lists):
// random pushes of 0 to 3·kidChunk successors and pops, checking after each
// step the top frame's successors, its state (derived from the parent) and
// the cursor, including chunks started by room and by an overflowing append.
func TestDFSStackMatchesModel(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	type mframe struct {
		state int64
		kids  []int64
	}
	var st dfsStack[int64]
	st.begin(kidPoolOf[int64](), -1)
	var model []mframe
	next := int64(0)
	pushN := func(k int) {
		state := int64(-1)
		if len(model) > 0 {
			top := st.top()
			state = st.topKids()[top.next]
		}
		dst := st.room()
		var kids []int64
		for range k {
			dst = append(dst, next)
			kids = append(kids, next)
			next++
		}
		st.push(dst)
		model = append(model, mframe{state, kids})
	}
	check := func(step int) {
		if st.n != len(model) {
			t.Fatalf("step %d: %d frames, model %d", step, st.n, len(model))
		}
		if len(model) == 0 {
			return
		}
		m := model[len(model)-1]
		f := st.top()
		if got := st.topKids()[f.start:]; !slices.Equal(got, m.kids) {
			t.Fatalf("step %d: top successors differ (%d vs %d)", step, len(got), len(m.kids))
		}
		if st.state() != m.state {
			t.Fatalf("step %d: top state %d, model %d", step, st.state(), m.state)
		}
	}
	// a chunk nearly full, then more successors than a chunk holds: room
	// starts a chunk for them and the append outgrows it too
	pushN(kidChunk - 10)
	check(-2)
	pushN(kidChunk + 5)
	check(-1)
	for step := range 3000 {
		switch {
		case len(model) > 0 && r.IntN(3) == 0:
			st.pop()
			model = model[:len(model)-1]
		case len(model) > 0 && len(model[len(model)-1].kids) == 0:
			st.pop()
			model = model[:len(model)-1]
		default:
			if len(model) > 0 {
				// descend into a random successor of the top frame
				f := st.top()
				f.next = f.start + uint32(r.IntN(len(model[len(model)-1].kids)))
			}
			k := r.IntN(4)
			switch r.IntN(40) {
			case 0:
				k = kidChunk + r.IntN(2*kidChunk)
			case 1, 2, 3:
				k = 100 + r.IntN(kidSlack)
			}
			pushN(k)
		}
		check(step)
	}
	// deeper than a frame chunk, one successor a frame, and back
	for st.n > 0 {
		st.pop()
		model = model[:len(model)-1]
	}
	for i := range frameChunk + 10 {
		pushN(1)
		check(10_000 + i)
	}
	for st.n > 0 {
		st.pop()
		model = model[:len(model)-1]
		check(-3)
	}
	st.release()
}
