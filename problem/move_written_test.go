package problem

import (
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem/judge"
)

// judgeText compares got with the oracle's judgement of the cases of in.
func judgeText(t *testing.T, p *Problem, in, got string) judge.Result {
	t.Helper()
	cases, err := p.Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	return p.Compare(cases, []byte(got), false)
}

// TestWrittenMoveCF150A: Win or Freeze's answers judged move by move by
// the oracle's misère search of "move to a non-trivial divisor": any
// winning divisor is accepted, a losing one and a non-divisor are told
// apart, a won position without a move wants stuck.
func TestWrittenMoveCF150A(t *testing.T) {
	p, err := Lookup("cf150a")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in, got, why string // why "" : accepted
	}{
		{"30\n", "1\n6\n", ""},
		{"30\n", "1\n10\n", ""}, // 10 = 2*5: every move from it leaves a prime
		{"30\n", "1 15\n", ""},  // tokens, not lines
		{"30\n", "1\n5\n", `"5" is a legal move from 30 but not a winning one`},
		{"30\n", "1\n7\n", `"7" is not a move from 30 (6 legal moves)`},
		{"30\n", "1\n30\n", `"30" is not a move from 30`},
		{"30\n", "2\n", `answered "2" (a lost position), but the mover wins 30`},
		{"30\n", "1\n", `missing the move after "1"`},
		{"30\n", "", "missing output"},
		{"30\n", "first\n6\n", `want "1" then a winning move`},
		{"6\n", "2\n", ""},
		{"6\n", "1\n2\n", `answered "1" (a won position), but every move from 6 loses`},
		{"1\n", "1\n0\n", ""},
		{"7\n", "1\n1\n", `the mover wins 7 without a move: want "0", got "1"`},
		{"1\n", "1\n0\n5\n", "extra output after the last case"},
	} {
		r := judgeText(t, p, c.in, c.got)
		switch {
		case c.why == "" && r.Verdict != judge.OK:
			t.Errorf("q = %s answered %q: %v %+v, want OK", strings.TrimSpace(c.in), c.got, r.Verdict, r.Mismatch)
		case c.why != "" && (r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, c.why)):
			t.Errorf("q = %s answered %q: %v %+v, want WrongAnswer saying %q", strings.TrimSpace(c.in), c.got, r.Verdict, r.Mismatch, c.why)
		}
	}
}

// TestAcceptCF87C: an answer judged by the file's accept expression, with
// its reason on failure (the least winning k, not any winning move).
func TestAcceptCF87C(t *testing.T) {
	p, err := Lookup("cf87c")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ in, got, why string }{
		{"100\n", "8\n", ""},
		{"6\n", "-1\n", ""},
		{"100\n", "-1\n", "answered -1, but Serozha wins by splitting into 8 piles"},
		{"100\n", "9\n", "no split of 100 into 9 piles exists: want 8"},
		{"100\n", "8 8\n", "want one number"},
		{"6\n", "3\n", "every split of 6 loses (Gena wins): want -1"},
		{"21\n", "2\n", "splitting 21 into 2 piles loses: want 3"},
		{"100\n", "", "missing output"},
	} {
		r := judgeText(t, p, c.in, c.got)
		switch {
		case c.why == "" && r.Verdict != judge.OK:
			t.Errorf("n = %s answered %q: %v %+v, want OK", strings.TrimSpace(c.in), c.got, r.Verdict, r.Mismatch)
		case c.why != "" && (r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, c.why)):
			t.Errorf("n = %s answered %q: %v %+v, want WrongAnswer saying %q", strings.TrimSpace(c.in), c.got, r.Verdict, r.Mismatch, c.why)
		}
	}
	// 84 splits into 3 (29 28 27) or into 7 (15..9) and wins either way:
	// only the least k is right.
	r := judgeText(t, p, "84\n", "7\n")
	if r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, "7 piles win, but fewer do: want 3") {
		t.Errorf("n = 84 answered 7: %v %+v, want WrongAnswer: 3 is the least winning k", r.Verdict, r.Mismatch)
	}
}

// nimWrite is nim-move with its move written by an expression over the
// oracle's move record (a catalogue heap game: HeapMoves lists the moves).
const nimWrite = `id = "nim-write"
title = "t"
[input]
framing = "eof"
lines = ["M a[M]"]
bounds = ["1 <= M <= 5", "1 <= a <= 100"]
[game]
name = "nim"
position = "a"
[answer]
write = "[heap, take]"
lose = "-1"
[[sample]]
in = "5 1 2 3 4 5\n3 1 2 3\n"
out = "1 1\n-1\n"
`

func TestWrittenMoveCatalogueNim(t *testing.T) {
	p, err := parseFile("nim-write.toml", []byte(nimWrite), true)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ got, why string }{
		// heaps 1 2 3 4 5, XOR 1: heap 1 -> 0, heap 3 -> 2 or heap 5 -> 4
		{"1 1\n", ""},
		{"3 1\n", ""},
		{"5 1\n", ""},
		{"2 1\n", "legal move from heaps 1 2 3 4 5 but not a winning one"},
		{"6 1\n", "not a move from heaps 1 2 3 4 5 (15 legal moves)"},
		{"-1\n", `answered "-1" (a lost position)`},
	} {
		r := judgeText(t, p, "5 1 2 3 4 5\n", c.got)
		switch {
		case c.why == "" && r.Verdict != judge.OK:
			t.Errorf("answered %q: %v %+v, want OK", c.got, r.Verdict, r.Mismatch)
		case c.why != "" && (r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, c.why)):
			t.Errorf("answered %q: %v %+v, want WrongAnswer saying %q", c.got, r.Verdict, r.Mismatch, c.why)
		}
	}
}

// TestWrittenAnswerRefusals: a file whose [answer] cannot be used is
// refused on load with the line and the reason.
func TestWrittenAnswerRefusals(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{`lose = "-1"`, ``, "missing key answer.lose"},
		{`lose = "-1"`, "lose = \"-1\"\ncount = true", "count is for move"},
		{`lose = "-1"`, "lose = \"-1\"\nmove = \"heap take\"", `move "heap take" and write/accept: give one`},
		{`write = "[heap, take]"`, `write = "[heap, take"`, "write = "},
		{`out = "1 1\n-1\n"`, `out = "2 1\n-1\n"`, `sample 1 disagrees with the oracle on case 1`},
		{`out = "1 1\n-1\n"`, `out = "1 9\n-1\n"`, `"1 9" is not a move from heaps 1 2 3 4 5`},
		{`lose = "-1"`, "lose = \"-1\"\nreason = '\"no\"'", "reason and lines are for accept"},
		{"name = \"nim\"\nposition = \"a\"", "name = \"wythoff\"\nposition = \"[a[0], a[1]]\"", `write needs the moves of the game: a catalogue heap game`},
	} {
		src := strings.Replace(nimWrite, c.from, c.to, 1)
		_, err := parseFile("w.toml", []byte(src), true)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s -> %s: error %v, want one saying %q", c.from, c.to, err, c.want)
		}
	}
}

// TestWrittenMoveCappedListing: a catalogue heap game lists at most
// maxListedMoves legal moves; a wrong move past them is "not a winning
// move" (it cannot say whether it is legal), never accepted.
func TestWrittenMoveCappedListing(t *testing.T) {
	src := strings.Replace(nimWrite, "1 <= a <= 100", "1 <= a <= 10^6", 1)
	p, err := parseFile("nim-write.toml", []byte(src), true)
	if err != nil {
		t.Fatal(err)
	}
	in := "2 300000 1\n" // XOR 300001: the only winning move takes 299999 from heap 1
	if r := judgeText(t, p, in, "1 299999\n"); r.Verdict != judge.OK {
		t.Errorf("the winning move: %v %+v", r.Verdict, r.Mismatch)
	}
	r := judgeText(t, p, in, "1 150000\n")
	if r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, `"1 150000" is not a winning move from heaps 300000 1`) {
		t.Errorf("a move past the listed ones: %v %+v", r.Verdict, r.Mismatch)
	}
	r = judgeText(t, p, in, "2 1\n")
	if r.Verdict != judge.WrongAnswer || !strings.Contains(r.Mismatch.Detail, "not a winning one") {
		t.Errorf("a listed losing move: %v %+v", r.Verdict, r.Mismatch)
	}
}
