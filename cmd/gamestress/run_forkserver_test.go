package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The fork server changes how runs start, never what they find: on the
// same seed, `run` with and without it reports the same verdict and the
// same minimal input, for wrong answers, state kept between cases, crashes,
// floods and memory hogs (Python runs take the same path: the hostile suite of stress/runner covers them). The JSON says which way the
// runs started.
func TestForkServerSameVerdicts(t *testing.T) {
	type result struct {
		Verdict, Input, ForkServer string
		Minimal                    bool
	}
	// runOnce reports a run that gives no JSON report with t.Errorf (it
	// may run beside another) and returns ok false.
	runOnce := func(t *testing.T, bp badProgram, fork string) (res result, ok bool) {
		args := []string{"run", "hdu1846", filepath.Join(runTestdata, bp.file), "--corpus", t.TempDir(), "--cache", runCache(t),
			"--time", "5s", "--workers", "2", "--seed", "7", "--fork-server=" + fork, "--json"}
		args = append(append(args, fast...), bp.flags...)
		out, errs, _ := cli(t, args...)
		var r struct {
			result
			ForkServer string `json:"fork_server"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Errorf("%v: not the JSON report (%v):\n%s\n%s", args, err, out, errs)
			return result{}, false
		}
		r.result.ForkServer = r.ForkServer
		return r.result, true
	}
	programs := map[string]bool{"wrong_formula.cpp": true, "state.cpp": true, "crash.cpp": true, "flood.cpp": true,
		"memhog.cpp": true}
	t.Run("group", func(t *testing.T) {
		for _, bp := range runSuite {
			if !programs[bp.file] {
				continue
			}
			t.Run(bp.file, func(t *testing.T) {
				t.Parallel()
				// The two runs are independent: side by side.
				var on, off result
				var onOK, offOK bool
				var wg sync.WaitGroup
				wg.Go(func() { off, offOK = runOnce(t, bp, "off") })
				on, onOK = runOnce(t, bp, "on")
				wg.Wait()
				if !onOK || !offOK {
					return
				}
				if on.ForkServer != "on" || !strings.HasPrefix(off.ForkServer, "off: ") {
					t.Errorf("fork_server: %q with it on, %q with it off; want on, off: ...", on.ForkServer, off.ForkServer)
				}
				if on.Verdict != bp.verdict.String() || on.Verdict != off.Verdict || on.Input != off.Input || on.Minimal != off.Minimal {
					t.Errorf("with the fork server: %s %q (minimal %v); without: %s %q (minimal %v); want the same, %s",
						on.Verdict, on.Input, on.Minimal, off.Verdict, off.Input, off.Minimal, bp.verdict)
				}
			})
		}
	})
	assertNoProcessLeft(t)
}

// A static binary (a Go solution built here) cannot take the fork server:
// its runs exec it, and the JSON says why.
func TestForkServerStaticFallsBack(t *testing.T) {
	r := runForkJSON(t, "run", "hdu1846", filepath.Join(runTestdata, "correct.go"), "--corpus", t.TempDir(), "--cache", runCache(t),
		"--cases", "2000", "--json")
	if r.Verdict != "OK" || r.ForkServer != "off: static binary" || r.Runs == 0 {
		t.Errorf("got verdict %s, fork_server %q, runs %d; want OK, \"off: static binary\", runs > 0", r.Verdict, r.ForkServer, r.Runs)
	}
}

func TestForkServerFlagRefusesOtherValues(t *testing.T) {
	_, errs, code := cli(t, "run", "hdu1846", filepath.Join(runTestdata, "correct.cpp"), "--fork-server=maybe")
	if code != 2 || !strings.Contains(errs, "--fork-server") || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
		t.Errorf("exit %d, stderr %q; want 2 and one line naming --fork-server", code, errs)
	}
}

// A fork server that does not start (a setgid copy of correct.cpp built
// as a user builds it, dynamically: the dynamic loader ignores LD_PRELOAD
// in secure mode, so the program runs its main instead of serving) costs
// nothing but the attempt: the runs fall back to plain starts, the
// verdict is right, and the JSON says why.
func TestForkServerStartFailureFallsBack(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "setgid")
	if out, err := exec.Command("g++", "-O2", "-o", bin, filepath.Join(runTestdata, "correct.cpp")).CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	if os.Getgid() == 65534 {
		t.Skip("we run as group 65534: no other group to give the copy to")
	}
	if err := os.Chown(bin, -1, 65534); err != nil {
		t.Skipf("giving a file to another group (nogroup) needs root: %v", err)
	}
	if err := os.Chmod(bin, 0o755|os.ModeSetgid); err != nil {
		t.Fatal(err)
	}
	r := runForkJSON(t, "run", "hdu1846", "--corpus", t.TempDir(), "--cases", "3000", "--json", "--", bin)
	if want := "off: the program did not start the fork server"; r.Verdict != "OK" || r.ForkServer != want || r.Runs < 2 {
		t.Errorf("got verdict %s, fork_server %q, runs %d; want OK, %q, runs > 1", r.Verdict, r.ForkServer, r.Runs, want)
	}
	assertNoProcessLeft(t)
}

// forkRun is what the fork server tests read of a run's JSON report.
type forkRun struct {
	Verdict    string
	ForkServer string `json:"fork_server"`
	Runs       int
}

// runForkJSON runs the command line, which must exit 0, and reads its
// JSON report.
func runForkJSON(t *testing.T, args ...string) forkRun {
	t.Helper()
	out, errs, code := cli(t, args...)
	var r forkRun
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
		t.Fatalf("exit %d, %v:\n%s\n%s", code, err, out, errs)
	}
	return r
}
