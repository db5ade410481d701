package fuzz

// Source is a rand.Source64 that reads its numbers from a fuzzer's bytes, so
// that the fuzzer's mutations steer gopter's generators. It is deterministic:
// the same bytes give the same numbers. Each number takes the next 8 bytes,
// most significant first, so a short tail still moves the high bits that
// Intn and Int31n use.
//
// When the bytes run out, Exhausted reports true and the numbers go on from
// a splitmix64 sequence seeded by the bytes: not zeros, because generators
// that draw until they see a new value (distinct moves, distinct heaps)
// would loop forever on a constant.
type Source struct {
	data      []byte
	exhausted bool
	tail      uint64 // splitmix64 state once exhausted
}

// NewSource returns a Source over data. It does not copy data.
func NewSource(data []byte) *Source {
	h := uint64(14695981039346656037) // FNV-1a of data seeds the tail
	for _, b := range data {
		h = (h ^ uint64(b)) * 1099511628211
	}
	return &Source{data: data, tail: h}
}

// Uint64 returns the next 8 bytes as a big-endian number; a partial last
// number is padded with zeros.
func (s *Source) Uint64() uint64 {
	if len(s.data) == 0 {
		s.exhausted = true
		return s.next()
	}
	var v uint64
	for i := 0; i < 8; i++ {
		v <<= 8
		if len(s.data) > 0 {
			v |= uint64(s.data[0])
			s.data = s.data[1:]
		}
	}
	return v
}

// next is splitmix64.
func (s *Source) next() uint64 {
	s.tail += 0x9e3779b97f4a7c15
	z := s.tail
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Int63 is Uint64 without its top bit.
func (s *Source) Int63() int64 { return int64(s.Uint64() >> 1) }

// Seed does nothing: the bytes are the seed.
func (s *Source) Seed(int64) {}

// Exhausted reports whether a number was asked for after the bytes ran out.
func (s *Source) Exhausted() bool { return s.exhausted }

// Remaining is how many bytes are left.
func (s *Source) Remaining() int { return len(s.data) }
