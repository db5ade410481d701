package format

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Word tokens: a field declared in `[input] words` (name = alphabet) is
// read as one token of characters of its alphabet, not as a number.
//
//	lines = ["s"]        a word of any length: bounds ["1 <= len(s) <= 100"]
//	lines = ["n", "s[n]"] a word of exactly n characters
//	lines = ["h w", "a[h][w]"] a grid: h lines, each a word of w characters
//
// A case holds a word as numbers like every other field: its characters,
// each as its index in the alphabet (0 is the alphabet's first
// character), after its length when the length is not a field (a hidden
// number `len(s)`, never written in the input). So every generator,
// shrinker, bound and the size order work on words unchanged: a shorter
// word is smaller, and a character shrinks toward the alphabet's first.
// Expressions see a word as a string and a grid as a list of rows, each a
// list of one-character strings (`a[i][j] == "#"`).

var (
	reGrid     = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\[([A-Za-z_][A-Za-z0-9_]*|[0-9]+)([+-][0-9]+)?\]\[([A-Za-z_][A-Za-z0-9_]*|[0-9]+)([+-][0-9]+)?\]$`)
	reLenOf    = regexp.MustCompile(`len\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)`)
	reAlphaRng = regexp.MustCompile(`[a-z]-[a-z]|[A-Z]-[A-Z]|[0-9]-[0-9]`)
)

// newWordField reads an alphabet: printable characters other than space,
// each once; `a-z`, `A-Z`, `0-9` (or any part of them) stand for a range.
func newWordField(name, alpha string) (*wordField, error) {
	if !ReScalar.MatchString(name) {
		return nil, fmt.Errorf("words: %q is not a field name", name)
	}
	expanded := reAlphaRng.ReplaceAllStringFunc(alpha, func(r string) string {
		var b strings.Builder
		for c := r[0]; c <= r[2]; c++ {
			b.WriteByte(c)
		}
		return b.String()
	})
	w := &wordField{name: name, alpha: expanded}
	if expanded == "" {
		return nil, fmt.Errorf("words: %s has an empty alphabet", name)
	}
	for i := 0; i < len(expanded); i++ {
		c := expanded[i]
		if c <= ' ' || c > '~' {
			return nil, fmt.Errorf("words: %s = %q: %q is not a printable character (an alphabet holds printable ASCII other than space)", name, alpha, c)
		}
		if w.code[c] != 0 {
			return nil, fmt.Errorf("words: %s = %q: %q appears twice", name, alpha, c)
		}
		w.code[c] = int16(i + 1)
	}
	return w, nil
}

// charBounds are the bounds of a word's characters: 0..k-1.
func (n *Node) setCharBounds() {
	n.Lo, n.Hi = &bexpr{Val: 0}, &bexpr{Val: n.Word.K() - 1}
}

// items reads one item of `lines`: a word (`s`, `s[n]`), a grid
// (`a[h][w]`), or what item reads. A word of any length is two nodes:
// its hidden length, then its characters.
func (s *Schema) items(it string, line int, inRow bool) ([]*Node, error) {
	if m := reGrid.FindStringSubmatch(it); m != nil {
		return s.grid(it, m, line, inRow)
	}
	name, _, _ := strings.Cut(it, "[")
	w := s.Words[name]
	if w == nil {
		n, err := s.item(it, line, inRow)
		return []*Node{n}, err
	}
	if !ReScalar.MatchString(it) { // s[n]: exactly n characters
		n, err := s.item(it, line, inRow)
		if err != nil {
			return nil, err
		}
		n.Word = w
		n.setCharBounds()
		return []*Node{n}, nil
	}
	if _, dup := s.ByName[name]; dup || isReserved(name) {
		return nil, fmt.Errorf("the name %q is taken", name)
	}
	hidden := &Node{Kind: ScalarNode, Name: "len(" + name + ")", Slot: len(s.Slots), LenSlot: -1, line: line,
		InRow: inRow, Hidden: true, IsLength: true, Word: w}
	s.Slots = append(s.Slots, hidden)
	s.ByName["len."+name] = hidden // bounds write len(s): see lenBounds
	chars := &Node{Kind: ListNode, Name: name, Slot: -1, LenSlot: hidden.Slot, line: line, InRow: inRow, Word: w}
	chars.setCharBounds()
	s.ByName[name] = chars
	return []*Node{hidden, chars}, nil
}

// grid reads `a[h][w]`: rows of h words of w characters, one a line.
func (s *Schema) grid(it string, m []string, line int, inRow bool) ([]*Node, error) {
	w := s.Words[m[1]]
	switch {
	case w == nil:
		return nil, fmt.Errorf("%q: a grid is a list of words: declare its alphabet in words (words = { %s = \".#\" })", it, m[1])
	case inRow:
		return nil, fmt.Errorf("%q: a grid is not a column of rows", it)
	}
	if _, dup := s.ByName[m[1]]; dup || isReserved(m[1]) {
		return nil, fmt.Errorf("the name %q is taken", m[1])
	}
	rows := &Node{Kind: RowsNode, Name: m[1], Slot: -1, LenSlot: -1, line: line, Grid: true, Eol: true, Word: w}
	if err := s.lengthOf(rows, m[2], m[3], it, false); err != nil {
		return nil, err
	}
	col := &Node{Kind: ListNode, Name: m[1] + "[]", Slot: -1, LenSlot: -1, line: line, InRow: true, Eol: true, Word: w}
	if err := s.lengthOf(col, m[4], m[5], it, false); err != nil {
		return nil, err
	}
	col.setCharBounds()
	rows.Cols = []*Node{col}
	s.ByName[m[1]] = rows
	return []*Node{rows}, nil
}

// lenBounds writes `len(s)` of a word s in a bound as the name of its
// hidden length.
func (s *Schema) lenBounds(b string) string {
	return reLenOf.ReplaceAllStringFunc(b, func(m string) string {
		name := reLenOf.FindStringSubmatch(m)[1]
		if n, ok := s.ByName["len."+name]; ok && n.Hidden {
			return "len." + name
		}
		return m
	})
}

// wordStatics checks what statics cannot say of words: a word has at
// least one character, and its characters are bounded by its alphabet.
func (s *Schema) wordStatics(n *Node) error {
	if n.Word == nil {
		return nil
	}
	switch {
	case n.Hidden:
		if n.Lo != nil && n.Hi != nil {
			if lo, _ := n.Lo.interval(s.Slo, s.Shi); lo < 1 {
				return fmt.Errorf("%s can be %d: a word is a token of at least one character (\"1 <= %s <= ...\")", n.Name, lo, n.Name)
			}
		}
	case n.Kind == ListNode:
		if lo, _ := s.LenRange(n); lo < 1 {
			what := strconv.FormatInt(n.LenLit, 10)
			if n.LenSlot >= 0 {
				what = s.Slots[n.LenSlot].Name
			}
			return fmt.Errorf("the length of word %s, %s, can be %d: a word is a token of at least one character (bound it: \"1 <= %s\")", n.Word.name, what, lo, what)
		}
	}
	return nil
}

// boundWord refuses a numeric bound on a word or a grid.
func boundWord(n *Node, name string) error {
	if n.Word == nil || n.Hidden {
		return nil
	}
	if n.Grid {
		return fmt.Errorf("%s is a grid: its characters are its alphabet (words); bound its sizes", name)
	}
	return fmt.Errorf("%s is a word: its characters are its alphabet (words); bound its length: \"1 <= len(%s) <= 100\"", name, n.Word.name)
}

// readWord reads the token of a word field (readCase): the hidden length
// of a word reads the token and keeps its codes in *pending for the
// characters that follow; a word of fixed length reads its token whole.
func (r *reader) readWord(f Field, run int, nums []int64, pending *[]int64) ([]int64, error) {
	w := f.word
	if !w.isLen && *pending != nil {
		nums = append(nums, (*pending)...)
		*pending = nil
		return nums, nil
	}
	at := w.name
	if w.row > 0 {
		at += fmt.Sprintf(", row %d", w.row)
	}
	tok, ok := r.token()
	if !ok {
		return nil, r.errEnd("truncated input: expected %s (a word of %q)", at, w.alpha)
	}
	if w.isLen {
		if msg := f.check(int64(len(tok))); msg != "" {
			return nil, r.errAt("%s: %d characters: %s", at, len(tok), msg)
		}
	} else if len(tok) != run {
		return nil, r.errAt("%s: %d characters, want %s", at, len(tok), f.lenText(run))
	}
	codes := (*pending)[:0]
	for j := 0; j < len(tok); j++ {
		c := w.code[tok[j]]
		if c == 0 {
			return nil, r.errAt("%s, column %d: %q is not in the alphabet %q", at, j+1, tok[j], w.alpha)
		}
		codes = append(codes, int64(c-1))
	}
	if w.isLen {
		*pending = codes
		return append(nums, int64(len(tok))), nil
	}
	return append(nums, codes...), nil
}

// lenText names the length a word of fixed length must have.
func (f Field) lenText(run int) string {
	if f.word.lenName != "" {
		return fmt.Sprintf("%s = %d", f.word.lenName, run)
	}
	return strconv.Itoa(run)
}

// wordsText describes the words for Problem.Constraints, by name:
// `a over ".#"`.
func (s *Schema) WordsText() []string {
	var out []string
	for name, w := range s.Words {
		out = append(out, fmt.Sprintf("%s over %q", name, w.alpha))
	}
	slices.Sort(out)
	return out
}
