package format

// walkBufs are the scratch of one walk over a case or a prefix: its slots
// (the values of the scalars read so far), need's flags, and the numbers a
// walk of fields reads (walkFields' src). A schema keeps them in a pool:
// allocated a walk, they were most of the garbage of the small phase (a
// walk a prefix in its enumeration, three a case).
type WalkBufs struct {
	Slots []int64
	Known []bool
	src   []int64
}

// bufs takes cleared scratch from s's pool; release gives it back (the
// caller keeps nothing of it).
func (s *Schema) bufs() *WalkBufs {
	b, _ := s.pool.Get().(*WalkBufs)
	if b == nil {
		return &WalkBufs{Slots: make([]int64, len(s.Slots)), Known: make([]bool, len(s.Slots))}
	}
	clear(b.Slots)
	clear(b.Known)
	return b
}

func (s *Schema) release(b *WalkBufs) {
	b.src = nil
	s.pool.Put(b)
}
