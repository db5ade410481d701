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

// The address-space safety net stands above the resident-memory limit:
// twice it, and at least 256 MiB above it.
func TestAddressSpace(t *testing.T) {
	for _, c := range []struct{ mem, want int64 }{
		{32 * MiB, 288 * MiB},
		{256 * MiB, 512 * MiB},
		{1024 * MiB, 2048 * MiB},
		{-1, -1},
	} {
		if got := addressSpace(c.mem); got != c.want {
			t.Errorf("addressSpace(%d MiB) = %d MiB, want %d MiB", c.mem/MiB, got/MiB, c.want/MiB)
		}
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

// The launcher applies the stack limit (8 MiB by default, no longer the
// memory limit) and the file size limit always, the address-space safety
// net (twice the 256 MiB memory limit) as RLIMIT_AS (native), RLIMIT_DATA
// (Go) or not at all (JVM), and joins the run's cgroup first when it has
// one.
func TestLauncherScript(t *testing.T) {
	lim := Limits{}.withDefaults()
	for _, c := range []struct {
		kind      memKind
		cgroup    string
		has, lack []string
	}{
		{memAS, "", []string{"ulimit -c 0", "ulimit -s 8192", "ulimit -v 524288", "ulimit -f 131072"}, []string{"ulimit -d", "cgroup.procs"}},
		{memData, "", []string{"ulimit -s 8192", "ulimit -d 524288", "ulimit -f 131072"}, []string{"ulimit -v"}},
		{memJVM, "", []string{"ulimit -c 0", "ulimit -f 131072"}, []string{"ulimit -v", "ulimit -d", "ulimit -s"}},
		{memAS, "/cg/7", []string{"echo $$ >", "/cg/7/cgroup.procs", "&& ulimit -c 0"}, nil},
	} {
		args := launchArgs(lim, c.kind, c.cgroup, []string{"/bin/prog", "arg"})
		script := args[1]
		if c.cgroup != "" && !strings.HasPrefix(script, "echo $$ >") {
			t.Errorf("script %q does not join the cgroup first", script)
		}
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
