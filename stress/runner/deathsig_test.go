package runner

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// helperEnv makes the test binary act as a gamestress that starts a run and
// then is killed (see TestChildDiesWithGamestress).
const helperEnv = "GAMESTRESS_RUNNER_TEST_HELPER"

// TestHelperRunner is not a test: run by TestChildDiesWithGamestress in a
// child test binary, it starts a program that sleeps, prints the pids of
// that run, and waits to be killed.
func TestHelperRunner(t *testing.T) {
	if os.Getenv(helperEnv) == "" {
		return
	}
	p := Command([]string{"sleep", "1000"})
	p.Limits.Time = time.Minute
	go p.Run(context.Background(), nil)
	for {
		if pids := Live(); len(pids) > 0 {
			fmt.Printf("pids %v\n", pids)
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(time.Minute)
}

// If gamestress dies (SIGKILL: no chance to clean up), the program it was
// running dies too (Pdeathsig).
func TestChildDiesWithGamestress(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperRunner$")
	cmd.Env = append(os.Environ(), helperEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("helper said %q: %v", line, err)
	}
	var pids []int
	for _, f := range strings.Fields(strings.Trim(strings.TrimPrefix(line, "pids "), "[]\n")) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("helper said %q", line)
		}
		pids = append(pids, pid)
	}
	if len(pids) == 0 || !alive(pids[0]) {
		t.Fatalf("the helper's run is not alive: %q", line)
	}
	cmd.Process.Kill()
	cmd.Wait()
	deadline := time.Now().Add(2 * time.Second)
	for alive(pids[0]) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d outlived its killed parent", pids[0])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// alive reports whether pid exists and is not a zombie.
func alive(pid int) bool { return !zombie(fmt.Sprintf("/proc/%d", pid)) }
