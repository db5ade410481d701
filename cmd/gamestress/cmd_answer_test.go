package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/problem"
)

// runWithStdin runs the command line with in as standard input.
func runWithStdin(t *testing.T, in string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	old := stdin
	stdin = strings.NewReader(in)
	defer func() { stdin = old }()
	var o, e bytes.Buffer
	err = run(&o, &e, args)
	return o.String(), e.String(), err
}

func TestSampleAndAnswer(t *testing.T) {
	for _, p := range problem.All() {
		out, _, err := runWithStdin(t, "", "sample", p.ID)
		if err != nil || out != p.SampleIn {
			t.Errorf("sample %s = %q, %v; want %q", p.ID, out, err, p.SampleIn)
		}
		out, _, err = runWithStdin(t, out, "answer", p.ID)
		if p.Interactive() {
			continue // the answer is the winning side; the sample output is an interaction
		}
		if err != nil || out != p.SampleOut {
			t.Errorf("answer %s < sample = %q, %v; want the sample output %q", p.ID, out, err, p.SampleOut)
		}
	}
}

func TestAnswerInvalidInput(t *testing.T) {
	tests := []struct{ problem, in, want, reason string }{
		{"hdu1846", "2\n23 2\n4 x\n", `line 3: token "x": not a number`, "a word"},
		{"hdu1846", "2\n23 2\n", "line 2: truncated input", "a missing case"},
		{"hdu2147", "5 3\n2001 1\n0 0\n", "1 ≤ n ≤ 2000", "out of constraints"},
	}
	for _, tt := range tests {
		_, _, err := runWithStdin(t, tt.in, "answer", tt.problem)
		var errOut bytes.Buffer
		if code := exitCode(&errOut, err); code != 2 {
			t.Errorf("%s (%s): exit %d, want 2", tt.problem, tt.reason, code)
		}
		if !strings.Contains(errOut.String(), tt.want) || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%s (%s): stderr %q, want one line with %q", tt.problem, tt.reason, errOut.String(), tt.want)
		}
	}
}

func TestSampleAnswerUsage(t *testing.T) {
	for _, args := range [][]string{{"sample"}, {"sample", "nope"}, {"answer"}, {"answer", "a", "b"}} {
		_, _, err := runWithStdin(t, "", args...)
		var ue *usageError
		if !errors.As(err, &ue) {
			t.Errorf("%v: error %v, want a usage error", args, err)
		}
	}
}

// zeros is /dev/zero: an endless stream of NUL bytes.
type zeros struct{ read int64 }

func (z *zeros) Read(b []byte) (int, error) {
	clear(b)
	z.read += int64(len(b))
	return len(b), nil
}

// TestAnswerBoundsInput: an endless stdin (answer < /dev/zero) is refused
// with one line, exit 2, after reading little more than the cap (it used
// to grow without bound).
func TestAnswerBoundsInput(t *testing.T) {
	old := stdin
	z := &zeros{}
	stdin = z
	defer func() { stdin = old }()
	var o, e bytes.Buffer
	err := run(&o, &e, []string{"answer", "hdu1846"})
	code := exitCode(&e, err)
	if code != 2 || !strings.Contains(e.String(), "larger than 64 MiB") || strings.Count(e.String(), "\n") != 1 || o.Len() != 0 {
		t.Errorf("answer < /dev/zero: exit %d, stdout %q, stderr %q; want exit 2 and one line", code, o.String(), e.String())
	}
	if z.read > maxAnswerInput+1<<20 {
		t.Errorf("read %d bytes, want about the cap (%d)", z.read, maxAnswerInput)
	}
}
