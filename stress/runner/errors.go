package runner

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gamestress/gamestress/problem/judge"
)

// CompileError is a solution that did not compile. Output is the compiler's
// own message (standard output and standard error, capped), for the user.
type CompileError struct {
	Command string // the compile command as run, for the report
	Output  string

	exit127 bool // the shell said "not found"
}

func (e *CompileError) Error() string {
	return "compile error:\n" + strings.TrimRight(e.Output, "\n")
}

// MissingToolError is a compiler or interpreter that is not installed (not in
// PATH). Hint says how to install it.
type MissingToolError struct {
	Tool string // e.g. "g++"
	Hint string // e.g. "install the Debian package g++: sudo apt-get install g++"
}

func (e *MissingToolError) Error() string {
	return fmt.Sprintf("%s not found in PATH; %s", e.Tool, e.Hint)
}

// ErrUnknownLanguage is wrapped by Build for a file whose extension names no
// known language and no compile command was given.
var ErrUnknownLanguage = errors.New("unknown solution language")

// debianPackage names the package that provides each tool we call.
var debianPackage = map[string]string{
	"g++":     "g++",
	"gcc":     "gcc",
	"go":      "golang",
	"javac":   "default-jdk",
	"java":    "default-jdk",
	"python3": "python3",
}

// missingTool builds the error for tool, with an install hint.
func missingTool(tool string) *MissingToolError {
	pkg, ok := debianPackage[tool]
	if !ok {
		return &MissingToolError{Tool: tool, Hint: "install it or fix PATH"}
	}
	hint := fmt.Sprintf("install the Debian package %s: sudo apt-get install %s", pkg, pkg)
	if tool == "go" {
		hint += " (or a current Go from https://go.dev/dl)"
	}
	return &MissingToolError{Tool: tool, Hint: hint}
}

// HarnessError is a failure of gamestress itself, not of the program: a
// pipe or the launcher that could not be started (too many open files,
// fork refused), or a run whose output stayed open after every process of
// it was killed. It is never a verdict on the solution; callers stop and
// exit with status 2. It wraps a *judge.RunError of verdict OracleError
// (so problem.Check reports OracleError, never the solution's
// RuntimeError) and the cause.
type HarnessError struct {
	Op  string // what failed: "start /bin/sh", "pipe", "drain output"
	Err error
}

func (e *HarnessError) Error() string { return "gamestress runner: " + e.Op + ": " + e.Err.Error() }

// Unwrap gives the cause and the OracleError verdict.
func (e *HarnessError) Unwrap() []error {
	return []error{e.Err, &judge.RunError{Verdict: judge.OracleError, Detail: e.Op + ": " + e.Err.Error()}}
}
