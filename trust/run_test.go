package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestJudge: each rule that calls a run wrong, and a run it must let pass.
func TestJudge(t *testing.T) {
	tl := Entry{File: "x.cpp", Verdict: "TimeLimit", Input: "1\n2 1\n", Minimal: true}
	ok := Entry{File: "y.cpp", Verdict: "OK"}
	for _, c := range []struct {
		reason string
		entry  Entry
		code   int
		json   string
		want   []string // substrings of the wrong reasons, one each; none: a match
	}{
		{"the truth, with its proven input", tl, 1, `{"verdict":"TimeLimit","input":"1\n2 1\n","minimal":true}`, nil},
		{"another verdict", tl, 0, `{"verdict":"OK","cases":5}`, []string{"verdict"}},
		{"the right verdict on another input", tl, 1, `{"verdict":"TimeLimit","input":"1\n1 1\n","minimal":true}`, []string{"input"}},
		{"the right input, not proven minimal", tl, 1, `{"verdict":"TimeLimit","input":"1\n2 1\n"}`, []string{"not proven minimal"}},
		{"a bug found, exit 0", tl, 0, `{"verdict":"TimeLimit","input":"1\n2 1\n","minimal":true}`, []string{"exit 0"}},
		{"found by another phase", Entry{Verdict: "WrongAnswer", Phase: "sample"}, 1, `{"verdict":"WrongAnswer","phase":"small"}`, []string{"phase"}},
		{"found by the phase expected", Entry{Verdict: "WrongAnswer", Phase: "sample"}, 1, `{"verdict":"WrongAnswer","phase":"sample"}`, nil},
		{"OK", ok, 0, `{"verdict":"OK","cases":12}`, nil},
		{"OK on nothing checked", ok, 0, `{"verdict":"OK","cases":0}`, []string{"0 cases"}},
		{"OK, exit 2", ok, 2, `{"verdict":"OK","cases":12}`, []string{"exit 2"}},
		{"no JSON", ok, 2, `gamestress: run: x does not compile`, []string{"no verdict"}},
	} {
		res := Result{Entry: c.entry}
		res.judge(c.code, []byte(c.json), "last line\n")
		if len(res.Wrong) != len(c.want) {
			t.Errorf("%s: wrong %q, want %d reasons %q", c.reason, res.Wrong, len(c.want), c.want)
			continue
		}
		for i, w := range c.want {
			if !strings.Contains(res.Wrong[i], w) {
				t.Errorf("%s: reason %q, want it to say %q", c.reason, res.Wrong[i], w)
			}
		}
	}
}

// TestFolderWrites: a program's file left in the work folder is wrong; so
// is a corpus/ when nothing was found; gamestress's corpus/ after a bug is
// not.
func TestFolderWrites(t *testing.T) {
	dir := t.TempDir()
	if got := folderWrites(dir, "OK"); len(got) != 0 {
		t.Errorf("empty folder: %q", got)
	}
	if err := os.Mkdir(filepath.Join(dir, "corpus"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := folderWrites(dir, "WrongAnswer"); len(got) != 0 {
		t.Errorf("corpus/ after a bug: %q", got)
	}
	if got := folderWrites(dir, "OK"); !slices.Equal(got, []string{"wrote corpus in its folder"}) {
		t.Errorf("corpus/ after OK: %q", got)
	}
	if err := os.WriteFile(filepath.Join(dir, "output.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if got := folderWrites(dir, "WrongAnswer"); !slices.Equal(got, []string{"wrote output.txt in its folder"}) {
		t.Errorf("output.txt: %q", got)
	}
}

// TestArgsMakeRepositoryPathsAbsolute: the run's folder is empty, so a
// flag naming a file of the repository is passed by its absolute path.
func TestArgsMakeRepositoryPathsAbsolute(t *testing.T) {
	r := &runner{root: ".."}
	e := Entry{File: "maxlist/asserts-bounds.py", Problem: "examples/reference/maxlist.toml",
		Flags: []string{"--reference", "examples/reference/maxlist_brute.cpp", "--strict"}}
	args, err := r.args(e, 4e9, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range args {
		if strings.HasSuffix(a, ".toml") || strings.HasSuffix(a, ".cpp") || strings.HasSuffix(a, ".py") {
			if !filepath.IsAbs(a) {
				t.Errorf("%q is not absolute in %q", a, args)
			}
		}
	}
	if !slices.Contains(args, "--strict") || !slices.Contains(args, "4s") || !slices.Contains(args, "3") {
		t.Errorf("args %q: flags, budget or seed lost", args)
	}
}
