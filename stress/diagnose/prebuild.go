package diagnose

import (
	"context"
	"sync"

	"github.com/gamestress/gamestress/stress"
	"github.com/gamestress/gamestress/stress/runner"
)

// Source is a solution file and how it was built.
type Source struct {
	Path   string
	Build  runner.BuildOptions // the cache and the C/C++ flags; a Compile command: no sanitized rebuild
	Lang   string              // runner.Program.Lang(): "c++", "c", ...
	Limits runner.Limits       // the limits of its runs
	// Sanitized, when set, is its sanitized build started ahead
	// (OnShrink); nil: the sanitizer experiment builds it.
	Sanitized *Prebuild
}

// Prebuild is a sanitized build started ahead of the diagnosis (the
// command line starts it when the search begins to shrink a failure), so
// that the sanitizer experiment finds it built instead of spending its
// budget on the compiler. Stop must be called when it is no longer needed:
// it kills a build still running and waits for it.
type Prebuild struct {
	done   chan struct{}
	cancel context.CancelFunc
	prog   *runner.Program
	err    error
}

// StartSanitizedBuild starts runner.BuildSanitized of src in the
// background; nil when src has no sanitized build (not C or C++, or a
// compile command).
func StartSanitizedBuild(ctx context.Context, src *Source) *Prebuild {
	if !sanitizable(src) {
		return nil
	}
	ctx, cancel := context.WithCancel(ctx)
	p := &Prebuild{done: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(p.done)
		p.prog, p.err = runner.BuildSanitized(ctx, src.Path, src.Build)
	}()
	return p
}

// Wait is the build's program, when it ends before ctx.
func (p *Prebuild) Wait(ctx context.Context) (*runner.Program, error) {
	select {
	case <-p.done:
		return p.prog, p.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Stop kills the build if it still runs and waits for its end.
func (p *Prebuild) Stop() {
	if p == nil {
		return
	}
	p.cancel()
	<-p.done
}

// OnShrink is progress (stress.Options.Progress, may be nil) that also
// starts the build once, at the first progress of the "shrink" phase;
// built is that build (nil before), stop stops it (safe to call when it
// never started).
func OnShrink(ctx context.Context, src *Source, progress func(stress.Progress)) (onProgress func(stress.Progress), built func() *Prebuild, stop func()) {
	var once sync.Once
	var pre *Prebuild
	var mu sync.Mutex
	onProgress = func(pr stress.Progress) {
		if pr.Phase == "shrink" {
			once.Do(func() {
				mu.Lock()
				pre = StartSanitizedBuild(ctx, src)
				mu.Unlock()
			})
		}
		if progress != nil {
			progress(pr)
		}
	}
	built = func() *Prebuild {
		mu.Lock()
		defer mu.Unlock()
		return pre
	}
	stop = func() { built().Stop() }
	return onProgress, built, stop
}

// sanitizable: src is a C or C++ file built by its extension.
func sanitizable(src *Source) bool {
	return src != nil && (src.Lang == "c++" || src.Lang == "c") && src.Build.Compile == ""
}
