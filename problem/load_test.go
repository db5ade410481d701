package problem

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problems"
)

// good is a small valid file the bad ones below are edits of.
const good = `id = "bash-test"
title = "Brave Game"

[input]
framing = "count"
lines = ["n m"]
bounds = ["1 <= n <= 1000", "1 <= m <= 1000"]

[game]
name = "bash"
m = "m"
position = "n"

[output]
case = 'win ? "first" : "second"'

[[sample]]
in = "2\n23 2\n4 3\n"
out = "first\nsecond\n"
`

func loadText(t *testing.T, text string) (*Problem, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "p.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return Load(path)
}

// TestLoadRefuses: every kind of bad file is one line naming the file, the
// line where it has one, and what is wrong.
func TestLoadRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, old, new string
		line           int
		want           string
		reason         string
	}{
		{"syntax", `title = "Brave Game"`, `title = "Brave Game`, 2, "", "an unclosed string is a TOML syntax error"},
		{"unknown key", `framing = "count"`, `framng = "count"`, 5, "unknown key input.framng", "strict decoding: a misspelt key is not ignored"},
		{"wrong type", `lines = ["n m"]`, `lines = "n m"`, 6, "input.lines", "lines is a list of strings"},
		{"missing input", `[input]`, `[inputs]`, 4, "unknown key inputs", "a misspelt table is an unknown key"},
		{"missing lines", `lines = ["n m"]`, ``, 0, "missing key input.lines", "a case needs its lines"},
		{"missing framing", `framing = "count"`, ``, 0, "missing key input.framing", "the framing has no default"},
		{"unbounded", `"1 <= m <= 1000"`, `"1 <= m"`, 7, "m is not bounded above", "every field is bounded on both sides"},
		{"later field", `"1 <= n <= 1000"`, `"1 <= n <= m"`, 7, "names m, which is not read before it", "a bound names earlier fields only"},
		{"bad bound", `"1 <= n <= 1000"`, `"1 <= n <= 1000 +"`, 7, "expression ends early", "a bound is an expression"},
		{"not a field", `"1 <= n <= 1000"`, `"1 <= n <= k"`, 7, "k is not a field", "a bound names fields"},
		{"unknown game", `name = "bash"`, `name = "bsah"`, 10, `unknown game "bsah"`, "the game is one the oracle knows"},
		{"missing parameter", `m = "m"`, ``, 0, "game bash needs m", "bash takes 1..m"},
		{"extra parameter", `m = "m"`, "m = \"m\"\na = \"1\"", 12, "takes no parameter a", "bash has no a"},
		{"bad output", `case = 'win ? "first" : "second"'`, `case = 'win ? "first" : '`, 15, "case =", "the output is an expression"},
		{"sample disagrees", `out = "first\nsecond\n"`, `out = "first\nfirst\n"`, 19,
			`sample 1 disagrees with the oracle on case 2 (input "4 3"): the oracle says "second", the sample says "first"`, "a misread statement is refused on load"},
		{"sample misfits", `in = "2\n23 2\n4 3\n"`, `in = "2\n23 2\n4\n"`, 18, "sample 1: the input does not fit [input]", "the sample is parsed with the layout"},
		{"terminator", `framing = "count"`, "framing = \"terminator\"\nterminator = \"1 1\"", 0, "a valid case can start with the terminator", "a case must never read as the terminator"},
		{"bad judge", `title = "Brave Game"`, "title = \"Brave Game\"\njudge = \"hdoj\"", 3, `judge "hdoj"`, "judges are the presets"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(good, tc.old) {
				t.Fatalf("the test's edit %q is not in the good file", tc.old)
			}
			_, err := loadText(t, strings.Replace(good, tc.old, tc.new, 1))
			if err == nil {
				t.Fatalf("loaded; want an error (%s)", tc.reason)
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Errorf("error spans lines: %q", msg)
			}
			if !strings.Contains(msg, "p.toml") || !strings.Contains(msg, tc.want) {
				t.Errorf("error %q; want the file and %q (%s)", msg, tc.want, tc.reason)
			}
			var fe *FileError
			if tc.line > 0 && (!errors.As(err, &fe) || fe.Line != tc.line) {
				t.Errorf("error %q: want line %d (%s)", msg, tc.line, tc.reason)
			}
		})
	}
}

// TestLoadGood: the good file loads and behaves like the shipped hdu1846.
func TestLoadGood(t *testing.T) {
	p, err := loadText(t, good)
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := Lookup("hdu1846")
	i := 0
	for c := range p.Small() {
		if i++; i > 300 {
			break
		}
		a, err1 := p.Answer(c)
		b, err2 := ref.Answer(c)
		if err1 != nil || err2 != nil || a != b {
			t.Fatalf("case %v: file says %q (%v), hdu1846 says %q (%v)", c, a, err1, b, err2)
		}
	}
}

// TestProbeRefusesOutOfReach: a game the oracle cannot answer at the top
// of the bounds is refused by Probe, and a test_range brings it back.
func TestProbeRefusesOutOfReach(t *testing.T) {
	text := strings.NewReplacer(`name = "bash"`, `name = "grundy-game"`, `m = "m"`+"\n", "",
		`"1 <= n <= 1000"`, `"1 <= n <= 10^9"`, "[[sample]]\nin = \"2\\n23 2\\n4 3\\n\"\nout = \"first\\nsecond\\n\"\n", "").Replace(good)
	p, err := loadText(t, text)
	if err != nil {
		t.Fatal(err)
	}
	err = p.Probe(5 * time.Second)
	if err == nil || !strings.Contains(err.Error(), "cannot answer the case `1000000000 ") {
		t.Fatalf("Probe: %v; want the oracle's refusal at n = 10^9", err)
	}
	p, err = loadText(t, strings.Replace(text, "[output]", "test_range = [\"n <= 5000\"]\n\n[output]", 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Probe(5 * time.Second); err != nil {
		t.Errorf("Probe with test_range: %v", err)
	}
	if p.Untested == "" || p.Valid(format.Case{5001, 1}) == nil || p.Valid(format.Case{5000, 1}) != nil {
		t.Errorf("test_range: Untested %q, Valid(5001) %v, Valid(5000) %v; want 5000 in, 5001 out",
			p.Untested, p.Valid(format.Case{5001, 1}), p.Valid(format.Case{5000, 1}))
	}
}

// TestShippedFiles: every shipped file's samples agree with the oracle
// (the registry skips that check at start-up), the oracle answers its
// boundary cases, and ids are file names.
func TestShippedFiles(t *testing.T) {
	ps, err := LoadDir(problems.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if want := p.ID + ".toml"; p.Path != want {
			t.Errorf("%s: file %s; a shipped file is named after its id", p.ID, p.Path)
		}
		if err := p.Probe(30 * time.Second); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
	}
}

// TestCustomGameFile: a custom game declared in the file answers like the
// catalogue's bash.
func TestCustomGameFile(t *testing.T) {
	text := strings.Replace(good, "name = \"bash\"\nm = \"m\"\nposition = \"n\"",
		"name = \"custom\"\nstate = [\"n\"]\nstart = \"n\"\nmoves = 'map(1..min(n, m), n - #)'", 1)
	p, err := loadText(t, text)
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := Lookup("hdu1846")
	for _, c := range []format.Case{{1, 1}, {2, 1}, {23, 2}, {4, 3}, {12, 3}, {1000, 999}} {
		a, err1 := p.Answer(c)
		b, _ := ref.Answer(c)
		if err1 != nil || a != b {
			t.Errorf("case %v: custom says %q (%v), bash %q", c, a, err1, b)
		}
	}
}

// TestMoveFiles: [answer] and [interact] files (move_file.go's tables)
// load; a sample move that does not win, and a sample interaction the jury
// would not play, are refused.
func TestMoveFiles(t *testing.T) {
	for _, name := range []string{"nim-move-file.toml", "a904-file.toml"} {
		p, err := Load(filepath.Join("testdata", "files", name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := p.Probe(10 * time.Second); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	text, _ := os.ReadFile(filepath.Join("testdata", "files", "nim-move-file.toml"))
	if _, err := loadText(t, strings.Replace(string(text), `out = "1 1\n-1\n"`, `out = "1 2\n-1\n"`, 1)); err == nil ||
		!strings.Contains(err.Error(), `the sample says "1 2"`) {
		t.Errorf("a losing sample move: %v; want the sample refused", err)
	}
	text, _ = os.ReadFile(filepath.Join("testdata", "files", "a904-file.toml"))
	if _, err := loadText(t, strings.Replace(string(text), "> 1 10\n", "> 1 9\n", 1)); err == nil || !strings.Contains(err.Error(), "p.toml:") {
		t.Errorf("a sample interaction with a losing move: %v; want it refused", err)
	}
}
