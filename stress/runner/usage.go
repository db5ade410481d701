package runner

import (
	"fmt"
	"sync"
	"time"
)

// Usage is what one run used, or the most of each over a program's runs
// (Program.Peak).
type Usage struct {
	CPU  time.Duration // user + system time of the run's processes
	Peak int64         // bytes of peak resident memory of the run's process group (see doc.go)
	Runs int           // in Program.Peak: how many runs it covers
	// Idle: the run was stopped at its wall-clock limit while none of its
	// threads was runnable (it waited: for input, in a sleep), not while
	// the machine's load starved it of a core.
	Idle bool
}

// String is "0.42s CPU, 12.0 MiB peak memory". A peak of 0 is a run that
// ended before the first poll, its ru_maxrss hidden under ours (doc.go).
func (u Usage) String() string {
	if u.Peak == 0 {
		return fmt.Sprintf("%.2fs CPU, too short for a memory sample", u.CPU.Seconds())
	}
	return fmt.Sprintf("%.2fs CPU, %s peak memory", u.CPU.Seconds(), formatMiB(u.Peak))
}

// peaks is the most of each over the runs of a Program and of its copies
// (WithLimit).
type peaks struct {
	mu  sync.Mutex
	max Usage
}

// record adds one run's usage to the program's peaks.
func (p *Program) record(u Usage) {
	if p.peaks == nil {
		return
	}
	p.peaks.mu.Lock()
	defer p.peaks.mu.Unlock()
	m := &p.peaks.max
	m.CPU, m.Peak, m.Runs = max(m.CPU, u.CPU), max(m.Peak, u.Peak), m.Runs+1
}

// Peak is the most CPU time and the most resident memory of any one run of
// p (and of its copies made by WithLimit) so far, and the number of runs.
func (p *Program) Peak() Usage {
	if p.peaks == nil {
		return Usage{}
	}
	p.peaks.mu.Lock()
	defer p.peaks.mu.Unlock()
	return p.peaks.max
}

// usage is what the finished run used: its CPU time from wait4 (or the
// last poll, if more), its peak resident memory from the polls and
// ru_maxrss.
func (r *process) usage(st *exitStatus) Usage {
	u := Usage{Peak: r.meter.peak, Idle: r.idle}
	if st != nil {
		u.CPU = cpuTime(st)
		u.Peak = max(u.Peak, peakRSS(st))
	}
	return u
}

// formatMiB prints a memory size for reports: "12.3 MiB".
func formatMiB(n int64) string {
	return fmt.Sprintf("%.1f MiB", float64(n)/MiB)
}
