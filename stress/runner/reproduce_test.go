package runner

import (
	"os/exec"
	"strings"
	"testing"
	"time"
)

// A reproduce line runs the program under the run's stack, address-space
// and CPU-time rlimits: the program, a shell printing its own limits,
// sees them.
func TestReproduceUnderTheRunLimits(t *testing.T) {
	p := Command([]string{"/bin/sh", "-c", "ulimit -s; ulimit -t; ulimit -v"})
	p.Limits = Limits{Time: 1500 * time.Millisecond, Memory: 32 * MiB, Stack: 2 * MiB}
	line := p.Reproduce("/dev/null")
	out, err := exec.Command("/bin/sh", "-c", line).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v: %s", line, err, out)
	}
	want := "2048\n2\n" + "294912\n" // 32 MiB + the 256 MiB net, in KiB
	if string(out) != want {
		t.Errorf("%s printed %q, want %q", line, out, want)
	}
	if !strings.HasSuffix(line, "< /dev/null") {
		t.Errorf("%s: does not read the input file", line)
	}
}
