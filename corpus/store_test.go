package corpus

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	in, ans := []byte("1\n1 1\n"), []byte("second\n")
	p, err := s.Save("hdu1846", in, ans)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(s.Dir, "hdu1846", Name(in)+".in")
	if p != want {
		t.Errorf("Save path = %q, want %q", p, want)
	}
	es, err := s.Load("hdu1846")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 1 || es[0].Path != p || !bytes.Equal(es[0].Input, in) || !bytes.Equal(es[0].Answer, ans) {
		t.Fatalf("Load = %+v, want one entry at %s", es, p)
	}
}

func TestNameIsContentHash(t *testing.T) {
	a, b := Name([]byte("1\n1 1\n")), Name([]byte("1\n1 2\n"))
	if len(a) != 16 || a == b || a != Name([]byte("1\n1 1\n")) {
		t.Errorf("Name: %q %q", a, b)
	}
}

func TestSaveDeduplicates(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	in := []byte("1\n2 1\n")
	p1, err := s.Save("x", in, []byte("second\n"))
	if err != nil {
		t.Fatal(err)
	}
	st1, _ := os.Stat(p1)
	p2, err := s.Save("x", in, []byte("second\n"))
	if err != nil {
		t.Fatal(err)
	}
	st2, _ := os.Stat(p2)
	if p1 != p2 || !os.SameFile(st1, st2) {
		t.Errorf("second Save of the same input rewrote it: %s %s", p1, p2)
	}
	// A new answer for the same input replaces the old one.
	if _, err := s.Save("x", in, []byte("first\n")); err != nil {
		t.Fatal(err)
	}
	es, _ := s.Load("x")
	if len(es) != 1 || string(es[0].Answer) != "first\n" {
		t.Errorf("after re-save: %+v", es)
	}
}

func TestConcurrentSaves(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	const writers, inputs = 8, 20
	var wg sync.WaitGroup
	for w := 0; w < writers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < inputs; i++ {
				in := []byte(fmt.Sprintf("1\n%d 1\n", i))
				if _, err := s.Save("p", in, []byte(fmt.Sprintf("ans %d\n", i))); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	es, err := s.Load("p")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != inputs {
		t.Fatalf("%d entries, want %d", len(es), inputs)
	}
	for i, e := range es {
		var n int
		fmt.Sscanf(string(e.Input), "1\n%d 1\n", &n)
		if string(e.Answer) != fmt.Sprintf("ans %d\n", n) {
			t.Errorf("entry %s: input %q answer %q", e.Path, e.Input, e.Answer)
		}
		if i > 0 && es[i-1].Path >= e.Path {
			t.Errorf("not sorted: %s before %s", es[i-1].Path, e.Path)
		}
	}
	files, _ := os.ReadDir(filepath.Join(s.Dir, "p"))
	for _, f := range files {
		if strings.HasPrefix(f.Name(), ".") {
			t.Errorf("temporary file left behind: %s", f.Name())
		}
	}
	if len(files) != 2*inputs {
		t.Errorf("%d files, want %d", len(files), 2*inputs)
	}
}

func TestLoadMissingProblemIsEmpty(t *testing.T) {
	es, err := Store{Dir: t.TempDir()}.Load("nothing")
	if err != nil || len(es) != 0 {
		t.Errorf("Load of a missing problem = %v, %v", es, err)
	}
}

// Temporaries are ignored; an .in a user put there without its .ans is
// loaded flagged NoAnswer, and SaveAnswer writes the .ans beside it (only
// beside an input of the store's own directory).
func TestLoadIgnoresTemporariesAndFlagsMissingAnswer(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "p"), 0o755)
	os.WriteFile(filepath.Join(dir, "p", ".tmp-x.in-1"), []byte("junk"), 0o644)
	s := Store{Dir: dir}
	if es, err := s.Load("p"); err != nil || len(es) != 0 {
		t.Errorf("temporaries loaded: %v %v", es, err)
	}
	os.WriteFile(filepath.Join(dir, "p", "mine.in"), []byte("1\n"), 0o644)
	es, err := s.Load("p")
	if err != nil || len(es) != 1 || !es[0].NoAnswer || es[0].Answer != nil || string(es[0].Input) != "1\n" {
		t.Fatalf("Load of an .in without .ans = %+v, %v: want it, flagged NoAnswer", es, err)
	}
	if err := s.SaveAnswer(es[0], []byte("first\n")); err != nil {
		t.Fatal(err)
	}
	es, err = s.Load("p")
	if err != nil || len(es) != 1 || es[0].NoAnswer || string(es[0].Answer) != "first\n" {
		t.Errorf("after SaveAnswer, Load = %+v, %v: want the answer", es, err)
	}
	if err := s.SaveAnswer(Entry{Path: filepath.Join(t.TempDir(), "p", "x.in")}, []byte("x\n")); err == nil {
		t.Error("SaveAnswer wrote beside a file outside the store")
	}
}

func TestBadProblemID(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	for _, id := range []string{"", "../x", "a/b", ".hidden"} {
		if _, err := s.Save(id, []byte("1"), []byte("2")); err == nil {
			t.Errorf("Save(%q) accepted", id)
		}
	}
}

func TestBuiltinHasFormatVersion(t *testing.T) {
	b, err := Builtin().Open("README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	head := make([]byte, len(Version))
	b.Read(head)
	if string(head) != Version {
		t.Errorf("README.md starts %q, want %q", head, Version)
	}
	ps, err := ProblemsFS(Builtin())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		if _, err := LoadFS(Builtin(), p); err != nil {
			t.Errorf("builtin corpus %s: %v", p, err)
		}
	}
}

// TestBaseAndSaveOnly: a Store over a read-only base replays the base
// first, then its own entries (a duplicate of the base left out); with
// SaveOnly what it saved is kept on disk but not replayed.
func TestBaseAndSaveOnly(t *testing.T) {
	base := fstest.MapFS{
		"p/aaaa.in": {Data: []byte("base in\n")}, "p/aaaa.ans": {Data: []byte("base ans\n")},
	}
	dir := t.TempDir()
	s := Store{Dir: dir, Base: base}
	for _, in := range []string{"base in\n", "own in\n"} {
		if _, err := s.Save("p", []byte(in), []byte("x\n")); err != nil {
			t.Fatal(err)
		}
	}
	// The base's entry is named aaaa, not by its hash: only the own copy of
	// "base in" (named by hash) and "own in" are on disk.
	os.WriteFile(filepath.Join(dir, "p", "aaaa.in"), []byte("shadowed\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "p", "aaaa.ans"), []byte("shadowed\n"), 0o644)
	es, err := s.Load("p")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range es {
		got = append(got, string(e.Input))
	}
	want := []string{"base in\n", "base in\n", "own in\n"}
	if Name([]byte("base in\n")) > Name([]byte("own in\n")) {
		want = []string{"base in\n", "own in\n", "base in\n"}
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("Load with a base = %q, want %q (base first, its name not repeated)", got, want)
	}
	if es[0].Path != "p/aaaa.in" || !strings.HasPrefix(es[1].Path, dir) {
		t.Errorf("paths %q, %q: want the base's relative, the directory's on disk", es[0].Path, es[1].Path)
	}
	s.SaveOnly = true
	es, err = s.Load("p")
	if err != nil || len(es) != 1 || string(es[0].Input) != "base in\n" {
		t.Errorf("SaveOnly Load = %+v, %v: want the base alone", es, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "p", Name([]byte("own in\n"))+".in")); err != nil {
		t.Errorf("SaveOnly: the saved file is gone: %v", err)
	}
}

// TestErrorsNameTheFile: a corpus error names the file at fault, once, and
// does not repeat a "corpus:" prefix that callers add themselves.
func TestErrorsNameTheFile(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "p"), 0o755)
	os.WriteFile(filepath.Join(dir, "p", "abc.in"), []byte("1\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, "p", "abc.ans"), 0o755) // an answer that cannot be read
	_, err := Store{Dir: dir}.Load("p")
	if err == nil {
		t.Fatal("an .in with an unreadable .ans loaded")
	}
	msg := err.Error()
	if !strings.Contains(msg, filepath.Join(dir, "p", "abc.in")) || strings.Count(msg, "abc.in") != 1 || strings.Contains(msg, "corpus:") {
		t.Errorf("error %q: want the file named once and no corpus: prefix", msg)
	}
}
