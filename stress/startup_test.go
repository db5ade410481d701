package stress

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/gamestress/gamestress/corpus"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
)

// coldStart is a fake program whose first use costs cold (a fork server
// built and started from an empty cache) unless it was prepared: then its
// first run waits that long before it starts, cut short by its context
// as a process's run is.
type coldStart struct {
	*fakeProgram
	cold     time.Duration
	once     *sync.Once
	prepared bool
}

func (c *coldStart) Prepare(ctx context.Context) (time.Duration, error) {
	t0 := time.Now()
	c.once.Do(func() { time.Sleep(c.cold) })
	c.prepared = true
	return time.Since(t0), nil
}

func (c *coldStart) RunUsage(ctx context.Context, in []byte) ([]byte, Usage, error) {
	var err error
	c.once.Do(func() {
		select {
		case <-time.After(c.cold):
		case <-ctx.Done():
			err = ctx.Err()
		}
	})
	if err != nil || ctx.Err() != nil {
		return nil, Usage{}, ctx.Err()
	}
	return c.fakeProgram.RunUsage(ctx, in)
}

func (c *coldStart) Run(ctx context.Context, in []byte) ([]byte, error) {
	out, _, err := c.RunUsage(ctx, in)
	return out, err
}

// The start-up (a fork server built from an empty cache, the oracle's
// first answer) happens before the budget's clock: a budget shorter than
// the start-up still checks cases, and a wrong answer on the first one is
// caught, the start-up reported apart. (Before, the first run was cut
// short at the budget: "OK 0 cases".)
func TestStartupOutsideTheBudget(t *testing.T) {
	p := mustProblem(t, "hdu1846")
	const cold = 600 * time.Millisecond
	for _, hunt := range []bool{false, true} {
		f := newFake(p, time.Second)
		f.wrong = func(cs []format.Case, i int) bool { return caseIs(cs[i], 1, 1) }
		target := &coldStart{fakeProgram: f, cold: cold, once: new(sync.Once)}
		opt := Options{Name: "cold", Seed: 1, Workers: 2, Budget: 300 * time.Millisecond, Grace: WallGrace,
			Corpus: corpus.Store{Dir: t.TempDir()}, NoSave: true}
		var rep Report
		var err error
		if hunt {
			rep, err = Hunt(context.Background(), p, target, opt)
		} else {
			rep, err = Search(context.Background(), p, target, opt)
		}
		if err != nil {
			t.Fatalf("hunt %v: %v", hunt, err)
		}
		if rep.Verdict != judge.WrongAnswer || string(rep.Input) != "1\n1 1\n" {
			t.Errorf("hunt %v: %s on %q (%d cases), want a WrongAnswer on 1 / 1 1", hunt, rep.Verdict, rep.Input, rep.Cases)
		}
		if !target.prepared || rep.Startup < cold {
			t.Errorf("hunt %v: prepared %v, start-up %s: want the target prepared, and at least %s apart", hunt, target.prepared, rep.Startup, cold)
		}
	}
}
