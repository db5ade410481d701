package fuzz

// Source is a rand.Source64 that reads its numbers from a fuzzer's bytes, so
// that the fuzzer's mutations steer gopter's generators. It is deterministic:
// the same bytes give the same numbers. Each number takes the next 8 bytes,
// most significant first, so a short tail still moves the high bits that
// Intn and Int31n use; once the bytes run out, the missing bytes are zeros and
// Exhausted reports true.
type Source struct {
	data      []byte
	exhausted bool
}

// NewSource returns a Source over data. It does not copy data.
func NewSource(data []byte) *Source { return &Source{data: data} }

// Uint64 returns the next 8 bytes as a big-endian number.
func (s *Source) Uint64() uint64 {
	var v uint64
	for i := 0; i < 8; i++ {
		v <<= 8
		if len(s.data) > 0 {
			v |= uint64(s.data[0])
			s.data = s.data[1:]
		} else {
			s.exhausted = true
		}
	}
	return v
}

// Int63 is Uint64 without its top bit.
func (s *Source) Int63() int64 { return int64(s.Uint64() >> 1) }

// Seed does nothing: the bytes are the seed.
func (s *Source) Seed(int64) {}

// Exhausted reports whether a number was asked for after the bytes ran out.
func (s *Source) Exhausted() bool { return s.exhausted }

// Remaining is how many bytes are left.
func (s *Source) Remaining() int { return len(s.data) }
