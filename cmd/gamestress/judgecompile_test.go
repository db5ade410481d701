package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/stress/runner"
)

const judgeCompileTestdata = "testdata/judgecompile"

// TestRunCompilesLikeTheJudge: a right Codeforces solution that reads
// input.txt unless ONLINE_JUDGE is defined passes with no flag (the
// codeforces preset defines it), and the report shows the compile command;
// the same program without the #ifndef fails, and the hint names the file,
// its line and the macro. An AtCoder solution in C++20 builds under the
// atcoder preset's -std=gnu++20, which gnu++17 refuses.
func TestRunCompilesLikeTheJudge(t *testing.T) {
	needCompiler(t, filepath.Join(judgeCompileTestdata, "cxx20.cpp"))
	cf := "../../problems/cf1104b.toml"
	common := []string{"--cache", runCache(t), "--cases", "300", "--seed", "1"}
	out, errs, code := cli(t, append([]string{"run", cf, filepath.Join(judgeCompileTestdata, "freopen-unless-online-judge.cpp"), "--corpus", t.TempDir()}, common...)...)
	if code != 0 || !strings.Contains(out, "\ncompile: g++ -O2 -std=gnu++17 -DONLINE_JUDGE (codeforces preset)\n") {
		t.Errorf("under #ifndef ONLINE_JUDGE: exit %d; want 0 and the compile line\n%s%s", code, out, errs)
	}
	out, errs, code = cli(t, append([]string{"run", cf, filepath.Join(judgeCompileTestdata, "freopen-always.cpp"), "--corpus", t.TempDir()}, common...)...)
	if code != 1 || !strings.Contains(out, "hint: freopen-always.cpp opens input.txt (line 6, freopen) and output.txt (line 7, freopen)") ||
		!strings.Contains(out, "#ifndef ONLINE_JUDGE (the codeforces preset defines ONLINE_JUDGE") {
		t.Errorf("always freopen: exit %d; want 1 and the hint\n%s%s", code, out, errs)
	}
	out, errs, code = cli(t, append([]string{"run", "atcoder-dp-k", filepath.Join(judgeCompileTestdata, "cxx20.cpp"), "--corpus", t.TempDir()}, common...)...)
	if code != 0 || !strings.Contains(out, "\ncompile: g++ -O2 -std=gnu++20 -DONLINE_JUDGE -DATCODER (atcoder preset)\n") {
		t.Errorf("C++20 under the atcoder preset: exit %d; want 0 and the compile line\n%s%s", code, out, errs)
	}
	_, errs, code = cli(t, append([]string{"run", "atcoder-dp-k", filepath.Join(judgeCompileTestdata, "cxx20.cpp"), "--corpus", t.TempDir(),
		"--compile", "g++ -O2 -std=gnu++17 -o {out} {src}"}, common...)...)
	if code != 2 || !strings.Contains(errs, "contains") {
		t.Errorf("the same under gnu++17: exit %d; want 2, a compile error\n%s", code, errs)
	}
}

// TestRunLeavesTheFolderAsItWas: a solution that writes output.txt (and
// reads input.txt) runs in a folder of its own: the folder gamestress was
// run from holds the same files after the run, and no run's folder is
// left behind.
func TestRunLeavesTheFolderAsItWas(t *testing.T) {
	cf, _ := filepath.Abs("../../problems/cf1104b.toml")
	always, _ := filepath.Abs(filepath.Join(judgeCompileTestdata, "freopen-always.cpp"))
	guarded, _ := filepath.Abs(filepath.Join(judgeCompileTestdata, "freopen-unless-online-judge.cpp"))
	needCompiler(t, always)
	cache, corpus := runCache(t), t.TempDir()
	here := t.TempDir()
	os.WriteFile(filepath.Join(here, "input.txt"), []byte("abba\n"), 0o644) // the user's own file: never read, never changed
	t.Chdir(here)
	for _, sol := range []string{always, guarded} {
		for _, samples := range []string{"--samples=true", "--samples=false"} {
			cli(t, "run", cf, sol, "--corpus", corpus, "--cache", cache, "--cases", "100", samples)
		}
	}
	es, _ := os.ReadDir(here)
	if len(es) != 1 || es[0].Name() != "input.txt" {
		var names []string
		for _, e := range es {
			names = append(names, e.Name())
		}
		t.Errorf("the folder holds %q after the runs; want input.txt alone", names)
	}
	if b, _ := os.ReadFile("input.txt"); string(b) != "abba\n" {
		t.Errorf("input.txt now holds %q", b)
	}
	if dirs := runner.Scratches(); len(dirs) > 0 {
		t.Errorf("runs' folders left behind: %v", dirs)
	}
}
