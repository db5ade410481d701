package diagnose

import (
	"context"
	"time"

	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// sanitizer rebuilds a C or C++ solution with runner.SanitizerFlags and
// runs it on the failing input: the first error AddressSanitizer or
// UndefinedBehaviorSanitizer reports is the finding, with the solution's
// own line (an index past an array, a null pointer, a signed overflow).
// The sanitized build is cached like any build; its run has three times
// the time limit and a large stack; the sanitizers report on its
// standard error.
func (b *bench) sanitizer(ctx context.Context) []Finding {
	src := b.s.Source
	if !sanitizable(src) {
		return nil
	}
	var built *runner.Program
	var err error
	if src.Sanitized != nil {
		built, err = src.Sanitized.Wait(ctx)
	} else {
		built, err = runner.BuildSanitized(ctx, src.Path, src.Build)
	}
	if err != nil {
		return nil
	}
	prog := *built
	prog.Env = []string{"ASAN_OPTIONS=detect_leaks=0:print_legend=0", "UBSAN_OPTIONS=print_stacktrace=1"}
	prog.Limits = sanitizedLimits(src.Limits)
	_, report, _ := prog.RunStderr(ctx, b.rep.Input) // its verdict is not the point: its report is
	if ctx.Err() != nil {
		return nil
	}
	r, ok := parseSanitizer(string(report), src.Path)
	if !ok {
		return nil
	}
	return []Finding{{Kind: Sanitizer, Text: "rebuilt with -fsanitize=address,undefined and run on this input: " + r.String()}}
}

// sanitizedLimits are the limits of a sanitized run: a sanitized program
// is two to three times slower and larger, and its stack frames larger.
func sanitizedLimits(l runner.Limits) runner.Limits {
	t := l.Time
	if t <= 0 {
		t = runner.DefaultTime
	}
	mem := l.Memory
	if mem == 0 {
		mem = runner.DefaultMemory
	}
	if mem > 0 {
		mem = min(max(3*mem, 512*runner.MiB), 2048*runner.MiB)
	}
	return runner.Limits{Time: 3*t + time.Second, Memory: mem, Stack: stress.DiagnoseStack, Output: l.Output, File: l.File, Procs: l.Procs}
}
