package problem

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/format"
)

// boardFile is a layout with a grid and a word: h rows of w cells of
// ".#", then a word over a..c of 1..5 letters.
const boardFile = `
id = "board-words"
title = "a grid and a word"
[input]
framing = "count"
lines   = ["h w", "a[h][w]", "s"]
bounds  = ["1 <= h, w <= 4", "1 <= len(s) <= 5"]
words   = { a = ".#", s = "a-c" }
`

func loadWords(t *testing.T, name, src string) *Problem {
	t.Helper()
	p, err := parseFile(name, []byte(src), true)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A grid is read row by row, a word as one token; each is held as the
// indices of its characters in the alphabet (a word of any length after
// its length), and written back without spaces.
func TestWordsParse(t *testing.T) {
	p := loadWords(t, "board.toml", boardFile)
	in := "2\n2 3\n..#\n#..\nabc\n1 1\n#\nb\n"
	cs, err := p.Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []format.Case{{2, 3, 0, 0, 1, 1, 0, 0, 3, 0, 1, 2}, {1, 1, 1, 1, 1}}
	if !slices.EqualFunc(cs, want, func(a, b format.Case) bool { return slices.Equal(a, b) }) {
		t.Fatalf("Parse(%q) = %v, want %v", in, cs, want)
	}
	if got := string(p.Encode(cs)); got != in {
		t.Fatalf("Encode = %q, want %q", got, in)
	}
}

// Bad input names the field, the row and the column.
func TestWordsParseErrors(t *testing.T) {
	p := loadWords(t, "board.toml", boardFile)
	for _, tc := range []struct{ in, want, reason string }{
		{"1\n2 3\n..#\n#.x\nabc\n", `line 4: token "#.x": a, row 2, column 3: 'x' is not in the alphabet ".#" in case 1`, "a character outside the alphabet"},
		{"1\n2 3\n..#\n#...\nabc\n", `line 4: token "#...": a, row 2: 4 characters, want w = 3 in case 1`, "a row too long"},
		{"1\n2 3\n..#\n#.\nabc\n", `line 4: token "#.": a, row 2: 2 characters, want w = 3 in case 1`, "a row too short"},
		{"1\n2 3\n..#\n", `line 3: truncated input: expected a, row 2 (a word of ".#") in case 1`, "a missing row"},
		{"1\n1 1\n.\nabcabc\n", `line 4: token "abcabc": s: 6 characters: out of range: len(s) must be 1 ≤ len(s) ≤ 5 in case 1`, "a word too long"},
		{"1\n1 1\n.\naBc\n", `line 4: token "aBc": s, column 2: 'B' is not in the alphabet "abc" in case 1`, "a letter outside the alphabet"},
		{"1\n1 2\n. #\nab\n", `line 3: token ".": a, row 1: 1 characters, want w = 2 in case 1`, "a row split by a space"},
	} {
		_, err := p.Parse([]byte(tc.in))
		var ie *format.InputError
		if !errors.As(err, &ie) || err.Error() != tc.want {
			t.Errorf("%s: Parse(%q) = %v, want %s", tc.reason, tc.in, err, tc.want)
		}
	}
}

// A file that declares words wrongly is refused, saying why.
func TestWordsFileErrors(t *testing.T) {
	for _, tc := range []struct{ lines, bounds, words, want string }{
		{`["s"]`, `["1 <= len(s) <= 5"]`, `{ s = "aba" }`, `'a' appears twice`},
		{`["s"]`, `["1 <= len(s) <= 5"]`, `{ s = "" }`, `s has an empty alphabet`},
		{`["s"]`, `["1 <= len(s) <= 5"]`, `{ s = "a b" }`, `' ' is not a printable character`},
		{`["s"]`, `["0 <= len(s) <= 5"]`, `{ s = "ab" }`, `len(s) can be 0: a word is a token of at least one character`},
		{`["s"]`, `[]`, `{ s = "ab" }`, `len(s) is not bounded below`},
		{`["s"]`, `["1 <= s <= 5"]`, `{ s = "ab" }`, `s is a word: its characters are its alphabet`},
		{`["n", "s"]`, `["1 <= n <= 5", "1 <= len(s) <= 5"]`, `{ t = "ab" }`, `words: t is not in lines`},
		{`["h w", "a[h][w]"]`, `["1 <= h <= 5", "0 <= w <= 5"]`, `{ a = ".#" }`, `the length of word a, w, can be 0`},
		{`["h w", "a[h][w]"]`, `["1 <= h, w <= 5"]`, `{}`, `a grid is a list of words: declare its alphabet`},
		{`["h w a[h][w]"]`, `["1 <= h, w <= 5"]`, `{ a = ".#" }`, `a grid is written on a line of its own`},
	} {
		src := fmt.Sprintf("id = \"x\"\ntitle = \"x\"\n[input]\nframing = \"eof\"\nlines = %s\nbounds = %s\nwords = %s\n", tc.lines, tc.bounds, tc.words)
		_, err := parseFile("x.toml", []byte(src), true)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("lines %s bounds %s words %s: %v, want an error holding %q", tc.lines, tc.bounds, tc.words, err, tc.want)
		}
	}
}

// promisedBoard adds promises over words: every row has a free cell, and
// the word does not hold "cc".
const promisedBoard = boardFile + `require = ['all(a, any(#, # == "."))', 'indexOf(s, "cc") < 0']
`

// Every generated case and boundary is valid, within the alphabet and
// the lengths, keeps the promises, and survives Encode then Parse.
func TestWordsGenerate(t *testing.T) {
	p := loadWords(t, "board.toml", promisedBoard)
	cases := append(draw(p, 3, 600), p.Boundaries()...)
	seen := map[string]bool{}
	for _, c := range cases {
		if err := p.Valid(c); err != nil {
			t.Fatalf("generated %v: %v", c, err)
		}
		in := p.Encode([]format.Case{c})
		lines := strings.Split(strings.TrimSpace(string(in)), "\n")
		var h, w int
		fmt.Sscan(lines[1], &h, &w)
		for i, row := range lines[2 : 2+h] {
			if len(row) != w || strings.Trim(row, ".#") != "" || !strings.Contains(row, ".") {
				t.Fatalf("generated %q: row %d %q is not %d cells of .# with a free one", in, i+1, row, w)
			}
			seen[row] = true
		}
		s := lines[2+h]
		if len(s) < 1 || len(s) > 5 || strings.Trim(s, "abc") != "" || strings.Contains(s, "cc") {
			t.Fatalf("generated %q: word %q is not 1..5 letters of abc without cc", in, s)
		}
		back, err := p.Parse(in)
		if err != nil || len(back) != 1 || !slices.Equal(back[0], c) {
			t.Fatalf("Parse(Encode(%v)) = %v, %v", c, back, err)
		}
	}
	for _, row := range []string{"....", ".#.#", "#.#.", "...#", "#..."} {
		if !seen[row] {
			t.Errorf("no generated row %q (all one character, alternating, an end)", row)
		}
	}
}

// Shrinking keeps the layout valid (fewer rows and columns with h and w,
// shorter words, characters toward the alphabet's first) and reaches the
// least failing case.
func TestWordsShrink(t *testing.T) {
	p := loadWords(t, "board.toml", boardFile)
	cs, err := p.Parse([]byte("1\n4 4\n.#..\n...#\n#.#.\n..#.\nabcab\n"))
	if err != nil {
		t.Fatal(err)
	}
	// fails: a wall somewhere and a b in the word
	fails := func(c format.Case) bool {
		tokens := strings.Fields(string(p.Encode([]format.Case{c})))
		return slices.ContainsFunc(tokens[3:len(tokens)-1], func(row string) bool { return strings.Contains(row, "#") }) &&
			strings.Contains(tokens[len(tokens)-1], "b")
	}
	for d := range p.Shrinks(cs[0]) {
		if err := p.Valid(d); err != nil {
			t.Fatalf("shrink %v of %v: %v", d, cs[0], err)
		}
		if _, err := p.Parse(p.Encode([]format.Case{d})); err != nil {
			t.Fatalf("shrink %q does not parse: %v", p.Encode([]format.Case{d}), err)
		}
	}
	got := string(p.Encode([]format.Case{greedyShrink(p, cs[0], fails)}))
	if want := "1\n1 1\n#\nb\n"; got != want {
		t.Fatalf("shrunk to %q, want %q", got, want)
	}
}

// Expressions see a word as a string and a grid as rows of one-character
// strings.
func TestWordsExpressions(t *testing.T) {
	src := `
id = "grid-expr"
title = "expressions over words"
[input]
framing = "eof"
lines   = ["h w", "a[h][w]", "k", "q[k]: x name"]
bounds  = ["1 <= h, w <= 4", "1 <= k <= 3", "0 <= x <= 9", "1 <= len(name) <= 4"]
words   = { a = ".#", name = "a-z" }
[game]
name  = "custom"
state = ["i"]
start = "0"
moves = 'filter([i + 1], # < h * w && a[# / w][# % w] == ".")'
[output]
case = 'string(len(filter(flatten(a), # == "#"))) + " " + (a[0][0] == "#" ? "wall" : "free") + " " + join(name, "+") + " " + q[0].name + string(len(q[0].name)) + " " + (win ? "W" : "L")'
`
	p := loadWords(t, "x.toml", src)
	cs, err := p.Parse([]byte("2 3\n..#\n#..\n2\n5 bob\n7 al\n"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := p.Answer(cs[0])
	if err != nil {
		t.Fatal(err)
	}
	// a token on cell 0 moves to the next cell while it is free: cells 0, 1 free, 2 a wall: one move, then none
	if want := "2 free bob+al bob3 W"; got != want {
		t.Fatalf("answer = %q, want %q", got, want)
	}
	if in := string(p.Encode(cs)); !bytes.Equal([]byte(in), []byte("2 3\n..#\n#..\n2\n5 bob\n7 al\n")) {
		t.Fatalf("Encode = %q", in)
	}
}

// wordFile is one word over a..z of 1..20 letters.
const wordFile = `
id = "one-word"
title = "a word"
[input]
framing = "eof"
lines   = ["s"]
bounds  = ["1 <= len(s) <= 20"]
words   = { s = "a-z" }
`

// A bug that sees only which letters are equal (x y x x y x fails)
// shrinks from "zqzzqz" to "abaaba": letters swapped everywhere, where
// lowering one letter at a time breaks the pattern.
func TestWordsShrinkSwapsLetters(t *testing.T) {
	p := loadWords(t, "word.toml", wordFile)
	fails := func(c format.Case) bool {
		s := strings.TrimSpace(string(p.Encode([]format.Case{c})))
		return len(s) == 6 && s[0] != s[1] && s[0] == s[2] && s[2] == s[3] && s[1] == s[4] && s[3] == s[5]
	}
	cs, err := p.Parse([]byte("zqzzqz\n"))
	if err != nil || !fails(cs[0]) {
		t.Fatalf("Parse: %v %v", cs, err)
	}
	if got := string(p.Encode([]format.Case{greedyShrink(p, cs[0], fails)})); got != "abaaba\n" {
		t.Fatalf("shrunk to %q, want \"abaaba\\n\"", got)
	}
}

// Words over a..z are drawn over two or three letters often enough that
// equal neighbours between different letters are common (a random word
// of 26 letters rarely has any; drawList's shapes give one letter, or
// the last letters), and every letter of the alphabet is drawn somewhere.
func TestWordsDrawFewLetters(t *testing.T) {
	p := loadWords(t, "word.toml", wordFile)
	few, long := 0, 0
	letters := map[rune]bool{}
	for _, c := range draw(p, 5, 400) {
		s := strings.TrimSpace(string(p.Encode([]format.Case{c})))
		distinct := map[rune]bool{}
		for _, r := range s {
			letters[r], distinct[r] = true, true
		}
		if len(s) < 6 {
			continue
		}
		long++
		pair := false
		for i := 1; i < len(s); i++ {
			pair = pair || s[i] == s[i-1]
		}
		if pair && len(distinct) >= 2 && len(distinct) <= 3 && strings.ContainsAny(s, "abcdefghijklmnopqrstuvw") {
			few++
		}
	}
	if long == 0 || few*4 < long {
		t.Errorf("%d of %d words of 6 letters or more are over 2 or 3 letters with two equal neighbours, want a quarter", few, long)
	}
	if len(letters) != 26 {
		t.Errorf("%d letters drawn, want all 26", len(letters))
	}
}

// rowsWords holds words of any length as a column of rows.
const rowsWords = `
id = "rows-words"
title = "names in rows"
[input]
framing = "eof"
lines   = ["k", "q[k]: x name"]
bounds  = ["1 <= k <= 4", "0 <= x <= 9", "1 <= len(name) <= 4"]
words   = { name = "a-z" }
`

// Words in rows shrink too (rows dropped, letters dropped, each row's
// length with them), every step a valid case that parses back.
func TestWordsShrinkRows(t *testing.T) {
	p := loadWords(t, "rows.toml", rowsWords)
	hasZ := func(c format.Case) bool { return strings.Contains(string(p.Encode([]format.Case{c})), "z") }
	for _, c := range draw(p, 9, 200) {
		for d := range p.Shrinks(c) {
			if err := p.Valid(d); err != nil {
				t.Fatalf("shrink %v of %v: %v", d, c, err)
			}
			back, err := p.Parse(p.Encode([]format.Case{d}))
			if err != nil || !slices.Equal(back[0], d) {
				t.Fatalf("shrink %q does not parse back: %v %v", p.Encode([]format.Case{d}), back, err)
			}
		}
	}
	cs, err := p.Parse([]byte("3\n7 bob\n9 azaz\n2 q\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(p.Encode([]format.Case{greedyShrink(p, cs[0], hasZ)})); got != "1\n0 z\n" {
		t.Fatalf("shrunk to %q, want %q", got, "1\n0 z\n")
	}
}
