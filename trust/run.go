package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// report is the part of `gamestress run --json` the suite reads.
type report struct {
	Verdict     string   `json:"verdict"`
	Minimal     bool     `json:"minimal"`
	Input       string   `json:"input"`
	Cases       int      `json:"cases"`
	Detail      string   `json:"detail"`
	NearLimit   []string `json:"near_limit"`
	BudgetEnded bool     `json:"budget_ended"`
	Phase       string   `json:"phase"`
	Ms          int64    `json:"ms"`
}

// Result is one run of one entry.
type Result struct {
	Entry  Entry
	Budget time.Duration
	Seed   int64
	Got    string        // the verdict, or "error" when there was none
	Phase  string        // the phase that found it, as the report says
	Wall   time.Duration // the whole gamestress process, builds included
	Ms     time.Duration // the run's own time as its report gives it
	Wrong  []string      // what did not match; empty: the run matched
	Note   string        // the report's detail or the error, for the reader
}

// runner runs entries through one gamestress binary.
type runner struct {
	root       string // the repository
	gamestress string // absolute path of the binary
	goCache    string // the go tool's build cache, kept
}

// run runs e once from empty folders and judges the result.
func (r *runner) run(ctx context.Context, e Entry, budget time.Duration, seed int64) Result {
	res := Result{Entry: e, Budget: budget, Seed: seed, Got: "error"}
	tmp, err := os.MkdirTemp("", "gamestress-trust-")
	if err != nil {
		res.Wrong = append(res.Wrong, err.Error())
		return res
	}
	defer os.RemoveAll(tmp)
	work := filepath.Join(tmp, "work")
	for _, d := range []string{"work", "cache", "config"} {
		if err := os.Mkdir(filepath.Join(tmp, d), 0o755); err != nil {
			res.Wrong = append(res.Wrong, err.Error())
			return res
		}
	}
	args, err := r.args(e, budget, seed)
	if err != nil {
		res.Wrong = append(res.Wrong, err.Error())
		return res
	}
	// A hung gamestress is a finding too: far past its budget, it is killed.
	ctx, cancel := context.WithTimeout(ctx, 3*budget+3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, r.gamestress, args...)
	cmd.Dir = work
	cmd.Env = r.env(tmp)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err = cmd.Run()
	res.Wall = time.Since(start)
	code := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		res.Wrong = append(res.Wrong, err.Error())
		return res
	}
	if ctx.Err() != nil {
		res.Wrong = append(res.Wrong, fmt.Sprintf("gamestress still running after %v: killed", res.Wall.Round(time.Second)))
		return res
	}
	res.judge(code, stdout.Bytes(), stderr.String())
	res.Wrong = append(res.Wrong, folderWrites(work, res.Got)...)
	return res
}

// args is the command line of e's run.
func (r *runner) args(e Entry, budget time.Duration, seed int64) ([]string, error) {
	problem, err := e.problemArg(r.root)
	if err != nil {
		return nil, err
	}
	prog, err := filepath.Abs(e.path(r.root))
	if err != nil {
		return nil, err
	}
	args := []string{"run", problem, prog, "--json", "--budget", budget.String(), "--seed", strconv.FormatInt(seed, 10)}
	for _, f := range e.Flags {
		// A flag's value naming a file of the repository is made absolute:
		// the run's working folder is an empty one.
		if !strings.HasPrefix(f, "-") {
			if _, err := os.Stat(filepath.Join(r.root, f)); err == nil {
				if f, err = filepath.Abs(filepath.Join(r.root, f)); err != nil {
					return nil, err
				}
			}
		}
		args = append(args, f)
	}
	return args, nil
}

// env is the user's environment with empty cache and config folders under
// tmp and none of gamestress's own variables.
func (r *runner) env(tmp string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch {
		case k == "XDG_CACHE_HOME", k == "XDG_CONFIG_HOME", k == "GOCACHE", strings.HasPrefix(k, "GAMESTRESS_"):
			continue
		}
		env = append(env, kv)
	}
	env = append(env,
		"XDG_CACHE_HOME="+filepath.Join(tmp, "cache"),
		"XDG_CONFIG_HOME="+filepath.Join(tmp, "config"))
	if r.goCache != "" {
		env = append(env, "GOCACHE="+r.goCache)
	}
	return env
}

// judge compares gamestress's exit status and JSON with the entry.
func (res *Result) judge(code int, stdout []byte, stderr string) {
	e := res.Entry
	var rep report
	if err := json.Unmarshal(stdout, &rep); err != nil || rep.Verdict == "" {
		res.Wrong = append(res.Wrong, fmt.Sprintf("exit %d, no verdict: %s", code, lastLine(stderr)))
		res.Note = lastLine(stderr)
		return
	}
	res.Got = rep.Verdict
	res.Phase = rep.Phase
	res.Ms = time.Duration(rep.Ms) * time.Millisecond
	res.Note = firstLine(rep.Detail)
	if res.Note == "" && len(rep.NearLimit) > 0 {
		res.Note = strings.Join(rep.NearLimit, "; ")
	}
	if rep.BudgetEnded {
		res.Note = strings.TrimSuffix("budget ended; "+res.Note, "; ")
	}
	if rep.Verdict != e.Verdict {
		res.Wrong = append(res.Wrong, "verdict")
	}
	want := 1
	if rep.Verdict == "OK" {
		want = 0
	}
	if code != want {
		res.Wrong = append(res.Wrong, fmt.Sprintf("exit %d for %s: %s", code, rep.Verdict, lastLine(stderr)))
	}
	if rep.Verdict == "OK" && rep.Cases == 0 {
		res.Wrong = append(res.Wrong, "OK on 0 cases checked")
	}
	if e.Phase != "" && rep.Verdict == e.Verdict && rep.Phase != e.Phase {
		res.Wrong = append(res.Wrong, fmt.Sprintf("found in phase %q, want %q", rep.Phase, e.Phase))
	}
	if e.Input != "" && rep.Verdict == e.Verdict {
		if rep.Input != e.Input {
			res.Wrong = append(res.Wrong, fmt.Sprintf("input %q, want %q", clip(rep.Input), e.Input))
		} else if e.Minimal && !rep.Minimal {
			res.Wrong = append(res.Wrong, "input not proven minimal")
		}
	}
}

// folderWrites lists what a run left in its working folder: nothing, or
// gamestress's own corpus/ after it found a bug.
func folderWrites(work, got string) []string {
	ents, err := os.ReadDir(work)
	if err != nil {
		return []string{err.Error()}
	}
	var wrong []string
	for _, d := range ents {
		if d.Name() == "corpus" && d.IsDir() && got != "OK" {
			continue
		}
		wrong = append(wrong, "wrote "+d.Name()+" in its folder")
	}
	return wrong
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// clip shortens a judge-scale input for the table.
func clip(s string) string { return clipTo(s, 60) }

func clipTo(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}
