package diagnose

import (
	"context"
	"fmt"

	"github.com/gamestress/gamestress/problem/format"
)

// swapCases is how many cases the swapped experiment asks about: the
// failing case and the smallest others.
const swapCases = 60

// swapped runs the failing case and the smallest cases of the problem:
// when the right answers are two words and every answer of the program is
// the other word, the words are swapped (or the winning condition
// negated) everywhere, not on one case.
func (b *bench) swapped(ctx context.Context) []Finding {
	if b.p.Interactive() || b.p.Moves() {
		return nil
	}
	cases := b.smallCases(swapCases)
	want, err := b.expected(ctx, cases)
	if err != nil {
		return nil
	}
	words := map[string]int{}
	for _, w := range want {
		words[w]++
	}
	if len(words) != 2 {
		return nil
	}
	var pair []string
	for w := range words {
		pair = append(pair, w)
	}
	other := map[string]string{pair[0]: pair[1], pair[1]: pair[0]}
	got, ok := b.outputs(ctx, cases)
	if !ok {
		return nil
	}
	for i := range want {
		if got[i] != other[want[i]] {
			return nil
		}
	}
	return []Finding{{Kind: Swapped, Text: fmt.Sprintf(
		"every answer is the other word: on all %d cases tried (the failing one and the smallest), %q where %q is right and %q where %q is: the two words swapped, or the condition negated (the misère rule?)",
		len(cases), other[want[0]], want[0], want[0], other[want[0]])}}
}

// smallCases is the failing case, then the problem's smallest cases in
// size order, n in all.
func (b *bench) smallCases(n int) []format.Case {
	if b.p.MaxCases() <= 1 {
		n = min(n, 12) // a run a case
	}
	out := []format.Case{b.cases[b.fail]}
	for c := range b.p.Small() {
		if len(out) >= n {
			break
		}
		if !sameCase(c, out[0]) {
			out = append(out, append(format.Case(nil), c...))
		}
	}
	return out
}

func sameCase(a, b format.Case) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
