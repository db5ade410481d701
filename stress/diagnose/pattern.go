package diagnose

import (
	"context"
	"fmt"
	"strings"
)

// patternSpan is how many values of one number the pattern experiment
// asks about; patternShown how many the picture shows.
const (
	patternSpan  = 100
	patternShown = 60
	patternLeast = 24 // fewer valid values: no pattern to see
)

// pattern varies one number of the failing case that the statement
// names (not an element of a list, not a letter of a word: a pattern over
// those says nothing of the rule) over a range of small values (the
// others kept), asks the program and the oracle, and says where each
// gives the rarer of the two answers, with the period each repeats with
// over the range, and a picture of both side by side.
func (b *bench) pattern(ctx context.Context) []Finding {
	if b.p.Interactive() || b.p.Moves() {
		return nil
	}
	c := b.cases[b.fail]
	for j := range c {
		if ctx.Err() != nil {
			return nil
		}
		if _, named := b.statementName(j); !named {
			continue
		}
		lo, hi, ok := b.span(c, j)
		if !ok {
			continue
		}
		cases, _ := b.vary(c, j, lo, hi)
		want, err := b.expected(ctx, cases)
		if err != nil {
			continue
		}
		rare, ok := rarerWord(want)
		if !ok {
			continue
		}
		got, ok := b.outputs(ctx, cases)
		if !ok || equal(got, want) {
			continue
		}
		name := b.numberName(j)
		yours, theirs := marks(got, rare), marks(want, rare)
		text := fmt.Sprintf("over %s = %d … %d%s, your program says %q at %s; the oracle at %s",
			name, lo, hi, b.others(c, j), rare, describeMarks(name, lo, yours), describeMarks(name, lo, theirs))
		return []Finding{{Kind: Pattern, Text: text, Picture: picture(name, lo, rare, yours, theirs)}}
	}
	return nil
}

// span is the range of number j of c that the pattern asks about: from
// the least valid value (0 to 9) up to patternSpan values, all valid.
func (b *bench) span(c []int64, j int) (lo, hi int64, ok bool) {
	lo = -1
	for v := int64(0); v < 10; v++ {
		if _, valid := b.vary(c, j, v, v); valid {
			lo = v
			break
		}
	}
	if lo < 0 {
		return 0, 0, false
	}
	hi = lo
	for hi+1 < lo+patternSpan {
		if _, valid := b.vary(c, j, hi+1, hi+1); !valid {
			break
		}
		hi++
	}
	return lo, hi, hi-lo+1 >= patternLeast
}

// rarerWord is the answer the oracle gives least often, when it gives
// exactly two (one line each).
func rarerWord(want []string) (string, bool) {
	count := map[string]int{}
	for _, w := range want {
		count[w]++
	}
	if len(count) != 2 {
		return "", false
	}
	rare := ""
	for w, n := range count {
		if rare == "" || n < count[rare] || (n == count[rare] && w < rare) {
			rare = w
		}
	}
	return rare, true
}

func equal(a, b []string) bool {
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

// marks says, for each answer, whether it is w.
func marks(answers []string, w string) []bool {
	out := make([]bool, len(answers))
	for i, a := range answers {
		out[i] = a == w
	}
	return out
}

// period is the least period p of s from some start (the least for it),
// repeating at least three times over s; ok is false when none does.
func period(s []bool) (p, start int, ok bool) {
	for p = 1; 3*p <= len(s); p++ {
		for start = 0; start+3*p <= len(s); start++ {
			if periodicFrom(s, p, start) {
				return p, start, true
			}
		}
	}
	return 0, 0, false
}

func periodicFrom(s []bool, p, start int) bool {
	for i := start; i+p < len(s); i++ {
		if s[i] != s[i+p] {
			return false
		}
	}
	return true
}

// describeMarks lists where the marks are: "n = 3, 6, 9, … (period 3)",
// "every n", "no n", or the first few and "(no period)".
func describeMarks(name string, lo int64, m []bool) string {
	var at []string
	for i, x := range m {
		if x {
			at = append(at, fmt.Sprint(lo+int64(i)))
		}
	}
	switch {
	case len(at) == 0:
		return "no " + name
	case len(at) == len(m):
		return "every " + name
	}
	p, start, ok := period(m)
	if ok && len(at) > 4 {
		from := ""
		if start > 0 && !periodicFrom(m, p, 0) {
			from = fmt.Sprintf(" from %s = %d", name, lo+int64(start))
		}
		return fmt.Sprintf("%s = %s, … (period %d%s)", name, strings.Join(at[:4], ", "), p, from)
	}
	if len(at) > 8 {
		return fmt.Sprintf("%s = %s, … (no period over the range)", name, strings.Join(at[:8], ", "))
	}
	return fmt.Sprintf("%s = %s", name, strings.Join(at, ", "))
}

// picture draws both sets of marks side by side, a column a value:
//
//	n      1        10        20
//	yours  ..#..#..#..#..#..#..#
//	oracle ...#...#...#...#...#.
//	# where the answer is "second"
func picture(name string, lo int64, word string, yours, theirs []bool) string {
	n := min(len(yours), patternShown)
	ruler := []byte(strings.Repeat(" ", n+8))
	for i := 0; i < n; i++ {
		if v := lo + int64(i); i == 0 || v%10 == 0 {
			label := fmt.Sprint(v)
			if i+len(label) <= n+8 && (i == 0 || ruler[i-1] == ' ') {
				copy(ruler[i:], label)
			}
		}
	}
	row := func(m []bool) string {
		var s strings.Builder
		for _, x := range m[:n] {
			if x {
				s.WriteByte('#')
			} else {
				s.WriteByte('.')
			}
		}
		return s.String()
	}
	w := max(7, len(name)+1)
	return fmt.Sprintf("%-*s%s\n%-*s%s\n%-*s%s\n# where the answer is %q", w, name, strings.TrimRight(string(ruler), " "),
		w, "yours", row(yours), w, "oracle", row(theirs), word)
}
