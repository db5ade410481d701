package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/gamestress/gamestress/stress"
	"golang.org/x/term"
)

// progress draws one status line on a terminal for runs longer than a
// second: candidate, phase, cases, cases/s, elapsed and generator size.
// It draws nothing when stderr is not a terminal or when disabled.
type progress struct {
	w     io.Writer
	on    bool
	last  time.Time
	drawn bool
}

func newProgress(stderr io.Writer, enabled bool) *progress {
	f, ok := stderr.(*os.File)
	return &progress{w: stderr, on: enabled && ok && term.IsTerminal(int(f.Fd()))}
}

// update returns the Progress callback for one candidate's search.
func (p *progress) update(name string) func(stress.Progress) {
	if !p.on {
		return nil
	}
	return func(s stress.Progress) {
		if s.Elapsed < time.Second || time.Since(p.last) < 100*time.Millisecond {
			return
		}
		p.last = time.Now()
		rate := float64(s.Cases) / s.Elapsed.Seconds()
		fmt.Fprintf(p.w, "\r\033[K%s: %s, %d cases, %.0f cases/s, %s, size %d",
			name, s.Phase, s.Cases, rate, s.Elapsed.Round(100*time.Millisecond), s.Size)
		p.drawn = true
	}
}

// done clears the status line.
func (p *progress) done() {
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
}
