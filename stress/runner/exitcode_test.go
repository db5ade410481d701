package runner

import (
	"context"
	"testing"
)

// ExitCode reads the code of a program that exits with it, and nothing
// from a run that ended otherwise.
func TestExitCode(t *testing.T) {
	for _, c := range []struct {
		script string
		code   int
		ok     bool
	}{
		{"exit 1", 1, true},
		{"exit 3", 3, true},
		{"exit 42", 42, true},
		{"kill -SEGV $$", 0, false},
		{"exit 0", 0, false}, // no error at all
	} {
		p := Command([]string{"/bin/sh", "-c", c.script})
		_, err := p.Run(context.Background(), nil)
		if code, ok := ExitCode(err); code != c.code || ok != c.ok {
			t.Errorf("%q: ExitCode(%v) = %d, %v; want %d, %v", c.script, err, code, ok, c.code, c.ok)
		}
	}
}
