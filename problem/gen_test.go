package problem

import (
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/gen"
)

func TestGenValidAndRoundTrip(t *testing.T) {
	for _, p := range All() {
		cases := draw(p, 1, drawCount(p))
		for i, c := range cases {
			if err := p.Valid(c); err != nil {
				t.Fatalf("%s: generated case %d invalid: %v (%v)", p.ID, i, err, c)
			}
		}
		for start := 0; start < len(cases); start += p.MaxCases() {
			batch := cases[start:min(start+p.MaxCases(), len(cases))]
			back, err := p.Parse(p.Encode(batch))
			if err != nil {
				t.Fatalf("%s: Parse(Encode(generated)): %v", p.ID, err)
			}
			if !slices.EqualFunc(back, batch, slices.Equal) {
				t.Fatalf("%s: Parse(Encode(cs)) != cs", p.ID)
			}
		}
	}
}

func TestBoundariesValid(t *testing.T) {
	for _, p := range All() {
		bs := p.Boundaries()
		if len(bs) < 3 { // the field bounds' corners at least
			t.Errorf("%s: only %d boundary cases", p.ID, len(bs))
		}
		for _, c := range bs {
			if err := p.Valid(c); err != nil {
				t.Errorf("%s: boundary %v invalid: %v", p.ID, c, err)
			}
		}
	}
}

// The generators aim at the boundaries, not only at random values.
func TestGenFavoursBoundaries(t *testing.T) {
	p, _ := Lookup("hdu1846")
	cases := draw(p, 2, 2000)
	edge, top := 0, 0
	for _, c := range cases {
		n, m := c[0], c[1]
		if r := n % (m + 1); r == 0 || r == 1 || r == m {
			edge++
		}
		if n >= 998 {
			top++
		}
	}
	if edge < len(cases)/3 {
		t.Errorf("hdu1846: %d of %d cases at n ≡ -1, 0, 1 mod m+1; want a third at least", edge, len(cases))
	}
	if top == 0 {
		t.Errorf("hdu1846: no case with n near 1000")
	}

	w, _ := Lookup("hdu1527")
	big := 0
	for _, c := range draw(w, 3, 500) {
		if o, _ := w.Answer(c); o == "0" && c[0]+c[1] > 10_000_000 {
			big++
		}
	}
	if big == 0 {
		t.Errorf("hdu1527: no large P position drawn")
	}

	s, _ := Lookup("hdu2149")
	several := 0
	for _, c := range draw(s, 4, 300) {
		if c[0] <= c[1] {
			several++
		}
	}
	if several < 300/4 {
		t.Errorf("hdu2149: %d of 300 cases with M ≤ N", several)
	}
}

// Every generated case gets an answer from the oracle.
func TestGenAnswered(t *testing.T) {
	for _, p := range All() {
		for _, c := range append(draw(p, 5, drawCount(p)/4), p.Boundaries()...) {
			if _, err := p.Answer(c); err != nil {
				t.Fatalf("%s: Answer(%v): %v", p.ID, c, err)
			}
		}
	}
}

// powOf and logOf remember math.Pow and math.Log: the same values, so the
// same draws, as computed afresh, whatever else shares their slots.
func TestMathMemoIsExact(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 20000 {
		b, size := 1+rng.Int63n(1<<40), 1+rng.Intn(gen.FullSize)
		if rng.Intn(4) == 0 {
			b = 1 + rng.Int63n(8) // collisions in the table
		}
		if got, want := gen.PowOf(b, size), math.Pow(float64(b), float64(size)/gen.FullSize); got != want {
			t.Fatalf("powOf(%d, %d) = %v, want %v", b, size, got, want)
		}
		if got, want := gen.LogOf(b), math.Log(float64(b)); got != want {
			t.Fatalf("logOf(%d) = %v, want %v", b, got, want)
		}
	}
}
