package problemfile

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// TestReachLargestFirst: a bound's top is reached when its largest case
// (in the size order) answers within the budget, even when the other top
// cases cannot all answer in it; those are reported as not reached, never
// as answered. The oracle is a stand-in: the largest case answers at
// once, every other case waits for the deadline (asked together within
// one budget, as check did before, no top would have been reached).
func TestReachLargestFirst(t *testing.T) {
	p, err := problem.Load(filepath.Join("..", "..", "..", "..", "problems", "hdu1846.toml"))
	if err != nil {
		t.Fatal(err)
	}
	var asked [][]format.Case // per askTop call, the cases in order
	rc := reacher{budget: 500 * time.Millisecond, ask: func(ctx context.Context, _ *problem.Problem, c format.Case, i int) error {
		if i == 0 {
			asked = append(asked, nil)
		}
		asked[len(asked)-1] = append(asked[len(asked)-1], c)
		if i == 0 {
			return nil
		}
		<-ctx.Done()
		return fmt.Errorf("stand-in: %w", ctx.Err())
	}}
	rs, err := rc.measure(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 2 || len(asked) != 2 {
		t.Fatalf("%d bounds measured in %d asks; want n and m, one ask each", len(rs), len(asked))
	}
	for k, r := range rs {
		if !r.top || r.at != r.bound.Max || r.ans.answered != 1 || r.tried < 2 {
			t.Errorf("%s: top %v at %d, %d of %d answered; want the top reached by its largest case alone", r.bound.Name, r.top, r.at, r.ans.answered, r.tried)
		}
		cs := asked[k]
		for _, c := range cs[1:] {
			if gen.SizeLess([]format.Case{cs[0]}, []format.Case{c}) {
				t.Errorf("%s: first asked %v, but %v is larger", r.bound.Name, cs[0], c)
			}
		}
		line := r.line(rc.budget)
		want := fmt.Sprintf("the largest case answered in %.2f s; 0 of the %d other top cases in the rest of the 0.5 s, %d not reached within it", r.ans.largest.Seconds(), r.tried-1, r.tried-1)
		if !strings.Contains(line, want) {
			t.Errorf("%s: line %q; want %q", r.bound.Name, line, want)
		}
	}
	if nr := notReached(rs); len(nr) != 0 {
		t.Errorf("not reached: %v; want both tops reached", nr)
	}

	// an error of a later case other than the deadline is the file's
	bad := errors.New("stand-in: a bad move")
	rc.ask = func(ctx context.Context, _ *problem.Problem, c format.Case, i int) error {
		if i == 0 {
			return nil
		}
		return bad
	}
	if _, err := rc.measure(p); !errors.Is(err, bad) {
		t.Errorf("a later top case failing: %v; want its error", err)
	}
}
