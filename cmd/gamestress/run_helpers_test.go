package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem"
	"github.com/gamestress/gamestress/problem/format"
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// runTestdata is the runner's suite of deliberately bad programs.
const runTestdata = "../../stress/runner/testdata"

// runCache is the build cache of the test programs: the one the runner's
// own tests use (keyed by content and compiler, so never stale), so that
// a second `go test` compiles nothing.
func runCache(t testing.TB) string {
	base, err := os.UserCacheDir()
	if err != nil {
		return t.TempDir()
	}
	return filepath.Join(base, "gamestress-test")
}

// cli runs the command line and returns stdout, stderr and the exit status.
func cli(t testing.TB, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(&out, &errb, args)
	code := exitCode(&errb, err)
	return out.String(), errb.String(), code
}

// runReport is the JSON report as a user's script reads it.
type runReport struct {
	Problem, Solution, Verdict, Input, Expected, Got, Corpus, Stderr, Detail string
	Minimal, Flaky, Interrupted                                              bool
	Cases                                                                    int
	MS                                                                       int64
	Reproduce                                                                string
	Replayed                                                                 int
}

// runJSONOf runs `gamestress run ... --json` and decodes the report.
func runJSONOf(t testing.TB, args ...string) (runReport, string, int) {
	t.Helper()
	out, errs, code := cli(t, append(args, "--json")...)
	var r runReport
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: output is not the JSON report (%v):\nstdout: %s\nstderr: %s", args, err, out, errs)
	}
	return r, errs, code
}

// builtTestProgram builds testdata/name as run does, for checking results.
func builtTestProgram(t testing.TB, name string, lim runner.Limits) *runner.Program {
	t.Helper()
	p, err := runner.Build(context.Background(), filepath.Join(runTestdata, name), runner.BuildOptions{CacheDir: runCache(t)})
	if err != nil {
		t.Fatalf("build %s: %v", name, err)
	}
	p.Limits = lim
	return p
}

// assertLocallyMinimal checks, by running prog itself, what a shrunk input
// must satisfy: it fails with verdict v; without any one of its cases it
// does not; and no shrink of any case (the first few of p.Shrinks) fails
// with v in its place. It checks the result, not the shrinker's word.
func assertLocallyMinimal(t *testing.T, p *problem.Problem, prog *runner.Program, input string, v judge.Verdict) {
	t.Helper()
	cases, err := p.Parse([]byte(input))
	if err != nil {
		t.Fatalf("reported input does not parse: %v\n%s", err, input)
	}
	verdict := func(cs []format.Case) judge.Verdict {
		return p.Check(context.Background(), prog, cs, false).Verdict
	}
	if got := verdict(cases); got != v {
		t.Fatalf("reported input gives %s on a re-run, want %s:\n%s", got, v, input)
	}
	for i := range cases {
		if len(cases) == 1 {
			break
		}
		rest := append(append([]format.Case{}, cases[:i]...), cases[i+1:]...)
		if verdict(rest) == v {
			t.Errorf("input without case %d still gives %s: not minimal:\n%s", i+1, v, input)
		}
	}
	for i, c := range cases {
		n := 0
		for s := range p.Shrinks(c) {
			if n++; n > 6 {
				break
			}
			smaller := append([]format.Case{}, cases...)
			smaller[i] = s
			if verdict(smaller) == v {
				t.Errorf("case %d shrunk to %v still gives %s: not minimal:\n%s", i+1, s, v, input)
			}
		}
	}
}

// assertNoProcessLeft fails if a process started by a run is still alive.
func assertNoProcessLeft(t *testing.T) {
	t.Helper()
	if pids := runner.Live(); len(pids) > 0 {
		t.Errorf("processes left behind: %v", pids)
	}
}

// corpusFiles lists the files under dir (recursively), for checking what
// a run wrote.
func corpusFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, strings.TrimPrefix(path, dir+"/"))
		}
		return nil
	})
	return files
}
