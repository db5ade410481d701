package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// Entry is one program of the suite and the truth about it.
type Entry struct {
	File    string   `toml:"file"`
	Problem string   `toml:"problem"`
	Verdict string   `toml:"verdict"`
	Input   string   `toml:"input"`
	Minimal bool     `toml:"minimal"`
	Phase   string   `toml:"phase"`
	Flags   []string `toml:"flags"`
	Bounds  bool     `toml:"bounds"`
	Why     string   `toml:"why"`
}

// Suite is trust/suite.toml.
type Suite struct {
	Program []Entry `toml:"program"`
}

// verdicts are the verdicts an entry may expect (gamestress's names).
var verdicts = []string{"OK", "WrongAnswer", "TimeLimit", "RuntimeError", "OutputLimit", "MemoryLimit", "PresentationError"}

// languages are the extensions gamestress builds by itself.
var languages = []string{".c", ".cpp", ".cc", ".go", ".java", ".py"}

// loadSuite reads and checks the manifest at root/trust/suite.toml: every
// field known, every entry complete, its file and problem present.
func loadSuite(root string) (*Suite, error) {
	path := filepath.Join(root, "trust", "suite.toml")
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var s Suite
	dec := toml.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(s.Program) == 0 {
		return nil, fmt.Errorf("%s: no [[program]]", path)
	}
	seen := map[string]bool{}
	for i, e := range s.Program {
		if err := e.check(root); err != nil {
			return nil, fmt.Errorf("%s: program %d (%s): %w", path, i+1, e.File, err)
		}
		if seen[e.File] {
			return nil, fmt.Errorf("%s: %s is listed twice", path, e.File)
		}
		seen[e.File] = true
	}
	return &s, nil
}

// check says what is wrong with one entry, or nil.
func (e Entry) check(root string) error {
	switch {
	case e.File == "":
		return fmt.Errorf("no file")
	case e.Problem == "":
		return fmt.Errorf("no problem")
	case !slices.Contains(verdicts, e.Verdict):
		return fmt.Errorf("verdict %q is none of %s", e.Verdict, strings.Join(verdicts, ", "))
	case e.Why == "":
		return fmt.Errorf("no why: say what the flaw is, or why it must pass")
	case e.Minimal && e.Input == "":
		return fmt.Errorf("minimal without the input")
	case e.Phase != "" && e.Verdict == "OK":
		return fmt.Errorf("a phase for a program that must pass")
	case e.Verdict == "OK" && e.Input != "":
		return fmt.Errorf("an input for a program that must pass")
	case e.Bounds && e.Verdict != "OK":
		return fmt.Errorf("a bounds program must pass")
	case !slices.Contains(languages, filepath.Ext(e.File)):
		return fmt.Errorf("extension %q: want one of %s", filepath.Ext(e.File), strings.Join(languages, " "))
	}
	if _, err := os.Stat(e.path(root)); err != nil {
		return err
	}
	if _, err := os.Stat(e.problemPath(root)); err != nil {
		return fmt.Errorf("problem %s: %w", e.Problem, err)
	}
	return nil
}

// path is the program's file.
func (e Entry) path(root string) string {
	return filepath.Join(root, "trust", "testdata", e.File)
}

// problemPath is the problem's file: a shipped id names problems/ID.toml.
func (e Entry) problemPath(root string) string {
	if strings.HasSuffix(e.Problem, ".toml") {
		return filepath.Join(root, e.Problem)
	}
	return filepath.Join(root, "problems", e.Problem+".toml")
}

// problemArg is the problem as `gamestress run` takes it.
func (e Entry) problemArg(root string) (string, error) {
	if strings.HasSuffix(e.Problem, ".toml") {
		return filepath.Abs(filepath.Join(root, e.Problem))
	}
	return e.Problem, nil
}
