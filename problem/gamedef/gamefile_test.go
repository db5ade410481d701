package gamedef

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
	"github.com/gamestress/gamestress/oracle/custom"
)

func loadExample(t *testing.T, name string) *GameFile {
	t.Helper()
	f, err := LoadGameFile("../../examples/games/" + name + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestGameFileDivisor: the divisor game's example file; a proper-divisor
// subtraction game is P exactly at odd n (the first player wins at even n
// by taking 1, leaving odd n, all of whose divisors are odd).
func TestGameFileDivisor(t *testing.T) {
	f := loadExample(t, "divisor")
	g, err := f.Game(nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := int64(1); n <= 200; n++ {
		a, err := g.Solve([]int64{n})
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]oracle.Outcome{true: oracle.P, false: oracle.N}[n%2 == 1]; a.Outcome != want {
			t.Fatalf("n=%d: %v, want %v", n, a.Outcome, want)
		}
	}
}

// TestGameFileProblemFields: a problem file's [game] reads the case's
// fields (start, data) and ignores the other tables.
func TestGameFileProblemFields(t *testing.T) {
	src := `id = "x"
[input]
lines = ["n m"]
[game]
name  = "custom"
state = ["n"]
start = "[n]"
moves = 'map(1..min(n, m), n - #)'
[output]
case = 'win ? "first" : "second"'
`
	f, err := DecodeGameFile("x.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ n, m int64 }{{23, 2}, {4, 3}, {0, 5}, {6, 5}} {
		a, err := f.Answer(map[string]any{"n": c.n, "m": c.m})
		if err != nil {
			t.Fatal(err)
		}
		if want := c.n%(c.m+1) != 0; (a.Outcome == oracle.N) != want {
			t.Errorf("n=%d m=%d: %v, Bash says win=%v", c.n, c.m, a.Outcome, want)
		}
	}
}

// TestGameFileErrors: strict decoding names file:line and the key.
func TestGameFileErrors(t *testing.T) {
	cases := []struct {
		reason, src string
		want        string
	}{
		{"an unknown key", "[game]\nname = \"custom\"\nstate = [\"n\"]\nmovez = '[n]'\n", "g.toml:4: game.movez: unknown key"},
		{"a wrong type", "[game]\nname = \"custom\"\nstate = \"n\"\nmoves = '[n]'\n", "g.toml:3: game.state"},
		{"missing moves", "[game]\nname = \"custom\"\nstate = [\"n\"]\n", "g.toml:1: game.moves: missing"},
		{"a bad expression", "[game]\nname = \"custom\"\nstate = [\"n\"]\n\nmoves = 'map(1..n, '\n", "g.toml:5: game.moves:"},
		{"a bad kind", "[game]\nname = \"custom\"\nkind = \"weird\"\nstate = [\"n\"]\nmoves = '[n]'\n", "g.toml:3: game.kind: \"weird\""},
		{"a bad state name", "[game]\nname = \"custom\"\nstate = [\"1n\"]\nmoves = '[]'\n", "g.toml:3: game.state:"},
		{"a bad bound", "[game]\nname = \"custom\"\nstate = [\"n\"]\nmoves = '[]'\nbounds = [\"n < 3\"]\n", "g.toml:5: game.bounds:"},
		{"no game", "id = \"x\"\n", "g.toml: no [game] table"},
	}
	for _, tc := range cases {
		_, err := DecodeGameFile("g.toml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want it to contain %q", tc.reason, err, tc.want)
		}
		var ge *GameFileError
		if err != nil && !errors.As(err, &ge) {
			t.Errorf("%s: %T is not a *GameFileError", tc.reason, err)
		}
	}
}

// TestGameFileComponents: components = "h" makes the case a sum of heaps
// of a subtraction game whose move set is another field: it agrees with
// the catalogue's sum (Sprague–Grundy; misère: whole search).
func TestGameFileComponents(t *testing.T) {
	for _, play := range []string{"normal", "misere"} {
		src := "[game]\nname = \"custom\"\nplay = \"" + play + "\"\nstate = [\"n\"]\ncomponents = \"h\"\nmoves = 'map(filter(s, # <= n), n - #)'\n"
		f, err := DecodeGameFile("snim.toml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct{ s, h []int64 }{{[]int64{2, 5}, []int64{5, 12}}, {[]int64{2, 5}, []int64{2, 4, 7}}, {[]int64{1, 3, 4}, []int64{3, 3}}, {[]int64{1, 3, 4}, []int64{1, 1}}} {
			a, err := f.Answer(map[string]any{"s": c.s, "h": c.h, "k": int64(len(c.s))})
			if err != nil {
				t.Fatal(err)
			}
			p := oracle.Normal
			if play == "misere" {
				p = oracle.Misere
			}
			want, err := oracle.Analyze("subtraction", oracle.Params{Moves: c.s}, p, c.h)
			if err != nil {
				t.Fatal(err)
			}
			if a.Outcome != want.Outcome || a.Grundy != want.Grundy {
				t.Errorf("%s s=%v h=%v: custom %v G=%d, catalogue %v G=%d", play, c.s, c.h, a.Outcome, a.Grundy, want.Outcome, want.Grundy)
			}
		}
	}
}

// TestGameFileConcurrent: one file answers cases from several goroutines
// (run with -race).
func TestGameFileConcurrent(t *testing.T) {
	f := loadExample(t, "divisor")
	done := make(chan error)
	for w := range 4 {
		go func() {
			for n := int64(1); n <= 300; n++ {
				g, err := f.Game(nil)
				if err != nil {
					done <- err
					return
				}
				a, err := g.Solve([]int64{n + int64(w)})
				if err == nil && (a.Outcome == oracle.P) != ((n+int64(w))%2 == 1) {
					err = errors.New("wrong outcome")
				}
				if err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}

// TestGameFileStaircase: the staircase Nim example against its theorem
// (the mover wins iff the XOR of the odd-numbered stairs is non-zero), on
// every staircase of up to 4 stairs of up to 3 coins.
func TestGameFileStaircase(t *testing.T) {
	g, err := loadExample(t, "staircase").Game(nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec func(h []int64)
	rec = func(h []int64) {
		if len(h) > 0 {
			a, err := g.Solve(h)
			if err != nil {
				t.Fatal(err)
			}
			x := int64(0)
			for i := 0; i < len(h); i += 2 {
				x ^= h[i]
			}
			if (a.Outcome == oracle.N) != (x != 0) {
				t.Fatalf("%v: %v, theorem says win=%v", h, a.Outcome, x != 0)
			}
		}
		if len(h) < 4 {
			for c := int64(0); c <= 3; c++ {
				rec(append(append([]int64(nil), h...), c))
			}
		}
	}
	rec(nil)
}

// TestGameFileExamplesDecode: every shipped example decodes, binds to its
// data and answers a position.
func TestGameFileExamplesDecode(t *testing.T) {
	positions := map[string][]int64{"divisor": {12}, "grundy": {12}, "grid": {3, 4}, "staircase": {1, 2}, "deque": {0, 5}, "cycle": {0}, "moore": {3, 5, 6}}
	for name, pos := range positions {
		g, err := loadExample(t, name).Game(nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := g.Solve(pos); err != nil {
			t.Fatalf("%s %v: %v", name, pos, err)
		}
	}
}

// TestGameFilePositionKey: position is the same key as start, and giving
// both is an error naming the key.
func TestGameFilePositionKey(t *testing.T) {
	src := "[game]\nname = \"custom\"\nstate = [\"n\"]\nposition = \"[n]\"\nmoves = 'map(filter(divisors(n), # < n), n - #)'\n"
	f, err := DecodeGameFile("p.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	a, err := f.Answer(map[string]any{"n": int64(96)})
	if err != nil || a.Outcome != oracle.N {
		t.Fatalf("96: %+v %v (even: the mover wins)", a, err)
	}
	_, err = DecodeGameFile("p.toml", []byte(src+"start = \"[n]\"\n"))
	if err == nil || !strings.Contains(err.Error(), "p.toml:4: game.position:") {
		t.Fatalf("start and position: %v", err)
	}
}

// TestGameFileOutputValues: the [output] names for a custom answer: a sum
// of Bash heaps (hdu2176-like moves: heap, from, to, take) and a grid game
// (pos the position after).
func TestGameFileOutputValues(t *testing.T) {
	src := "[game]\nname = \"custom\"\nstate = [\"n\"]\ncomponents = \"h\"\nmoves = 'map(0..n-1, #)'\n"
	f, err := DecodeGameFile("nim.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fields := map[string]any{"h": []int64{3, 6, 9}}
	comps, sum, err := f.Position(fields)
	if err != nil {
		t.Fatal(err)
	}
	a, err := f.Answer(fields)
	if err != nil {
		t.Fatal(err)
	}
	out := f.OutputValues(a, comps, sum)
	// Nim 3 6 9: XOR 12; the only winning move is 9 -> 5 (DOMAIN.md's hdu2176 sample)
	moves := out["moves"].([]any)
	if out["win"] != true || out["count"] != 1 || len(moves) != 1 {
		t.Fatalf("%v", out)
	}
	m := moves[0].(map[string]any)
	if m["heap"] != 3 || m["from"] != 9 || m["to"] != 5 || m["take"] != 4 || fmt.Sprint(m["pos"]) != "[3 6 5]" {
		t.Fatalf("move %v", m)
	}
	g := loadExample(t, "grid")
	ga, err := mustGame(t, g).Solve([]int64{5, 4})
	if err != nil {
		t.Fatal(err)
	}
	gout := g.OutputValues(ga, [][]int64{{5, 4}}, false)
	gm := gout["moves"].([]any)[0].(map[string]any)
	if fmt.Sprint(gm["pos"]) != "[5 3]" || gm["heap"] != 1 || gout["grundy"] != ga.Grundy {
		t.Fatalf("grid move %v", gm)
	}
}

func mustGame(t *testing.T, f *GameFile) *custom.CustomGame {
	t.Helper()
	g, err := f.Game(nil)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestGameFileMoore: the Moore's Nim_k example (k = 2 from its data)
// against Moore's theorem on every 3 heaps of up to 5.
func TestGameFileMoore(t *testing.T) {
	g := mustGame(t, loadExample(t, "moore"))
	for a := int64(0); a <= 5; a++ {
		for b := int64(0); b <= 5; b++ {
			for c := int64(0); c <= 5; c++ {
				got, err := g.Solve([]int64{a, b, c})
				if err != nil {
					t.Fatal(err)
				}
				want := oracle.P
				for bit := 0; bit < 3; bit++ {
					if (a>>bit&1+b>>bit&1+c>>bit&1)%3 != 0 {
						want = oracle.N
					}
				}
				if got.Outcome != want {
					t.Fatalf("%d %d %d: %v, Moore says %v", a, b, c, got.Outcome, want)
				}
			}
		}
	}
}

// TestGameFileAnswerContext: a done context stops a case's search of 10^6
// states (an error wrapping ctx.Err()); the next case is answered.
func TestGameFileAnswerContext(t *testing.T) {
	src := `[game]
name  = "custom"
state = ["n"]
start = "[n]"
moves = 'n > 0 ? [n - 1] : []'
bounds = ["0 <= n <= n"]
`
	f, err := DecodeGameFile("x.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := f.AnswerContext(ctx, map[string]any{"n": int64(1_000_000)}); !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled case: err = %v, want one wrapping context.Canceled", err)
	}
	if a, err := f.AnswerContext(context.Background(), map[string]any{"n": int64(1_000)}); err != nil || a.Outcome != oracle.P {
		t.Fatalf("n = 1000: %+v, %v; want P", a, err)
	}
}
