package judges

import (
	"bytes"
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
	"github.com/gamestress/gamestress/problem/judge"
	"github.com/gamestress/gamestress/stress/runner"
)

// A checker is untrusted: it runs as a runner.Program, under the limits
// and the kill of a solution's run. What it starts does not outlive it,
// whether it keeps the output pipe, leaves it, or leaves its process
// group; a flood is cut at the output limit; its exit code is the verdict,
// and any other end is its fault, not the solution's.
func TestCheckerHostile(t *testing.T) {
	p, err := problem.Lookup("hdu1846")
	if err != nil {
		t.Fatal(err)
	}
	// A sleeper writes its pid here (and the checker waits for it), so
	// that the test finds it whatever the runner knows of it.
	pidFile := filepath.Join(t.TempDir(), "sleeper")
	sleeper := func(start string) string {
		return start + ` sh -c 'echo $$ >` + pidFile + `.tmp; mv ` + pidFile + `.tmp ` + pidFile + `; exec sleep 1000' >/dev/null 2>&1 &
			while [ ! -s ` + pidFile + ` ]; do sleep 0.01; done; exit 0`
	}
	for _, c := range []struct {
		name, script string
		verdict      judge.Verdict
		says         string // in the mismatch's detail, or the JudgeError's
	}{
		{"reads its files", `cmp -s "$2" "$3"`, judge.WrongAnswer, "the checker says WrongAnswer (exit code 1)"},
		{"says why", `echo "wrong answer: 2 != 3" >&2; exit 1`, judge.WrongAnswer, "checker: wrong answer: 2 != 3"},
		{"presentation", `exit 2`, judge.PresentationError, "exit code 2"},
		{"testlib's _fail", `echo "FAIL bad answer file" >&2; exit 3`, judge.CheckerError, "testlib's _fail"},
		{"crash", `kill -SEGV $$`, judge.CheckerError, "crashed: killed by signal SIGSEGV"},
		{"floods", `yes`, judge.CheckerError, "wrote more than 65536 bytes"},
		{"forks a sleeper on the pipe", `sleep 1000 & exit 0`, judge.OK, ""},
		{"forks a sleeper off the pipe", sleeper(""), judge.OK, ""},
		{"forks a sleeper in a new session", sleeper("setsid"), judge.OK, ""},
		{"hangs", `sleep 1000`, judge.CheckerError, "hung: killed after 2s of wall-clock time"},
	} {
		t.Run(c.name, func(t *testing.T) {
			os.Remove(pidFile)
			chk := &Checker{P: p, Prog: &JudgeProgram{Role: "checker", Name: "checker.sh",
				Argv:   []string{"/bin/sh", "-c", c.script, "checker.sh"},
				Limits: JudgeLimits{Time: time.Second, Wall: 2 * time.Second, Output: 64 << 10}}}
			r := chk.judge(context.Background(), []byte("1\n1 1\n"), []byte("first\n"), []byte("second\n"))
			if r.Verdict != c.verdict {
				t.Fatalf("verdict %s (%v), want %s", r.Verdict, r.Err, c.verdict)
			}
			var detail string
			var je *JudgeError
			switch {
			case r.Mismatch != nil:
				detail = r.Mismatch.Detail
			case errors.As(r.Err, &je):
				detail = je.Detail
			}
			if !strings.Contains(detail, c.says) {
				t.Errorf("detail %q, want it to say %q", detail, c.says)
			}
			if left := runner.Live(); len(left) > 0 {
				t.Errorf("processes left behind: %v", left)
			}
			if b, err := os.ReadFile(pidFile); err == nil {
				if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && !diesSoon(pid) {
					syscall.Kill(pid, syscall.SIGKILL)
					t.Errorf("the checker's sleeper (pid %d) outlived its run", pid)
				}
			}
		})
	}
}

// diesSoon reports whether process pid is gone (or a zombie) within a
// second: a SIGKILL sent to it as the run ended takes effect at once.
func diesSoon(pid int) bool {
	for range 100 {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return true
		}
		if i := bytes.LastIndexByte(b, ')'); i > 0 && i+2 < len(b) && b[i+2] == 'Z' {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}
