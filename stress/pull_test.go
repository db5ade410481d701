package stress

import (
	"slices"
	"testing"

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
		next, stop := pullChunked(slices.Values(want), 4)
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
	stopped := false
	seq := func(yield func(format.Case) bool) {
		defer func() { stopped = true }()
		for i := int64(0); ; i++ {
			if !yield(format.Case{i}) {
				return
			}
		}
	}
	next, stop := pullChunked(seq, 4)
	for range 6 {
		next()
	}
	stop()
	if !stopped {
		t.Errorf("an endless sequence was not stopped by stop")
	}
}
