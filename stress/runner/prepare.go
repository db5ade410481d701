package runner

import (
	"context"
	"time"
)

// Prepare does now the work that the first run would do before the
// program starts: it builds the launcher and fork server (gcc, once per
// user cache: about 0.6 s), and starts the program's launcher or fork
// server, which then waits serverIdle for the first run. A caller that
// times its runs against a budget calls it first, outside the budget, so
// that the first run costs what any run costs. It returns how long it
// took. Nothing needs undoing: the server stops by itself when idle, and
// dies with us. Without gcc (runs start through the shell) there is
// nothing to prepare; a command that cannot run is Run's error, not
// Prepare's.
func (p *Program) Prepare(ctx context.Context) (time.Duration, error) {
	t0 := time.Now()
	if p.err != nil || len(p.argv) == 0 {
		return 0, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	mode, _ := p.startModeMemo()
	if mode == startShell {
		return time.Since(t0), nil
	}
	if mode == startJVM {
		return time.Since(t0), p.prepareJVM()
	}
	srv, err := p.server(mode, p.Limits.withDefaults(), p.Env)
	if err != nil {
		return time.Since(t0), err
	}
	srv.release()
	return time.Since(t0), nil
}
