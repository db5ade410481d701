package fuzz

import (
	"math/rand"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// Raw inputs replay exactly the cases they were made of: the boundaries of
// every problem and every committed corpus file.
func TestDecodeRawReplaysCases(t *testing.T) {
	store := corpus.Store{Dir: filepath.Join("..", "corpus")}
	for _, p := range problem.All() {
		b := p.Boundaries()
		b = b[:min(len(b), p.MaxCases())]
		if got := Decode(p, Raw(p, b)); !reflect.DeepEqual(got, b) {
			t.Errorf("%s: Decode(Raw(boundaries)) = %v, want %v", p.ID, got, b)
		}
		es, err := store.Load(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			want, err := p.Parse(e.Input)
			if err != nil {
				t.Fatalf("%s: %v", e.Path, err)
			}
			if got := Decode(p, RawInput(e.Input)); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: Decode = %v, want the parsed file %v", e.Path, got, want)
			}
		}
	}
}

// Generator bytes always give valid cases, at most MaxCases of them, the
// same for the same bytes, and different bytes steer to different cases.
func TestDecodeGenGivesValidCases(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, p := range problem.All() {
		distinct := map[string]bool{}
		for range 100 {
			data := make([]byte, 1+rng.Intn(200))
			rng.Read(data)
			data[0] |= 1 // generator mode
			cases := Decode(p, data)
			if len(cases) > p.MaxCases() {
				t.Fatalf("%s: %d cases, more than MaxCases %d", p.ID, len(cases), p.MaxCases())
			}
			for _, c := range cases {
				if err := p.Valid(c); err != nil {
					t.Fatalf("%s: invalid case %v from %x: %v", p.ID, c, data, err)
				}
				distinct[string(p.Encode([]format.Case{c}))] = true
			}
			if again := Decode(p, data); !reflect.DeepEqual(again, cases) {
				t.Fatalf("%s: Decode is not deterministic on %x", p.ID, data)
			}
		}
		if len(distinct) < 10 {
			t.Errorf("%s: 100 random inputs gave only %d distinct cases", p.ID, len(distinct))
		}
	}
}

// Bytes that run out stop generation: an input of a header and a few bytes
// gives few cases, never MaxCases copies of the zero-bytes case.
func TestDecodeGenStopsWhenBytesRunOut(t *testing.T) {
	for _, p := range problem.All() {
		cases := Decode(p, []byte{50, 0xff, 0xff, 7})
		if len(cases) > 1 {
			t.Errorf("%s: 1 byte of randomness gave %d cases, want at most 1", p.ID, len(cases))
		}
	}
}

func TestDecodeEmptyAndBadRaw(t *testing.T) {
	p, err := problem.Lookup("hdu1846")
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range [][]byte{nil, {ModeRaw}, RawInput([]byte("1\n0 5\n")), RawInput([]byte("x"))} {
		if got := Decode(p, data); got != nil {
			t.Errorf("Decode(%q) = %v, want nil (no valid case)", data, got)
		}
	}
}
