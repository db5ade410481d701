// Must pass: right (Nim: the mover wins iff the XOR is not 0), and slow:
// it spends 0.6 s of CPU on every run (a table it rebuilds for nothing),
// within poj's 1 s. A Go program: exec'd for every run, its runtime's
// threads counted.
package main

import (
	"bufio"
	"fmt"
	"os"
	"syscall"
	"time"
)

func cpu() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

var sink uint64

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for {
		var m int
		if _, err := fmt.Fscan(in, &m); err != nil {
			break
		}
		x := 0
		for range m {
			var a int
			fmt.Fscan(in, &a)
			x ^= a
		}
		if x != 0 {
			fmt.Fprintln(out, "Yes")
		} else {
			fmt.Fprintln(out, "No")
		}
	}
	for cpu() < 600*time.Millisecond {
		for i := range 1 << 16 {
			sink = sink*31 + uint64(i)
		}
	}
}
