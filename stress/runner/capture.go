package runner

import (
	"bytes"
	"io"
)

// stderrKeep is how many trailing bytes of standard error a run keeps.
const stderrKeep = 64 << 10

// stderrLines is how many trailing lines of standard error a RunError shows.
const stderrLines = 10

// readDelay, when set (by tests), is called before each read of standard
// output: a reader starved of CPU on a loaded machine.
var readDelay func()

// readCapped reads r until EOF or until more than limit bytes arrived; then
// it closes over and returns the first limit bytes.
func readCapped(r io.Reader, limit int64, over chan<- struct{}) []byte {
	b := make([]byte, 0, 4096)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		if readDelay != nil {
			readDelay()
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if int64(len(b)) > limit {
			close(over)
			return b[:limit]
		}
		if err != nil {
			return b
		}
	}
}

// readTail reads r until EOF and keeps its last stderrKeep bytes.
func readTail(r io.Reader) []byte {
	var b []byte
	chunk := make([]byte, 4096)
	for {
		n, err := r.Read(chunk)
		b = append(b, chunk[:n]...)
		if len(b) > 2*stderrKeep {
			b = append(b[:0], b[len(b)-stderrKeep:]...)
		}
		if err != nil {
			if len(b) > stderrKeep {
				b = b[len(b)-stderrKeep:]
			}
			return b
		}
	}
}

// lastLines is the last n lines of s, at most 4 KiB.
func lastLines(s []byte, n int) string {
	s = bytes.TrimRight(s, "\n")
	i := len(s)
	for ; n > 0 && i > 0; n-- {
		i = bytes.LastIndexByte(s[:i], '\n')
		if i < 0 {
			i = 0
			break
		}
	}
	if i > 0 {
		i++
	}
	if len(s)-i > 4096 {
		i = len(s) - 4096
	}
	return string(s[i:])
}
