package stress

import (
	"bytes"
	"os"
	"strconv"
	"sync/atomic"
	"syscall"
	"time"
)

// cpuWatch polls the CPU time of a running process and calls kill once it
// passes the limit.
type cpuWatch struct {
	done chan struct{}
	over atomic.Bool
}

// cpuPoll is how often a running program's CPU time is read.
const cpuPoll = 10 * time.Millisecond

func watchCPU(pid int, limit time.Duration, kill func()) *cpuWatch {
	w := &cpuWatch{done: make(chan struct{})}
	go func() {
		t := time.NewTicker(cpuPoll)
		defer t.Stop()
		for {
			select {
			case <-w.done:
				return
			case <-t.C:
				if used, ok := procCPU(pid); ok && used > limit {
					w.over.Store(true)
					kill()
					return
				}
			}
		}
	}()
	return w
}

func (w *cpuWatch) stop()          { close(w.done) }
func (w *cpuWatch) exceeded() bool { return w.over.Load() }

// procCPU is the user + system time of pid from /proc (Linux; elsewhere it
// reports false and only the wall-clock limit applies while running).
func procCPU(pid int) (time.Duration, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	// Fields after the command name (which may hold spaces) in parentheses:
	// state is field 3; utime and stime are fields 14 and 15.
	f := bytes.Fields(b[bytes.LastIndexByte(b, ')')+1:])
	if len(f) < 13 {
		return 0, false
	}
	ut, err1 := strconv.ParseInt(string(f[11]), 10, 64)
	st, err2 := strconv.ParseInt(string(f[12]), 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	const clockTick = 10 * time.Millisecond // USER_HZ is 100 on Linux
	return time.Duration(ut+st) * clockTick, true
}

// cpuTime is the user + system time of a finished process.
func cpuTime(ps *os.ProcessState) time.Duration {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return ps.UserTime() + ps.SystemTime()
}
