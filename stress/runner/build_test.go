package runner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

func TestCompileErrorCarriesTheCompilerMessage(t *testing.T) {
	for _, c := range []struct{ file, message string }{
		{"compile_error.cpp", "answer_undeclared"},
		{"compile_error.go", "declared and not used"},
	} {
		t.Run(c.file, func(t *testing.T) {
			_, err := Build(context.Background(), filepath.Join("testdata", c.file), BuildOptions{CacheDir: testCache})
			var ce *CompileError
			if !errors.As(err, &ce) {
				t.Fatalf("got %v, want a CompileError", err)
			}
			if !strings.Contains(ce.Output, c.message) || !strings.Contains(ce.Error(), c.message) {
				t.Errorf("compiler message lacks %q:\n%s", c.message, ce.Output)
			}
		})
	}
}

func TestMissingCompilerSaysWhatToInstall(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no compiler, no interpreter
	for _, c := range []struct{ file, tool, pkg string }{
		{"correct.cpp", "g++", "g++"},
		{"memhog_segv.c", "gcc", "gcc"},
		{"correct.go", "go", "golang"},
		{"Main.java", "javac", "default-jdk"},
		{"correct.py", "python3", "python3"},
	} {
		_, err := Build(context.Background(), filepath.Join("testdata", c.file), BuildOptions{CacheDir: t.TempDir()})
		var mt *MissingToolError
		if !errors.As(err, &mt) || mt.Tool != c.tool || !strings.Contains(mt.Hint, "apt-get install "+c.pkg) {
			t.Errorf("%s: got %v, want %s missing with a hint to install %s", c.file, err, c.tool, c.pkg)
		}
	}
}

// A compile command given by the user that names a missing tool is a
// MissingToolError too (the shell's exit status 127).
func TestMissingToolInCompileCommand(t *testing.T) {
	_, err := Build(context.Background(), "testdata/correct.cpp", BuildOptions{CacheDir: t.TempDir(), Compile: "gamestress-no-such-cc -o {out} {src}"})
	var mt *MissingToolError
	if !errors.As(err, &mt) || mt.Tool != "gamestress-no-such-cc" {
		t.Errorf("got %v, want gamestress-no-such-cc missing", err)
	}
}

func TestUnknownExtension(t *testing.T) {
	f := filepath.Join(t.TempDir(), "sol.rs")
	os.WriteFile(f, []byte("fn main() {}"), 0o644)
	if _, err := Build(context.Background(), f, BuildOptions{CacheDir: t.TempDir()}); !errors.Is(err, ErrUnknownLanguage) {
		t.Errorf("Build(sol.rs): got %v, want ErrUnknownLanguage", err)
	}
}

// The second Build of the same file does not run the compiler: the compile
// command counts its runs in a file. Another content compiles again.
func TestSecondBuildHitsTheCache(t *testing.T) {
	dir, cache := t.TempDir(), t.TempDir()
	counter := filepath.Join(dir, "compiles")
	opt := BuildOptions{CacheDir: cache, Compile: "echo run >> " + ShellQuote(counter) + " && gcc -O2 -o {out} {src}"}
	src := filepath.Join(dir, "sol.c")
	write := func(body string) {
		if err := os.WriteFile(src, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	compiles := func() int {
		b, _ := os.ReadFile(counter)
		return strings.Count(string(b), "run")
	}
	write(`#include <stdio.h>
int main(void) { puts("one"); return 0; }`)
	first, err := Build(context.Background(), src, opt)
	if err != nil {
		t.Fatal(err)
	}
	second, err := Build(context.Background(), src, opt)
	if err != nil {
		t.Fatal(err)
	}
	if n := compiles(); n != 1 || first.Cached() || !second.Cached() {
		t.Errorf("two builds of one file: %d compiles (cached: %v, %v), want 1 (false, true)", n, first.Cached(), second.Cached())
	}
	if out, err := second.Run(context.Background(), nil); err != nil || string(out) != "one\n" {
		t.Errorf("cached program: got %q, %v", out, err)
	}
	write(`#include <stdio.h>
int main(void) { puts("two"); return 0; }`)
	third, err := Build(context.Background(), src, opt)
	if err != nil {
		t.Fatal(err)
	}
	if n := compiles(); n != 2 || third.Cached() {
		t.Errorf("an edited file: %d compiles in all (cached %v), want 2 (false)", n, third.Cached())
	}
	if out, err := third.Run(context.Background(), nil); err != nil || string(out) != "two\n" {
		t.Errorf("rebuilt program: got %q, %v", out, err)
	}
	entries, _ := filepath.Glob(filepath.Join(cache, "build", "tmp-*"))
	if len(entries) != 0 {
		t.Errorf("temporary build directories left in the cache: %v", entries)
	}
}

// With the default compiler, the cached executable is not rewritten.
func TestDefaultBuildIsCachedByContent(t *testing.T) {
	cache := t.TempDir()
	first, err := Build(context.Background(), "testdata/only_first.cpp", BuildOptions{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	fi1, err := os.Stat(first.Argv()[0])
	if err != nil {
		t.Fatal(err)
	}
	second, err := Build(context.Background(), "testdata/only_first.cpp", BuildOptions{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	fi2, err := os.Stat(second.Argv()[0])
	if err != nil {
		t.Fatal(err)
	}
	if !second.Cached() || !slices.Equal(first.Argv(), second.Argv()) || !fi1.ModTime().Equal(fi2.ModTime()) {
		t.Errorf("second build: cached %v, argv %v vs %v, mtime %v vs %v", second.Cached(), first.Argv(), second.Argv(), fi1.ModTime(), fi2.ModTime())
	}
}

// Builds of one file racing each other both succeed, and leave one entry.
func TestConcurrentBuildsOfOneFile(t *testing.T) {
	cache := t.TempDir()
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = Build(context.Background(), "testdata/memhog_segv.c", BuildOptions{CacheDir: cache})
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Errorf("Build: %v", err)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(cache, "build"))
	if len(entries) != 1 {
		t.Errorf("cache holds %d entries, want 1", len(entries))
	}
}
