package stress

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem"
)

func runErr(t *testing.T, err error) *problem.RunError {
	t.Helper()
	var re *problem.RunError
	if !errors.As(err, &re) {
		t.Fatalf("error %v is not a *problem.RunError", err)
	}
	return re
}

func TestExecVerdicts(t *testing.T) {
	ctx := context.Background()
	out, err := Exec{Argv: []string{"sh", "-c", "tr a b"}}.Run(ctx, []byte("aaa"))
	if err != nil || string(out) != "bbb" {
		t.Errorf("tr: %q, %v", out, err)
	}
	_, err = Exec{Argv: []string{"sh", "-c", "echo oops >&2; exit 3"}}.Run(ctx, nil)
	if re := runErr(t, err); re.Verdict != problem.RuntimeError || re.Stderr != "oops" {
		t.Errorf("exit 3: %+v", re)
	}
	_, err = Exec{Argv: []string{"sh", "-c", "sleep 5"}, TimeLimit: 50 * time.Millisecond}.Run(ctx, nil)
	if re := runErr(t, err); re.Verdict != problem.TimeLimit {
		t.Errorf("sleep: %+v", re)
	}
	_, err = Exec{Argv: []string{"sh", "-c", "while :; do :; done"}, TimeLimit: 100 * time.Millisecond}.Run(ctx, nil)
	if re := runErr(t, err); re.Verdict != problem.TimeLimit || !strings.Contains(re.Detail, "CPU") {
		t.Errorf("busy loop: %+v", re)
	}
	out, err = Exec{Argv: []string{"yes"}, OutputLimit: 1000}.Run(ctx, nil)
	if re := runErr(t, err); re.Verdict != problem.OutputLimit || len(out) != 1000 {
		t.Errorf("yes: %+v, %d bytes", re, len(out))
	}
}

// TestExecKillsTheGroup: a program that forks a child and hangs leaves no
// process behind once its time limit kills it.
func TestExecKillsTheGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	script := "sleep 30 & echo $! > " + pidFile + "; sleep 30"
	_, err := Exec{Argv: []string{"sh", "-c", script}, TimeLimit: 100 * time.Millisecond}.Run(context.Background(), nil)
	if re := runErr(t, err); re.Verdict != problem.TimeLimit {
		t.Fatalf("verdict %s", re.Verdict)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	for i := 0; i < 100; i++ {
		if !alive(pid) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("child %d of the timed-out program is still running", pid)
}

// alive reports whether pid is a running (not zombie) process.
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(f) > 0 && f[0] != "Z"
}
