package problem

import (
	"slices"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/gen"
)

// rowListsFile has rows whose list's length is read after another
// column: a prefix may end between the two.
const rowListsFile = `id = "row-lists"
title = "rows of a number and a list"
[input]
framing = "eof"
lines   = ["m", "g[m]: a k b[k]"]
bounds  = ["1 <= m <= 6", "0 <= a <= 3", "0 <= k <= 3", "0 <= b <= 3"]
`

// scratchProblems are the shipped problems and the test files of every
// kind of layout (rows of a tree, a set, a grid and a word, one word, a
// list of negatives, rows of lists).
func scratchProblems(t *testing.T) []*Problem {
	ps := All()
	for _, text := range []string{treeFile, distinctFile, nastyFile, rowListsFile} {
		p, err := loadText(t, text)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return append(ps, loadWords(t, "board.toml", boardFile), loadWords(t, "word.toml", wordFile))
}

// TestEnumerationScratchIsThePlainOne: Small's enumeration over a schema
// asks the grammar and need of every prefix with scratch of its own, and
// asks need once for all the values of a number that is not a length; it
// yields the very cases, in the very order, of the enumeration that asks
// the layout's grammar and need as they are (no schema to walk): the
// first cases of each of the first lengths.
func TestEnumerationScratchIsThePlainOne(t *testing.T) {
	const first = 400
	checked := 0
	for _, p := range scratchProblems(t) {
		l := &p.spec.Layout
		if l.Walk == nil {
			continue
		}
		checked++
		plain := *l
		plain.Walk = nil
		nMin, nMax := l.Lengths()
		lo, hi := gen.ValueBounds(l)
		for n := nMin; n <= min(nMax, nMin+5); n++ {
			got := firstCases(first, func(yield func(format.Case) bool) {
				gen.SmallOfLength(l, n, lo, hi, gen.NewEnumScratch(l), gen.Everything, yield)
			})
			want := firstCases(first, func(yield func(format.Case) bool) { gen.SmallOfLength(&plain, n, lo, hi, nil, gen.Everything, yield) })
			for i := range max(len(got), len(want)) {
				if i >= len(got) || i >= len(want) || !slices.Equal(got[i], want[i]) {
					t.Fatalf("%s: case %d of %d numbers: %v with the scratch, %v without", p.ID, i, n, at(got, i), at(want, i))
				}
			}
		}
	}
	if checked < 3 {
		t.Fatalf("only %d problems enumerate over a schema", checked)
	}
}

func firstCases(k int, seq func(yield func(format.Case) bool)) []format.Case {
	var out []format.Case
	seq(func(c format.Case) bool {
		out = append(out, c)
		return len(out) < k
	})
	return out
}

func at(cs []format.Case, i int) any {
	if i < len(cs) {
		return cs[i]
	}
	return "nothing"
}

// TestNeedBoundsEveryPrefix: need bounds the length of a case from any of
// its prefixes, and is exact on the whole case (drawn cases of every
// problem whose layout has one; hdu1536's rows carry their own lengths).
func TestNeedBoundsEveryPrefix(t *testing.T) {
	for _, p := range scratchProblems(t) {
		l := &p.spec.Layout
		if l.Need == nil {
			continue
		}
		for _, c := range draw(p, 1, 30) {
			if len(c) > 400 {
				continue
			}
			for i := range len(c) + 1 {
				lo, hi := l.Need(c[:i])
				if lo > len(c) || hi < len(c) || (i == len(c) && lo != hi) {
					t.Fatalf("%s %v: need of its first %d numbers is %d..%d", p.ID, c, i, lo, hi)
				}
			}
		}
	}
}

// TestNeedOfAGridIsExactOnceItsSidesAreRead: after `h w`, a grid a[h][w]
// of words takes exactly 2 + h·w numbers, for every h and w; with the
// range of w per row instead (as before), a one-row prefix seemed to fit
// cases of any length, and abc201d's small phase walked every w up to
// each target sum (seconds a length). And the need of `h` alone is no
// less than h rows of one square.
func TestNeedOfAGridIsExactOnceItsSidesAreRead(t *testing.T) {
	p, err := Lookup("abc201d")
	if err != nil {
		t.Fatal(err)
	}
	l := &p.spec.Layout
	for _, hw := range [][2]int64{{1, 1}, {1, 5}, {3, 4}, {7, 2}, {2000, 2000}} {
		lo, hi := l.Need(format.Case{hw[0], hw[1]})
		if want := 2 + int(hw[0]*hw[1]); lo != want || hi != want {
			t.Errorf("need of %v: %d..%d, want exactly %d", hw, lo, hi, want)
		}
	}
	if lo, _ := l.Need(format.Case{5}); lo < 2+5 {
		t.Errorf("need of [5]: at least %d, want at least 7", lo)
	}
}
