package runner

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
)

// SanitizerFlags are the compiler flags of a sanitized build: AddressSanitizer
// and UndefinedBehaviorSanitizer, with the debug information that lets
// their reports name the source line.
var SanitizerFlags = []string{"-O1", "-g", "-fsanitize=address,undefined", "-fno-omit-frame-pointer"}

// ErrNotSanitizable: only a C or C++ file compiled by its extension has a
// sanitized build.
var ErrNotSanitizable = errors.New("runner: a sanitized build is for a C or C++ file compiled by its extension")

// memResident: no rlimit on memory, the resident limit alone (polled). A
// sanitized program reserves terabytes of address space for its shadow
// memory, which any RLIMIT_AS refuses.
const memResident = memJVM + 1

// BuildSanitized builds the C or C++ file at path as Build does, with
// SanitizerFlags added and the fork server left out, cached under a key of
// its own; opt.Flags and opt.Std are kept, opt.Compile must be empty. Its runs exec the
// program (a sanitizer's runtime must be the first library loaded, so no
// preloaded server), without an address-space limit (see memResident). Set
// Env (ASAN_OPTIONS, UBSAN_OPTIONS, e.g. log_path) and Limits as for any
// Program; a sanitized run is two to three times slower and larger.
func BuildSanitized(ctx context.Context, path string, opt BuildOptions) (*Program, error) {
	lang, ok := languages[strings.ToLower(filepath.Ext(path))]
	if !ok || (lang.name != "c++" && lang.name != "c") || opt.Compile != "" {
		return nil, ErrNotSanitizable
	}
	cmd := []string{lang.tool}
	cmd = append(cmd, SanitizerFlags...)
	if lang.name == "c++" {
		std := defaultStd
		if opt.Std != "" {
			std = opt.Std
		}
		cmd = append(cmd, "-std="+std)
	}
	cmd = append(cmd, "-o", "{out}", "{src}")
	for _, f := range opt.Flags {
		cmd = append(cmd, ShellQuote(f))
	}
	if lang.name == "c" {
		cmd = append(cmd, "-lm")
	}
	p, err := Build(ctx, path, BuildOptions{CacheDir: opt.CacheDir, Compile: strings.Join(cmd, " ")})
	if err != nil {
		return nil, err
	}
	p.NoForkServer, p.mem = true, memResident
	return p, nil
}

// RunStderr is Run, with the run's standard error (its last 64 KiB), in
// full where a RunError keeps its last lines only.
func (p *Program) RunStderr(ctx context.Context, input []byte) (stdout, stderr []byte, err error) {
	q := *p
	q.stderrTo = func(b []byte) { stderr = append([]byte(nil), b...) }
	stdout, err = q.Run(ctx, input)
	return stdout, stderr, err
}
