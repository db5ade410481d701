package importer

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/gamestress/gamestress/problem"
)

// shape is one case of a plain layout: a first line of head numbers, then
// nothing, a list, or rows whose length is the header's field lenIdx; or
// (inline) a length and that many numbers on one line.
type shape struct {
	head     int
	inline   bool
	tail     tail
	lenIdx   int
	rowWidth int
}

type tail uint8

const (
	noTail tail = iota
	listTail
	rowsTail
)

// framings in the order they are tried: a count line is the most common
// form of several cases in one input; a terminator line (all zeros or all
// -1) is checked before "to the end", which it would also fit.
var framings = []string{"count", "terminator", "eof"}

var (
	headNames = []string{"n", "m", "k", "p", "q", "s", "t", "x", "y", "z"}
	rowNames  = []string{"u", "v", "w", "b", "c", "d", "e", "f", "g", "h"}
)

// ErrNoLayout is wrapped by GuessLayout when the samples fit none of the
// plain layouts.
var ErrNoLayout = errors.New("the samples fit none of the plain layouts")

// GuessLayout guesses [input] from the samples' inputs: a framing (count,
// terminator, eof) and a case shape that read every sample whole, confirmed
// by problem's parser. counted says the source declares a count line
// (Competitive Companion's testType "multiNumber"): then only that framing
// is tried.
func GuessLayout(samples []Sample, counted bool) (*Layout, error) {
	if len(samples) == 0 {
		return nil, fmt.Errorf("%w: there is no sample", ErrNoLayout)
	}
	var inputs [][][]int64
	for i, s := range samples {
		lines, err := numberLines(s.In)
		if err != nil {
			return nil, fmt.Errorf("sample %d: %w", i+1, err)
		}
		if len(lines) == 0 {
			return nil, fmt.Errorf("%w: sample %d is empty", ErrNoLayout, i+1)
		}
		inputs = append(inputs, lines)
	}
	order := framings
	if counted {
		order = []string{"count"}
	}
	var last error
	for _, fr := range order {
		for _, sh := range shapes(fr, inputs[0]) {
			l, err := tryLayout(fr, sh, inputs, samples)
			if err == nil {
				return l, nil
			}
			last = err
		}
	}
	if last != nil {
		return nil, fmt.Errorf("%w (a count line then cases; cases to the end; a terminator line): %v", ErrNoLayout, last)
	}
	return nil, fmt.Errorf("%w (a count line then cases; cases to the end; a terminator line)", ErrNoLayout)
}

// numberLines splits an input into its non-blank lines of integers.
func numberLines(in string) ([][]int64, error) {
	var out [][]int64
	for i, line := range strings.Split(in, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		nums := make([]int64, len(f))
		for j, tok := range f {
			n, err := strconv.ParseInt(tok, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%w: line %d holds %q, not an integer", ErrNoLayout, i+1, tok)
			}
			nums[j] = n
		}
		out = append(out, nums)
	}
	return out, nil
}

// shapes are the case shapes to try, read off the first case of the first
// sample under framing fr.
func shapes(fr string, lines [][]int64) []shape {
	if fr == "count" {
		lines = lines[1:]
	}
	if len(lines) == 0 {
		return nil
	}
	first := lines[0]
	h := len(first)
	var out []shape
	if h <= len(headNames) {
		out = append(out, shape{head: h})
	}
	if h >= 2 && first[0] == int64(h-1) {
		out = append(out, shape{head: 1, inline: true})
	}
	if h <= len(headNames) {
		for i := range h {
			out = append(out, shape{head: h, tail: listTail, lenIdx: i})
		}
		if len(lines) > 1 && len(lines[1]) <= len(rowNames) {
			for i := range h {
				out = append(out, shape{head: h, tail: rowsTail, lenIdx: i, rowWidth: len(lines[1])})
			}
		}
	}
	return out
}

// values are the numbers seen per field, for the bounds.
type values map[string][2]int64

func (v values) add(name string, n int64) {
	r, ok := v[name]
	if !ok {
		v[name] = [2]int64{n, n}
		return
	}
	v[name] = [2]int64{min(r[0], n), max(r[1], n)}
}

// readCase reads one case of shape sh from lines at i: the next line
// index, or ok false when the lines do not fit.
func (sh shape) readCase(lines [][]int64, i int, seen values) (int, bool) {
	if i >= len(lines) {
		return i, false
	}
	first := lines[i]
	if sh.inline {
		if len(first) < 1 || first[0] < 0 || int64(len(first)-1) != first[0] {
			return i, false
		}
		seen.add("n", first[0])
		for _, x := range first[1:] {
			seen.add("a", x)
		}
		return i + 1, true
	}
	if len(first) != sh.head {
		return i, false
	}
	for j, x := range first {
		seen.add(headNames[j], x)
	}
	i++
	if sh.tail == noTail {
		return i, true
	}
	n := first[sh.lenIdx]
	if n < 0 || (sh.tail == rowsTail && n > int64(len(lines)-i)) {
		return i, false
	}
	if sh.tail == listTail {
		if i >= len(lines) || int64(len(lines[i])) != n {
			return i, false
		}
		for _, x := range lines[i] {
			seen.add("a", x)
		}
		return i + 1, true
	}
	for range n {
		if i >= len(lines) || len(lines[i]) != sh.rowWidth {
			return i, false
		}
		for j, x := range lines[i] {
			seen.add(rowNames[j], x)
		}
		i++
	}
	return i, true
}

// readAll reads one sample under framing fr: its number of cases, the
// terminator line, or ok false.
func (sh shape) readAll(fr string, lines [][]int64, seen values) (cases int, term []int64, ok bool) {
	i, end := 0, len(lines)
	switch fr {
	case "count":
		if len(lines[0]) != 1 || lines[0][0] < 0 {
			return 0, nil, false
		}
		want := int(lines[0][0])
		i = 1
		for range want {
			if i, ok = sh.readCase(lines, i, seen); !ok {
				return 0, nil, false
			}
		}
		return want, nil, i == end
	case "terminator":
		term = lines[end-1]
		for _, x := range term {
			if x != term[0] || (x != 0 && x != -1) {
				return 0, nil, false
			}
		}
		end--
	}
	for i < end {
		if i, ok = sh.readCase(lines[:end], i, seen); !ok {
			return 0, nil, false
		}
		cases++
	}
	return cases, term, cases > 0
}

// tryLayout checks shape sh under framing fr on every sample, then has
// problem's parser read them with the layout written out.
func tryLayout(fr string, sh shape, inputs [][][]int64, samples []Sample) (*Layout, error) {
	seen := values{}
	var counts []int
	var term []int64
	for k, lines := range inputs {
		n, t, ok := sh.readAll(fr, lines, seen)
		if !ok || (k > 0 && !slices.Equal(t, term)) {
			return nil, fmt.Errorf("sample %d does not read as %s", k+1, sh.describe(fr))
		}
		counts, term = append(counts, n), t
	}
	l := &Layout{Framing: fr, Lines: sh.lines()}
	if term != nil {
		l.Terminator = strings.Trim(fmt.Sprint(term), "[]")
	}
	if fr == "eof" && !slices.ContainsFunc(counts, func(n int) bool { return n != 1 }) {
		l.Batch = 1
	}
	l.Bounds = sh.bounds(seen)
	if err := confirm(l, samples, counts); err != nil {
		return nil, err
	}
	l.Why = fmt.Sprintf("every sample reads as %s (%s)", sh.describe(fr), casesText(counts))
	return l, nil
}

func casesText(counts []int) string {
	var s []string
	for _, n := range counts {
		if n == 1 {
			s = append(s, "1 case")
		} else {
			s = append(s, fmt.Sprintf("%d cases", n))
		}
	}
	return strings.Join(s, ", ")
}

// describe says the layout in words.
func (sh shape) describe(fr string) string {
	var c string
	switch {
	case sh.inline:
		c = "a length and its list on one line"
	case sh.tail == noTail:
		c = fmt.Sprintf("one line of %d numbers", sh.head)
	case sh.tail == listTail:
		c = fmt.Sprintf("a line of %d numbers then a list of %s", sh.head, headNames[sh.lenIdx])
	default:
		c = fmt.Sprintf("a line of %d numbers then %s rows of %d", sh.head, headNames[sh.lenIdx], sh.rowWidth)
	}
	switch fr {
	case "count":
		return "a count line, then cases of " + c
	case "terminator":
		return "cases of " + c + " up to a terminator line"
	}
	return "cases of " + c + " to the end of the input"
}

// lines is the [input] lines of the shape.
func (sh shape) lines() []string {
	if sh.inline {
		return []string{"n a[n]"}
	}
	head := strings.Join(headNames[:sh.head], " ")
	switch sh.tail {
	case listTail:
		return []string{head, fmt.Sprintf("a[%s]", headNames[sh.lenIdx])}
	case rowsTail:
		return []string{head, fmt.Sprintf("rows[%s]: %s", headNames[sh.lenIdx], strings.Join(rowNames[:sh.rowWidth], " "))}
	}
	return []string{head}
}

// bounds are the fields' ranges, widened from the samples' values: the
// low end 1 (0 if a sample has 0, a power of ten below a negative value),
// the high end the next power of ten. A length is at least 1.
func (sh shape) bounds(seen values) []string {
	var names []string
	if sh.inline {
		names = []string{"n", "a"}
	} else {
		names = slices.Clone(headNames[:sh.head])
		switch sh.tail {
		case listTail:
			names = append(names, "a")
		case rowsTail:
			names = append(names, rowNames[:sh.rowWidth]...)
		}
	}
	var out []string
	for _, name := range names {
		r, ok := seen[name]
		if !ok { // an empty list in every sample
			r = [2]int64{0, 1}
		}
		lo := int64(1)
		if r[0] < 1 {
			lo = 0
		}
		if r[0] < 0 {
			lo = -pow10Above(-r[0])
		}
		out = append(out, fmt.Sprintf("%d <= %s <= %s", lo, name, pow10Text(pow10Above(max(r[1], 1)))))
	}
	return out
}

// pow10Above is the least power of ten ≥ n, at least 10.
func pow10Above(n int64) int64 {
	p := int64(10)
	for p < n && p <= 1e17 {
		p *= 10
	}
	return p
}

func pow10Text(p int64) string {
	if p < 10000 {
		return strconv.FormatInt(p, 10)
	}
	return "10^" + strconv.Itoa(len(strconv.FormatInt(p, 10))-1)
}

// confirm has problem's parser read every sample under l: each must give
// the number of cases the guess read.
func confirm(l *Layout, samples []Sample, counts []int) error {
	fsys := fstest.MapFS{"guess.toml": {Data: []byte(l.inputTable("guess"))}}
	p, err := problem.LoadFS(fsys, "guess.toml")
	if err != nil {
		return err
	}
	for i, s := range samples {
		cs, err := p.Parse([]byte(s.In))
		if err != nil {
			return fmt.Errorf("sample %d: %v", i+1, err)
		}
		if len(cs) != counts[i] {
			return fmt.Errorf("sample %d: the parser reads %d cases, the guess %d", i+1, len(cs), counts[i])
		}
	}
	return nil
}

// inputTable is a minimal problem file holding l, for the parser.
func (l *Layout) inputTable(id string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "id = %q\ntitle = %q\n[input]\nframing = %q\n", id, id, l.Framing)
	if l.Terminator != "" {
		fmt.Fprintf(&b, "terminator = %q\n", l.Terminator)
	}
	if l.Batch > 0 {
		fmt.Fprintf(&b, "batch = %d\n", l.Batch)
	}
	fmt.Fprintf(&b, "lines = %s\nbounds = %s\n", tomlList(l.Lines), tomlList(l.Bounds))
	return b.String()
}

func tomlList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = strconv.Quote(x)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
