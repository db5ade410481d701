package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The user's checker and interactor (--checker, --interactor, testlib
// style) in the oracle's place, and every way they can misbehave: a fault
// of theirs is CheckerError / InteractorError (exit 2) naming the program
// and the input, never a verdict on the solution.

const judgesDir = "testdata/judges"

func judgeFile(name string) string { return filepath.Join(judgesDir, name) }

func TestCheckerJudges(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	for _, c := range []struct {
		name, solution, checker string
		verdict                 string // the JSON report's, "" when the run stops before the hunt
		code                    int
		says                    string // in the detail (JSON) or the error line (stderr)
	}{
		{"case-insensitive accepts", "brave-capitalised.py", "checker-case-insensitive.py", "OK", 0, ""},
		{"case-insensitive refuses", "brave-capitalised-wrong.py", "checker-case-insensitive.py", "WrongAnswer", 1, "checker: token 1: want first got Second"},
		{"crash", "brave-capitalised.py", "checker-crash.py", "", 2, `checker-crash.py is at fault on the input "2\n23 2\n4 3": crashed: killed by signal SIGSEGV (CheckerError)`},
		{"hang", "brave-capitalised.py", "checker-hang.py", "", 2, "checker-hang.py is at fault on the input \"2\\n23 2\\n4 3\": hung: killed after"},
		{"nonsense", "brave-capitalised.py", "checker-nonsense.py", "", 2, "exit code 42 (a testlib judge exits 0 ok, 1 wrong answer, 2 presentation error) (CheckerError); it wrote: %%% 17 garbage"},
		{"refuses the sample", "brave-capitalised.py", "checker-refuses.py", "", 2, "it refuses the statement's sample output (WrongAnswer: checker: wrong answer: I refuse everything) (CheckerError)"},
		{"crash mid-run", "brave-capitalised.py", "checker-crash-on-second.py", "CheckerError", 2, "checker-crash-on-second.py is at fault on the input"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			corpus := t.TempDir()
			args := []string{"run", "hdu1846", judgeFile(c.solution), "--checker", judgeFile(c.checker), "--seed", "1",
				"--cases", "12", "--budget", "60s", "--time", "300ms", "--corpus", corpus, "--cache", runCache(t), "--samples=false"}
			if c.verdict == "" {
				out, errs, code := cli(t, args...)
				if code != c.code || !strings.Contains(errs, c.says) {
					t.Fatalf("exit %d, stderr %q; want exit %d saying %q\nstdout: %s", code, errs, c.code, c.says, out)
				}
				return
			}
			r, errs, code := runJSONOf(t, args...)
			if code != c.code || r.Verdict != c.verdict || !strings.Contains(r.Detail, c.says) {
				t.Fatalf("exit %d, verdict %s, detail %q; want exit %d, %s saying %q\ninput: %q\nstderr: %s",
					code, r.Verdict, r.Detail, c.code, c.verdict, c.says, r.Input, errs)
			}
			if c.verdict == "CheckerError" {
				if r.Corpus != "" || !strings.Contains(errs, "is at fault (CheckerError above), not the solution") {
					t.Errorf("a checker's fault saved as %q (want nothing saved); stderr %q", r.Corpus, errs)
				}
			}
		})
	}
}

func TestInteractorJudges(t *testing.T) {
	file := filepath.Join(newProblemsDir, "testdata", "cf1375f", "cf1375f.toml") // not shipped: no [game], no oracle
	dir := filepath.Join(newProblemsDir, "testdata", "cf1375f")
	inter := filepath.Join(dir, "interactor.cpp")
	needCompiler(t, inter)
	for _, c := range []struct {
		name, solution, interactor string
		verdict                    string
		code                       int
		input                      string // the least failing input ("" : not checked)
		says                       string
	}{
		{"correct", filepath.Join(dir, "ok.cpp"), inter, "OK", 0, "", ""},
		{"loses to the adaptive jury", filepath.Join(dir, "wrong-small-first.cpp"), inter, "WrongAnswer", 1, "1 2 4\n", "interactor: y out of range 1..10^12"},
		{"crash", filepath.Join(dir, "ok.cpp"), judgeFile("interactor-crash.py"), "InteractorError", 2, "", "crashed: killed by signal SIGSEGV"},
		{"nonsense", filepath.Join(dir, "ok.cpp"), judgeFile("interactor-nonsense.py"), "InteractorError", 2, "", "exit code 42"},
		{"silent", filepath.Join(dir, "ok.cpp"), judgeFile("interactor-silent.py"), "InteractorError", 2, "", "did not answer the solution's last message"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			// --cases bounds the work; the budget only guards against a hang
			// (the default 10 s ran out while shrinking at load 20).
			cases := "30"
			if c.verdict == "OK" {
				// Many one-game runs: a relay that outlived its dialog read
				// the next run's first line by a reused descriptor.
				cases = "150"
			}
			r, errs, code := runJSONOf(t, "run", file, c.solution, "--interactor", c.interactor, "--seed", "1",
				"--cases", cases, "--budget", "120s", "--corpus", t.TempDir(), "--cache", runCache(t), "--samples=false")
			if code != c.code || r.Verdict != c.verdict || !strings.Contains(r.Detail, c.says) {
				t.Fatalf("exit %d, verdict %s, detail %q; want exit %d, %s saying %q\ninput: %q\nstderr: %s",
					code, r.Verdict, r.Detail, c.code, c.verdict, c.says, r.Input, errs)
			}
			if c.input != "" && r.Input != c.input {
				t.Errorf("input %q, want the least failing input %q", r.Input, c.input)
			}
			if c.verdict == "WrongAnswer" && !strings.Contains(r.Reproduce, "gamestress replay "+file+" --interactor "+inter) {
				t.Errorf("reproduce %q: want a replay with the interactor", r.Reproduce)
			}
			if c.verdict == "InteractorError" && (r.Corpus != "" || !strings.Contains(r.Detail, "the interactor "+c.interactor+" is at fault on the input")) {
				t.Errorf("an interactor's fault: saved as %q, detail %q", r.Corpus, r.Detail)
			}
		})
	}
}
