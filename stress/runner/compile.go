package runner

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"
)

// compileOutputKeep caps the compiler message kept in a CompileError.
const compileOutputKeep = 64 << 10

// compileInto builds src into the build directory dir (see loadBuild for
// its layout), with the language's compiler and flags (C and C++) or with
// the override command.
func compileInto(ctx context.Context, lang language, tool, src string, content []byte, override string, flags []string, dir string) error {
	out := filepath.Join(dir, binName)
	if lang.name == "java" {
		return compileJava(ctx, tool, src, content, override, dir)
	}
	if override != "" {
		return runShell(ctx, override, src, out, "")
	}
	switch lang.name {
	case "c++", "c":
		return compileNative(ctx, lang, tool, src, flags, dir)
	case "go":
		return compileGo(ctx, tool, src, content, dir)
	}
	return fmt.Errorf("runner: no compiler for %s", lang.name)
}

// linkServer: C and C++ builds link the fork server object in (see
// compileNative); off, they are built as the compile command shows, and
// their runs are forked through the preloaded object (tests turn it off
// to cover that path).
var linkServer = true

// staticLink is the flag of the static link (tests put one the linker
// refuses here, to take the dynamic fallback).
var staticLink = "-static"

// nativeLinked is the fork server object a C or C++ build links in and
// the hash that keys such builds, or "" when it links none (no helpers,
// or linkServer off).
func nativeLinked() (obj, id string) {
	if !linkServer {
		return "", ""
	}
	h, err := gsfork()
	if err != nil {
		return "", ""
	}
	return h.obj, h.id
}

// compileNative builds a C or C++ file with -O2 (C++: -std=gnu++17, or
// the language's std) and flags. With the fork server object (nativeLinked), it compiles the file
// to an object (a compiler's refusal is reported as that command's), then
// links the server object first and the file's after it, statically where
// the toolchain can (a static binary forks in about two thirds of the CPU
// of a dynamic one: fewer mappings to copy, nothing relocated), and
// otherwise dynamically without the server (its runs then take the
// preloaded one).
func compileNative(ctx context.Context, lang language, tool, src string, flags []string, dir string) error {
	out := filepath.Join(dir, binName)
	base := []string{"-O2"}
	if lang.name == "c++" {
		base = append(base, "-std="+cmp.Or(lang.std, defaultStd))
	}
	var libs []string
	if lang.name == "c" {
		libs = []string{"-lm"}
	}
	server, _ := nativeLinked()
	if server == "" {
		return runTool(ctx, "", nil, tool, slices.Concat(base, []string{"-o", out, src}, flags, libs)...)
	}
	obj := filepath.Join(dir, binName+".o")
	defer os.Remove(obj)
	if err := runTool(ctx, "", nil, tool, slices.Concat(base, []string{"-c", "-o", obj, src}, flags)...); err != nil {
		return err
	}
	if runTool(ctx, "", nil, tool, slices.Concat(base, []string{staticLink, "-o", out, server, obj}, flags, libs)...) == nil {
		return nil
	}
	return runTool(ctx, "", nil, tool, slices.Concat(base, []string{"-o", out, obj}, flags, libs)...)
}

// compileGo builds a lone Go file: a copy of it, alone in a fresh
// directory, built as command-line-arguments with the module mode forced on
// and the user's GOFLAGS and workspace ignored, so that it builds the same
// wherever the file lives. Symbols and DWARF are dropped (-s -w) to link
// faster; panics still name their functions.
func compileGo(ctx context.Context, tool, src string, content []byte, dir string) error {
	mod := filepath.Join(dir, "src")
	if err := os.Mkdir(mod, 0o755); err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	defer os.RemoveAll(mod)
	name := filepath.Base(src)
	if err := os.WriteFile(filepath.Join(mod, name), content, 0o644); err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	env := []string{"GO111MODULE=on", "GOFLAGS=", "GOWORK=off", "GOTOOLCHAIN=local", "CGO_ENABLED=0"}
	return runTool(ctx, mod, env, tool, "build", "-ldflags=-s -w", "-o", filepath.Join(dir, binName), name)
}

// compileJava compiles into dir/classes and records the class with main. The
// source is copied under the name of its public class, as javac demands.
func compileJava(ctx context.Context, tool, src string, content []byte, override, dir string) error {
	class, public, err := javaMainClass(string(content))
	if err != nil {
		return &CompileError{Command: "javac", Output: fmt.Sprintf("%s: %v", src, err)}
	}
	name := filepath.Base(src)
	if public != "" {
		name = public + ".java"
	}
	srcDir, classes := filepath.Join(dir, "src"), filepath.Join(dir, classDir)
	for _, d := range []string{srcDir, classes} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return fmt.Errorf("runner: %w", err)
		}
	}
	copied := filepath.Join(srcDir, name)
	if err := os.WriteFile(copied, content, 0o644); err != nil {
		return fmt.Errorf("runner: %w", err)
	}
	if override != "" {
		err = runShell(ctx, override, copied, classes, srcDir)
	} else {
		err = runTool(ctx, srcDir, nil, tool, "-encoding", "UTF-8", "-d", classes, name)
	}
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, mainClass), []byte(class), 0o644)
}

// runShell runs a compile command given by the user through /bin/sh, with
// {src} and {out} replaced by quoted paths. Exit status 127 (the shell's
// "not found") is a missing tool: the command's first word.
func runShell(ctx context.Context, command, src, out, dir string) error {
	line := strings.NewReplacer("{src}", ShellQuote(src), "{out}", ShellQuote(out)).Replace(command)
	err := runTool(ctx, dir, nil, launcher, "-c", line)
	var ce *CompileError
	if errors.As(err, &ce) && ce.exit127 {
		if f := strings.Fields(command); len(f) > 0 {
			return missingTool(f[0])
		}
	}
	if ce != nil {
		ce.Command = line
	}
	return err
}

// ToolCommand is a trusted tool's command (a compiler, a package tool) to
// run in dir: in its own process group, killed whole when ctx ends or when
// we die, its pipes given up a second after it exits.
func ToolCommand(ctx context.Context, dir, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	return cmd
}

// runTool runs a compiler in dir with extra environment; a failure is a
// *CompileError with its output. The compiler runs in its own process group,
// killed whole if ctx ends.
func runTool(ctx context.Context, dir string, env []string, name string, args ...string) error {
	cmd := ToolCommand(ctx, dir, name, args...)
	cmd.Env = append(os.Environ(), env...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return fmt.Errorf("runner: run %s: %w", name, err)
	}
	msg := buf.Bytes()
	if len(msg) > compileOutputKeep {
		msg = msg[:compileOutputKeep]
	}
	return &CompileError{
		Command: strings.Join(append([]string{name}, args...), " "),
		Output:  string(msg),
		exit127: ee.ExitCode() == 127,
	}
}
