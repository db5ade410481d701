package stress

import (
	"context"
	"math"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
)

// reachLimit is where the fake oracle of TestGenerationFollowsReach stops
// answering: n above it waits for the end of its share, as a search far
// too long for it would.
const reachLimit = 3000

// fakeReachOracle answers "Alice" at once for n <= reachLimit and never
// for larger n (it waits for its context); it counts the cases asked
// beyond reachLimit.
type fakeReachOracle struct {
	p      *problem.Problem
	mu     sync.Mutex
	beyond int
}

func (f *fakeReachOracle) ask(ctx context.Context, c format.Case, _ int) (string, error) {
	if n, _ := f.p.Field(c, "n"); n > reachLimit {
		f.mu.Lock()
		f.beyond++
		f.mu.Unlock()
		<-ctx.Done()
		return "", ctx.Err()
	}
	return "Alice", nil
}

// searchSlow searches scripts/budget/slow.toml, its oracle faked to
// answer n <= reachLimit at once and never above (fakeReachOracle), for a
// target that answers as answer does.
func searchSlow(t *testing.T, answer func(*problem.Problem, format.Case) string) (Report, Options, *fakeReachOracle, error) {
	t.Helper()
	p, err := problem.Load("../scripts/budget/slow.toml")
	if err != nil {
		t.Fatal(err)
	}
	fake := &fakeReachOracle{p: p}
	ans := newOracleAnswers(p, 50*time.Millisecond)
	ans.ask = fake.ask
	target := newFake(p, time.Second)
	target.answer = func(c format.Case) string { return answer(p, c) }
	opt := Options{Name: "fake", Seed: 7, Workers: 2, Cases: 6000, Small: 50, NoBoundaries: true,
		Budget: time.Minute, Answers: ans, Corpus: corpus.Store{Dir: t.TempDir()}, NoSave: true}
	rep, err := Search(context.Background(), p, target, opt)
	return rep, opt, fake, err
}

// Without a test_range, the random phase's sizes follow the oracle's
// reach: the file (scripts/budget/slow.toml: n <= 10^5, no test_range)
// has an oracle, faked here, that answers n <= 3000 at once and nothing
// above it. Sizes grow from the small phase's while answers come fast and
// back off where they do not, so that nearly every case drawn is checked
// (without it, a draw at the top of n, which the generator makes in about
// one case in ten whatever the size, ends its input: most cases would be
// left out), and the report says up to where answers were checked.
func TestGenerationFollowsReach(t *testing.T) {
	rep, opt, fake, err := searchSlow(t, func(*problem.Problem, format.Case) string { return "Alice" })
	if err != nil || rep.Failed() {
		t.Fatalf("search: %v, %s %s", err, rep.Verdict, rep.Detail)
	}
	m := regexp.MustCompile(`^answers checked for n <= (\d+): what the oracle answered within its share of the budget \(random sizes followed it\); n up to 100000 not checked$`).FindStringSubmatch(rep.Reach)
	if m == nil {
		t.Fatalf("reach line %q", rep.Reach)
	}
	// Grown from the small phase's n <= 50 to near the oracle's reach
	// (scale 0.6 is n = 1000; reachLimit is at 0.695).
	if at, _ := strconv.Atoi(m[1]); at < 1000 || at > reachLimit {
		t.Errorf("answers checked up to n = %d: want between 1000 and %d", at, reachLimit)
	}
	if rep.Cases < opt.Cases || rep.Beyond > rep.Cases/5 {
		t.Errorf("%d cases checked, %d left beyond reach (%d asked beyond it): want most of the %d checked", rep.Cases-rep.Beyond, rep.Beyond, fake.beyond, opt.Cases)
	}
	t.Logf("%s; %d cases, %d beyond reach, %d asked beyond it", rep.Reach, rep.Cases, rep.Beyond, fake.beyond)
}

// A run that found a failure stopped where it found it: the report has no
// line on how far answers were checked (it would name the place the run
// stopped, as if the oracle could go no further).
func TestReachNoteOnlyWithoutFailure(t *testing.T) {
	rep, _, _, err := searchSlow(t, func(p *problem.Problem, c format.Case) string {
		if n, _ := p.Field(c, "n"); n > 2000 {
			return "Bob" // wrong past n = 2000, where answers are slow
		}
		return "Alice"
	})
	if err != nil || !rep.Failed() {
		t.Fatalf("search: %v, %s %s: want the failure past n = 2000", err, rep.Verdict, rep.Detail)
	}
	if rep.Reach != "" {
		t.Errorf("a failing report has the reach line %q", rep.Reach)
	}
}

// The cap moves only on a round's largest fast and least slow scales:
// it grows by a step after a fast round that came near it, falls a step
// below a slow case (the step halving), and stays under a scale that was
// slow until reachProbe fast rounds in a row; slow cases at or below a
// fast scale are waits, not the reach.
func TestReachCapMoves(t *testing.T) {
	r := &reach{fast: -1, slow: math.Inf(1), hard: math.Inf(1)}
	round := func(fast, slow float64) float64 {
		r.fast, r.fastest = fast, max(r.fastest, fast)
		if slow < 1 {
			r.slow, r.seen = slow, true
		}
		r.adapt()
		return r.cap
	}
	r.fastest, r.seen = 0.3, true // n up to 31 answered fast, and a slow case above
	r.start()
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-9 }
	steps := []struct {
		reason     string
		fast, slow float64
		want       float64
	}{
		{"fast near the cap: grows a step", 0.28, 2, 0.4},
		{"fast near the cap again", 0.35, 2, 0.5},
		{"fast far below the cap: stays", 0.1, 2, 0.5},
		{"a slow case at 0.45: back to the largest fast scale", 0.4, 0.45, 0.4},
		{"fast: grows by the halved step, held a least step under the slow 0.45", 0.4, 2, 0.43},
		{"second calm round: held", 0.43, 2, 0.43},
		{"third calm round: held", 0.43, 2, 0.43},
		{"fourth calm round: past the old slow scale", 0.43, 2, 0.48},
		{"a slow case at or under a fast scale is a wait", 0.48, 0.44, 0.53},
	}
	for _, s := range steps {
		if got := round(s.fast, s.slow); !near(got, s.want) {
			t.Fatalf("%s: cap %.3f, want %.3f", s.reason, got, s.want)
		}
	}
}
