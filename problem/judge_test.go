package problem

import (
	"strings"
	"testing"
	"time"
)

// Every preset has all three limits, says where they came from, and the
// stack default is never the memory limit unless the judge documents it so.
func TestPresets(t *testing.T) {
	cases := []struct {
		judge  string
		time   time.Duration
		memory int64
		stack  int64
		reason string
	}{
		{"codeforces", 2 * time.Second, 256 * MiB, 256 * MiB, "stack as large as the memory limit"},
		{"atcoder", 2 * time.Second, 1024 * MiB, 1024 * MiB, "1024 MB, stack far above 8 MiB"},
		{"hdu", time.Second, 32 * MiB, 2 * MiB, "Windows: MinGW's 2 MiB stack, 1000 ms and 32768 K for C/C++"},
		{"poj", time.Second, 64 * MiB, 2 * MiB, "Windows: 1000MS, 65536K"},
		{"spoj", time.Second, 1536 * MiB, 8 * MiB, "Linux, no documented stack"},
		{"uva", 3 * time.Second, 256 * MiB, 8 * MiB, "3 s, nothing else documented"},
		{"lightoj", 2 * time.Second, 64 * MiB, 8 * MiB, "no documented stack"},
		{"cses", time.Second, 512 * MiB, 512 * MiB, "ulimit -s unlimited: the memory bounds the stack"},
		{"default", 2 * time.Second, 256 * MiB, 8 * MiB, "no judge: the Linux 8 MiB stack a contestant expects"},
		{"", 2 * time.Second, 256 * MiB, 8 * MiB, "empty is default"},
	}
	for _, c := range cases {
		l, err := Preset(c.judge)
		if err != nil {
			t.Fatalf("Preset(%q): %v (%s)", c.judge, err, c.reason)
		}
		if l.Time != c.time || l.Memory != c.memory || l.Stack != c.stack {
			t.Errorf("Preset(%q) = %v, %d, %d; want %v, %d, %d (%s)", c.judge, l.Time, l.Memory, l.Stack, c.time, c.memory, c.stack, c.reason)
		}
		if l.TimeFrom == "" || l.MemoryFrom == "" || l.StackFrom == "" {
			t.Errorf("Preset(%q) does not say where its values come from: %+v", c.judge, l)
		}
	}
	if len(Judges()) != len(cases)-1 {
		t.Errorf("Judges() = %v, want the %d judges tested here", Judges(), len(cases)-1)
	}
	if _, err := Preset("topcoder"); err == nil || !strings.Contains(err.Error(), "codeforces") {
		t.Errorf("Preset(topcoder): got %v, want an error listing the known judges", err)
	}
}

// The built-in problems carry their judge's limits: hdu and poj problems
// their judge's, the two without a judge the default.
func TestBuiltinLimits(t *testing.T) {
	for _, p := range All() {
		want := "default preset"
		switch {
		case strings.HasPrefix(p.ID, "hdu"):
			want = "hdu preset"
		case strings.HasPrefix(p.ID, "poj"):
			want = "poj preset"
		case p.Judge != "":
			want = p.Judge + " preset" // abc278g: judge = "atcoder"
		}
		if p.Limits.StackFrom != want || p.Limits.Time <= 0 || p.Limits.Memory <= 0 || p.Limits.Stack <= 0 {
			t.Errorf("%s: limits %+v, want the %s", p.ID, p.Limits, want)
		}
	}
	hdu, _ := Lookup("hdu1846")
	if got, want := hdu.Limits.String(), "1s CPU, 32 MiB memory, 2 MiB stack (time: hdu preset; memory: hdu preset; stack: hdu preset)"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
