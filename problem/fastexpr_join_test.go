package problem

import (
	"testing"

	"github.com/expr-lang/expr"
)

// TestJoinMapIsTheVM: the streamed join(map(...)) (joinMap, appendStr)
// gives expr-lang's own value on moves and on lists of numbers, and
// leaves to the general path (the same value, or errUnsupported) what is
// not a string per item.
func TestJoinMapIsTheVM(t *testing.T) {
	moves := []moveEnv{{Label: "heap 1: 9 → 5", Heap: 1, From: 9, To: 5, Take: 4}, {Label: "x", Heap: 3, From: 10, To: 3, Take: 7}, {Heap: 12, From: 123456789012, To: 0, Take: 123456789012}}
	env := answerEnv{Win: true, Moves: moves, Count: len(moves), Outcome: "N"}
	for _, src := range []string{
		`count == 0 ? "No" : "Yes\n" + join(map(moves, string(.from) + " " + string(.to)), "\n")`,
		`join(map(moves, .label), ", ")`,
		`join(map(moves, string(.take + 1) + ":" + outcome), " ")`,
		`join(map(moves, "h" + string(.heap)), "")`,
		`join(map(moves, string(.heap)))`,
		`"[" + join(map(moves, string(.from - .to) + (.take > 5 ? "!" : "")), ",") + "]"`,
	} {
		f := compileFast(src)
		if f == nil {
			t.Fatalf("%s: not in the fast subset", src)
		}
		e := fastEnv{s: env, fields: func() map[string]any { return map[string]any{} }}
		got, err := e.eval(f.root)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		prog, err := expr.Compile(src, expr.Env(answerEnv{}))
		if err != nil {
			t.Fatal(err)
		}
		want, err := expr.Run(prog, env)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s:\n got %q\nwant %q", src, got, want)
		}
	}
	// an item that is not a string: join refuses it, on both paths
	e := fastEnv{s: env, fields: func() map[string]any { return map[string]any{} }}
	if v, err := e.eval(compileFast(`join(map(moves, .heap), " ")`).root); err != errUnsupported {
		t.Errorf("join of numbers: got %v, %v; want errUnsupported (the VM decides)", v, err)
	}
}
