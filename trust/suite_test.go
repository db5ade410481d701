package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pelletier/go-toml/v2"
)

// TestSuiteIsWellFormed loads trust/suite.toml: every field known, every
// entry complete, its program and problem files present.
func TestSuiteIsWellFormed(t *testing.T) {
	s, err := loadSuite("..")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs", len(s.Program))
}

// TestEveryProblemFileHasABoundsProgram: every shipped problem file and
// every example file with an [input] has a program that asserts its
// bounds (issue 33: it must pass at judge scale). Game-only example files
// (examples/games) have no input to run.
func TestEveryProblemFileHasABoundsProgram(t *testing.T) {
	s, err := loadSuite("..")
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	for _, e := range s.Program {
		if e.Bounds {
			covered[filepath.Clean(e.problemPath(".."))] = true
		}
	}
	files, err := problemFiles("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 30 {
		t.Fatalf("found %d problem files with an [input]: the walk is wrong", len(files))
	}
	for _, f := range files {
		if !covered[filepath.Clean(f)] {
			t.Errorf("%s has no bounds program in trust/suite.toml", f)
		}
	}
}

// problemFiles are problems/*.toml and examples/**/*.toml that declare an
// [input].
func problemFiles(root string) ([]string, error) {
	shipped, err := filepath.Glob(filepath.Join(root, "problems", "*.toml"))
	if err != nil {
		return nil, err
	}
	files := shipped
	err = filepath.WalkDir(filepath.Join(root, "examples"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".toml") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	var withInput []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var doc map[string]any
		if err := toml.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		if _, ok := doc["input"]; ok {
			withInput = append(withInput, f)
		}
	}
	return withInput, nil
}

// TestSuiteSize: at least 40 programs over at least 10 problems, in C++,
// Python, Java and Go, and both ways: programs that must pass and
// programs that must be stopped (issue 28).
func TestSuiteSize(t *testing.T) {
	s, err := loadSuite("..")
	if err != nil {
		t.Fatal(err)
	}
	problems, langs, verdicts := map[string]bool{}, map[string]int{}, map[string]int{}
	for _, e := range s.Program {
		problems[e.Problem] = true
		langs[filepath.Ext(e.File)]++
		verdicts[e.Verdict]++
	}
	if len(s.Program) < 40 || len(problems) < 10 {
		t.Errorf("%d programs over %d problems, want at least 40 over 10", len(s.Program), len(problems))
	}
	for _, ext := range []string{".cpp", ".py", ".java", ".go"} {
		if langs[ext] == 0 {
			t.Errorf("no %s program", ext)
		}
	}
	for _, v := range []string{"OK", "WrongAnswer", "TimeLimit", "RuntimeError", "OutputLimit", "MemoryLimit"} {
		if verdicts[v] == 0 {
			t.Errorf("no program whose verdict is %s", v)
		}
	}
}
