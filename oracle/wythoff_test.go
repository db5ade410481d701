package oracle

import (
	"math"
	"math/big"
	"slices"
	"testing"
)

// wythoffByTheorem is WythoffOutcome's large-value path, for any (a, b).
func wythoffByTheorem(a, b int64) Outcome {
	x, y := sort2(a, b)[0], sort2(a, b)[1]
	if uint64(x) == WythoffA(uint64(y-x)) {
		return P
	}
	return N
}

func TestWythoffTheoremMatchesSearch(t *testing.T) {
	s := NewSolver[[2]int64](WythoffGame{}, Normal)
	grid := WythoffGrid(wythoffSearch)
	for a := int64(0); a < wythoffSearch; a++ {
		for b := int64(0); b < wythoffSearch; b++ {
			want, err := s.Outcome(sort2(a, b))
			if err != nil {
				t.Fatal(err)
			}
			if grid[a][b] != (want == P) {
				t.Fatalf("(%d,%d): WythoffGrid says P=%v, search %v", a, b, grid[a][b], want)
			}
			if got := wythoffByTheorem(a, b); got != want {
				t.Fatalf("(%d,%d): theorem %v, search %v", a, b, got, want)
			}
			if got, _ := WythoffOutcome(a, b); got != want {
				t.Fatalf("(%d,%d): WythoffOutcome %v, search %v", a, b, got, want)
			}
		}
	}
}

// The theorem's winning moves against the search's, on every position the
// search covers.
func TestWythoffWinningMatchesSearch(t *testing.T) {
	s := NewSolver[[2]int64](WythoffGame{}, Normal)
	for a := int64(0); a < 60; a++ {
		for b := a; b < 60; b++ {
			r, _ := s.Solve([2]int64{a, b})
			want := labels(r.Winning)
			got := wythoffWinning(a, b)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("(%d,%d): theorem moves %q, search %q", a, b, got, want)
			}
		}
	}
}

func TestWythoffReference(t *testing.T) {
	wantA := []uint64{1, 3, 4, 6, 8, 9, 11, 12, 14, 16}
	wantB := []uint64{2, 5, 7, 10, 13, 15, 18, 20, 23, 26}
	for i := range wantA {
		k := uint64(i + 1)
		if a := WythoffA(k); a != wantA[i] || a+k != wantB[i] {
			t.Fatalf("k=%d: (%d, %d), want (%d, %d)", k, a, a+k, wantA[i], wantB[i])
		}
	}
	for _, c := range [][3]int64{{2, 1, 0}, {8, 4, 1}, {4, 7, 0}} { // hdu1527 sample
		if o, _ := WythoffOutcome(c[0], c[1]); (o == N) != (c[2] == 1) {
			t.Fatalf("hdu1527 sample (%d,%d): %v", c[0], c[1], o)
		}
	}
}

// exactFloorKPhi checks a = floor(k·φ) with big integers: a < kφ < a+1
// ⟺ (2a-k)² < 5k² < (2a+2-k)² (both sides positive).
func exactFloorKPhi(k, a uint64) bool {
	K := new(big.Int).SetUint64(k)
	five := new(big.Int).Mul(big.NewInt(5), new(big.Int).Mul(K, K))
	lo := new(big.Int).Sub(new(big.Int).Lsh(new(big.Int).SetUint64(a), 1), K)
	hi := new(big.Int).Add(lo, big.NewInt(2))
	return lo.Sign() >= 0 && new(big.Int).Mul(lo, lo).Cmp(five) < 0 && new(big.Int).Mul(hi, hi).Cmp(five) > 0
}

// At k = 102334155 (a Fibonacci number) k·φ is within 10^-8 of an integer:
// float64 φ rounds it up; the oracle's integer arithmetic does not.
func TestWythoffExactWhereFloatFails(t *testing.T) {
	const k = 102334155
	a := WythoffA(k)
	if a != 165580140 || !exactFloorKPhi(k, a) {
		t.Fatalf("a_%d = %d, want 165580140", k, a)
	}
	phi := (1 + math.Sqrt(5)) / 2
	if f := uint64(math.Floor(float64(k) * phi)); f == a {
		t.Fatalf("float64 φ gives %d here too; the test no longer shows its failure", f)
	} else {
		t.Logf("float64 floor(k·φ) = %d, exact %d", f, a)
	}
	if o, _ := WythoffOutcome(165580140, 267914295); o != P {
		t.Fatal("(165580140, 267914295) must be P")
	}
	if o, _ := WythoffOutcome(165580141, 267914296); o != N {
		t.Fatal("(165580141, 267914296) must be N")
	}
	for _, k := range []uint64{1e9, 1e12, 1e15, 1e17, 1e18, 4e18, 1<<62 - 1, 2971215073, 1836311903} {
		if a := WythoffA(k); !exactFloorKPhi(k, a) {
			t.Fatalf("a_%d = %d is not floor(kφ)", k, a)
		}
	}
}

func TestWythoffPPositions(t *testing.T) {
	ps := WythoffPPositions(30)
	want := [][2]int64{{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}, {14, 23}, {16, 26}, {17, 28}}
	if !slices.Equal(ps, want) {
		t.Fatalf("got %v", ps)
	}
}

// The theorem against the retrograde pass on the whole 1000×1000 grid.
func TestWythoffTheoremMatchesGrid(t *testing.T) {
	const side = 1000
	grid := WythoffGrid(side)
	for a := range int64(side) {
		for b := range int64(side) {
			if (wythoffByTheorem(a, b) == P) != grid[a][b] {
				t.Fatalf("(%d,%d): theorem %v, retrograde P=%v", a, b, wythoffByTheorem(a, b), grid[a][b])
			}
		}
	}
}
