package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestIncludeHint: a missing header of a library a judge provides is named
// with its licence and how to get it; another missing header gets the
// --include advice; another compile error gets no hint.
func TestIncludeHint(t *testing.T) {
	t.Setenv("GAMESTRESS_CONFIG", "/cfg/gamestress.toml")
	for _, tc := range []struct{ output, judge, want, reason string }{
		{"sol.cpp:1:10: fatal error: atcoder/all: No such file or directory", "atcoder",
			"<atcoder/all> is the AtCoder Library, ACL (CC0-1.0)", "gcc, ACL"},
		{"sol.cpp:1:10: fatal error: atcoder/mincostflow: No such file or directory", "atcoder",
			"--include DIR, remembered in /cfg/gamestress.toml.", "the judge's defines are the preset's, not remembered"},
		{"sol.cpp:2:10: fatal error: 'boost/multiprecision/cpp_int.hpp' file not found", "codeforces",
			"Boost (Boost Software License 1.0); AtCoder's judge provides it", "clang, Boost"},
		{"sol.cpp:2:10: fatal error: 'boost/multiprecision/cpp_int.hpp' file not found", "codeforces",
			"Debian's libboost-dev", "where Boost comes from"},
		{"sol.cpp:1:10: fatal error: testlib.h: No such file or directory", "",
			"<testlib.h> is not on this machine; if the judge provides it, point gamestress at the folder holding it: --include DIR, remembered in /cfg/gamestress.toml.", "another header"},
		{"sol.cpp:1:10: fatal error: 'bits/stdc++.h' file not found", "", "GCC's own header, which clang", "clang without bits/stdc++.h"},
	} {
		if got := includeHint(tc.output, tc.judge); !strings.Contains(got, tc.want) {
			t.Errorf("%s: hint %q, want %q", tc.reason, got, tc.want)
		}
	}
	if got := includeHint("sol.cpp:3:5: error: 'x' was not declared in this scope", "atcoder"); got != "" {
		t.Errorf("a plain compile error got the hint %q", got)
	}
}

// TestCompileFlagsRemembered: the judge's defines (its preset's) come
// first on every build, with or without --include; --include is checked,
// remembered in the settings file (written whole, by rename), and given to
// later runs without the flag; flags a user wrote for the judge follow,
// without the preset's twice; a broken settings file is one line naming
// its line.
func TestCompileFlagsRemembered(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "sub", "config.toml")
	t.Setenv("GAMESTRESS_CONFIG", cfg)
	if flags, err := compileFlags("run", nil, "codeforces", io.Discard); err != nil || !slices.Equal(flags, []string{"-DONLINE_JUDGE"}) {
		t.Errorf("codeforces, no settings: %q, %v; want -DONLINE_JUDGE", flags, err)
	}
	if flags, _ := compileFlags("run", nil, "", io.Discard); len(flags) != 0 {
		t.Errorf("no judge: %q; want no flag", flags)
	}
	lib := t.TempDir()
	var note strings.Builder
	flags, err := compileFlags("run", []string{lib}, "atcoder", &note)
	want := []string{"-DONLINE_JUDGE", "-DATCODER", "-I", lib}
	if err != nil || !slices.Equal(flags, want) {
		t.Fatalf("flags %q, %v; want %q", flags, err, want)
	}
	if !strings.Contains(note.String(), "remembered in "+cfg) {
		t.Errorf("note %q", note.String())
	}
	note.Reset()
	if flags, err := compileFlags("run", nil, "atcoder", &note); err != nil || !slices.Equal(flags, want) || note.Len() != 0 {
		t.Errorf("a later run: %q, %v, note %q; want %q and no note", flags, err, note.String(), want)
	}
	if flags, _ := compileFlags("run", nil, "hdu", &note); !slices.Equal(flags, []string{"-DONLINE_JUDGE", "-I", lib}) {
		t.Errorf("an hdu problem: %q; want hdu's define and the include", flags)
	}
	if flags, _ := compileFlags("run", nil, "poj", &note); !slices.Equal(flags, []string{"-I", lib}) {
		t.Errorf("a poj problem: %q; want the include alone (no define found for poj)", flags)
	}
	old := fmt.Sprintf("include = [%q]\n[flags]\natcoder = [\"-DONLINE_JUDGE\", \"-DATCODER\", \"-DMINE\"]\n", lib)
	os.WriteFile(cfg, []byte(old), 0o644)
	if flags, _ := compileFlags("run", nil, "atcoder", &note); !slices.Equal(flags, append(want, "-DMINE")) {
		t.Errorf("settings written with the judge's flags: %q; want %q and -DMINE once", flags, want)
	}
	if _, err := compileFlags("run", []string{filepath.Join(lib, "none")}, "", &note); err == nil || !strings.Contains(err.Error(), "--include") {
		t.Errorf("a missing folder: %v", err)
	}
	os.WriteFile(cfg, []byte("include = [\n  \"a\",\n  oops\n]\n"), 0o644)
	_, err = compileFlags("run", nil, "", &note)
	if err == nil || !strings.Contains(err.Error(), cfg+":3:") {
		t.Errorf("a broken settings file: %v; want its line", err)
	}
}

// TestRunIncludeHintThenInclude: a solution including a header the judge
// would provide does not compile, and says how to point gamestress at it;
// with --include it builds and runs, and the next run remembers it.
func TestRunIncludeHintThenInclude(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("GAMESTRESS_CONFIG", filepath.Join(dir, "config.toml"))
	lib := filepath.Join(dir, "lib")
	os.MkdirAll(filepath.Join(lib, "atcoder"), 0o755)
	// a stand-in for the library's header: what matters is where it is
	os.WriteFile(filepath.Join(lib, "atcoder", "modulo"), []byte("inline long long modulo(long long a, long long b) { return a % b; }\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, "corpus"), 0o755)
	sol := filepath.Join(dir, "sol.cpp")
	os.WriteFile(sol, []byte(`#include <cstdio>
#include <atcoder/modulo>
int main() {
    int c; long long n, m;
    scanf("%d", &c);
    while (c--) { scanf("%lld %lld", &n, &m); puts(modulo(n, m + 1) ? "first" : "second"); }
}
`), 0o644)
	args := []string{"run", "hdu1846", sol, "--cache", filepath.Join(dir, "cache"), "--corpus", filepath.Join(dir, "corpus"), "--cases", "50", "--seed", "1"}
	_, errs, code := cli(t, args...)
	if code != 2 || !strings.Contains(errs, "hint: <atcoder/modulo> is the AtCoder Library") {
		t.Fatalf("without --include: exit %d, %q", code, errs)
	}
	out, errs, code := cli(t, append(args, "--include", lib)...)
	if code != 0 || !strings.Contains(out, "no counterexample") || !strings.Contains(errs, "remembered in") {
		t.Fatalf("with --include: exit %d, %q %q", code, out, errs)
	}
	if out, errs, code := cli(t, args...); code != 0 || strings.Contains(errs, "remembered") {
		t.Errorf("the next run: exit %d, %q %q; want it built from the remembered folder", code, out, errs)
	}
}

// TestMain keeps the user's settings file out of the tests: every run
// reads an empty settings folder unless a test names its own.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "gamestress-settings-")
	if err == nil {
		os.Setenv("GAMESTRESS_CONFIG", filepath.Join(dir, "config.toml"))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
