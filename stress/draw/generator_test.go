package draw

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// hdu1846 is the problem the generators here print inputs of.
func hdu1846(t *testing.T) *problem.Problem {
	t.Helper()
	p, err := problem.Lookup("hdu1846")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// printing is a generator that prints out(seed).
func printing(out func(seed int64) string) *Generator {
	return &Generator{Name: "gen", Command: func(seed int64) judge.Target {
		return judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
			return []byte(out(seed)), nil
		})
	}}
}

func TestGeneratorCases(t *testing.T) {
	p := hdu1846(t)
	for _, tc := range []struct {
		reason string
		out    string
		runErr error
		want   string // the cases, or the error's text (a part of it)
	}{
		{"a judge input of two cases gives both", "2\n7 3\n1 1\n", nil, "[[7 3] [1 1]]"},
		{"a token that is no number is named with its line", "2\n7 3\n1 x\n", nil, `GeneratorError: gen 5: output rejected at line 3: token "x"`},
		{"a number out of the bounds is named with its line", "1\n0 3\n", nil, `line 2: token "0"`},
		{"a truncated input is rejected", "3\n7 3\n", nil, "GeneratorError: gen 5: output rejected at line 2"},
		{"an input of no cases is no use", "0\n", nil, "GeneratorError: gen 5: printed an input of no cases"},
		{"a generator that crashes is a GeneratorError too", "", &judge.RunError{Verdict: judge.RuntimeError, Detail: "exit status 1"},
			"GeneratorError: gen 5: RuntimeError: exit status 1"},
	} {
		g := &Generator{Name: "gen", Command: func(seed int64) judge.Target {
			return judge.TargetFunc(func(ctx context.Context, in []byte) ([]byte, error) {
				return []byte(tc.out), tc.runErr
			})
		}}
		cs, err := g.Cases(context.Background(), p, 5)
		got := fmt.Sprint(cs)
		if err != nil {
			got = err.Error()
			var ge *GeneratorError
			if !errors.As(err, &ge) || ge.Seed != 5 {
				t.Errorf("%s: error %T %v, want a *GeneratorError for seed 5", tc.reason, err, err)
			}
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: got %s, want %s", tc.reason, got, tc.want)
		}
	}
}

// TestGeneratorBatch: seeds are consecutive, and a batch stops when it has
// enough cases or seeds.
func TestGeneratorBatch(t *testing.T) {
	p := hdu1846(t)
	g := printing(func(seed int64) string { return fmt.Sprintf("2\n%d 1\n%d 2\n", seed, seed) })
	cs, n, err := g.Batch(context.Background(), p, 10, 100, 5)
	if err != nil || n != 3 || fmt.Sprint(cs) != "[[10 1] [10 2] [11 1] [11 2] [12 1] [12 2]]" {
		t.Errorf("Batch(first 10, 100 seeds, 5 cases) = %v, %d seeds, %v; want 6 cases of seeds 10..12", cs, n, err)
	}
	cs, n, err = g.Batch(context.Background(), p, 1, 2, 1000)
	if err != nil || n != 2 || len(cs) != 4 {
		t.Errorf("Batch(2 seeds) = %v, %d seeds, %v; want 4 cases of 2 seeds", cs, n, err)
	}
}

// TestGeneratorForPython runs a real Python generator with the seed as its
// argument: the same seed gives the same cases, another seed others.
func TestGeneratorForPython(t *testing.T) {
	p := hdu1846(t)
	prog, err := runner.Build(context.Background(), "../../examples/reference/gen1846.py", runner.BuildOptions{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	g := GeneratorFor("gen1846.py", prog)
	a, err := g.Cases(context.Background(), p, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := g.Cases(context.Background(), p, 7)
	c, _ := g.Cases(context.Background(), p, 8)
	if len(a) == 0 || fmt.Sprint(a) != fmt.Sprint(b) || fmt.Sprint(a) == fmt.Sprint(c) {
		t.Errorf("seed 7 gave %v then %v, seed 8 %v: want the same cases for the same seed, others for another", a, b, c)
	}
	if pids := runner.Live(); len(pids) > 0 {
		t.Errorf("processes left behind: %v", pids)
	}
}

// TestGeneratorInput: input i is made of its own seeds, one run each for
// the first inputs, more later, at most the batch of cases.
func TestGeneratorInput(t *testing.T) {
	p := hdu1846(t)
	g := printing(func(seed int64) string { return fmt.Sprintf("1\n%d 1\n", seed) })
	in := g.Input(p, 100, 3)
	for _, tc := range []struct {
		i    int
		want string
	}{
		{0, "[[100 1]]"},
		{7, "[[107 1]]"},
		{8, "[[108 1] [109 1]]"},
		{9, "[[110 1] [111 1]]"},
		{16, "[[124 1] [125 1] [126 1]]"}, // 4 runs, cut to the batch of 3
	} {
		if got, err := in(context.Background(), tc.i); err != nil || fmt.Sprint(got) != tc.want {
			t.Errorf("input %d = %v, %v; want %s", tc.i, got, err, tc.want)
		}
	}
	if n := firstSeedOf(100); n != 8*(1+2+4+8+16)+60*SeedsPerInput {
		t.Errorf("input 100 starts %d runs in, want the ramp then 60 inputs of %d", n, SeedsPerInput)
	}
	if n := InputsFor(9); n != 9 || firstSeedOf(n) < 9 {
		t.Errorf("InputsFor(9) = %d, want 9 (8 inputs of one run, then one of two)", n)
	}
	if s := BaseSeed(7); s != BaseSeed(7) || s < 0 || s >= 1e9 || s == BaseSeed(8) {
		t.Errorf("BaseSeed(7) = %d, BaseSeed(8) = %d: want a fixed number below 10^9, another for another run", s, BaseSeed(8))
	}
}
