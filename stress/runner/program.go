package runner

import (
	"context"
	"debug/buildinfo"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

// Program is a solution ready to run: built by Build or given by Command.
// Set Limits before the first Run; Run may then be called from many
// goroutines at once.
type Program struct {
	Limits Limits
	// Env is added to the environment of every run (after ours, so it
	// overrides it).
	Env []string
	// NoForkServer: every run execs the program (through the launcher)
	// instead of forking it from a copy stopped before main (see doc.go,
	// "Starting a run"). The command line's --fork-server=off.
	NoForkServer bool

	lang   string   // "c++", "c", "go", "java", "python", "command"
	argv   []string // the command, without JVM limit flags
	mem    memKind
	cached bool   // Build found it in the cache
	err    error  // a command that cannot run (e.g. not in PATH), reported by Run
	peaks  *peaks // the most of each usage over the runs, shared with copies
	// stderrTo, when set, receives each run's standard error (its last
	// 64 KiB): RunStderr (sanitize.go).
	stderrTo func([]byte)
}

var _ judge.Target = (*Program)(nil)

// Command is a program run exactly as given (the argv after `--` on the
// command line). argv[0] is looked up in PATH now; if it is missing, Run
// returns a *MissingToolError. A python shim (pyenv) is replaced by the
// interpreter it runs, which starts much faster. A java command gets -Xmx/-Xss from the limits
// unless argv already sets them; a Go binary gets RLIMIT_DATA (see doc.go).
func Command(argv []string) *Program {
	p := &Program{lang: "command", argv: absArgs(argv), peaks: &peaks{}}
	if len(argv) == 0 {
		p.err = fmt.Errorf("runner: empty command")
		return p
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		p.err = missingTool(argv[0])
		return p
	}
	if strings.HasPrefix(filepath.Base(path), "python") {
		path = realInterpreter(context.Background(), path)
	}
	p.argv[0] = path
	p.mem = kindOf(path)
	return p
}

// kindOf says how to limit the memory of the executable at path.
func kindOf(path string) memKind {
	if filepath.Base(path) == "java" {
		return memJVM
	}
	if _, err := buildinfo.ReadFile(path); err == nil {
		return memData
	}
	return memAS
}

// Limit is the CPU time limit of one run (Limits.Time, or its default).
// With WithLimit, a Program is a stress.Limited target.
func (p *Program) Limit() time.Duration { return p.Limits.withDefaults().Time }

// WithLimit is a copy of p with another CPU time limit (and the default
// wall-clock safety net for it, unless Limits.Wall is set).
func (p *Program) WithLimit(d time.Duration) judge.Target {
	q := *p
	q.Limits.Time = d
	return &q
}

// Lang names the language: "c++", "c", "go", "java", "python" or "command".
func (p *Program) Lang() string { return p.lang }

// Cached reports whether Build took the program from the build cache
// without compiling.
func (p *Program) Cached() bool { return p.cached }

// Argv is the command a run executes (under the limits launcher), with the
// JVM flags of p.Limits for java.
func (p *Program) Argv() []string {
	return p.commandLine(p.Limits.withDefaults())
}

// String is the command line, for reports.
func (p *Program) String() string { return strings.Join(p.Argv(), " ") }

// commandLine is argv, with -Xmx/-Xss inserted after java unless given.
func (p *Program) commandLine(lim Limits) []string {
	if p.mem != memJVM || len(p.argv) == 0 {
		return p.argv
	}
	out := []string{p.argv[0]}
	if lim.Memory > 0 && !hasFlag(p.argv, "-Xmx") {
		out = append(out, fmt.Sprintf("-Xmx%dk", (lim.Memory+1023)/1024))
	}
	if lim.Stack > 0 && !hasFlag(p.argv, "-Xss") {
		out = append(out, fmt.Sprintf("-Xss%dk", (lim.Stack+1023)/1024))
	}
	return append(out, p.argv[1:]...)
}

func hasFlag(argv []string, prefix string) bool {
	for _, a := range argv {
		if strings.HasPrefix(a, prefix) {
			return true
		}
	}
	return false
}
