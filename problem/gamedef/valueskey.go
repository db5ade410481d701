package gamedef

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash"
	"slices"
)

// valuesKey keys a map by its names and values, as the games bound to a
// file's cases are cached (GameFile.Game): the SHA-256 digest of an
// encoding that writes every value whole and unambiguously (a word with
// its length, a list with its count, an int whatever its Go type). A
// board of 4·10^6 squares is keyed in milliseconds, where its %v took a
// quarter of a second and a string of 8 MB kept as the key.
func valuesKey(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	enc := keyEncoder{h: sha256.New(), buf: make([]byte, 0, 64<<10)}
	for _, k := range keys {
		enc.word(k)
		enc.value(m[k])
	}
	enc.flush()
	return string(enc.h.Sum(nil))
}

// keyEncoder writes values into a hash through a buffer.
type keyEncoder struct {
	h   hash.Hash
	buf []byte
}

func (e *keyEncoder) flush() {
	e.h.Write(e.buf)
	e.buf = e.buf[:0]
}

func (e *keyEncoder) grow(n int) {
	if len(e.buf)+n > cap(e.buf) {
		e.flush()
	}
}

func (e *keyEncoder) tag(t byte, n int) {
	e.grow(1 + binary.MaxVarintLen64)
	e.buf = binary.AppendUvarint(append(e.buf, t), uint64(n))
}

func (e *keyEncoder) int(v int64) {
	e.grow(1 + binary.MaxVarintLen64)
	e.buf = binary.AppendVarint(append(e.buf, 'i'), v)
}

func (e *keyEncoder) word(s string) {
	e.tag('s', len(s))
	if len(s) > cap(e.buf)-len(e.buf) {
		e.flush()
		e.h.Write([]byte(s))
		return
	}
	e.buf = append(e.buf, s...)
}

// value writes v: the types a case's fields and [game.data] hold, any
// other by its type and %v.
func (e *keyEncoder) value(v any) {
	if n, ok := intOf(v); ok {
		if _, isFloat := v.(float64); !isFloat {
			e.int(n)
			return
		}
	}
	switch x := v.(type) {
	case string:
		e.word(x)
	case []int64:
		e.tag('l', len(x))
		for _, n := range x {
			e.int(n)
		}
	case []int:
		e.tag('l', len(x))
		for _, n := range x {
			e.int(int64(n))
		}
	case []string:
		e.tag('l', len(x))
		for _, s := range x {
			e.word(s)
		}
	case [][]string:
		e.tag('l', len(x))
		for _, row := range x {
			e.value(row)
		}
	case []any:
		e.tag('l', len(x))
		for _, y := range x {
			e.value(y)
		}
	case map[string]any:
		e.tag('m', len(x))
		e.word(valuesKey(x))
	default:
		e.word(fmt.Sprintf("%T:%v", v, v))
	}
}
