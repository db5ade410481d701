package problem

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
)

// TestCatalogueTablesStopWithTheContext: a catalogue game's answer that
// builds a long table (a subtraction game of 100 moves, its table to
// 10^6 heaps: about 10^8 steps) stops when AnswerAtCtx's context ends,
// instead of running to its end (it did: the answer read the tables
// without a context); the stopped build publishes nothing, and the game
// answers right afterwards (checked against a plain table of the moves).
func TestCatalogueTablesStopWithTheContext(t *testing.T) {
	src := `id = "sub100"
title = "a subtraction game of 100 moves read from the case"
[input]
framing = "count"
lines   = ["n k", "s[k]"]
bounds  = ["1 <= n <= 1000000", "1 <= k <= 100", "1 <= s <= 1000000", "distinct s"]
[game]
name     = "subtraction"
moves    = "s"
position = "n"
[output]
case = 'win ? "First" : "Second"'
`
	p, err := parseFile("sub100.toml", []byte(src), false)
	if err != nil {
		t.Fatal(err)
	}
	moves := make([]int64, 100)
	for i := range moves {
		moves[i] = 1013 + 7*int64(i) // a set no other test builds
	}
	at := func(n int64) format.Case { return append(format.Case{n, 100}, moves...) }
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(20 * time.Millisecond); cancel() }()
	a, err := p.AnswerAtCtx(ctx, at(1_000_000), 0)
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "table stopped") {
		t.Fatalf("cancelled while its table was built: %q, %v; want the table's stop, wrapping context.Canceled", a, err)
	}
	lose := make([]bool, 30001) // plain table: n loses when every move leads to a win
	for n := range lose {
		lose[n] = true
		for _, s := range moves {
			if int64(n) >= s && lose[int64(n)-s] {
				lose[n] = false
				break
			}
		}
	}
	for _, n := range []int64{1, 1012, 1013, 2026, 2999, 29999, 30000} {
		want := map[bool]string{true: "Second", false: "First"}[lose[n]]
		if got, err := p.AnswerAt(at(n), 0); err != nil || got != want {
			t.Errorf("after the stop, n = %d: %q, %v; want %q", n, got, err, want)
		}
	}
}
