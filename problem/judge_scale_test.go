package problem

import (
	"context"
	"math/rand"
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
