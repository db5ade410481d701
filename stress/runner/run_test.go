package runner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamestress/gamestress/problem/judge"
)

var langs = []string{"cpp", "py", "go"}

// run runs testdata/name on the test cases under lim, with a deadline so
// that a runner bug fails the test instead of hanging it.
func run(t *testing.T, name string, lim Limits) ([]byte, error) {
	t.Helper()
	p := program(t, name)
	p.Limits = lim
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	out, err := p.Run(ctx, judgeInput(testCases()))
	if ctx.Err() != nil {
		t.Fatalf("%s: Run did not return before the test deadline", name)
	}
	return out, err
}

func TestCorrectSolutionsMatchSearch(t *testing.T) {
	want := expectedLines(testCases())
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			out, err := run(t, "correct."+lang, Limits{})
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if got := lines(out); !slices.Equal(got, want) {
				t.Errorf("output differs from search:\n got %q\nwant %q", got, want)
			}
			assertNoneLive(t)
		})
	}
}

// The wrong solutions run cleanly (no RunError) and answer wrongly, each in
// the way its bug says.
func TestWrongSolutionsRunAndDiffer(t *testing.T) {
	want := expectedLines(testCases())
	// Each bug is planted in C++ and Python; wrong_formula in Go too (Go
	// builds cost the most test time).
	checks := []struct {
		bug    string
		reason string
		ok     func(got []string) bool
	}{
		{"wrong_formula", "same number of answers, some wrong", func(got []string) bool {
			return len(got) == len(want) && !slices.Equal(got, want)
		}},
		{"wrong_case", "right answers in the wrong case", func(got []string) bool {
			return len(got) == len(want) && !slices.Equal(got, want) && strings.EqualFold(strings.Join(got, "\n"), strings.Join(want, "\n"))
		}},
		{"state", "the first answer right, a later one wrong", func(got []string) bool {
			return len(got) == len(want) && got[0] == want[0] && !slices.Equal(got, want)
		}},
		{"only_first", "only the first answer", func(got []string) bool { return slices.Equal(got, want[:1]) }},
		{"random", "as many answers, not all right", func(got []string) bool {
			return len(got) == len(want) && !slices.Equal(got, want)
		}},
	}
	for _, c := range checks {
		for _, lang := range langs {
			if lang == "go" && c.bug != "wrong_formula" {
				continue
			}
			t.Run(c.bug+"."+lang, func(t *testing.T) {
				out, err := run(t, c.bug+"."+lang, Limits{})
				if err != nil {
					t.Fatalf("Run: %v", err)
				}
				if got := lines(out); !c.ok(got) {
					t.Errorf("want %s; got %q", c.reason, got)
				}
			})
		}
	}
	assertNoneLive(t)
}

func TestLimitVerdicts(t *testing.T) {
	// Only the endless loops get the short time limit: the other verdicts
	// must not depend on how loaded the machine is.
	short := Limits{Time: 300 * time.Millisecond, Memory: 64 * MiB, Output: 1 * MiB}
	long := short
	long.Time = 10 * time.Second
	cases := []struct {
		name    string
		verdict judge.Verdict
		detail  string
	}{
		// A busy loop stops at its hard CPU limit; on a machine loaded
		// past two runnable processes a core, the wall-clock limit (2x +
		// 1 s) may come first: a TimeLimit all the same.
		{"loop.cpp", judge.TimeLimit, "exceeded 300ms|exceeded 1.6s of wall-clock time (CPU limit 300ms"},
		{"loop.py", judge.TimeLimit, "exceeded 300ms|exceeded 1.6s of wall-clock time (CPU limit 300ms"},
		{"loop.go", judge.TimeLimit, "exceeded 300ms|exceeded 1.6s of wall-clock time (CPU limit 300ms"},
		{"flood.cpp", judge.OutputLimit, "more than 1 MiB of output"},
		{"flood.py", judge.OutputLimit, "more than 1 MiB of output"},
		{"flood.go", judge.OutputLimit, "more than 1 MiB of output"},
		{"crash.cpp", judge.RuntimeError, "killed by signal SIGSEGV"},
		{"crash.py", judge.RuntimeError, "killed by signal SIGSEGV"},
		{"crash.go", judge.RuntimeError, "exit status 2 (Go panic, signal SIGSEGV)"},
		{"abort.cpp", judge.RuntimeError, "killed by signal SIGABRT"},
		{"abort.py", judge.RuntimeError, "killed by signal SIGABRT"},
		{"abort.go", judge.RuntimeError, "exit status 2 (Go panic)"},
		// A memory hog is stopped at the poll that sees its resident memory
		// past the limit; if it outran the polls to the address-space net
		// (320 MiB), by its own message or signal.
		{"memhog.cpp", judge.MemoryLimit, "peak resident memory |std::bad_alloc (limit 64 MiB)"},
		{"memhog.py", judge.MemoryLimit, "peak resident memory |MemoryError (limit 64 MiB)"},
		{"memhog.go", judge.MemoryLimit, "peak resident memory |out of memory (limit 64 MiB)"},
		{"memhog_segv.c", judge.MemoryLimit, "peak resident memory |killed by signal SIGSEGV at"}, // no message: told by its peak memory
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lim := long
			if c.verdict == judge.TimeLimit {
				lim = short
			}
			if c.name == "memhog_segv.c" {
				lim.Memory = 128 * MiB // its peak must stand above the test binary's own
			}
			out, err := run(t, c.name, lim)
			var re *judge.RunError
			if !errors.As(err, &re) {
				t.Fatalf("Run: got error %v (output %d bytes), want a %v", err, len(out), c.verdict)
			}
			if re.Verdict != c.verdict || !hasAnyPrefix(re.Detail, strings.Split(c.detail, "|")) {
				t.Errorf("got %v %q (stderr %q), want %v %q", re.Verdict, re.Detail, re.Stderr, c.verdict, c.detail)
			}
			if c.verdict == judge.OutputLimit && int64(len(out)) != short.Output {
				t.Errorf("output limit: got %d bytes of output, want the first %d", len(out), short.Output)
			}
			assertNoneLive(t)
		})
	}
}

// A child forked by the solution, sleeping forever with stdout open, neither
// blocks the run nor outlives it.
func TestForkedSleeperIsKilled(t *testing.T) {
	want := expectedLines(testCases())
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			out, err := run(t, "forks."+lang, Limits{Time: 5 * time.Second})
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if got := lines(out); !slices.Equal(got, want) {
				t.Errorf("got %q, want %q", got, want)
			}
			assertNoneLive(t)
		})
	}
}

// Closing stdout early is no crash: Run returns what was written.
func TestClosingStdoutEarlyIsNotACrash(t *testing.T) {
	want := expectedLines(testCases())
	want = want[:len(want)/2]
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			out, err := run(t, "close_early."+lang, Limits{})
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			if got := lines(out); !slices.Equal(got, want) {
				t.Errorf("got %q, want the first half %q", got, want)
			}
			assertNoneLive(t)
		})
	}
}

// Cancelling the context stops a run at once (long before its time limit),
// kills every process of it, and Run returns ctx.Err(). Live sees the
// processes while they run, so the checks after a run can fail.
func TestCancelKillsTheGroup(t *testing.T) {
	p := Command([]string{"/bin/sh", "-c", "sleep 1000 & sleep 1000 & wait"})
	p.Limits = Limits{Time: time.Minute}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		out []byte
		err error
	}
	done := make(chan result, 1)
	go func() {
		out, err := p.Run(ctx, nil)
		done <- result{out, err}
	}()
	deadline := time.Now().Add(5 * time.Second)
	for len(Live()) < 3 {
		if time.Now().After(deadline) {
			cancel()
			t.Fatalf("Live never saw the shell and its two sleepers: %v", describe(Live()))
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	select {
	case r := <-done:
		if !errors.Is(r.err, context.Canceled) {
			t.Errorf("Run after cancel: got %v, want context.Canceled", r.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	assertNoneLive(t)
}

// A RuntimeError carries the exit status and the last ten lines of stderr.
func TestRuntimeErrorKeepsStderrTail(t *testing.T) {
	p := Command([]string{"python3", "-c", "import sys\nfor i in range(1, 21): print('line', i, file=sys.stderr)\nprint('partial')\nsys.exit(3)"})
	out, err := p.Run(context.Background(), nil)
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.RuntimeError || re.Detail != "exit status 3" {
		t.Fatalf("got %v, want RuntimeError: exit status 3", err)
	}
	var want []string
	for i := 11; i <= 20; i++ {
		want = append(want, "line "+strconv.Itoa(i))
	}
	if re.Stderr != strings.Join(want, "\n") {
		t.Errorf("stderr tail: got %q, want lines 11..20", re.Stderr)
	}
	if string(out) != "partial\n" {
		t.Errorf("output before the crash: got %q", out)
	}
}

// A command given after -- runs as is; a missing one is a MissingToolError.
func TestCommand(t *testing.T) {
	p := Command([]string{"python3", "testdata/correct.py"})
	out, err := p.Run(context.Background(), judgeInput(testCases()))
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got, want := lines(out), expectedLines(testCases()); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	_, err = Command([]string{"gamestress-no-such-program"}).Run(context.Background(), nil)
	var mt *MissingToolError
	if !errors.As(err, &mt) || mt.Tool != "gamestress-no-such-program" {
		t.Errorf("missing command: got %v, want a MissingToolError", err)
	}
}

// A process that leaves the run's group (setsid) while holding its stdout
// neither blocks Run nor survives it: after a grace period Run finds it by
// its environment and kills it.
func TestEscapedProcessIsKilled(t *testing.T) {
	// The shell answers only once the sleeper is in a session of its own.
	script := `setsid sleep 1000 &
while [ "$(cut -d' ' -f6 /proc/$!/stat)" = "$(cut -d' ' -f6 /proc/$$/stat)" ]; do :; done
echo answered`
	p := Command([]string{"/bin/sh", "-c", script})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	out, err := p.Run(ctx, nil)
	if err != nil || string(out) != "answered\n" {
		t.Errorf("got %q, %v; want the answer and no error", out, err)
	}
	assertNoneLive(t)
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// A run's standard input is a file holding the input, as at a judge, not a
// pipe: it can be opened again from its start (/dev/stdin), and it cannot
// be written.
func TestStdinIsAFile(t *testing.T) {
	p := Command([]string{"sh", "-c", `cat; cat /dev/stdin; (echo x >/dev/stdin) 2>/dev/null && echo wrote; exit 0`})
	out, err := p.Run(context.Background(), []byte("7 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != "7 3\n7 3\n" {
		t.Errorf("got %q, want the input twice (read, then opened again from its start) and no write", out)
	}
	assertNoneLive(t)
}

// Standard output and error are files, as at a judge, read when the run
// has ended: /dev/stdout is a regular file, and what both hold is the
// run's output and the end of its standard error.
func TestOutputsAreFiles(t *testing.T) {
	p := Command([]string{"sh", "-c", `test -f /dev/stdout && test -f /dev/stderr && echo files; echo oops >&2; exit 3`})
	out, err := p.Run(context.Background(), []byte("1\n"))
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.RuntimeError || !strings.Contains(re.Stderr, "oops") {
		t.Fatalf("got %v, want a RuntimeError showing the standard error", err)
	}
	if string(out) != "files\n" {
		t.Errorf("got %q, want files (standard output and error are regular files)", out)
	}
	assertNoneLive(t)
}

// A run whose standard output passes the limit is stopped at the next
// poll, not at its time limit: here it writes 2 MiB under a 1 MiB limit,
// waits, and would then leave a mark; it is stopped before (the mark is
// never made), and its verdict is OutputLimit with the first MiB.
func TestOutputLimitWhileItRuns(t *testing.T) {
	mark := filepath.Join(t.TempDir(), "still-running")
	p := Command([]string{"sh", "-c", `head -c 2097152 /dev/zero; sleep 2; touch ` + ShellQuote(mark) + `; exec sleep 30`})
	p.Limits = Limits{Time: time.Second, Output: 1 * MiB}
	out, err := p.Run(context.Background(), []byte("1\n"))
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.OutputLimit {
		t.Fatalf("got %v, want OutputLimit", err)
	}
	if int64(len(out)) != 1*MiB {
		t.Errorf("got %d bytes of output, want the first %d", len(out), 1*MiB)
	}
	if _, err := os.Stat(mark); err == nil {
		t.Errorf("the run went on seconds after its output passed the limit")
	}
	assertNoneLive(t)
}

// Standard output and error are files, so the file size limit bounds them
// too: a run killed for writing past it on standard error is told so
// (debug output left in), not only that some file passed the limit.
func TestStderrPastFileLimitIsNamed(t *testing.T) {
	p := Command([]string{"sh", "-c", `exec head -c 2097152 /dev/zero >&2`})
	p.Limits = Limits{Time: 10 * time.Second, File: 1 * MiB}
	_, err := p.Run(context.Background(), []byte("1\n"))
	var re *judge.RunError
	if !errors.As(err, &re) || re.Verdict != judge.OutputLimit || !strings.Contains(re.Detail, "standard error") {
		t.Fatalf("got %v, want OutputLimit naming standard error", err)
	}
	assertNoneLive(t)
}
