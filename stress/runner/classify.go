package runner

import (
	"bytes"
	"fmt"
	"regexp"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/gamestress/gamestress/problem/judge"
)

// memoryMarkers are what a program prints when an allocation fails under
// the limit: C++ (uncaught std::bad_alloc), Python (MemoryError), Go
// ("fatal error: runtime: out of memory"), Java (OutOfMemoryError, or the JVM
// failing to reserve its heap), C's perror/strerror (ENOMEM).
var memoryMarkers = [][]byte{
	[]byte("std::bad_alloc"),
	[]byte("MemoryError"),
	[]byte("out of memory"),
	[]byte("Cannot allocate memory"),
	[]byte("cannot allocate memory"),
	[]byte("java.lang.OutOfMemoryError"),
	[]byte("insufficient memory for the Java Runtime"),
}

// goSignal finds the signal of a Go panic: "[signal SIGSEGV: segmentation violation ...".
var goSignal = regexp.MustCompile(`\[signal (SIG[A-Z]+)`)

// classify turns the end of a run into its verdict: nil for exit status 0,
// else a RuntimeError or a MemoryLimit (the heuristic is in doc.go).
func classify(st *exitStatus, stderr []byte, lim Limits, kind memKind) *judge.RunError {
	ws := st.ws
	if ws.Exited() && ws.ExitStatus() == 0 {
		return nil
	}
	tail := lastLines(stderr, stderrLines)
	if m := memoryMarker(stderr); m != "" {
		return &judge.RunError{Verdict: judge.MemoryLimit, Detail: fmt.Sprintf("%s (limit %s)", m, formatBytes(lim.Memory)), Stderr: tail}
	}
	if ws.Signaled() {
		return signaled(ws.Signal(), peakRSS(st), lim, kind, tail)
	}
	detail := fmt.Sprintf("exit status %d", ws.ExitStatus())
	if m := goSignal.FindSubmatch(stderr); m != nil && bytes.Contains(stderr, []byte("goroutine ")) {
		detail += fmt.Sprintf(" (Go panic, signal %s)", m[1])
	} else if bytes.Contains(stderr, []byte("panic: ")) && bytes.Contains(stderr, []byte("goroutine ")) {
		detail += " (Go panic)"
	}
	return &judge.RunError{Verdict: judge.RuntimeError, Detail: detail, Stderr: tail, Exit: ws.ExitStatus()}
}

// signaled is the verdict of a program killed by sig (not by us): a
// SIGSEGV, SIGBUS or SIGKILL whose peak resident memory reached half the
// limit is taken as a failed allocation (MemoryLimit), anything else is a
// RuntimeError.
func signaled(sig syscall.Signal, peak int64, lim Limits, kind memKind, tail string) *judge.RunError {
	name := unix.SignalName(sig)
	if name == "" {
		name = fmt.Sprintf("signal %d", int(sig))
	}
	if sig == syscall.SIGXFSZ {
		// As SPOJ and HackerEarth report it: output limit exceeded.
		detail := fmt.Sprintf("wrote a file past the limit of %s (killed by signal SIGXFSZ)", formatBytes(lim.File))
		return &judge.RunError{Verdict: judge.OutputLimit, Detail: detail, Stderr: tail}
	}
	memSig := sig == syscall.SIGSEGV || sig == syscall.SIGBUS || sig == syscall.SIGKILL
	if memSig && kind != memJVM && lim.Memory > 0 && peak*2 >= lim.Memory {
		detail := fmt.Sprintf("killed by signal %s at %d MiB of memory (limit %s)", name, peak/MiB, formatBytes(lim.Memory))
		return &judge.RunError{Verdict: judge.MemoryLimit, Detail: detail, Stderr: tail}
	}
	return &judge.RunError{Verdict: judge.RuntimeError, Detail: "killed by signal " + name, Stderr: tail}
}

// memoryMarker is the first memory marker in stderr, or "".
func memoryMarker(stderr []byte) string {
	for _, m := range memoryMarkers {
		if bytes.Contains(stderr, m) {
			return string(m)
		}
	}
	return ""
}

// peakRSS is the peak resident set of the program, in bytes, or 0 when it
// cannot be told apart from ours. Linux starts a child exec'd from a
// vfork (as os/exec does) with ru_maxrss at least our own high-water mark,
// because exec records the peak of the mm it leaves, which was ours; so a
// ru_maxrss not above our own says nothing about the program. A child
// forked by a launcher or fork server starts from that server's small
// resident set: its ru_maxrss is its own.
func peakRSS(st *exitStatus) int64 {
	if !st.ownPeak {
		return st.ru.Maxrss * 1024
	}
	var self syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &self) != nil || st.ru.Maxrss <= self.Maxrss {
		return 0
	}
	return st.ru.Maxrss * 1024
}
