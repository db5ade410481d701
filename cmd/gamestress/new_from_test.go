package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/cmd/gamestress/internal/problemfile"
	"github.com/gamestress/gamestress/importer"
	"github.com/pelletier/go-toml/v2"
)

// TestNewFromCompanionThenCheck: Competitive Companion's JSON of a game
// problem (Codeforces 1194D) becomes a file that loads as it is; check
// says what is missing ([game], the guessed bounds); once the user fills
// them in, check accepts it with the oracle agreeing with the imported
// sample and says nothing is missing.
func TestNewFromCompanionThenCheck(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "d.toml")
	out, errs, code := cli(t, "new", "--from", "../../importer/testdata/cf1194d.json", path)
	if code != 0 || !strings.Contains(out, "wrote "+path) || !strings.Contains(out, "next: gamestress check "+path) {
		t.Fatalf("new --from: exit %d, %q %q", code, out, errs)
	}
	text, _ := os.ReadFile(path)
	for _, want := range []string{`id     = "cf1194d"`, `judge  = "codeforces"`, `time   = "2s"`, `memory = "256M"`,
		`source = "https://codeforces.com/contest/1194/problem/D"`, `lines   = ["n m"]`, "in  = '''\n4\n0 3\n", "# case = 'win ? \"Bob\" : \"Alice\"'"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the file lacks %q:\n%s", want, text)
		}
	}
	out, errs, code = cli(t, "check", path)
	if code != 0 || !strings.Contains(out, "[game] is not declared yet: pick one of bash,") || !strings.Contains(out, "guessed from the samples") {
		t.Errorf("check of the imported file: exit %d, %q %q; want 0 and what is missing", code, out, errs)
	}
	if first, _, _ := strings.Cut(out, "\n"); first != path+": valid so far, not complete (2 parts still missing: listed at the end)" {
		t.Errorf("check of the imported file: first line %q; want it to say the file is not complete (never ok)", first)
	}
	filled := strings.NewReplacer(
		`"0 <= n <= 10"`, `"0 <= n <= 1000"`, `"1 <= m <= 10"`, `"3 <= m <= 1000"`,
		"GUESSED from the samples' values: copy the statement's constraints", "the statement's",
		"[[sample]]", "[game]\nname = \"subtraction\"\nmoves = \"[1, 2, m]\"\nposition = \"n\"\n\n[output]\ncase = 'win ? \"Alice\" : \"Bob\"'\n\n[[sample]]",
	).Replace(string(text))
	if err := os.WriteFile(path, []byte(filled), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code = cli(t, "check", path)
	if code != 0 || !strings.Contains(out, "the oracle agrees with the statement (4 cases)") || strings.Contains(out, "missing") {
		t.Errorf("check of the filled file: exit %d, %q %q", code, out, errs)
	}
	// the imported answers swapped: the oracle says which is right
	swapped := strings.Replace(filled, `'win ? "Alice" : "Bob"'`, `'win ? "Bob" : "Alice"'`, 1)
	os.WriteFile(path, []byte(swapped), 0o644)
	if _, errs, code := cli(t, "check", path); code != 2 || !strings.Contains(errs, "disagrees with the oracle") {
		t.Errorf("check with the answers swapped: exit %d, %q", code, errs)
	}
}

// TestNewFromInteractiveAndMissing: an interactive problem without samples
// gets no [input] (check says so in plain words) and no [[sample]].
func TestNewFromInteractiveAndMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.toml")
	if out, errs, code := cli(t, "new", "--from", "../../importer/testdata/abc278g.json", path); code != 0 || !strings.Contains(out, "interactive") {
		t.Fatalf("new --from: exit %d, %q %q", code, out, errs)
	}
	text, _ := os.ReadFile(path)
	if !strings.Contains(string(text), "# - interactive: gamestress plays the jury; declare [interact]") || !strings.Contains(string(text), "# [input]") {
		t.Errorf("file:\n%s", text)
	}
	out, errs, code := cli(t, "check", path)
	if code != 2 || !strings.Contains(out, "[input] is not written yet") || !strings.Contains(out, "no [[sample]]") || !strings.Contains(errs, "missing table [input]") {
		t.Errorf("check: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestNewFromFolder: oj's test/sample-N.in/.out (natural order: 2 before
// 10) and .ans files; the id from the folder.
func TestNewFromFolder(t *testing.T) {
	root := filepath.Join(t.TempDir(), "Brave Game")
	test := filepath.Join(root, "test")
	os.MkdirAll(test, 0o755)
	files := map[string]string{
		"sample-10.in": "1\n7 3\n", "sample-10.out": "second\n",
		"sample-2.in": "2\n23 2\n4 3\n", "sample-2.out": "first\nsecond\n",
		"extra.in": "1\n1 1\n", "extra.ans": "first\n",
		"lonely.in": "1\n2 2\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(test, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errs, code := cli(t, "new", "--from", root, filepath.Join(root, "p.toml"))
	if code != 0 || !strings.Contains(out, "3 samples") || !strings.Contains(out, "n m (count)") {
		t.Fatalf("new --from DIR: exit %d, %q %q", code, out, errs)
	}
	text, _ := os.ReadFile(filepath.Join(root, "p.toml"))
	s := string(text)
	i2, i10, ix := strings.Index(s, "23 2"), strings.Index(s, "7 3"), strings.Index(s, "1 1\n")
	if !strings.Contains(s, `id     = "brave-game"`) || ix < 0 || i2 < ix || i10 < i2 {
		t.Errorf("want id brave-game and samples extra, sample-2, sample-10 in that order:\n%s", s)
	}
	if !strings.Contains(s, "lonely.in has no lonely.out nor lonely.ans") {
		t.Errorf("the skipped input is not noted:\n%s", s)
	}
	if _, errs, code := cli(t, "new", "--from", t.TempDir(), filepath.Join(root, "q.toml")); code != 2 || !strings.Contains(errs, "no sample pairs") {
		t.Errorf("an empty folder: exit %d, %q", code, errs)
	}
}

// TestNewFromRefuses: bad JSON, flags of the blank template, an existing
// output: exit 2, one line, nothing written.
func TestNewFromRefuses(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"name": "A", "tests": [`), 0o644)
	out := filepath.Join(dir, "a.toml")
	for _, tc := range []struct {
		args   []string
		want   string
		reason string
	}{
		{[]string{"--from", bad, out}, "not Competitive Companion's JSON", "truncated JSON"},
		{[]string{"--from", "../../importer/testdata/cf954g.json", "--game", "nim", out}, "--game", "--game with --from"},
		{[]string{"--from", filepath.Join(dir, "none.json"), out}, "none.json", "a missing file"},
	} {
		_, errs, code := cli(t, append([]string{"new"}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%s: exit %d, %q; want 2 and one line with %q", tc.reason, code, errs, tc.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%s: %s written", tc.reason, out)
		}
	}
	os.WriteFile(out, []byte("mine"), 0o644)
	if _, errs, code := cli(t, "new", "--from", "../../importer/testdata/cf954g.json", out); code != 2 || !strings.Contains(errs, "exists") {
		t.Errorf("over an existing file: exit %d, %q", code, errs)
	}
	if b, _ := os.ReadFile(out); string(b) != "mine" {
		t.Errorf("the existing file was changed: %q", b)
	}
}

// TestImportedSamplesRoundTrip: samples with quotes, backslashes, ”' and
// CRLF are written so that TOML reads back the same text (CRLF as LF).
func TestImportedSamplesRoundTrip(t *testing.T) {
	ins := []string{"1\n2 3\n", "a\\b \"q\"\n", "x'''y\n", "ends with '", "crlf\r\nline\r\n", "tab\tbell\a\n"}
	d := &importer.Draft{ID: "x", Title: `T "quoted" \ back`, Source: "s"}
	for _, in := range ins {
		d.Samples = append(d.Samples, importer.Sample{In: in, Out: in})
	}
	var got struct {
		Title  string
		Sample []struct{ In, Out string }
	}
	text := problemfile.Template{Draft: d}.Text()
	if err := toml.Unmarshal([]byte(text), &got); err != nil {
		t.Fatalf("%v in:\n%s", err, text)
	}
	if got.Title != d.Title || len(got.Sample) != len(ins) {
		t.Fatalf("title %q, %d samples", got.Title, len(got.Sample))
	}
	for i, in := range ins {
		want := strings.ReplaceAll(in, "\r\n", "\n")
		if got.Sample[i].In != want || got.Sample[i].Out != want {
			t.Errorf("sample %d: read back %q, want %q", i+1, got.Sample[i].In, want)
		}
	}
}
