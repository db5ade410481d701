package problem

// walkBufs are the scratch of one walk over a case or a prefix: its slots
// (the values of the scalars read so far), need's flags, and the numbers a
// walk of fields reads (walkFields' src). A schema keeps them in a pool:
// allocated a walk, they were most of the garbage of the small phase (a
// walk a prefix in its enumeration, three a case).
type walkBufs struct {
	slots []int64
	known []bool
	src   []int64
}

// bufs takes cleared scratch from s's pool; release gives it back (the
// caller keeps nothing of it).
func (s *schema) bufs() *walkBufs {
	b, _ := s.pool.Get().(*walkBufs)
	if b == nil {
		return &walkBufs{slots: make([]int64, len(s.slots)), known: make([]bool, len(s.slots))}
	}
	clear(b.slots)
	clear(b.known)
	return b
}

func (s *schema) release(b *walkBufs) {
	b.src = nil
	s.pool.Put(b)
}
