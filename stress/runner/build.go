package runner

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// BuildOptions say where builds are kept and how to compile. The zero value
// compiles by extension into the user's cache directory.
type BuildOptions struct {
	CacheDir string // zero: os.UserCacheDir()/gamestress
	// Compile overrides the compile command: a shell command with {src} (the
	// solution file) and {out} (the executable to produce; for .java, the
	// class directory) placeholders, e.g. "clang++ -O2 -o {out} {src}".
	Compile string
	// Flags are extra compiler arguments for C and C++ by extension (e.g.
	// "-I", "/opt/ac-library", "-DONLINE_JUDGE"), after the defaults; part
	// of the cache key. Nil adds none; Compile ignores them.
	Flags []string
	// Std is the C++ standard, -std=Std in place of -std=gnu++17 (a judge's:
	// "gnu++20"); "" keeps gnu++17. C, other languages and Compile ignore it.
	Std string
}

// defaultStd is the C++ standard of a build without BuildOptions.Std.
const defaultStd = "gnu++17"

// language is how one kind of solution file is built and run.
type language struct {
	name  string
	tool  string // compiler or interpreter looked up in PATH
	shown string // the compile command, for the cache key and reports
	std   string // C++: the standard ("" defaultStd)
}

// languages by file extension.
var languages = map[string]language{
	".cpp":  {name: "c++", tool: "g++", shown: "g++ -O2 -std=gnu++17 -o {out} {src}"},
	".cc":   {name: "c++", tool: "g++", shown: "g++ -O2 -std=gnu++17 -o {out} {src}"},
	".cxx":  {name: "c++", tool: "g++", shown: "g++ -O2 -std=gnu++17 -o {out} {src}"},
	".c":    {name: "c", tool: "gcc", shown: "gcc -O2 -o {out} {src} -lm"},
	".go":   {name: "go", tool: "go", shown: "go build -ldflags=-s -w -o {out} {src} (GO111MODULE=on GOFLAGS= GOWORK=off CGO_ENABLED=0)"},
	".java": {name: "java", tool: "javac", shown: "javac -encoding UTF-8 -d {out} {src}"},
	".py":   {name: "python", tool: "python3", shown: ""},
}

// Build makes the solution at path runnable: it compiles it by extension
// (.cpp/.cc/.cxx, .c, .go, .java; .py runs under python3 as is) or with
// opt.Compile. Builds are cached under a hash of the file's content and the
// compile command, so the same file is compiled once. A compiler's refusal is
// a *CompileError; a missing compiler a *MissingToolError.
func Build(ctx context.Context, path string, opt BuildOptions) (*Program, error) {
	src, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("runner: %w", err)
	}
	content, err := os.ReadFile(src)
	if err != nil {
		return nil, fmt.Errorf("runner: read solution: %w", err)
	}
	ext := strings.ToLower(filepath.Ext(src))
	lang, ok := languages[ext]
	if opt.Compile != "" {
		if !ok {
			lang.name = "command"
		}
		lang.tool, lang.shown = "", opt.Compile
	} else if !ok {
		return nil, fmt.Errorf("runner: %s: %w (extension %q; want .cpp .cc .cxx .c .go .java .py, a compile command, or a command after --)", path, ErrUnknownLanguage, ext)
	}
	if lang.shown == "" {
		return interpreted(ctx, lang, src)
	}
	if opt.Compile != "" || (lang.name != "c++" && lang.name != "c") {
		opt.Flags = nil
	} else {
		if lang.name == "c++" && opt.Std != "" {
			lang.std = opt.Std
			lang.shown = strings.Replace(lang.shown, "-std="+defaultStd, "-std="+opt.Std, 1)
		}
		if len(opt.Flags) > 0 {
			lang.shown += " " + strings.Join(opt.Flags, " ")
		}
		if _, id := nativeLinked(); id != "" {
			lang.shown += " (linked with fork server " + id + ", static where it can)"
		}
	}
	return compiled(ctx, lang, src, content, opt)
}

// interpreted is a .py solution: nothing to build, but its syntax is
// checked now (a syntax error is a *CompileError, like a compiler's), not
// found by the first run as a crash.
func interpreted(ctx context.Context, lang language, src string) (*Program, error) {
	tool, err := exec.LookPath(lang.tool)
	if err != nil {
		return nil, missingTool(lang.tool)
	}
	if err := checkPython(ctx, realInterpreter(ctx, tool), src); err != nil {
		return nil, err
	}
	return &Program{lang: lang.name, argv: []string{realInterpreter(ctx, tool), src}, mem: memAS, peaks: &peaks{}}, nil
}

// pyCheck compiles a Python file without running it and without writing
// a .pyc beside it (python3 -m py_compile would), printing the syntax
// error as Python shows it.
const pyCheck = `import sys, traceback
path = sys.argv[1]
try:
    compile(open(path, "rb").read(), path, "exec")
except (SyntaxError, ValueError) as e:
    sys.stderr.write("".join(traceback.format_exception_only(type(e), e)))
    sys.exit(1)`

// checkPython reports a syntax error of the Python file src as a
// *CompileError.
func checkPython(ctx context.Context, python, src string) error {
	err := runTool(ctx, "", nil, python, "-c", pyCheck, src)
	var ce *CompileError
	if errors.As(err, &ce) {
		ce.Command = python + " -c compile(...) " + src + " (syntax check)"
	}
	return err
}

// interpreters maps an interpreter found in PATH that is a script (a pyenv
// or asdf shim, which takes long to start) to the binary it runs.
var interpreters sync.Map

// realInterpreter is the python binary behind tool: tool itself unless it
// is a script, else what sys.executable says (asked once per process).
func realInterpreter(ctx context.Context, tool string) string {
	if v, ok := interpreters.Load(tool); ok {
		return v.(string)
	}
	real := tool
	if head, err := readHead(tool, 2); err == nil && head == "#!" {
		out, err := exec.CommandContext(ctx, tool, "-c", "import sys; print(sys.executable)").Output()
		if p := strings.TrimSpace(string(out)); err == nil && filepath.IsAbs(p) {
			real = p
		}
	}
	interpreters.Store(tool, real)
	return real
}

// readHead is the first n bytes of the file at path.
func readHead(path string, n int) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	b := make([]byte, n)
	_, err = io.ReadFull(f, b)
	return string(b), err
}

// compiled returns the cached build of src, compiling it on a miss.
func compiled(ctx context.Context, lang language, src string, content []byte, opt BuildOptions) (*Program, error) {
	toolPath := ""
	if lang.tool != "" {
		p, err := exec.LookPath(lang.tool)
		if err != nil {
			return nil, missingTool(lang.tool)
		}
		toolPath = p
	}
	root, err := cacheRoot(opt.CacheDir)
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(root, cacheKey(lang, toolPath, content))
	if p, err := loadBuild(lang, dir); err == nil {
		p.cached = true
		return p, nil
	}
	tmp, err := os.MkdirTemp(root, "tmp-")
	if err != nil {
		return nil, fmt.Errorf("runner: build cache: %w", err)
	}
	if err := compileInto(ctx, lang, toolPath, src, content, opt.Compile, opt.Flags, tmp); err != nil {
		os.RemoveAll(tmp)
		return nil, err
	}
	return install(lang, tmp, dir)
}

// install renames the finished build tmp to dir. If dir appeared meanwhile
// (built by another run) and is good, that one is used.
func install(lang language, tmp, dir string) (*Program, error) {
	if err := os.Rename(tmp, dir); err != nil {
		if p, err := loadBuild(lang, dir); err == nil {
			os.RemoveAll(tmp)
			return p, nil
		}
		os.RemoveAll(dir)
		if err := os.Rename(tmp, dir); err != nil {
			os.RemoveAll(tmp)
			return nil, fmt.Errorf("runner: build cache: %w", err)
		}
	}
	return loadBuild(lang, dir)
}

// cacheRoot is the directory holding the builds, created if needed.
func cacheRoot(dir string) (string, error) {
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("runner: no cache directory (set BuildOptions.CacheDir): %w", err)
		}
		dir = filepath.Join(base, "gamestress")
	}
	// Absolute: a run starts in a working folder of its own (scratch.go).
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("runner: build cache: %w", err)
	}
	root := filepath.Join(dir, "build")
	if err := os.MkdirAll(root, 0o755); err != nil {
		return "", fmt.Errorf("runner: build cache: %w", err)
	}
	return root, nil
}

// cacheKey hashes what decides the build: the content, the language, the
// compile command and the compiler found.
func cacheKey(lang language, toolPath string, content []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "gamestress-build-v1\x00%s\x00%s\x00%s\x00", lang.name, lang.shown, toolPath)
	h.Write(content)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// Files in a build directory.
const (
	binName   = "prog"       // the executable
	classDir  = "classes"    // java: the class directory
	mainClass = "main-class" // java: the class to run
)

// loadBuild is the Program of a finished build directory.
func loadBuild(lang language, dir string) (*Program, error) {
	if lang.name == "java" {
		class, err := os.ReadFile(filepath.Join(dir, mainClass))
		if err != nil {
			return nil, err
		}
		java, err := exec.LookPath("java")
		if err != nil {
			return nil, missingTool("java")
		}
		argv := []string{java, "-XX:+UseSerialGC", "-cp", filepath.Join(dir, classDir), string(class)}
		// The JVM server is built with the solution (once per machine;
		// why it cannot be is told by ForkServer), not in the first run.
		if jvmServer {
			jvmServerHelpers(java)
		}
		return &Program{lang: lang.name, argv: argv, mem: memJVM, peaks: &peaks{}}, nil
	}
	bin := filepath.Join(dir, binName)
	fi, err := os.Stat(bin)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() || fi.Mode()&0o111 == 0 {
		return nil, errors.New("runner: build produced no executable")
	}
	return &Program{lang: lang.name, argv: []string{bin}, mem: kindOf(bin), peaks: &peaks{}}, nil
}
