package stress

import (
	"context"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
)

// pullChunked gives seq's cases in seq's order, each once, whatever the
// chunk size against the count (none, fewer, exactly, more, a remainder),
// and stops seq when stopped early.
func TestPullChunkedIsPull(t *testing.T) {
	for _, n := range []int{0, 1, 3, 4, 5, 9} {
		var want []format.Case
		for i := range n {
			want = append(want, format.Case{int64(i)})
		}
		next, stop := pullChunked(context.Background(), slices.Values(want), 4)
		var got []format.Case
		for {
			c, ok := next()
			if !ok {
				break
			}
			got = append(got, c)
		}
		stop()
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%d cases: got %v, want %v", n, got, want)
		}
	}
	stopped := make(chan struct{})
	seq := func(yield func(format.Case) bool) {
		defer close(stopped)
		for i := int64(0); ; i++ {
			if !yield(format.Case{i}) {
				return
			}
		}
	}
	next, stop := pullChunked(context.Background(), seq, 4)
	for range 6 {
		next()
	}
	stop()
	select {
	case <-stopped:
	case <-time.After(time.Minute): // a guard against a hang, not a timing
		t.Errorf("an endless sequence was not stopped by stop")
	}
}

// next gives up as soon as ctx ends, whatever the enumeration is doing:
// one that takes long to make a case (abc201d's boards under load) does
// not hold a Ctrl-C. Before the end, it gives the cases as they come.
func TestPullChunkedStopsWithTheContext(t *testing.T) {
	release := make(chan struct{})
	seq := func(yield func(format.Case) bool) {
		for i := int64(0); ; i++ {
			if i == 6 {
				<-release // the seventh case takes as long as the test wants
			}
			if !yield(format.Case{i}) {
				return
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	next, stop := pullChunked(ctx, seq, 3)
	defer stop()
	defer close(release)
	for i := range 6 {
		if c, ok := next(); !ok || c[0] != int64(i) {
			t.Fatalf("case %d: got %v, %v; want [%d]", i, c, ok, i)
		}
	}
	cancel()
	gave := make(chan bool, 1)
	go func() {
		_, ok := next()
		gave <- ok
	}()
	select {
	case ok := <-gave:
		if ok {
			t.Errorf("after the context ended, next gave a case: want none")
		}
	case <-time.After(time.Minute): // a guard against a hang, not a timing
		t.Errorf("next waited for the enumeration after the context ended")
	}
}

// The enumeration makes cases only as next asks for them: at most a
// chunk ahead of the caller (a producer that ran ahead would go on
// burning a core after the phase stopped it, until its next case).
func TestPullChunkedMakesOnDemand(t *testing.T) {
	var made atomic.Int64
	seq := func(yield func(format.Case) bool) {
		for i := int64(0); ; i++ {
			made.Add(1)
			if !yield(format.Case{i}) {
				return
			}
		}
	}
	next, stop := pullChunked(context.Background(), seq, 4)
	defer stop()
	for range 5 {
		next()
	}
	if n := made.Load(); n != 8 {
		t.Errorf("after 5 cases in chunks of 4, the enumeration made %d: want 8", n)
	}
}
