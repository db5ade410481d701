package runner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBuildFlags: BuildOptions.Flags reach the C++ compiler (an include
// folder, a define), and the build with them is not the cached one without.
func TestBuildFlags(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib", "mylib")
	os.MkdirAll(lib, 0o755)
	os.WriteFile(filepath.Join(lib, "answer.hpp"), []byte("inline int answer() { return 42; }\n"), 0o644)
	src := filepath.Join(dir, "sol.cpp")
	os.WriteFile(src, []byte("#include <cstdio>\n#include <mylib/answer.hpp>\nint main() {\n#ifdef ONLINE_JUDGE\n  puts(\"judge\");\n#endif\n  printf(\"%d\\n\", answer());\n}\n"), 0o644)
	cache := t.TempDir()
	ctx := context.Background()
	_, err := Build(ctx, src, BuildOptions{CacheDir: cache})
	var ce *CompileError
	if !errors.As(err, &ce) || !strings.Contains(ce.Output, "mylib/answer.hpp") {
		t.Fatalf("without -I: %v; want a CompileError naming the header", err)
	}
	flags := []string{"-I", filepath.Join(dir, "lib"), "-DONLINE_JUDGE"}
	p, err := Build(ctx, src, BuildOptions{CacheDir: cache, Flags: flags})
	if err != nil {
		t.Fatalf("%q: %v", flags, err)
	}
	if out, err := p.Run(ctx, nil); err != nil || string(out) != "judge\n42\n" {
		t.Errorf("%q: ran %q, %v; want the define and the header's answer", flags, out, err)
	}
}
