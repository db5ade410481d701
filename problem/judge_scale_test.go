package problem

import (
	"context"
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
)

// TestOracleAtJudgeScale: the oracle answers every case of the
// statement's largest inputs (JudgeInputs) of every shipped problem whose
// game is a catalogue one (hdu2176: 20 cases of 200000 heaps, each with up
// to 10^5 winning moves to list), with no test_range to lean on; the time
// is logged (go test -v), never asserted (BenchmarkJudgeScaleAnswers
// measures it).
func TestOracleAtJudgeScale(t *testing.T) {
	for _, p := range All() {
		if p.file == nil || p.file.bind == nil || p.file.custom != nil || p.JudgeScale() != p || p.Interactive() || p.Moves() {
			continue
		}
		t0 := time.Now()
		n := 0
		for k, in := range p.JudgeInputs(1, 0) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			for i, c := range in {
				if _, err := p.AnswerAtCtx(ctx, c, i); err != nil {
					t.Errorf("%s: judge input %d, case %d (%s): %v", p.ID, k+1, i+1, short(c), err)
					break
				}
			}
			cancel()
			n += len(in)
		}
		t.Logf("%s: %d cases of its judge-scale inputs answered in %v", p.ID, n, time.Since(t0))
	}
}

// BenchmarkJudgeScaleAnswers: the oracle's answer of one case of hdu2176
// at the statement's top: 200000 random heaps up to 10^9, about 10^5
// winning moves listed (`go test ./problem -run '^$' -bench
// JudgeScaleAnswers -benchmem`).
func BenchmarkJudgeScaleAnswers(b *testing.B) {
	p, err := Lookup("hdu2176")
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	c := make(format.Case, 200000)
	for i := range c {
		c[i] = 1 + rng.Int63n(1_000_000_000)
	}
	for b.Loop() {
		if _, err := p.AnswerAtCtx(context.Background(), c, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// TestJudgeInputsStopWithTheContext: making the judge-scale inputs (about
// a second for abc201d's boards of 4·10^6 squares, several on a loaded
// machine, with no look at a context: a Ctrl-C waited for it) looks at
// its context between two cases made: one that ends after a few looks
// stops it at the next one, with nil. A live context changes nothing:
// the same inputs as JudgeInputs, for a file with whole-input promises
// too.
func TestJudgeInputsStopWithTheContext(t *testing.T) {
	p, err := Lookup("abc201d")
	if err != nil {
		t.Fatal(err)
	}
	for _, after := range []int{1, 3} {
		ctx := &endsAfter{Context: context.Background(), looks: after}
		if ins := p.JudgeInputsContext(ctx, 1, 0); ins != nil {
			t.Errorf("abc201d, a context that ends at look %d: %d inputs, want nil", after, len(ins))
		}
		if ctx.calls > after+1 { // (the loop that saw it, and its caller's)
			t.Errorf("abc201d, a context that ends at look %d: looked at %d times, want the stop at the first look that sees it done", after, ctx.calls)
		}
	}
	for _, path := range []string{"../examples/nasty/uva10891.toml", "../examples/promises/cses1730.toml"} {
		q, err := Load(path)
		if err != nil {
			t.Fatal(err)
		}
		want := q.JudgeInputs(1, 0)
		live := &endsAfter{Context: context.Background(), looks: 1 << 30}
		got := q.JudgeInputsContext(live, 1, 0)
		if live.calls < shapeCount+1 {
			t.Errorf("%s: %d looks at the context, want one at least a shape and a draw", path, live.calls)
		}
		if len(want) == 0 || !slices.EqualFunc(got, want, func(a, b []format.Case) bool {
			return slices.EqualFunc(a, b, func(x, y format.Case) bool { return slices.Equal(x, y) })
		}) {
			t.Errorf("%s: %d inputs with a live context, want JudgeInputs' %d, the same", path, len(got), len(want))
		}
	}
}

// endsAfter is a context whose Err is nil for its first looks-1 calls and
// context.Canceled from then on; calls counts them.
type endsAfter struct {
	context.Context
	looks, calls int
}

func (c *endsAfter) Err() error {
	if c.calls++; c.calls >= c.looks {
		return context.Canceled
	}
	return nil
}
