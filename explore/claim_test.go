package explore

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

func TestEachBySizeOrder(t *testing.T) {
	boxes := []Range{Span(0, 3), Span(1, 2), Span(2, 4)}
	var got [][]int64
	eachBySize(boxes, func(tu []int64) bool {
		got = append(got, slices.Clone(tu))
		return true
	})
	if len(got) != 4*2*3 {
		t.Fatalf("%d tuples, want 24 (each once)", len(got))
	}
	for i := 1; i < len(got); i++ {
		if !sizeLess(got[i-1], got[i]) {
			t.Errorf("%v before %v: not in the size order", got[i-1], got[i])
		}
	}
	n := 0
	eachBySize(boxes, func([]int64) bool { n++; return n < 5 })
	if n != 5 {
		t.Errorf("stopping early: %d calls, want 5", n)
	}
}

// sizeLess is the size order written directly: fewer numbers, smaller sum,
// then lexicographic.
func sizeLess(a, b []int64) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	var sa, sb int64
	for i := range a {
		sa, sb = sa+a[i], sb+b[i]
	}
	if sa != sb {
		return sa < sb
	}
	return slices.Compare(a, b) < 0
}

func TestClaimHolds(t *testing.T) {
	tests := []struct {
		c       Claim
		checked int
		reason  string
	}{
		{Claim{Game: "bash", Formula: "n % (m+1) != 0", Ranges: map[string]Range{"m": Span(1, 20)}}, 101 * 20, "DOMAIN.md: G(n) = n mod (m+1)"},
		{Claim{Game: "misere-bash", Formula: "n % (m+1) != 1"}, 101 * 10, "DOMAIN.md: misère Bash P iff n mod (m+1) = 1"},
		{Claim{Game: "take-range", Formula: "n % (a+b) >= a"}, 101 * 21, "DOMAIN.md: take a..b; a > b skipped"},
		{Claim{Game: "nim", Formula: "xor(heaps) != 0"}, 12 + 144 + 1728, "Bouton"},
		{Claim{Game: "nim", Formula: "heaps[0] ^ heaps[1] != 0", Heaps: Single(2), To: 20}, 400, "^ is XOR"},
		{Claim{Game: "nim", Play: oracle.Misere, Formula: "max(heaps) >= 2 ? xor(heaps) != 0 : count(heaps, # == 1) % 2 == 0"}, 12 + 144 + 1728, "misère Nim rule"},
		{Claim{Game: "bash", Formula: "xor(map(heaps, # % (m+1))) != 0", Ranges: map[string]Range{"m": Span(2, 3)}, To: 8}, 2 * (8 + 64 + 512), "Sprague–Grundy over sums of Bash"},
		{Claim{Game: "split", Formula: "n >= 2 && n % 2 == 0", To: 30}, 31, "DOMAIN.md: split"},
		{Claim{Game: "board", Formula: "n % 2 == 0 || m % 2 == 0", To: 20}, 400, "hdu2147"},
	}
	for _, tc := range tests {
		rep, err := Check(tc.c)
		if err != nil {
			t.Errorf("%s %q: %v", tc.c.Game, tc.c.Formula, err)
			continue
		}
		if !rep.Holds() || rep.Checked != tc.checked {
			t.Errorf("%s %q (%s): holds %v on %d, want holds on %d; counterexample %v", tc.c.Game, tc.c.Formula, tc.reason, rep.Holds(), rep.Checked, tc.checked, rep.Counterexample)
		}
	}
}

func TestClaimCounterexampleIsMinimal(t *testing.T) {
	tests := []Claim{
		{Game: "bash", Formula: "n % m != 0", Ranges: map[string]Range{"m": Span(1, 5)}},
		{Game: "bash", Formula: "n % (m+1) != 0 && n != 7", Ranges: map[string]Range{"m": Span(1, 5)}},
		{Game: "take-range", Formula: "n % (a+b) > a"},
		{Game: "wythoff", Formula: "a != b"},
		{Game: "nim", Play: oracle.Misere, Formula: "xor(heaps) != 0"},
		{Game: "nim", Formula: "sum(heaps) % 2 == 1"},
		{Game: "reach", Formula: "n % m != 0"},
		{Game: "board", Formula: "n % 2 == 0"},
	}
	for _, c := range tests {
		rep, err := Check(c)
		if err != nil || rep.Holds() {
			t.Errorf("%s %q: %v, holds %v; want a counterexample", c.Game, c.Formula, err, rep.Holds())
			continue
		}
		ce := rep.Counterexample
		want := bruteMinimal(t, c)
		if ce.String() != want.String() || ce.Claimed != want.Claimed || ce.Oracle != want.Oracle || ce.Claimed == ce.Oracle {
			t.Errorf("%s %q: counterexample %v (claimed %v, oracle %v), brute force says %v (%v, %v)", c.Game, c.Formula, ce, ce.Claimed, ce.Oracle, want, want.Claimed, want.Oracle)
		}
	}
}

// bruteMinimal checks every tuple of the claim's layout, in no particular
// order, and keeps the smallest disagreement by sizeLess.
func bruteMinimal(t *testing.T, c Claim) Counterexample {
	t.Helper()
	lay, err := layoutOf(c)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Compile(c.Formula, lay.env)
	if err != nil {
		t.Fatal(err)
	}
	var best *Counterexample
	var bestKey []int64
	counts := Single(int64(len(lay.pos)))
	if lay.list {
		counts = lay.count
	}
	for k := counts.Hi; k >= counts.Lo; k-- {
		var boxes []Range
		for range k {
			boxes = append(boxes, Span(lay.posLo, lay.to))
		}
		boxes = append(boxes, lay.ranges...)
		forEachTuple(boxes, func(tu []int64) {
			p := c.Fixed
			vals := []any{}
			if lay.list {
				vals = append(vals, slices.Clone(tu[:k]))
			} else {
				for _, v := range tu[:k] {
					vals = append(vals, v)
				}
			}
			for i, name := range lay.params {
				v := tu[int(k)+i]
				vals = append(vals, v)
				switch name {
				case "m":
					p.M = v
				case "a":
					p.A = v
				case "b":
					p.B = v
				}
			}
			if c.Game == "take-range" && p.A > p.B {
				return
			}
			lay.fill(vals)
			win, err := f.Eval(lay.env)
			if err != nil {
				t.Fatal(err)
			}
			o, err := Outcome(c.Game, p, c.Play, tu[:k])
			if err != nil {
				t.Fatal(err)
			}
			if outcomeOf(win) != o && (best == nil || sizeLess(tu, bestKey)) {
				best = &Counterexample{Names: append(slices.Clone(lay.pos), lay.params...), Values: vals, Claimed: outcomeOf(win), Oracle: o}
				bestKey = slices.Clone(tu)
			}
		})
	}
	if best == nil {
		t.Fatalf("%s %q: brute force finds no counterexample", c.Game, c.Formula)
	}
	return *best
}

// forEachTuple is every tuple in the boxes, odometer order.
func forEachTuple(boxes []Range, f func([]int64)) {
	tu := make([]int64, len(boxes))
	for i, b := range boxes {
		tu[i] = b.Lo
	}
	for {
		f(tu)
		i := len(tu) - 1
		for ; i >= 0; i-- {
			if tu[i] < boxes[i].Hi {
				tu[i]++
				break
			}
			tu[i] = boxes[i].Lo
		}
		if i < 0 {
			return
		}
	}
}

func TestClaimMisereNimPlainXor(t *testing.T) {
	rep, err := Check(Claim{Game: "nim", Play: oracle.Misere, Formula: "xor(heaps) != 0"})
	if err != nil || rep.Holds() {
		t.Fatalf("%v %v", rep, err)
	}
	// One heap of 1 under misère play: the mover must take the last counter
	// and loses (P), while the plain XOR is 1 (claims N).
	if got := rep.Counterexample.String(); got != `{"heaps":[1]}` || rep.Counterexample.Claimed != oracle.N || rep.Counterexample.Oracle != oracle.P {
		t.Errorf("counterexample %s claimed %v oracle %v; want {\"heaps\":[1]} N vs P", got, rep.Counterexample.Claimed, rep.Counterexample.Oracle)
	}
}

func TestClaimErrors(t *testing.T) {
	tests := []struct {
		c      Claim
		column int // for a syntax error
		name   string
		reason string
	}{
		{Claim{Game: "bash", Formula: "n % )"}, 5, "", "unexpected bracket"},
		{Claim{Game: "bash", Formula: "n % (m+1) != 0 && q"}, 19, "", "unknown name q"},
		{Claim{Game: "wythoff", Formula: "n > 0"}, 1, "", "wythoff's position is a, b"},
		{Claim{Game: "bash", Formula: "n + 1"}, 0, "", "not a boolean"},
		{Claim{Game: "bash", Formula: "n > 0", Ranges: map[string]Range{"m": Span(0, 3)}}, -1, "m", "m >= 1"},
		{Claim{Game: "bash", Formula: "n > 0", Ranges: map[string]Range{"a": Span(1, 3)}}, -1, "a", "bash has no a"},
		{Claim{Game: "nim", Formula: "xor(heaps) > 0", Heaps: Span(0, 2)}, -1, "heaps", "at least one heap"},
		{Claim{Game: "take-range", Formula: "n > 0", Ranges: map[string]Range{"a": Span(5, 6), "b": Span(1, 4)}}, -1, "a", "a > b everywhere"},
	}
	for _, tc := range tests {
		_, err := Check(tc.c)
		var se *SyntaxError
		var re *RangeError
		switch {
		case tc.column >= 0 && (!errors.As(err, &se) || se.Column != tc.column):
			t.Errorf("%q (%s): %v, want a syntax error at column %d", tc.c.Formula, tc.reason, err, tc.column)
		case tc.column < 0 && (!errors.As(err, &re) || re.Name != tc.name):
			t.Errorf("%q (%s): %v, want a range error naming %s", tc.c.Formula, tc.reason, err, tc.name)
		}
	}
	if _, err := Check(Claim{Game: "nim", Formula: "n > 0 && xor(heaps) > 0"}); !errors.Is(err, ErrBadClaim) {
		t.Errorf("n and heaps together: %v", err)
	}
	_, err := Check(Claim{Game: "bash", Formula: "n % (m - 1) == 0"})
	if err == nil {
		t.Errorf("division by zero at m = 1: no error")
	}
}

func TestFormulaXor(t *testing.T) {
	env := map[string]any{"a": 0, "b": 0, "h": []int{}}
	f, err := Compile("a ^ b == xor(a, b) && xor(h) == (a ^ b ^ 5) && count(h) == 3", env)
	if err != nil {
		t.Fatal(err)
	}
	for a := range 20 {
		for b := range 20 {
			env["a"], env["b"], env["h"] = a, b, []int{a, b, 5}
			if ok, err := f.Eval(env); err != nil || !ok {
				t.Fatalf("a=%d b=%d: %v %v", a, b, ok, err)
			}
		}
	}
	g, _ := Compile("a ^ b == c", map[string]any{"a": 0, "b": 0, "c": 0})
	for _, tc := range [][3]int{{5, 3, 6}, {8, 8, 0}, {1, 2, 3}} {
		if ok, _ := g.Eval(map[string]any{"a": tc[0], "b": tc[1], "c": tc[2]}); !ok {
			t.Errorf("%d ^ %d != %d: ^ is not XOR", tc[0], tc[1], tc[2])
		}
	}
}

func TestParseRange(t *testing.T) {
	good := map[string]Range{"3": Single(3), "1..12": Span(1, 12), " 2 .. 2 ": Single(2)}
	for s, want := range good {
		if got, err := ParseRange(s); err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"5..1", "x", "1..", "..3", "1..2..3", ""} {
		if _, err := ParseRange(s); err == nil {
			t.Errorf("%q: no error", s)
		}
	}
}

// TestClaimBounds: ranges whose count or sum overflows, or that hold more
// than MaxPositions positions, are a *RangeError before anything is
// checked (an overflowing sum used to end the enumeration at once: "holds
// on all 0 positions checked").
func TestClaimBounds(t *testing.T) {
	const maxInt = int64(^uint64(0) >> 1)
	tests := []struct {
		c      Claim
		reason string
	}{
		{Claim{Game: "bash", Formula: "n % m != 0", To: maxInt - 1}, "the issue's case: n = 0..MaxInt64-1, the sum with m overflows"},
		{Claim{Game: "bash", Formula: "n % m != 0", To: maxInt}, "n = 0..MaxInt64: the count itself overflows"},
		{Claim{Game: "bash", Formula: "n % m != 0", To: 100_000_000}, "10^9+ positions without overflow: the cap"},
		{Claim{Game: "bash", Formula: "n % m != 0", To: 10, Ranges: map[string]Range{"m": Span(1, maxInt)}}, "a parameter range of MaxInt64 values"},
		{Claim{Game: "bash", Formula: "n % m != 0", To: 10, Ranges: map[string]Range{"m": Single(maxInt)}}, "one position, but the sum overflows"},
		{Claim{Game: "nim", Formula: "xor(heaps) != 0", Heaps: Span(1, 12), To: 12}, "12^12 heap lists"},
		{Claim{Game: "nim", Formula: "xor(heaps) != 0", Heaps: Span(1, 1_000_000_000), To: 1}, "too many heaps, though one value each"},
		{Claim{Game: "wythoff", Formula: "a != b", To: 1 << 20}, "two position numbers"},
	}
	for _, tt := range tests {
		rep, err := Check(tt.c)
		var re *RangeError
		if !errors.As(err, &re) {
			t.Errorf("%s: Check = %+v, %v; want a RangeError", tt.reason, rep, err)
		}
	}
	// Just under the cap the count is exact, and just over it refused.
	lay, err := layoutOf(Claim{Game: "nim", Formula: "xor(heaps) != 0", Heaps: Span(1, 3), To: 999})
	if err != nil || lay.total != 999+999*999+999*999*999 {
		t.Errorf("nim 1..3 heaps of 1..999: %v; want a total of 998002999", err)
	}
	if _, err := layoutOf(Claim{Game: "nim", Formula: "xor(heaps) != 0", Heaps: Span(1, 3), To: 1000}); err == nil {
		t.Error("nim 1..3 heaps of 1..1000 (1001001000 positions) accepted")
	}
}

// TestClaimProgressCallback: Progress sees the count grow to the total.
func TestClaimProgressCallback(t *testing.T) {
	var calls []int64
	c := Claim{Game: "bash", Formula: "n % (m+1) != 0", To: 20_000, Ranges: map[string]Range{"m": Span(1, 10)},
		Progress: func(checked, total int64) {
			if total != 20_001*10 {
				t.Errorf("total %d, want %d", total, 20_001*10)
			}
			calls = append(calls, checked)
		}}
	rep, err := Check(c)
	if err != nil || !rep.Holds() || rep.Total != 20_001*10 {
		t.Fatalf("Check = %+v, %v", rep, err)
	}
	if len(calls) != int(rep.Total)/ProgressEvery || !slices.IsSorted(calls) || calls[0] != ProgressEvery {
		t.Errorf("progress calls %v, want every %d positions", calls, ProgressEvery)
	}
}

// TestClaimDeclared: a claim over a declared game (a custom game's
// positions and outcomes) is checked in the same size order, stops at the
// least disagreement, counts a draw as "not N", and takes lists of 1..3
// numbers for a list state.
func TestClaimDeclared(t *testing.T) {
	twoHeaps := &Declared{State: []string{"x", "y"}, Ranges: []Range{Span(0, 5), Span(0, 5)},
		Outcome: func(p []int64) (oracle.Outcome, error) {
			switch {
			case p[0] == p[1]:
				return oracle.P, nil
			case p[0] == 5 && p[1] == 0:
				return oracle.D, nil // a draw: "not N"
			}
			return oracle.N, nil
		}}
	rep, err := Check(Claim{Formula: "x != y && !(x == 5 && y == 0)", Declared: twoHeaps})
	if err != nil || !rep.Holds() || rep.Checked != 36 || rep.Describe() != "x = 0..5, y = 0..5" {
		t.Fatalf("holds: %+v, %v", rep, err)
	}
	rep, err = Check(Claim{Formula: "x < y", Declared: twoHeaps})
	ce := rep.Counterexample
	if err != nil || ce == nil || ce.String() != `{"x":1,"y":0}` || rep.Checked != 3 || ce.Claimed != oracle.P || ce.Oracle != oracle.N {
		t.Fatalf("x < y: %+v %+v, %v; want the least failure (1, 0), after (0, 0) and (0, 1)", rep, ce, err)
	}
	lists := &Declared{State: []string{"h"}, List: true, Ranges: []Range{Span(0, 5)}, Data: map[string]any{"k": 2},
		Outcome: func(p []int64) (oracle.Outcome, error) {
			s := int64(0)
			for _, v := range p {
				s += v
			}
			return map[bool]oracle.Outcome{true: oracle.N, false: oracle.P}[s%2 == 1], nil
		}}
	rep, err = Check(Claim{Formula: "sum(h) % k == 1", Declared: lists})
	if err != nil || !rep.Holds() || rep.Checked != 6+36+216 {
		t.Fatalf("lists: %+v, %v", rep, err)
	}
	lists.Ranges = []Range{Span(0, 1000)}
	if _, err := Check(Claim{Formula: "true", Declared: lists}); err == nil || !strings.Contains(err.Error(), "positions to check") {
		t.Fatalf("10^9 lists: %v", err)
	}
}
