package fuzz

import (
	"math/rand"
	"testing"
)

func TestSourceReadsBigEndianThenZeros(t *testing.T) {
	s := NewSource([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	if got, want := s.Uint64(), uint64(0x0102030405060708); got != want {
		t.Fatalf("first Uint64 = %#x, want %#x", got, want)
	}
	if s.Exhausted() {
		t.Fatal("exhausted after 8 of 9 bytes")
	}
	if got, want := s.Uint64(), uint64(0x0900000000000000); got != want {
		t.Fatalf("second Uint64 = %#x, want %#x (a partial number is padded with zeros)", got, want)
	}
	if s.Exhausted() || s.Remaining() != 0 {
		t.Fatalf("Exhausted = %v, Remaining = %d after reading the last byte", s.Exhausted(), s.Remaining())
	}
	a, b := s.Uint64(), s.Uint64()
	if !s.Exhausted() {
		t.Fatal("not exhausted after reading past the end")
	}
	if a == b {
		t.Fatalf("past the end: two equal numbers %#x; a draw-until-new generator would loop", a)
	}
}

func TestSourceIsDeterministicUnderRand(t *testing.T) {
	data := []byte("the same bytes give the same numbers, even past their end")
	a, b := rand.New(NewSource(data)), rand.New(NewSource(data))
	for i := range 40 {
		if x, y := a.Intn(1000+i), b.Intn(1000+i); x != y {
			t.Fatalf("draw %d: %d != %d", i, x, y)
		}
	}
}
