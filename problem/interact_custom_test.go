package problem

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// playFunc is an in-process interactive program over pipes (tests).
type playFunc func(in *bufio.Reader, out *bufio.Writer)

func (f playFunc) Run(context.Context, []byte) ([]byte, error) { return nil, fmt.Errorf("interactive") }

func (f playFunc) Interact(_ context.Context, jury func(*judge.Channel) error) (error, error) {
	toProg, juryW := io.Pipe()
	progR, progW := io.Pipe()
	done := make(chan struct{})
	go func() {
		w := bufio.NewWriter(progW)
		f(bufio.NewReader(toProg), w)
		w.Flush()
		progW.Close()
		io.Copy(io.Discard, toProg) // read what the jury still sends
		close(done)
	}()
	ch := &judge.Channel{From: bufio.NewReader(progR), To: bufio.NewWriter(juryW), CloseTo: func() { juryW.Close() }}
	err := jury(ch)
	juryW.Close()
	go io.Copy(io.Discard, progR)
	<-done
	return err, nil
}

// divisorWins is the take-a-divisor game by plain recursion, independent
// of the oracle: the player to move from n wins.
func divisorWins(n int, memo map[int]bool) bool {
	if v, ok := memo[n]; ok {
		return v
	}
	win := false
	for d := 2; d < n && !win; d++ {
		if n%d == 0 && !divisorWins(n-d, memo) {
			win = true
		}
	}
	memo[n] = win
	return win
}

// divisorPlayer plays every game of the protocol: perfect, or (greedy) it
// always says First and takes the least divisor.
func divisorPlayer(greedy bool) playFunc {
	return func(in *bufio.Reader, out *bufio.Writer) {
		memo := map[int]bool{}
		var t int
		fmt.Fscan(in, &t)
		for ; t > 0; t-- {
			var n int
			fmt.Fscan(in, &n)
			me := greedy || divisorWins(n, memo)
			if me {
				fmt.Fprintln(out, "First")
			} else {
				fmt.Fprintln(out, "Second")
			}
			out.Flush()
			for {
				if me {
					take := 0
					for d := 2; d < n; d++ {
						if n%d == 0 && (greedy || !divisorWins(n-d, memo)) {
							take = d
							break
						}
					}
					if take == 0 {
						return // no move: the jury has won (it never happens to the perfect player)
					}
					fmt.Fprintln(out, take)
					out.Flush()
					n -= take
				} else {
					var d int
					if _, err := fmt.Fscan(in, &d); err != nil || d == 0 {
						break // the jury has no move
					}
					n -= d
				}
				me = !me
			}
		}
	}
}

func loadDivisorInteract(t *testing.T, edit func(string) string) (*Problem, error) {
	t.Helper()
	src, err := os.ReadFile("testdata/files/divisor-interact.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	if edit != nil {
		s = edit(s)
	}
	return parseFile("divisor-interact.toml", []byte(s), true)
}

// TestInteractCustomGame: [interact] with a custom game, the oracle as the
// jury: the sample plays through on load (a non-move in it is refused),
// the perfect player wins every small start, and a player that always
// moves first is caught on a lost start.
func TestInteractCustomGame(t *testing.T) {
	p, err := loadDivisorInteract(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = loadDivisorInteract(t, func(s string) string { return strings.Replace(s, "> 2\n< 0", "> 1\n< 0", 1) })
	if err == nil || !strings.Contains(err.Error(), "1 is not a move from 4") {
		t.Errorf("a sample taking 1 (not a divisor the rules allow): %v", err)
	}
	_, err = loadDivisorInteract(t, func(s string) string { return strings.Replace(s, `write        = "take"`, `write        = "label"`, 1) })
	if err == nil || !strings.Contains(err.Error(), "an interactive move is numbers") {
		t.Errorf("moves written as labels: %v", err)
	}

	var all []format.Case
	for n := int64(1); n <= 60; n++ {
		all = append(all, format.Case{n})
	}
	ctx := context.Background()
	for i := 0; i < len(all); i += 20 {
		cases := all[i : i+20]
		if r := p.CheckJury(ctx, divisorPlayer(false), cases, 0); r.Verdict != judge.OK {
			t.Fatalf("the perfect player on n = %d..%d: %v %+v", cases[0][0], cases[len(cases)-1][0], r.Verdict, r.Mismatch)
		}
	}
	r := p.CheckJury(ctx, divisorPlayer(true), all[:20], 0)
	if r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, "chose First, but the player to move loses") {
		t.Fatalf("the greedy player: %v %+v, want WrongAnswer on a lost start", r.Verdict, r.Mismatch)
	}
	// Every start the oracle calls lost is lost by plain recursion too.
	memo := map[int]bool{}
	for n := 1; n <= 200; n++ {
		g, pos, err := p.spec.Interact.Game(format.Case{int64(n)})
		if err != nil {
			t.Fatal(err)
		}
		v, err := g.Grundy(pos)
		if err != nil {
			t.Fatal(err)
		}
		if (v != 0) != divisorWins(n, memo) {
			t.Fatalf("n = %d: Grundy value %d, recursion says win = %v", n, v, divisorWins(n, memo))
		}
	}
}

// TestInteractCustomMisere: under misère play the jury's positions are
// lost exactly where plain recursion (no move: the mover wins) says so.
func TestInteractCustomMisere(t *testing.T) {
	p, err := loadDivisorInteract(t, func(s string) string {
		s = strings.Replace(s, "[interact]", "play   = \"misere\"\n\n[interact]", 1)
		i := strings.Index(s, "sample = \"\"\"")
		j := strings.Index(s[i+12:], "\"\"\"")
		return s[:i] + s[i+12+j+3:]
	})
	if err != nil {
		t.Fatal(err)
	}
	var wins func(n int) bool
	memo := map[int]bool{}
	wins = func(n int) bool {
		if v, ok := memo[n]; ok {
			return v
		}
		win, moved := false, false
		for d := 2; d < n; d++ {
			if n%d == 0 {
				moved = true
				if !wins(n - d) {
					win = true
				}
			}
		}
		memo[n] = win || !moved
		return memo[n]
	}
	for n := 1; n <= 200; n++ {
		g, pos, err := p.spec.Interact.Game(format.Case{int64(n)})
		if err != nil {
			t.Fatal(err)
		}
		v, err := g.Grundy(pos)
		if err != nil {
			t.Fatal(err)
		}
		if (v != 0) != wins(n) {
			t.Fatalf("misère n = %d: jury value %d, recursion says win = %v", n, v, wins(n))
		}
	}
}
