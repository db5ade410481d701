package runner

import (
	"strings"
	"testing"
)

func TestLastLines(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""},
		{"one\n", "one"},
		{"a\nb\nc\n", "b\nc"},
		{"a\nb\nc", "b\nc"},
	}
	for _, c := range cases {
		if got := lastLines([]byte(c.in), 2); got != c.want {
			t.Errorf("lastLines(%q, 2) = %q, want %q", c.in, got, c.want)
		}
	}
	long := strings.Repeat("x", 10000)
	if got := lastLines([]byte(long), 2); len(got) != 4096 {
		t.Errorf("a 10000-byte line: kept %d bytes, want 4096", len(got))
	}
}

func TestFormatBytes(t *testing.T) {
	for n, want := range map[int64]string{256 * MiB: "256 MiB", 2048: "2 KiB", 1536: "1536 B", 17: "17 B"} {
		if got := formatBytes(n); got != want {
			t.Errorf("formatBytes(%d) = %q, want %q", n, got, want)
		}
	}
}

// A command naming a Go binary gets RLIMIT_DATA, java gets JVM flags, and
// anything else RLIMIT_AS.
func TestCommandMemoryKind(t *testing.T) {
	goBin := program(t, "correct.go").Argv()[0]
	cppBin := program(t, "correct.cpp").Argv()[0]
	for _, c := range []struct {
		argv []string
		want memKind
	}{
		{[]string{goBin}, memData},
		{[]string{cppBin}, memAS},
		{[]string{"java", "-cp", "x", "Main"}, memJVM},
	} {
		p := Command(c.argv)
		if p.err == nil && p.mem != c.want {
			t.Errorf("Command(%q): memory kind %d, want %d", c.argv, p.mem, c.want)
		}
	}
}

// The launcher applies the stack limit always, the memory limit as
// RLIMIT_AS (native), RLIMIT_DATA (Go) or not at all (JVM).
func TestLauncherScript(t *testing.T) {
	lim := Limits{}.withDefaults()
	for _, c := range []struct {
		kind      memKind
		has, lack []string
	}{
		{memAS, []string{"ulimit -c 0", "ulimit -s 262144", "ulimit -v 262144"}, []string{"ulimit -d"}},
		{memData, []string{"ulimit -s 262144", "ulimit -d 262144"}, []string{"ulimit -v"}},
		{memJVM, []string{"ulimit -c 0"}, []string{"ulimit -v", "ulimit -d", "ulimit -s"}},
	} {
		args := launchArgs(lim, c.kind, []string{"/bin/prog", "arg"})
		script := args[1]
		for _, h := range c.has {
			if !strings.Contains(script, h) {
				t.Errorf("kind %d: script %q lacks %q", c.kind, script, h)
			}
		}
		for _, l := range c.lack {
			if strings.Contains(script, l) {
				t.Errorf("kind %d: script %q has %q", c.kind, script, l)
			}
		}
		if got := args[len(args)-2:]; got[0] != "/bin/prog" || got[1] != "arg" {
			t.Errorf("kind %d: program argv not last: %q", c.kind, args)
		}
	}
}
