package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/term"
)

// claimProgress shows how far a long claim check is, on stderr: on a
// terminal one status line redrawn after the first second (cleared at the
// end); elsewhere (a log, a pipe) one line every claimLogEvery once the
// check has run that long. A short check prints nothing.
type claimProgress struct {
	w     io.Writer
	tty   bool
	now   func() time.Time
	start time.Time
	last  time.Time
	drawn bool
}

// claimLogEvery is how long a check runs before its first progress line
// when stderr is not a terminal, and how often the next lines come.
const claimLogEvery = 5 * time.Second

func newClaimProgress(stderr io.Writer) *claimProgress {
	f, ok := stderr.(*os.File)
	p := &claimProgress{w: stderr, tty: ok && term.IsTerminal(int(f.Fd())), now: time.Now}
	p.start = p.now()
	return p
}

// update is explore.Claim.Progress.
func (p *claimProgress) update(checked, total int64) {
	now := p.now()
	el := now.Sub(p.start)
	pct := 100 * float64(checked) / float64(max(total, 1))
	switch {
	case p.tty && el >= time.Second && now.Sub(p.last) >= 100*time.Millisecond:
		fmt.Fprintf(p.w, "\r\033[Kclaim: %d of %d positions checked (%.0f%%), %s", checked, total, pct, el.Round(time.Second))
		p.drawn = true
	case !p.tty && el >= claimLogEvery && now.Sub(p.last) >= claimLogEvery:
		fmt.Fprintf(p.w, "claim: %d of %d positions checked (%.0f%%), %s\n", checked, total, pct, el.Round(time.Second))
	default:
		return
	}
	p.last = now
}

// done clears the status line of a terminal.
func (p *claimProgress) done() {
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
}
